// A value the store refuses as it stages a row (a figure that is no number) was rejected with the
// value in parentheses, `invalid financial: revenue is not a number (abc)`, which the report counts
// whole: a file with 3,000 distinct bad figures printed 3,000 reject lines, each ×1. Such a reject is
// now counted by its kind, the value quoted in the examples with file and line, as a mapper's are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { runImport, sourceReport } from './helpers.ts';

// A mapper that hands the figure on as the file writes it: the store is what refuses it.
const statements: SourceDefinition = {
  id: 'lv.statements', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 100_000 }, maxRejectRate: 0.5, produces: ['financial'],
  files: [{
    name: 'statements.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'revenue'] },
    mapRow: (r) => ({
      kind: 'financial',
      record: {
        country: 'LV', regcode: String(r.regcode), year: 2024, periodStart: null, periodEnd: null, currency: 'EUR',
        revenue: r.revenue as unknown as number, profit: null, assets: null, equity: null, liabilities: null, employees: null, cashFlow: null,
        consolidated: false, filedAt: null, statementRef: null,
      },
    }),
  }],
};

test('3,000 distinct figures the store refuses are one reject kind, the values in its examples', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'staged-value-kinds-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const rows = Array.from({ length: 9000 }, (_, i) => `${40_003_000_000 + i};${i % 3 === 0 ? `x${i}` : String(1000 + i)}`);
  writeFileSync(join(dir, 'statements.csv'), ['regcode;revenue', ...rows].join('\n') + '\n');
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [statements], fromDir: dir });
  const source = sourceReport(report, 'lv.statements');
  assert.equal(source.status, 'published', source.message);
  assert.deepEqual(source.rejects, { 'invalid financial: revenue is not a number': 3000 });
  const printed = formatReport(report).split('\n').map((l) => l.trim()).filter((l) => l.startsWith('reject '));
  assert.deepEqual(printed, [
    'reject invalid financial: revenue is not a number: 3000 (e.g. statements.csv:2 "x0", statements.csv:5 "x3", statements.csv:8 "x6", '
      + 'statements.csv:11 "x9", statements.csv:14 "x12")',
  ]);
});
