import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { missingRequired } from '../../../src/importers/readers/required-columns.ts';
import { mapTaxesPaidYear, quarterOfFileName, taxesPaidSource } from '../../../src/importers/ee/taxes-paid.ts';
import { DEBTOR_COLUMNS, taxDebtorsSource } from '../../../src/importers/ee/tax-debtors.ts';
import { FIXTURES, SAMPLES, mapFiles, readRows, recordsOf } from './map-fixture.ts';

const legacyFile = taxesPaidSource.files[2]!;

test('the real EMTA legacy quarterly excerpt (2021 Q1) gives the quarter headcount', (t) => {
  const sample = new URL('tasutud_maksud_QUARTERLY_legacy_2021.csv', SAMPLES);
  if (!existsSync(sample)) return t.skip(`no shared samples folder at ${sample.pathname}`);
  const [row] = readRows(sample, legacyFile);
  const result = mapTaxesPaidYear([{ file: 'tasutud_maksud_2021_I_kvartal.csv', line: 2, row: row! }], { file: 'tasutud_maksud_2021_I_kvartal.csv', line: 2, asOf: null, lookup: () => undefined, warn: () => {} });
  assert.deepEqual(result, {
    kind: 'financial',
    record: {
      country: 'EE', regcode: '10000024', year: 2021, periodStart: '2021-01-01', periodEnd: '2021-03-31', currency: 'EUR',
      revenue: null, profit: null, assets: null, equity: null, liabilities: null, employees: 11, cashFlow: null,
      consolidated: false, filedAt: null, statementRef: 'emta:2021-Q1', quarterEmployees: [11],
    },
  });
});

test('the real EMTA tax-debtor header is the documented one', (t) => {
  const sample = new URL('maksuvolglaste_nimekiri.HEADER_ONLY.csv', SAMPLES);
  if (!existsSync(sample)) return t.skip(`no shared samples folder at ${sample.pathname}`);
  const header = readFileSync(sample, 'utf8').replace(/^\ufeff/, '').split(/\r?\n/)[0]!.split(';');
  assert.deepEqual(header, DEBTOR_COLUMNS);
  assert.deepEqual(missingRequired(taxDebtorsSource.files[0]!.csv!, header), [], 'every required column is in the header');
});

test('EMTA current layout (English and Estonian headers): the latest quarter with a count', () => {
  const mapped = mapFiles(taxesPaidSource, [
    new URL('tasutud_maksud_kaesolev_aasta_eng.csv', FIXTURES),
    new URL('tasutud_maksud_varasemad_aastad.csv', FIXTURES),
  ]);
  assert.deepEqual(recordsOf(mapped, 'financial').map((f) => [f.regcode, f.year, f.employees, f.periodEnd, f.statementRef, f.filedAt, f.revenue]), [
    ['14000001', 2026, 6, '2026-06-30', 'emta:2026-Q2', null, null],
    ['14000001', 2025, 5, '2025-12-31', 'emta:2025-Q4', null, null],
    ['12000003', 2026, 1546, '2026-03-31', 'emta:2026-Q1', null, null],
    ['14000001', 2024, 4, '2024-09-30', 'emta:2024-Q3', null, null],
    ['11000027', 2023, 2, '2023-12-31', 'emta:2023-Q4', null, null],
  ]);
  // Every quarter's count up to the latest with one, the year's row holding them all.
  assert.deepEqual(recordsOf(mapped, 'financial').map((f) => f.quarterEmployees), [[5, 6], [4, 4, 5, 5], [1546], [3, 3, 4], [2, 2, 2, 2]]);
  // Sole proprietors (personal codes) and non-residents are skipped; a company with no count gives nothing.
  assert.deepEqual(mapped.rejects.map((r) => r.reason), [
    'registry code is not an 8-digit registry code: "1234"',
    'employee count of quarter 1 is not a number: "kolm"',
  ]);
});

test('EMTA legacy quarterly files: UTF-8 and latin1, `22 353,85` numbers, year and quarter from the name', () => {
  const mapped = mapFiles(taxesPaidSource, [
    new URL('tasutud_maksud_2024_II_kvartal.csv', FIXTURES),
    new URL('tasutud_maksud_2023_IV_kvartal.csv', FIXTURES),
  ], () => 2);
  assert.deepEqual(recordsOf(mapped, 'financial').map((f) => [f.regcode, f.year, f.employees, f.periodEnd, f.statementRef]), [
    ['10000018', 2024, 11, '2024-06-30', 'emta:2024-Q2'],
    ['12000003', 2024, 1500, '2024-06-30', 'emta:2024-Q2'],
    ['14000001', 2023, 3, '2023-12-31', 'emta:2023-Q4'],
  ]);
  assert.deepEqual(mapped.rejects.map((r) => r.reason), ['registry code is not an 8-digit registry code: "ABC"']);
  assert.deepEqual(quarterOfFileName('tasutud_maksud_2024_II_kvartal.csv'), { year: 2024, quarter: 2 });
  assert.equal(quarterOfFileName('tasutud_maksud_kaesolev_aasta.csv'), null);
});

test('EMTA tax debtors: debt, disputed part, part under a payment schedule and its end, as-of date and a dated tax_debt flag', () => {
  const mapped = mapFiles(taxDebtorsSource, [new URL('maksuvolglaste_nimekiri.csv', FIXTURES)]);
  assert.deepEqual(recordsOf(mapped, 'taxDebt'), [
    { country: 'EE', regcode: '11000027', amount: 12345.67, currency: 'EUR', disputedAmount: 1000, scheduledAmount: 0, scheduleEnds: null, debtAsOf: '2026-07-10' },
    { country: 'EE', regcode: '10000018', amount: 2500.5, currency: 'EUR', disputedAmount: 0, scheduledAmount: 2000, scheduleEnds: '2026-12-31', debtAsOf: '2026-07-10' },
  ]);
  assert.deepEqual(recordsOf(mapped, 'flag'), [
    { country: 'EE', regcode: '11000027', flag: 'tax_debt', detail: 'tax debt 12345.67 EUR; disputed 1000.00 EUR; unpaid since 2025-03-15, the due day of the oldest unpaid claim', since: '2025-03-15', until: null },
    { country: 'EE', regcode: '10000018', flag: 'tax_debt', detail: 'tax debt 2500.50 EUR; in a payment schedule 2000.00 EUR until 2026-12-31; unpaid since 2025-11-01, the due day of the oldest unpaid claim', since: '2025-11-01', until: null },
  ]);
  assert.deepEqual(mapped.rejects.map((r) => [r.line, r.reason]), [
    [5, 'Registrikood is not an 8-digit registry code: "ABCDEFGH"'],
    [6, 'Maksuvõlg (tax debt) is not an amount: "viis eurot"'],
  ]);
});
