// Reads of tax debts and compliance flags (blacklist-type registers).
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from './statement-cache.ts';

export interface TaxDebtRow {
  amount: number; currency: string; disputed_amount: number | null; debt_as_of: string | null;
  source: string; as_of: string | null;
}

export interface FlagRow { flag: string; detail: string | null; since: string | null; source: string }

export const SQL = {
  latestTaxDebt: `SELECT amount, currency, disputed_amount, debt_as_of, source, as_of FROM tax_debts
    WHERE country = ? AND regcode = ? ORDER BY debt_as_of DESC NULLS LAST, as_of DESC NULLS LAST, rowid DESC LIMIT 1`,
  countryHasTaxDebts: 'SELECT 1 AS found FROM tax_debts WHERE country = ? LIMIT 1',
  openFlags: `SELECT flag, detail, since, source FROM compliance_flags
    WHERE country = ? AND regcode = ? AND (until IS NULL OR until >= ?)
    ORDER BY flag, source, since NULLS FIRST LIMIT 100`,
} as const;

export function latestTaxDebt(db: DatabaseSync, country: string, regcode: string): TaxDebtRow | undefined {
  return oneRow<TaxDebtRow>(db, SQL.latestTaxDebt, country, regcode);
}

export function countryHasTaxDebts(db: DatabaseSync, country: string): boolean {
  return oneRow(db, SQL.countryHasTaxDebts, country) !== undefined;
}

/** Flags still in force on `today` (no end date, or one not yet passed). */
export function openFlags(db: DatabaseSync, country: string, regcode: string, today: string): FlagRow[] {
  return allRows<FlagRow>(db, SQL.openFlags, country, regcode, today);
}
