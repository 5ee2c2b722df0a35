// kyb_check, the sanctions candidates: the walk-through called get_company_compliance without
// candidates: true, so a model following it read sanctions [] of a company whose name an entry
// scores just under the threshold, and its report, which names red flags only, called the company
// clear of sanctions. The step asks for the candidates and the report names them for a reviewer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { connectInProcess, structuredOf, type Connected } from './client.ts';
import { callAsWritten, kybCheckText } from './kyb-check-followed.ts';

const CANDIDATE_ONLY = FIXTURE.companies.lvSoleTrader;

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: { sanction_matches: [{
    country: 'LV', regcode: CANDIDATE_ONLY.regcode, list: 'OFAC', entry_id: 'OFAC-9', matched_on: 'name',
    matched_name: 'Krievijas Metallurgija', score: 0.85, features: '{"nameSimilarity":0.85}', algorithm_version: 'screen-1',
    screened_at: '2026-11-21T06:00:00Z',
  }] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('the compliance step, called as written, lists a candidate below the threshold, and the report names it for a reviewer', async () => {
  const text = await kybCheckText(mcp.client, { company: CANDIDATE_ONLY.regcode, country: 'LV' });
  const answer = structuredOf<{ isSanctioned: boolean; sanctions: unknown[]; sanctionCandidates?: Array<{ entryId: string; score: number }> }>(
    await callAsWritten(mcp.client, text, 'get_company_compliance', { regcode: CANDIDATE_ONLY.regcode, country: 'LV' }));
  assert.equal(answer.isSanctioned, false);
  assert.deepEqual(answer.sanctions, []);
  assert.deepEqual(answer.sanctionCandidates?.map((c) => [c.entryId, c.score]), [['OFAC-9', 0.85]],
    'the call the walk-through writes out reads the candidates');
  // Read, they are reported as what they are: no match, and no clean result either until reviewed.
  assert.match(text, /sanctionCandidates are weaker, or a listed officer or minority holder kept for review alone \(its explanation says which\), never matches: name each \(entry, list, score, addresses, particulars\) for a reviewer instead of calling the company clear of sanctions/);
  assert.match(text, /each sanctions candidate to review/);
});
