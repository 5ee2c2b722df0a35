// list_holder_holdings gave each holding's percent alone: UR gives an LV stockholder's holding as its
// nominal amount, with no percent, so a company abroad holding shares of an LV AS was listed with
// sharePercent null and nothing else of the holding, while REST's holdings and get_company_details'
// owners give its amount and currency. Each holding now carries both.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';

const HELD = FIXTURE.companies.lvGaze;
const JOINT = FIXTURE.companies.lvKekava;
const HOLDER = 'HRB 12345';

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  // UR names no country of a holder abroad (FOREIGN_ENTITY): kept as ZZ.
  ctx = seededServices({ rows: { person_roles: [{
    id: 9921, country: HELD.country, regcode: HELD.regcode, role: 'stockholder', position: null, person_name: 'Nordsee Umschlag GmbH',
    name_key: 'nordsee umschlag gmbh', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: HOLDER,
    holder_country: 'ZZ', since: '2019-03-01', until: null, share_percent: null, share_amount: 55000, share_currency: 'EUR',
    assoc_key: 'holder-holdings-amount-9921', first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.stockholders', as_of: '2026-11-21',
  } satisfies SeedRow, {
    // A member's share held jointly with others: the holding's position says so.
    id: 9922, country: JOINT.country, regcode: JOINT.regcode, role: 'member', position: 'joint_owner', person_name: 'Nordsee Umschlag GmbH',
    name_key: 'nordsee umschlag gmbh', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: HOLDER,
    holder_country: 'ZZ', since: '2020-05-01', until: null, share_percent: 40, share_amount: null, share_currency: null,
    assoc_key: 'holder-holdings-amount-9922', first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21',
  } satisfies SeedRow] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('an LV stockholding by a company abroad gives its nominal amount and currency, as REST\'s holdings and the owners do', async () => {
  const listed = structuredOf<{ holdings: Array<Record<string, unknown>> }>(
    await callTool(mcp.client, 'list_holder_holdings', { regcode: HOLDER }));
  const held = listed.holdings.filter((h) => h.regcode === HELD.regcode);
  assert.deepEqual(held.map(({ regcode, sharePercent, shareAmount, shareCurrency }) => ({ regcode, sharePercent, shareAmount, shareCurrency })),
    [{ regcode: HELD.regcode, sharePercent: null, shareAmount: 55000, shareCurrency: 'EUR' }]);
  const rest = ctx.services.holderHoldings(HOLDER, null, 50, null).holdings.find((h) => h.regcode === HELD.regcode)!;
  assert.deepEqual([rest.share?.amount, rest.share?.currency], [held[0]!.shareAmount, held[0]!.shareCurrency]);
  const details = structuredOf<{ owners: Array<{ regcode: string | null; share: { amount: number | null; currency: string | null } | null }> }>(
    await callTool(mcp.client, 'get_company_details', { regcode: HELD.regcode, country: HELD.country }));
  const owner = details.owners.find((o) => o.regcode === HOLDER);
  assert.deepEqual([owner?.share?.amount, owner?.share?.currency], [55000, 'EUR']);
});

// list_holder_holdings gave no role nor position of a holding, which REST's holdings give: a model
// mapping a group could not tell a stockholding of an AS from a member's share, nor one held jointly
// with others (the share then the whole joint holding's) from one of the owner's own.
test('each holding gives the owner\'s role and position there, as REST\'s holdings do', async () => {
  const listed = structuredOf<{ holdings: Array<{ regcode: string; role: string; position: string | null }> }>(
    await callTool(mcp.client, 'list_holder_holdings', { regcode: HOLDER }));
  const rest = ctx.services.holderHoldings(HOLDER, null, 50, null).holdings;
  assert.deepEqual(listed.holdings.map(({ regcode, role, position }) => ({ regcode, role, position })),
    rest.map(({ regcode, role, position }) => ({ regcode, role, position })));
  assert.deepEqual(listed.holdings.map(({ role, position }) => [role, position]).sort(), [['member', 'joint_owner'], ['stockholder', null]]);
});
