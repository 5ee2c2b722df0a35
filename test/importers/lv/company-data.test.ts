// Fixtures written from the documented headers (BOM, CRLF, quoting, padded dates, junk values):
// what each company-level LV source stores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { query, sourceReport } from '../pipeline/helpers.ts';
import { importFixtures } from './fixture-import.ts';

const { s, report } = await importFixtures();
test.after(() => s.cleanup());

test('every LV fixture source publishes', () => {
  for (const r of report.sources) {
    if (r.source === 'lv.nace' && r.status === 'skipped') continue; // the real NACE sample is absent
    assert.equal(r.status, 'published', `${r.source}: ${r.message}`);
  }
  assert.equal(report.ok, true);
});

test('register: statuses, closure dates, addresses and BOM/CRLF/quoted names', () => {
  const rows = query(s.db, 'SELECT regcode, name, status, registry_status, closed_on, registered_on, address_city, address_street, address_postcode, address_region_code, legal_form_code FROM companies ORDER BY regcode');
  const by = new Map(rows.map((r) => [r.regcode, r]));
  assert.deepEqual(by.get('40003000001'), {
    regcode: '40003000001', name: 'SIA "Alfa Koks"', status: 'active', registry_status: null, closed_on: null,
    registered_on: '2010-02-03', address_city: 'Rīga', address_street: 'Brīvības iela 1 - 2', address_postcode: 'LV-1010',
    address_region_code: '0010000', legal_form_code: 'SIA',
  });
  assert.deepEqual([by.get('40003000003')!.status, by.get('40003000003')!.registry_status, by.get('40003000003')!.closed_on], ['closed', 'Likvidēts', '2014-04-10']);
  assert.deepEqual([by.get('40003000004')!.status, by.get('40003000004')!.registry_status, by.get('40003000004')!.closed_on], ['closed', 'Reorganizēts', '2018-09-30']);
  // An open insolvency proceeding and an open liquidation override the register's "active".
  assert.equal(by.get('40003000005')!.status, 'insolvency');
  assert.equal(by.get('40003000006')!.status, 'liquidation');
  // A `;` inside a quoted address stays in the value.
  assert.equal(by.get('40003000007')!.address_street, 'Akciju iela 7; 3. stāvs');
  assert.equal(by.get('50008000008')!.name, '"Biedrība Delta"');
  assert.equal(by.get('50008000008')!.address_region_code, null);
});

test('reorganisations: the company closed as reorganised names the one it merged into, and that one it', () => {
  assert.deepEqual(query(s.db, "SELECT source_regcode, final_regcode FROM reorganizations WHERE country = 'LV'"),
    [{ source_regcode: '40003000004', final_regcode: '40003000001' }]);
});

test('former names, with the junk-regcode row rejected by reason', () => {
  const names = query(s.db, "SELECT regcode, name, name_key, valid_from, valid_to FROM company_names WHERE source = 'lv.name-history' ORDER BY regcode, valid_to");
  assert.deepEqual(names, [
    { regcode: '40003000001', name: 'SIA "Alfa"', name_key: 'alfa', valid_from: '2010-02-03', valid_to: '2015-06-30' },
    { regcode: '40003000001', name: 'SIA "Alfa Kokapstrāde"', name_key: 'alfa kokapstrade', valid_from: '2015-07-01', valid_to: '2020-01-31' },
    { regcode: '40003000005', name: 'SIA "Parādnieks un Co"', name_key: 'paradnieks un co', valid_from: null, valid_to: '2016-01-01' },
    { regcode: '40003000007', name: 'AS "Gamma Grupa"', name_key: 'gamma grupa', valid_from: null, valid_to: '2019-12-31' },
  ]);
  assert.deepEqual(sourceReport(report, 'lv.name-history').rejects, { 'invalid regcode': 1 });
  assert.deepEqual(sourceReport(report, 'lv.name-history').rejectExamples, { 'invalid regcode': ['register_name_history.csv:5 "-"'] });
});

test('VAT: LV + regcode, the active row kept, padded dates, a latin1 file', () => {
  const vat = query(s.db, 'SELECT regcode, vat_number, active, registered_on, deregistered_on FROM vat_registrations ORDER BY regcode');
  assert.deepEqual(vat, [
    { regcode: '40003000001', vat_number: 'LV40003000001', active: 1, registered_on: '2010-08-08', deregistered_on: null },
    { regcode: '40003000005', vat_number: 'LV40003000005', active: 0, registered_on: '2012-03-01', deregistered_on: '2024-02-15' },
    { regcode: '40003000006', vat_number: 'LV40003000006', active: 1, registered_on: '2013-04-05', deregistered_on: null },
    { regcode: '40003000007', vat_number: 'LV40003000007', active: 1, registered_on: '2006-01-01', deregistered_on: null },
  ]);
  assert.deepEqual(sourceReport(report, 'lv.vat').rejects, { 'invalid VAT number': 1 });
});

test('tax rating: the latest rating per company with its explanation', () => {
  const ratings = query(s.db, 'SELECT regcode, rating, explanation, rated_on FROM tax_ratings ORDER BY regcode');
  assert.deepEqual(ratings, [
    { regcode: '40003000001', rating: 'A', explanation: 'Labs, uzticams nodokļu maksātājs', rated_on: '2026-11-01' },
    { regcode: '40003000005', rating: 'C', explanation: 'Zems', rated_on: '2026-11-01' },
    { regcode: '40003000007', rating: 'A', explanation: 'Labs', rated_on: '2026-11-01' },
  ]);
});

test('NACE: latest tax year, codes as text, classification by year, description from the classifier', (t) => {
  const rows = query(s.db, 'SELECT regcode, code, description, classification, is_main, valid_from FROM activity_codes ORDER BY regcode');
  const naceLoaded = sourceReport(report, 'lv.nace').status === 'published';
  assert.deepEqual(rows, [
    // 2022 `1.11`, 2023 `0111`, 2024 `62.1`: the 2024 code wins, written 62.10, Rev. 2.1.
    { regcode: '40003000001', code: '62.10', description: naceLoaded ? 'Datorprogrammēšana' : null, classification: 'NACE Rev. 2.1', is_main: 1, valid_from: '2024-01-01' },
    { regcode: '40003000007', code: '62.01', description: null, classification: 'NACE Rev. 2', is_main: 1, valid_from: '2023-01-01' },
  ]);
  if (!naceLoaded) t.diagnostic('NACE sample absent: descriptions not checked');
  // Junk codes (`?`, `UNDEFINED`) give no activity; employees still come through.
  const employees = query(s.db, "SELECT regcode, year, employees FROM financial_statements WHERE source = 'lv.taxes-paid' ORDER BY regcode, year");
  assert.deepEqual(employees, [
    { regcode: '40003000001', year: 2022, employees: 12 },
    { regcode: '40003000001', year: 2023, employees: 13 },
    { regcode: '40003000001', year: 2024, employees: 1234 },
    { regcode: '40003000007', year: 2023, employees: 118 },
    { regcode: '41500000002', year: 2024, employees: 1 },
  ]);
});

test('compliance flags from insolvency, liquidation, suspension, securing-measure and VID files', () => {
  const flags = query(s.db, 'SELECT source, regcode, flag, detail, since, until FROM compliance_flags ORDER BY source, regcode, since');
  assert.deepEqual(flags, [
    { source: 'lv.insolvency', regcode: '40003000001', flag: 'in_reorganisation', detail: 'Tiesiskās aizsardzības process; TAP; Izbeigts; Rīgas pilsētas tiesa', since: '2016-01-10', until: '2016-08-01' },
    { source: 'lv.insolvency', regcode: '40003000005', flag: 'insolvent', detail: "Maksātnespējas process; Juridiskās personas maksātnespējas process; Rīgas pilsētas tiesa; creditors' claims by 2024-03-01", since: '2024-02-01', until: null },
    { source: 'lv.liquidations', regcode: '40003000006', flag: 'in_liquidation', detail: 'Brīvprātīga likvidācija; Dalībnieku lēmums', since: '2024-05-05', until: null },
    { source: 'lv.securing-measures', regcode: '40003000007', flag: 'securing_measure', detail: 'Aresta uzlikšana kustamai mantai; Zvērināta tiesu izpildītāja Anna Bērziņa; case 02315/007/2024', since: '2024-11-04', until: null },
    { source: 'lv.suspended-activity', regcode: '40003000005', flag: 'blacklisted', detail: 'VID: economic activity suspended', since: '2023-09-02', until: null },
    { source: 'lv.suspended-activity', regcode: '40003000006', flag: 'blacklisted', detail: "VID: economic activity suspended; resumed by VID's decision of 2022-03-01", since: '2022-01-02', until: '2022-02-28' },
    { source: 'lv.suspensions', regcode: '40003000005', flag: 'suspended', detail: 'Darbības apturēšana; VID lēmums', since: '2023-09-09', until: null },
  ]);
});

test('financials: scaled by rounded_to_nearest, LVL kept, several statements per year, cash flow', () => {
  const fin = query(s.db, `SELECT statement_ref, regcode, year, currency, revenue, profit, assets, equity, liabilities, employees,
    cash_flow, consolidated, filed_at FROM financial_statements WHERE source = 'lv.financials' ORDER BY statement_ref`);
  assert.deepEqual(fin, [
    { statement_ref: '501', regcode: '40003000001', year: 2022, currency: 'EUR', revenue: 120000, profit: 8000, assets: 50000, equity: 35000, liabilities: 15000, employees: 12, cash_flow: null, consolidated: 0, filed_at: '2023-04-30T10:00:00.000' },
    { statement_ref: '502', regcode: '40003000001', year: 2023, currency: 'EUR', revenue: 130000, profit: 9000, assets: 60000, equity: 48000, liabilities: 12000, employees: 14, cash_flow: null, consolidated: 0, filed_at: '2024-04-30T10:00:00.000' },
    { statement_ref: '503', regcode: '40003000001', year: 2023, currency: 'EUR', revenue: 131000, profit: 9500, assets: 61000, equity: 48500, liabilities: 12500, employees: 15, cash_flow: 2500, consolidated: 0, filed_at: '2024-06-15T12:30:00.000' },
    { statement_ref: '504', regcode: '40003000007', year: 2023, currency: 'EUR', revenue: 1500000, profit: 100000, assets: 900000, equity: 400000, liabilities: 500000, employees: 250, cash_flow: -7000, consolidated: 1, filed_at: '2024-05-20T08:00:00.000' },
    { statement_ref: '505', regcode: '40003000007', year: 2023, currency: 'EUR', revenue: 1200000, profit: 80000, assets: 700000, equity: 300000, liabilities: 400000, employees: 120, cash_flow: null, consolidated: 0, filed_at: '2024-05-19T08:00:00.000' },
    { statement_ref: '506', regcode: '40003000003', year: 2012, currency: 'LVL', revenue: 3000, profit: -200, assets: 2000, equity: 1500, liabilities: 500, employees: null, cash_flow: null, consolidated: 0, filed_at: '2013-05-05T09:00:00.000' },
  ]);
});
