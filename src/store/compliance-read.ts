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
  // ?1 country, ?2 regcode, ?3 the registers' day. A VAT registration active, never ended and begun
  // by the day is in force unless the company is closed (domain/vat-in-force.ts), which its status says.
  mayHaveFlagRows: `SELECT EXISTS (SELECT 1 FROM compliance_flags WHERE country = ?1 AND regcode = ?2)
      OR EXISTS (SELECT 1 FROM sanction_matches WHERE country = ?1 AND regcode = ?2)
      OR EXISTS (SELECT 1 FROM tax_debts WHERE country = ?1 AND regcode = ?2)
      OR EXISTS (SELECT 1 FROM vat_registrations WHERE country = ?1 AND regcode = ?2
        AND NOT (active = 1 AND deregistered_on IS NULL AND (registered_on IS NULL OR substr(registered_on, 1, 10) <= ?3))) AS found`,
} as const;

/**
 * Whether a company has any row a compliance flag may rest on besides its status: a flag
 * register's, a stored sanctions match, a tax debt, or a VAT registration not plainly in force. A
 * company with none, active and with no closing day, has no flag: the person answers' companyFlags
 * read its compliance statement only where this is true (services/person-company-flags.ts).
 */
export function mayHaveFlagRows(db: DatabaseSync, country: string, regcode: string, today: string): boolean {
  return oneRow<{ found: number }>(db, SQL.mayHaveFlagRows, country, regcode, today)?.found === 1;
}

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

/** A flag of a company whose status a flag's begin or end may move after a day, with the company's source. */
export interface StatusFlagRow extends FlagRow { country: string; regcode: string; company_source: string }

/**
 * The flags of `flags` (those setting a status) of each company one of whose such flags begins
 * after `day`, or ends on or after it: the companies whose status may have moved since the
 * statuses were set on `day`, each with every such flag not ended before it (what decides its
 * status on a later day). One pass over the flags (the few begun or ending later than a publish),
 * then each company's rows through its index; read once per dataset version.
 */
export function statusFlagsMovingAfter(db: DatabaseSync, flags: readonly string[], day: string): StatusFlagRow[] {
  if (flags.length === 0) return [];
  const list = flags.map(() => '?').join(', ');
  // NOT INDEXED: the pass reads the table in its own order; through the company index, which
  // SQLite takes for DISTINCT, it sought every row apart (1.3 to 1.8 s on the national copy).
  return db.prepare(`WITH moving AS MATERIALIZED (
      SELECT DISTINCT country, regcode FROM compliance_flags NOT INDEXED
       WHERE flag IN (${list}) AND (substr(since, 1, 10) > ? OR until >= ?))
    SELECT f.country, f.regcode, f.flag, f.detail, f.since, f.until, f.source, c.source AS company_source
      FROM moving m
      JOIN compliance_flags f ON f.country = m.country AND f.regcode = m.regcode
      JOIN companies c ON c.country = m.country AND c.regcode = m.regcode
     WHERE f.flag IN (${list}) AND (f.until IS NULL OR f.until >= ?)
     ORDER BY f.country, f.regcode, f.flag, f.source, f.since`).all(...flags, day, day, ...flags, day) as unknown as StatusFlagRow[];
}
