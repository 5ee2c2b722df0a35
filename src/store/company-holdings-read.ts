// The companies one company holds today (the other way round of store/owners-read.ts): the roles
// in force whose holder is a legal entity of that country and number, found through the index on
// the holder's number (schema 13). A role names its holder's country only where the register says
// it is not the company's own (person_roles.holder_country, domain/holder-country.ts), so a holding
// is the company's of country X where the holder's country, or else the held company's, is X: an
// Estonian OÜ's holder 40003123456 with country LV is the Latvian SIA, one with no country would be
// an Estonian entity bearing those digits, as the owners of each company link them.
import type { DatabaseSync } from 'node:sqlite';
import { FOUNDER } from '../domain/founder-role.ts';
import { cardShareholdingListedAgainSql, withCardsGapSql } from '../domain/card-shareholdings.ts';
import { HOLDINGS_LISTED_MAX } from '../domain/holdings-listed.ts';
import { allRows } from './statement-cache.ts';

/** One holding in force of the company: the held company and the role as its register lists it. */
export interface CompanyHoldingRow {
  country: string; regcode: string; name: string; status: string;
  role: string; position: string | null; since: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  source: string;
  /** How many holdings the company has in all (the same on every row). */
  total: number;
}

// ?1 the holder's country, ?2 its number, `today` the day (?3 read alone; ?4 as a part of the
// details' facts statement, store/company-facts-read.ts, which reads it with the rest). The same
// holdings as the held company's owners list it under (store/owners-read.ts inForceHolding): a member or stockholder that is no founder,
// in force on that day, and an OÜ holding RIK's card lists beside its shareholders file once, as the
// file's row, with the start and share it lacks taken from the card's row, as the owners take them
// (withCardsGapSql). Ordered by the held company's country, name and number, so the first page is the
// same on every call; the count is taken over the whole match before the bound.
export const holdingsOfSql = (today: string) => `SELECT r.country, r.regcode, c.name, c.status, r.role, r.position, ${withCardsGapSql('r', 'since')} AS since,
      ${withCardsGapSql('r', 'share_percent')} AS share_percent, ${withCardsGapSql('r', 'share_amount')} AS share_amount,
      ${withCardsGapSql('r', 'share_currency')} AS share_currency, r.source, COUNT(*) OVER () AS total
    FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.holder_regcode = ?2 AND coalesce(r.holder_country, r.country) = ?1
      AND r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
      AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
      AND (r.until IS NULL OR r.until >= ${today})
      AND NOT ${cardShareholdingListedAgainSql('r', today)}
    ORDER BY r.country, c.name, r.regcode, r.role, r.id LIMIT ${HOLDINGS_LISTED_MAX}`;

export const SQL = { holdingsOf: holdingsOfSql('?3') } as const;

/** The columns of a holding, in the order holdingsOfSql selects them (the facts statement's part of them). */
export const HELD_COLUMNS = ['country', 'regcode', 'name', 'status', 'role', 'position', 'since',
  'share_percent', 'share_amount', 'share_currency', 'source', 'total'] as const;

/** A holding from its values in the order of HELD_COLUMNS (the facts statement's JSON array). */
export const heldCompanyRow = (v: unknown[]) => ({
  country: v[0], regcode: v[1], name: v[2], status: v[3], role: v[4], position: v[5], since: v[6],
  share_percent: v[7], share_amount: v[8], share_currency: v[9], source: v[10], total: v[11],
}) as CompanyHoldingRow;

/** The first HOLDINGS_LISTED_MAX holdings in force on `today` of the company `country`/`regcode`. */
export function companyHoldings(db: DatabaseSync, country: string, regcode: string, today: string): CompanyHoldingRow[] {
  return allRows<CompanyHoldingRow>(db, SQL.holdingsOf, country, regcode, today);
}
