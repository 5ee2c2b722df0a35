// A publish between the read of an answer's date and the read of its body: the date was read
// before the handler, each in its own snapshot, so the new body went out with the old date, and a
// client whose If-Modified-Since was that old date was told 304 for a body that had changed. The
// date is now read in the snapshot the handler's reads join, and a 304 by date is given only where
// the date, read again as the answer is sent, is still the one it was dated by.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { createServices, type Services } from '../../src/services/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { ownCompany, seedDatabase, FIXTURE, type SeededStore, type SeedRow } from '../helpers/seed.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lv, personRole, publishInto, PERSON_CHECK } from './dated-answers-fixture.ts';

let store: SeededStore;
let reader: DatabaseSync;
let t: TestApp;
/** A publish to make inside the next person check, after its date was read and before its body is. */
let publishDuringCheck: (() => void) | null = null;

const publish = (at: Date, row?: SeedRow) => publishInto(store.path, at, row);

before(async () => {
  store = seedDatabase(undefined, { rows: { companies: [1, 2].map((i) => ownCompany(lv(i), `SIA Kalna ${i}`)), person_roles: [personRole(lv(1), '1')] } });
  reader = openForReading(store.path);
  const services = createServices({ db: reader, sanctionsThreshold: FIXTURE.sanctionsThreshold });
  const racing: Services = {
    ...services,
    checkPerson: (...args) => {
      const during = publishDuringCheck;
      publishDuringCheck = null;
      during?.();
      return services.checkPerson(...args);
    },
  };
  t = await startTestApp({ services: racing, env: { RATE_LIMITS: 'off' } });
});
after(async () => {
  await t.close();
  reader.close();
  store.cleanup();
});

const regcodes = (body: string) => (JSON.parse(body) as { results: Array<{ regcode: string }> }).results.map((r) => r.regcode).sort();

test('a publish after the date is read and before the body: no 304 for the old date, and the body the date says', async () => {
  const old = new Date(Date.now() - 120_000);
  publish(old);
  const first = await t.app.inject({ url: PERSON_CHECK });
  assert.equal(first.statusCode, 200, first.body);
  const oldDate = String(first.headers['last-modified']);
  assert.deepEqual(regcodes(first.body), [lv(1)]);

  const at = new Date(Date.now() - 1000);
  publishDuringCheck = () => publish(at, personRole(lv(2), '2'));
  const polled = await t.app.inject({ url: PERSON_CHECK, headers: { 'if-modified-since': oldDate } });
  // The body read in the date's snapshot is the old one, but the date read again is the new one:
  // a 200 of that body with its own date (on the old code: a 304, the client keeping lv(1) alone
  // while lv(2) had been published).
  assert.equal(polled.statusCode, 200);
  assert.equal(polled.headers['last-modified'], oldDate);
  assert.deepEqual(regcodes(polled.body), [lv(1)]);
  assert.equal(reader.isTransaction, false, 'the snapshot of the date is closed once the request is answered');

  // The next poll sees the publish: the new role and the new date.
  const next = await t.app.inject({ url: PERSON_CHECK, headers: { 'if-modified-since': oldDate } });
  assert.equal(next.statusCode, 200);
  assert.deepEqual(regcodes(next.body), [lv(1), lv(2)]);
  assert.notEqual(next.headers['last-modified'], oldDate);
  const unchanged = await t.app.inject({ url: PERSON_CHECK, headers: { 'if-modified-since': String(next.headers['last-modified']) } });
  assert.equal(unchanged.statusCode, 304);
});
