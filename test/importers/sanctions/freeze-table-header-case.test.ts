// A CSV header written in other letter case is read by the source's names for its columns, with a
// warning (readers/header-case.ts); FID's asset-freeze table, a workbook, was compared exactly:
// re-saved with its headers in capitals it failed as missing its required columns, and a column
// no row needs written so was read as empty in every row, the entry published without it. The
// workbook's header is now read as the CSV header is, with the same warning, a header naming one
// column in two cases fails naming both, and a known column the header lacks is told, as a CSV
// file's is. The table is written with the demo's workbook writer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { freezeSource } from '../../../src/importers/sanctions/index.ts';
import { FREEZE_TABLE_FILE, FREEZE_TABLE_HEADERS, freezeTableWorkbook } from '../../../src/demo/writers/fid-freeze.ts';
import { dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';

const ROW = ['SIA "Liepājas Tranzīta Grupa"', '40103777158', 'Latvija', 'Kapitāla daļas',
  'Sankciju subjekta dalībnieks ir sankciju sarakstā iekļauta persona', 'Gennadijs Kuzņecovs', '2022-06-03',
  'Padomes Regula (ES) Nr. 269/2014', 'Jā', '12.07.2022.'];

const entries = (db: string) => query(db, 'SELECT * FROM sanction_entries ORDER BY 1');

test('a freeze table whose headers are written in capitals is read as the documented ones, with a warning naming them', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'freeze-case-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const now = new Date('2026-11-21T06:00:00Z');
  const path = join(dir, FREEZE_TABLE_FILE);
  const asPublished = join(dir, 'as-published.sqlite');
  writeFileSync(path, freezeTableWorkbook([ROW]));
  assert.equal(sourceReport(await runImport({ databasePath: asPublished, sources: [freezeSource], fromDir: dir, now }), freezeSource.id).status, 'published');

  const upper = FREEZE_TABLE_HEADERS.map((h) => h.toUpperCase());
  writeFileSync(path, freezeTableWorkbook([ROW], upper));
  const recased = join(dir, 'recased.sqlite');
  const report = sourceReport(await runImport({ databasePath: recased, sources: [freezeSource], fromDir: dir, now }), freezeSource.id);
  assert.equal(report.status, 'published', report.message);
  const warning = report.warnings.find((w) => w.includes('written in other letter case'));
  assert.ok(warning !== undefined, report.warnings.join('\n'));
  assert.match(warning, new RegExp(`^${FREEZE_TABLE_FILE.replace('.', '\\.')}, row 1: columns ${upper[0]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} as `));
  assert.deepEqual(entries(recased), entries(asPublished), 'the entries are those of the table as published');

  // A column the source knows dropped: its rows are read without it, and the report says so.
  writeFileSync(path, freezeTableWorkbook([ROW.filter((_, i) => i !== 2)], FREEZE_TABLE_HEADERS.filter((_, i) => i !== 2)));
  const dropped = sourceReport(await runImport({ databasePath: join(dir, 'dropped.sqlite'), sources: [freezeSource], fromDir: dir, now }), freezeSource.id);
  assert.equal(dropped.status, 'published', dropped.message);
  assert.ok(dropped.warnings.includes(`${FREEZE_TABLE_FILE}: the header lacks ${FREEZE_TABLE_HEADERS[2]}, a column the source knows: `
    + 'its rows are read without it (renamed or dropped?)'), dropped.warnings.join('\n'));

  // One column written in two cases: which to read is not known.
  writeFileSync(path, freezeTableWorkbook([[...ROW, 'x']], [...FREEZE_TABLE_HEADERS, FREEZE_TABLE_HEADERS[1]!.toUpperCase()]));
  const before = dumpStore(asPublished);
  const clash = sourceReport(await runImport({ databasePath: asPublished, sources: [freezeSource], fromDir: dir, now }), freezeSource.id);
  assert.equal(clash.status, 'failed');
  assert.match(clash.message, /, sheet Dati, row 1: the header holds .* written in two letter cases: which of them to read is not known/);
  assert.deepEqual(dumpStore(asPublished), before);
});
