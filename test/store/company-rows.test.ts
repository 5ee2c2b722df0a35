// A company's register row, its address parts and its search result row are read as arrays of
// values and built by the reader (store/companies-read.ts, store/search-read.ts): every row must
// be the one the statement names, column by column.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { addressPartsByKeys, companiesByKeys, companiesByRegcode, companyByKey, SQL } from '../../src/store/companies-read.ts';
import { resultRows, SQL as SEARCH_SQL } from '../../src/store/search-read.ts';
import { seedDatabase, type SeededStore } from '../helpers/seed.ts';

let store: SeededStore;
let db: DatabaseSync;
// The fixture's companies have their address as one line: one with its parts apart.
const WITH_PARTS = {
  country: 'LV', regcode: '40000000017', name: 'SIA "Daļas"', name_key: 'dalas', status: 'active', source: 'lv.ur.companies',
  first_seen_at: '2024-01-01T00:00:00Z', address: 'Brīvības iela 1, Rīga, LV-1010',
  address_street: 'Brīvības iela 1', address_postcode: 'LV-1010', address_city: 'Rīga',
};

before(() => {
  store = seedDatabase(undefined, { rows: { companies: [WITH_PARTS] } });
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

test('the register rows of a batch of companies (a person\'s, whose flags are read) are the statement\'s rows', () => {
  const keys = db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;
  const named = db.prepare(SQL.byKeys).all(JSON.stringify(keys.map((k) => [k.country, k.regcode]))).map((row) => ({ ...row }));
  assert.equal(named.length, keys.length);
  assert.deepEqual(companiesByKeys(db, keys), named);
});

test('the address parts of a page of companies are the statement\'s rows', () => {
  const keys = db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;
  const json = JSON.stringify(keys.map((k) => [k.country, k.regcode]));
  const named = db.prepare(SQL.addressPartsByKeys).all(json).map((row) => ({ ...row }));
  assert.equal(named.length, keys.length);
  assert.ok(named.some((row) => row.address_postcode === WITH_PARTS.address_postcode));
  assert.deepEqual(addressPartsByKeys(db, keys), new Map(named.map((row) => [`${row.country}:${row.regcode}`, row])));
});

test('the search result rows of the index are the statement\'s rows', () => {
  const keys = (db.prepare('SELECT key FROM search_results ORDER BY key').all() as Array<{ key: number }>).map((r) => r.key);
  assert.ok(keys.length > 20);
  const named = db.prepare(SEARCH_SQL.results).all(JSON.stringify(keys)).map((row) => ({ ...row }));
  assert.deepEqual(resultRows(db, keys), named);
});
