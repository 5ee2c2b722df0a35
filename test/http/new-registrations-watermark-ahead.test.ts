// A role whose first_seen_at is later than the server's clock (an importer's clock ahead) made the
// answer's firstSeenThrough an instant of the future, which firstSeenAfter refuses as later than
// now: a job storing it was refused on every poll after, and next's firstSeenUntil alike. The
// watermark is now never later than now, so the round trip is always taken; the role is listed
// again until the clock passes it, none lost.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Liene Strauta', birthDate: '1977-09-12' };
const BASE = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const lv = (i: number) => `400000005${String(i).padStart(2, '0')}`;
const AHEAD = new Date(Date.now() + 2 * 3_600_000).toISOString();

function role(regcode: string, firstSeenAt: string, key: string): SeedRow {
  return {
    country: 'LV', regcode, role: 'officer', position: 'board_member', person_name: 'Strauta Liene', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `ahead-${key}`,
    first_seen_at: firstSeenAt, source: 'lv.officers', as_of: '2026-11-01',
  };
}

let t: ServedSeededRest;
before(async () => {
  // Two companies whose roles an importer's clock, two hours ahead, dated in the future.
  t = await serveSeededRest({
    rows: { companies: [1, 2].map((i) => ownCompany(lv(i), `SIA Strauta ${i}`)), person_roles: [role(lv(1), AHEAD, '1'), role(lv(2), AHEAD, '2')] },
    filesPublishedAt: AHEAD,
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Answer { count: number; firstSeenThrough: string; next: string | null; results: Array<{ regcode: string; firstSeenAt: string }> }
const get = async (url: string) => {
  const r = await t.app.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json() as Answer;
};

test('a watermark is never later than now: sent back as firstSeenAfter it is taken, and the role dated ahead is listed again', async () => {
  const first = await get(`${BASE}&hours=24`);
  assert.deepEqual(first.results.map((r) => r.regcode).sort(), [lv(1), lv(2)]);
  assert.ok(Date.parse(first.firstSeenThrough) <= Date.now(), `${first.firstSeenThrough} is not of the future`);
  assert.ok(Date.parse(first.results[0]!.firstSeenAt) > Date.now(), 'the role is dated as the store dates it');
  const polled = await get(`${BASE}&firstSeenAfter=${encodeURIComponent(first.firstSeenThrough)}`);
  assert.deepEqual(polled.results.map((r) => r.regcode).sort(), [lv(1), lv(2)]);
  assert.ok(Date.parse(polled.firstSeenThrough) <= Date.now());
});

test('the bound a next page carries is never later than now either: the page after is taken', async () => {
  const first = await get(`${BASE}&hours=24&limit=1`);
  assert.equal(first.results.length, 1);
  assert.ok(first.next !== null);
  const until = new URL(first.next!, 'http://x').searchParams.get('firstSeenUntil')!;
  assert.ok(Date.parse(until) <= Date.now(), until);
  await get(first.next!.startsWith('/') ? first.next! : `${API}${first.next}`);
});
