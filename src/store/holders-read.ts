// The companies a legal entity holds, found by the holder's number: a number sent to the details
// that names no company here may be an owner's of a register abroad, and the 404 says whose
// (services/holder-known.ts). Read on the 404 path alone, on the index of schema 13.
import type { DatabaseSync } from 'node:sqlite';
import { FOUNDER } from '../domain/founder-role.ts';
import { allRows } from './statement-cache.ts';

/** A holding of the legal entity of one number, with the company held. */
export interface HoldingOfNumberRow {
  holder_regcode: string;
  holder_name: string;
  /** person_roles.holder_country: the holder's country where its register names one other than the company's (ZZ none read). */
  holder_country: string | null;
  country: string; regcode: string; company_name: string;
  role: string; until: string | null;
}

// A bound of the holdings read: the answer names a few, each company once (two sources may list
// one holding: RIK's persons and shareholders files).
export const HOLDINGS_OF_NUMBER_READ = 8;

export const SQL = {
  // Holdings in force first (no end), then the latest ended; a founder's role is no holding.
  // Up to three numbers at once (the readings of one number sent: an 8-digit code is also a Finnish
  // ID without its hyphen), null for none: one statement, as a 404 runs it for every unknown number.
  holdingsOfNumbers: `SELECT r.holder_regcode, r.person_name AS holder_name, r.holder_country, r.country, r.regcode, c.name AS company_name, r.role, r.until
    FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.holder_regcode IN (?1, ?2, ?3) AND r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
      AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
    ORDER BY r.holder_regcode, r.until IS NOT NULL, r.until DESC, r.country, r.regcode LIMIT ${HOLDINGS_OF_NUMBER_READ}`,
  // The file the country's companies were published from, with its day: one company of the
  // country (the primary key's first column), the register it came from.
  registerHeld: `SELECT s.source, s.as_of FROM companies c JOIN source_state s ON s.source = c.source
    WHERE c.country = ?1 LIMIT 1`,
} as const;

/** The register file of a country the store serves, and its day; null where none was imported. */
export function registerHeld(db: DatabaseSync, country: string): { source: string; as_of: string | null } | null {
  return allRows<{ source: string; as_of: string | null }>(db, SQL.registerHeld, country)[0] ?? null;
}

/** The numbers read at most, by one statement. */
export const NUMBERS_READ = 3;

/**
 * The holdings of the legal entities bearing `numbers` as their registers write them (the first
 * NUMBERS_READ; at most HOLDINGS_OF_NUMBER_READ rows), by number.
 */
export function holdingsOfNumbers(db: DatabaseSync, numbers: readonly string[]): HoldingOfNumberRow[] {
  const [a = null, b = null, c = null] = numbers;
  return allRows<HoldingOfNumberRow>(db, SQL.holdingsOfNumbers, a, b, c);
}
