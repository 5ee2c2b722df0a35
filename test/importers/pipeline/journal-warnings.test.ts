// import_runs keeps a published run's warnings after its outcome, one line each: an operator who
// reads the journal the next morning sees that rows were published without a value they held.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

test('a published run with warnings records them in import_runs after its outcome', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'journal-warnings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // One company's registration date is no real date: kept, without it, with a warning.
  writeFileSync(join(dir, 'register.csv'), readFileSync(join(LV_FIXTURES, 'register.csv'), 'utf8').replace(';2010-02-03;', ';2010-02-30;'));
  const db = join(dir, 'store.sqlite');
  const s = sourceReport(await runImport({ databasePath: db, sources: sources.filter((d) => d.id === 'lv.register'), fromDir: dir }), 'lv.register');
  assert.equal(s.status, 'published', s.message);
  assert.deepEqual(s.warnings, ['registered is not a real date; the row is kept with it empty: 1 (e.g. register.csv:2 "2010-02-30")']);
  const [run] = query<{ status: string; message: string }>(db, "SELECT status, message FROM import_runs WHERE source = 'lv.register'");
  assert.equal(run!.status, 'published');
  assert.equal(run!.message, `${s.message}\nwarning: ${s.warnings[0]}`);
});
