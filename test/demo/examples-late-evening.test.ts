// The README's examples on a demo built late in the UTC evening, when the registers' (Riga's) day is
// already the next: the service counts by the registers' day, and so does the demo, at any hour.
// Dated from the UTC day, a demo built between 22:00 (21:00 in summer) UTC and midnight showed a
// flag in force 73 more days as 72, and the companies registered yesterday as two days ago. The
// clock is the build's instant for the whole file, as for a server started right after the build.
import { after, before, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOTABLE } from '../../src/demo/notable.ts';
import { addDays } from '../../src/demo/calendar.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { API, type TestApp } from '../http/harness.ts';
import { assertReadmeExamplesAnswer, servedDemo } from './readme-examples.ts';

// 00:30 on 30 November in Riga.
const builtAt = new Date('2026-11-29T22:30:00Z');
const today = '2026-11-30';
mock.timers.enable({ apis: ['Date'], now: builtAt });

let t: TestApp;
let close: (() => Promise<void>) | undefined;

// A tenth of the demo's size: the README's examples are the notable companies, which the demo
// holds at any size, and the dates asserted are the build's; examples.test.ts serves the full one.
// At a twentieth, UR's stockholders file of the two snapshots is the same, kept dated as the first.
before(async () => { ({ t, close } = await servedDemo(builtAt, 'demo-late-evening', 0.1)); });
after(async () => {
  await close?.();
  mock.timers.reset();
});

type Json = Record<string, any>;
const answer = async (url: string): Promise<Json> => {
  const r = await t.app.inject({ url: `${API}${url}` });
  assert.equal(r.statusCode, 200, `${url}\n${r.body.slice(0, 300)}`);
  return r.json() as Json;
};

test('the instant is one whose registers\' day is the next UTC day, and the service\'s today is it', () => {
  assert.equal(builtAt.toISOString().slice(0, 10), '2026-11-29');
  assert.equal(registersToday(new Date()), today);
});

test('every curl example of the README answers as its comment says, with data', async () => {
  await assertReadmeExamplesAnswer(t);
});

test('the README\'s company closed as reorganised is found closed, succeeded by SIA "Rīgas Koks"', async () => {
  const M = NOTABLE.reorganised;
  const details = await answer(`/companies/${M.regcode}`);
  assert.deepEqual([details.name, details.status, details.closedOn], [M.name, 'closed', M.closedOn]);
  assert.deepEqual(details.succeededBy.map((s: Json) => [s.regcode, s.name]), [[NOTABLE.companies.LV.regcode, NOTABLE.companies.LV.name]]);
  const compliance = await answer(`/companies/${M.regcode}/compliance`);
  assert.ok(compliance.flagDetails.some((f: Json) => f.flag === 'closed' && f.detail === `Reorganizēts (Reorganised, struck off: merged into or divided among other companies); succeeded by ${NOTABLE.companies.LV.name} (LV ${NOTABLE.companies.LV.regcode})`),
    JSON.stringify(compliance.flagDetails));
});

test('the README\'s flag in force 73 days ahead ends 73 days after the service\'s today', async () => {
  const V = NOTABLE.suspendedUntil;
  const compliance = await answer(`/companies/${V.regcode}/compliance`);
  assert.equal(addDays(today, V.untilDaysAhead), '2027-02-11');
  assert.deepEqual(compliance.flagDetails.map((f: Json) => [f.flag, f.detail]),
    [['blacklisted', 'VID: economic activity suspended; in force until 2027-02-11']]);
});

test('the README\'s new registration was registered the day before the service\'s today, in files of its today', async () => {
  const N = NOTABLE.newRegistrations[0];
  const recent = await answer(`/persons/new-registrations?name=${encodeURIComponent(N.person.name)}&birthDate=${N.person.birthDate}`);
  assert.deepEqual([...new Set(recent.results.map((r: Json) => r.regcode))], [N.company.regcode]);
  for (const r of recent.results as Json[]) {
    assert.deepEqual([r.registeredOn, r.since, r.asOf, r.firstSeenAt], ['2026-11-29', '2026-11-29', today, '2026-11-29T22:30:00Z'], JSON.stringify(r));
  }
  assert.ok((recent.sources as Json[]).every((s) => s.asOf === today), JSON.stringify(recent.sources));
  const details = await answer(`/companies/${N.company.regcode}`);
  assert.equal(details.registeredOn, addDays(today, -1));
});
