// A describing date the register starts writing in another form (`2015/01/01` for `2015-01-01`)
// is no real date in every row: published, every company would be served without registeredOn
// and the command would exit 0. More such rows than the source may reject fail the source, with
// the column, a few examples and the store as it was; a few stay warnings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';

const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (i: number, registered: string) =>
  `${40003100000 + i};;SIA Nr ${i};SIA;Nr ${i};;0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;${registered};; ;Rīga, Brīvības iela 1;1010;;0;;0010000;`;
/** 200 companies (the register's reject limit is 1%), the first `slashed` registered as 2015/01/01. */
const registerFile = (slashed: number) =>
  [HEADER, ...Array.from({ length: 200 }, (_, i) => row(i, i < slashed ? '2015/01/01' : '2015-01-01'))].join('\n') + '\n';

async function importRegister(dir: string, db: string, slashed: number) {
  writeFileSync(join(dir, 'register.csv'), registerFile(slashed));
  const report = await runImport({ databasePath: db, sources: sources.filter((d) => d.id === 'lv.register'), knownSources: sources, fromDir: dir, now: new Date('2026-11-21T10:00:00Z') });
  return { ok: report.ok, r: sourceReport(report, 'lv.register') };
}

test('registered written in another date form in every row fails the source and leaves the store as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-date-form-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  assert.equal((await importRegister(dir, db, 0)).r.status, 'published');
  const before = dumpStore(db);

  const { ok, r } = await importRegister(dir, db, 200);
  assert.equal(ok, false);
  assert.equal(r.status, 'failed');
  assert.match(r.message, /^register\.csv: registered is not a real date in 200 of 200 rows \(100\.0%, limit 1\.0%; e\.g\. register\.csv:2 "2015\/01\/01", register\.csv:3 "2015\/01\/01"\): has the file's date format changed\?/);
  assert.deepEqual(dumpStore(db), before);
  const [run] = query<{ status: string; message: string }>(db, "SELECT status, message FROM import_runs WHERE source = 'lv.register' ORDER BY id DESC LIMIT 1");
  assert.equal(run!.status, 'failed');
  assert.match(run!.message, /registered is not a real date in 200 of 200 rows/);
});

test('a date no real date in as many rows as the source may reject is published with the warning', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-date-form-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { ok, r } = await importRegister(dir, join(dir, 'store.sqlite'), 2);
  assert.equal(ok, true);
  assert.equal(r.status, 'published', r.message);
  assert.deepEqual(r.warnings, ['registered is not a real date; the row is kept with it empty: 2 (e.g. register.csv:2 "2015/01/01", register.csv:3 "2015/01/01")']);
});
