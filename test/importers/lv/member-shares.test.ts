// UR's members.csv gives each SIA holding as shares × the value of one share, never its part of
// the capital, and a person check served percent null for every Latvian member: a compliance team
// could not tell a 60 % owner from a 1 % one. The percent is now the holding's part of the
// company's holdings in force, where that sum is sure, and null where it is not. The files are
// written from the documented header (docs: members.csv, members_joint_owners.csv).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());

const MEMBERS = 'id;uri;at_legal_entity_registration_number;entity_type;name;latvian_identity_number_masked;birth_date;'
  + 'legal_entity_registration_number;number_of_shares;share_nominal_value;share_currency;date_from;date_to;registered_on;last_modified_at';
const JOINT = 'id;member_id;entity_type;name;latvian_identity_number_masked;birth_date;legal_entity_registration_number;date_from;registered_on;last_modified_at';
const person = (id: number, company: string, name: string, birth: string, shares: string, nominal: string, currency = 'EUR', dateTo = '') =>
  `${id};u;${company};NATURAL_PERSON;${name};;${birth};;${shares};${nominal};${currency};2015-01-01;${dateTo};2015-01-01;2020-01-01 10:00:00.000`;

const report = await (async () => {
  writeFileSync(join(s.files, 'members.csv'), '\uFEFF' + [MEMBERS,
    // 1500 + 1000: 60 % and 40 %, the nominal written with a decimal comma in one row.
    person(301, '40003000001', 'Sila Dace', '1981-01-01', '1500', '1,00'),
    person(302, '40003000001', 'Vītols Māris', '1982-02-02', '1000', '1'),
    // A former member (left in 2020) is no part of today's capital and has no percent.
    person(303, '40003000001', 'Egle Zane', '1983-03-03', '9000', '1', 'EUR', '2020-06-30'),
    // A joint holding counts once: 2800 of 4000, each joint owner served with its 70 %.
    `304;u;40003000005;JOINT_OWNERS;;;;;2800;1;EUR;2012-03-04;;2012-03-04;2020-01-01 10:00:00.000`,
    person(305, '40003000005', 'Krūmiņa Ieva', '1984-04-04', '1200', '1'),
    // A holder with a placeholder name is rejected, but its 500 shares are half the capital.
    person(306, '40003000006', 'Liepa Rasma', '1985-05-05', '500', '1'),
    person(307, '40003000006', '2015', '', '500', '1'),
    // One holding without an amount: no sum is sure, no percent at all.
    person(308, '40003000007', 'Ozoliņš Kārlis', '1986-06-06', '100', '1'),
    person(309, '40003000007', 'Bērza Līga', '1987-07-07', '', ''),
    // Amounts in two currencies cannot be summed.
    person(310, '40003000003', 'Kļava Rita', '1988-08-08', '100', '1', 'EUR'),
    person(311, '40003000003', 'Priede Jānis', '1989-09-09', '100', '1', 'LVL'),
  ].join('\n') + '\n');
  writeFileSync(join(s.files, 'members_joint_owners.csv'), '\uFEFF' + [JOINT,
    '1;304;NATURAL_PERSON;Ozola Anna;;1990-01-01;;2012-03-04;2012-03-04;2020-01-01 10:00:00.000',
    '2;304;NATURAL_PERSON;Ozols Juris;;1991-01-01;;2012-03-04;2012-03-04;2020-01-01 10:00:00.000',
  ].join('\n') + '\n');
  return runImport({
    databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.members'), knownSources: sources,
    fromDir: s.files, now: new Date(FIRST_IMPORT.getTime() + 86_400_000),
  });
})();

function percentOf(name: string, birthDate: string): number | null | undefined {
  const db = openForReading(s.db);
  try {
    const answer = createServices({ db, sanctionsThreshold: 0.9 }).checkPerson(name, birthDate, 50);
    return answer.results.find((a) => a.role === 'member')?.share?.percent;
  } finally { db.close(); }
}

test('a member\'s percent is its part of the company\'s holdings in force; a former member has none', () => {
  assert.equal(sourceReport(report, 'lv.members').status, 'published');
  assert.equal(percentOf('Dace Sila', '1981-01-01'), 60);
  assert.equal(percentOf('Māris Vītols', '1982-02-02'), 40);
  assert.equal(percentOf('Zane Egle', '1983-03-03'), null);
});

test('a joint holding counts once and each joint owner holds all of it; a rejected holder\'s shares still count', () => {
  assert.equal(percentOf('Anna Ozola', '1990-01-01'), 70);
  assert.equal(percentOf('Juris Ozols', '1991-01-01'), 70);
  assert.equal(percentOf('Ieva Krūmiņa', '1984-04-04'), 30);
  assert.equal(percentOf('Rasma Liepa', '1985-05-05'), 50);
  // The placeholder name is still a reject, reported at its own line.
  assert.deepEqual(sourceReport(report, 'lv.members').rejects, { 'junk name': 1 });
  assert.deepEqual(sourceReport(report, 'lv.members').rejectExamples?.['junk name'], ['members.csv:8']);
});

test('no percent where the sum is not sure: a holding without an amount, or two currencies', () => {
  assert.equal(percentOf('Kārlis Ozoliņš', '1986-06-06'), null);
  assert.equal(percentOf('Rita Kļava', '1988-08-08'), null);
  assert.deepEqual(query(s.db, "SELECT count(*) AS n FROM person_roles WHERE source = 'lv.members' AND regcode IN ('40003000003', '40003000007') AND share_percent IS NOT NULL"), [{ n: 0 }]);
});
