// list_holder_holdings' registeredIn written as a register writes a country (RIK: CYP, Küpros) or
// as its name (Cyprus): a model copying an extract's CYP was told only "registeredIn must be a
// two-letter country code (CY, DE)", not which, while country takes Latvia for LV. It is now read
// as the alpha-2 the owners give; a text no country bears is refused as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, errorTextOf, structuredOf, type Connected } from './client.ts';

const HELD = FIXTURE.companies.eePohjaPuit;

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: { person_roles: [{
    id: 9911, country: HELD.country, regcode: HELD.regcode, role: 'member', position: null, person_name: 'Kyrenia Maritime Holdings Ltd',
    name_key: 'kyrenia maritime holdings ltd', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: 'HE398114',
    holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 60, share_amount: null, share_currency: null,
    assoc_key: 'holder-registered-in-9911', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  } satisfies SeedRow] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('registeredIn as an alpha-3 code or a country\'s name is read as its two letters', async () => {
  for (const registeredIn of ['CY', ' cy ', 'CYP', 'Cyprus', 'Küpros']) {
    const listed = structuredOf<{ holdings: Array<{ regcode: string; holderRegisteredIn: string }> }>(
      await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE398114', registeredIn }));
    assert.deepEqual(listed.holdings.map((h) => [h.regcode, h.holderRegisteredIn]), [[HELD.regcode, 'CY']], registeredIn);
  }
  // Another country, read so, is told the one its holders are of.
  assert.match(errorTextOf(await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE398114', registeredIn: 'Germany' })),
    /registered in DE .*ask again with registeredIn CY/);
  assert.match(errorTextOf(await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE398114', registeredIn: 'Atlantis' })),
    /registeredIn: must be a two-letter country code \(CY, DE\)/);
});

// A model mapping a group asked get_company_details of every company held to learn whether the
// owner controls it: the list gave the companies and their status alone, where REST's holdings
// give the owner's share and since too.
test('each holding says the owner\'s share and since, as REST\'s holdings of the owner give them', async () => {
  const listed = structuredOf<{ holdings: Array<Record<string, unknown>> }>(
    await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE398114' }));
  assert.deepEqual(listed.holdings.map(({ regcode, sharePercent, since }) => ({ regcode, sharePercent, since })),
    [{ regcode: HELD.regcode, sharePercent: 60, since: '2020-01-01' }]);
  const rest = ctx.services.holderHoldings('HE398114', null, 50, null).holdings[0]!;
  assert.deepEqual([rest.share?.percent, rest.since], [listed.holdings[0]!.sharePercent, listed.holdings[0]!.since]);
});
