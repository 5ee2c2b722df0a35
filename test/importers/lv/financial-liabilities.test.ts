// Liabilities of a UR statement whose form files its creditors as one total: balance_sheets.csv
// then leaves current_liabilities and non_current_liabilities at 0, and a company with a negative
// equity read as owing nothing. The balance sheet's own total of equity and liabilities gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { BALANCE_COLUMNS, STATEMENT_COLUMNS } from '../../../src/importers/lv/financials.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

/** A balance_sheets.csv row from the documented header: only the named columns filled, the rest 0. */
function balanceRow(statementId: string, values: Partial<Record<(typeof BALANCE_COLUMNS)[number], number | ''>>): string {
  return BALANCE_COLUMNS.map((c) => (c === 'statement_id' ? statementId : c === 'file_id' ? '9' : String(values[c] ?? 0))).join(';');
}

test('liabilities filed as one total are served as total_equities less equity, provisions and the repairs fund', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-liabilities-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const statements = ['801', '802', '803', '804', '805', '806'].map((id, i) =>
    `${id};${i};4000300000${i};DokGPUIENv1;UGP;2016;2016-01-01;2016-12-31;3;${id === '806' ? 'THOUSANDS' : 'ONES'};EUR;2020-10-30 23:33:27.773`);
  writeFileSync(join(dir, 'financial_statements.csv'), [STATEMENT_COLUMNS.join(';'), ...statements].join('\n') + '\n');
  writeFileSync(join(dir, 'balance_sheets.csv'), [BALANCE_COLUMNS.join(';'),
    // Negative equity, no liability split: the 20,314 owed is the total less equity.
    balanceRow('801', { total_assets: 5031, equity: -15283, total_equities: 5031 }),
    // Filed split: kept as filed.
    balanceRow('802', { total_assets: 900, current_liabilities: 300, non_current_liabilities: 200, equity: 400, total_equities: 900 }),
    // Provisions and the housing-repairs fund are no liabilities of either kind.
    balanceRow('803', { total_assets: 1000, provisions: 100, future_housing_repairs_payments: 50, equity: 600, total_equities: 1000 }),
    // Everything equity: nothing owed, 0 as filed.
    balanceRow('804', { total_assets: 700, equity: 700, total_equities: 700 }),
    // Columns left empty: unknown stays unknown.
    BALANCE_COLUMNS.map((c) => (c === 'statement_id' ? '805' : c === 'file_id' ? '9' : c === 'total_assets' ? '10' : '')).join(';'),
    // Scaled like every other amount.
    balanceRow('806', { total_assets: 12, equity: -3, total_equities: 12 }),
  ].join('\n') + '\n');
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: sources.filter((d) => d.id === 'lv.financials'), knownSources: sources, fromDir: dir, now: new Date('2026-11-21T10:00:00Z') });
  assert.equal(sourceReport(report, 'lv.financials').status, 'published', sourceReport(report, 'lv.financials').message);
  const stored = query<{ statement_ref: string; liabilities: number | null; equity: number | null }>(db,
    "SELECT statement_ref, liabilities, equity FROM financial_statements WHERE source = 'lv.financials' ORDER BY statement_ref");
  assert.deepEqual(stored.map((s) => [s.statement_ref, s.liabilities]), [
    ['801', 20314], ['802', 500], ['803', 250], ['804', 0], ['805', null], ['806', 15000],
  ]);
});
