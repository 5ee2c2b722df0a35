// The benchmark dataset: the demo generator's companies, people, roles, financial years and
// list entries, with per-country counts of the real registers instead of the demo's fixed mix
// (the demo has LV:EE:LT:FI = 8:6:4:3; the registers hold about 500k:380k:250k:700k) and with
// brand words once the demo's word lists run out (brand-names.ts). Everything else (legal forms,
// addresses, lifecycle, roles, financials) is the demo's own code.
import type { Country } from '../../src/domain/country.ts';
import { Rng } from '../../src/demo/random.ts';
import { addDays } from '../../src/demo/calendar.ts';
import type { DemoCompany, DemoDataset, DemoStatus } from '../../src/demo/model.ts';
import type { GenContext } from '../../src/demo/generate/context.ts';
import type { CompanyDraft } from '../../src/demo/generate/drafts.ts';
import { draftLvCompany } from '../../src/demo/generate/company-lv.ts';
import { draftEeCompany } from '../../src/demo/generate/company-ee.ts';
import { draftLtCompany } from '../../src/demo/generate/company-lt.ts';
import { draftFiCompany } from '../../src/demo/generate/company-fi.ts';
import { completeCompany } from '../../src/demo/generate/lifecycle.ts';
import { buildNotable, notableKeys } from '../../src/demo/generate/notable-records.ts';
import { makePersonPools } from '../../src/demo/generate/persons.ts';
import { RoleBuilder } from '../../src/demo/generate/roles.ts';
import { assignLvRoles } from '../../src/demo/generate/roles-lv.ts';
import { assignEeRoles } from '../../src/demo/generate/roles-ee.ts';
import { sanctionEntries } from '../../src/demo/generate/sanctions.ts';
import { BenchGenContext } from './brand-names.ts';

/** Companies per country at national size (scale 1). */
export const NATIONAL_COUNTS: Record<Country, number> = { LV: 500_000, EE: 380_000, LT: 250_000, FI: 700_000 };

export function countsAt(scale: number): Record<Country, number> {
  const n = (c: Country) => Math.max(40, Math.round(NATIONAL_COUNTS[c] * scale));
  return { LV: n('LV'), EE: n('EE'), LT: n('LT'), FI: n('FI') };
}

// As in src/demo/generate/index.ts: the first registration day of each register, and the
// statuses the first companies of a country take so that every status exists at any size.
const FIRST_DAY: Record<Country, string> = { LV: '1991-01-02', EE: '1995-09-01', LT: '1990-06-01', FI: '1978-01-02' };
const DRAFTS: Record<Country, (ctx: GenContext, rng: Rng, registeredOn: string) => CompanyDraft> = {
  LV: draftLvCompany, EE: draftEeCompany, LT: draftLtCompany, FI: draftFiCompany,
};
const FORCED: readonly DemoStatus[] = ['liquidation', 'insolvency', 'closed', 'closed'];

function generateCompanies(ctx: GenContext, rng: Rng, country: Country, count: number): DemoCompany[] {
  const out: DemoCompany[] = [];
  const newCount = Math.max(2, Math.round(count * 0.003));
  for (let i = 0; i < count; i++) {
    const isNew = i >= count - newCount;
    const registeredOn = isNew ? addDays(ctx.today, -1) : ctx.registrationDay(rng, FIRST_DAY[country]);
    const draft = DRAFTS[country](ctx, rng, registeredOn);
    const formerName = !isNew && rng.chance(0.05) ? { name: DRAFTS[country](ctx, rng, registeredOn).name } : null;
    out.push(completeCompany(ctx, rng, draft, { registeredOn, isNew, status: FORCED[i], formerName }));
  }
  return out;
}

export function generateBenchDataset(opts: { seed: number; now: Date; scale: number }): DemoDataset {
  const root = new Rng(opts.seed);
  const ctx = new BenchGenContext(opts.now);
  for (const n of ['baltic trade', 'trans group', 'nord']) ctx.forbiddenNameKeys.add(n);
  const roles = new RoleBuilder(ctx, root.fork('roles'));
  const notable = buildNotable(ctx, root.fork('notable'), roles);
  const counts = countsAt(opts.scale);
  const byCountry = {} as Record<Country, DemoCompany[]>;
  for (const country of ['LV', 'EE', 'LT', 'FI'] as const) {
    byCountry[country] = generateCompanies(ctx, root.fork(`companies-${country}`), country, counts[country]);
  }
  const pools = makePersonPools(ctx, root.fork('persons'), {
    LV: byCountry.LV.length,
    EE: Math.round(byCountry.EE.length * 0.85),
    FI: Math.max(10, Math.round(byCountry.EE.length * 0.05)),
  }, notableKeys(notable.persons));
  const roleRng = root.fork('role-assignment');
  const holders = (country: Country) => [...notable.companies, ...byCountry[country]]
    .filter((c) => c.country === country && c.kind === 'company' && c.status === 'active' && c.inPrevious);
  const lvHolders = holders('LV');
  const eeHolders = holders('EE');
  for (const c of byCountry.LV) assignLvRoles(roles, roleRng, c, pools, lvHolders);
  for (const c of byCountry.EE) assignEeRoles(roles, roleRng, c, pools, eeHolders);
  return {
    seed: opts.seed,
    now: ctx.now,
    today: ctx.today,
    previousDay: ctx.previousDay,
    companies: [...notable.companies, ...byCountry.LV, ...byCountry.EE, ...byCountry.LT, ...byCountry.FI],
    persons: [...notable.persons, ...pools.LV, ...pools.EE, ...pools.FI],
    roles: roles.roles,
    sanctions: sanctionEntries(root.fork('sanctions'), 1),
  };
}
