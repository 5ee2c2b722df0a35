// A register date that holds text but is no real date is never turned into "no date" unnoticed:
// `terminated` decides the status, so its row is rejected and reported; `registered` only
// describes, so the company stays, without the date, and the report names file, line and text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';

const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (regcode: string, registered: string, terminated: string) =>
  `${regcode};;SIA Nr ${regcode};SIA;Nr;;0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;${registered};${terminated}; ;Rīga, Brīvības iela 1;1010;;0;;0010000;`;

/** 200 sound companies (a register's reject-rate bound is 1%) after the given rows. */
function registerFile(dir: string, rows: string[]): void {
  const sound = Array.from({ length: 200 }, (_, i) => row(String(40003100000 + i), '2015-01-01', ''));
  writeFileSync(join(dir, 'register.csv'), [HEADER, ...rows, ...sound].join('\r\n') + '\r\n');
}

async function importRegister(t: { after(fn: () => void): void }, rows: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'lv-dates-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  registerFile(dir, rows);
  const db = join(dir, 'store.sqlite');
  const def = sources.filter((d) => d.id === 'lv.register');
  const report = await runImport({ databasePath: db, sources: def, knownSources: sources, fromDir: dir, now: new Date('2026-11-21T10:00:00Z') });
  return { db, dir, report, r: sourceReport(report, 'lv.register') };
}

const company = (db: string, regcode: string) =>
  query<{ status: string; registered_on: string | null; closed_on: string | null }>(db, "SELECT status, registered_on, closed_on FROM companies WHERE country = 'LV' AND regcode = ?", regcode)[0];

test('a terminated that is no real date rejects the row with column, text, file and line; the company is not served as active', async (t) => {
  const { db, report, r } = await importRegister(t, [row('40003000001', '2010-02-03', '2021-02-30')]);
  assert.equal(r.status, 'published', r.message);
  assert.deepEqual(r.rejects, { 'terminated is not a real date': 1 });
  assert.deepEqual(r.rejectExamples, { 'terminated is not a real date': ['register.csv:2 "2021-02-30"'] });
  assert.equal(company(db, '40003000001'), undefined);
  assert.match(formatReport(report), /reject terminated is not a real date: 1 \(e\.g\. register\.csv:2 "2021-02-30"\)/);
});

test('a registered that is no real date keeps the company with registeredOn empty and a warning naming file, line and text', async (t) => {
  const { db, report, r } = await importRegister(t, [row('40003000002', '2020-13-45', '')]);
  assert.equal(r.status, 'published', r.message);
  assert.equal(r.rejected, 0);
  assert.deepEqual(company(db, '40003000002'), { status: 'active', registered_on: null, closed_on: null });
  assert.deepEqual(r.warnings, ['registered is not a real date; the row is kept with it empty: 1 (e.g. register.csv:2 "2020-13-45")']);
  assert.match(formatReport(report), /warning: registered is not a real date; the row is kept with it empty: 1 \(e\.g\. register\.csv:2 "2020-13-45"\)/);
});

test('empty dates stay empty without a word; a real terminated with closed blank ends the activity, not the company', async (t) => {
  const { db, r } = await importRegister(t, [row('40003000003', '', ''), row('40003000004', '2010-02-03', '2021-02-28')]);
  assert.equal(r.status, 'published', r.message);
  assert.equal(r.rejected, 0);
  assert.deepEqual(r.warnings, []);
  assert.deepEqual(company(db, '40003000003'), { status: 'active', registered_on: null, closed_on: null });
  // In liquidation from that day (importers/lv/register.ts), not struck off: closed_on stays empty.
  assert.deepEqual(company(db, '40003000004'), { status: 'liquidation', registered_on: '2010-02-03', closed_on: null });
});

test('bad terminated dates above the reject rate fail the import and change nothing', async (t) => {
  const { db, dir } = await importRegister(t, []);
  const before = dumpStore(db);
  registerFile(dir, Array.from({ length: 5 }, (_, i) => row(String(40003200000 + i), '2010-02-03', '31.02.2021')));
  const def = sources.filter((d) => d.id === 'lv.register');
  const r = sourceReport(await runImport({ databasePath: db, sources: def, knownSources: sources, fromDir: dir, force: true, now: new Date('2026-11-22T10:00:00Z') }), 'lv.register');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /nothing was changed/);
  assert.deepEqual(r.rejects, { 'terminated is not a real date': 5 });
  assert.deepEqual(dumpStore(db), before);
});
