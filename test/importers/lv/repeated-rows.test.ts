// A UR file that lists a row twice (the same `id`, an export glitch) must not serve the officer,
// holder or flag twice: the repeat is rejected as such, so a few are reported and read once, and
// a file repeated whole passes the reject limit and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { dumpStore, LV_FIXTURES, query, runImport, sourceReport } from '../pipeline/helpers.ts';

const OFFICERS = readFileSync(join(LV_FIXTURES, 'officers.csv'), 'utf8').replace(/\s+$/, '').split('\n');
const HEADER = OFFICERS[0]!;
/** 150 officers of company 40003000001, ids 1000 on. */
const many = Array.from({ length: 150 }, (_, i) =>
  `${1000 + i};https://dati.ur.gov.lv/officers/${1000 + i};40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Kalniņš Pēteris${i};;;;WITH_AT_LEAST;2;2018-03-02;2020-01-01 10:00:00.000`);

/** Officers only once the store has the register (the first import of a test brings both). */
async function importOfficers(dir: string, db: string, lines: string[]) {
  writeFileSync(join(dir, 'officers.csv'), lines.join('\n') + '\n');
  const withRegister = existsSync(db);
  const def = sources.filter((d) => d.id === 'lv.officers' || (!withRegister && d.id === 'lv.register'));
  const report = await runImport({ databasePath: db, sources: def, knownSources: sources, fromDir: dir, force: true });
  return sourceReport(report, 'lv.officers');
}

const officersOf = (db: string, regcode: string) =>
  query<{ person_name: string; position: string }>(db, "SELECT person_name, position FROM person_roles WHERE source = 'lv.officers' AND regcode = ? ORDER BY person_name", regcode);

test('rows listed again with their id are read once and reported as repeats', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-repeats-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), readFileSync(join(LV_FIXTURES, 'register.csv')));
  const db = join(dir, 'store.sqlite');
  const once = await importOfficers(dir, db, OFFICERS);
  const servedOnce = officersOf(db, '40003000001');

  const r = await importOfficers(dir, db, [...OFFICERS, OFFICERS[1]!, OFFICERS[2]!]);
  assert.equal(r.status, 'published', r.message);
  assert.equal(r.rowsWritten, once.rowsWritten);
  assert.deepEqual(officersOf(db, '40003000001'), servedOnce);
  const reason = 'repeats the id of an earlier row (listed twice; read once)';
  assert.equal(r.rejects[reason], 2);
  assert.deepEqual(r.rejectExamples[reason], [`officers.csv:${OFFICERS.length + 1}`, `officers.csv:${OFFICERS.length + 2}`]);
});

test('a file whose rows are all listed twice fails the reject limit and changes nothing', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-repeats-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), readFileSync(join(LV_FIXTURES, 'register.csv')));
  const db = join(dir, 'store.sqlite');
  assert.equal((await importOfficers(dir, db, [HEADER, ...many])).status, 'published');
  const before = dumpStore(db);
  const r = await importOfficers(dir, db, [HEADER, ...many, ...many]);
  assert.equal(r.status, 'failed');
  assert.match(r.message, /^officers\.csv: 150 of 300 rows rejected \(50\.0%, limit 5\.0%\): repeats the id of an earlier row \(listed twice; read once\) ×150 \(e\.g\. officers\.csv:152, officers\.csv:153, officers\.csv:154\)/);
  assert.deepEqual(dumpStore(db), before);
});
