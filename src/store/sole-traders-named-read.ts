// The companies whose name, its legal form left out, is one of a few name keys or begins with one
// and a space, and whose register names no owner in force (no sole trader's owner role): where the
// person check looks for the sole traders named after a person, an Estonian FIE, a Finnish
// toiminimi, a Lithuanian individuali įmonė (services/persons-sole-traders.ts says which are such, by
// domain/sole-trader-name.ts, the reading sanctions screening compares the lists with:
// store/screening-write.ts iterateUnnamedSoleTraders).
import type { DatabaseSync } from 'node:sqlite';
import { SOLE_TRADER_OWNER } from '../domain/sole-trader-owner.ts';
import { allArrays, allRows } from './statement-cache.ts';

export interface NamedCompanyRow {
  country: string; regcode: string; name: string; legal_form_code: string | null; legal_form_name: string | null;
  status: string; registered_on: string | null; source: string; as_of: string | null; first_seen_at: string;
}

/** A company of a name key's index entry: the key's place in the keys asked, the company's country, regcode and name key. */
export interface NameKeyEntry { keyAt: number; country: string; regcode: string; nameKey: string }

export const SQL = {
  // One range of the companies_name_key index per key (?1, a JSON array): the key itself and the
  // keys that go on after it with a space (`juha lehtonen rakennus`; `!` is the character after the
  // space, a key holds no other below it). Read from the index alone: a common name begins some
  // twenty business names at national size, most of them no person's, and reading each company's
  // row for them would cost more than the probes (the index holds the key and the primary key).
  nameKeysFrom: `SELECT j.key, c.country, c.regcode, c.name_key FROM json_each(?1) j CROSS JOIN companies c
    ON c.name_key >= j.value AND c.name_key < j.value || '!'`,
  // The companies of those (?1, a JSON array of [country, regcode]) with the owner roles of each, through the index
  // of the roles by company and kind (?2 the role, ?3 the position, ?4 the registers' day).
  companiesWithoutOwner: `SELECT c.country, c.regcode, c.name, c.legal_form_code, c.legal_form_name, c.status, c.registered_on,
      c.source, c.as_of, c.first_seen_at
    FROM json_each(?1) j CROSS JOIN companies c ON c.country = j.value ->> 0 AND c.regcode = j.value ->> 1
    WHERE NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.country = c.country AND r.regcode = c.regcode AND r.role = ?2
      AND r.position = ?3 AND (r.until IS NULL OR r.until >= ?4))`,
};

/** The entries of the companies' name index each of `nameKeys` begins, as a whole key or followed by a space; none for no key. */
export function nameKeysBegun(db: DatabaseSync, nameKeys: readonly string[]): NameKeyEntry[] {
  if (nameKeys.length === 0) return [];
  return allArrays(db, SQL.nameKeysFrom, (v) => ({ keyAt: v[0] as number, country: v[1] as string, regcode: v[2] as string, nameKey: v[3] as string }),
    JSON.stringify(nameKeys));
}

/** The companies of `companies` ([country, regcode]) with no sole trader's owner in force on `today`; none for none. */
export function companiesWithoutOwner(db: DatabaseSync, companies: ReadonlyArray<readonly [string, string]>, today: string): NamedCompanyRow[] {
  if (companies.length === 0) return [];
  return allRows<NamedCompanyRow>(db, SQL.companiesWithoutOwner, JSON.stringify(companies), SOLE_TRADER_OWNER.role, SOLE_TRADER_OWNER.position, today);
}
