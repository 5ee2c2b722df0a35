// Reads of person_roles: a company's officers, and the associations of one person (found by the
// order-free name key and the birth date through the roles_person_birth index).
import type { DatabaseSync } from 'node:sqlite';
import { allRows, limitOf } from './statement-cache.ts';

export interface OfficerRow { person_name: string; position: string | null; since: string | null; source: string }

export interface AssociationRow {
  id: number; country: string; regcode: string; role: string; position: string | null; person_name: string;
  since: string | null; until: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  first_seen_at: string; source: string;
  company_name: string; company_status: string; company_registered_on: string | null;
}

/**
 * How a stored birth may match a birth date asked for: the full date, the year-month a register
 * publishes for some people (UR `YYYY-MM`), or, when the register gives no date at all, the
 * `DDMMYY` prefix of a masked Latvian personal code.
 */
export interface BirthMatch { date: string; yearMonth: string; maskedKey: string }

// The rows of one person: the birth date exactly or as the year-month a register publishes for
// some people, or, when the register gives no date, the masked personal code's date. Two reads
// of the (name_key, birth_date, birth_key) index, each exactly the matching rows.
const personRows = (extra: string) => `SELECT * FROM (
  SELECT ${ASSOCIATION_COLUMNS} FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.name_key = ?1 AND r.birth_date IN (?2, ?3) ${extra}
  UNION ALL
  SELECT ${ASSOCIATION_COLUMNS} FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.name_key = ?1 AND r.birth_date IS NULL AND r.birth_key = ?4 ${extra})`;

const ASSOCIATION_COLUMNS = `r.id, r.country, r.regcode, r.role, r.position, r.person_name, r.since, r.until,
  r.share_percent, r.share_amount, r.share_currency, r.first_seen_at, r.source,
  c.name AS company_name, c.status AS company_status, c.registered_on AS company_registered_on`;

export const SQL = {
  // Whether anyone of the key has the birth date, read from the index alone (no company, no order).
  personKnown: `SELECT EXISTS (SELECT 1 FROM person_roles WHERE name_key = ?1 AND birth_date IN (?2, ?3))
    OR EXISTS (SELECT 1 FROM person_roles WHERE name_key = ?1 AND birth_date IS NULL AND birth_key = ?4) AS known`,
  associations: `${personRows('')}
    ORDER BY country, regcode, role, position NULLS FIRST, since NULLS FIRST, id ${limitOf('?5')}`,
  // `first_seen_at >= ?` is given the cutoff's date only: instants are written in more than one
  // precision, and every form starts with the date; the caller applies the exact instant.
  associationsSeenSince: `${personRows('AND r.first_seen_at >= ?5')}
    ORDER BY first_seen_at DESC, country, regcode, role, id ${limitOf('?6')}`,
} as const;

export function personKnown(db: DatabaseSync, nameKey: string, birth: BirthMatch): boolean {
  return allRows<{ known: number }>(db, SQL.personKnown, nameKey, birth.date, birth.yearMonth, birth.maskedKey)[0]?.known === 1;
}

export function personAssociations(db: DatabaseSync, nameKey: string, birth: BirthMatch, limit: number): AssociationRow[] {
  return allRows<AssociationRow>(db, SQL.associations, nameKey, birth.date, birth.yearMonth, birth.maskedKey, limit);
}

export function personAssociationsSeenSince(
  db: DatabaseSync, nameKey: string, birth: BirthMatch, sinceDate: string, limit: number,
): AssociationRow[] {
  return allRows<AssociationRow>(db, SQL.associationsSeenSince, nameKey, birth.date, birth.yearMonth, birth.maskedKey, sinceDate, limit);
}
