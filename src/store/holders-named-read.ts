// The companies held by legal entities of a name that are no company here: a holder registered
// abroad (a Cypriot Ltd, a German GmbH, UR's FOREIGN_ENTITY) or under a number of one of the four
// countries whose company the store does not hold. A search by such a name finds no company, and
// the answer names these holders (services/holders-named.ts). Each key is one probe of the
// (name_key, birth_date, birth_key) index (schema 4): the roles of that exact key are read, no other.
import type { DatabaseSync } from 'node:sqlite';
import { FOUNDER } from '../domain/founder-role.ts';
import { allRows } from './statement-cache.ts';

/** A holding of a legal entity of the name, with the company held. */
export interface HoldingOfNameRow {
  holder_name: string;
  holder_regcode: string | null;
  /** person_roles.holder_country: the holder's country where its register names one other than the company's (ZZ none read). */
  holder_country: string | null;
  country: string; regcode: string; company_name: string;
  until: string | null;
}

// The rows read at most: the answer names a few holders and a few companies of each.
export const HOLDINGS_OF_NAME_READ = 24;

// ?1 the keys as a JSON array. A holder is one the store holds no company of in the country of its
// register (the company's own unless the register names another, as the owners link it); a
// founder's role is no holding. Holdings in force first, then the latest ended.
const SQL = `SELECT r.person_name AS holder_name, r.holder_regcode, r.holder_country, r.country, r.regcode, c.name AS company_name, r.until
  FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
  WHERE r.name_key IN (SELECT value FROM json_each(?1)) AND r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
    AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
    AND NOT EXISTS (SELECT 1 FROM companies h WHERE h.country = coalesce(r.holder_country, r.country) AND h.regcode = r.holder_regcode)
  ORDER BY r.until IS NOT NULL, r.until DESC, r.country, r.regcode LIMIT ${HOLDINGS_OF_NAME_READ}`;

/** The holdings of legal entities stored under one of `keys` that are no company here (at most HOLDINGS_OF_NAME_READ). */
export function holdingsOfNameKeys(db: DatabaseSync, keys: readonly string[]): HoldingOfNameRow[] {
  return keys.length === 0 ? [] : allRows<HoldingOfNameRow>(db, SQL, JSON.stringify(keys));
}
