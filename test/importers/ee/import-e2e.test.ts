// `npm run import -- ee --from test/fixtures/ee` end to end: every EE source through the real
// pipeline into a temporary store, asserted through the store (and the services when built);
// then a later dump without one company, and a corrupt dump that must change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources, type ImportReport } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading, type Database } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');

// The fixtures are a few rows with deliberate junk: bounds sized for them, not for the nation.
const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

function importEe(databasePath: string, fromDir: string, now: Date, only?: string[]): Promise<ImportReport> {
  const sources = fixtureSized(eeSources).filter((s) => !only || only.includes(s.id));
  return importSources({ databasePath, sources, fromDir, now, progress: 'none', screen: false });
}

function bySource(report: ImportReport) {
  return Object.fromEntries(report.sources.map((s) => [s.source, s]));
}

const rows = (db: Database, sql: string, ...params: string[]) =>
  db.prepare(sql).all(...params).map((r) => ({ ...r }));

/** A copy of the fixture folder with some files replaced. */
function fixtureCopy(root: string, name: string, replace: Record<string, string | Buffer>): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const f of readdirSync(FIXTURES)) copyFileSync(join(FIXTURES, f), join(dir, f));
  for (const [f, content] of Object.entries(replace)) writeFileSync(join(dir, f), content);
  return dir;
}

test('EE fixtures import end to end: every source published and served from the store', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-import-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const report = await importEe(databasePath, FIXTURES, FIRST);
  const sources = bySource(report);
  for (const s of eeSources) assert.equal(sources[s.id]?.status, 'published', `${s.id}: ${sources[s.id]?.message}`);
  assert.deepEqual(sources['ee.basic']!.rejects, {
    'ariregistri_kood is not an 8-digit registry code': 1, 'nimi (company name) is empty': 1,
  });
  assert.equal(sources['ee.annual-reports']!.rejected, 3);
  assert.equal(sources['ee.taxes-paid']!.rejected, 3);

  const db = openForReading(databasePath);
  t.after(() => db.close());

  assert.deepEqual(rows(db, "SELECT regcode, name, legal_form_code, status, registry_status, registered_on, address, address_region_code FROM companies WHERE country = 'EE' ORDER BY regcode"), [
    { regcode: '10000018', name: '"Tamme" Puit AS', legal_form_code: 'AS', status: 'liquidation', registry_status: 'Likvideerimisel', registered_on: '1996-10-14', address: 'Turu tn 34; ladu 2, Tartu linn, Tartu linn, Tartu maakond, 51004', address_region_code: '8151' },
    { regcode: '11000027', name: 'Kase Kaubandus OÜ', legal_form_code: 'OÜ', status: 'insolvency', registry_status: 'Pankrotis', registered_on: '2009-07-30', address: 'Jüri alevik, Aruküla tee 5', address_region_code: null },
    { regcode: '12000003', name: 'Lõuna Grupp AS', legal_form_code: 'AS', status: 'active', registry_status: 'Registrisse kantud', registered_on: '2012-03-15', address: 'Tartu maakond, Tartu linn, Tartu linn, Ülikooli 1, 51003', address_region_code: '0793' },
    { regcode: '14000001', name: 'Näidis Ehitus OÜ', legal_form_code: 'OÜ', status: 'active', registry_status: 'Registrisse kantud', registered_on: '2016-06-05', address: 'Harju maakond, Tallinn, Pirita linnaosa, Regati pst 12, 11911', address_region_code: '0596' },
    { regcode: '16000009', name: 'Mari Maasikas FIE', legal_form_code: 'FIE', status: 'active', registry_status: 'Registrisse kantud', registered_on: '2020-01-01', address: null, address_region_code: null },
    { regcode: '80000036', name: 'MTÜ Külaselts', legal_form_code: 'MTÜ', status: 'active', registry_status: 'Registrisse kantud', registered_on: '2015-02-01', address: 'Harju maakond, Rae vald, Jüri alevik, Küla tee 1, 75301', address_region_code: '3806' },
  ]);
  assert.deepEqual(rows(db, "SELECT regcode, vat_number FROM vat_registrations WHERE country = 'EE' ORDER BY regcode"),
    [{ regcode: '11000027', vat_number: 'EE101335276' }, { regcode: '12000003', vat_number: 'EE101000003' }, { regcode: '14000001', vat_number: 'EE102000001' }]);
  assert.deepEqual(rows(db, "SELECT name, valid_to FROM company_names WHERE regcode = '14000001'"), [{ name: 'Vana Nimi OÜ', valid_to: '2020-01-09' }]);
  assert.deepEqual(rows(db, "SELECT code, classification, is_main FROM activity_codes WHERE regcode = '14000001' ORDER BY code"),
    [{ code: '41.20', classification: 'NACE Rev. 2', is_main: 1 }, { code: '43.34', classification: 'NACE Rev. 2', is_main: 0 }]);

  // The amended 2024 report replaced the first; EMTA counts fill 2023 and the years without a report.
  assert.deepEqual(rows(db, "SELECT year, revenue, liabilities, employees, consolidated, filed_at, statement_ref, source FROM financial_statements WHERE regcode = '14000001' ORDER BY year, source"), [
    { year: 2023, revenue: null, liabilities: null, employees: 3, consolidated: 0, filed_at: null, statement_ref: 'emta:2023-Q4', source: 'ee.taxes-paid' },
    { year: 2024, revenue: 125000, liabilities: 36000, employees: null, consolidated: 0, filed_at: '2025-08-15', statement_ref: '1002', source: 'ee.annual-reports' },
    { year: 2024, revenue: null, liabilities: null, employees: 4, consolidated: 0, filed_at: null, statement_ref: 'emta:2024-Q3', source: 'ee.taxes-paid' },
    { year: 2025, revenue: null, liabilities: null, employees: 5, consolidated: 0, filed_at: null, statement_ref: 'emta:2025-Q4', source: 'ee.taxes-paid' },
    { year: 2026, revenue: null, liabilities: null, employees: 6, consolidated: 0, filed_at: null, statement_ref: 'emta:2026-Q2', source: 'ee.taxes-paid' },
  ]);
  assert.deepEqual(rows(db, "SELECT year, revenue, employees, consolidated FROM financial_statements WHERE regcode = '12000003' AND source = 'ee.annual-reports' ORDER BY consolidated"),
    [{ year: 2024, revenue: 62700000, employees: 345, consolidated: 0 }, { year: 2024, revenue: 220000000, employees: 1546, consolidated: 1 }]);

  assert.deepEqual(rows(db, "SELECT role, position, since, source FROM person_roles WHERE country = 'EE' AND name_key = 'mari tamm' AND birth_date = '1975-06-04' ORDER BY source, role, position"), [
    { role: 'beneficial_owner', position: 'direct_ownership', since: '2018-10-10', source: 'ee.beneficial-owners' },
    { role: 'member', position: 'founder', since: '2016-06-05', source: 'ee.persons' },
    { role: 'officer', position: 'board_member', since: '2016-06-05', source: 'ee.persons' },
    { role: 'member', position: null, since: '2016-06-05', source: 'ee.shareholders' },
  ]);
  assert.deepEqual(rows(db, "SELECT regcode, amount, disputed_amount, debt_as_of FROM tax_debts WHERE country = 'EE' ORDER BY regcode"),
    [{ regcode: '10000018', amount: 2500.5, disputed_amount: 0, debt_as_of: '2026-07-10' }, { regcode: '11000027', amount: 12345.67, disputed_amount: 1000, debt_as_of: '2026-07-10' }]);
  assert.deepEqual(rows(db, "SELECT flag, since, source FROM compliance_flags WHERE regcode = '11000027' ORDER BY flag"),
    [{ flag: 'insolvent', since: '2025-09-15', source: 'ee.general' }, { flag: 'tax_debt', since: '2025-03-15', source: 'ee.tax-debtors' }]);

  await t.test('served through the services', (st) => {
    let services;
    try {
      services = createServices({ db, sanctionsThreshold: 0.9 });
    } catch (err) {
      return st.skip(`services not built yet: ${(err as Error).message}`);
    }
    const company = services.getCompany('14000001', 'EE');
    assert.equal(company.name, 'Näidis Ehitus OÜ');
    assert.equal(company.vat?.number, 'EE102000001');
    assert.equal(company.nace?.code, '41.20');
    assert.ok(company.officers.some((o) => o.name === 'Mari Tamm' && o.position === 'board_member'));
    assert.equal(company.financials.find((f) => f.year === 2024)?.revenue, 125000, 'the amended report');
    // The 2024 report states no headcount: EMTA's count of that year fills it. EMTA's counts of
    // 2023, 2025 and 2026, years without a report, are no financial years; the latest is headcount.
    assert.deepEqual(company.financials.map((f) => [f.year, f.employees]), [[2024, 4]]);
    assert.deepEqual(company.headcount, { employees: 6, periodEnd: '2026-06-30', source: 'ee.taxes-paid' });
    assert.equal(company.financialsPublished, true);
    assert.deepEqual(company.formerNames.map((n) => n.name), ['Vana Nimi OÜ']);
    const [autofill] = services.autofill('Näidis Ehitus', { country: 'EE', limit: 5 });
    assert.deepEqual(autofill, { regcode: '14000001', country: 'EE', name: 'Näidis Ehitus OÜ', legalForm: 'OÜ', legalFormEnglish: 'Private limited company',
      address: 'Harju maakond, Tallinn, Pirita linnaosa, Regati pst 12, 11911',
      addressParts: { street: 'Regati pst 12', postcode: '11911', city: 'Tallinn', country: 'EE' }, status: 'active', vatNumber: 'EE102000001' });
    assert.equal(services.getCompany('EE102000001').regcode, '14000001', 'the VAT number resolves to its company');
    // A town is the city by its name (Tartu, not the EHAK text's Tartu linn); a borough with its type.
    assert.deepEqual(services.getCompany('12000003', 'EE').addressParts, { street: 'Ülikooli 1', postcode: '51003', city: 'Tartu', country: 'EE' });
    assert.deepEqual(services.getCompany('80000036', 'EE').addressParts, { street: 'Küla tee 1', postcode: '75301', city: 'Jüri alevik', country: 'EE' });
    const compliance = services.complianceFor('11000027', 'EE');
    assert.equal(compliance.taxDebt?.amount, 12345.67);
    assert.ok(compliance.flags.includes('tax_debt'));
    const person = services.checkPerson('Tamm Mari', '1975-06-04', 100);
    assert.deepEqual(new Set(person.results.map((r) => r.role)), new Set(['officer', 'member', 'beneficial_owner']));
  });
});

test('EE: a company absent from a later basic dump stays, closed on the day it vanished, without its former status wording', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-close-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  await importEe(databasePath, FIXTURES, FIRST, ['ee.basic']);
  const basic = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), 'utf8')
    .split('\r\n').filter((line) => !line.startsWith('Lõuna Grupp AS;')).join('\r\n');
  const later = fixtureCopy(root, 'later', { 'ettevotja_rekvisiidid__lihtandmed.csv': basic });
  const report = await importEe(databasePath, later, SECOND, ['ee.basic']);
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  // Its last wording (`Registrisse kantud`) no longer describes it, and the register gives none.
  assert.deepEqual(rows(db, "SELECT status, registry_status, closed_on, name FROM companies WHERE country = 'EE' AND regcode = '12000003'"),
    [{ status: 'closed', registry_status: null, closed_on: '2026-11-21', name: 'Lõuna Grupp AS' }]);
  assert.equal((db.prepare("SELECT COUNT(*) AS n FROM companies WHERE country = 'EE' AND status != 'closed'").get() as { n: number }).n, 5);
});

test('EE: corrupt or truncated dumps fail and leave every served row as it was', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-corrupt-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  await importEe(databasePath, FIXTURES, FIRST);
  const snapshot = () => {
    const db = openForReading(databasePath);
    try {
      return ['companies', 'vat_registrations', 'person_roles', 'financial_statements', 'activity_codes', 'tax_debts', 'compliance_flags']
        .map((table) => rows(db, `SELECT * FROM ${table} ORDER BY 1, 2, 3, 4`));
    } finally {
      db.close();
    }
  };
  const before = snapshot();

  const csv = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), 'utf8');
  const json = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json'), 'utf8');
  const broken = fixtureCopy(root, 'broken', {
    // Cut inside a quoted field: the rest of the file is one open quote.
    'ettevotja_rekvisiidid__lihtandmed.csv': csv.slice(0, csv.indexOf('"""Tamme""') + 5),
    // Cut in the middle of the array.
    'ettevotja_rekvisiidid__kaardile_kantud_isikud.json': json.slice(0, Math.floor(json.length / 2)),
    // The header line lost: the first data row is read as the header.
    'maksuvolglaste_nimekiri.csv': Buffer.from('\ufeff10.07.2026;11000027;Kase Kaubandus OÜ;1,00;;;;\r\n'),
  });
  const report = await importEe(databasePath, broken, SECOND, ['ee.basic', 'ee.persons', 'ee.tax-debtors']);
  for (const s of report.sources) {
    assert.equal(s.status, 'failed', `${s.source} must fail: ${s.message}`);
    assert.match(s.message, /nothing was changed/);
  }
  assert.deepEqual(snapshot(), before);
});
