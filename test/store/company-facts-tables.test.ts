// A company answer reads its facts in one statement (store/company-facts-read.ts); the tables that
// hold no row of the company's country are left out of it. The answer must be the one the whole
// statement gives, and the statement must not seek in those tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { companyFacts, companyFactsSql, factTablesOf } from '../../src/store/company-facts-read.ts';
import { createServices } from '../../src/services/index.ts';
import { seedDatabase, FIXTURE } from '../helpers/seed.ts';
import { seededReader } from '../helpers/seeded-reader.ts';

const reader = seededReader();

const TODAY = new Date().toISOString().slice(0, 10);

test('the facts read with the country\'s tables only are those of the whole statement, for every company', () => {
  const companies = reader.db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;
  assert.ok(companies.length > 20);
  const tables = new Map<string, ReadonlySet<string>>();
  for (const { country, regcode } of companies) {
    if (!tables.has(country)) tables.set(country, factTablesOf(reader.db, country));
    assert.deepEqual(
      companyFacts(reader.db, country, regcode, TODAY, FIXTURE.sanctionsThreshold, tables.get(country)),
      companyFacts(reader.db, country, regcode, TODAY, FIXTURE.sanctionsThreshold),
      `${country} ${regcode}`,
    );
  }
});

test('a country\'s facts statement seeks in no table that holds no row of the country', () => {
  // The tables sought in through their (country, regcode) index: `SEARCH m USING INDEX sanction_matches_company (country=? …`.
  const tableOfIndex = new Map((reader.db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'").all() as Array<{ name: string; tbl_name: string }>)
    .map((r) => [r.name, r.tbl_name]));
  const searched = (sql: string) => new Set((reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
    .map((p) => /^SEARCH \w+ USING (?:COVERING )?INDEX (\w+) \(country=\? AND regcode=\?/.exec(p.detail)?.[1])
    .filter((index): index is string => index !== undefined).map((index) => tableOfIndex.get(index)!));
  let left = 0;
  for (const country of ['LV', 'LT', 'EE', 'FI']) {
    const held = factTablesOf(reader.db, country);
    for (const table of searched(companyFactsSql(held))) assert.ok(held.has(table), `${country}: ${table} holds no row of it`);
    const all = searched(companyFactsSql());
    assert.ok(all.size >= 9, [...all].join(', '));
    for (const table of all) {
      const any = reader.db.prepare(`SELECT 1 FROM ${table} WHERE country = ? LIMIT 1`).get(country) !== undefined;
      assert.equal(held.has(table), any, `${country}: ${table}`);
      if (!any) left++;
    }
  }
  // The fixture has tables some country holds nothing of (tax ratings are Latvian, officers not Finnish, …).
  assert.ok(left > 0);
});

test('a table that comes to hold a row of the country is read from the next dataset version on', () => {
  // Its own store: the rows written here are not the fixture's.
  const own = seedDatabase();
  const ownReader = openForReading(own.path);
  const writer = new DatabaseSync(own.path);
  try {
    const services = createServices({ db: ownReader, sanctionsThreshold: FIXTURE.sanctionsThreshold });
    const { regcode } = FIXTURE.companies.ltVilkas;
    assert.equal(services.getCompany(regcode, 'LT').taxRating, null);
    // A publish writes its rows and a new dataset version in one transaction.
    writer.exec('BEGIN');
    writer.prepare(`INSERT INTO tax_ratings (country, regcode, rating, explanation, rated_on, source, as_of)
      VALUES ('LT', ?, 'A', NULL, '2026-11-01', 'lv.tax-ratings', '2026-11-01')`).run(regcode);
    writer.prepare(`INSERT INTO meta (key, value) VALUES ('dataset_version', 'after-the-rating')
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run();
    writer.exec('COMMIT');
    assert.equal(services.getCompany(regcode, 'LT').taxRating?.value, 'A');
  } finally {
    writer.close();
    ownReader.close();
    own.cleanup();
  }
});
