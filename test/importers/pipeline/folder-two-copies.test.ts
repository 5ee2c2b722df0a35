// `--from DIR` holding a file twice, unpacked and in a zip, with other bytes (yesterday's unpacked
// copy beside today's download): the plain copy was read without a word and published, whichever
// was the register's current file. The source now fails naming both; a zip unpacked where it lies
// (the same bytes twice) is one file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const register = sources.filter((s) => s.id === 'lv.register');

test('a file unpacked beside a zip holding it with other bytes fails its source naming both; the same bytes are one file', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-two-copies-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const files = join(dir, 'files');
  const today = readFileSync(join(LV_FIXTURES, 'register.csv'));
  await runImport({ databasePath: db, sources: register, fromDir: LV_FIXTURES });
  const names = () => query<{ name: string }>(db, "SELECT name FROM companies WHERE country = 'LV' ORDER BY regcode").map((r) => r.name);
  const served = names();

  const older = Buffer.from(today.toString('utf8').replaceAll('Alfa Koks', 'Alfa Koks Vecais'));
  assert.notDeepEqual(older, today);
  for (const [plain, zipped, where] of [[older, today, 'register.csv.zip'], [today, older, 'ur.zip']] as const) {
    emptied(files);
    writeFileSync(join(files, 'register.csv'), plain);
    writeFileSync(join(files, where), zipArchive([{ name: 'register.csv', data: zipped }]));
    const r = sourceReport(await runImport({ databasePath: db, sources: register, fromDir: files, force: true }), 'lv.register');
    assert.equal(r.status, 'failed', r.message);
    assert.match(r.message, new RegExp(`holds register\\.csv twice, with other bytes: register\\.csv \\(${plain.length} bytes, modified [^)]+\\) and ${where.replace('.', '\\.')}:register\\.csv \\(${zipped.length} bytes\\)`));
    assert.deepEqual(names(), served);
  }

  emptied(files);
  writeFileSync(join(files, 'register.csv'), today);
  writeFileSync(join(files, 'register.csv.zip'), zipArchive([{ name: 'register.csv', data: today }]));
  const same = sourceReport(await runImport({ databasePath: db, sources: register, fromDir: files, force: true }), 'lv.register');
  assert.equal(same.status, 'published', same.message);
});

/** The folder, made anew and empty. */
function emptied(path: string): void {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
}
