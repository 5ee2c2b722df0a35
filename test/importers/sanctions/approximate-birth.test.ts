// The lists give some listed persons' births as approximate: UN TYPE_OF_DATE APPROXIMATELY, EU
// birthdate circa="true", OFAC `DOB circa 1960`. Each was read as exact, so the beneficial owner
// born a year off the list's estimate was a birth-date mismatch and the company was screened
// clean (isSanctioned false, not even a candidate), while an owner of a common name born on the
// estimate's very day was an exact match. Such a date now agrees on the year, within a year
// either side, and never on the day (screen-13).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, ofacSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import { explainMatch } from '../../../src/services/sanction-explanation.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';

const unXml = (dateOfBirth: string) => `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:00.000Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>7100002</DATAID><FIRST_NAME>Rostislav</FIRST_NAME><SECOND_NAME>Zhadanov</SECOND_NAME>
  <UN_LIST_TYPE>DPRK</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.902</REFERENCE_NUMBER><LISTED_ON>2024-03-01</LISTED_ON>
  <INDIVIDUAL_DATE_OF_BIRTH>${dateOfBirth}</INDIVIDUAL_DATE_OF_BIRTH>
</INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>
`;

const EU_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00" globalFileId="900002">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9901.1" logicalId="9901" designationDate="2023-02-25">
    <regulation regulationType="regulation" organisationType="council" publicationDate="2023-02-25" numberTitle="2023/427" programme="RUS" logicalId="1"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Rostislav" lastName="Zhadanov" wholeName="Rostislav Zhadanov" gender="M" strong="true" regulationLanguage="en" logicalId="2"/>
    <birthdate circa="true" calendarType="GREGORIAN" year="1966" countryIso2Code="RU" logicalId="3"/>
  </sanctionEntity>
</export>
`;

const OFAC_SDN = '59302,"ZHADANOV, Rostislav","individual","RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB circa 1966; nationality Russia."\n';

const ALT = '59302,402,"aka","ZHADANOV, Rostik",-0- \n';

const COMPANY = { country: 'LV', regcode: '40003700002', name: 'SIA "Ventspils Kravas"' };

interface Screened { list: string; score: number; birthDateMatch: string; explanation: string }

/**
 * The matches of a company whose beneficial owner Rostislav Zhadanov (as the register writes the
 * name: the very name listed) is born on `birthDate`, after importing `files`; `namesakeBorn`
 * adds a board member of another company bearing the name, born then.
 */
async function ownerScreened(files: Record<string, string>, source: typeof unSource, birth: { birthDate?: string; birthKey?: string }, namesakeBorn?: string): Promise<Screened[]> {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, COMPANY);
      insertRole(db, { country: 'LV', regcode: COMPANY.regcode, role: 'beneficial_owner', name: 'Rostislav Zhadanov', ...birth });
      if (namesakeBorn) {
        insertCompany(db, { country: 'LV', regcode: '40003700003', name: 'SIA "Kurzemes Koks"' });
        insertRole(db, { country: 'LV', regcode: '40003700003', role: 'management_board', name: 'Zhadanov Rostislav', birthDate: namesakeBorn });
      }
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const report = await importSources({ databasePath: store.path, sources: [source], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    return withDb(store.path, (db) => matchesOf(db, COMPANY.country, COMPANY.regcode).map((m) => {
      const features = JSON.parse(m.features);
      return {
        list: m.list, score: m.score, birthDateMatch: features.birthDateMatch,
        explanation: explainMatch(m.matched_on, m.matched_name, features),
      };
    }));
  } finally {
    store.cleanup();
  }
}

const APPROXIMATE_1966 = '<TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1966</YEAR>';

test('UN APPROXIMATELY: an owner born a year off the estimate is the listed person, on the year', async () => {
  const [match, ...rest] = await ownerScreened({ 'consolidated.xml': unXml(APPROXIMATE_1966) }, unSource, { birthDate: '1967-08-14' });
  assert.equal(rest.length, 0);
  // The very name, borne by no one else in the registers: flagged, as a year-only match is.
  assert.deepEqual([match!.list, match!.score, match!.birthDateMatch], ['UN', 0.9, 'approximate']);
  assert.match(match!.explanation, /with a birth year within a year of the one the list gives as approximate/);
  // A year before the estimate too, and by the masked code's two digits (DDMMYY) alone.
  assert.deepEqual((await ownerScreened({ 'consolidated.xml': unXml(APPROXIMATE_1966) }, unSource, { birthDate: '1965-01-02' })).map((m) => m.birthDateMatch), ['approximate']);
  assert.deepEqual((await ownerScreened({ 'consolidated.xml': unXml(APPROXIMATE_1966) }, unSource, { birthKey: '140867' })).map((m) => m.birthDateMatch), ['approximate']);
});

test('UN APPROXIMATELY: two years off the estimate still tells two people apart', async () => {
  assert.deepEqual(await ownerScreened({ 'consolidated.xml': unXml(APPROXIMATE_1966) }, unSource, { birthDate: '1968-08-14' }), []);
  assert.deepEqual(await ownerScreened({ 'consolidated.xml': unXml(APPROXIMATE_1966) }, unSource, { birthKey: '140864' }), []);
});

test('UN APPROXIMATELY with a full date: an owner born on that day is no exact match; a common name stays a candidate', async () => {
  const xml = unXml('<TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><DATE>1966-03-02</DATE>');
  // Read as exact, this was a 1.0 match whatever the name: the estimate's day decided.
  const [match] = await ownerScreened({ 'consolidated.xml': xml }, unSource, { birthDate: '1966-03-02' }, '1975-06-30');
  assert.deepEqual([match!.score, match!.birthDateMatch], [0.85, 'approximate']);
  assert.match(match!.explanation, /2 people in the registers bear this name, so the name and birth year alone do not tell which of them is listed/);
  // EXACT stays exact.
  const exact = await ownerScreened({ 'consolidated.xml': unXml('<TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1966-03-02</DATE>') }, unSource, { birthDate: '1966-03-02' }, '1975-06-30');
  assert.deepEqual(exact.map((m) => [m.score, m.birthDateMatch]), [[1, 'exact']]);
});

test('EU circa="true": an owner born a year off the listed year is matched on the year', async () => {
  const screened = await ownerScreened({ 'xmlFullSanctionsList_1_1.xml': EU_XML }, euSource, { birthDate: '1965-11-30' });
  assert.deepEqual(screened.map((m) => [m.list, m.score, m.birthDateMatch]), [['EU', 0.9, 'approximate']]);
  assert.deepEqual(await ownerScreened({ 'xmlFullSanctionsList_1_1.xml': EU_XML.replace('circa="true"', 'circa="false"') }, euSource, { birthDate: '1965-11-30' }), []);
});

test('OFAC DOB circa: an owner born a year off is matched on the year', async () => {
  const screened = await ownerScreened({ 'sdn.csv': OFAC_SDN, 'alt.csv': ALT }, ofacSource, { birthDate: '1967-02-03' });
  assert.deepEqual(screened.map((m) => [m.list, m.score, m.birthDateMatch]), [['OFAC', 0.9, 'approximate']]);
});

test('OFAC remarks: circa keeps the date approximate, a range of circa years gives its years', () => {
  assert.deepEqual(parseOfacRemarks('DOB circa 1960; alt. DOB circa 12 Mar 1962').birthDates, ['1960~', '1962-03-12~']);
  assert.deepEqual(parseOfacRemarks('DOB 1960').birthDates, ['1960']);
  assert.deepEqual(parseOfacRemarks('DOB circa 1960 to 1961').birthDates, ['1960', '1961']);
});
