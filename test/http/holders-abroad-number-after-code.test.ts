// An owner's register number after its country's code among the names the search lists by that code's
// word: GET /companies/search?q=DE%20HRB%2012345 listed SIA "DE Būve" and no holdersAbroad, and
// search_companies no word of the owner, where the company lookup names Nordsee Umschlag GmbH (HRB 12345,
// registered in DE) and the search of `HRB 12345` alone lists it in holdersAbroad: holdersAbroad was read
// where the search lists fewer than limit companies, none of the very name, and from the number only where
// it lists none. That owner is now named beside the companies listed, however many; another country's
// code names none (services/holders-named.ts holdersOfSearch).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, sentencesOf } from '../mcp/client.ts';

const { eePohjaPuit } = FIXTURE.companies;
const NORDSEE = 'Nordsee Umschlag GmbH';

const holding: SeedRow = {
  id: 9990, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null,
  person_name: NORDSEE, name_key: personNameKey(NORDSEE), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: 'HRB 12345', holder_country: 'DE', since: '2020-01-01', until: null, share_percent: 40, share_amount: null,
  share_currency: null, assoc_key: 'holder-after-code-search', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21',
};

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [holding], companies: [
    ownCompany('40115579240', 'SIA "DE Būve"', { address: 'Valmiera, Rīgas iela 56' }),
    ownCompany('40115579241', 'SIA "DE Piens"', { address: 'Rīga, Kalnciema iela 12' }),
  ] } }, { RATE_LIMITS: 'off' });
  await t.ctx.services.warmUp();
});
after(() => t.close());

const search = async (q: string, limit = '') => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}${limit}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

test('an owner\'s number after its country\'s code names that owner in holdersAbroad beside the names listed, and in search_companies; another code none', async () => {
  for (const [q, limit] of [['DE HRB 12345', ''], ['de hrb 12345', ''], ['DE-HRB 12345', ''], ['DE HRB 12345', '&limit=1']] as const) {
    const body = await search(q, limit);
    assert.ok(body.results.some((r: { name: string }) => r.name === 'SIA "DE Būve"'), `${q}${limit}: ${JSON.stringify(body.results)}`);
    assert.deepEqual(body.holdersAbroad?.map((h: { name: string; regcode: string; registeredIn: string }) => [h.name, h.regcode, h.registeredIn]),
      [[NORDSEE, 'HRB 12345', 'DE']], `${q}${limit}`);
  }
  const said = sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'DE HRB 12345' }));
  assert.match(said, /The registers also list an owner of that number that is no company here \(a legal entity registered abroad\): Nordsee Umschlag GmbH \(regcode HRB 12345, registeredIn DE\)/);
  // Another country's code before the number may be a number of its register: no owner is named, as before.
  for (const q of ['EE HRB 12345', 'LV HRB 12345']) {
    assert.equal((await search(q)).holdersAbroad, undefined, q);
    assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: q })), /Nordsee/, q);
  }
});
