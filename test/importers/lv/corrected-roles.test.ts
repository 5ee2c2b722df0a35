// A register that corrects or completes a person's birth information between two imports: the
// role is the one already seen (it keeps its first-seen instant and does not show in new
// registrations); a namesake with another birth date taking the same seat is new.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { importFixtures } from './fixture-import.ts';

const SECOND_IMPORT = new Date('2026-11-21T09:30:00.000Z');

test('a birth date completed by the register keeps the role first seen; a namesake born another day is new', async (t) => {
  const { s } = await importFixtures();
  t.after(() => s.cleanup());
  // The chair of 40003000001 (Jānis Bērziņš also sits on another board) and a board member of it.
  const firstSeen = (name: string) => query<{ first_seen_at: string }>(s.db,
    "SELECT first_seen_at FROM person_roles WHERE source = 'lv.officers' AND regcode = '40003000001' AND person_name = ?", name)
    .map((r) => r.first_seen_at);
  const inese = firstSeen('Liberte Inese');
  const janis = firstSeen('Bērziņš Jānis');
  assert.equal(inese.length, 1);
  assert.equal(janis.length, 1);

  const officers = readFileSync(join(s.files, 'officers.csv'), 'utf8')
    // The year and month the register showed become a full date.
    .replace('Liberte Inese;;1980-05;', 'Liberte Inese;;1980-05-21;')
    // Another Jānis Bērziņš, born 1990, takes the chair the one born 1977 held.
    .replace('40003000001;NATURAL_PERSON;CHAIR_OF_BOARD;EXECUTIVE_BOARD;Bērziņš Jānis;140777-*****;',
      '40003000001;NATURAL_PERSON;CHAIR_OF_BOARD;EXECUTIVE_BOARD;Bērziņš Jānis;020390-*****;');
  writeFileSync(join(s.files, 'officers.csv'), officers);

  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: SECOND_IMPORT });
  assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
  assert.deepEqual(query(s.db, "SELECT birth_date FROM person_roles WHERE source = 'lv.officers' AND person_name = 'Liberte Inese'"), [{ birth_date: '1980-05-21' }]);
  assert.deepEqual(firstSeen('Liberte Inese'), inese, 'a completed birth date made the role new');
  assert.deepEqual(firstSeen('Bērziņš Jānis'), [SECOND_IMPORT.toISOString()], 'a namesake born another day took the seat unseen');
});
