// `--from DIR`: files by official name, as `<name>.zip`, or inside any zip; absent ones skip the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { writeDamagedZip } from './damaged-zip.ts';

const only = (...ids: string[]) => sources.filter((s) => ids.includes(s.id));
const fixture = (name: string) => readFileSync(join(LV_FIXTURES, name));

test('a file is found as <name>.zip and as a member of any zip in the folder', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv.zip'), zipArchive([{ name: 'register.csv', data: fixture('register.csv') }]));
  writeFileSync(join(dir, 'ur-bundle.zip'), zipArchive([
    { name: 'readme.txt', data: 'not data' },
    { name: 'persons/officers.csv', data: fixture('officers.csv') },
  ]));
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: only('lv.register', 'lv.officers', 'lv.vat'), fromDir: dir });
  assert.equal(sourceReport(report, 'lv.register').status, 'published');
  assert.equal(sourceReport(report, 'lv.register').files[0]!.location, 'register.csv.zip:register.csv');
  assert.equal(sourceReport(report, 'lv.officers').status, 'published');
  assert.equal(sourceReport(report, 'lv.officers').files[0]!.location, 'ur-bundle.zip:persons/officers.csv');
  assert.equal(sourceReport(report, 'lv.vat').status, 'skipped');
  assert.equal(sourceReport(report, 'lv.vat').message, `not in ${dir}: pdb_pvnmaksataji_odata.csv`);
  assert.equal(report.ok, true);
  assert.equal(query<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM companies')[0]!.n, 8);
  assert.equal(query<{ n: number }>(db, "SELECT COUNT(*) AS n FROM person_roles WHERE source = 'lv.officers'")[0]!.n, 7);
  const runs = query<{ source: string; status: string }>(db, 'SELECT source, status FROM import_runs ORDER BY id');
  assert.deepEqual(runs, [
    { source: 'lv.register', status: 'published' }, { source: 'lv.officers', status: 'published' }, { source: 'lv.vat', status: 'skipped' },
  ]);
});

test('a damaged zip member fails its source, naming the member, and publishes nothing of it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'register.csv.zip'), zipArchive([{ name: 'register.csv', data: fixture('register.csv') }]));
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: dir }), 'lv.register').status, 'published');
  const before = query(db, 'SELECT * FROM companies ORDER BY country, regcode');

  // The member's bytes no longer have the CRC-32 the archive records: a byte flipped on the way.
  // (Its recorded CRC and size are the published file's, so only --force reads it again.)
  const changed = fixture('register.csv').toString('utf8').replace('Rīga', 'Rīgq');
  writeDamagedZip(join(dir, 'register.csv.zip'), [{ name: 'register.csv', data: changed, crc: crc32(fixture('register.csv')) }]);
  const s = sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: dir, force: true }), 'lv.register');
  assert.equal(s.status, 'failed');
  assert.match(s.message, /register\.csv\.zip: the member register\.csv is damaged, its bytes are not those archived: download the zip again \(CRC-32 [0-9a-f]{8}, the archive records [0-9a-f]{8}\)/);
  assert.deepEqual(query(db, 'SELECT * FROM companies ORDER BY country, regcode'), before);

  // An archive cut short names itself.
  writeFileSync(join(dir, 'register.csv.zip'), readFileSync(join(dir, 'register.csv.zip')).subarray(0, 100));
  const cut = sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: dir, force: true }), 'lv.register');
  assert.notEqual(cut.status, 'published');
  assert.match(cut.message, /register\.csv\.zip/);
});

test('a file not found beside a zip that cannot be read fails its source, naming the zip and why', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'ur.zip'), zipArchive([
    { name: 'register.csv', data: fixture('register.csv') },
    { name: 'officers.csv', data: fixture('officers.csv') },
  ]));
  assert.equal((await runImport({ databasePath: db, sources: only('lv.register', 'lv.officers'), fromDir: dir })).ok, true);
  const before = query(db, 'SELECT * FROM companies ORDER BY country, regcode');

  // The next day's download of the bundle broke off: the archive's directory, at its end, is missing.
  writeFileSync(join(dir, 'ur.zip'), readFileSync(join(dir, 'ur.zip')).subarray(0, 400));
  writeFileSync(join(dir, 'officers.csv'), fixture('officers.csv'));
  const report = await runImport({ databasePath: db, sources: only('lv.register', 'lv.officers'), fromDir: dir, force: true });
  const s = sourceReport(report, 'lv.register');
  assert.equal(s.status, 'failed', s.message);
  // In the operator's words: the archive reader's (`end of central directory record signature not
  // found`, `invalid comment length … or file is truncated.`) said nothing of what to do.
  assert.equal(s.message, `not found in ${dir}: register.csv; a zip there that may hold it cannot be read: `
    + 'ur.zip: the zip is cut short or damaged: download it again; nothing was changed');
  assert.equal(report.ok, false);
  assert.equal(sourceReport(report, 'lv.officers').status, 'published', 'a file found elsewhere is read as before');
  assert.deepEqual(query(db, 'SELECT * FROM companies ORDER BY country, regcode'), before);
});

test('a zip member whose bytes are damaged fails as damaged, not as the malformed row or the unpacking error they show first', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-zip-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const register = fixture('register.csv');
  writeFileSync(join(dir, 'register.csv.zip'), zipArchive([{ name: 'register.csv', data: register }]));
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: dir }), 'lv.register').status, 'published');
  const before = query(db, 'SELECT * FROM companies ORDER BY country, regcode');
  const importAgain = async () => sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: dir, force: true }), 'lv.register');

  // Damaged compressed data unpacks into other text, here a row that lost a field at line 3,
  // long before anything can tell it is not the file archived: the CRC-32 at its end (the rows
  // after it make the member longer than what a reader takes at once).
  const lines = register.toString('utf8').split('\n');
  lines[2] = lines[2]!.replace(';', '');
  const garbledText = [...lines, ...Array<string>(5000).fill(lines[1]!)].join('\n');
  writeDamagedZip(join(dir, 'register.csv.zip'), [{ name: 'register.csv', data: garbledText, crc: crc32(register) }]);
  const garbled = await importAgain();
  assert.equal(garbled.status, 'failed');
  assert.match(garbled.message, /^register\.csv\.zip: the member register\.csv is damaged, its bytes are not those archived: download the zip again \(CRC-32 [0-9a-f]{8}, the archive records [0-9a-f]{8}\); read as it is, it failed first at register\.csv\.zip:register\.csv, line 3: expected \d+ fields/);

  // Compressed data that cannot be unpacked at all (a reserved block type) names the member too.
  writeDamagedZip(join(dir, 'register.csv.zip'), [{ name: 'register.csv', data: register, packed: Buffer.from([0x07, 0, 0, 0]) }]);
  const unpackable = await importAgain();
  assert.equal(unpackable.status, 'failed');
  assert.match(unpackable.message, /^register\.csv\.zip: the member register\.csv is damaged, its data cannot be unpacked: download the zip again \(unpacking stopped: invalid block type\); nothing was changed$/);
  assert.deepEqual(query(db, 'SELECT * FROM companies ORDER BY country, regcode'), before);
});
