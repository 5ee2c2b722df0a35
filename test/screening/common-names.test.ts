// A listed person whom the list dates by the birth year only (as the UN list often does), or not
// at all: an owner of that name and year is flagged only where the registers hold no one else of
// the name; where they hold several people of it, the match is a candidate for a reviewer. The
// count is read from the roles of the store being screened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenAllCompanies } from '../../src/importers/screening/index.ts';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import type { Database } from '../../src/store/open.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from './store.ts';

const NOW = new Date('2026-11-21T08:00:00Z');

function insertPerson(db: Database, entryId: string, name: string, birthDates: string[]): void {
  db.prepare(`INSERT INTO sanction_entries (list, entry_id, schema, name, aliases, identifiers, countries, programs, birth_dates, source)
    VALUES ('UN', ?, 'person', ?, '[]', '[]', '[]', '[]', ?, 'sanctions.un')`).run(entryId, name, JSON.stringify(birthDates));
}

const COMMON = { country: 'EE', regcode: '16000001', name: 'Ivanov Kaubandus OÜ' };
const RARE = { country: 'EE', regcode: '16000002', name: 'Zaitsau Logistika OÜ' };
const UNDATED = { country: 'EE', regcode: '16000003', name: 'Petrenko Ehitus OÜ' };
const EXACT = { country: 'EE', regcode: '16000004', name: 'Ivanov Transport OÜ' };
const OTHER = { country: 'EE', regcode: '16000009', name: 'Narva Puit OÜ' };

test('a name and birth year alone flag an owner only where no one else in the registers bears the name', () => {
  const store = createTestStore();
  try {
    const result = withDb(store.path, (db) => {
      for (const c of [COMMON, RARE, UNDATED, EXACT, OTHER]) insertCompany(db, c);
      insertPerson(db, 'QDi.1', 'Ivan IVANOV', ['1970']);
      insertPerson(db, 'QDi.2', 'Aliaksandr ZAITSAU', ['1976']);
      insertPerson(db, 'QDi.3', 'Oleg PETRENKO', []);
      insertPerson(db, 'QDi.4', 'Ivan IVANOV', ['1970-03-04']);
      insertRole(db, { ...COMMON, role: 'beneficial_owner', name: 'Ivan Ivanov', birthDate: '1970-03-04' });
      insertRole(db, { ...EXACT, role: 'beneficial_owner', name: 'Ivan Ivanov', birthDate: '1970-03-04' });
      // Two other men of that name, one a board member only: still people bearing it.
      insertRole(db, { ...OTHER, role: 'management_board', name: 'Ivanov Ivan', birthDate: '1958-09-12' });
      insertRole(db, { ...OTHER, role: 'member', name: 'Ivan Ivanov', birthDate: '1991-01-30', sharePercent: 10 });
      insertRole(db, { ...RARE, role: 'beneficial_owner', name: 'Aliaksandr Zaitsau', birthDate: '1976-02-11' });
      insertRole(db, { ...UNDATED, role: 'beneficial_owner', name: 'Oleg Petrenko', birthDate: '1966-05-05' });
      insertRole(db, { ...OTHER, role: 'beneficial_owner', name: 'Petrenko Oleg', birthDate: '1980-12-01' });
      return screenAllCompanies(db, { now: NOW });
    });
    assert.equal(result.algorithmVersion, 'screen-49');
    withDb(store.path, (db) => {
      const only = (c: { country: string; regcode: string }, entryId: string) => {
        const found = matchesOf(db, c.country, c.regcode).filter((m) => m.entry_id === entryId);
        assert.equal(found.length, 1, `${c.regcode} ${entryId}`);
        return { score: found[0]!.score, features: JSON.parse(found[0]!.features) as Record<string, unknown> };
      };
      // Three different people named Ivan Ivanov: the year alone does not tell which is listed.
      const common = only(COMMON, 'QDi.1');
      assert.ok(common.score < DEFAULT_THRESHOLD && common.score >= 0.8, `candidate, scored ${common.score}`);
      assert.equal(common.features.namesakes, 3);
      assert.equal(common.features.cap, 'common_name');
      // The same owner against the entry giving the full date: the date tells the person.
      assert.equal(only(EXACT, 'QDi.4').score, 1);
      assert.equal(only(EXACT, 'QDi.4').features.namesakes, undefined);
      // No one else bears the rare name: name and year flag it, as before.
      const rare = only(RARE, 'QDi.2');
      assert.equal(rare.score, 0.9);
      assert.equal(rare.features.namesakes, 1);
      assert.equal(rare.features.cap, undefined);
      // The very same name, the list giving no birth date, two people bear it: a candidate.
      const undated = only(UNDATED, 'QDi.3');
      assert.ok(undated.score < DEFAULT_THRESHOLD && undated.score >= 0.8, `candidate, scored ${undated.score}`);
      assert.equal(undated.features.namesakes, 2);
    });
  } finally {
    store.cleanup();
  }
});

// The list gives a year and month (as the EU list sometimes does); the register a full date, or a
// masked personal code (LV DDMMYY) with a year-month date. Two people of the name born in that year
// make a namesake born in the same month likely: a candidate; a name no one else born that year
// bears still flags, and the full date on the list flags whatever the name.
const MONTH_COMMON = { country: 'LV', regcode: '40003000001', name: 'SIA "Ivanov Būve"' };
const MONTH_CODE = { country: 'LV', regcode: '40003000002', name: 'SIA "Ivanov Auto"' };
const MONTH_RARE = { country: 'LV', regcode: '40003000003', name: 'SIA "Petrov Loģistika"' };
const MONTH_EXACT = { country: 'LV', regcode: '40003000004', name: 'SIA "Ivanov Transports"' };
const MONTH_OTHER = { country: 'LV', regcode: '40003000009', name: 'SIA "Rīgas Koks"' };

test('a name and birth year and month flag an owner only where no one else of the name born that year is in the registers', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of [MONTH_COMMON, MONTH_CODE, MONTH_RARE, MONTH_EXACT, MONTH_OTHER]) insertCompany(db, c);
      insertPerson(db, 'QDm.1', 'Sergey IVANOV', ['1970-03']);
      insertPerson(db, 'QDm.2', 'Sergey IVANOV', ['1970-03-04']);
      insertPerson(db, 'QDm.3', 'Oleg PETROV', ['1966-05']);
      insertRole(db, { ...MONTH_COMMON, role: 'beneficial_owner', name: 'Sergejs Ivanovs', birthDate: '1970-03-04' });
      insertRole(db, { ...MONTH_CODE, role: 'beneficial_owner', name: 'Ivanovs Sergejs', birthDate: '1970-03', birthKey: '040370' });
      insertRole(db, { ...MONTH_EXACT, role: 'beneficial_owner', name: 'Sergejs Ivanovs', birthDate: '1970-03-04' });
      // Another Sergejs Ivanovs born in 1970, in another month: the name is not rare among those born that year.
      insertRole(db, { ...MONTH_OTHER, role: 'management_board', name: 'Sergejs Ivanovs', birthDate: '1970-10-21' });
      insertRole(db, { ...MONTH_RARE, role: 'beneficial_owner', name: 'Oļegs Petrovs', birthDate: '1966-05-17' });
      // Oļegs Petrovs is borne by others too, none born in 1966.
      insertRole(db, { ...MONTH_OTHER, role: 'beneficial_owner', name: 'Petrovs Oļegs', birthDate: '1980-12-01' });
      insertRole(db, { ...MONTH_OTHER, role: 'member', name: 'Oļegs Petrovs', birthDate: '1959-05-17', sharePercent: 5 });
      screenAllCompanies(db, { now: NOW });
    });
    withDb(store.path, (db) => {
      const only = (c: { country: string; regcode: string }, entryId: string) => {
        const found = matchesOf(db, c.country, c.regcode).filter((m) => m.entry_id === entryId);
        assert.equal(found.length, 1, `${c.regcode} ${entryId}`);
        return { score: found[0]!.score, features: JSON.parse(found[0]!.features) as Record<string, unknown> };
      };
      for (const c of [MONTH_COMMON, MONTH_CODE]) {
        const month = only(c, 'QDm.1');
        assert.equal(month.features.birthDateMatch, 'month');
        assert.ok(month.score < DEFAULT_THRESHOLD && month.score >= 0.8, `${c.name}: candidate, scored ${month.score}`);
        assert.equal(month.features.namesakes, 2, c.name);
        assert.equal(month.features.cap, 'common_name', c.name);
      }
      assert.equal(only(MONTH_EXACT, 'QDm.2').score, 1, 'the full date tells the person');
      const rare = only(MONTH_RARE, 'QDm.3');
      assert.ok(rare.score >= DEFAULT_THRESHOLD, `no one else of the name born in 1966: flagged, scored ${rare.score}`);
      assert.equal(rare.features.namesakes, 1);
      assert.equal(rare.features.cap, undefined);
    });
  } finally {
    store.cleanup();
  }
});
