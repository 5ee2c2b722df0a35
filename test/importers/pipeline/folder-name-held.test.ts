// The shared samples name each file with its list before it (ofac_sdn.csv, un_consolidated.xml),
// and a folder of such copies imported nothing: each source was skipped as `not in DIR: alt.csv,
// sdn.csv`, the files sitting there. A file whose name holds the name looked for is now named
// with what to do, and the source fails rather than being skipped; a file whose own name is one
// another source file is published under (YTJ's all_companies.json, which holds companies.json)
// is that file, and never told as a copy of another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { allSources } from '../../../src/importers/registry.ts';
import { expectedNameOf, nearNamesOf, type FolderIndex } from '../../../src/importers/pipeline/locate.ts';
import { runImport, sourceReport } from './helpers.ts';

test('a folder of prefixed copies fails the source naming each copy and the name to give it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'folder-name-held-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'ofac_sdn.csv'), '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n');
  writeFileSync(join(dir, 'ofac_alt.csv'), '36,219,"aka","AERO-CARIBBEAN",-0- \n');
  const report = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ofacSource], fromDir: dir }), 'sanctions.ofac');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `not in ${dir}: alt.csv, sdn.csv; the folder holds `
    + 'ofac_alt.csv, whose name holds alt.csv (files are found by their name alone: if it is that file, rename it alt.csv); '
    + 'ofac_sdn.csv, whose name holds sdn.csv (files are found by their name alone: if it is that file, rename it sdn.csv); nothing was changed');
});

test('a file named as another source file is never told as a copy of one whose name it holds', () => {
  const folder: FolderIndex = { dir: '/data', files: ['all_companies.json', 'sdn_comments.csv', 'old_companies.json.bak'], zips: new Map(), unreadableZips: new Map() };
  const expected = expectedNameOf(allSources());
  const companies = ytjSource.files.find((f) => f.name === 'companies.json')!;
  assert.deepEqual(nearNamesOf(folder, companies, expected),
    ['old_companies.json.bak, whose name holds companies.json (files are found by their name alone: if it is that file, rename it companies.json)']);
  const sdn = ofacSource.files.find((f) => f.name === 'sdn.csv')!;
  assert.deepEqual(nearNamesOf(folder, sdn, expected), []);
});

// A checksum or signature published beside a file, or a download or write of it not finished,
// holds its name but is no copy of it: renamed as told, it would be read as the register.
const register = registerSource.files.find((f) => f.name === 'register.csv')!;
for (const beside of ['register.csv.sha256', 'register.csv.sha1', 'register.csv.md5', 'register.csv.asc', 'register.csv.sig', 'ur_register.csv.part', 'ur_register.csv.crdownload', 'register.csv.tmp']) {
  test(`${beside} is not offered as a copy of register.csv`, () => {
    const folder: FolderIndex = { dir: '/data', files: [beside, 'ur_register.csv'], zips: new Map(), unreadableZips: new Map() };
    assert.deepEqual(nearNamesOf(folder, register),
      ['ur_register.csv, whose name holds register.csv (files are found by their name alone: if it is that file, rename it register.csv)']);
  });
}

test('a folder holding register.csv.sha256 alone says register.csv is not there, offering no copy', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'folder-name-held-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv.sha256'), `${'0'.repeat(64)}  register.csv\n`);
  const report = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [registerSource], fromDir: dir }), 'lv.register');
  assert.doesNotMatch(report.message, /sha256/);
  assert.match(report.message, new RegExp(`not in ${dir}: register\\.csv`));
});
