// A reject rate was judged only from 100 rows read: a file of 40 rows, 38 of them rejected,
// published its source gutted (2 companies of 40). A file of which more than half the rows are
// rejected now fails at any size, naming the file, a line and the reason; half or fewer publish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { query, runImport, sourceReport } from './helpers.ts';

// UR's register.csv header, as docs/data-sources.md and the source's file list give it.
const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const register = sources.filter((s) => s.id === 'lv.register');
const row = (regcode: string, n: number) =>
  `${regcode};;"SIA ""Paraugs ${n}""";SIA;Paraugs ${n};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2010-02-03;; ;"Rīga, Brīvības iela ${n}";1010;;0;;0010000;`;
const code = (n: number) => String(40003000000 + n);

async function importRegister(t: import('node:test').TestContext, rows: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'small-file-rejects-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), [HEADER, ...rows].join('\n') + '\n');
  const databasePath = join(dir, 'registry.sqlite');
  const report = sourceReport(await runImport({ databasePath, sources: register, fromDir: dir, now: new Date('2026-11-21T10:00:00Z') }), 'lv.register');
  return { report, databasePath };
}

test('a register file of 40 rows, 38 of them rejected, fails naming file, line and reason; nothing is published', async (t) => {
  // A file whose regcode column holds another column's text from its third line on.
  const rows = Array.from({ length: 40 }, (_, i) => row(i < 2 ? code(i + 1) : `Rīga ${i}`, i + 1));
  const { report, databasePath } = await importRegister(t, rows);
  assert.equal(report.status, 'failed', report.message);
  assert.match(report.message, /^register\.csv: 38 of 40 rows rejected, more than half of the file .*: invalid regcode ×38 \(e\.g\. register\.csv:4 "Rīga 2", register\.csv:5 "Rīga 3", register\.csv:6 "Rīga 4"\)/);
  // A first import that failed leaves no store behind.
  assert.equal(existsSync(databasePath), false);
});

test('a register file of 40 rows, 20 of them rejected, publishes the 20 it read', async (t) => {
  const rows = Array.from({ length: 40 }, (_, i) => row(i % 2 === 0 ? code(i + 1) : 'x', i + 1));
  const { report, databasePath } = await importRegister(t, rows);
  assert.equal(report.status, 'published', report.message);
  assert.equal(report.rejected, 20);
  assert.deepEqual(query(databasePath, "SELECT COUNT(*) AS n FROM companies WHERE country = 'LV'"), [{ n: 20 }]);
});
