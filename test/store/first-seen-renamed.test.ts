// A role whose person's name the register writes otherwise keeps the first-seen instant of the one
// live role it renames, and nothing carries where two people could be meant. The statement runs
// at every publish of a role source over its whole staged file: it must find the live roles of a
// staged role by its company, never by reading every live role of the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { openForWriting } from '../../src/store/open.ts';
import { tableSpec } from '../../src/store/record-tables.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { carryFirstSeenOfCorrectedRoles } from '../../src/store/first-seen-carry.ts';

const SOURCE = 'lv.officers';
const STAGE_NAME = 'stage_roles';
const STAGE = `temp.${STAGE_NAME}`;
const COLUMNS = tableSpec('role').columns.map((c) => c.column);

interface Role {
  key: string; regcode: string; name: string; since: string | null; birthDate: string | null; birthKey: string | null;
  position?: string; source?: string;
  /** Live before the publish, first seen then; staged: in the new file. */
  firstSeen?: string; live: boolean; staged: boolean;
}
const born = (regcode: string, name: string, key: string, extra: Partial<Role> = {}): Role => ({
  key, regcode, name, since: '2015-07-01', birthDate: '1980-05-21', birthKey: null, live: false, staged: true, ...extra,
});
const left = (regcode: string, name: string, key: string, firstSeen: string, extra: Partial<Role> = {}): Role =>
  born(regcode, name, key, { firstSeen, live: true, staged: false, ...extra });

// Each company (regcode) holds one case.
const ROLES: Role[] = [
  // A surname taken at marriage: the one role that left, the one that came.
  left('1', 'Bērziņa Anna', 'married-before', '2015-07-01T00:00:00.000Z'),
  born('1', 'Ozola-Bērziņa Anna', 'married'),
  // Given by a masked code alone (birth key), a given name added.
  left('2', 'Kalniņš Pēteris', 'given-name-before', '2016-01-01T00:00:00.000Z', { birthDate: null, birthKey: '140777' }),
  born('2', 'Kalniņš Pēteris Jānis', 'given-name-added', { birthDate: null, birthKey: '140777' }),
  // Two board members born the same day, seated the same day, both renamed: either could be either.
  left('3', 'Liepa Ilze', 'twin-a-before', '2017-01-01T00:00:00.000Z'),
  left('3', 'Liepa Inga', 'twin-b-before', '2019-01-01T00:00:00.000Z'),
  born('3', 'Kalna-Liepa Ilze', 'twin-a-renamed'),
  born('3', 'Zariņa-Liepa Inga', 'twin-b-renamed'),
  // The same two, one renamed, the other staying: the renamed one keeps her own instant.
  left('4', 'Liepa Ilze', 'stays', '2017-01-01T00:00:00.000Z', { staged: true }),
  left('4', 'Liepa Inga', 'one-of-twins-before', '2019-01-01T00:00:00.000Z'),
  born('4', 'Zariņa-Liepa Inga', 'one-of-twins-renamed'),
  // One left, two came alike: a rename and a newcomer cannot be told apart.
  left('5', 'Priede Rasa', 'two-came-before', '2015-07-01T00:00:00.000Z'),
  born('5', 'Egle-Priede Rasa', 'two-came-a'),
  born('5', 'Priede Roze', 'two-came-b'),
  // Two left alike, one came: a rename of either.
  left('11', 'Liepa Ilze', 'two-left-a', '2017-01-01T00:00:00.000Z'),
  left('11', 'Liepa Inga', 'two-left-b', '2019-01-01T00:00:00.000Z'),
  born('11', 'Zariņa-Liepa Inga', 'two-left-renamed'),
  // Another person: another start, another birth date, no birth information, another seat, another source.
  left('6', 'Ozols Juris', 'later-start-before', '2015-07-01T00:00:00.000Z'),
  born('6', 'Ozols Jānis', 'later-start', { since: '2026-11-24' }),
  left('7', 'Ozols Juris', 'other-birth-before', '2015-07-01T00:00:00.000Z'),
  born('7', 'Ozols Jānis', 'other-birth', { birthDate: '1990-02-03' }),
  left('8', 'Ozols Juris', 'no-birth-before', '2015-07-01T00:00:00.000Z', { birthDate: null }),
  born('8', 'Ozols Jānis', 'no-birth', { birthDate: null }),
  left('9', 'Ozols Juris', 'other-seat-before', '2015-07-01T00:00:00.000Z', { position: 'board_member' }),
  born('9', 'Ozols Jānis', 'other-seat', { position: 'chair_of_board' }),
  left('10', 'Ozols Juris', 'other-source-before', '2015-07-01T00:00:00.000Z', { source: 'lv.members' }),
  born('10', 'Ozols Jānis', 'other-source'),
  // No start date on either side: the person alone tells a rename from a newcomer. A surname
  // replaced at marriage (the given name kept), given by the whole birth date, carries; so does a
  // given name added, given by a masked code's date.
  left('12', 'Bērziņa Anna', 'no-start-married-before', '2014-03-01T00:00:00.000Z', { since: null }),
  born('12', 'Ozola Anna', 'no-start-married', { since: null }),
  left('13', 'Kalniņš Pēteris', 'no-start-given-name-before', '2016-01-01T00:00:00.000Z', { since: null, birthDate: null, birthKey: '140777' }),
  born('13', 'Kalniņš Pēteris Jānis', 'no-start-given-name-added', { since: null, birthDate: null, birthKey: '140777' }),
  // ... but not where the names share no word (another person born that day took the seat), nor
  // where the register gives only the year and month of the birth, nor where one side has a start.
  left('14', 'Bērziņa Anna', 'no-start-no-word-before', '2014-03-01T00:00:00.000Z', { since: null }),
  born('14', 'Ozola Maija', 'no-start-no-word', { since: null }),
  left('15', 'Bērziņa Anna', 'no-start-month-before', '2014-03-01T00:00:00.000Z', { since: null, birthDate: '1980-05' }),
  born('15', 'Ozola Anna', 'no-start-month', { since: null, birthDate: '1980-05' }),
  left('16', 'Bērziņa Anna', 'start-given-once-before', '2014-03-01T00:00:00.000Z', { since: null }),
  born('16', 'Ozola Anna', 'start-given-once'),
  // Two left alike with no start, one came sharing a word with each: none carries.
  left('17', 'Liepa Ilze', 'no-start-two-left-a', '2017-01-01T00:00:00.000Z', { since: null }),
  left('17', 'Liepa Inga', 'no-start-two-left-b', '2019-01-01T00:00:00.000Z', { since: null }),
  born('17', 'Zariņa-Liepa Inga', 'no-start-two-left-renamed', { since: null }),
];

function storeWithStagedRoles(): DatabaseSync {
  const db = openForWriting(':memory:');
  db.exec(`CREATE TEMP TABLE ${STAGE_NAME} (${COLUMNS.join(', ')}, _line INTEGER)`);
  const values = '?, ?, ?, ?, ?, ?, ?, ?, ?, ?';
  const fields = 'country, regcode, role, position, person_name, name_key, entity_type, since, birth_date, birth_key, assoc_key';
  const live = db.prepare(`INSERT INTO person_roles (${fields}, first_seen_at, source) VALUES ('LV', ${values}, ?, ?)`);
  const staged = db.prepare(`INSERT INTO ${STAGE} (${fields}, _line) VALUES ('LV', ${values}, ?)`);
  const seen = db.prepare('INSERT INTO association_first_seen (assoc_key, first_seen_at) VALUES (?, ?)');
  ROLES.forEach((r, line) => {
    const row = [r.regcode, 'officer', r.position ?? 'board_member', r.name, personNameKey(r.name), 'natural_person', r.since, r.birthDate, r.birthKey, r.key] as const;
    if (r.live) {
      live.run(...row, r.firstSeen!, r.source ?? SOURCE);
      seen.run(r.key, r.firstSeen!);
    }
    if (r.staged) staged.run(...row, line + 1);
  });
  return db;
}

function carried(db: DatabaseSync): Record<string, string> {
  const rows = db.prepare(`SELECT s.assoc_key, f.first_seen_at FROM ${STAGE} s JOIN association_first_seen f USING (assoc_key)
    WHERE NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.assoc_key = s.assoc_key) ORDER BY s.assoc_key`).all() as Array<{ assoc_key: string; first_seen_at: string }>;
  return Object.fromEntries(rows.map((r) => [r.assoc_key, r.first_seen_at]));
}

test('a renamed role keeps the instant of the one role it renames; where two people could be meant, none carries', () => {
  const db = storeWithStagedRoles();
  try {
    const count = carryFirstSeenOfCorrectedRoles(db, STAGE, STAGE_NAME, SOURCE);
    assert.deepEqual(carried(db), {
      'given-name-added': '2016-01-01T00:00:00.000Z',
      married: '2015-07-01T00:00:00.000Z',
      'no-start-given-name-added': '2016-01-01T00:00:00.000Z',
      'no-start-married': '2014-03-01T00:00:00.000Z',
      'one-of-twins-renamed': '2019-01-01T00:00:00.000Z',
    });
    assert.equal(count, 5);
  } finally {
    db.close();
  }
});

test('the staged file is read once, and each carry looks the live roles up by company, name or key, never the whole source', () => {
  const db = storeWithStagedRoles();
  const plans: string[][] = [];
  const plan = (sql: string, params: Record<string, string>) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((p) => p.detail)
      // The tables read; not the pairs the renamed carry gathers (a few rows), nor the readings.
      .filter((d) => /^(SEARCH|SCAN) [a-z]\b/.test(d) && !/^(SEARCH|SCAN) [pqj]\b/.test(d));
  // Records the plan of each statement the carries run, then runs it as they would.
  const recording = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          const gathered = /^\s*CREATE TABLE \S+\s+AS\s+((?:WITH|SELECT)[\s\S]*)$/i.exec(sql);
          if (gathered) plans.push(plan(gathered[1]!, { source: SOURCE }));
          else if (/\bINSERT\b/i.test(sql)) {
            plans.push(plan(sql, { ...(sql.includes(':source') ? { source: SOURCE } : {}), ...(sql.includes(':readings') ? { readings: '[]' } : {}) }));
          }
          return target.prepare(sql);
        };
      }
      if (prop === 'exec') {
        return (sql: string) => {
          const select = /^\s*CREATE TABLE \S+ AS (SELECT[\s\S]*)$/i.exec(sql);
          if (select) plans.push(plan(select[1]!, {}));
          return target.exec(sql);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as DatabaseSync;
  // After each carry's pairs: their instants carried from the pairs gathered (no table of the
  // store read), then the live role's name and former names, by key, kept for the role that came.
  const carried = [
    [],
    ['SEARCH o USING INDEX roles_assoc (assoc_key=?)', `SEARCH n USING INDEX ${STAGE_NAME}_assoc (assoc_key=?)`,
      'SEARCH f USING INDEX former_names_role (assoc_key=?)', `SEARCH n USING INDEX ${STAGE_NAME}_assoc (assoc_key=?)`],
  ];
  try {
    carryFirstSeenOfCorrectedRoles(recording, STAGE, STAGE_NAME, SOURCE);
    assert.deepEqual(plans, [
      // The staged roles under a key never seen, once, in key order.
      [`SCAN s USING INDEX ${STAGE_NAME}_assoc`, 'SEARCH f USING PRIMARY KEY (assoc_key=?)'],
      // Birth information completed: the live roles of the company of the role's kind.
      ['SCAN s', 'SEARCH f USING PRIMARY KEY (assoc_key=?)', 'SEARCH o USING INDEX roles_company (country=? AND regcode=? AND role=?)',
        `SEARCH n USING COVERING INDEX ${STAGE_NAME}_assoc (assoc_key=?)`],
      ...carried,
      // A former reading (proctor): the live roles of the name and birth information.
      ['SCAN s', 'SEARCH f USING PRIMARY KEY (assoc_key=?)', 'SEARCH o USING INDEX roles_person_birth (name_key=? AND birth_date=? AND birth_key=?)',
        `SEARCH n USING COVERING INDEX ${STAGE_NAME}_assoc (assoc_key=?)`],
      ...carried,
      // Renamed: the live roles of the company of the role's kind.
      ['SCAN s', 'SEARCH f USING PRIMARY KEY (assoc_key=?)', 'SEARCH o USING INDEX roles_company (country=? AND regcode=? AND role=?)',
        `SEARCH n USING COVERING INDEX ${STAGE_NAME}_assoc (assoc_key=?)`],
      ...carried,
    ]);
  } finally {
    db.close();
  }
});
