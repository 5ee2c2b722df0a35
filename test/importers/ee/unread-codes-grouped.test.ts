// A basic-data dump whose registry codes cannot be read in thousands of rows (a column re-saved
// as numbers, a cut file) printed a warning per row that kept a company from closing: 2,000 lines
// around the source's few. They are now told per reject kind, one line for the rows known by
// their name or VAT number and one for those giving neither, each with its count, its first rows
// (file, line, code, company) and the rest as a number; the companies kept are the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { BASIC, basicFile, basicRow } from './general-files.ts';

const basic = eeSources.filter((s) => s.id === 'ee.basic').map((s) => ({ ...s, expectedRows: { min: 1, max: 10_000 }, maxRejectRate: 0.5 }));
const row = (code: string, name: string) => basicRow({
  nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: 'R',
  ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '05.06.2016',
});
const code = (i: number) => String(14_000_000 + i);
const name = (i: number) => `Näidis ${i} OÜ`;

test('thousands of rows whose code cannot be read are two warnings, counted, with their first rows', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ee-unread-codes-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const importRows = async (rows: string[], day: string) => {
    writeFileSync(join(dir, BASIC), basicFile(rows));
    const report = await runImport({ databasePath, sources: basic, fromDir: dir, now: new Date(`${day}T06:00:00Z`), allowShrink: true });
    return { report, source: sourceReport(report, 'ee.basic') };
  };
  const first = await importRows(Array.from({ length: 5000 }, (_, i) => row(code(i), name(i))), '2026-11-20');
  assert.equal(first.source.status, 'published', first.source.message);
  // 1,200 rows lost their code's last digit (named), 800 hold none and no name; the rest read.
  const { report, source } = await importRows(Array.from({ length: 5000 }, (_, i) => (i < 1200 ? row(code(i).slice(0, 7), name(i))
    : i < 2000 ? row('', '') : row(code(i), name(i)))), '2026-11-21');
  assert.equal(source.status, 'published', source.message);
  assert.deepEqual(source.rejects, { 'ariregistri_kood is not an 8-digit registry code': 2000 });
  const closed = query<{ n: number }>(databasePath, "SELECT COUNT(*) AS n FROM companies WHERE country = 'EE' AND status = 'closed'")[0]!.n;
  assert.equal(closed, 0);
  const unread = source.warnings.filter((w) => w.startsWith('ariregistri_kood'));
  assert.deepEqual(unread, [
    'ariregistri_kood is not an 8-digit registry code in 1200 rows each known by its name or VAT number as a company absent from the dump '
      + 'otherwise: 1200 companies kept as served, not closed (e.g. ettevotja_rekvisiidid__lihtandmed.csv:2 "1400000", name "Näidis 0 OÜ": '
      + 'may be 14000000; ettevotja_rekvisiidid__lihtandmed.csv:3 "1400000", name "Näidis 1 OÜ": may be 14000001; '
      + 'ettevotja_rekvisiidid__lihtandmed.csv:4 "1400000", name "Näidis 2 OÜ": may be 14000002; and 1197 rows more)',
    'ariregistri_kood is not an 8-digit registry code in 800 rows that give no name or VAT number to know their company by: the 2000 '
      + 'companies absent from the dump are kept as they were served, not closed, until an import reads every registration code '
      + '(e.g. ettevotja_rekvisiidid__lihtandmed.csv:1202 "", ettevotja_rekvisiidid__lihtandmed.csv:1203 "", '
      + 'ettevotja_rekvisiidid__lihtandmed.csv:1204 "", and 797 rows more)',
  ]);
  const text = formatReport(report);
  assert.ok(text.split('\n').length < 20, text.slice(0, 2000));
  // 3,000 rows were read cleanly; the 2,000 companies served are kept from the import before, not
  // published from this file, which `5000 rows published` and `written 5000` said they were.
  assert.equal(source.message, '3000 rows of the files read published, 2000 companies whose rows were rejected kept as they were served '
    + '(5000 rows served in all)');
  assert.match(text, /read 5000, written 3000, rejected 2000/);
  const served = query<{ n: number }>(databasePath, "SELECT COUNT(*) AS n FROM companies WHERE source = 'ee.basic'")[0]!.n;
  assert.equal(served, 5000);
});
