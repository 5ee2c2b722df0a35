import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annualReportsSource, ELEMENTS_PATTERN, REPORTS_PATTERN } from '../../../src/importers/ee/annual-reports.ts';
import { FIXTURES, mapFiles, recordsOf } from './map-fixture.ts';

const mapped = mapFiles(annualReportsSource, [
  new URL('1.aruannete_yldandmed_kuni_31082026.csv', FIXTURES),
  new URL('4.2024_aruannete_elemendid_kuni_31082026.csv', FIXTURES),
  new URL('4.2025_aruannete_elemendid_kuni_31082026.csv', FIXTURES),
], (name) => (name.startsWith('4.') ? 1 : 0));
const statements = recordsOf(mapped, 'financial');
const byRef = (ref: string, consolidated = false) => statements.find((s) => s.statementRef === ref && s.consolidated === consolidated);

test('annual report: elements become one statement with the report metadata', () => {
  assert.deepEqual(byRef('1001'), {
    country: 'EE', regcode: '14000001', year: 2024, periodStart: '2024-01-01', periodEnd: '2024-12-31', currency: 'EUR',
    // Net profit (TotalAnnualPeriodProfitLoss), not operating profit; the first of two repeated
    // CurrentLiabilities rows plus NonCurrentLiabilities; 4.4 FTE rounded; the PDF label row loses to the named one.
    revenue: 120000, profit: -5000.5, assets: 80000, equity: 30000, liabilities: 50000, employees: 4, cashFlow: null,
    consolidated: false, filedAt: '2025-06-30', statementRef: '1001',
  });
});

test('annual report: an amended report is kept beside the first with its later filing date', () => {
  const amended = byRef('1002')!;
  assert.equal(amended.regcode, '14000001');
  assert.equal(amended.year, 2024);
  assert.equal(amended.filedAt, '2025-08-15');
  assert.equal(amended.revenue, 125000);
  assert.equal(amended.liabilities, 36000, 'current liabilities alone when no non-current ones are reported');
  assert.equal(amended.profit, null);
});

test('annual report: group figures become a consolidated statement, own figures stay own', () => {
  const own = byRef('1003')!;
  const group = byRef('1003', true)!;
  assert.deepEqual([own.revenue, own.profit, own.employees, own.assets], [62_700_000, 3_100_000, 345, null]);
  assert.deepEqual([group.revenue, group.assets, group.employees, group.consolidated], [220_000_000, 150_000_000, 1546, true]);
});

test('annual report: figures filed under the second report id, non-profit and PDF-only reports', () => {
  const filled = byRef('1004')!;
  assert.deepEqual([filled.regcode, filled.year, filled.periodStart, filled.periodEnd, filled.revenue, filled.assets, filled.equity],
    ['10000018', 2025, '2024-07-01', '2025-06-30', 50000, 20000, -1000]);
  const nonProfit = byRef('1005')!;
  assert.deepEqual([nonProfit.revenue, nonProfit.profit, nonProfit.equity], [8000, 500, 3000]);
  const pdf = byRef('1006')!;
  assert.deepEqual([pdf.revenue, pdf.assets, pdf.employees], [15000, 7000.5, 3]);
  assert.equal(byRef('1006', true)!.assets, 9000);
  assert.equal(byRef('1007'), undefined, 'a report with no key figures gives no statement');
});

test('annual report: junk is rejected with its reason', () => {
  assert.deepEqual(mapped.rejects.map((r) => r.reason).sort(), [
    'registrikood is not an 8-digit registry code: "ABC"',
    'report_id "1009": key figures are not numbers',
    'report_id "1999" has key figures but no row in 1.aruannete_yldandmed',
  ]);
  assert.equal(statements.length, 8);
});

test('annual-report file names are matched whatever their cut-off date', () => {
  assert.ok(REPORTS_PATTERN.test('1.aruannete_yldandmed_kuni_31122025_0.zip'));
  assert.ok(REPORTS_PATTERN.test('1.aruannete_yldandmed_kuni_31082026.csv'));
  assert.ok(ELEMENTS_PATTERN.test('4.2019_aruannete_elemendid_kuni_31072024.zip'));
  assert.ok(!ELEMENTS_PATTERN.test('2.EMTAK_myygitulu_kuni_31082026.csv'));
});
