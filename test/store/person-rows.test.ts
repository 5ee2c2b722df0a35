// The person reads take their rows as arrays of values and build each association themselves
// (store/persons-read.ts): every association must be the row the statement names, column by column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  NAME_KEY_SLOTS, personAssociations, personAssociationsSeenSince, SQL, type BirthMatch,
} from '../../src/store/persons-read.ts';
import { birthKeyFromIsoDate } from '../../src/domain/dates.ts';
import { seededReader } from '../helpers/seeded-reader.ts';

const reader = seededReader();
// The registers' day the reads that list departures count their window from.
const TODAY = '2026-01-15';

/** Every person of the fixture with a birth date (the first of the month where only that is given), as a read of one key. */
function people(): Array<{ key: string; birth: BirthMatch }> {
  const rows = reader.db.prepare(`SELECT DISTINCT name_key, birth_date FROM person_roles WHERE birth_date IS NOT NULL ORDER BY 1, 2`)
    .all() as Array<{ name_key: string; birth_date: string }>;
  return rows.map((r) => {
    const date = r.birth_date.length === 7 ? `${r.birth_date}-01` : r.birth_date;
    return { key: r.name_key, birth: { date, yearMonth: date.slice(0, 7), maskedKey: birthKeyFromIsoDate(date) } };
  });
}

/**
 * The statement's own rows, as node:sqlite gives them by column name (same_person, SQLite's 0 or 1,
 * read as the flag it is; holding_first_seen, which only new registrations' reads select, null elsewhere).
 */
function namedRows(sql: string, key: string, birth: BirthMatch, ...rest: Array<string | number>): unknown[] {
  const keys = Array.from({ length: NAME_KEY_SLOTS }, () => key);
  return reader.db.prepare(sql).all(...keys, birth.date, birth.yearMonth, birth.maskedKey, ...rest)
    .map((row) => ({ ...row, same_person: row.same_person === 1, holding_first_seen: row.holding_first_seen ?? null }));
}

test('each association holds the values of its row under the names of its columns', () => {
  const all = people();
  assert.ok(all.length > 5, `${all.length} people`);
  let rows = 0;
  for (const { key, birth } of all) {
    const read = personAssociations(reader.db, [key], birth, TODAY, 5000);
    rows += read.length;
    assert.deepEqual(read, namedRows(SQL.associations, key, birth, TODAY, 5000), key);
    assert.deepEqual(personAssociations(reader.db, [key], birth, TODAY, 5000, { country: 'EE', regcode: '1' }),
      namedRows(SQL.associationsAfter, key, birth, TODAY, 'EE', '1', 5000), key);
    assert.deepEqual(personAssociationsSeenSince(reader.db, [key], birth, '2000-01-01', 5000, TODAY),
      namedRows(SQL.associationsSeenSince, key, birth, '2000-01-01', 5000, TODAY), key);
  }
  assert.ok(rows > all.length);
});
