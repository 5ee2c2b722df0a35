// Everything GET /companies/{regcode} shows of one company beside its register row, in one
// statement: one JSON array per table, each read through the table's (country, regcode) index
// and bounded. One statement instead of nine saves the per-statement overhead of the binding and
// lets SQLite walk the indexes without returning to JS in between (bench/: about a third less
// per company at national size).
import type { DatabaseSync } from 'node:sqlite';
import { prepared } from './statement-cache.ts';
import { LV_SOLE_TRADER_OWNER } from '../domain/lv-positions.ts';
import { SQL as FINANCIALS_SQL } from './financials-read.ts';
import { SQL as SANCTIONS_SQL } from './sanctions-read.ts';
import type { ActivityRow, NameRow, TaxRatingRow, VatRow } from './companies-read.ts';
import type { OfficerRow } from './persons-read.ts';
import type { FinancialRow } from './financials-read.ts';
import type { MatchRow } from './sanctions-read.ts';
import type { FlagRow, TaxDebtRow } from './compliance-read.ts';

export interface CompanyFacts {
  /** Former names, latest first. */
  formerNames: NameRow[];
  /** Names borne beside the name (FI parallel and auxiliary names): parallel first, names in use first. */
  otherNames: NameRow[];
  /** The VAT registration shown (active first, latest first), if any. */
  vat: VatRow | undefined;
  taxRating: TaxRatingRow | undefined;
  mainActivity: ActivityRow | undefined;
  /** Officers still in office on `today`, the owner of an LV sole trader (IK) among them. */
  officers: OfficerRow[];
  /** Every statement, as financialStatements reads them. */
  financials: FinancialRow[];
  /** Screening matches at or above the threshold, best first. */
  sanctions: MatchRow[];
  taxDebt: TaxDebtRow | undefined;
  /** Compliance flags in force on `today`. */
  openFlags: FlagRow[];
  /** The day the facts were read for (the registers' day): what is in office or in force is so on it. */
  today: string;
}

// Column lists, in the order the JSON arrays hold them; the readers below turn them into rows.
const COLUMNS = {
  formerNames: ['name', 'kind', 'valid_from', 'valid_to', 'source'],
  otherNames: ['name', 'kind', 'valid_from', 'valid_to', 'source'],
  vat: ['vat_number', 'active', 'registered_on', 'deregistered_on', 'source'],
  taxRating: ['rating', 'explanation', 'rated_on', 'source', 'as_of'],
  mainActivity: ['code', 'description', 'classification', 'is_main', 'source'],
  officers: ['person_name', 'position', 'since', 'source'],
  financials: ['year', 'period_end', 'currency', 'revenue', 'profit', 'assets', 'equity', 'liabilities', 'employees',
    'cash_flow', 'consolidated', 'filed_at', 'source'],
  sanctions: ['list', 'entry_id', 'matched_on', 'matched_name', 'score', 'features', 'algorithm_version',
    'reference', 'programs', 'listed_on', 'reason', 'source_url', 'entry_source', 'entry_name'],
  taxDebt: ['amount', 'currency', 'disputed_amount', 'debt_as_of', 'source', 'as_of'],
  openFlags: ['flag', 'detail', 'since', 'source'],
} as const;

/** `(SELECT json_group_array(json_array(cols)) FROM (inner))`, the array in the inner order. */
function jsonRows(columns: readonly string[], inner: string): string {
  return `(SELECT json_group_array(json_array(${columns.join(', ')})) FROM (${inner}))`;
}

// ?1 country, ?2 regcode, ?3 sanctions threshold, ?4 today: the numbering of the statements of
// financials-read.ts and sanctions-read.ts, which are embedded as they are.
const OF_COMPANY = 'country = ?1 AND regcode = ?2';

export const SQL = {
  facts: `SELECT
    ${jsonRows(COLUMNS.formerNames, `SELECT ${COLUMNS.formerNames.join(', ')} FROM company_names
      WHERE ${OF_COMPANY} AND kind = 'former' ORDER BY COALESCE(valid_to, valid_from) DESC NULLS FIRST, name LIMIT 100`)} AS formerNames,
    ${jsonRows(COLUMNS.otherNames, `SELECT ${COLUMNS.otherNames.join(', ')} FROM company_names
      WHERE ${OF_COMPANY} AND kind IN ('parallel', 'auxiliary')
      ORDER BY kind = 'auxiliary', valid_to IS NOT NULL, valid_from NULLS LAST, name LIMIT 100`)} AS otherNames,
    ${jsonRows(COLUMNS.vat, `SELECT ${COLUMNS.vat.join(', ')} FROM vat_registrations
      WHERE ${OF_COMPANY} ORDER BY active DESC, registered_on DESC NULLS LAST, vat_number LIMIT 1`)} AS vat,
    ${jsonRows(COLUMNS.taxRating, `SELECT ${COLUMNS.taxRating.join(', ')} FROM tax_ratings
      WHERE ${OF_COMPANY} ORDER BY rated_on DESC NULLS LAST, as_of DESC NULLS LAST, rowid DESC LIMIT 1`)} AS taxRating,
    ${jsonRows(COLUMNS.mainActivity, `SELECT ${COLUMNS.mainActivity.join(', ')} FROM activity_codes
      WHERE ${OF_COMPANY} ORDER BY is_main DESC, valid_from DESC NULLS LAST, code LIMIT 1`)} AS mainActivity,
    ${jsonRows(COLUMNS.officers, `SELECT ${COLUMNS.officers.join(', ')} FROM person_roles
      WHERE ${OF_COMPANY} AND (role = 'officer' OR (role = '${LV_SOLE_TRADER_OWNER.role}' AND position = '${LV_SOLE_TRADER_OWNER.position}'))
        AND (until IS NULL OR until >= ?4)
      ORDER BY since NULLS LAST, person_name, id LIMIT 200`)} AS officers,
    ${jsonRows(COLUMNS.financials, FINANCIALS_SQL.statements)} AS financials,
    ${jsonRows(COLUMNS.sanctions, SANCTIONS_SQL.matchesAtOrAbove)} AS sanctions,
    ${jsonRows(COLUMNS.taxDebt, `SELECT ${COLUMNS.taxDebt.join(', ')} FROM tax_debts
      WHERE ${OF_COMPANY} ORDER BY debt_as_of DESC NULLS LAST, as_of DESC NULLS LAST, rowid DESC LIMIT 1`)} AS taxDebt,
    ${jsonRows(COLUMNS.openFlags, `SELECT ${COLUMNS.openFlags.join(', ')} FROM compliance_flags
      WHERE ${OF_COMPANY} AND (until IS NULL OR until >= ?4) ORDER BY flag, source, since NULLS FIRST LIMIT 100`)} AS openFlags`,
} as const;

type Part = keyof typeof COLUMNS;

function rows<T>(part: Part, json: string): T[] {
  const columns = COLUMNS[part];
  return (JSON.parse(json) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row as T;
  });
}

export function companyFacts(db: DatabaseSync, country: string, regcode: string, today: string, threshold: number): CompanyFacts {
  const r = prepared(db, SQL.facts).get(country, regcode, threshold, today) as Record<Part, string>;
  return {
    formerNames: rows<NameRow>('formerNames', r.formerNames),
    otherNames: rows<NameRow>('otherNames', r.otherNames),
    vat: rows<VatRow>('vat', r.vat)[0],
    taxRating: rows<TaxRatingRow>('taxRating', r.taxRating)[0],
    mainActivity: rows<ActivityRow>('mainActivity', r.mainActivity)[0],
    officers: rows<OfficerRow>('officers', r.officers),
    financials: rows<FinancialRow>('financials', r.financials),
    sanctions: rows<MatchRow>('sanctions', r.sanctions),
    taxDebt: rows<TaxDebtRow>('taxDebt', r.taxDebt)[0],
    openFlags: rows<FlagRow>('openFlags', r.openFlags),
    today,
  };
}
