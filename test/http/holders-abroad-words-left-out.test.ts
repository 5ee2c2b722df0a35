// An owner registered abroad typed in part beside words no company here has (`Kyrenia Baltic`): the
// search left out `Kyrenia`, searched the rest, and where that filled a page the answer named no
// owner, as if the page were of the text typed; the owner whose name the text begins is named
// however full the page of the fewer words is (services/holders-named.ts holdersOfSearch).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const { eePohjaPuit } = FIXTURE.companies;
const KYRENIA = 'Kyrenia Baltic Holdings Ltd';

const owner: SeedRow = {
  id: 9950, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null,
  person_name: KYRENIA, name_key: personNameKey(KYRENIA), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: 'holder-words-left-out', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21',
};

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [owner] } }, { RATE_LIMITS: 'off' });
  await t.ctx.services.warmUp();
});
after(() => t.close());

const search = async (q: string, limit: number) => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}&limit=${limit}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { results: unknown[]; searchedFor?: string; holdersAbroad?: Array<{ name: string }> };
};

test('an owner typed in part is named beside a full page of the words searched without its own', async () => {
  const body = await search('Kyrenia Baltic', 1);
  // The page is of the fewer words, and full: the owner the text begins is named all the same.
  assert.equal(body.searchedFor, 'Baltic');
  assert.equal(body.results.length, 1);
  assert.deepEqual(body.holdersAbroad?.map((h) => h.name), [KYRENIA]);
});

test('a full page of the text as typed still names no owner', async () => {
  const body = await search('Baltic', 1);
  assert.equal(body.searchedFor, undefined);
  assert.equal(body.results.length, 1);
  assert.equal(body.holdersAbroad, undefined);
});
