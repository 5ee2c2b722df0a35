// A source that finds its columns by meaning (Sodra's key in brackets, EMTA's folded text) reads
// a header whose names are written in another case, or with its labels worded otherwise; but the
// columns the source knows were compared as written, so every Sodra import warned that its header
// lacked jarCode and month (the keys of `Juridinių asmenų registro kodas (jarCode)` and `Mėnuo
// (month)`, which it read), and a header in capitals that it lacked every column it knows and held
// only unknown ones, of a file read whole. Both are now compared as the source reads its header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';

const LT = fileURLToPath(new URL('../../fixtures/lt/', import.meta.url));
const SODRA = 'draudejai.csv';
const sodra = ltSources.filter((s) => s.id === 'lt.sodra').map((s) => ({ ...s, expectedRows: { ...s.expectedRows, min: 1 } }));

async function imported(t: { after(fn: () => void): void }, header: (line: string) => string) {
  const root = mkdtempSync(join(tmpdir(), 'header-key-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(LT, files, { recursive: true });
  const text = readFileSync(join(files, SODRA), 'utf8');
  const end = text.indexOf('\n');
  writeFileSync(join(files, SODRA), header(text.slice(0, end)) + text.slice(end));
  const db = join(root, 'store.sqlite');
  const report = sourceReport(await runImport({ databasePath: db, sources: sodra, fromDir: files, now: new Date('2026-11-20T06:00:00Z') }), 'lt.sodra');
  return { report, rows: dumpStore(db).financial_statements };
}

test('a Sodra header, as documented or in capitals, is read with no warning of columns it lacks or does not know', async (t) => {
  const documented = await imported(t, (line) => line);
  assert.equal(documented.report.status, 'published', documented.report.message);
  assert.deepEqual(documented.report.warnings.filter((w) => /header lacks/.test(w)), [], 'the documented header lacks none');
  const capitals = await imported(t, (line) => line.toUpperCase());
  assert.equal(capitals.report.status, 'published', capitals.report.message);
  assert.deepEqual(capitals.rows, documented.rows);
  assert.deepEqual(capitals.report.warnings.filter((w) => w.includes(SODRA)), documented.report.warnings.filter((w) => w.includes(SODRA)));
  assert.deepEqual(capitals.report.warnings.filter((w) => /header lacks/.test(w)), []);
  assert.deepEqual(capitals.report.unknownColumns, documented.report.unknownColumns);
});
