// An LV row whose registration number is none was rejected as `invalid regcode`, without the
// value, where the other rejects quote theirs: an operator could not tell an empty cell from a
// shifted column without opening the file. The reject now quotes the cell, cut after 40
// characters, so a cell holding a whole shifted line does not fill the report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';

// UR's register.csv header, as the source's file list gives it.
const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (regcode: string, n: number) =>
  `${regcode};;"SIA ""Paraugs ${n}""";SIA;Paraugs ${n};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2010-02-03;; ;"Rīga, Brīvības iela ${n}";1010;;0;;0010000;`;

test('an LV reject of a registration number quotes the cell, cut after 40 characters', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-invalid-regcode-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const shifted = '"Rīga, Brīvības iela 1 - 2, LV-1010, Latvijas Republika"';
  const rows = [row('4000300000X', 1), row(' ', 2), row(shifted, 3), ...Array.from({ length: 7 }, (_, i) => row(String(40003000010 + i), 10 + i))];
  writeFileSync(join(dir, 'register.csv'), [HEADER, ...rows].join('\n') + '\n');
  const report = sourceReport(await runImport({
    databasePath: join(dir, 'registry.sqlite'), sources: sources.filter((s) => s.id === 'lv.register'), fromDir: dir,
    now: new Date('2026-11-21T10:00:00Z'),
  }), 'lv.register');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(report.rejectExamples, {
    'invalid regcode': ['register.csv:2 "4000300000X"', 'register.csv:3 " "', 'register.csv:4 "Rīga, Brīvības iela 1 - 2, LV-1010, Latv…"'],
  });
});
