import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personsSource, roleOfCardEntry } from '../../../src/importers/ee/persons.ts';
import { shareholdersSource } from '../../../src/importers/ee/shareholders.ts';
import { beneficialOwnersSource } from '../../../src/importers/ee/beneficial-owners.ts';
import { personGroupOf } from '../../../src/importers/ee/values.ts';
import { FIXTURES, mapFiles, recordsOf } from './map-fixture.ts';

const card = mapFiles(personsSource, [
  new URL('ettevotja_rekvisiidid__kaardile_kantud_isikud.json', FIXTURES),
  new URL('ettevotja_rekvisiidid__kandevalised_isikud.json', FIXTURES),
], (name) => (name.includes('kandevalised') ? 1 : 0));

test('registry card: board member with a dd.mm.yyyy birth date', () => {
  const [mari] = recordsOf(card, 'role', '14000001').filter((r) => r.personName === 'Mari Tamm' && r.position === 'board_member');
  assert.deepEqual(mari, {
    country: 'EE', regcode: '14000001', role: 'officer', position: 'board_member',
    personName: 'Mari Tamm', entityType: 'natural_person', birthDate: '1975-06-04', birthKey: null, holderRegcode: null,
    since: '2016-06-05', until: null, sharePercent: null, shareAmount: null, shareCurrency: null,
    // What is kept of the row's isikukood_hash (77a468f2), never the hash itself.
    personGroup: personGroupOf('77a468f2'),
  });
  assert.notEqual(mari!.personGroup, '77a468f2');
});

test('registry card: roles by code or by the wording of a seat LV names too, other roles keep the register wording', () => {
  assert.deepEqual(roleOfCardEntry({ isiku_roll: 'AUDIT', isiku_roll_tekstina: 'Audiitor' }), { role: 'officer', position: 'Audiitor' });
  const roles = recordsOf(card, 'role').map((r) => [r.regcode, r.personName, r.role, r.position, r.birthDate, r.since, r.until]);
  assert.deepEqual(roles, [
    ['14000001', 'Mari Tamm', 'officer', 'board_member', '1975-06-04', '2016-06-05', null],
    ['14000001', 'Jaan Kask', 'officer', 'procurator', '1980-01-31', '2021-02-01', null],
    // A pre-November-2024 dump: the personal code gives the birth date.
    ['14000001', 'Endine Liige', 'officer', 'board_member', '1976-05-03', '2016-06-05', '2019-12-31'],
    // Nõukogu liige, an unpublished code: the seat as LV names it (domain/ee-positions.ts).
    ['14000001', 'Peeter Põder', 'officer', 'supervisory_board_member', '1962-12-12', '2022-01-01', null],
    ['10000018', 'Kati Karu', 'officer', 'liquidator', '1970-05-01', '2026-03-02', null],
    ['10000018', 'Haldus OÜ', 'officer', 'board_member', null, '2020-05-04', null],
    ['12000003', 'Ülle Õun', 'member', 'general_partner', '1983-03-03', '2012-03-15', null],
    ['12000003', 'Foreign Holding Ltd', 'member', 'limited_partner', null, '2012-03-15', null],
    // Off-card file (key kaardivalised_isikud).
    ['14000001', 'Mari Tamm', 'member', 'founder', '1975-06-04', '2016-06-05', null],
  ]);
});

test('registry card: legal persons carry their own registry or foreign code and shares', () => {
  const legal = recordsOf(card, 'role').filter((r) => r.entityType === 'legal_entity');
  assert.deepEqual(legal.map((r) => [r.personName, r.holderRegcode, r.shareAmount, r.shareCurrency]), [
    ['Haldus OÜ', '14000001', null, null],
    ['Foreign Holding Ltd', 'HE123456', 2500, 'EUR'],
  ]);
});

test('registry card: a company whose only entry has no name, and a junk registry code, are rejected', () => {
  assert.deepEqual(card.rejects.map((r) => r.reason), [
    'person entry has no name (eesnimi / nimi_arinimi)',
    'ariregistri_kood is not an 8-digit registry code: "x1"',
  ]);
});

test('shareholders: members with percent and amount in any number format', () => {
  const mapped = mapFiles(shareholdersSource, [new URL('ettevotja_rekvisiidid__osanikud.json', FIXTURES)]);
  assert.deepEqual(mapped.rejects, []);
  assert.deepEqual(recordsOf(mapped, 'role').map((r) => [r.regcode, r.personName, r.role, r.entityType, r.birthDate, r.holderRegcode, r.sharePercent, r.shareAmount, r.shareCurrency]), [
    ['14000001', 'Mari Tamm', 'member', 'natural_person', '1975-06-04', null, 60, 1500, 'EUR'],
    ['14000001', 'Lõuna Grupp AS', 'member', 'legal_entity', null, '12000003', 40, 1000, 'EUR'],
    ['11000027', 'Jaan Kask', 'member', 'natural_person', '1980-01-31', null, 100, 2500, 'EUR'],
  ]);
});

test('beneficial owners: natural persons with the way control is held', () => {
  const mapped = mapFiles(beneficialOwnersSource, [new URL('ettevotja_rekvisiidid__kasusaajad.json', FIXTURES)]);
  assert.deepEqual(recordsOf(mapped, 'role').map((r) => [r.regcode, r.personName, r.role, r.position, r.entityType, r.birthDate, r.since]), [
    ['14000001', 'Mari Tamm', 'beneficial_owner', 'direct_ownership', 'natural_person', '1975-06-04', '2018-10-10'],
    ['14000001', 'Ülle Õun', 'beneficial_owner', 'indirect_ownership', 'natural_person', '1983-03-03', '2018-10-10'],
  ]);
  assert.deepEqual(mapped.rejects.map((r) => r.reason), ['person entry has no name (eesnimi / nimi_arinimi)']);
  assert.equal(beneficialOwnersSource.files[0]!.optional, true, 'the file may be discontinued');
});
