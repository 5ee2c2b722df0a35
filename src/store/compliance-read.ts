// Rows of tax debts and compliance flags (blacklist-type registers): their types, read by
// company-facts-read.ts, and whether a country publishes tax debts at all.
import type { DatabaseSync } from 'node:sqlite';
import { oneRow } from './statement-cache.ts';

export interface TaxDebtRow {
  amount: number; currency: string; disputed_amount: number | null;
  scheduled_amount: number | null; schedule_ends: string | null; debt_as_of: string | null;
  source: string; as_of: string | null;
}

export interface FlagRow {
  flag: string; detail: string | null; since: string | null;
  /** The flag's last day where its register gives one (a suspension decided until a day); null where none. */
  until: string | null;
  source: string;
}

export const SQL = {
  countryHasTaxDebts: 'SELECT 1 AS found FROM tax_debts WHERE country = ? LIMIT 1',
  sourceHasFlags: 'SELECT 1 AS found FROM compliance_flags WHERE source = ? AND country = ? LIMIT 1',
  sourceHasTaxDebts: 'SELECT 1 AS found FROM tax_debts WHERE source = ? AND country = ? LIMIT 1',
} as const;

/**
 * Those of `sources` holding flags or tax debts of `country`: the registers a compliance statement
 * sought a company in, so also what its "no flag" and "no tax debt" rest on.
 */
export function complianceSourcesAmong(db: DatabaseSync, sources: string[], country: string): string[] {
  return sources.filter((source) => oneRow(db, SQL.sourceHasFlags, source, country) !== undefined
    || oneRow(db, SQL.sourceHasTaxDebts, source, country) !== undefined);
}

export function countryHasTaxDebts(db: DatabaseSync, country: string): boolean {
  return oneRow(db, SQL.countryHasTaxDebts, country) !== undefined;
}
