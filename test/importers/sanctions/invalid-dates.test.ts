// A sanctions entry is never lost for a date: a listing or birth date that is no real date is
// left out and the import report is told, while the entry is kept to be screened against.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapUnRecord } from '../../../src/importers/sanctions/un-sc.ts';
import { mapUrSanctionsRow } from '../../../src/importers/sanctions/lv-ur.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import type { MapContext, MapResult } from '../../../src/importers/source.ts';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';

function recording(): { ctx: MapContext; warned: string[] } {
  const warned: string[] = [];
  return { warned, ctx: { file: 'x', line: 3, asOf: '2026-11-20', lookup: () => undefined, warn: (r, d) => { warned.push(`${r} ${d}`); } } };
}

function entry(result: MapResult): SanctionEntryRecord {
  assert.ok(result && !Array.isArray(result) && !('reject' in result), `expected one record, got ${JSON.stringify(result)}`);
  return result.record as SanctionEntryRecord;
}

test('UN: a LISTED_ON and a DATE of birth that are no real date keep the person, without them, with warnings', () => {
  const { ctx, warned } = recording();
  const person = entry(mapUnRecord({
    '#name': 'INDIVIDUAL', DATAID: '6908555', FIRST_NAME: 'GASTON', SECOND_NAME: 'IYAMUREMYE', UN_LIST_TYPE: 'DRC',
    LISTED_ON: '2012-02-30', INDIVIDUAL_DATE_OF_BIRTH: { TYPE_OF_DATE: 'EXACT', DATE: '1948-13-01', YEAR: '1948' },
  }, ctx));
  assert.equal(person.name, 'GASTON IYAMUREMYE');
  assert.equal(person.listedOn, null);
  assert.deepEqual(person.birthDates, ['1948'], 'the year still given is kept');
  assert.deepEqual(warned.sort(), [
    'INDIVIDUAL_DATE_OF_BIRTH/DATE is not a real date; the row is kept with it empty "1948-13-01"',
    'LISTED_ON is not a real date; the row is kept with it empty "2012-02-30"',
  ]);
});

test('UR sanctions: a birth_date that is no real date keeps the subject with a warning', () => {
  const { ctx, warned } = recording();
  const subject = entry(mapUrSanctionsRow({
    legal_entity_registration_number: '40003000001', sanctions_subject_type: 'NATURAL_PERSON', forename: 'Ivan', surname: 'Petrov',
    name: 'Ivan Petrov', birth_date: '1970-02-31', position: 'MEMBER', list: 'EU', program: 'RUS', entry_date: '2022-03-01',
  }, ctx));
  assert.deepEqual(subject.birthDates, []);
  assert.deepEqual(warned, ['birth_date is not a real date; the row is kept with it empty "1970-02-31"']);
});

test('OFAC: a DOB that is no calendar day is not stored as one and is set aside to be reported', () => {
  const p = parseOfacRemarks('DOB 31 Feb 1960; alt. DOB 10 Dec 1948; nationality Russia');
  assert.deepEqual(p.birthDates, ['1948-12-10']);
  assert.deepEqual(p.unreadBirthDates, ['31 Feb 1960']);
});
