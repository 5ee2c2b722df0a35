// Every statement the store's read modules prepare is planned on an index: EXPLAIN QUERY PLAN
// must show no full scan of a real table (FTS5 and json_each are virtual tables and scan by
// design; a full index scan counts as a full scan). And none binds a bare LIMIT or OFFSET, which
// would have SQLite redo the statement's compiling at every call (statement-cache.ts, limitOf).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { limitOf } from '../../src/store/statement-cache.ts';
import { seededReader } from '../helpers/seeded-reader.ts';
import { SQL as companies } from '../../src/store/companies-read.ts';
import { SQL as persons } from '../../src/store/persons-read.ts';
import { SQL as financials } from '../../src/store/financials-read.ts';
import { SQL as sanctions } from '../../src/store/sanctions-read.ts';
import { SQL as compliance } from '../../src/store/compliance-read.ts';
import { SQL as dataset } from '../../src/store/dataset-read.ts';
import { SQL as facts, companyFactsSql } from '../../src/store/company-facts-read.ts';
import { SQL as search } from '../../src/store/search-read.ts';
import { SQL as searchIndex } from '../../src/store/search-index.ts';
import { SQL as holders } from '../../src/store/holders-read.ts';
import { SQL as closedOnRecord } from '../../src/store/closed-on-record.ts';
import { SQL as companyHoldings } from '../../src/store/company-holdings-read.ts';
import { SQL as holderWords } from '../../src/store/holder-words-read.ts';
import { SQL as ownerSources } from '../../src/store/owner-sources-read.ts';
import { SQL as holderHoldings } from '../../src/store/holder-holdings-read.ts';
import { SQL as soleTradersNamed } from '../../src/store/sole-traders-named-read.ts';
import { SQL as officersInForce } from '../../src/store/officers-in-force-read.ts';

const MODULES: Record<string, Record<string, string>> = {
  'companies-read': companies, 'persons-read': persons, 'financials-read': financials, 'sanctions-read': sanctions,
  'compliance-read': compliance, 'dataset-read': dataset, 'company-facts-read': facts, 'search-read': search, 'search-index': searchIndex,
  'holders-read': holders, 'closed-on-record': closedOnRecord, 'company-holdings-read': companyHoldings,
  'holder-words-read': holderWords, 'owner-sources-read': ownerSources, 'holder-holdings-read': holderHoldings,
  'sole-traders-named-read': soleTradersNamed, 'officers-in-force-read': officersInForce,
};

// source_state holds one row per source (a few dozen rows), search_images one per country:
// reading all of it is the purpose of the statements that scan it.
const SMALL_TABLES = new Set(['source_state', 'search_images']);
// Statements read once per dataset version whose purpose is every row they scan: the companies any
// owner match is stored for (sanction_matches holds a match per company and list entry scored 0.8
// or more, some thousands at national size; 11 rows, 0.1 ms, on the generated national store),
// which spares the person check a read of matches for every other company; and the companies a
// company with a match at or above the threshold is listed holding (its matches then its holdings
// by the holder-number index; 8.3 ms on the generated national store), which spares a compliance
// statement the read of its owners for every other company; and the companies with a match at or
// above the threshold, which spares the person check a read of its companies' matches.
const ONCE_PER_VERSION = new Set(['sanctions-read.ownerMatchedCompanies', 'sanctions-read.heldBySanctioned', 'sanctions-read.sanctionedCompanies']);

const reader = seededReader();

function fullScans(sql: string): string[] {
  const plan = reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>;
  return plan.map((p) => p.detail).filter((detail) => {
    const m = /^SCAN (\S+)/.exec(detail);
    if (!m || detail.includes('VIRTUAL TABLE')) return false;
    // The rows of a bounded subquery and a SELECT without FROM are not tables.
    if (/^SCAN (\(subquery-\d+\)|CONSTANT ROW)/.test(detail)) return false;
    return !SMALL_TABLES.has(m[1]!);
  });
}

test('every read module exports its statements', () => {
  for (const [name, statements] of Object.entries(MODULES)) assert.ok(Object.keys(statements).length > 0, name);
});

/** `name: finding; finding` for each statement where `find` finds something. */
function problemsIn(statements: Record<string, string>, find: (sql: string) => string[]): string[] {
  return Object.entries(statements).flatMap(([name, sql]) => {
    const found = find(sql);
    return found.length > 0 ? [`${name}: ${found.join('; ')}`] : [];
  });
}

for (const [module, statements] of Object.entries(MODULES)) {
  test(`${module}: no full table scan`, () => {
    const perCall = Object.fromEntries(Object.entries(statements).filter(([name]) => !ONCE_PER_VERSION.has(`${module}.${name}`)));
    assert.deepEqual(problemsIn(perCall, fullScans), []);
  });
}

// A company's or a person's read seeks the roles of a company (roles_company), never every role of
// a source (roles_source): the store has no statistics, so SQLite may take a source's index for the
// other RIK file's row of an EE holding (domain/card-shareholdings.ts writes +source against it),
// which read every row of that file per row served (new registrations took 50 ms for 0.2).
// Only the statement asking whether a source has roles at all reads by the source.
const READS_BY_SOURCE = new Set(['persons-read.sourceHasRoles']);

function sourceWalks(sql: string): string[] {
  const plan = reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>;
  return plan.map((p) => p.detail).filter((detail) => /\bUSING (COVERING )?INDEX roles_source\b/.test(detail));
}

test('no read of a company or a person walks a source\'s roles', () => {
  const problems = Object.entries(MODULES).flatMap(([module, statements]) =>
    problemsIn(Object.fromEntries(Object.entries(statements).filter(([name]) => !READS_BY_SOURCE.has(`${module}.${name}`))), sourceWalks)
      .map((problem) => `${module}.${problem}`));
  assert.deepEqual(problems, []);
});

test('the check does catch a walk of a source\'s roles', () => {
  assert.deepEqual(sourceWalks(`SELECT r.id FROM person_roles r WHERE r.country = ?1 AND r.regcode = ?2
    AND EXISTS (SELECT 1 FROM person_roles s WHERE s.source = 'ee.shareholders' AND s.name_key = r.name_key)`).length, 1);
});

test('the check does catch a full scan', () => {
  assert.deepEqual(fullScans('SELECT * FROM companies WHERE address = ?'), ['SCAN companies']);
  assert.equal(fullScans('SELECT regcode FROM companies WHERE name_key > ?').length, 0);
});

function bareBoundLimits(sql: string): string[] {
  return [...sql.matchAll(/\b(?:LIMIT|OFFSET)\s+[?:@$][\w]*/gi)].map((m) => m[0]);
}

test('no statement binds a bare LIMIT or OFFSET', () => {
  const problems = Object.entries(MODULES).flatMap(([module, statements]) =>
    problemsIn(statements, bareBoundLimits).map((problem) => `${module}.${problem}`));
  assert.deepEqual(problems, []);
});

test('the check does catch a bare bound LIMIT', () => {
  assert.deepEqual(bareBoundLimits('SELECT regcode FROM companies LIMIT ?2 OFFSET :skip'), ['LIMIT ?2', 'OFFSET :skip']);
  assert.deepEqual(bareBoundLimits(`SELECT regcode FROM companies ${limitOf('?2')}`), []);
  assert.deepEqual(bareBoundLimits('SELECT regcode FROM companies LIMIT 20'), []);
});

// A country that has no role of a kind (EE has no stockholders) answered its coverage probe by
// walking every role of the country: seconds on the national store, on the first person check
// after each publish. Each probe reads the index of country and kind instead.
test('a coverage probe of a kind of role seeks the kind in the country, not the country\'s roles', () => {
  for (const field of ['officers', 'members', 'stockholders', 'beneficialOwners']) {
    const plan = (reader.db.prepare(`EXPLAIN QUERY PLAN ${dataset[`coverage.${field}`]!}`).all('EE') as Array<{ detail: string }>)
      .map((p) => p.detail);
    assert.equal(plan.length, 1, field);
    assert.match(plan[0]!, /^SEARCH person_roles USING (COVERING )?INDEX roles_country_role \(<expr>=\?\)$/, field);
  }
});

// A company's owners are its roles of a holding kind. With the company's roles indexed by company
// alone, the owners part fetched every role of the company (its officers, its beneficial owners)
// to test the kind: about a fifth of the part at national size (bench/README.md). Each read of the
// company's roles in the part, the card's and the shareholders file's rows of one holding too,
// seeks the kind it reads.
test('the owners part seeks the company\'s roles of the kind it reads, not every role of the company', () => {
  const plan = (reader.db.prepare(`EXPLAIN QUERY PLAN ${companyFactsSql(new Set(['holdings']))}`).all() as Array<{ detail: string }>)
    .map((p) => p.detail).filter((detail) => / USING (COVERING )?INDEX roles_company /.test(detail));
  assert.ok(plan.length > 0, 'the part reads the company\'s roles');
  assert.deepEqual(plan.filter((detail) => !detail.includes('(country=? AND regcode=? AND role=?')), []);
});
