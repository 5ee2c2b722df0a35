// kyb_check and the Latvian register's copies: an owner on the EU list matched from sanctions.eu
// and from the register's sanctions.ur copy of the listing was reported by a model following the
// walk-through as listed twice. The compliance step now says that a match whose copyOf names
// another is one listing with it, and the call as written gives that copyOf.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { connectInProcess, structuredOf, type Connected } from './client.ts';
import { callAsWritten, kybCheckText } from './kyb-check-followed.ts';

const HELD = FIXTURE.companies.lvKekava;
const UR_COPY = 'UR:40003333333:sergejs petrovs:RUS:beneficial_owner:';

const entry = (id: string, name: string, source: string): SeedRow => ({
  list: 'EU', entry_id: id, reference: null, schema: 'person', name, aliases: '[]', identifiers: '[]', countries: '[]',
  programs: '["RUS"]', listed_on: '2022-06-03', reason: 'Listed under RUS', source_url: null, birth_dates: '[]', source, as_of: '2026-11-20',
});
const match = (id: string, name: string, features: Record<string, unknown>): SeedRow => ({
  country: 'LV', regcode: HELD.regcode, list: 'EU', entry_id: id, matched_on: 'owner', matched_name: name, score: 1,
  features: JSON.stringify(features), algorithm_version: 'screen-20', screened_at: '2026-11-21T06:00:00Z',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: {
    sanction_entries: [entry('EU-77', 'Sergei PETROV', 'sanctions.eu'), entry(UR_COPY, 'Sergejs Petrovs', 'sanctions.ur')],
    sanction_matches: [
      match('EU-77', 'Sergei PETROV', { ownerName: 'Petrovs Sergejs', ownerRole: 'beneficial_owner', ownerType: 'person', birthDateMatch: 'exact' }),
      match(UR_COPY, 'Sergejs Petrovs', { via: 'register_record', relation: 'owner', subjectSchema: 'person', position: 'BENEFICIAL_OWNER' }),
    ],
  } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('the compliance step says a match whose copyOf names another is one listing with it, and the call as written gives copyOf', async () => {
  const text = await kybCheckText(mcp.client, { company: HELD.regcode, country: 'LV' });
  const step = text.slice(text.indexOf('3. Call get_company_compliance'), text.indexOf('4. Call'));
  assert.match(step, /A match whose copyOf names another is the Latvian register's copy of it: report the two as one listing\./);
  const answer = structuredOf<{ sanctions: Array<{ entryId: string; copyOf: unknown }> }>(
    await callAsWritten(mcp.client, text, 'get_company_compliance', { regcode: HELD.regcode, country: 'LV' }));
  assert.deepEqual(answer.sanctions.map((m) => [m.entryId, m.copyOf]), [['EU-77', null], [UR_COPY, { source: 'sanctions.eu', entryId: 'EU-77' }]]);
});
