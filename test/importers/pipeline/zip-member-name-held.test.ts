// A zip in the --from folder is searched for each file by its name, but a member under another
// name (`ofac.zip` holding `ofac_sdn.csv` and `ofac_alt.csv`, as the shared samples name them) was
// passed over without a word: the source was skipped as `not in DIR: alt.csv, sdn.csv` and the
// command exited 3, where the same files beside the zip were named with the rename to make and
// failed the source. A member is now told as a loose file is, with its zip and what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { allSources } from '../../../src/importers/registry.ts';
import { expectedNameOf, nearNamesOf, type FolderIndex } from '../../../src/importers/pipeline/locate.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { REPO, query, runImport, sourceReport } from './helpers.ts';

const OFAC = join(REPO, 'test/fixtures/sanctions/ofac');
const entries = (store: string) => query(store, "SELECT * FROM sanction_entries WHERE source = 'sanctions.ofac' ORDER BY entry_id");

test('a zip holding the files under prefixed names fails the source naming each member and what to do; the served list stays', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-member-name-held-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'store.sqlite');
  const first = sourceReport(await runImport({ databasePath: store, sources: [ofacSource], fromDir: OFAC }), 'sanctions.ofac');
  assert.equal(first.status, 'published', first.message);
  const before = entries(store);
  assert.ok(before.length > 0);

  const zipped = join(dir, 'zipped');
  mkdirSync(zipped);
  writeFileSync(join(zipped, 'ofac.zip'), zipArchive(['sdn.csv', 'alt.csv', 'add.csv'].map((name) => ({
    name: `ofac_${name}`, data: readFileSync(join(OFAC, name)),
  }))));
  const report = sourceReport(await runImport({ databasePath: store, sources: [ofacSource], fromDir: zipped }), 'sanctions.ofac');
  assert.equal(report.status, 'failed');
  const held = (name: string) => `ofac_${name} in ofac.zip, whose name holds ${name} (files are found by their name alone, in a zip as in the folder: `
    + `if it is that file, unpack it as ${name}, or rename it so in the zip)`;
  assert.equal(report.message, `not in ${zipped}: alt.csv, sdn.csv; the folder holds ${held('alt.csv')}; ${held('sdn.csv')}; nothing was changed`);
  assert.ok(report.warnings.includes(`optional files not in ${zipped} (2), their rows not published: add.csv, sdn_comments.csv `
    + `(add.csv: the folder holds ${held('add.csv')})`), report.warnings.join('\n'));
  assert.deepEqual(entries(store), before, 'the served list is as it was');
});

test('a zip member under another letter case, packed again or downloaded twice is told as a loose file is, with its zip', () => {
  const register = registerSource.files.find((f) => f.name === 'register.csv')!;
  const member = (name: string): FolderIndex => ({
    dir: '/data', files: ['ur.zip'], zips: new Map([['ur.zip', [{ name: `2026-11-25/${name}`, size: 10, crc32: 1 }]]]), unreadableZips: new Map(),
  });
  assert.deepEqual(nearNamesOf(member('REGISTER.CSV'), register),
    ['REGISTER.CSV in ur.zip, whose name differs in letter case (names are matched exactly: unpack it as register.csv, or rename it so in the zip)']);
  assert.deepEqual(nearNamesOf(member('register.csv.gz'), register),
    ['register.csv.gz in ur.zip, packed in a form not read (only zip archives are: unpack it as register.csv)']);
  assert.deepEqual(nearNamesOf(member('register (1).csv'), register),
    ['register (1).csv in ur.zip, the name a browser gives a file downloaded again (unpack it as register.csv, or rename it so in the zip)']);
  // A member named as another source's file is that file (YTJ's all_companies.json holds companies.json).
  const companies = ytjSource.files.find((f) => f.name === 'companies.json')!;
  assert.deepEqual(nearNamesOf(member('all_companies.json'), companies, expectedNameOf(allSources())), []);
});

test('a zip saved under the file\'s own name, holding other files, fails naming what it holds, not a letter case to change', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-member-name-held-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'alt.csv'), readFileSync(join(OFAC, 'alt.csv')));
  writeFileSync(join(dir, 'sdn.csv'), zipArchive(['sdn.csv', 'add.csv'].map((name) => ({ name: `ofac_${name}`, data: readFileSync(join(OFAC, name)) }))));
  const report = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ofacSource], fromDir: dir }), 'sanctions.ofac');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${join(dir, 'sdn.csv')} is a zip archive holding ofac_sdn.csv, ofac_add.csv, none of them named sdn.csv: `
    + 'unpack the one that is sdn.csv and put it in its place; nothing was changed');
});
