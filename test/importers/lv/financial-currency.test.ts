// The currency of a UR statement: the lats until the euro came on 2014-01-01. A statement whose
// `currency` cell is empty (older schemas leave cells empty) is not served as euros when its year
// ended before 2014; amounts are never converted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { STATEMENT_COLUMNS, currencyOf } from '../../../src/importers/lv/financials.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

test('an empty currency is LVL for a year that ended before 2014 and EUR after; a given one is kept', () => {
  assert.equal(currencyOf('', '2012-12-31', 2012), 'LVL');
  assert.equal(currencyOf(' ', '2013-12-31', 2013), 'LVL');
  assert.equal(currencyOf('', '2014-06-30', 2013), 'EUR');
  assert.equal(currencyOf(null, null, 2011), 'LVL');
  assert.equal(currencyOf(null, null, 2014), 'EUR');
  assert.equal(currencyOf('lvl', '2012-12-31', 2012), 'LVL');
  assert.equal(currencyOf('EUR', '2013-12-31', 2013), 'EUR');
});

test('imported statements with an empty currency carry LVL before the euro and EUR from 2014', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-currency-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const rows = [
    '701;1;40003000001;DokUGP2008v1;;2011;2011-01-01;2011-12-31;4;ONES;;2012-05-01 10:00:00.000',
    '702;2;40003000001;DokUGP2008v1;;2013;2013-07-01;2014-06-30;4;ONES;;2014-10-01 10:00:00.000',
    '703;3;40003000001;DokUGP2008v1;;2012;2012-01-01;2012-12-31;4;ONES;LVL;2013-05-01 10:00:00.000',
    '704;4;40003000001;DokGPUIENv1;UGP;2015;2015-01-01;2015-12-31;4;ONES;EUR;2016-05-01 10:00:00.000',
  ];
  writeFileSync(join(dir, 'financial_statements.csv'), [STATEMENT_COLUMNS.join(';'), ...rows].join('\n') + '\n');
  const db = join(dir, 'store.sqlite');
  const def = sources.filter((d) => d.id === 'lv.financials');
  const report = await runImport({ databasePath: db, sources: def, knownSources: sources, fromDir: dir, now: new Date('2026-11-21T10:00:00Z') });
  const r = sourceReport(report, 'lv.financials');
  assert.equal(r.status, 'published', r.message);
  const stored = query<{ statement_ref: string; currency: string }>(db, "SELECT statement_ref, currency FROM financial_statements WHERE source = 'lv.financials' ORDER BY statement_ref");
  assert.deepEqual(stored.map((s) => [s.statement_ref, s.currency]), [['701', 'LVL'], ['702', 'EUR'], ['703', 'LVL'], ['704', 'EUR']]);
});
