// Two copies of a CSV file joined into one (a download resumed from its start, files
// concatenated) hold the header line again where the second copy begins. It was read as a row:
// rejected for its values (`invalid regcode`, one reject among thousands, and published), or,
// where each value passed its mapper, served: OpenSanctions' targets.simple.csv joined to itself
// published an entry named `name` of schema `schema`. The file now fails at that line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { readCsvRows } from '../../../src/importers/readers/csv.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';
import { openSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import type { CsvOptions } from '../../../src/importers/source.ts';
import { REPO, query, runImport, sourceReport } from './helpers.ts';

const CSV: CsvOptions = { delimiter: 'auto', encoding: 'utf8', required: ['regcode'] };

async function readAll(text: string, chunk: number): Promise<number> {
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  let n = 0;
  for await (const r of readCsvRows(Readable.from(parts), { file: 'register.csv', csv: CSV })) { void r; n += 1; }
  return n;
}

test('the header line met again below the rows fails the file at that line, a BOM before it or not', async () => {
  const copy = 'regcode;name;city\n40003000001;"Alfa; Koks";Rīga\n40003000002;Beta;Cēsis\n';
  for (const second of [copy, `\uFEFF${copy}`, copy.replace('regcode;name;city', '"regcode";"name";"city"')]) {
    for (const chunk of [3, 1 << 20]) {
      await assert.rejects(readAll(copy + second, chunk), (err: unknown) => {
        assert.ok(err instanceof InputError, String(err));
        assert.equal(err.message, 'register.csv, line 4: the header line again (as on line 1): two copies of the file joined into one '
          + '(a download resumed from its start, or files concatenated?); import a single copy of the file');
        return true;
      });
    }
  }
  // A row holding some of the column names is a row.
  assert.equal(await readAll('regcode;name;city\n40003000001;name;city\n', 1 << 20), 1);
});

test('OpenSanctions\' targets.simple.csv joined to itself publishes no entry of its header; the served list stays', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'csv-header-repeated-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'store.sqlite');
  const good = join(REPO, 'test/fixtures/sanctions/lists');
  const first = sourceReport(await runImport({ databasePath: store, sources: [openSanctionsSource], fromDir: good }), 'sanctions.opensanctions');
  assert.equal(first.status, 'published', first.message);
  const entries = () => query(store, "SELECT * FROM sanction_entries WHERE source = 'sanctions.opensanctions' ORDER BY entry_id");
  const before = entries();

  const joined = join(dir, 'joined');
  mkdirSync(joined);
  const bytes = readFileSync(join(good, 'targets.simple.csv'));
  writeFileSync(join(joined, 'targets.simple.csv'), Buffer.concat([bytes, bytes]));
  const lines = bytes.toString('utf8').split('\n').filter((l) => l !== '').length;
  const report = sourceReport(await runImport({ databasePath: store, sources: [openSanctionsSource], fromDir: joined }), 'sanctions.opensanctions');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `targets.simple.csv, line ${lines + 1}: the header line again (as on line 1): two copies of the file joined into one `
    + '(a download resumed from its start, or files concatenated?); import a single copy of the file; nothing was changed');
  assert.deepEqual(entries(), before, 'the served list is as it was');
  assert.equal(before.some((e) => e.name === 'name'), false);
});
