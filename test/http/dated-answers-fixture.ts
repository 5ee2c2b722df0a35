// The person and the publishes of the Last-Modified tests: a person checked on a seeded store, and
// a publish written as the pipeline writes it, by a connection of its own beside the served one.
import { DatabaseSync } from 'node:sqlite';
import { personNameKey } from '../../src/domain/fold.ts';
import { writeDatasetVersion } from '../../src/store/dataset-version.ts';
import { insertTableRows, type SeedRow } from '../helpers/seed.ts';
import { API } from './harness.ts';

export const PERSON = { name: 'Ilze Kalna', birthDate: '1969-03-14' };
export const PERSON_QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
export const PERSON_CHECK = `${API}/persons/check?${PERSON_QUERY}`;

/** The regcode of the seeded company `i`. */
export const lv = (i: number) => `400000004${String(i).padStart(2, '0')}`;

/** PERSON on the board of `regcode`, first seen at `firstSeenAt`; `key` tells the roles apart. */
export function personRole(regcode: string, key: string, firstSeenAt = '2026-01-05T10:00:00.000Z'): SeedRow {
  return {
    country: 'LV', regcode, role: 'officer', position: 'board_member', person_name: 'Kalna Ilze', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `dated-answers-${key}`,
    first_seen_at: firstSeenAt, source: 'lv.officers', as_of: '2026-11-01',
  };
}

/** A publish into the store at `path`: `row` added, and the dataset version of the instant `at`. */
export function publishInto(path: string, at: Date, row?: SeedRow): void {
  const writer = new DatabaseSync(path);
  try {
    writer.exec('BEGIN');
    if (row) insertTableRows(writer, 'person_roles', [row]);
    writeDatasetVersion(writer, at);
    writer.exec('COMMIT');
  } finally {
    writer.close();
  }
}
