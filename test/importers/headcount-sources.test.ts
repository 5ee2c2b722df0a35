// Which sources of financial rows hold only an employee count is named once
// (domain/headcount-sources.ts); the services show their rows as `headcount`, never as a year.
// Every source of financial rows is one or the other, so a new one is a decision, not a default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allSources } from '../../src/importers/registry.ts';
import { HEADCOUNT_SOURCES } from '../../src/domain/headcount-sources.ts';

const ANNUAL_REPORTS = ['ee.annual-reports', 'lt.financials', 'lv.financials'];

test('every source of financial rows is either an annual-report source or a headcount source', () => {
  const financial = allSources().filter((d) => d.produces.includes('financial')).map((d) => d.id).sort();
  assert.deepEqual(financial, [...ANNUAL_REPORTS, ...HEADCOUNT_SOURCES].sort());
});
