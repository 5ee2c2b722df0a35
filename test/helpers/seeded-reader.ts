// The seeded fixture store opened read-only for one test file: built before its tests, closed and
// removed after them. `reader.db` is the connection once the file's tests run.
import { after, before } from 'node:test';
import type { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { seedDatabase, type SeededStore } from './seed.ts';

export function seededReader(): { readonly db: DatabaseSync } {
  let store: SeededStore | null = null;
  let db: DatabaseSync | null = null;
  before(() => {
    store = seedDatabase();
    db = openForReading(store.path);
  });
  after(() => {
    db?.close();
    store?.cleanup();
  });
  return { get db() { if (db === null) throw new Error('the seeded store is opened before the tests'); return db; } };
}
