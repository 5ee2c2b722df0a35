// A person who leaves an office and is appointed to it again later is newly tied to the company:
// a job watching them through /persons/new-registrations must see the appointment. A role that
// only drops out of one file and comes back with its own start date is the role already seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';

const officerSources = sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.officers');
// Jānis Bērziņš (masked code 140777-*****), chair of the board of 40003000001 since 2015-07-01.
const CHAIR_ROW = /^101;.*\r?\n/m;

async function importOfficers(s: Scratch, officers: string, now: string): Promise<void> {
  writeFileSync(join(s.files, 'officers.csv'), officers);
  const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now: new Date(now) });
  assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
}

function newChairRoles(s: Scratch, now: string): string[] {
  const db = openForReading(s.db);
  try {
    const answer = createServices({ db, sanctionsThreshold: 0.9 }).newRegistrations('Jānis Bērziņš', '1977-07-14', 24, 100, new Date(now));
    return answer.results.map((r) => `${r.regcode} ${r.position} since ${r.since} first seen ${r.firstSeenAt}`);
  } finally {
    db.close();
  }
}

async function withChairLeftOnNov21(t: { after(fn: () => void): void }): Promise<{ s: Scratch; original: string; chair: string }> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  const chair = original.match(CHAIR_ROW)![0];
  await importOfficers(s, original, '2026-11-20T06:00:00.000Z');
  await importOfficers(s, original.replace(CHAIR_ROW, ''), '2026-11-21T06:00:00.000Z');
  return { s, original, chair };
}

test('an officer appointed again after leaving is listed as newly registered, first seen at the import', async (t) => {
  const { s, original, chair } = await withChairLeftOnNov21(t);
  const reappointed = chair.replace('2015-07-01;2020-01-01 10:00:00.000', '2026-11-24;2026-11-24 10:00:00.000');
  assert.notEqual(reappointed, chair);
  await importOfficers(s, original.replace(CHAIR_ROW, reappointed), '2026-11-25T06:00:00.000Z');

  assert.deepEqual(newChairRoles(s, '2026-11-25T12:00:00.000Z'),
    ['40003000001 chair_of_board since 2026-11-24 first seen 2026-11-25T06:00:00Z']);
});

test('an officer who drops out of one file and comes back with the same start date is not new', async (t) => {
  const { s, original } = await withChairLeftOnNov21(t);
  await importOfficers(s, original, '2026-11-25T06:00:00.000Z');

  assert.deepEqual(newChairRoles(s, '2026-11-25T12:00:00.000Z'), []);
});
