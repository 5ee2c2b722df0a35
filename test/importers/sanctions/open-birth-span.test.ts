// The EU list bounds some listed persons' births at one end only (a birthdate element holding
// yearRangeFrom without yearRangeTo, or the reverse: born in or after, in or before a year), and the
// UN list so too (TYPE_OF_DATE BETWEEN with FROM_YEAR or TO_YEAR alone). The EU importer left such
// an entry with no birth at all, so a beneficial owner of the name born decades on the wrong side of
// the bound was compared on the name alone and kept as a candidate; the UN importer read the bound
// as the one year it names, so an owner born inside it in any other year was a birth-date mismatch,
// never matched. The bound is now kept (`1970/..`, `../1980`) and an owner born inside it agrees
// on the span, scored as a year of a closed span is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ownerScreened as screened, type ScreenedOwner } from './owner-screened.ts';

/** One listed person, written from the documented structure of xmlFullSanctionsList_1_1. */
const euXml = (birthdate: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00" globalFileId="150001">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9912.17" logicalId="9912">
    <regulation regulationType="amendment" organisationType="council" publicationDate="2024-02-23" entryIntoForceDate="2024-02-23" numberTitle="2024/753 (OJ L)" programme="RUS" logicalId="190011"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Vsevolod" middleName="" lastName="Zarubin" wholeName="Vsevolod Zarubin" function="" gender="M" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="190012"/>
    <birthdate circa="${birthdate.includes('circa') ? 'true' : 'false'}" calendarType="GREGORIAN" city="" zipCode="" ${birthdate.replace('circa', '')} region="" place="" countryIso2Code="00" countryDescription="UNKNOWN" regulationLanguage="en" logicalId="190013"/>
  </sanctionEntity>
</export>
`;

/** One listed person of the UN consolidated list, its birth a BETWEEN with the given years. */
const unXml = (years: string) => `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:00.000Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>7100002</DATAID><FIRST_NAME>Vsevolod</FIRST_NAME><SECOND_NAME>Zarubin</SECOND_NAME>
  <UN_LIST_TYPE>DPRK</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.902</REFERENCE_NUMBER><LISTED_ON>2024-03-01</LISTED_ON>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE>${years}</INDIVIDUAL_DATE_OF_BIRTH>
</INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>
`;

/** The company screened, its owner of the listed name. */
const WHO: ScreenedOwner = { company: { regcode: '40003700002', name: 'SIA "Daugavas Loģistika"' }, owner: 'Vsevolods Zarubins', listed: 'Vsevolod Zarubin' };
const ownerScreened = (file: string, text: string, born: { birthDate?: string; birthKey?: string }) => screened(WHO, file, text, born);

const EU = 'xmlFullSanctionsList_1_1.xml';

test('EU yearRangeFrom alone: born in or after the year, an owner born inside agrees and one born before is told apart', async () => {
  const inside = await ownerScreened(EU, euXml('yearRangeFrom="1970"'), { birthDate: '1975-06-14' });
  assert.deepEqual(inside.birthDates, ['1970/..']);
  // As a year of a closed span: 0.9 × the name's similarity (a Baltic ending, 0.95), no one else bearing the name.
  assert.deepEqual(inside.matches.map((m) => [m.birth, m.score]), [['span', 0.855]]);
  assert.match(inside.matches[0]!.explanation, /with a birth year inside the span of years the list gives, open at one end/);
  // With no birth the entry left this owner, born 1958, a candidate on the name alone.
  assert.deepEqual((await ownerScreened(EU, euXml('yearRangeFrom="1970"'), { birthDate: '1958-06-14' })).matches, []);
});

test('EU yearRangeTo alone with circa: born in or before about the year, a year past it still inside', async () => {
  const circa = await ownerScreened(EU, euXml('yearRangeTo="1960" circa'), { birthDate: '1961-01-02' });
  assert.deepEqual(circa.birthDates, ['../1960~']);
  assert.deepEqual(circa.matches.map((m) => m.birth), ['span']);
  assert.deepEqual((await ownerScreened(EU, euXml('yearRangeTo="1960" circa'), { birthDate: '1963-01-02' })).matches, []);
});

test('UN BETWEEN with FROM_YEAR alone: an owner born in a later year agrees, not only one born in that year', async () => {
  const later = await ownerScreened('consolidated.xml', unXml('<FROM_YEAR>1970</FROM_YEAR>'), { birthDate: '1974-03-09' });
  assert.deepEqual(later.birthDates, ['1970/..']);
  assert.deepEqual(later.matches.map((m) => [m.birth, m.score]), [['span', 0.855]]);
  assert.deepEqual((await ownerScreened('consolidated.xml', unXml('<FROM_YEAR>1970</FROM_YEAR>'), { birthDate: '1966-03-09' })).matches, []);
  const before = await ownerScreened('consolidated.xml', unXml('<TO_YEAR>1980</TO_YEAR>'), { birthDate: '1961-03-09' });
  assert.deepEqual([before.birthDates, before.matches.map((m) => m.birth)], [['../1980'], ['span']]);
});

test('a masked code alone says nothing of an open span: its two digits name no century, so the owner stays a candidate', async () => {
  const coded = await ownerScreened(EU, euXml('yearRangeFrom="1970"'), { birthKey: '140675' });
  assert.deepEqual(coded.matches.map((m) => [m.birth, m.score]), [['unknown', 0.808]]);
});
