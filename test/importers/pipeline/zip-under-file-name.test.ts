// A zip saved under the file's own name (`sdn.csv` holding sdn.csv, as a download tool that keeps
// the name asked for writes it) is read as that file. Its line references read `sdn.csv:sdn.csv:17`,
// the name twice and no word of a zip; they now say what it is, `sdn.csv (a zip holding sdn.csv),
// line 17`, while the checksum that decides whether the same files are imported again is the one
// the source stored before (a store imported so is not re-published for the new name alone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { combinedChecksum, describeFile } from '../../../src/importers/pipeline/files.ts';
import { dumpStore, query, runImport, sourceReport } from './helpers.ts';

const row = (id: number, name: string) => `${id},"${name}",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`;
const ROWS = row(36, 'AEROCARIBBEAN AIRLINES') + row(306, 'BANCO NACIONAL DE CUBA');
const ALT = '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n';
const sdnFile = ofacSource.files.find((f) => f.name === 'sdn.csv')!;
const altFile = ofacSource.files.find((f) => f.name === 'alt.csv')!;

function folder(t: { after(fn: () => void): void }, sdn: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'zip-under-name-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'sdn.csv'), zipArchive([{ name: 'sdn.csv', data: Buffer.from(sdn) }]));
  writeFileSync(join(dir, 'alt.csv'), ALT);
  return dir;
}

test('a line of a zip saved under the file\'s name is told as a line of that zip, the served data as it was', async (t) => {
  const dir = folder(t, ROWS);
  const db = join(dir, 'store.sqlite');
  const first = sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: dir }), 'sanctions.ofac');
  assert.equal(first.status, 'published', first.message);
  assert.ok(first.files.some((f) => f.location === 'sdn.csv (a zip holding sdn.csv)'), JSON.stringify(first.files));
  const before = dumpStore(db);

  const repeated = folder(t, ROWS + row(36, 'AEROCARIBBEAN AIRLINES RENAMED'));
  const dup = sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: repeated }), 'sanctions.ofac');
  assert.equal(dup.status, 'failed');
  assert.match(dup.message, /^sdn\.csv \(a zip holding sdn\.csv\), line 3: duplicate sanctionEntry key OFAC 36 \(first at sdn\.csv \(a zip holding sdn\.csv\), line 1\), the rows differing in name: /);

  const cut = folder(t, `${ROWS}37,"CUT SHORT\n`);
  const malformed = sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: cut }), 'sanctions.ofac');
  assert.equal(malformed.status, 'failed');
  assert.match(malformed.message, /^sdn\.csv \(a zip holding sdn\.csv\), line 3: malformed CSV: quote not closed/);
  assert.deepEqual(dumpStore(db), before, 'the served data is as it was');

  const rejecting = folder(t, `${ROWS}abc,"NO NUMBER",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`);
  const rejected = sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: rejecting }), 'sanctions.ofac');
  assert.deepEqual(Object.values(rejected.rejectExamples), [['sdn.csv (a zip holding sdn.csv), line 3']]);
});

test('the checksum of files with a zip saved under a file\'s name is the one stored before it was named so', async (t) => {
  const dir = folder(t, ROWS);
  const sdn = (await describeFile(sdnFile, join(dir, 'sdn.csv'), 'sdn.csv', null, null))!;
  const alt = (await describeFile(altFile, join(dir, 'alt.csv'), 'alt.csv', null, null))!;
  assert.equal(sdn.displayName, 'sdn.csv (a zip holding sdn.csv)');
  // As the files were named when the stored checksums were computed.
  const before = { ...sdn, displayName: 'sdn.csv:sdn.csv', checksumName: undefined };
  assert.equal(combinedChecksum([alt, sdn]), combinedChecksum([alt, before]));
  const db = join(dir, 'store.sqlite');
  await runImport({ databasePath: db, sources: [ofacSource], fromDir: dir });
  assert.deepEqual(query(db, "SELECT checksum FROM source_state WHERE source = 'sanctions.ofac'"), [{ checksum: combinedChecksum([alt, before]) }]);
  const again = sourceReport(await runImport({ databasePath: db, sources: [ofacSource], fromDir: dir }), 'sanctions.ofac');
  assert.equal(again.status, 'unchanged', again.message);
});
