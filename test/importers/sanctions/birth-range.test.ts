// The UN list gives some births as a range (TYPE_OF_DATE BETWEEN, FROM_YEAR and TO_YEAR), OFAC as
// `DOB 1960 to 1962`. Only the two ends were kept, each a year of its own, so the beneficial owner
// born in a year between them was a birth-date mismatch with the listed person and the company
// was screened clean: a compliance team was told isSanctioned false for a partner owned by the
// listed person. Every year of the range is now a year the listed person may be born in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { ofacSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';

const UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:00.000Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>7100001</DATAID><FIRST_NAME>Vsevolod</FIRST_NAME><SECOND_NAME>Zarubin</SECOND_NAME>
  <UN_LIST_TYPE>DPRK</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.901</REFERENCE_NUMBER><LISTED_ON>2024-03-01</LISTED_ON>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1966</FROM_YEAR><TO_YEAR>1969</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
</INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>
`;

const OFAC_SDN = '59301,"ZARUBIN, Vsevolod","individual","RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 01 Jan 1966 to 31 Dec 1969; nationality Russia."\n';

const ALT = '59301,401,"aka","ZARUBIN, Seva",-0- \n';

async function ownerScreened(files: Record<string, string>, source: typeof unSource, birthDate: string) {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003700001', name: 'SIA "Daugavas Loģistika"' });
      insertRole(db, { country: 'LV', regcode: '40003700001', role: 'beneficial_owner', name: 'Vsevolods Zarubins', birthDate });
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const report = await importSources({ databasePath: store.path, sources: [source], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    return withDb(store.path, (db) => matchesOf(db, 'LV', '40003700001').map((m) => [m.list, m.matched_on, JSON.parse(m.features).birthDateMatch]));
  } finally {
    store.cleanup();
  }
}

test('UN BETWEEN: an owner born in a year inside the range is matched to the listed person', async () => {
  assert.deepEqual(await ownerScreened({ 'consolidated.xml': UN_XML }, unSource, '1967-08-14'), [['UN', 'owner', 'year']]);
  // Outside the range the births still tell two people apart.
  assert.deepEqual(await ownerScreened({ 'consolidated.xml': UN_XML }, unSource, '1971-08-14'), []);
});

test('OFAC DOB … to …: an owner born inside the range is matched to the listed person', async () => {
  assert.deepEqual(await ownerScreened({ 'sdn.csv': OFAC_SDN, 'alt.csv': ALT }, ofacSource, '1968-02-03'), [['OFAC', 'owner', 'year']]);
  assert.deepEqual(await ownerScreened({ 'sdn.csv': OFAC_SDN, 'alt.csv': ALT }, ofacSource, '1965-12-31'), []);
});

test('OFAC remarks: a range gives its years, its ends being no birth dates; an unread end is reported', () => {
  assert.deepEqual(parseOfacRemarks('DOB 1960 to 1962').birthDates, ['1960', '1961', '1962']);
  assert.deepEqual(parseOfacRemarks('DOB 01 Jan 1960 to 31 Dec 1961').birthDates, ['1960', '1961']);
  const unread = parseOfacRemarks('DOB 1960 to 31 Feb 1962');
  assert.deepEqual([unread.birthDates, unread.unreadBirthDates], [['1960'], ['31 Feb 1962']]);
});
