// A small, rich store for data tests (services, HTTP, MCP): every country, diacritics, legal
// forms in every position, a regcode of two countries, closed and liquidating companies, VAT,
// ratings, NACE, financial-year edge cases, people matched by full date, year-month and masked
// code, recent associations, sanctions of every kind, a tax debt and compliance flags.
//
// In-process:   const store = seedDatabase();            // temp dir; store.cleanup() removes it
//               const db = openForReading(store.path);
// Given a path: seedDatabase('/tmp/x/registry.sqlite')   // writes there, closes the writer
// Given a db:   seedDatabase(openForWriting(':memory:')) // inserts, leaves it open
// Child:        node test/helpers/seed.ts /tmp/x/registry.sqlite   (prints { path, fixture })
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { COUNTRIES } from '../../src/domain/country.ts';
import { migrate, openForWriting } from '../../src/store/open.ts';
import { rebuildSearchIndex } from '../../src/store/search-index.ts';
import { rebuildHolderWords } from '../../src/store/holder-words.ts';
import { FIXTURE } from './seed-constants.ts';
import {
  activityRows, classifierRows, companyNameRows, companyRows, financialRows, taxRatingRows, vatRows, type SeedRow,
} from './seed-rows-companies.ts';
import {
  flagRows, roleRows, sanctionEntryRows, sanctionMatchRows, sourceStateRows, taxDebtRows,
} from './seed-rows-people.ts';

export { FIXTURE } from './seed-constants.ts';
export type { FixtureCompany } from './seed-constants.ts';
export type { SeedRow } from './seed-rows-companies.ts';
export { ownCompany } from './seed-rows-companies.ts';

const TABLES = [
  'companies', 'company_names', 'vat_registrations', 'tax_ratings', 'activity_codes', 'classifier_codes',
  'financial_statements', 'person_roles', 'tax_debts', 'compliance_flags', 'sanction_entries', 'sanction_matches',
  'reorganizations', 'source_state', 'meta',
] as const;
export type SeedTable = (typeof TABLES)[number];
export type SeedRows = Record<SeedTable, SeedRow[]>;

export interface SeedData {
  /** The instant the recent associations are counted back from (default: the moment of seeding). */
  now?: Date;
  /** Extra rows, appended to the fixture's (column names as in the schema). */
  rows?: Partial<SeedRows>;
  /** false: only `rows`, no fixture. */
  fixture?: boolean;
  /**
   * The instant the last import published every source's files (default: each its as_of at 06:00
   * UTC). The fixture dates that publish before some of its roles were first seen, which no import
   * can write; the answers that bound a window by the last publish (new registrations'
   * firstSeenThrough) read it.
   */
  filesPublishedAt?: string;
}

export interface SeededStore {
  /** The database file (`:memory:` or '' when an in-memory db was given). */
  path: string;
  fixture: typeof FIXTURE;
  now: Date;
  /** Removes the temporary directory seedDatabase created (nothing otherwise). */
  cleanup(): void;
}

export function fixtureRows(now: Date): SeedRows {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return {
    companies: companyRows(yesterday), company_names: companyNameRows(), vat_registrations: vatRows(),
    tax_ratings: taxRatingRows(), activity_codes: activityRows(), classifier_codes: classifierRows(),
    financial_statements: financialRows(), person_roles: roleRows(now), tax_debts: taxDebtRows(),
    compliance_flags: flagRows(), sanction_entries: sanctionEntryRows(), sanction_matches: sanctionMatchRows(now),
    reorganizations: [], source_state: sourceStateRows(), meta: [],
  };
}

/** Inserts rows into one live table, in the caller's transaction. */
export function insertTableRows(db: DatabaseSync, table: string, rows: readonly SeedRow[]): void {
  for (const row of rows) {
    const columns = Object.keys(row);
    if (!columns.every((c) => /^[a-z_]+$/.test(c))) throw new Error(`seed: bad column in ${table}: ${columns.join(', ')}`);
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...columns.map((c) => row[c] ?? null));
  }
}

/** Inserts rows straight into the live tables and rebuilds the search index of every country. */
export function insertRows(db: DatabaseSync, rows: Partial<SeedRows>): void {
  db.exec('BEGIN');
  try {
    for (const table of TABLES) insertTableRows(db, table, rows[table] ?? []);
    for (const country of COUNTRIES) rebuildSearchIndex(db, country);
    // As a publish writes the words of the holders its roles list.
    rebuildHolderWords(db);
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

function merged(data: SeedData, now: Date): Partial<SeedRows> {
  const base: Partial<SeedRows> = data.fixture === false ? {} : fixtureRows(now);
  const out: Partial<SeedRows> = {};
  for (const table of TABLES) out[table] = [...(base[table] ?? []), ...(data.rows?.[table] ?? [])];
  const at = data.filesPublishedAt;
  if (at !== undefined) out.source_state = out.source_state!.map((row) => ({ ...row, published_at: at }));
  return out;
}

export function seedDatabase(target?: string | DatabaseSync, data: SeedData = {}): SeededStore {
  const now = data.now ?? new Date();
  const rows = merged(data, now);
  if (target !== undefined && typeof target !== 'string') {
    migrate(target);
    insertRows(target, rows);
    return { path: target.location() ?? ':memory:', fixture: FIXTURE, now, cleanup: () => {} };
  }
  const dir = target === undefined ? mkdtempSync(join(tmpdir(), 'registry-seed-')) : null;
  const path = target ?? join(dir!, 'registry.sqlite');
  const db = openForWriting(path);
  try {
    insertRows(db, rows);
    // Leave one file behind, not a WAL beside it, so a read-only open sees everything.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return { path, fixture: FIXTURE, now, cleanup: () => { if (dir) rmSync(dir, { recursive: true, force: true }); } };
}

if (import.meta.main) {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: node test/helpers/seed.ts <database path>');
    process.exit(2);
  }
  const store = seedDatabase(path);
  console.log(JSON.stringify({ path: store.path, now: store.now.toISOString(), fixture: store.fixture }));
}
