// Every company one owner holds or held, by the owner's number (and country): the search and a
// details 404 name an owner registered abroad with its first few holdings, and this lists them
// all, a page at a time. One probe of the index on the holder's number (schema 13), the roles of
// that number alone read, grouped by the company held; the page after a company is keyed on it.
import type { DatabaseSync } from 'node:sqlite';
import { FOUNDER } from '../domain/founder-role.ts';
import { allRows } from './statement-cache.ts';

/** One company the owner holds, with the name and country its register writes the owner with. */
export interface HolderHoldingRow {
  country: string; regcode: string; name: string; status: string;
  /** null while any of its roles in the company is in force; else the latest end. */
  until: string | null;
  holder_name: string;
  /** person_roles.holder_country as the company's register names it (ZZ: none read; null: the company's own). */
  holder_country: string | null;
}

// ?1 the number, ?2 the holder's country (null: any), ?3/?4 the company after which the page
// begins (null: the first), ?5 the rows read (a page and one, to know there are more). A legal
// entity's member or stockholder roles, a founder's none; a holder's country is the one its role
// names, else the held company's, as the owners link it. The owner's name and country are one of its roles' there.
const SQL = `SELECT r.country, r.regcode, c.name, c.status,
    CASE WHEN COUNT(*) > COUNT(r.until) THEN NULL ELSE MAX(r.until) END AS until,
    r.person_name AS holder_name, r.holder_country
  FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
  WHERE r.holder_regcode = ?1 AND r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
    AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
    AND (?2 IS NULL OR coalesce(r.holder_country, r.country) = ?2)
    AND (?3 IS NULL OR (r.country, r.regcode) > (?3, ?4))
  GROUP BY r.country, r.regcode
  ORDER BY r.country, r.regcode LIMIT ?5`;

/** The companies held by the legal entity of `regcode` (of `holderCountry`, or any), after `after`, at most `rows`. */
export function holderHoldings(db: DatabaseSync, regcode: string, holderCountry: string | null,
  after: { country: string; regcode: string } | null, rows: number): HolderHoldingRow[] {
  return allRows<HolderHoldingRow>(db, SQL, regcode, holderCountry, after?.country ?? null, after?.regcode ?? null, rows);
}
