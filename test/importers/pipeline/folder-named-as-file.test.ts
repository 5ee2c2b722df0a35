// `--from DIR` holding a folder named as a source file (`register.csv/`, an archive unpacked into a
// folder of its name): the source failed with Node's words alone, `EISDIR: illegal operation on a
// directory, read`, naming no path. It now names the folder and says it is not the file; where
// the file is in the folder another way (`register.csv.zip`), that is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

const register = sources.filter((s) => s.id === 'lv.register');

test('a folder named as the file fails its source naming the folder; the file beside it as a zip is read', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-folder-as-file-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const from = join(dir, 'from');
  const folder = join(from, 'register.csv');
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(LV_FIXTURES, 'register.csv'), join(folder, 'register.csv'));

  const failed = sourceReport(await runImport({ databasePath: join(dir, 'a.sqlite'), sources: register, fromDir: from }), 'lv.register');
  assert.equal(failed.status, 'failed');
  assert.equal(failed.message, `${folder} is a folder, not the file register.csv: put the file itself there, or give --from the folder that holds it; nothing was changed`);

  writeFileSync(join(from, 'register.csv.zip'), zipArchive([{ name: 'register.csv', data: readFileSync(join(LV_FIXTURES, 'register.csv')) }]));
  const read = sourceReport(await runImport({ databasePath: join(dir, 'b.sqlite'), sources: register, fromDir: from }), 'lv.register');
  assert.equal(read.status, 'published', read.message);
  assert.match(read.files[0]!.location!, /^register\.csv\.zip:register\.csv$/);
});
