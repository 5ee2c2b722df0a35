// Reads of person_roles: a company's officers, and the associations of one person (found by the
// order-free name key through the roles_person index, then narrowed by birth date).
import type { DatabaseSync } from 'node:sqlite';
import { allRows } from './statement-cache.ts';

export interface OfficerRow { person_name: string; position: string | null; since: string | null; source: string }

export interface AssociationRow {
  country: string; regcode: string; role: string; position: string | null;
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

const PERSON_MATCH = `FROM person_roles r
  JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
  WHERE r.name_key = ?
    AND (r.birth_date = ? OR r.birth_date = ? OR (r.birth_date IS NULL AND r.birth_key = ?))`;

const ASSOCIATION_COLUMNS = `r.country, r.regcode, r.role, r.position, r.since, r.until,
  r.share_percent, r.share_amount, r.share_currency, r.first_seen_at, r.source,
  c.name AS company_name, c.status AS company_status, c.registered_on AS company_registered_on`;

export const SQL = {
  officers: `SELECT person_name, position, since, source FROM person_roles
    WHERE country = ? AND regcode = ? AND role = 'officer' AND (until IS NULL OR until >= ?)
    ORDER BY since NULLS LAST, person_name, id LIMIT 200`,
  associations: `SELECT ${ASSOCIATION_COLUMNS} ${PERSON_MATCH}
    ORDER BY r.country, r.regcode, r.role, r.position NULLS FIRST, r.since NULLS FIRST, r.id LIMIT ?`,
  // `first_seen_at >= ?` is given the cutoff's date only: instants are written in more than one
  // precision, and every form starts with the date; the caller applies the exact instant.
  associationsSeenSince: `SELECT ${ASSOCIATION_COLUMNS} ${PERSON_MATCH} AND r.first_seen_at >= ?
    ORDER BY r.first_seen_at DESC, r.country, r.regcode, r.role, r.id LIMIT ?`,
} as const;

export function currentOfficers(db: DatabaseSync, country: string, regcode: string, today: string): OfficerRow[] {
  return allRows<OfficerRow>(db, SQL.officers, country, regcode, today);
}

export function personAssociations(db: DatabaseSync, nameKey: string, birth: BirthMatch, limit: number): AssociationRow[] {
  return allRows<AssociationRow>(db, SQL.associations, nameKey, birth.date, birth.yearMonth, birth.maskedKey, limit);
}

export function personAssociationsSeenSince(
  db: DatabaseSync, nameKey: string, birth: BirthMatch, sinceDate: string, limit: number,
): AssociationRow[] {
  return allRows<AssociationRow>(db, SQL.associationsSeenSince, nameKey, birth.date, birth.yearMonth, birth.maskedKey, sinceDate, limit);
}
