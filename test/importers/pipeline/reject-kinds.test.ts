// A reject's reason quotes the value it rejects (`invalid regcode "4000300000X"`), and rejects were
// counted by the whole reason: a register.csv with 5,000 distinct bad registration numbers printed
// 5,000 report lines, and the failure's top three reasons were each `×1`. Rejects are now counted
// by kind (the reason without its value), the values shown in a few examples with file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { rejectKind } from '../../../src/importers/pipeline/reject-kind.ts';
import { runImport, sourceReport } from './helpers.ts';

// UR's register.csv header, as the source's file list gives it.
const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (regcode: string, name: string, n: number) =>
  `${regcode};;${name};SIA;Paraugs ${n};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2010-02-03;; ;"Rīga, Brīvības iela ${n}";1010;;0;;0010000;`;

test('2,000 distinct bad registration numbers are one reject kind, its count and its first rows with their values', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'reject-kinds-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const rows = [
    ...Array.from({ length: 2000 }, (_, i) => row(`4000${i}X`, `"SIA ""Paraugs ${i}"""`, i)),
    ...Array.from({ length: 3 }, (_, i) => row(String(40003000000 + i), '', 3000 + i)),
    ...Array.from({ length: 40 }, (_, i) => row(String(40003000100 + i), `"SIA ""Labs ${i}"""`, 4000 + i)),
  ];
  writeFileSync(join(dir, 'register.csv'), [HEADER, ...rows].join('\n') + '\n');
  const report = await runImport({
    databasePath: join(dir, 'registry.sqlite'), sources: sources.filter((s) => s.id === 'lv.register'), fromDir: dir,
    now: new Date('2026-11-21T10:00:00Z'),
  });
  const source = sourceReport(report, 'lv.register');
  assert.equal(source.status, 'failed');
  assert.deepEqual(source.rejects, { 'invalid regcode': 2000, 'missing name': 3 });
  // The failure names the kinds by their totals, each with its first rows and values.
  assert.match(source.message ?? '', /: invalid regcode ×2000 \(e\.g\. register\.csv:2 "40000X", register\.csv:3 "40001X", register\.csv:4 "40002X"\); missing name ×3 \(e\.g\. register\.csv:2002, register\.csv:2003, register\.csv:2004\)/);
  const printed = formatReport(report).split('\n').filter((l) => l.trim().startsWith('reject '));
  assert.deepEqual(printed.map((l) => l.trim()), [
    'reject invalid regcode: 2000 (e.g. register.csv:2 "40000X", register.csv:3 "40001X", register.csv:4 "40002X", register.csv:5 "40003X", register.csv:6 "40004X")',
    'reject missing name: 3 (e.g. register.csv:2002, register.csv:2003, register.csv:2004)',
  ]);
});

test('each source\'s quoted reject reasons part into a kind and the value', () => {
  const parts = (reason: string) => { const { kind, value } = rejectKind(reason); return [kind, value]; };
  assert.deepEqual(parts('invalid regcode "Rīga, Brīvības iela 1 - 2, LV-1010, Latv…"'), ['invalid regcode', '"Rīga, Brīvības iela 1 - 2, LV-1010, Latv…"']);
  assert.deepEqual(parts('invalid ja_kodas "ABC123"'), ['invalid ja_kodas', '"ABC123"']);
  assert.deepEqual(parts('ariregistri_kood is not an 8-digit registry code: "12\\"AB"'), ['ariregistri_kood is not an 8-digit registry code', '"12\\"AB"']);
  assert.deepEqual(parts('aruandeaasta is not a year: null'), ['aruandeaasta is not a year', 'null']);
  assert.deepEqual(parts('report_id "77": key figures are not numbers'), ['report_id: key figures are not numbers', '"77"']);
  assert.deepEqual(parts('terminated "2021-02-30" is not a real date'), ['terminated is not a real date', '"2021-02-30"']);
  assert.deepEqual(parts('no name for business ID "2345683-6"'), ['no name for business ID', '"2345683-6"']);
  assert.deepEqual(parts('missing name'), ['missing name', null]);
});
