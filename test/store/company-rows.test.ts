// A company's register row is read as an array of values and built by the reader
// (store/companies-read.ts): every row must be the one the statement names, column by column.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { companiesByRegcode, companyByKey, SQL } from '../../src/store/companies-read.ts';
import { seedDatabase, type SeededStore } from '../helpers/seed.ts';

let store: SeededStore;
let db: DatabaseSync;
before(() => {
  store = seedDatabase();
  db = openForReading(store.path);
});
after(() => {
  db.close();
  store.cleanup();
});

test('each register row holds the values of its company under the names of its columns', () => {
  const keys = db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;
  assert.ok(keys.length > 20);
  for (const { country, regcode } of keys) {
    assert.deepEqual(companyByKey(db, country, regcode), { ...db.prepare(SQL.byKey).get(country, regcode) }, `${country} ${regcode}`);
    assert.deepEqual(companiesByRegcode(db, regcode), db.prepare(SQL.byRegcode).all(regcode).map((row) => ({ ...row })), regcode);
  }
  assert.equal(companyByKey(db, 'LV', '00000000000'), undefined);
});
