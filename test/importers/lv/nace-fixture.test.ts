// CSP's NACE classifier export (NACE.csv), read by lv.nace for the classifier and by lv.taxes-paid
// to describe each company's main activity. The fixture (test/fixtures/lv-nace/NACE.csv, kept apart
// from the LV fixtures so the imports of those stay as they are) is written from the documented
// header (data-sources lv-and-sanctions.md 3.7: `Kods,Nosaukums,Vecāka kods,Spēkā no,Spēkā līdz,
// Līmenis,Saistītās klasif.`, commas, UTF-8 with a BOM), its codes as the classifier writes them
// (`01.11`, `62.10`). A damaged copy either reads as the file does or fails both sources naming the
// file, the line and the reason, the store as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { naceSource } from '../../../src/importers/lv/nace.ts';
import { taxesPaidSource } from '../../../src/importers/lv/taxes-paid.ts';
import { LV_FIXTURES, dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { cp1257 } from '../pipeline/legacy-bytes.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const NACE = fileURLToPath(new URL('../../fixtures/lv-nace/NACE.csv', import.meta.url));
const TAXES = 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv';
const SOURCES = [naceSource, taxesPaidSource];
const FIRST = new Date('2026-11-20T06:00:00Z');
const NEXT = new Date('2026-11-21T06:00:00Z');

/** A folder holding the taxes-paid fixture and NACE.csv as `nace` gives it (the fixture's text), its store beside it. */
function folder(t: { after(fn: () => unknown): void }, nace: (text: string) => string | Buffer = (x) => x) {
  const { root, files } = tempFilesFolder(t, 'nace-fixture-');
  copyFileSync(join(LV_FIXTURES, TAXES), join(files, TAXES));
  writeFileSync(join(files, 'NACE.csv'), nace(readFileSync(NACE, 'utf8')));
  return { files, db: join(root, 'store.sqlite') };
}

const classifier = (db: string) => query(db, 'SELECT code, description FROM classifier_codes ORDER BY code');
const described = (db: string) => query(db, "SELECT regcode, code, classification, description FROM activity_codes WHERE regcode = '40003000001'");

test('the NACE fixture imports: every level\'s code as text, and the classes describe a company\'s activity', async (t) => {
  const { files, db } = folder(t);
  const report = await runImport({ databasePath: db, sources: SOURCES, fromDir: files, now: FIRST });
  for (const id of ['lv.nace', 'lv.taxes-paid']) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);
  const codes = classifier(db).map((r) => r.code);
  assert.deepEqual(codes, ['01', '01.1', '01.11', '62', '62.1', '62.10', '62.2', '62.20', '62.9', '62.90', 'A', 'K']);
  // Filed for 2024 as `62.1`, a class that lost its zero: the classifier's 62.10, described.
  assert.deepEqual(described(db), [{ regcode: '40003000001', code: '62.10', classification: 'NACE Rev. 2.1', description: 'Datorprogrammēšana' }]);
});

/** Columns reordered, the BOM left out, CRLF line ends, windows-1257: each reads as the file does. */
const READ_ALIKE: Array<[string, (text: string) => string | Buffer]> = [
  ['columns in another order', (text) => text.split('\n').map((line) => {
    if (line === '') return line;
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '')).slice(0, 7);
    return [cells[5], cells[1], cells[0], cells[2], cells[3], cells[4], cells[6]].join(',');
  }).join('\n')],
  ['no BOM', (text) => text.replace(/^\uFEFF/, '')],
  ['CRLF line ends', (text) => text.replaceAll('\n', '\r\n')],
  ['windows-1257', (text) => cp1257(text.replace(/^\uFEFF/, ''))],
];

for (const [damage, change] of READ_ALIKE) {
  test(`a NACE.csv with ${damage} is read as the fixture is`, async (t) => {
    const asIs = folder(t);
    await runImport({ databasePath: asIs.db, sources: SOURCES, fromDir: asIs.files, now: FIRST });
    const changed = folder(t, change);
    const report = await runImport({ databasePath: changed.db, sources: SOURCES, fromDir: changed.files, now: FIRST });
    assert.equal(sourceReport(report, 'lv.nace').status, 'published', sourceReport(report, 'lv.nace').message);
    assert.deepEqual(classifier(changed.db), classifier(asIs.db));
    assert.deepEqual(described(changed.db), described(asIs.db));
  });
}

/** Damage that fails the file: what is done to it and the failure's file, line and reason. */
const FAILING: Array<[string, (text: string) => string | Buffer, RegExp]> = [
  ['Līmenis dropped', (text) => text.split('\n').map((line) => line.replace(/,[^,]*,([^,]*)$/, ',$1')).join('\n'),
    /^NACE\.csv, line 1: missing required column Līmenis \(header: Kods,Nosaukums,Vecāka kods,Spēkā no,Spēkā līdz,Saistītās klasif\.\)/],
  ['Kods renamed', (text) => text.replace('\uFEFFKods,', '\uFEFFKoda,'), /^NACE\.csv, line 1: missing required column Kods \(header: Koda,/],
  ['a quote not closed', (text) => text.replace('"Datorprogrammēšana, konsultēšana un saistītas darbības"', '"Datorprogrammēšana, konsultēšana un saistītas darbības'),
    /^NACE\.csv, line 7: malformed CSV: quote not closed: the field opened on line 7 runs to the end of the file/],
  ['the file cut in a row', (text) => text.slice(0, text.indexOf('62.2,') + 20), /^NACE\.csv, line 10: expected 7 fields as in the header, found 2 \(truncated or malformed row\)/],
  ['a byte not UTF-8 after UTF-8 letters', (text) => Buffer.concat([Buffer.from(text.slice(0, text.indexOf('K,'))), cp1257('K,"TELEKOMUNIKĀCIJAS",,01.01.2025,,1,\n')]),
    /^NACE\.csv, line 6: not valid UTF-8; the file may be in another encoding: byte 0xc2 after `K,"TELEKOMUNIK`/],
];

for (const [damage, change, failure] of FAILING) {
  test(`a NACE.csv with ${damage} fails both its sources naming file, line and reason, the store as it was`, async (t) => {
    const { files, db } = folder(t);
    await runImport({ databasePath: db, sources: SOURCES, fromDir: files, now: FIRST });
    const before = dumpStore(db);
    writeFileSync(join(files, 'NACE.csv'), change(readFileSync(NACE, 'utf8')));
    const report = await runImport({ databasePath: db, sources: SOURCES, fromDir: files, now: NEXT, force: true });
    const nace = sourceReport(report, 'lv.nace');
    assert.equal(nace.status, 'failed');
    assert.match(nace.message, failure);
    assert.equal(sourceReport(report, 'lv.taxes-paid').status, 'failed', 'the taxes paid are not published without their descriptions');
    assert.deepEqual(dumpStore(db), before);
  });
}
