// Every company one owner holds or held, by the owner's number (and country): the search and a
// details 404 name an owner registered abroad with its first few holdings, and this lists them
// all, a page at a time. One probe of the index on the holder's number (schema 13), the roles of
// that number alone read, grouped by the company held; the page after a company is keyed on it.
// A second probe reads the roles of the companies of the page, for the share, role and start each
// holding is served with.
import type { DatabaseSync } from 'node:sqlite';
import { FOUNDER } from '../domain/founder-role.ts';
import { cardShareholdingListedAgainSql, withCardsGapSql } from '../domain/card-shareholdings.ts';
import { allRows, limitOf } from './statement-cache.ts';

/** One company the owner holds, with the name and country its register writes the owner with. */
export interface HolderHoldingRow {
  country: string; regcode: string; name: string; status: string;
  /** null while any of its roles in the company is in force; else the latest end. */
  until: string | null;
  holder_name: string;
  /** person_roles.holder_country as the company's register names it (ZZ: none read; null: the company's own). */
  holder_country: string | null;
}

/** One role of the owner in a company of the page, its start and share as the owners of that company serve them. */
export interface HolderRoleRow {
  country: string; regcode: string; role: string; position: string | null;
  since: string | null; until: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  /** 1 where the role is an EE registry card's row of a holding the shareholders file lists too (served as that file's row). */
  listed_again: number;
}

// The roles of a legal entity's number as its holdings: a member's or stockholder's, a founder's
// none; a holder's country is the one its role names, else the held company's, as the owners link it.
const HOLDER_ROLES = `r.holder_regcode = ?1 AND r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
    AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
    AND (?2 IS NULL OR coalesce(r.holder_country, r.country) = ?2)`;

export const SQL = {
  // ?1 the number, ?2 the holder's country (null: any), ?3/?4 the company after which the page
  // begins (null: the first), ?5 the rows read (a page and one, to know there are more). The
  // owner's name and country are one of its roles' there.
  page: `SELECT r.country, r.regcode, c.name, c.status,
    CASE WHEN COUNT(*) > COUNT(r.until) THEN NULL ELSE MAX(r.until) END AS until,
    r.person_name AS holder_name, r.holder_country
  FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
  WHERE ${HOLDER_ROLES}
    AND (?3 IS NULL OR (r.country, r.regcode) > (?3, ?4))
  GROUP BY r.country, r.regcode
  ORDER BY r.country, r.regcode ${limitOf('?5')}`,
  // ?1, ?2 as above; ?3/?4 the first company of the page, ?5/?6 its last; ?7 the registers' day.
  // A file row takes the start and share the card's row of the same holding gives where it gives
  // none, and a card row the shareholders file lists again says so, as the company's owners read them.
  roles: `SELECT r.country, r.regcode, r.role, r.position, r.until,
    ${withCardsGapSql('r', 'since')} AS since, ${withCardsGapSql('r', 'share_percent')} AS share_percent,
    ${withCardsGapSql('r', 'share_amount')} AS share_amount, ${withCardsGapSql('r', 'share_currency')} AS share_currency,
    ${cardShareholdingListedAgainSql('r', '?7')} AS listed_again
  FROM person_roles r
  WHERE ${HOLDER_ROLES}
    AND (r.country, r.regcode) >= (?3, ?4) AND (r.country, r.regcode) <= (?5, ?6)
  ORDER BY r.country, r.regcode, r.id`,
} as const;

/** The companies held by the legal entity of `regcode` (of `holderCountry`, or any), after `after`, at most `rows`. */
export function holderHoldings(db: DatabaseSync, regcode: string, holderCountry: string | null,
  after: { country: string; regcode: string } | null, rows: number): HolderHoldingRow[] {
  return allRows<HolderHoldingRow>(db, SQL.page, regcode, holderCountry, after?.country ?? null, after?.regcode ?? null, rows);
}

type CompanyKey = { country: string; regcode: string };

/** The roles of the legal entity of `regcode` (of `holderCountry`, or any) in the companies from `first` to `last`, on `today`. */
export function holderRoles(db: DatabaseSync, regcode: string, holderCountry: string | null, first: CompanyKey, last: CompanyKey,
  today: string): HolderRoleRow[] {
  return allRows<HolderRoleRow>(db, SQL.roles, regcode, holderCountry, first.country, first.regcode, last.country, last.regcode, today);
}
