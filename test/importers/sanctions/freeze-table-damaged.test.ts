// An XLSX workbook is a zip: FID's asset-freeze table damaged on the way (its sheet's packed
// bytes no longer unpacking, its size and index intact) failed as `invalid distance too far back;
// nothing was changed`, zlib's words naming no file and saying nothing of what to do. It now
// names the workbook and the part and says to download it again, zlib's words left as a trailing
// detail, as a damaged zip member is told; the entries published stay. The table is written from
// the documented headers with the demo's workbook writer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import { freezeSource } from '../../../src/importers/sanctions/index.ts';
import { FREEZE_TABLE_FILE, freezeTableWorkbook } from '../../../src/demo/writers/fid-freeze.ts';
import { listZip, openZipMember } from '../../../src/importers/readers/zip.ts';
import { writeDamagedZip, type DamagedZipFile } from '../pipeline/damaged-zip.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

const ROW = ['SIA "Liepājas Tranzīta Grupa"', '40103777158', 'Latvija', 'Kapitāla daļas',
  'Sankciju subjekta dalībnieks ir sankciju sarakstā iekļauta persona', 'Gennadijs Kuzņecovs', '2022-06-03',
  'Padomes Regula (ES) Nr. 269/2014', 'Jā', '12.07.2022.'];

/** The workbook's parts, one of them packed against bytes that precede it (a preset dictionary), which it has not got. */
async function damagedParts(path: string, part: string): Promise<DamagedZipFile[]> {
  const out: DamagedZipFile[] = [];
  for (const m of await listZip(path)) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await openZipMember(path, m.name)).stream) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    out.push(m.name === part ? { name: m.name, data, packed: deflateRawSync(data, { dictionary: data }) } : { name: m.name, data });
  }
  return out;
}

for (const part of ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']) {
  test(`a freeze table whose ${part} cannot be unpacked fails naming the workbook and the part: download it again`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'freeze-damaged-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const db = join(dir, 'store.sqlite');
    const now = new Date('2026-11-21T06:00:00Z');
    const path = join(dir, FREEZE_TABLE_FILE);
    writeFileSync(path, freezeTableWorkbook([ROW]));
    assert.equal(sourceReport(await runImport({ databasePath: db, sources: [freezeSource], fromDir: dir, now }), 'sanctions.lv-freeze').status, 'published');

    writeDamagedZip(path, await damagedParts(path, part));
    const damaged = sourceReport(await runImport({ databasePath: db, sources: [freezeSource], fromDir: dir, now, force: true }), 'sanctions.lv-freeze');
    assert.equal(damaged.status, 'failed');
    assert.equal(damaged.message, `${FREEZE_TABLE_FILE}: the workbook is damaged, its part ${part} cannot be unpacked: download it again `
      + '(unpacking stopped: invalid distance too far back); nothing was changed');
    assert.deepEqual(query(db, 'SELECT name FROM sanction_entries'), [{ name: 'SIA "Liepājas Tranzīta Grupa"' }]);
  });
}
