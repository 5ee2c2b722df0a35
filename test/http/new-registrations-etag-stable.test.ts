// A job polling /persons/new-registrations for a person with nothing new got a new body, and so a
// new ETag, on every call: firstSeenThrough of a window that holds no role was the instant before the
// window began, counted back from the clock, and moved every millisecond, so If-None-Match never
// matched. It is now the last publish of the files the answer names: the same until an import; and
// the hours of a window begun at firstSeenAfter are counted to it, not to the clock.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { personNameKey } from '../../src/domain/fold.ts';
import { writeDatasetVersion } from '../../src/store/dataset-version.ts';
import { insertTableRows, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Rūta Egle', birthDate: '1974-07-07' };
const BASE = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const lv = (i: number) => `400000003${String(i).padStart(2, '0')}`;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function role(regcode: string, firstSeenAt: string, key: string): SeedRow {
  return {
    country: 'LV', regcode, role: 'officer', position: 'board_member', person_name: 'Egle Rūta', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `etag-stable-${key}`,
    first_seen_at: firstSeenAt, source: 'lv.officers', as_of: '2026-11-01',
  };
}

// The last import, 30 hours ago: every file published then, the person's role first seen at it.
const LAST_IMPORT = hoursAgo(30);

let t: ServedSeededRest;
before(async () => {
  // Known to the registers, with nothing new in the last 24 hours.
  t = await serveSeededRest({
    rows: { companies: [1, 2].map((i) => ownCompany(lv(i), `SIA Egle ${i}`)), person_roles: [role(lv(1), LAST_IMPORT, '1')] },
    filesPublishedAt: LAST_IMPORT,
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.app.inject({ url, headers, method });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An import's publish as the pipeline writes it: the role first seen at its instant, the file's state and the dataset version with it. */
function publishRole(row: SeedRow, at: Date): void {
  const writer = new DatabaseSync(t.ctx.store.path);
  try {
    writer.exec('BEGIN');
    insertTableRows(writer, 'person_roles', [row]);
    writer.prepare("UPDATE source_state SET published_at = ? WHERE source = 'lv.officers'").run(at.toISOString());
    writeDatasetVersion(writer, at);
    writer.exec('COMMIT');
  } finally {
    writer.close();
  }
}

// Run before the import below. A job polling with its watermark was told hours counted to the clock,
// one more every hour: polling hourly, it got a new body and ETag on every poll.
test('a poll with firstSeenAfter and nothing new gets the same answer hours later, its hours counted to the last import', () => {
  const asked = Date.parse(LAST_IMPORT) - 5 * 3_600_000;
  const now = new Date();
  const poll = (at: Date) => t.ctx.services.newRegistrations(PERSON.name, PERSON.birthDate, 24, 100, at, false, null, asked);
  const first = poll(now);
  assert.deepEqual([first.count, first.hours, first.firstSeenThrough], [1, 5, LAST_IMPORT]);
  assert.deepEqual(poll(new Date(now.getTime() + 2 * 3_600_000)), first);
  // From the watermark itself: nothing, the window's hours at least 1, the same later.
  const none = t.ctx.services.newRegistrations(PERSON.name, PERSON.birthDate, 24, 100, now, false, null, Date.parse(LAST_IMPORT));
  assert.deepEqual([none.count, none.hours, none.firstSeenThrough], [0, 1, LAST_IMPORT]);
  assert.deepEqual(t.ctx.services.newRegistrations(PERSON.name, PERSON.birthDate, 24, 100, new Date(now.getTime() + 7_200_000), false, null, Date.parse(LAST_IMPORT)), none);
});

test('a poll with nothing new gets the same ETag and a 304, until an import adds a role', async () => {
  const first = await get(`${BASE}&hours=24`);
  await pause(5);
  const second = await get(`${BASE}&hours=24`);
  assert.deepEqual([first.statusCode, second.statusCode], [200, 200], first.body);
  const answer = first.json() as { count: number; personKnown: boolean; firstSeenThrough: string };
  assert.deepEqual([answer.count, answer.personKnown], [0, true]);
  assert.equal(second.body, first.body, 'the same answer a few milliseconds later');
  const etag = String(first.headers.etag);
  assert.equal(second.headers.etag, etag);
  const revalidated = await get(`${BASE}&hours=24`, { 'if-none-match': etag });
  assert.deepEqual([revalidated.statusCode, revalidated.body], [304, '']);
  assert.equal((await get(`${BASE}&hours=24`, { 'if-none-match': etag }, 'HEAD')).statusCode, 304);
  // The value is the last publish of the person's files, before the window began: no role was first seen since.
  assert.equal(answer.firstSeenThrough, LAST_IMPORT);
  // Sent back as firstSeenAfter, it is the same answer's value on every poll too.
  const watermark = `${BASE}&firstSeenAfter=${encodeURIComponent(answer.firstSeenThrough)}`;
  const polled = await get(watermark);
  await pause(5);
  assert.equal((await get(watermark, { 'if-none-match': String(polled.headers.etag) })).statusCode, 304);
  assert.equal((polled.json() as { firstSeenThrough: string }).firstSeenThrough, answer.firstSeenThrough);

  const at = new Date(Date.now() - 1000);
  publishRole(role(lv(2), at.toISOString(), '2'), at);
  const changed = await get(`${BASE}&hours=24`, { 'if-none-match': etag });
  assert.equal(changed.statusCode, 200, 'the import added a role: the answer is new');
  assert.notEqual(changed.headers.etag, etag);
  const fresh = changed.json() as { count: number; firstSeenThrough: string; results: Array<{ regcode: string }> };
  assert.deepEqual([fresh.count, fresh.results.map((r) => r.regcode), fresh.firstSeenThrough], [1, [lv(2)], at.toISOString()]);
  // The watermark of the empty window lost nothing: the role the import added is listed after it.
  const caughtUp = await get(watermark, { 'if-none-match': String(polled.headers.etag) });
  assert.equal(caughtUp.statusCode, 200);
  assert.deepEqual((caughtUp.json() as { results: Array<{ regcode: string }> }).results.map((r) => r.regcode), [lv(2)]);
});
