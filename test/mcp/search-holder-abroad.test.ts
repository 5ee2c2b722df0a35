// search_companies of the name of an owner registered abroad. A Cypriot Ltd holding an Estonian OÜ
// is listed among the OÜ's owners but has no company record in the four registers: a model asked
// to check it searched its name, was told only to try other words and that a person's name finds
// nothing, and reported a holder the registers list as unknown to them; a search that listed a
// namesake by some of its words (Põhja Puit Holding AB finding Põhja Puit OÜ) let it take the
// namesake for the holder. The answer now names the holder, what it holds and the call to read it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';

const HELD = FIXTURE.companies.eePohjaPuit;
const GAZE = FIXTURE.companies.lvGaze;

let id = 9850;
const holder = (name: string, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: HELD.country, regcode: HELD.regcode, role: 'member', position: null,
  person_name: name, name_key: personNameKey(name), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: null, holder_country: null, since: '2020-01-01', until: null, share_percent: 30, share_amount: null,
  share_currency: null, assoc_key: `holder-abroad-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

let ctx: SeededServices;
let mcp: Connected;

before(async () => {
  ctx = seededServices({ rows: { person_roles: [
    holder('Kyrenia Maritime Holdings Ltd', { holder_regcode: 'HE398114', holder_country: 'CY' }),
    holder('Põhja Puit Holding AB', { holder_regcode: '556677-8899', holder_country: 'SE', share_percent: 20 }),
    // A holder that is a company here is found by the search itself: never named as one abroad.
    holder('Latvijas Gāze AS', { holder_regcode: GAZE.regcode, holder_country: 'LV', share_percent: 10 }),
  ] } });
  await ctx.services.warmUp();
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

async function search(query: string, country?: string): Promise<{ count: number; results: Array<{ name: string }>; hint: string }> {
  const result = await callTool(mcp.client, 'search_companies', { query, ...(country ? { country } : {}) });
  const hint = result.content[1];
  return { ...structuredOf<{ count: number; results: Array<{ name: string }> }>(result), hint: hint?.type === 'text' ? hint.text : '' };
}

for (const query of ['Kyrenia Maritime Holdings Ltd', 'Kyrenia Maritime Holdings', 'KYRENIA MARITIME HOLDINGS LIMITED']) {
  test(`the name of an owner registered abroad (${query}) names it, what it holds and the call that reads it`, async () => {
    const { count, hint } = await search(query);
    assert.equal(count, 0);
    assert.match(hint, /owner of that name that is no company here \(a legal entity registered abroad\)/);
    assert.match(hint, /Kyrenia Maritime Holdings Ltd \(regcode HE398114, registeredIn CY\), holding Põhja Puit OÜ \(EE 12345678\)/);
    assert.match(hint, /call get_company_details with regcode 12345678 and country EE/);
    assert.doesNotMatch(hint, /a person's name|Try fewer/, 'not sent to other words nor to the person routes');
  });
}

test('an owner abroad searched in one country is named with the country searched', async () => {
  const { hint } = await search('Kyrenia Maritime Holdings', 'LV');
  assert.match(hint, /^No company matches "Kyrenia Maritime Holdings" in LV\. The registers list an owner of that name/);
});

test('a search listing a namesake of an owner abroad also names the owner', async () => {
  const { results, hint } = await search('Põhja Puit Holding AB');
  assert.ok(results.some((r) => r.name === HELD.name), 'the search lists the namesake by some of the words');
  assert.match(hint, /^The registers also list an owner of that name that is no company here/);
  assert.match(hint, /Põhja Puit Holding AB \(regcode 556677-8899, registeredIn SE\), holding Põhja Puit OÜ \(EE 12345678\)/);
});

test('a holder that is a company here is not named as an owner abroad', async () => {
  assert.deepEqual(ctx.services.holdersNamed('Latvijas Gāze'), []);
  const { results, hint } = await search('Latvijas Gāze AS');
  assert.equal(results[0]?.name, GAZE.name);
  assert.doesNotMatch(hint, /owner of that name/);
});

test('a name no one bears is still told to try other words', async () => {
  assert.match((await search('Zzyzx Qwerty Holdings')).hint, /^No company matches "Zzyzx Qwerty Holdings"\. If it is a company's name, try fewer or different words/);
});
