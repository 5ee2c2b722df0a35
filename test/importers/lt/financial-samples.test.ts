// The real JAR_FA_RODIKLIAI_PLNA_2022 excerpt (wide layout) mapped to a financial record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mapStatementGroup, statementGroupKey } from '../../../src/importers/lt/financials.ts';
import { makeContext, NO_SAMPLES, readCsv, recordsOf, samplesDir } from './support.ts';

const dir = samplesDir('lt');

test('PLNA 2022 sample: UAB "Rustela" gives the 2021 statement with its net loss and no revenue', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  const file = 'JAR_FA_RODIKLIAI_PLNA_2022.csv';
  const rows = readCsv(join(dir, file), ',');
  const ctx = makeContext(file);
  assert.equal(statementGroupKey(rows[0]!, ctx), '301011561|2021|s', 'grouped by company and the year the period ends');
  const result = mapStatementGroup([{ file, line: 2, row: rows[0]! }], ctx);
  assert.deepEqual(recordsOf(result, 'financial'), [{
    country: 'LT', regcode: '301011561', year: 2021,
    periodStart: '2021-01-01', periodEnd: '2021-12-31', currency: 'EUR',
    revenue: null, profit: -91, assets: null, equity: null, liabilities: null,
    employees: null, cashFlow: null, consolidated: false, filedAt: '2022-01-02', statementRef: null,
  }]);
});
