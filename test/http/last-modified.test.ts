// A monitor polling a person with If-Modified-Since got a 200 on every poll: the service sent an
// ETag and no Last-Modified. Data answers now carry the instant of the dataset's last change (the
// later of the last publish and the start of the registers' day), and a date not before it gets
// a 304; If-None-Match, where sent, decides alone (RFC 9110 13.1.3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { registersDayBegan } from '../../src/domain/dates.ts';
import { httpDate } from '../../src/http/caching.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { lv, personRole, publishInto, PERSON, PERSON_CHECK, PERSON_QUERY } from './dated-answers-fixture.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({
    rows: { companies: [1, 2].map((i) => ownCompany(lv(i), `SIA Kalna ${i}`)), person_roles: [personRole(lv(1), '1')] },
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.app.inject({ url, headers, method });

const publish = (at: Date, row?: SeedRow) => publishInto(t.ctx.store.path, at, row);

/** What an answer made now is dated: the later of the publish and the start of the registers' day, to the second. */
const expected = (published: Date) => new Date(Math.max(published.getTime(), registersDayBegan(new Date()))).toUTCString();

test('a data answer is dated by the last publish, and If-Modified-Since of that date or later gets a 304', async () => {
  const published = new Date(Date.now() - 90_000);
  publish(published);
  const first = await get(PERSON_CHECK);
  assert.equal(first.statusCode, 200, first.body);
  const lastModified = String(first.headers['last-modified']);
  assert.equal(lastModified, expected(published));
  const since = await get(PERSON_CHECK, { 'if-modified-since': lastModified });
  assert.deepEqual([since.statusCode, since.body], [304, '']);
  assert.deepEqual([since.headers.etag, since.headers['last-modified'], since.headers['content-type']], [first.headers.etag, lastModified, undefined]);
  assert.equal((await get(PERSON_CHECK, { 'if-modified-since': new Date(Date.parse(lastModified) + 60_000).toUTCString() })).statusCode, 304);
  assert.equal((await get(PERSON_CHECK, { 'if-modified-since': lastModified }, 'HEAD')).statusCode, 304);
  // A second before it: the answer changed since.
  const earlier = await get(PERSON_CHECK, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() });
  assert.deepEqual([earlier.statusCode, earlier.body], [200, first.body]);
  // The company routes and the holders' are dated by the same rule.
  const company = await get(`${API}/companies/${lv(1)}`, { 'if-modified-since': lastModified });
  assert.equal(company.statusCode, 304);
});

test('after a publish the date sent is older than the answer: a 200 with the new date', async () => {
  const before = new Date(Date.now() - 60_000);
  publish(before);
  const old = await get(PERSON_CHECK);
  const oldDate = String(old.headers['last-modified']);
  const at = new Date(Date.now() - 1000);
  publish(at, personRole(lv(2), '2', at.toISOString()));
  const polled = await get(PERSON_CHECK, { 'if-modified-since': oldDate });
  assert.equal(polled.statusCode, 200);
  assert.equal(polled.headers['last-modified'], expected(at));
  assert.deepEqual((polled.json() as { results: Array<{ regcode: string }> }).results.map((r) => r.regcode).sort(), [lv(1), lv(2)]);
});

test('If-None-Match decides where sent, and a date that is no HTTP-date is ignored', async () => {
  const first = await get(PERSON_CHECK);
  const lastModified = String(first.headers['last-modified']);
  const etag = String(first.headers.etag);
  // A tag of another answer beside a date that would match: the tag says changed.
  assert.equal((await get(PERSON_CHECK, { 'if-none-match': '"another"', 'if-modified-since': lastModified })).statusCode, 200);
  // The current tag beside a date long past: the tag says unchanged.
  assert.equal((await get(PERSON_CHECK, { 'if-none-match': etag, 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode, 304);
  for (const odd of ['yesterday', new Date().toISOString(), `${lastModified}, ${lastModified}`]) {
    assert.equal((await get(PERSON_CHECK, { 'if-modified-since': odd })).statusCode, 200, odd);
  }
});

test('new registrations are dated when the window begins at firstSeenAfter, not when counted back from now', async () => {
  const counted = await get(`${API}/persons/new-registrations?${PERSON_QUERY}&hours=24`);
  assert.equal(counted.statusCode, 200, counted.body);
  assert.equal(counted.headers['last-modified'], undefined, 'a role leaves the window as the clock passes, with no publish');
  const watermark = (counted.json() as { firstSeenThrough: string }).firstSeenThrough;
  const polled = await get(`${API}/persons/new-registrations?${PERSON_QUERY}&firstSeenAfter=${encodeURIComponent(watermark)}`);
  assert.equal(polled.statusCode, 200, polled.body);
  const lastModified = String(polled.headers['last-modified']);
  assert.equal(Number.isNaN(Date.parse(lastModified)), false);
  assert.equal((await get(`${API}/persons/new-registrations?${PERSON_QUERY}&firstSeenAfter=${encodeURIComponent(watermark)}`, { 'if-modified-since': lastModified })).statusCode, 304);
});

test('the discovery document, which changes with the service too, and errors carry no Last-Modified', async () => {
  const document = await get(`${API}/openapi.json`);
  assert.equal(document.statusCode, 200);
  assert.equal(document.headers['last-modified'], undefined);
  const invalid = await get(`${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=1969-02-30`);
  assert.equal(invalid.statusCode, 400);
  assert.equal(invalid.headers['last-modified'], undefined);
});

test('the three forms of an HTTP-date are read, anything else is not', () => {
  const at = Date.parse('1994-11-06T08:49:37Z');
  assert.equal(httpDate('Sun, 06 Nov 1994 08:49:37 GMT'), at);
  assert.equal(httpDate('Sunday, 06-Nov-94 08:49:37 GMT'), at);
  assert.equal(httpDate('Sun Nov  6 08:49:37 1994'), at);
  for (const odd of ['1994-11-06T08:49:37Z', 'Sun, 06 Nov 1994 08:49:37 +0200', 'Sun, 31 Feb 1994 08:49:37 GMT x', '', undefined]) {
    assert.equal(httpDate(odd), null, String(odd));
  }
});
