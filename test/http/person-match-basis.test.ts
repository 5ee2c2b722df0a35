// A compliance desk acts on a person check only when it can say what each association rests on:
// which register's file listed it, of which date, and how much of the birth date the register
// gave (a register that publishes only the year and month of a birth lists a namesake born
// another day of that month the same way).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const { companies: C, persons: P } = FIXTURE;
let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await t.close(); });

interface Association { regcode: string; role: string; source: string; asOf: string | null; birthDateMatch: string }

async function associations(path: string, name: string, birthDate: string, extra = ''): Promise<Association[]> {
  const r = await t.app.inject({ url: `${API}/persons/${path}?name=${encodeURIComponent(name)}&birthDate=${birthDate}${extra}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().results;
}

const basisOf = (results: Association[]) => [...new Set(results.map((r) => r.birthDateMatch))];

test('each association of a person check says what the birth date matched', async () => {
  assert.deepEqual(basisOf(await associations('check', P.janis.name, P.janis.birthDate)), ['exact']);
  // The register gives 1990-04: any day of April 1990 matches, and the answer says so.
  assert.deepEqual(basisOf(await associations('check', P.anna.name, '1990-04-01')), ['month']);
  // 1982-07 and the masked code 170782-*****: the code gives the day.
  assert.deepEqual(basisOf(await associations('check', P.inese.name, P.inese.birthDate)), ['exact']);
  // Only the masked code 150385-*****: day, month and the last two digits of the year.
  assert.deepEqual(basisOf(await associations('check', P.peteris.name, P.peteris.birthDate)), ['exact']);
});

test('each association names the register file it comes from and that file\'s date', async () => {
  const results = await associations('check', P.janis.name, P.janis.birthDate);
  const ofRigasKoks = results.filter((r) => r.regcode === C.lvRigasKoks.regcode).map((r) => `${r.role} ${r.source} ${r.asOf}`).sort();
  assert.deepEqual(ofRigasKoks, ['member lv.members 2026-11-21', 'officer lv.officers 2026-11-21']);
  assert.ok(results.some((r) => r.source === 'ee.beneficial-owners'));
});

test('new registrations say the same of each role first seen', async () => {
  const recent = await associations('new-registrations', P.anna.name, P.anna.birthDate, '&hours=48');
  assert.equal(recent.length, 1);
  assert.deepEqual([recent[0]!.source, recent[0]!.asOf, recent[0]!.birthDateMatch], ['lv.members', '2026-11-21', 'month']);
});
