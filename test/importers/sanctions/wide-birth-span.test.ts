// A birth the lists give as a span of years with both ends (UN BETWEEN with FROM_YEAR and TO_YEAR,
// EU yearRangeFrom to yearRangeTo, OFAC `DOB 1940 to 1985`) is read year by year up to 30 years; a
// wider one kept only its two ends, each a year of its own, so a beneficial owner of the listed
// name born between them, whom the list says no less about than one born in an end year, was a
// birth-date mismatch: no match, no candidate, isSanctioned false. It is now kept as the span
// (`1940/1985`, EDTF's closed interval, as `1970/..` is kept for one open at one end) and an owner
// born inside it agrees on the span; one born outside it is still told apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ownerScreened as screened, type ScreenedOwner } from './owner-screened.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import { birthDateAgreement } from '../../../src/domain/sanctions-persons.ts';

/** One listed person of the UN consolidated list, born between two years. */
const unXml = (from: number, to: number) => `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:00.000Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>7100031</DATAID><FIRST_NAME>Arkadiy</FIRST_NAME><SECOND_NAME>Kovalenko</SECOND_NAME>
  <UN_LIST_TYPE>DPRK</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.931</REFERENCE_NUMBER><LISTED_ON>2024-03-01</LISTED_ON>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>${from}</FROM_YEAR><TO_YEAR>${to}</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
</INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>
`;

/** One listed person of the EU list, born between two years, circa or not. */
const euXml = (from: number, to: number, circa: boolean) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00" globalFileId="150031">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9931.17" logicalId="9931">
    <regulation regulationType="amendment" organisationType="council" publicationDate="2024-02-23" programme="RUS" logicalId="190031"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias wholeName="Arkadiy Kovalenko" gender="M" strong="true" logicalId="190032"/>
    <birthdate circa="${circa}" calendarType="GREGORIAN" yearRangeFrom="${from}" yearRangeTo="${to}" countryIso2Code="00" countryDescription="UNKNOWN" logicalId="190033"/>
  </sanctionEntity>
</export>
`;

/** The company screened, its owner of the listed name. */
const WHO: ScreenedOwner = { company: { regcode: '40003700031', name: 'SIA "Ziemeļu Kravas"' }, owner: 'Arkadiy Kovalenko', listed: 'Arkadiy Kovalenko' };
const ownerScreened = (file: string, text: string, born: { birthDate?: string; birthKey?: string }) => screened(WHO, file, text, born);

const UN = 'consolidated.xml';
const EU = 'xmlFullSanctionsList_1_1.xml';

test('UN BETWEEN 1940 and 1985: kept as the span, an owner born between its ends agrees and one born after it is told apart', async () => {
  const between = await ownerScreened(UN, unXml(1940, 1985), { birthDate: '1962-08-03' });
  assert.deepEqual(between.birthDates, ['1940/1985']);
  // As a year of a span: 0.9 × the very same name, no one else bearing it: sanctioned (it was a mismatch, no match at all).
  assert.deepEqual(between.matches.map((m) => [m.birth, m.score]), [['span', 0.9]]);
  assert.match(between.matches[0]!.explanation, /a birth year inside the span of years the list gives, open at one end or wider than 30 years/);
  const end = await ownerScreened(UN, unXml(1940, 1985), { birthDate: '1985-01-20' });
  assert.deepEqual(end.matches.map((m) => [m.birth, m.score]), [['span', 0.9]], 'an end year is inside the span, as it agreed on the year before');
  assert.deepEqual((await ownerScreened(UN, unXml(1940, 1985), { birthDate: '1991-02-11' })).matches, []);
  // Up to 30 years the span is read year by year, as before.
  assert.deepEqual((await ownerScreened(UN, unXml(1960, 1990), { birthDate: '1975-02-11' })).birthDates.length, 31);
});

test('a masked code alone is read in the 1900s and 2000s against a closed span: inside it agrees, outside it is told apart', async () => {
  assert.deepEqual((await ownerScreened(UN, unXml(1940, 1985), { birthKey: '030862' })).matches.map((m) => m.birth), ['span']);
  assert.deepEqual((await ownerScreened(UN, unXml(1940, 1985), { birthKey: '030892' })).matches, []);
  // A span across the turn of the century: year 05 is 2005, inside 1980 to 2015; 25 is neither 1925 nor 2025 inside.
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '010105' }, ['1980/2015']), 'span');
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '010125' }, ['1980/2015']), 'mismatch');
  // An open span still says nothing to a masked code: it holds years of every century before or after its bound.
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '010162' }, ['1940/..']), 'unknown');
});

test('EU yearRangeFrom to yearRangeTo more than 30 years apart, circa: the span with both ends approximate, a year wider', async () => {
  const circa = await ownerScreened(EU, euXml(1940, 1985, true), { birthDate: '1939-05-05' });
  assert.deepEqual(circa.birthDates, ['1940~/1985~']);
  assert.deepEqual(circa.matches.map((m) => m.birth), ['span']);
  assert.deepEqual((await ownerScreened(EU, euXml(1940, 1985, true), { birthDate: '1938-05-05' })).matches, []);
  assert.deepEqual((await ownerScreened(EU, euXml(1940, 1985, false), { birthDate: '1962-05-05' })).birthDates, ['1940/1985']);
  // A narrow circa span is read year by year, each approximate, as before.
  assert.deepEqual((await ownerScreened(EU, euXml(1960, 1962, true), { birthDate: '1961-05-05' })).birthDates, ['1960~', '1961~', '1962~']);
});

test('OFAC DOB 1940 to 1985: the span, not its two end years', () => {
  assert.deepEqual(parseOfacRemarks('DOB 1940 to 1985; nationality Russia.').birthDates, ['1940/1985']);
  assert.deepEqual(parseOfacRemarks('DOB 01 Jan 1966 to 31 Dec 1969').birthDates, ['1966', '1967', '1968', '1969']);
});
