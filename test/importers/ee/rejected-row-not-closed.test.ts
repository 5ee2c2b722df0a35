// RIK's basic data keeps a company absent from a new dump as closed (close-missing). A company the
// file lists whose row is rejected (an empty name) is not absent: it was served `closed` from the
// import day, its compliance statement saying RIK's basic data no longer lists it, and its VAT
// number gone. It is now kept as it was served; a company really absent still closes.
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

test('a company whose basic-data row is rejected keeps what was served; one absent from the dump closes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ee-rejected-row-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const importRows = async (rows: string[], day: string) => {
    writeFileSync(join(dir, BASIC), basicFile(rows));
    return sourceReport(await runImport({ databasePath, sources: basic, fromDir: dir, now: new Date(`${day}T06:00:00Z`) }), 'ee.basic');
  };
  const first = await importRows([row('12652512', '001 Kinnisvara OÜ', 'EE101721589'), row('11694365', '007 Autohaus osaühing', 'EE101335276'),
    row('14000001', 'Näidis Ehitus OÜ', '')], '2026-11-20');
  assert.equal(first.status, 'published', first.message);

  const second = await importRows([row('12652512', '', 'EE101721589'), row('11694365', '007 Autohaus osaühing', 'EE101335276')], '2026-11-21');
  assert.equal(second.status, 'published', second.message);
  assert.deepEqual(second.rejects, { 'nimi (company name) is empty': 1 });
  assert.match(second.message, /1 companies absent from the dump kept as closed, 1 companies whose rows were rejected kept as they were served/);
  const companies = query<{ regcode: string; name: string; status: string; closed_on: string | null }>(databasePath,
    "SELECT regcode, name, status, closed_on FROM companies WHERE country = 'EE' ORDER BY regcode");
  assert.deepEqual(companies, [
    { regcode: '11694365', name: '007 Autohaus osaühing', status: 'active', closed_on: null },
    { regcode: '12652512', name: '001 Kinnisvara OÜ', status: 'active', closed_on: null },
    { regcode: '14000001', name: 'Näidis Ehitus OÜ', status: 'closed', closed_on: '2026-11-21' },
  ]);
  assert.deepEqual(query(databasePath, "SELECT regcode, vat_number FROM vat_registrations WHERE country = 'EE' ORDER BY regcode"), [
    { regcode: '11694365', vat_number: 'EE101335276' }, { regcode: '12652512', vat_number: 'EE101721589' },
  ]);
});
