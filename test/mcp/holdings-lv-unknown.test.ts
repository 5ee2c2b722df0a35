// The holdings of an Estonian, Lithuanian or Finnish company never include one in a Latvian company:
// UR names no country for a holder registered abroad (FOREIGN_ENTITY), so its owners never match
// such a company, and the LT and FI registers list no holders. A model read an EE company's
// holdings as all it holds; a sentence beside the answer says so, in a few words, where some 320
// characters went with every such answer: of an LT or FI company's empty list, in the sentence on
// its empty officers and owners. An LV company's answer has none.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { FIXTURE, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const C = FIXTURE.companies;
// Nokia holds an EE company, as RIK lists it, with its country.
const held = ownCompany('17100001', 'Nokia Eesti OÜ', { country: 'EE', form: 'OÜ' });
const holding: SeedRow = {
  id: 97500, country: 'EE', regcode: '17100001', role: 'member', position: null,
  person_name: C.fiNokia.name, name_key: 'nokia oyj', entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: C.fiNokia.regcode, holder_country: 'FI', since: '2020-01-01', until: null, share_percent: 100, share_amount: 2500,
  share_currency: 'EUR', assoc_key: 'holdings-lv-unknown', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
};

let seeded: SeededServices;
let mcp: Connected;
before(async () => {
  seeded = seededServices({ rows: { companies: [held], person_roles: [holding] } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => {
  await mcp?.close();
  seeded?.close();
});

/** What an agent reads beside the JSON. */
const sentences = sentencesOf;
const details = async (c: { regcode: string; country: string }) => callTool(mcp.client, 'get_company_details', { regcode: c.regcode, country: c.country });

test('an EE company holding nothing listed is told its holdings [] say only that it holds no EE company', async () => {
  const result = await details(C.eePohjaPuit);
  assert.deepEqual(structuredOf<{ holdings: unknown[] }>(result).holdings, []);
  const told = sentences(result);
  assert.match(told, new RegExp(`holdings \\[\\] means only that ${C.eePohjaPuit.name} \\(${C.eePohjaPuit.regcode}\\) holds no EE company; no register `
    + 'here would show one in LV, LT or FI, so do not report it as holding none there\\.'));
  assert.equal(told.match(/holdings/g)?.length, 1, 'said once');
});

test('an FI company holding an EE company is told the list holds its EE companies only', async () => {
  const result = await details(C.fiNokia);
  assert.deepEqual(structuredOf<{ holdings: Array<{ regcode: string }> }>(result).holdings.map((h) => h.regcode), ['17100001']);
  const told = sentences(result);
  assert.match(told, /holdings lists only the EE companies the company holds; no register here would show one in LV, LT or FI, so do not report them as all it holds\./);
  // Its empty officers and owners are told apart, saying nothing of the holdings listed.
  assert.match(told, /names no officers and no owners of any company: .* say nothing about Nokia Oyj \(0112038-9\); do not report it as having no board, an unchanged board or no owners\./);
});

test('an LT company holding nothing listed is told so in the one sentence on its empty lists', async () => {
  const result = await details(C.ltVilkas);
  assert.deepEqual(structuredOf<{ holdings: unknown[] }>(result).holdings, []);
  const told = sentences(result);
  assert.match(told, /names no officers and no owners of any company: the empty officers, formerOfficers and owners lists and personOwners null say nothing about UAB „Šiaurės Vilkas“ \(110053842\), nor holdings \[\] about its holdings outside EE; do not report it as having no board, an unchanged board or no owners, or no holdings in LV, LT or FI\./);
  assert.doesNotMatch(told, /holdings \[\] means only/, 'not said twice');
});

test('an LV company\'s holdings come with no such sentence', async () => {
  const result = await details(C.lvKekava);
  assert.doesNotMatch(sentences(result), /FOREIGN_ENTITY|holdings/);
});

// The output schema every client hands its model said the holdings were those "the LV and EE registers
// list", which read as an EE company's holdings in LV companies being known; the sentence beside the
// answer then said they are not.
test('the output schema\'s holdings say whose holdings in which countries are known', async () => {
  const { tools } = await mcp.client.listTools();
  const schema = tools.find((t) => t.name === 'get_company_details')!.outputSchema as { properties: Record<string, unknown> };
  // Nullable, it is published as anyOf the list and null, the list described.
  const said = JSON.stringify(schema.properties.holdings);
  assert.match(said, /an LV company's in LV and EE, another's in EE only/);
  assert.doesNotMatch(said, /as the LV and EE registers list/);
});
