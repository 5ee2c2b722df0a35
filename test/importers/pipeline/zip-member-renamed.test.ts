// `--from DIR` with register.csv.zip whose member is no longer register.csv (renamed, or one of
// several): the report says what that zip holds instead of only that register.csv is not in the
// folder, which the zip beside it seemed to belie; a member that is the file with a date added
// (register_2026-11-25.csv) fails the source naming it, as the same file beside the zip does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';

test('a zip named after the file that holds it under other names is named with what it holds', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-renamed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv.zip'), zipArchive([
    { name: 'register_2026-11-25.csv', data: readFileSync(join(LV_FIXTURES, 'register.csv')) },
    { name: 'officers_2026-11-25.csv', data: readFileSync(join(LV_FIXTURES, 'officers.csv')) },
  ]));
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: sources.filter((s) => s.id === 'lv.register'), fromDir: dir });
  const s = sourceReport(report, 'lv.register');
  assert.equal(s.status, 'failed');
  assert.equal(s.message, `not in ${dir}: register.csv (register.csv.zip holds register_2026-11-25.csv, officers_2026-11-25.csv, none of them register.csv); `
    + 'the folder holds register_2026-11-25.csv in register.csv.zip, which looks like register.csv with a date added '
    + '(the import reads register.csv: unpack it as register.csv, or rename it so in the zip); nothing was changed');
});

test('an all_companies.zip holding more than its one JSON file is named with what it holds', async (t) => {
  // PRH's bulk zip holds one JSON array (read whatever its name); with a second member the
  // source was skipped as "none of its files is in DIR", the zip beside it seeming to belie it.
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-renamed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'all_companies.zip'), zipArchive([
    { name: 'data_2026-11-25.json', data: Buffer.from('[]') },
    { name: 'README.txt', data: Buffer.from('PRH open data') },
  ]));
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ytjSource], fromDir: dir });
  const s = sourceReport(report, 'fi.ytj');
  assert.equal(s.status, 'skipped');
  assert.equal(s.message, `none of its files is in ${dir} (all_companies.zip holds data_2026-11-25.json, README.txt, none of them all_companies)`);
  // Skipped, it is told of the optional file whose zip is there alone, not of the pages it has none of.
  assert.deepEqual(s.warnings, [`optional file all_companies.json is not in ${dir} `
    + '(all_companies.zip holds data_2026-11-25.json, README.txt, none of them all_companies)']);
});
