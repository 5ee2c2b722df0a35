// An owner's number spaced otherwise than its register writes it, as a company's owners list or a
// document prints it (`HE 398114` for the Cypriot `HE398114`, `40003 333333` for an LV company's
// 40003333333, `HRB12345` for the German `HRB 12345`): list_holder_holdings told the form to ask
// again with, a call more for the same number, and get_company_details said of `HE 398114` that it
// is "the number of no owner the registers list here". Now the number is read as its register's form,
// as is one in letters of another case (`he398114`), which was told the form to ask with too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, connectInProcess, errorTextOf, sentencesOf, structuredOf, type Connected } from './client.ts';

const { eePohjaPuit, eeEnergia, eeTaxDebtor, lvKekava } = FIXTURE.companies;

let id = 9960;
const holding = (held: { country: string; regcode: string }, name: string, number: string, country: string): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: name, name_key: personNameKey(name), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: number, holder_country: country, since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: `holder-number-spaced-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: { person_roles: [
    holding(eePohjaPuit, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY'),
    holding(eeEnergia, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY'),
    holding(eeTaxDebtor, 'SIA Ķekava', lvKekava.regcode, 'LV'),
    holding(eeEnergia, 'Nordsee Umschlag GmbH', 'HRB 12345', 'DE'),
  ] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

type Holdings = { regcode: string; holdings: Array<{ regcode: string; holderName: string }>; next: string | null };
const holdings = (args: Record<string, unknown>) => callTool(mcp.client, 'list_holder_holdings', args);

test('a number spaced otherwise than its register writes it is answered as that number, the form named', async () => {
  for (const [sent, form, held] of [
    ['HE 398114', 'HE398114', [eeEnergia.regcode, eePohjaPuit.regcode]],
    ['HE-398114', 'HE398114', [eeEnergia.regcode, eePohjaPuit.regcode]],
    [`${lvKekava.regcode.slice(0, 5)} ${lvKekava.regcode.slice(5)}`, lvKekava.regcode, [eeTaxDebtor.regcode]],
    [`${lvKekava.regcode.slice(0, 5)}.${lvKekava.regcode.slice(5)}`, lvKekava.regcode, [eeTaxDebtor.regcode]],
    ['HRB12345', 'HRB 12345', [eeEnergia.regcode]],
    ['he398114', 'HE398114', [eeEnergia.regcode, eePohjaPuit.regcode]],
    ['he 398114', 'HE398114', [eeEnergia.regcode, eePohjaPuit.regcode]],
    ['hrb 12345', 'HRB 12345', [eeEnergia.regcode]],
  ] as const) {
    const result = await holdings({ regcode: sent });
    const answer = structuredOf<Holdings>(result);
    assert.equal(answer.regcode, form, sent);
    assert.deepEqual(answer.holdings.map((h) => h.regcode), held, sent);
    assert.match(sentencesOf(result), new RegExp(`^regcode "${sent.replace('.', '\\.')}" is read as ${form}, the number as the registers write it\\.`), sent);
  }
  // The number as the register writes it is answered with no such sentence.
  assert.equal(sentencesOf(await holdings({ regcode: 'HE398114' })), '');
});

test('a page after the first of a spaced number follows the same list', async () => {
  const page = structuredOf<Holdings>(await holdings({ regcode: 'HE 398114', after: `EE:${eeEnergia.regcode}` }));
  assert.deepEqual(page.holdings.map((h) => h.regcode), [eePohjaPuit.regcode]);
});

test('a number differing in more than its separators and letter case is still told the form to ask with', async () => {
  // A VAT number's country code may be another register's number: told, not answered.
  assert.match(errorTextOf(await holdings({ regcode: `LV${lvKekava.regcode}` })), new RegExp(`ask again with ${lvKekava.regcode}`));
});

test('get_company_details and get_company_compliance of a spaced owner\'s number name that owner and its number', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(mcp.client, tool, { regcode: 'HE 398114' }));
    assert.match(text, /HE398114 is known here as the number of an owner, Kyrenia Maritime Holdings Ltd, registered in CY/, tool);
    assert.match(text, /call list_holder_holdings with regcode HE398114 and registeredIn CY/, tool);
    assert.doesNotMatch(text, /number of no owner/, tool);
  }
});
