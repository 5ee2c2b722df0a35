// A job watching a person reads count 0 from /persons/new-registrations as "nothing new as of the
// files in sources". Every role an answer lists joins its company, so a board seat in a company
// the register's file does not hold yet is listed nowhere; where the register's imports failed
// for days (lv.register as of 2026-11-02) while the role files stayed current, sources named the
// role files alone, all of the day, and count 0 read as nothing new since then, while every seat
// in a company registered since was missing. Both person answers now name the register's file of
// each country too, with its date, and a 404 dates each register by its oldest file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, seedDatabase, type SeededStore } from '../helpers/seed.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';

const { persons: P } = FIXTURE;
const STALE_REGISTER = { source: 'lv.register', asOf: '2026-11-02' };

let store: SeededStore;
let reader: DatabaseSync;
let t: TestApp;
before(async () => {
  store = seedDatabase();
  const writer = new DatabaseSync(store.path);
  writer.prepare('UPDATE source_state SET as_of = ? WHERE source = ?').run(STALE_REGISTER.asOf, STALE_REGISTER.source);
  writer.close();
  reader = openForReading(store.path);
  t = await startTestApp({ services: createServices({ db: reader, sanctionsThreshold: FIXTURE.sanctionsThreshold }), env: { RATE_LIMITS: 'off' } });
});
after(async () => { await t.close(); reader.close(); store.cleanup(); });

const get = async (path: string) => {
  const r = await t.app.inject({ url: `${API}${path}` });
  return { status: r.statusCode, body: r.json() as Record<string, any> };
};
const dateOf = (sources: Array<{ name: string; asOf: string | null }>, name: string) => sources.find((s) => s.name === name)?.asOf;

test('new registrations name the register\'s file, whose date bounds what can be new', async () => {
  const r = await get(`/persons/new-registrations?name=${encodeURIComponent(P.mari.name)}&birthDate=${P.mari.birthDate}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(dateOf(r.body.sources, 'lv.register'), STALE_REGISTER.asOf);
  assert.equal(dateOf(r.body.sources, 'ee.basic'), '2026-11-21');
  assert.equal(dateOf(r.body.sources, 'lv.officers'), '2026-11-21');
  // No register of a country without role files (LT, FI), nor a file no person answer rests on.
  assert.deepEqual(r.body.sources.filter((s: { name: string }) => /^(lt|fi)\.|vat|tax|sanctions/.test(s.name)), []);
});

test('a person check names it too, and a 404 dates LV by its oldest file', async () => {
  const found = await get(`/persons/check?name=${encodeURIComponent(P.janis.name)}&birthDate=${P.janis.birthDate}`);
  assert.equal(found.status, 200, JSON.stringify(found.body));
  assert.equal(dateOf(found.body.sources, 'lv.register'), STALE_REGISTER.asOf);
  const nobody = await get('/persons/check?name=Nobody%20Nowhere&birthDate=1980-01-01');
  assert.equal(nobody.status, 404);
  assert.match(nobody.body.detail, /in the registers that publish company roles \(LV as of 2026-11-02, EE as of 2026-11-21\)/);
});
