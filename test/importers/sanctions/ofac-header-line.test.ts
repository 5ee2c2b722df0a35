// OFAC publishes sdn.csv without a header line (the documented columns: ent_num, SDN_Name,
// SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks).
// A file that gains one (another export host, a copy opened and saved by a spreadsheet program)
// used to publish with that line rejected as a bad entry (`reject …: 1 (e.g. sdn.csv:1)`). A first
// line naming the documented columns in their order is now passed over and told in a warning; one
// naming them in another order fails the file at line 1, as its rows would be read shifted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

const ROWS = '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n'
  + '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'."\n';
const ALT = '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n';
const DOCUMENTED = 'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks\n';

async function importOfac(t: { after(fn: () => void): void }, sdn: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ofac-header-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'sdn.csv'), sdn);
  writeFileSync(join(dir, 'alt.csv'), ALT);
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [ofacSource], fromDir: dir, now: new Date('2026-11-21T06:00:00Z') });
  const ofac = sourceReport(report, 'sanctions.ofac');
  return { db, ofac, warnings: ofac.warnings.filter((w) => !w.startsWith('optional file')) };
}

test('an sdn.csv opening with the documented column names passes that line over and says so', async (t) => {
  const { db, ofac, warnings } = await importOfac(t, DOCUMENTED + ROWS);
  assert.equal(ofac.status, 'published', ofac.message);
  assert.equal(ofac.rejected, 0, JSON.stringify(ofac.rejects));
  assert.deepEqual(warnings, ['sdn.csv: line 1 names the columns (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, '
    + 'Tonnage, GRT, Vess_flag, Vess_owner, Remarks), a header line the file is published without: passed over, the rows read by the documented columns']);
  assert.deepEqual(query(db, 'SELECT entry_id FROM sanction_entries ORDER BY entry_id'), [{ entry_id: '306' }, { entry_id: '36' }]);
});

test('the names written otherwise (quoted, spaced, in capitals) are the same header line', async (t) => {
  const { ofac, warnings } = await importOfac(t, `${DOCUMENTED.toUpperCase().replace(/,/g, '","').replace(/^/, '"').replace(/\n$/, '"\n').replace(/_/g, ' ')}${ROWS}`);
  assert.equal(ofac.status, 'published', ofac.message);
  assert.equal(ofac.rejected, 0);
  assert.match(warnings[0] ?? '', /^sdn\.csv: line 1 names the columns \(ENT NUM, SDN NAME, /);
});

test('a header line naming the columns in another order fails the file at line 1', async (t) => {
  const { ofac } = await importOfac(t, 'SDN_Name,ent_num,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks\n' + ROWS);
  assert.equal(ofac.status, 'failed');
  assert.match(ofac.message, /^sdn\.csv, line 1: the file has a header line \(SDN_Name,ent_num,.*\), which this file is published without, naming other columns or another order than the documented ent_num,SDN_Name,/);
});

test('a file without a header line is read from its first line, with no warning', async (t) => {
  const { ofac, warnings } = await importOfac(t, ROWS);
  assert.equal(ofac.status, 'published', ofac.message);
  assert.equal(ofac.rowsRead, 2);
  assert.deepEqual(warnings, []);
});

// A headerless file's rows are counted against its documented columns, not a header: a line cut
// short or re-saved with ";" (a spreadsheet program in a Latvian locale) read `expected 12 fields
// as in the header, found 1 (truncated or malformed row)`, of a file with no header.
test('an sdn.csv re-saved with ";" or tabs fails at line 1 saying so, its count that of the documented columns', async (t) => {
  const columns = 'expected 12 fields, the documented columns of this file (published without a header line), found 1';
  for (const [other, named] of [[';', '";"'], ['\t', 'tabs']] as const) {
    const resaved = ROWS.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/gm, other);
    const { ofac } = await importOfac(t, resaved);
    assert.equal(ofac.status, 'failed');
    assert.equal(ofac.message, `sdn.csv, line 1: ${columns}: split at ${named}, not at "," as this file is read, the line holds all 12: `
      + 'the file was written with another delimiter (re-saved by a spreadsheet program?); import the file as published; nothing was changed');
  }
  const { ofac } = await importOfac(t, `${ROWS}1572,"AL-QAIDA",-0- ,"SDGT"\n`);
  assert.equal(ofac.message, 'sdn.csv, line 3: expected 12 fields, the documented columns of this file (published without a header line), found 4 '
    + '(truncated or malformed row); nothing was changed');
});
