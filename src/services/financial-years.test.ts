// Which employee count fills a year whose annual report states none: a count of a period ending
// within that financial year. A company whose year ends on 30 June was given the count of the
// December after its year had closed (EE: the last quarter of the calendar year; LT: Sodra's
// latest month), a headcount of a period the report does not cover.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FinancialRow } from '../store/financials-read.ts';
import { financialYears } from './financial-years.ts';

const NONE = { reports: [], headcount: [] };

function report(periodStart: string | null, periodEnd: string | null, year = Number((periodEnd ?? '').slice(0, 4))): FinancialRow {
  return {
    year, period_start: periodStart, period_end: periodEnd, currency: 'EUR', revenue: 1000, profit: 10, assets: 500, equity: 200,
    liabilities: 300, employees: null, cash_flow: null, consolidated: 0, filed_at: '2025-12-20', source: 'ee.annual-reports',
    quarter_employees: null,
  };
}

function count(periodEnd: string, employees: number, source = 'ee.taxes-paid', quarters: Array<number | null> | null = null): FinancialRow {
  return {
    year: Number(periodEnd.slice(0, 4)), period_start: `${periodEnd.slice(0, 4)}-01-01`, period_end: periodEnd, currency: 'EUR',
    revenue: null, profit: null, assets: null, equity: null, liabilities: null, employees, cash_flow: null, consolidated: 0,
    filed_at: null, source, quarter_employees: quarters && JSON.stringify(quarters),
  };
}

test('a year ending on 30 June takes the count of a period up to that day, not of the December after', () => {
  // As ee.taxes-paid stores them: one row a year, its latest quarter's count and every quarter's.
  const rows = [report('2024-07-01', '2025-06-30'), count('2025-12-31', 90, 'ee.taxes-paid', [38, 40, 60, 90]),
    count('2024-12-31', 35, 'ee.taxes-paid', [30, 32, 33, 35])];
  const { views, headcount } = financialYears(rows, NONE);
  assert.deepEqual(views.map((v) => [v.year, v.employees]), [[2025, 40]]);
  assert.deepEqual(headcount, { employees: 90, periodEnd: '2025-12-31', source: 'ee.taxes-paid' }, 'the freshest count stays the headcount');
});

test('an EE row of a store before its quarters were kept is its latest quarter alone', () => {
  const rows = [report('2024-07-01', '2025-06-30'), count('2025-09-30', 90), count('2024-12-31', 35)];
  assert.deepEqual(financialYears(rows, NONE).views.map((v) => v.employees), [35], 'the December before, the latest count within the year');
  const quarterEmpty = [report('2024-04-01', '2025-03-31'), count('2025-09-30', 90, 'ee.taxes-paid', [null, 80, 90]), count('2024-12-31', 35, 'ee.taxes-paid', [30, 32, 33, 35])];
  assert.deepEqual(financialYears(quarterEmpty, NONE).views.map((v) => v.employees), [35], 'a quarter with no count is none: the latest count before it');
});

test('a count only of a period after the year closed fills nothing; the report\'s year keeps null', () => {
  // LT: Sodra's file here reaches no month of the year, only one four months after it ended.
  const rows = [report('2025-07-01', '2026-06-30'), count('2026-10-31', 44, 'lt.sodra')];
  const { views, sources } = financialYears(rows, NONE);
  assert.deepEqual(views.map((v) => [v.year, v.employees]), [[2026, null]]);
  assert.deepEqual(sources, ['ee.annual-reports', 'lt.sodra'], 'the count is still named, as the headcount');
});

test('a calendar year takes its last count; a year without a first day, the twelve months up to its end', () => {
  const calendar = financialYears([report('2023-01-01', '2023-12-31'), count('2023-06-30', 5600), count('2023-12-31', 5750)], NONE);
  assert.deepEqual(calendar.views.map((v) => v.employees), [5750]);
  const undated = financialYears([report(null, '2025-06-30'), count('2024-06-30', 20), count('2024-09-30', 25)], NONE);
  assert.deepEqual(undated.views.map((v) => v.employees), [25]);
});

test('an LT row ending in a quarter still running is its own month beside the quarters it lists', () => {
  // lt.sodra: the company's last insured persons left in November, so the year's latest count is
  // November's; the row lists the quarters ended by then (March, June, September).
  const november = [report('2025-01-01', '2025-12-31'), count('2025-11-30', 12, 'lt.sodra', [18, 19, 20])];
  assert.deepEqual(financialYears(november, NONE).views.map((v) => v.employees), [12], 'the calendar year takes November, not September');
  const june = [report('2024-07-01', '2025-06-30'), count('2025-11-30', 12, 'lt.sodra', [18, 19, 20]), count('2024-12-31', 15, 'lt.sodra', [null, null, null, 15])];
  assert.deepEqual(financialYears(june, NONE).views.map((v) => v.employees), [19], 'a year ending on 30 June takes June');
});
