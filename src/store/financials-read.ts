// Reads of financial_statements. Every statement of a company comes back ordered so that the
// first row of each year is the one the API shows: own before consolidated, then the latest
// filing (an amended statement replaces the original).
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from './statement-cache.ts';

export interface FinancialRow {
  year: number; period_start: string | null; period_end: string | null; currency: string;
  revenue: number | null; profit: number | null; assets: number | null; equity: number | null;
  liabilities: number | null; employees: number | null; cash_flow: number | null;
  consolidated: number; filed_at: string | null; source: string;
  /** The counts of the year's quarters of EE EMTA and LT Sodra, a JSON list (015_quarter_employees.ts); null elsewhere. */
  quarter_employees: string | null;
}

// Numbered parameters: company-facts-read.ts embeds this statement in its own.
// 400 rows: a century of own + consolidated + amended statements; registers hold ~30 years.
export const SQL = {
  statements: `SELECT year, period_start, period_end, currency, revenue, profit, assets, equity, liabilities, employees,
      cash_flow, consolidated, filed_at, source, quarter_employees
    FROM financial_statements WHERE country = ?1 AND regcode = ?2
    ORDER BY year DESC, consolidated ASC, filed_at DESC NULLS LAST, rowid DESC LIMIT 400`,
  sourceHasFinancials: 'SELECT 1 AS found FROM financial_statements WHERE source = ?1 AND country = ?2 LIMIT 1',
  // Every row of the source through its index (1.2 million of lv.financials at national size, some
  // 0.2 s): read once per dataset version (services/dataset-facts.ts), and only for an answer it bears on.
  firstYear: 'SELECT MIN(year) AS year FROM financial_statements WHERE source = ?1',
  // The same read a slice at a time, between requests (services/financials-first-year.ts): the first
  // and last row of the source by its index, then the rows of a span of rowids, by the same index.
  sourceFirstRow: 'SELECT MIN(rowid) AS row FROM financial_statements WHERE source = ?1',
  sourceLastRow: 'SELECT MAX(rowid) AS row FROM financial_statements WHERE source = ?1',
  firstYearOfRows: 'SELECT MIN(year) AS year FROM financial_statements WHERE source = ?1 AND rowid >= ?2 AND rowid < ?3',
} as const;

export function financialStatements(db: DatabaseSync, country: string, regcode: string): FinancialRow[] {
  return allRows<FinancialRow>(db, SQL.statements, country, regcode);
}

/** Which of the sources named hold financial rows of the country (one probe each, by the source index). */
export function financialSourcesAmong(db: DatabaseSync, sources: string[], country: string): string[] {
  return sources.filter((source) => oneRow(db, SQL.sourceHasFinancials, source, country) !== undefined);
}

/** The first financial year the sources named hold, null where they hold none. */
export function firstFinancialYear(db: DatabaseSync, sources: readonly string[]): number | null {
  const years = sources.map((source) => oneRow<{ year: number | null }>(db, SQL.firstYear, source)?.year ?? null).filter((y) => y !== null);
  return years.length === 0 ? null : Math.min(...years);
}

/** The rowids of the source's first and last rows, null where it holds none. */
export function financialSourceRows(db: DatabaseSync, source: string): { first: number; last: number } | null {
  const first = oneRow<{ row: number | null }>(db, SQL.sourceFirstRow, source)?.row ?? null;
  const last = oneRow<{ row: number | null }>(db, SQL.sourceLastRow, source)?.row ?? null;
  return first === null || last === null ? null : { first, last };
}

/** The first financial year of the source's rows from rowid `from` to before `to`, null where they hold none. */
export function firstFinancialYearOfRows(db: DatabaseSync, source: string, from: number, to: number): number | null {
  return oneRow<{ year: number | null }>(db, SQL.firstYearOfRows, source, from, to)?.year ?? null;
}
