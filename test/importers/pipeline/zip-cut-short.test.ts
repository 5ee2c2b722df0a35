// A zip whose download broke off was told in the archive reader's words ("end of central directory
// record signature not found"), which said nothing of what to do. It now says, naming the file,
// that the zip is cut short or damaged and to download it again; nothing served changes. The zip
// holds a register.csv written from UR's documented header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const REGISTER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term\n'
  + '40003000001;LV01ZZZ40003000001;"SIA ""Alfa""";SIA;Alfa;;0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;'
  + '2010-02-03;;;"Rīga, Brīvības iela 1";1010;101;0;100003003;0010000;\n';

test('register.csv saved as a zip cut short fails naming the file: cut short or damaged, download it again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-cut-short-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const zip = zipArchive([{ name: 'register.csv', data: REGISTER }]);
  writeFileSync(join(dir, 'register.csv'), zip);
  const now = new Date('2026-11-21T06:00:00Z');
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now }), 'lv.register').status, 'published');

  // The next download of the zip (saved under the file's name) broke off halfway.
  writeFileSync(join(dir, 'register.csv'), zip.subarray(0, Math.floor(zip.length / 2)));
  const cut = sourceReport(await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now, force: true }), 'lv.register');
  assert.equal(cut.status, 'failed');
  assert.equal(cut.message, 'register.csv: the zip is cut short or damaged: download it again; nothing was changed');
  assert.deepEqual(query(db, 'SELECT regcode, name FROM companies'), [{ regcode: '40003000001', name: 'SIA "Alfa"' }]);
});
