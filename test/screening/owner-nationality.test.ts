// A sanctions match on a Latvian beneficial owner rests on the name and the birth date. UR's file
// also gives the owner's nationality, and the list the countries of the listed person (citizenship,
// addresses): a reviewer deciding whether the owner is the listed person or a namesake weighs
// whether they agree. The match now says so, naming the list's countries but not the owner's, as a
// birth date is only said to agree; which companies are flagged, and the score, stay as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { createTestStore, insertCompany, insertRole, withDb, importEuFixture } from './store.ts';

// Three companies owned by a person of the name and birth date of EU entry 9102 (a Russian
// citizen, with an address in Russia): of Russian nationality, of Latvian, and of none read.
const OWNERS = [
  { regcode: '40103777141', nationality: '["LV","RU"]' },
  { regcode: '40103777142', nationality: '["LV"]' },
  { regcode: '40103777143', nationality: null },
];

// A company whose sole member is also its beneficial owner (SIA "Kurzemes Metāla Serviss" on the
// demo): the match names the member, and the nationality is the beneficial owner's, the same person
// by name and birth; a namesake member born otherwise takes none.
test('a match on a member who is the company\'s beneficial owner says the owner\'s nationality agrees; a namesake born otherwise says nothing', async () => {
  const store = createTestStore();
  try {
    const same = { country: 'LV', regcode: '40103777151', name: 'SIA "Metāla Serviss 1"' };
    const other = { country: 'LV', regcode: '40103777152', name: 'SIA "Metāla Serviss 2"' };
    withDb(store.path, (db) => {
      insertCompany(db, same);
      insertRole(db, { ...same, role: 'member', name: 'Kuzņecovs Gennadijs', birthKey: '051161', sharePercent: 100 });
      insertRole(db, { ...same, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05', birthKey: '051161' });
      insertCompany(db, other);
      insertRole(db, { ...other, role: 'member', name: 'Kuzņecovs Gennadijs', birthKey: '051161', sharePercent: 100 });
      insertRole(db, { ...other, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1971-11-05', birthKey: '051171' });
      db.prepare("UPDATE person_roles SET nationality = '[\"RU\"]' WHERE role = 'beneficial_owner'").run();
    });
    await importEuFixture(store);
    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: 0.9 });
      const member = services.sanctionsFor(same.regcode, 'LV').sanctions.find((x) => x.entryId === '9102' && x.features.ownerRole === 'member');
      assert.ok(member, 'no match of the member');
      assert.equal(member.features.nationalityMatch, 'agrees');
      assert.match(member.explanation, /^Its member Gennadijs Kuzņecovs holding 100 % .*; the register gives the owner a nationality among the countries the list gives \(RU\)\.$/);
      const namesake = services.sanctionsFor(other.regcode, 'LV').sanctions.find((x) => x.entryId === '9102' && x.features.ownerRole === 'member');
      assert.ok(namesake, 'no match of the namesake member');
      assert.ok(!('nationalityMatch' in namesake.features), JSON.stringify(namesake.features));
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});

test('a match on a beneficial owner says whether the owner\'s nationality is among the list\'s countries, its score unchanged', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const o of OWNERS) {
        const company = { country: 'LV', regcode: o.regcode, name: `SIA "Metāls ${o.regcode.slice(-1)}"` };
        insertCompany(db, company);
        insertRole(db, { ...company, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthKey: '051161' });
        db.prepare('UPDATE person_roles SET nationality = ? WHERE regcode = ?').run(o.nationality, o.regcode);
      }
    });
    await importEuFixture(store);
    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: 0.9 });
      const [agrees, differs, unread] = OWNERS.map((o) => {
        const answer = services.sanctionsFor(o.regcode, 'LV');
        const m = answer.sanctions.find((x) => x.entryId === '9102');
        assert.ok(m, `${o.regcode} has no match of entry 9102`);
        return { m, flagged: answer.isSanctioned };
      });
      assert.deepEqual([agrees!.m.features.nationalityMatch, agrees!.m.features.listedCountries], ['agrees', ['RU']]);
      assert.match(agrees!.m.explanation, /with the same birth date; the register gives the owner a nationality among the countries the list gives \(RU\)\.$/);
      assert.equal(differs!.m.features.nationalityMatch, 'differs');
      assert.match(differs!.m.explanation, /; the register gives the owner no nationality among the countries the list gives \(RU\), which does not clear the match\.$/);
      // The owner's own codes are not in the evidence.
      assert.doesNotMatch(JSON.stringify(differs!.m), /"LV"\]|\(LV\)/);
      assert.ok(!('nationalityMatch' in unread!.m.features));
      assert.doesNotMatch(unread!.m.explanation, /nationality/);
      // The same score and flag whatever the nationality.
      assert.deepEqual([agrees, differs, unread].map((x) => [x!.m.score, x!.flagged]), [[1, true], [1, true], [1, true]]);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
