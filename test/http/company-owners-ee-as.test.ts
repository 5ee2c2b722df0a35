// An Estonian AS: RIK publishes the shareholders of an OÜ alone (an AS's are kept at the securities
// depository), so with RIK's shareholders file held an AS counted 0 natural persons holding it,
// which a compliance officer reads as held by no person, where nothing is known of its holders.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const AS = FIXTURE.companies.eeEnergia;
const OU = FIXTURE.companies.eePohjaPuit;

let t: ServedSeeded;
before(async () => {
  // One shareholder of the OÜ from RIK's shareholders file: the store holds EE members, no stockholders.
  t = await serveSeeded({ rows: { person_roles: [{
    id: 9400, country: OU.country, regcode: OU.regcode, role: 'member', position: null,
    person_name: 'Mari Kask', name_key: 'kask mari', entity_type: 'natural_person', birth_date: null, birth_key: null,
    holder_regcode: null, since: '2015-01-01', until: null, share_percent: 100, share_amount: 2500, share_currency: 'EUR',
    assoc_key: 'owners-ee-as-1', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  }] } });
});
after(() => t.close());

const details = async (c: { regcode: string; country: string }) =>
  (await t.app.app.inject({ url: `${API}/companies/${c.regcode}?country=${c.country}` })).json() as { owners: unknown[]; personOwners: unknown };

test('an EE AS, whose shareholders RIK does not publish, gives personOwners null beside an OÜ counted, REST and MCP alike', async () => {
  assert.deepEqual((await details(OU)).personOwners, { count: 1, sharePercent: 100 });
  const rest = await details(AS);
  assert.deepEqual([rest.owners, rest.personOwners], [[], null]);
  const result = await callTool(t.mcp.client, 'get_company_details', { regcode: AS.regcode, country: AS.country });
  assert.equal(structuredOf<{ personOwners: unknown }>(result).personOwners, null);
  assert.match(JSON.stringify(result.content), /lists no stockholders of an AS: the empty owners list and personOwners null say nothing about who holds/);
});
