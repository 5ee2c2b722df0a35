// The companies with a row a compliance flag may rest on (mayHaveFlagRows of compliance-read.ts),
// read a slice of a table at a time: the server reads them once per dataset version between
// requests (services/flag-row-companies.ts), so that the person answers' companyFlags need not
// probe four indexes for every company they list (13 % of a person check at national size).
import type { DatabaseSync } from 'node:sqlite';
import { oneRow, preparedForArrays } from './statement-cache.ts';

/** The tables mayHaveFlagRows probes, each with the rows of it that may give a flag. */
const TABLES = {
  compliance_flags: 'TRUE',
  sanction_matches: 'TRUE',
  tax_debts: 'TRUE',
  // ?3 the registers' day: a registration active, never ended and begun by then is in force, as
  // mayHaveFlagRows reads it; one begun later is kept, so the set holds on every later day.
  vat_registrations: 'NOT (active = 1 AND deregistered_on IS NULL AND (registered_on IS NULL OR substr(registered_on, 1, 10) <= ?3))',
} as const;

export type FlagRowTable = keyof typeof TABLES;
export const FLAG_ROW_TABLES = Object.keys(TABLES) as FlagRowTable[];

/**
 * Rows of a slice: at most this many rowids apart, so a slice reads at most this many rows whatever
 * the table: 2 to 8 ms of the event loop on the national store, where slices of 20,000 held it
 * 80 ms (500 ms on a busy machine) with other requests waiting.
 */
export const SLICE_ROWIDS = 2_000;

export interface FlagRowSlice {
  /** Each row's [country, regcode]. */
  companies: Array<[string, string]>;
  /** The rowid to read the next slice after; null where the table has no row after this slice. */
  next: number | null;
}

/**
 * The companies of the rows of `table` from the first rowid after `after` through SLICE_ROWIDS
 * rowids on that may give a flag on `day` or later (a company may come twice). A slice is a range
 * of the rowid, read in the table's own order: rowids left by rows deleted cost nothing.
 */
export function flagRowSlice(db: DatabaseSync, table: FlagRowTable, after: number, day: string): FlagRowSlice {
  const first = oneRow<{ id: number | null }>(db, `SELECT min(rowid) AS id FROM ${table} WHERE rowid > ?`, after)?.id ?? null;
  if (first === null) return { companies: [], next: null };
  const last = first + SLICE_ROWIDS - 1;
  const condition = TABLES[table];
  // As arrays: an object a row, set column by column, took half the slice's time.
  const statement = preparedForArrays(db, `SELECT country, regcode FROM ${table} WHERE rowid BETWEEN ?1 AND ?2 AND ${condition}`);
  const rows = condition.includes('?3') ? statement.all(first, last, day) : statement.all(first, last);
  return { companies: rows as unknown as FlagRowSlice['companies'], next: last };
}
