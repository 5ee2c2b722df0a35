// A role found by a name the register published for it before (Bērziņa Anna, now Kalniņa Anna)
// keeps that name when its key changes for another reason: the register completing the birth
// information, or the importer reading the position otherwise. The carry that gives the role its
// first-seen instant moves the former names too, or a monitoring user typing the name on a
// contract would lose the tie at the next release.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';

const officerSources = sources.filter((x) => x.id === 'lv.register' || x.id === 'lv.officers');
const NOW = new Date('2026-11-24T12:00:00.000Z');

// A board member (or procurator) of 40003000001 seated 2017-09-01, her birth given by a masked code.
const anna = (name: string, born = '', position = 'BOARD_MEMBER', modified = '2020-01-01') =>
  `301;https://dati.ur.gov.lv/officers/301;40003000001;NATURAL_PERSON;${position};EXECUTIVE_BOARD;${name};140385-*****;${born};;INDIVIDUALLY;;2017-09-01;${modified} 10:00:00.000\n`;

/** Imports the fixture officers with each of `extra` appended, a day apart; `before[i]` runs before release i. */
async function releases(t: { after(fn: () => void): void }, extra: string[], before: Record<number, (s: Scratch) => void> = {}): Promise<Scratch> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  for (const [i, rows] of extra.entries()) {
    before[i]?.(s);
    writeFileSync(join(s.files, 'officers.csv'), original + rows);
    const now = new Date(Date.UTC(2026, 10, 20 + i, 6));
    const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now });
    assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
  }
  return s;
}

/** The roles the check lists: company, the name the register publishes, the former name matched; or 'not found'. */
function rolesFound(s: Scratch, name: string, birthDate: string): unknown {
  const db = openForReading(s.db);
  try {
    return createServices({ db, sanctionsThreshold: 0.9 }).checkPerson(name, birthDate, 100, NOW).results
      .map((r) => [r.regcode, r.position, r.personName, r.formerName ?? null]);
  } catch (err) {
    if (/No company is associated/.test((err as Error).message)) return 'not found';
    throw err;
  } finally {
    db.close();
  }
}

/** The unlistedOn of each role the check lists (an office the file stopped listing: the date of the first file without it). */
function unlistedOf(s: Scratch, name: string, birthDate: string): Array<string | null> {
  const db = openForReading(s.db);
  try {
    return createServices({ db, sanctionsThreshold: 0.9 }).checkPerson(name, birthDate, 100, NOW).results.map((r) => r.unlistedOn);
  } finally {
    db.close();
  }
}

test('a renamed role whose birth date the register then completes is still found by the former name', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna'), anna('Kalniņa Anna', '1985-03-14')]);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [['40003000001', 'board_member', 'Kalniņa Anna', 'Bērziņa Anna']]);
  assert.deepEqual(rolesFound(s, 'Anna Kalniņa', '1985-03-14'), [['40003000001', 'board_member', 'Kalniņa Anna', null]]);
});

test('a renamed role the importer reads otherwise (proctor, now procurator) is still found by the former name', async (t) => {
  // After the rename, the store as an importer reading PROCTOR as `proctor` wrote it: the role under
  // that position and the key made of it, its instant and former names under that key.
  const asReadBefore = (s: Scratch) => {
    const db = new DatabaseSync(s.db);
    try {
      const { assoc_key: key } = db.prepare("SELECT assoc_key FROM person_roles WHERE position = 'procurator' AND regcode = '40003000001'").get() as { assoc_key: string };
      const old = `${key}-proctor`;
      db.prepare("UPDATE person_roles SET position = 'proctor', assoc_key = ? WHERE assoc_key = ?").run(old, key);
      db.prepare('UPDATE association_first_seen SET assoc_key = ? WHERE assoc_key = ?').run(old, key);
      db.prepare('UPDATE role_former_names SET assoc_key = ? WHERE assoc_key = ?').run(old, key);
    } finally {
      db.close();
    }
  };
  const s = await releases(t, [anna('Bērziņa Anna', '', 'PROCTOR'), anna('Kalniņa Anna', '', 'PROCTOR'), anna('Kalniņa Anna', '', 'PROCTOR', '2026-11-21')], { 2: asReadBefore });
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [['40003000001', 'procurator', 'Kalniņa Anna', 'Bērziņa Anna']]);
});

test('a register going back to the first name keeps the name in between, which it published for the role', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna', '1985-03-14'), anna('Ozola Anna', '1985-03-14'), anna('Bērziņa Anna', '1985-03-14')]);
  assert.deepEqual(rolesFound(s, 'Anna Ozola', '1985-03-14'), [['40003000001', 'board_member', 'Bērziņa Anna', 'Ozola Anna']]);
  // By the name now: no former name.
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [['40003000001', 'board_member', 'Bērziņa Anna', null]]);
});

test('going back to the first name of a role another person now holds ties the newcomer to nothing of the one who left', async (t) => {
  // Ozola Anna leaves; a Bērziņa Anna born another day is seated: another role, another key. The
  // office Ozola Anna left is hers alone (listed as left, by her names), never the newcomer's.
  const s = await releases(t, [anna('Bērziņa Anna', '1985-03-14'), anna('Ozola Anna', '1985-03-14'), anna('Bērziņa Anna', '1990-02-02').replace('140385-*****', '020290-*****')]);
  assert.deepEqual(rolesFound(s, 'Anna Ozola', '1985-03-14'), [['40003000001', 'board_member', 'Ozola Anna', null]]);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [['40003000001', 'board_member', 'Ozola Anna', 'Bērziņa Anna']]);
  assert.ok(unlistedOf(s, 'Anna Ozola', '1985-03-14').every((d) => d !== null), 'listed as an office she left');
  assert.deepEqual(rolesFound(s, 'Anna Ozola', '1990-02-02'), 'not found');
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1990-02-02'), [['40003000001', 'board_member', 'Bērziņa Anna', null]]);
  assert.deepEqual(unlistedOf(s, 'Anna Bērziņa', '1990-02-02'), [null]);
});
