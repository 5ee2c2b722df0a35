// UR's members.csv keeps a former holding with its date_to. A person who sold their shares years
// ago and buys into the company again is listed twice under one association key: the former
// holding and the new one. A job watching the person through /persons/new-registrations must see
// the new holding, and not the former one as new; a holding only changed (ended one day, a new
// one started that day) is the tie already seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';

const memberSources = sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.members');
// Jānis Bērziņš (masked code 140777-*****), member of 40003000001 since 2010-02-03 (row 201).
const JANIS = /^201;.*$/m;

/** members.csv with a date_to column: `ended` gives the date_to of row 201, `added` rows after it. */
function membersFile(original: string, ended: string | null, added: string[]): string {
  const lines = original.replace(/\r?\n$/, '').split(/\r?\n/);
  const out = lines.map((line, i) => (i === 0 ? `${line};date_to` : `${line};${JANIS.test(line) && ended !== null ? ended : ''}`));
  return [...out, ...added.map((row) => `${row};`)].join('\n') + '\n';
}

async function importMembers(s: Scratch, members: string, now: string): Promise<void> {
  writeFileSync(join(s.files, 'members.csv'), members);
  const report = await runImport({ databasePath: s.db, sources: memberSources, fromDir: s.files, now: new Date(now) });
  assert.equal(sourceReport(report, 'lv.members').status, 'published', sourceReport(report, 'lv.members').message);
}

function newMemberRoles(s: Scratch, now: string): string[] {
  const db = openForReading(s.db);
  try {
    const answer = createServices({ db, sanctionsThreshold: 0.9 }).newRegistrations('Jānis Bērziņš', '1977-07-14', 24, 100, new Date(now));
    return answer.results.map((r) => `${r.regcode} ${r.role} ${r.since}..${r.until ?? ''} first seen ${r.firstSeenAt}`);
  } finally {
    db.close();
  }
}

function withJanis(t: { after(fn: () => void): void }): { s: Scratch; original: string; row: string } {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'members.csv'), 'utf8');
  return { s, original, row: original.match(JANIS)![0].replace(/\r$/, '') };
}

test('a member who sold their shares years ago and buys in again is listed as newly registered, the former holding not', async (t) => {
  const { s, original, row } = withJanis(t);
  await importMembers(s, membersFile(original, '2015-06-30', []), '2026-11-20T06:00:00.000Z');
  const again = row.replace(/^201;/, '209;').replaceAll('2010-02-03', '2026-11-24');
  await importMembers(s, membersFile(original, '2015-06-30', [again]), '2026-11-25T06:00:00.000Z');

  assert.deepEqual(newMemberRoles(s, '2026-11-25T12:00:00.000Z'), ['40003000001 member 2026-11-24.. first seen 2026-11-25T06:00:00Z']);
  // The next file lists both again (another company's row modified): nothing new.
  const nextDay = original.replace(/^(202;.*)2020-01-01 10:00:00.000/m, '$12026-11-25 10:00:00.000');
  assert.notEqual(nextDay, original);
  await importMembers(s, membersFile(nextDay, '2015-06-30', [again]), '2026-11-26T06:00:00.000Z');
  assert.deepEqual(newMemberRoles(s, '2026-11-26T12:00:00.000Z'), []);
});

test('a holding that only changed (one ended, a new one started that day or the next) is not new', async (t) => {
  const { s, original, row } = withJanis(t);
  const changed = row.replace(/^201;/, '209;').replaceAll('2010-02-03', '2026-11-24');
  // Held when the file before was published, ended and started anew in the next.
  await importMembers(s, membersFile(original, null, []), '2026-11-20T06:00:00.000Z');
  await importMembers(s, membersFile(original, '2026-11-24', [changed]), '2026-11-25T06:00:00.000Z');
  assert.deepEqual(newMemberRoles(s, '2026-11-25T12:00:00.000Z'), []);

  // Ended the day before the new one starts, the new one listed a file later.
  const { s: later, original: file } = withJanis(t);
  await importMembers(later, membersFile(file, '2026-11-23', []), '2026-11-24T06:00:00.000Z');
  await importMembers(later, membersFile(file, '2026-11-23', [changed]), '2026-11-25T06:00:00.000Z');
  assert.deepEqual(newMemberRoles(later, '2026-11-25T12:00:00.000Z'), []);
});
