// A file the import found but could not open failed in Node's words (`EACCES: permission denied,
// open '/data/sdn.csv'`), and a link leading nowhere or round a loop was told as a file not in
// the folder at all. Each is now told in an operator's words, the file, what is wrong and what to
// do, Node's code last, and what was published stays served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { openLocated, describeFile } from '../../../src/importers/pipeline/files.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';

const entry = (num: string, name: string) => `${num},"${name}",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`;

/** A folder holding OFAC's two required files, imported once: the store then serves their entries. */
async function published(t: { after(fn: () => void): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'unopenable-file-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'sdn.csv'), entry('36', 'AEROCARIBBEAN AIRLINES') + entry('306', 'BANCO NACIONAL DE CUBA'));
  writeFileSync(join(dir, 'alt.csv'), '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n');
  const db = join(dir, 'store.sqlite');
  const run = async () => sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: dir }), 'sanctions.ofac');
  assert.equal((await run()).status, 'published');
  return { dir, db, run, before: dumpStore(db) };
}

test('a file the import may not read is told with its path and what to do, nothing changed', async (t) => {
  if (process.getuid?.() === 0) {
    t.skip('running as root, whom chmod 000 does not deny reading');
    return;
  }
  const s = await published(t);
  chmodSync(join(s.dir, 'alt.csv'), 0o000);
  writeFileSync(join(s.dir, 'sdn.csv'), entry('36', 'AEROCARIBBEAN AIRLINES'));
  const r = await s.run();
  assert.equal(r.status, 'failed');
  assert.equal(r.message, `${join(s.dir, 'alt.csv')} cannot be read: the user the import runs as is not allowed to read it (or to enter its folder): `
    + 'give that user read access (chmod a+r on the file, a+x on its folders), or run the import as the file\'s owner (EACCES); nothing was changed');
  assert.deepEqual(dumpStore(s.db), s.before);
});

test('a link to a file moved away is told as a link leading nowhere, not as a file not in the folder', async (t) => {
  const s = await published(t);
  renameSync(join(s.dir, 'sdn.csv'), join(s.dir, 'sdn-old.csv'));
  symlinkSync(join(s.dir, 'downloads', 'sdn.csv'), join(s.dir, 'sdn.csv'));
  const r = await s.run();
  assert.equal(r.status, 'failed');
  assert.equal(r.message, `${join(s.dir, 'sdn.csv')} is a link to ${join(s.dir, 'downloads', 'sdn.csv')}, which is not there: `
    + 'link it to the file where it is now, or put the file in its place (ENOENT); nothing was changed');
  assert.deepEqual(dumpStore(s.db), s.before);
});

test('a link leading round a loop of links is told so', async (t) => {
  const s = await published(t);
  rmSync(join(s.dir, 'alt.csv'));
  symlinkSync('alt.csv', join(s.dir, 'alt.csv'));
  const r = await s.run();
  assert.equal(r.status, 'failed');
  assert.equal(r.message, `${join(s.dir, 'alt.csv')} is a link that leads round a loop of links, never to a file: `
    + 'make it a link to the file itself, or put the file there (ELOOP); nothing was changed');
  assert.deepEqual(dumpStore(s.db), s.before);
});

test('a file gone between listing the folder and reading it is told so', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'unopenable-file-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'sdn.csv');
  writeFileSync(path, entry('36', 'AEROCARIBBEAN AIRLINES'));
  const located = await describeFile(ofacSource.files.find((f) => f.name === 'sdn.csv')!, path, 'sdn.csv', null, null);
  rmSync(path);
  await assert.rejects(openLocated(located!), {
    message: `${path} is gone since the folder was listed (moved or deleted while the import ran: another program tidying the folder?): `
      + 'put it back and import again (ENOENT)',
  });
});
