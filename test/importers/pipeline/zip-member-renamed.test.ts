// `--from DIR` with register.csv.zip whose member is no longer register.csv (renamed, or one of
// several): the source is skipped as before, but the report says what that zip holds instead
// of only that register.csv is not in the folder, which the zip beside it seemed to belie.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';
import { writeZip } from './zip-writer.ts';

test('a zip named after the file that holds it under other names is named with what it holds', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-renamed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeZip(join(dir, 'register.csv.zip'), [
    { name: 'register_2026-11-25.csv', data: readFileSync(join(LV_FIXTURES, 'register.csv')) },
    { name: 'officers_2026-11-25.csv', data: readFileSync(join(LV_FIXTURES, 'officers.csv')) },
  ]);
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: sources.filter((s) => s.id === 'lv.register'), fromDir: dir });
  const s = sourceReport(report, 'lv.register');
  assert.equal(s.status, 'skipped');
  assert.equal(s.message, `not in ${dir}: register.csv (register.csv.zip holds register_2026-11-25.csv, officers_2026-11-25.csv, none of them register.csv)`);
});
