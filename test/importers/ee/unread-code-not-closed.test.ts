// RIK's basic data keeps a company absent from a new dump as closed (close-missing). A row whose
// ariregistri_kood cannot be read (empty, not digits, not 8 long) names no company by code: its
// company, missing from the staged rows, was served `closed` from the import day. It is now
// known by the row's name or VAT number and kept as served; a row giving neither keeps every
// company the dump lacks, and a company really absent still closes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { BASIC, basicFile, basicRow } from './general-files.ts';

const basic = eeSources.filter((s) => s.id === 'ee.basic').map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const row = (code: string, name: string, vat: string) => basicRow({
  nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', kmkr_nr: vat, ettevotja_staatus: 'R',
  ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '05.06.2016',
});
const FIRST = [row('12652512', '001 Kinnisvara OÜ', 'EE101721589'), row('11694365', '007 Autohaus osaühing', 'EE101335276'),
  row('14000001', 'Näidis Ehitus OÜ', ''), row('14000002', 'Teine Näidis OÜ', '')];

async function importTwice(t: import('node:test').TestContext, second: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'ee-unread-code-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const importRows = async (rows: string[], day: string) => {
    writeFileSync(join(dir, BASIC), basicFile(rows));
    return sourceReport(await runImport({ databasePath, sources: basic, fromDir: dir, now: new Date(`${day}T06:00:00Z`) }), 'ee.basic');
  };
  const first = await importRows(FIRST, '2026-11-20');
  assert.equal(first.status, 'published', first.message);
  const report = await importRows(second, '2026-11-21');
  assert.equal(report.status, 'published', report.message);
  const statuses = query<{ regcode: string; status: string }>(databasePath, "SELECT regcode, status FROM companies WHERE country = 'EE' ORDER BY regcode")
    .map((c) => `${c.regcode} ${c.status}`);
  return { report, statuses };
}

test('a basic-data row whose code cannot be read keeps the company its name or VAT number gives; others absent close', async (t) => {
  const { report, statuses } = await importTwice(t, [
    row('1265251', '001 Kinnisvara OÜ', 'EE101721589'), // a digit lost
    row('', '', 'EE101335276'), // no code, no name: its VAT number tells it
    row('16000001', 'Uus Näidis OÜ', ''), row('16000002', 'Teine Uus OÜ', ''), row('16000003', 'Kolmas Uus OÜ', ''),
  ]);
  assert.deepEqual(report.rejects, { 'ariregistri_kood is not an 8-digit registry code': 2 });
  assert.deepEqual(statuses, ['11694365 active', '12652512 active', '14000001 closed', '14000002 closed', '16000001 active', '16000002 active', '16000003 active']);
  assert.match(report.message, /2 companies absent from the dump kept as closed, 2 companies whose rows were rejected kept as they were served/);
  assert.ok(report.warnings.some((w) => /in 2 rows each known by its name or VAT number .* 2 companies kept .*lihtandmed\.csv:2 "1265251", name "001 Kinnisvara OÜ" and VAT number EE101721589: may be 12652512;/.test(w)), report.warnings.join('\n'));
  assert.ok(report.warnings.some((w) => /lihtandmed\.csv:3 "", VAT number EE101335276: may be 11694365\)$/.test(w)), report.warnings.join('\n'));
});

test('a basic-data row whose code cannot be read and that gives no name or VAT number closes no company', async (t) => {
  const { report, statuses } = await importTwice(t, [
    row('12652512', '001 Kinnisvara OÜ', 'EE101721589'), row('11694365', '007 Autohaus osaühing', 'EE101335276'),
    row('1400000A', '', ''),
  ]);
  assert.deepEqual(statuses, ['11694365 active', '12652512 active', '14000001 active', '14000002 active']);
  assert.doesNotMatch(report.message, /kept as closed/);
  assert.ok(report.warnings.some((w) => /in 1 row that gives no name or VAT number .*the 2 companies absent from the dump are kept as they were served.*\(ettevotja_rekvisiidid__lihtandmed\.csv:4 "1400000A"\)$/.test(w)),
    report.warnings.join('\n'));
});
