// Row mappers of the sanctions sources, one quirk of each list at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { MapContext, MapResult, Row } from '../../../src/importers/source.ts';
import { mapEuSanctionEntity } from '../../../src/importers/sanctions/eu-fsf.ts';
import { mapUnRecord } from '../../../src/importers/sanctions/un-sc.ts';
import { mapOfacSdn, ofacPrograms } from '../../../src/importers/sanctions/ofac-sdn.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import { mapFidEntity } from '../../../src/importers/sanctions/lv-fid.ts';
import { mapUrSanctionsRow, urListCode } from '../../../src/importers/sanctions/lv-ur.ts';
import { NOT_SANCTIONED, mapOpenSanctionsRow } from '../../../src/importers/sanctions/opensanctions.ts';

function ctx(lookups: Record<string, Record<string, Row[]>> = {}, asOf = '2026-11-20'): MapContext {
  return { file: 'test', line: 1, asOf, lookup: (file, key) => lookups[file]?.[key], warn: () => {} };
}

function entry(result: MapResult): SanctionEntryRecord {
  assert.ok(result && !Array.isArray(result) && !('reject' in result), `expected one record, got ${JSON.stringify(result)}`);
  assert.equal(result.kind, 'sanctionEntry');
  return result.record as SanctionEntryRecord;
}

test('EU: strong="false" aliases are weak, country 00 is unknown, regnumber identifiers keep their country', () => {
  const r = entry(mapEuSanctionEntity({
    logicalId: '77', euReferenceNumber: 'EU.77.1', designationDate: '2022-03-15',
    subjectType: { code: 'enterprise' },
    regulation: [{ programme: 'RUS', publicationUrl: 'https://eur-lex.europa.eu/a' }, { programme: 'RUS' }],
    nameAlias: [{ wholeName: 'Amber Port Terminal JSC', strong: 'true' }, { wholeName: 'APT', strong: 'false' }],
    identification: [
      { identificationTypeCode: 'regnumber', number: '40003987651', countryIso2Code: 'LV' },
      { identificationTypeCode: 'taxid', number: '7708004767', countryIso2Code: '00' },
    ],
    address: { countryIso2Code: 'LV' },
  }, ctx()));
  assert.equal(r.list, 'EU');
  assert.equal(r.entryId, '77');
  assert.equal(r.reference, 'EU.77.1');
  assert.equal(r.schema, 'entity');
  assert.equal(r.listedOn, '2022-03-15');
  assert.deepEqual(r.programs, ['RUS']);
  assert.deepEqual(r.aliases, [{ name: 'APT', weak: true }]);
  assert.deepEqual(r.identifiers, [
    { type: 'regnumber', value: '40003987651', country: 'LV' },
    { type: 'taxid', value: '7708004767', country: null },
  ]);
  assert.deepEqual(r.countries, ['LV']);
  assert.equal(r.sourceUrl, 'https://eur-lex.europa.eu/a');
});

test('EU: an entity without any name is refused with a reason', () => {
  assert.deepEqual(mapEuSanctionEntity({ logicalId: '1', nameAlias: { wholeName: '' } }, ctx()), { reject: 'sanctionEntity without nameAlias@wholeName' });
});

test('UN: entities and individuals, QUALITY Low is weak, empty aliases ignored, year-only birth dates kept', () => {
  const person = entry(mapUnRecord({
    '#name': 'INDIVIDUAL', DATAID: '6907995', FIRST_NAME: 'GASTON', SECOND_NAME: 'IYAMUREMYE', UN_LIST_TYPE: 'DRC',
    REFERENCE_NUMBER: 'CDi.003', LISTED_ON: '2010-12-01', NATIONALITY: { VALUE: 'Rwanda' },
    INDIVIDUAL_ALIAS: [{ QUALITY: 'Low', ALIAS_NAME: 'Rumuli' }, { QUALITY: 'Good', ALIAS_NAME: 'Victor Rumuri' }, { QUALITY: '', ALIAS_NAME: '' }],
    INDIVIDUAL_DATE_OF_BIRTH: { TYPE_OF_DATE: 'EXACT', YEAR: '1948' },
  }, ctx()));
  assert.equal(person.schema, 'person');
  assert.equal(person.name, 'GASTON IYAMUREMYE');
  assert.deepEqual(person.aliases, [{ name: 'Rumuli', weak: true }, { name: 'Victor Rumuri', weak: false }]);
  assert.deepEqual(person.birthDates, ['1948']);
  assert.deepEqual(person.countries, ['RW']);
  assert.deepEqual(person.programs, ['DRC']);
  const entity = entry(mapUnRecord({ '#name': 'ENTITY', DATAID: '6908024', FIRST_NAME: 'BUTEMBO AIRLINES (BAL)', REFERENCE_NUMBER: 'CDe.002', ENTITY_ALIAS: { QUALITY: '', ALIAS_NAME: '' } }, ctx()));
  assert.equal(entity.schema, 'entity');
  assert.deepEqual(entity.aliases, []);
});

test('OFAC: -0- is empty, -0- type is an entity, programs split, remarks give identifiers and weak aliases', () => {
  const r = entry(mapOfacSdn({
    ent_num: '59103', SDN_Name: 'VENTAS NAFTA LLC', SDN_Type: '-0- ', Program: 'RUSSIA-EO14024] [UKRAINE-EO13660',
    Title: '-0- ', Remarks: "Business Registration Number 40103063306 (Lat",
  }, ctx({
    'sdn_comments.csv': { 59103: [{ ent_num: '59103', Remarks_Extended: "via); a.k.a. 'VN'." }] },
    'alt.csv': { 59103: [{ ent_num: '59103', alt_type: 'fka', alt_name: 'VENTSPILS OIL TRADING LLC' }] },
    'add.csv': { 59103: [{ ent_num: '59103', Country: 'Latvia' }] },
  })));
  assert.equal(r.schema, 'entity');
  assert.equal(r.list, 'OFAC');
  assert.equal(r.reference, '59103');
  assert.deepEqual(r.programs, ['RUSSIA-EO14024', 'UKRAINE-EO13660']);
  // The remark continues in sdn_comments.csv: the identifier is whole again.
  assert.deepEqual(r.identifiers, [{ type: 'Business Registration Number', value: '40103063306', country: 'LV' }]);
  assert.deepEqual(r.aliases, [{ name: 'VENTSPILS OIL TRADING LLC', weak: false }, { name: 'VN', weak: true }]);
  assert.deepEqual(r.countries, ['LV']);
  assert.equal(mapOfacSdn({ ent_num: '\u001a' }, ctx()), null);
  assert.deepEqual(mapOfacSdn({ ent_num: 'x1', SDN_Name: 'A' }, ctx()), { reject: 'ent_num is not a number' });
});

test('OFAC: a title the remarks repeat is said once in the reason; a title they lack comes first', () => {
  // sdn.csv columns as OFAC documents them; the remarks restate the title, as most entries do.
  const repeated = entry(mapOfacSdn({
    ent_num: '9001', SDN_Name: 'EXAMPLE, Juan', SDN_Type: 'individual', Program: 'CUBA',
    Title: 'Director, Banco Ejemplo', Remarks: 'DOB 01 Jan 1950; Director, Banco Ejemplo.',
  }, ctx()));
  assert.equal(repeated.reason, 'DOB 01 Jan 1950; Director, Banco Ejemplo.');
  const own = entry(mapOfacSdn({
    ent_num: '9002', SDN_Name: 'OTHER, Ana', SDN_Type: 'individual', Program: 'CUBA',
    Title: 'Minister of Examples', Remarks: 'DOB 02 Feb 1960.',
  }, ctx()));
  assert.equal(own.reason, 'Minister of Examples; DOB 02 Feb 1960.');
  const titleOnly = entry(mapOfacSdn({ ent_num: '9003', SDN_Name: 'THIRD, Eva', SDN_Type: 'individual', Program: 'CUBA', Title: 'Ambassador', Remarks: '-0- ' }, ctx()));
  assert.equal(titleOnly.reason, 'Ambassador');
});

test('OFAC remarks: documented patterns only', () => {
  const p = parseOfacRemarks("DOB 10 Dec 1948; alt. DOB 1950; nationality Russia; Tax ID No. 7708004767 (Russia); " +
    "Registration ID 1027700132195 (Russia); Company Number 06412389 (United Kingdom); Passport A1234 (Iran) expires 2030; " +
    'Linked To: SOMETHING 12345 LTD.');
  assert.deepEqual(p.birthDates, ['1948-12-10', '1950']);
  assert.deepEqual(p.countries, ['RU']);
  assert.deepEqual(p.identifiers.map((i) => [i.type, i.value, i.country]), [
    ['Tax ID No.', '7708004767', 'RU'], ['Registration ID', '1027700132195', 'RU'],
    ['Company Number', '06412389', 'GB'], ['Passport', 'A1234', 'IR'],
  ]);
  assert.deepEqual(ofacPrograms('SDGT; IFSR'), ['SDGT', 'IFSR']);
});

test('FID: both documented date forms, pase is a passport, fp/jp decide the schema', () => {
  const r = entry(mapFidEntity({
    Id: 'LV-102', Type: 'fp', Name: { FirstName: 'Pjotrs', LastName: 'Sidorovs' },
    Birth: { BirthDate: '05.06.1970.', BirthCountryIso2Code: 'RU' }, ListedOn: '14/03/22',
    Document: { DocumentType: 'pase', DocumentNumber: '754321987', DocumentCountryIso2Code: 'RU' },
    Alias: { AliasFirstName: 'Pyotr', AliasLastName: 'Sidorov' }, Program: 'MK rīkojums Nr. 2',
  }, ctx()));
  assert.equal(r.schema, 'person');
  assert.equal(r.name, 'Pjotrs Sidorovs');
  assert.deepEqual(r.birthDates, ['1970-06-05']);
  assert.equal(r.listedOn, '2022-03-14');
  assert.deepEqual(r.identifiers, [{ type: 'passport', value: '754321987', country: 'RU' }]);
  assert.deepEqual(r.aliases, [{ name: 'Pyotr Sidorov', weak: false }]);
  assert.equal(r.list, 'LV');
  assert.deepEqual(mapFidEntity({ Id: '1', Type: 'xx', Name: { WholeName: 'A' } }, ctx()), { reject: 'unknown Entity Type "xx"' });
});

test('FID: a two-digit year is the latest century in which the whole date is not after the file\'s date', () => {
  const fid = (birth: string, listed: string, asOf: string) => entry(mapFidEntity({
    Id: 'LV-103', Type: 'fp', Name: { WholeName: 'Ivans Ivanovs' }, Birth: { BirthDate: birth }, ListedOn: listed,
  }, ctx({}, asOf)));
  // A list of 25 November 2026: born on 15 December '26 is 1926, not three weeks ahead.
  const r = fid('15/12/26', '24/11/26', '2026-11-25');
  assert.deepEqual(r.birthDates, ['1926-12-15']);
  assert.equal(r.listedOn, '2026-11-24');
  assert.equal(fid('25/11/26', '25/11/26', '2026-11-25').listedOn, '2026-11-25');
  // 29 February: 2000 was a leap year, and 1928 is the year of 29/02/28 before 2028.
  assert.deepEqual(fid('29/02/00', '01/01/25', '2026-11-25').birthDates, ['2000-02-29']);
  assert.deepEqual(fid('29/02/28', '01/01/25', '2026-11-25').birthDates, ['1928-02-29']);
});

test('UR sanctions.csv: the entity itself, an owner, an officer and a subject with no Latvian entity', () => {
  const base = { list: 'ES', list_text: 'ES saraksts', program: 'RUS', entry_date: '2023-02-25', registered_on: '', legal_base: 'Regula 269/2014', legal_base_url: 'https://eur-lex.europa.eu/eli/reg/2014/269/oj' };
  const self = entry(mapUrSanctionsRow({ ...base, legal_entity_registration_number: '40003555001', sanctions_subject_registration_number: '40003555001', sanctions_subject_name: 'SIA "Ziemeļu Loģistika"', position: '', entity_type: 'LEGAL_ENTITY' }, ctx()));
  assert.equal(self.list, 'EU');
  assert.equal(self.schema, 'entity');
  assert.deepEqual(self.identifiers, [{ type: 'regcode', value: '40003555001', country: 'LV' }]);
  assert.equal(self.listedOn, '2023-02-25');
  assert.equal(self.sourceUrl, 'https://eur-lex.europa.eu/eli/reg/2014/269/oj');
  const owner = entry(mapUrSanctionsRow({ ...base, legal_entity_registration_number: '40003555002', sanctions_subject_name: 'Ivans Petrovs', position: 'BENEFICIAL_OWNER', entity_type: 'NATURAL_PERSON' }, ctx()));
  assert.equal(owner.schema, 'person');
  assert.deepEqual(owner.identifiers, [{ type: 'owned_lv_entity', value: '40003555002', country: 'LV', position: 'BENEFICIAL_OWNER' }]);
  const officer = entry(mapUrSanctionsRow({ ...base, legal_entity_registration_number: '40003555003', sanctions_subject_name: 'Olga Smirnova', position: 'BOARD_MEMBER', entity_type: 'NATURAL_PERSON' }, ctx()));
  assert.deepEqual(officer.identifiers, [{ type: 'linked_lv_entity', value: '40003555003', country: 'LV', position: 'BOARD_MEMBER' }]);
  const loose = entry(mapUrSanctionsRow({ ...base, list: '', legal_entity_registration_number: '', sanctions_subject_name: 'Viktors Kozlovs', entity_type: 'NATURAL_PERSON' }, ctx()));
  assert.equal(loose.list, 'LV-UR');
  assert.deepEqual(loose.identifiers, []);
  assert.deepEqual(mapUrSanctionsRow({ legal_entity_registration_number: 'abc', sanctions_subject_name: 'X' }, ctx()),
    { reject: 'legal_entity_registration_number is not a registration number' });
  assert.deepEqual(['ANO', 'OFAC', 'Latvijas nacionālais', 'UK HMT'].map(urListCode), ['UN', 'OFAC', 'LV', 'UK HMT']);
});

test('OpenSanctions: a target with sanctions becomes an entry; a PEP without sanctions is refused', () => {
  const r = entry(mapOpenSanctionsRow({
    id: 'NK-1', schema: 'Company', name: 'SIA Austrumu Kurjers', aliases: 'Eastern Courier LLC', birth_date: '',
    countries: 'lv', identifiers: '40003666001', sanctions: 'EU Council Regulation 269/2014 - RUS', dataset: 'EU Financial Sanctions Files (FSF)',
  }, ctx()));
  assert.equal(r.list, 'OpenSanctions');
  assert.equal(r.schema, 'entity');
  assert.deepEqual(r.countries, ['LV']);
  assert.deepEqual(r.identifiers, [{ type: 'identifier', value: '40003666001', country: null }]);
  assert.deepEqual(r.programs, ['EU Council Regulation 269/2014 - RUS']);
  assert.deepEqual(mapOpenSanctionsRow({ id: 'Q1', schema: 'Person', name: 'Abdullah', sanctions: '' }, ctx()), { reject: NOT_SANCTIONED });
});
