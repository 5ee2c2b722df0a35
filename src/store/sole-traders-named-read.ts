// The companies whose name, its legal form left out, is one of a few name keys or begins with one
// and a space, or whose parallel or auxiliary name in use is or so begins (YTJ's types 2 and 3: a
// toiminimi `Rakennus Virtanen` whose parallel name is `Matti Virtanen Tmi`), and whose register names
// no owner in force (no sole trader's owner role): where the person check looks for the sole traders
// named after a person, an Estonian FIE, a Finnish toiminimi, a Lithuanian individuali įmonė
// (services/persons-sole-traders.ts says which are such, by domain/sole-trader-name.ts, the reading
// sanctions screening compares the lists with: store/screening-write.ts iterateUnnamedSoleTraders).
import type { DatabaseSync } from 'node:sqlite';
import { SOLE_TRADER_OWNER } from '../domain/sole-trader-owner.ts';
import { allArrays, allRows } from './statement-cache.ts';

export interface NamedCompanyRow {
  country: string; regcode: string; name: string; legal_form_code: string | null; legal_form_name: string | null;
  status: string; registered_on: string | null; source: string; as_of: string | null; first_seen_at: string;
  /**
   * Its parallel and auxiliary names in use on the day, parallel ones first, as [kind, name] pairs in
   * JSON (the order screening reads them in); null for none, as almost every company has.
   */
  other_names: string | null;
}

/** A company of a name key's index entry: the key's place in the keys asked, the company's country, regcode and name key. */
export interface NameKeyEntry { keyAt: number; country: string; regcode: string; nameKey: string }

/**
 * The column of a company's (alias `company`) parallel and auxiliary names in use on `day` (a
 * parameter), parallel ones first, as [kind, name] pairs in JSON, null for none, read through the
 * index of a company's names: a former name is left out, the name of a business as it no longer is
 * (YTJ ends a name on its last day in use). One reading for the person check's look-up and
 * screening's (store/screening-write.ts iterateUnnamedSoleTraders), the order screening reads them in.
 */
export function otherNamesInUse(company: string, day: string): string {
  return `(SELECT json_group_array(json_array(n.kind, n.name) ORDER BY n.kind DESC, n.rowid) FROM company_names n
        WHERE n.country = ${company}.country AND n.regcode = ${company}.regcode AND n.kind IN ('parallel', 'auxiliary')
          AND (n.valid_to IS NULL OR n.valid_to >= ${day}) HAVING count(*) > 0)`;
}

/** The names of otherNamesInUse's column, in its order; none for null. */
export function otherNamesRead(column: string | null): Array<{ kind: 'parallel' | 'auxiliary'; name: string }> {
  if (column === null) return [];
  return (JSON.parse(column) as Array<['parallel' | 'auxiliary', string]>).map(([kind, name]) => ({ kind, name }));
}

export const SQL = {
  // One range of the companies_name_key index per key (?1, a JSON array): the key itself and the
  // keys that go on after it with a space (`juha lehtonen rakennus`; `!` is the character after the
  // space, a key holds no other below it). Read from the index alone: a common name begins some
  // twenty business names at national size, most of them no person's, and reading each company's
  // row for them would cost more than the probes (the index holds the key and the primary key).
  // The same range of the company_names_key index over the other names (company_names.name_key is
  // the key a company name has, domain/fold.ts companyNameKey): a parallel or auxiliary name in use on
  // the day ?2, as screening reads them (YTJ ends a name on its last day in use), not a former name,
  // the name of a business as it no longer is. The index holds no kind: only a name the key begins
  // is read from the table, a few at national size.
  nameKeysFrom: `SELECT j.key, c.country, c.regcode, c.name_key FROM json_each(?1) j CROSS JOIN companies c
    ON c.name_key >= j.value AND c.name_key < j.value || '!'
    UNION ALL
    SELECT j.key, n.country, n.regcode, n.name_key FROM json_each(?1) j CROSS JOIN company_names n
    ON n.name_key >= j.value AND n.name_key < j.value || '!'
    WHERE n.kind IN ('parallel', 'auxiliary') AND (n.valid_to IS NULL OR n.valid_to >= ?2)`,
  // The companies of those (?1, a JSON array of [country, regcode]) with the owner roles of each, through the index
  // of the roles by company and kind (?2 the role, ?3 the position, ?4 the registers' day), and the other names
  // in use of each, through the index of a company's names: the entrepreneur is read from the first that
  // holds a person, as screening reads one (store/screening-write.ts iterateUnnamedSoleTraders).
  companiesWithoutOwner: `SELECT c.country, c.regcode, c.name, c.legal_form_code, c.legal_form_name, c.status, c.registered_on,
      c.source, c.as_of, c.first_seen_at,
      ${otherNamesInUse('c', '?4')} AS other_names
    FROM json_each(?1) j CROSS JOIN companies c ON c.country = j.value ->> 0 AND c.regcode = j.value ->> 1
    WHERE NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.country = c.country AND r.regcode = c.regcode AND r.role = ?2
      AND r.position = ?3 AND (r.until IS NULL OR r.until >= ?4))`,
};

/**
 * The entries of the companies' name index, and of the other names in use on `today`, each of
 * `nameKeys` begins, as a whole key or followed by a space; none for no key. A company may be
 * named twice, by its name and by another.
 */
export function nameKeysBegun(db: DatabaseSync, nameKeys: readonly string[], today: string): NameKeyEntry[] {
  if (nameKeys.length === 0) return [];
  return allArrays(db, SQL.nameKeysFrom, (v) => ({ keyAt: v[0] as number, country: v[1] as string, regcode: v[2] as string, nameKey: v[3] as string }),
    JSON.stringify(nameKeys), today);
}

/** The companies of `companies` ([country, regcode]) with no sole trader's owner in force on `today`, with their other names in use then; none for none. */
export function companiesWithoutOwner(db: DatabaseSync, companies: ReadonlyArray<readonly [string, string]>, today: string): NamedCompanyRow[] {
  if (companies.length === 0) return [];
  return allRows<NamedCompanyRow>(db, SQL.companiesWithoutOwner, JSON.stringify(companies), SOLE_TRADER_OWNER.role, SOLE_TRADER_OWNER.position, today);
}
