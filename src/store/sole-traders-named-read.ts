// The companies whose name, its legal form left out, is one of a few name keys, and whose register
// names no owner in force (no sole trader's owner role): where the person check looks for the sole
// traders named after a person, an Estonian FIE, a Finnish toiminimi, a Lithuanian individuali
// įmonė (services/persons-sole-traders.ts says which are such, by domain/sole-trader-name.ts, the
// reading sanctions screening compares the lists with: store/screening-write.ts iterateUnnamedSoleTraders).
import type { DatabaseSync } from 'node:sqlite';
import { SOLE_TRADER_OWNER } from '../domain/sole-trader-owner.ts';
import { allRows } from './statement-cache.ts';

export interface NamedCompanyRow {
  country: string; regcode: string; name: string; legal_form_code: string | null; legal_form_name: string | null;
  status: string; registered_on: string | null; source: string; as_of: string | null; first_seen_at: string;
}

export const SQL = {
  // One probe of the companies_name_key index per key (?1, a JSON array), then the owner roles of
  // each company found, through the index of the roles by company and kind (?2 the role, ?3 the
  // position, ?4 the registers' day).
  namedCompaniesWithoutOwner: `SELECT c.country, c.regcode, c.name, c.legal_form_code, c.legal_form_name, c.status, c.registered_on,
      c.source, c.as_of, c.first_seen_at
    FROM json_each(?1) j CROSS JOIN companies c ON c.name_key = j.value
    WHERE NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.country = c.country AND r.regcode = c.regcode AND r.role = ?2
      AND r.position = ?3 AND (r.until IS NULL OR r.until >= ?4))`,
};

/** The companies named by any of `nameKeys` (companies.name_key) with no sole trader's owner in force on `today`; none for no key. */
export function companiesNamedWithoutOwner(db: DatabaseSync, nameKeys: readonly string[], today: string): NamedCompanyRow[] {
  if (nameKeys.length === 0) return [];
  return allRows<NamedCompanyRow>(db, SQL.namedCompaniesWithoutOwner, JSON.stringify(nameKeys), SOLE_TRADER_OWNER.role, SOLE_TRADER_OWNER.position, today);
}
