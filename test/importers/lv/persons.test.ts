// Person roles from the officer, member, stockholder and beneficial-owner fixtures: names, birth
// information (full, year-month, masked code, none for `32…` codes), shares and joint owners.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { query, sourceReport } from '../pipeline/helpers.ts';
import { importFixtures } from './fixture-import.ts';

const { s, report } = await importFixtures();
test.after(() => s.cleanup());

const roles = (source: string) => query(s.db, `SELECT regcode, role, position, person_name, name_key, entity_type, birth_date, birth_key,
  holder_regcode, since, until, share_amount, share_currency, first_seen_at FROM person_roles WHERE source = ? ORDER BY id`, source);

test('officers: positions, OWNER of a sole trader as micro_enterprise, masked codes, junk names rejected', () => {
  const rows = roles('lv.officers');
  assert.equal(rows.length, 7);
  assert.deepEqual(rows[0], {
    regcode: '40003000001', role: 'officer', position: 'chair_of_board', person_name: 'Bērziņš Jānis', name_key: 'berzins janis',
    entity_type: 'natural_person', birth_date: null, birth_key: '140777', holder_regcode: null, since: '2015-07-01', until: null,
    share_amount: null, share_currency: null, first_seen_at: '2015-07-01T00:00:00.000Z',
  });
  assert.deepEqual([rows[1]!.position, rows[1]!.birth_date, rows[1]!.birth_key, rows[1]!.name_key], ['board_member', '1980-05', null, 'inese liberte']);
  assert.deepEqual([rows[2]!.regcode, rows[2]!.role, rows[2]!.position, rows[2]!.birth_date, rows[2]!.birth_key], ['41500000002', 'micro_enterprise', 'owner', '1990-01-01', '010190']);
  assert.deepEqual([rows[3]!.entity_type, rows[3]!.holder_regcode, rows[3]!.person_name], ['legal_entity', '40003000001', 'SIA "Alfa Koks"']);
  // A code issued since July 2017 (`32…`) carries no birth date.
  assert.deepEqual([rows[4]!.person_name, rows[4]!.birth_key, rows[4]!.position], ['Kalniņš Pēteris', null, 'supervisory_board_member']);
  // No registered_on: first seen falls back to the company's registration date.
  assert.deepEqual([rows[5]!.position, rows[5]!.since, rows[5]!.first_seen_at], ['liquidator', null, '2013-04-05T00:00:00.000Z']);
  assert.deepEqual(sourceReport(report, 'lv.officers').rejects, { 'junk name': 1 });
});

test('members: share amount = shares × nominal value, joint owners resolved, junk rejected by reason', () => {
  const rows = roles('lv.members');
  assert.deepEqual(rows.map((r) => [r.regcode, r.person_name, r.entity_type, r.holder_regcode, r.share_amount, r.share_currency, r.since, r.birth_date, r.birth_key]), [
    ['40003000001', 'Bērziņš Jānis', 'natural_person', null, 1500, 'EUR', '2010-02-03', null, '140777'],
    ['40003000001', 'AS "Gamma"', 'legal_entity', '40003000007', 1000, 'EUR', '2016-05-05', null, null],
    ['40003000005', 'Ozola Anna', 'natural_person', null, 2800, 'EUR', '2012-03-04', '1990-01-01', '010190'],
    ['40003000005', 'Ozols Juris', 'natural_person', null, 2800, 'EUR', '2012-03-04', null, '020288'],
    ['40003000006', 'Liberte Inese', 'natural_person', null, 250, 'EUR', '2013-04-05', '1980-05', null],
  ]);
  // A joint holding's owners say so: each is served with the whole of it.
  assert.deepEqual(rows.map((r) => `${r.role}/${r.position}`),
    ['member/null', 'member/null', 'member/joint_owner', 'member/joint_owner', 'member/null']);
  assert.deepEqual(sourceReport(report, 'lv.members').rejects, { 'joint owners not found': 1, 'junk name': 1 });
});

test('stockholders with joint owners', () => {
  const rows = roles('lv.stockholders');
  assert.deepEqual(rows.map((r) => [r.regcode, r.role, r.position, r.person_name, r.share_amount, r.birth_date, r.birth_key, r.since]), [
    ['40003000007', 'stockholder', null, 'Kalniņš Pēteris', 1000, '1975-03-03', null, '1995-07-08'],
    ['40003000007', 'stockholder', 'joint_owner', 'Liberte Inese', 50, '1980-05', null, '2001-01-01'],
    ['40003000007', 'stockholder', 'joint_owner', 'Bērziņš Jānis', 50, null, '140777', '2001-01-01'],
  ]);
});

test('beneficial owners: forename + surname, multi-valued nationality quoted, blank dates', () => {
  const rows = roles('lv.beneficial-owners');
  assert.deepEqual(rows.map((r) => [r.regcode, r.role, r.person_name, r.name_key, r.birth_date, r.birth_key, r.since, r.first_seen_at]), [
    ['40003000001', 'beneficial_owner', 'Jānis Bērziņš', 'berzins janis', null, '140777', '2017-12-01', '2017-12-01T00:00:00.000Z'],
    ['40003000007', 'beneficial_owner', 'Pēteris Kalniņš', 'kalnins peteris', '1975-03-03', null, '2018-01-02', '2018-01-02T00:00:00.000Z'],
    ['40003000006', 'beneficial_owner', 'Inese Liberte', 'inese liberte', '1980-05', null, '2019-02-03', '2019-02-03T00:00:00.000Z'],
    ['40003000005', 'beneficial_owner', 'Anna Ozola', 'anna ozola', '1990-01-01', '010190', null, '2012-03-04T00:00:00.000Z'],
  ]);
  assert.deepEqual(sourceReport(report, 'lv.beneficial-owners').rejects, { 'junk name': 1 });
});

test('VID micro-enterprise payers link their natural-person members', () => {
  assert.deepEqual(roles('lv.micro-enterprise').map((r) => [r.regcode, r.role, r.position, r.person_name, r.since]), [
    ['40003000006', 'micro_enterprise', 'member', 'Liberte Inese', '2020-01-01'],
  ]);
});

test('a first import floods nothing: every first-seen instant is a registration date, never the import time', () => {
  const recent = query(s.db, "SELECT source, regcode FROM person_roles WHERE first_seen_at >= '2026-01-01'");
  assert.deepEqual(recent, []);
  const seen = query<{ n: number }>(s.db, 'SELECT COUNT(*) AS n FROM association_first_seen');
  assert.ok(seen[0]!.n >= 20);
});
