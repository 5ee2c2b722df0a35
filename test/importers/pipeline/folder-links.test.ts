// `--from DIR` where the files are symbolic links (a download folder that links each day's files
// in): a linked zip is searched for members as a zip in the folder is, and a dangling link is
// no file. Links used to be passed over unless their name was the file's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';

test('a zip linked into the folder is searched for its members; a dangling link is ignored', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-links-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const archive = join(dir, 'archive');
  const from = join(dir, 'from');
  mkdirSync(archive);
  mkdirSync(from);
  writeFileSync(join(archive, 'ur-2026-11-25.zip'), zipArchive([
    { name: 'register.csv', data: readFileSync(join(LV_FIXTURES, 'register.csv')) },
    { name: 'officers.csv', data: readFileSync(join(LV_FIXTURES, 'officers.csv')) },
  ]));
  symlinkSync(join(archive, 'ur-2026-11-25.zip'), join(from, 'ur-latest.zip'));
  symlinkSync(join(archive, 'gone.zip'), join(from, 'gone.zip'));
  const report = await runImport({
    databasePath: join(dir, 'store.sqlite'), sources: sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.officers'), fromDir: from,
  });
  for (const id of ['lv.register', 'lv.officers']) {
    const s = sourceReport(report, id);
    assert.equal(s.status, 'published', `${id}: ${s.message}`);
    assert.match(s.files[0]!.location!, /^ur-latest\.zip:/);
  }
});
