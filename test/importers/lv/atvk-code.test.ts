// UR's atvk column holds seven-digit codes with their leading zeros (Rīga 0010000). A register.csv
// re-saved through a program that read the column as numbers writes 10000: it was stored so, and a
// region filter for 0010000 missed the company. A code that lost only its leading zeros is now
// restored, with a warning naming file and line; anything else that is no code is stored as none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from '../pipeline/helpers.ts';

const [HEADER, ...LINES] = readFileSync(join(LV_FIXTURES, 'register.csv'), 'utf8').split('\r\n').filter((l) => l !== '');

/** The fixture's line with another atvk (its last column but one) and, where given, another regcode. */
const withAtvk = (line: string, atvk: string, regcode?: string) => {
  const cells = line.split(';');
  cells[cells.length - 2] = atvk;
  if (regcode) cells[0] = regcode;
  return cells.join(';');
};

/** The register's report of an import of `lines` into a new store. */
async function registerReport(t: { after(fn: () => void): void }, lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'atvk-code-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), [HEADER, ...lines, ''].join('\r\n'));
  const db = join(dir, 'store.sqlite');
  return { db, report: sourceReport(await runImport({ databasePath: db, sources: [registerSource], fromDir: dir }), 'lv.register') };
}

async function importRegister(t: { after(fn: () => void): void }, lines: string[]) {
  const { db, report } = await registerReport(t, lines);
  const codes = new Map(query<{ regcode: string; code: string | null }>(db, 'SELECT regcode, address_region_code AS code FROM companies').map((r) => [r.regcode, r.code]));
  return { report, codes };
}

test('an ATVK code that lost its leading zeros is stored restored, one that is no code as none, each warned with file and line', async (t) => {
  const { report, codes } = await importRegister(t, [withAtvk(LINES[0]!, '10000'), withAtvk(LINES[1]!, '1E+4'), LINES[2]!]);
  assert.equal(report.status, 'published', report.message);
  assert.equal(codes.get('40003000001'), '0010000');
  assert.equal(codes.get('41500000002'), null);
  assert.equal(codes.get('40003000003'), '0170000');
  assert.deepEqual(report.warnings.filter((w) => w.startsWith('atvk')), [
    'atvk lost its leading zeros (a column saved as numbers?); restored to the 7-digit code: 1 (e.g. register.csv:2 "10000" → "0010000")',
    'atvk is no 7-digit ATVK code; the row is kept with it empty: 1 (e.g. register.csv:3 "1E+4")',
  ]);
});

test('a register whose every code lost its zeros publishes them restored, the values not counted as lost', async (t) => {
  const lines = Array.from({ length: 120 }, (_, i) => withAtvk(LINES[0]!, '10000', `400030${String(i).padStart(5, '0')}`));
  const { report, codes } = await importRegister(t, lines);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(new Set(codes.values()), new Set(['0010000']));
});

test('a register whose codes are no ATVK codes in most rows fails asking after the atvk column, not a date format', async (t) => {
  const lines = Array.from({ length: 120 }, (_, i) => withAtvk(LINES[0]!, 'LV-RIX', `400030${String(i).padStart(5, '0')}`));
  const { report } = await registerReport(t, lines);
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^register\.csv: atvk is no 7-digit ATVK code in 120 of 120 rows \(100\.0%, limit [\d.]+%; e\.g\. register\.csv:2 "LV-RIX", register\.csv:3 "LV-RIX"\): does the atvk column still hold ATVK codes \(another column or classifier in its place\)\? Published, those rows would be served without it/);
  assert.doesNotMatch(report.message, /date format/);
});
