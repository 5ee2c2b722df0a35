// `npm run import -- lt --from test/fixtures/lt` end to end: every LT source through the real
// pipeline into a temporary store, asserting what was published through the store itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources, type ImportReport } from '../../../src/importers/pipeline/run.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { fixtureSized, fixturesDir } from './support.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

async function importLtFixtures(databasePath: string, fromDir = fixturesDir('lt')): Promise<ImportReport> {
  return importSources({
    databasePath, sources: fixtureSized(ltSources), fromDir, now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
  });
}

test('LT fixtures import: companies, financials, flags, Sodra and VAT are served from the store', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-import-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const report = await importLtFixtures(databasePath);
  const bySource = Object.fromEntries(report.sources.map((s) => [s.source, s]));
  for (const id of ['lt.jar', 'lt.financials', 'lt.filings', 'lt.sodra', 'lt.vat']) {
    assert.equal(bySource[id]?.status, 'published', `${id}: ${bySource[id]?.message}`);
  }
  assert.deepEqual(bySource['lt.jar']!.rejects, { 'invalid ja_kodas': 1, 'missing ja_pavadinimas': 1 });
  // Dates that are no real date only describe: the companies stay, the report names each.
  assert.deepEqual(bySource['lt.jar']!.warnings, [
    'ja_reg_data is not a real date; the row is kept with it empty: 1 (e.g. JAR_IREGISTRUOTI.csv:9 "2026-02-30")',
    'isreg_data is not a real date; the row is kept with it empty: 1 (e.g. JAR_ISREGISTRUOTI.csv:4 "31/12/2020")',
  ]);
  assert.deepEqual(bySource['lt.filings']!.unknownColumns, { 'JAR_FA_VELUOJANTIS.csv': ['vadovas_informuotas'] });

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const company = db.prepare("SELECT * FROM companies WHERE country = 'LT' AND regcode = ?");
  const pipeLine = company.get('304000002') as Record<string, unknown>;
  assert.deepEqual(
    Object.fromEntries(['name', 'legal_form_code', 'legal_form_name', 'status', 'registry_status', 'registered_on', 'source'].map((k) => [k, pipeLine[k]])),
    { name: 'AB "Pipe | Line"', legal_form_code: '320', legal_form_name: 'AB', status: 'liquidation', registry_status: 'Likviduojamas', registered_on: '2001-02-03', source: 'lt.jar' },
  );
  assert.equal((company.get('304000005') as { address: string }).address, 'Vilnius, Ozo g. 25, LT-07150');
  assert.equal((company.get('123456789') as { closed_on: string }).closed_on, '2020-07-31');
  assert.equal((db.prepare("SELECT COUNT(*) AS n FROM companies WHERE country = 'LT'").get() as { n: number }).n, 10);

  const fin = db.prepare("SELECT year, revenue, profit, assets, equity, liabilities, employees, consolidated, filed_at, source FROM financial_statements WHERE regcode = '304000001' ORDER BY source, year, consolidated").all();
  assert.deepEqual(fin.map((r) => ({ ...r })), [
    { year: 2021, revenue: 251000, profit: 10600, assets: 120000, equity: 80000, liabilities: 40000, employees: null, consolidated: 0, filed_at: '2022-06-15', source: 'lt.financials' },
    { year: 2023, revenue: 300000, profit: 15000, assets: 150000.5, equity: 95000, liabilities: 55000, employees: null, consolidated: 0, filed_at: '2024-04-10', source: 'lt.financials' },
    { year: 2023, revenue: 900000, profit: 40000, assets: null, equity: null, liabilities: null, employees: null, consolidated: 1, filed_at: '2024-05-20', source: 'lt.financials' },
    { year: 2026, revenue: null, profit: null, assets: null, equity: null, liabilities: null, employees: 44, consolidated: 0, filed_at: null, source: 'lt.sodra' },
  ]);

  const flags = db.prepare("SELECT regcode, flag, source FROM compliance_flags WHERE country = 'LT' ORDER BY regcode, flag, detail").all().map((r) => ({ ...r }));
  assert.deepEqual(flags, [
    { regcode: '304000002', flag: 'annual_report_late', source: 'lt.filings' },
    { regcode: '304000002', flag: 'in_liquidation', source: 'lt.jar' },
    { regcode: '304000003', flag: 'annual_report_missing', source: 'lt.filings' },
    { regcode: '304000003', flag: 'annual_report_missing', source: 'lt.filings' },
    { regcode: '304000003', flag: 'insolvent', source: 'lt.jar' },
    { regcode: '304000004', flag: 'annual_report_late', source: 'lt.filings' },
    { regcode: '304000004', flag: 'in_reorganisation', source: 'lt.jar' },
    { regcode: '304000006', flag: 'in_reorganisation', source: 'lt.jar' },
  ]);
  assert.deepEqual({ ...(db.prepare("SELECT code, classification, is_main FROM activity_codes WHERE regcode = '304000001'").get() as object) },
    { code: '62.01', classification: 'EVRK 2', is_main: 1 });
  assert.deepEqual(db.prepare("SELECT vat_number, active FROM vat_registrations WHERE country = 'LT' ORDER BY vat_number").all().map((r) => ({ ...r })),
    [{ vat_number: 'LT100001234518', active: 1 }, { vat_number: 'LT100002345611', active: 0 }]);
});

test('the date of the data is the extract\'s own (formavimo_data), not the files\' modification time', async (t) => {
  const { root: dir, files: from } = tempFilesFolder(t, 'lt-asof-');
  // Copies made long after the extract (or touched): their modification time says nothing of the data.
  const old = new Date('2020-01-15T12:00:00Z');
  for (const name of readdirSync(fixturesDir('lt'))) {
    copyFileSync(join(fixturesDir('lt'), name), join(from, name));
    utimesSync(join(from, name), old, old);
  }
  const report = await importLtFixtures(join(dir, 'registry.sqlite'), from);
  const asOf = Object.fromEntries(report.sources.map((s) => [s.source, s.asOf]));
  assert.equal(asOf['lt.jar'], '2026-11-20');
  assert.equal(asOf['lt.financials'], '2024-10-01', 'the newest of the yearly files');
  assert.equal(asOf['lt.sodra'], '2020-01-15', 'a file with no date of its own keeps its modification time');
});

test('a JAR file cut inside a quoted name fails lt.jar with file and line; the companies served stay as they were', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-import-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  assert.equal((await importLtFixtures(databasePath)).ok, true);
  const snapshot = () => {
    const db = openForReading(databasePath);
    try {
      return {
        companies: db.prepare("SELECT * FROM companies WHERE source = 'lt.jar' ORDER BY regcode").all().map((r) => ({ ...r })),
        flags: db.prepare("SELECT * FROM compliance_flags WHERE source = 'lt.jar' ORDER BY regcode").all().map((r) => ({ ...r })),
        state: { ...(db.prepare("SELECT * FROM source_state WHERE source = 'lt.jar'").get() as object) },
      };
    } finally { db.close(); }
  };
  const before = snapshot();

  const cut = join(dir, 'cut');
  mkdirSync(cut);
  for (const name of readdirSync(fixturesDir('lt'))) copyFileSync(join(fixturesDir('lt'), name), join(cut, name));
  const text = readFileSync(join(cut, 'JAR_IREGISTRUOTI.csv'), 'utf8');
  writeFileSync(join(cut, 'JAR_IREGISTRUOTI.csv'), text.slice(0, text.indexOf('Pipe |') + 4));
  const report = await importLtFixtures(databasePath, cut);
  const jar = report.sources.find((s) => s.source === 'lt.jar')!;
  assert.equal(jar.status, 'failed');
  assert.match(jar.message, /JAR_IREGISTRUOTI\.csv/);
  assert.match(jar.message, /nothing was changed/);
  assert.deepEqual(snapshot(), before);
});

test('an entity in both the registered and the deregistered extract is published once, as closed', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-import-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const from = join(dir, 'from');
  mkdirSync(from);
  for (const name of readdirSync(fixturesDir('lt'))) copyFileSync(join(fixturesDir('lt'), name), join(from, name));
  const closed = readFileSync(join(from, 'JAR_ISREGISTRUOTI.csv'), 'utf8') +
    '304000006|UAB Tarptautinė|Klaipėda, Naujoji Uosto g. 3, LT-92001|2012-12-12|310|Uždaroji akcinė bendrovė|2026-11-19|2026-11-20\n';
  writeFileSync(join(from, 'JAR_ISREGISTRUOTI.csv'), closed);
  const databasePath = join(dir, 'registry.sqlite');
  const report = await importLtFixtures(databasePath, from);
  assert.equal(report.sources.find((s) => s.source === 'lt.jar')!.status, 'published');
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const rows = db.prepare("SELECT status, closed_on FROM companies WHERE regcode = '304000006'").all().map((r) => ({ ...r }));
  assert.deepEqual(rows, [{ status: 'closed', closed_on: '2026-11-19' }]);
});
