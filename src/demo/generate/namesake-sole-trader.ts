// The demo's FIE bearing Kadri Mets's name (NOTABLE.namesakeSoleTrader), which README's
// name-only candidates example lists beside her roles. The random FIEs hold one of that name on some
// build days (a given name and a surname drawn from the lists), not on others, and the example held
// on those days alone. Made after the random companies, where they hold none, on a stream of its
// own, so the random companies stay as they were; its regcode is reserved before them.
import type { Rng } from '../random.ts';
import type { DemoCompany } from '../model.ts';
import { NOTABLE } from '../notable.ts';
import type { GenContext } from './context.ts';
import { addr, NotableBuilder } from './notable-records.ts';

/** The FIE of Kadri Mets's name where `drawn` (the random EE companies) holds none; else nothing. */
export function namesakeSoleTraderUnlessDrawn(ctx: GenContext, rng: Rng, drawn: readonly DemoCompany[]): DemoCompany[] {
  const S = NOTABLE.namesakeSoleTrader;
  if (drawn.some((c) => c.country === S.country && c.name === S.name)) return [];
  const builder = new NotableBuilder(ctx, rng);
  builder.company({
    country: S.country, regcode: S.regcode, regcodeReserved: true, name: S.name, coreName: S.person, legalForm: 'FIE', kind: 'sole',
    registeredOn: '2017-03-14', address: addr('Pärnu mnt', '102', null, 'Tallinn', '11312', '0298', 'Harju maakond', 'Kristiine linnaosa'), nace: '96.02',
  });
  return builder.companies;
}
