// A compliance team reading what a partner holds from a store that imported a country's officers
// but no members or stockholders file: no file that would list a holding was read, so the details
// say the holdings are not known (null), as x-coverage says members and stockholders are not held,
// rather than [] that reads as "holds no LV or EE company", and the natural persons holding it are
// not counted (personOwners null, not a count of 0). Once a members file is held, [] is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, type TestApp } from './harness.ts';
import { serveSeeded, serveSeededRest, type ServedSeeded, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const SIA = '40000000031';
const OTHER_SIA = '40000000032';
const OU = '12000033';

const companies = [
  ownCompany(SIA, 'SIA "Valdes Koks"'),
  ownCompany(OTHER_SIA, 'SIA "Citu Koks"'),
  ownCompany(OU, 'Juhatus Puit OÜ', { country: 'EE', form: 'OÜ' }),
];

let id = 9900;
const role = (country: string, regcode: string, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country, regcode, role: 'officer', position: 'board_member',
  person_name: 'Ozola Ilze', name_key: 'ilze ozola', entity_type: 'natural_person', birth_date: '1980-02-03', birth_key: null,
  holder_regcode: null, holder_country: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null,
  share_currency: null, assoc_key: `holdings-unknown-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers',
  as_of: '2026-11-21', ...over,
});

// Officers of both countries; an officer that is a legal entity bears a number, as a holder would.
const officers = [
  role('LV', SIA, {}),
  role('LV', OTHER_SIA, { person_name: 'SIA "Valdes Koks"', name_key: 'valdes koks', entity_type: 'legal_entity', holder_regcode: SIA, birth_date: null }),
  role('EE', OU, { person_name: 'Tamm Mari', name_key: 'mari tamm', birth_date: '1975-04-05', source: 'ee.officers' }),
];

let officersOnly: ServedSeeded;
let withMembers: ServedSeededRest;
before(async () => {
  officersOnly = await serveSeeded({ fixture: false, rows: { companies, person_roles: officers } }, { RATE_LIMITS: 'off' });
  // The same store with UR's members file: an LV member, a person.
  withMembers = await serveSeededRest({ fixture: false, rows: { companies, person_roles: [...officers,
    role('LV', OTHER_SIA, { role: 'member', position: null, share_percent: 100, share_amount: 2800, share_currency: 'EUR', source: 'lv.members' })] } }, { RATE_LIMITS: 'off' });
});
after(async () => {
  await officersOnly.close();
  await withMembers.close();
});

const details = async (app: TestApp, regcode: string, country: string) => {
  const res = await app.app.inject({ url: `${API}/companies/${regcode}?country=${country}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Record<string, unknown>;
};
const coverage = async (app: TestApp) =>
  ((await app.app.inject({ url: API })).json() as { 'x-coverage': Record<string, Record<string, boolean>> })['x-coverage'];

test('a store of officers alone: the holdings are not known (null), as x-coverage holds no members nor stockholders', async () => {
  const cov = await coverage(officersOnly.app);
  assert.deepEqual(['LV', 'EE'].map((c) => [cov[c]!.officers, cov[c]!.members, cov[c]!.stockholders]), [[true, false, false], [true, false, false]]);
  for (const [regcode, country] of [[SIA, 'LV'], [OU, 'EE']] as const) {
    const rest = await details(officersOnly.app, regcode, country);
    const tool = structuredOf<Record<string, unknown>>(await callTool(officersOnly.mcp.client, 'get_company_details', { regcode, country }));
    for (const d of [rest, tool]) assert.deepEqual([d.holdings, d.holdingsCount], [null, null], `${country} ${regcode}`);
  }
});

test('with a members file held, a company holding none answers [] and a count of 0', async () => {
  assert.equal((await coverage(withMembers.app)).LV!.members, true);
  for (const [regcode, country] of [[SIA, 'LV'], [OU, 'EE']] as const) {
    const d = await details(withMembers.app, regcode, country);
    assert.deepEqual([d.holdings, d.holdingsCount], [[], 0], `${country} ${regcode}`);
  }
});

test('a store of officers alone: personOwners is null, not a count of 0 natural persons holding the company', async () => {
  for (const [regcode, country] of [[SIA, 'LV'], [OU, 'EE']] as const) {
    const rest = await details(officersOnly.app, regcode, country);
    const tool = structuredOf<Record<string, unknown>>(await callTool(officersOnly.mcp.client, 'get_company_details', { regcode, country }));
    for (const d of [rest, tool]) assert.deepEqual([d.owners, d.personOwners], [[], null], `${country} ${regcode}`);
  }
  // With UR's members file held, the LV companies' persons are counted, the member of one and none of the other.
  assert.deepEqual((await details(withMembers.app, OTHER_SIA, 'LV')).personOwners, { count: 1, sharePercent: 100 });
  assert.deepEqual((await details(withMembers.app, SIA, 'LV')).personOwners, { count: 0, sharePercent: null });
});
