// Reads of screening results (sanction_matches) joined with the list entries they point at.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from './statement-cache.ts';
import { metaValue } from './dataset-read.ts';
import { FOR_REVIEW_FEATURE } from '../domain/sanctions-matching.ts';

export interface MatchRow {
  list: string; entry_id: string; matched_on: string; matched_name: string | null; score: number;
  features: string; algorithm_version: string;
  reference: string | null; programs: string | null; listed_on: string | null; reason: string | null;
  source_url: string | null; entry_source: string | null;
  /** The name the list files the entry under (matched_name may be one of its aliases). */
  entry_name: string | null;
  /** JSON array of one-line addresses; null for an entry imported before schema 20 (or no entry). */
  addresses: string | null;
  /** JSON object of the entry's particulars; null for an entry imported before schema 21 (or no entry). */
  particulars: string | null;
  /**
   * For a record of UR's sanctions.csv that names its subject against another company than the one
   * matched: JSON `{ regcode, name, position }` of that company (name null where the store holds none);
   * null otherwise (RECORDED_AGAINST_SQL).
   */
  recorded_against: string | null;
}

/** One list a source wrote; `list` is null for a source that published no entry. */
export interface ListStateRow { source: string; as_of: string | null; list: string | null }

/**
 * The Latvian company a record of UR's sanctions.csv names its subject against (the entry's
 * owned_lv_entity or linked_lv_entity identifier), with its name as the store holds it, where that is
 * another company than the matched one (m): its reason, `… of 40103777120`, read as about the company
 * a namesake holder was matched in. Read for UR's entries alone, the company through its primary key.
 */
const RECORDED_AGAINST_SQL = `CASE WHEN e.source = 'sanctions.ur' THEN (SELECT json_object('regcode', l.value ->> 'value',
      'name', (SELECT c.name FROM companies c WHERE c.country = 'LV' AND c.regcode = l.value ->> 'value'), 'position', l.value ->> 'position')
    FROM json_each(e.identifiers) l WHERE l.value ->> 'type' IN ('owned_lv_entity', 'linked_lv_entity')
      AND NOT (m.country = 'LV' AND m.regcode = l.value ->> 'value') LIMIT 1) END AS recorded_against`;

/**
 * A match of sanction_matches (as `alias`) that sets isSanctioned at the threshold `threshold`: the
 * rule of domain countsAsSanction, a candidate for review alone (features.forReview) below every
 * threshold, 0.8 too. The key is read only of the few matches at or above the threshold.
 */
const SANCTION_AT = (alias: string, threshold: string) => `${alias}score >= ${threshold} AND (${alias}features ->> '${FOR_REVIEW_FEATURE}') IS NULL`;

export const SQL = {
  // Numbered parameters: company-facts-read.ts embeds this statement in its own.
  matchesAtOrAbove: `SELECT m.list, m.entry_id, m.matched_on, m.matched_name, m.score, m.features, m.algorithm_version,
      e.reference, e.programs, e.listed_on, e.reason, e.source_url, e.source AS entry_source, e.name AS entry_name, e.addresses, e.particulars,
      ${RECORDED_AGAINST_SQL}
    FROM sanction_matches m
    LEFT JOIN sanction_entries e ON e.list = m.list AND e.entry_id = m.entry_id
    WHERE m.country = ?1 AND m.regcode = ?2 AND m.score >= ?3
    ORDER BY m.score DESC, m.list, m.entry_id, m.matched_on LIMIT 100`,
  // The owner matches of several companies in one read (?1 a JSON array of [country, regcode]),
  // each company through the index on its key: the person check's companies.
  ownerMatchesOf: `SELECT m.country, m.regcode, m.list, m.entry_id, m.matched_on, m.matched_name, m.score, m.features, m.algorithm_version,
      e.reference, e.programs, e.listed_on, e.reason, e.source_url, e.source AS entry_source, e.name AS entry_name, e.addresses, e.particulars,
      ${RECORDED_AGAINST_SQL}
    FROM json_each(?1) k
    CROSS JOIN sanction_matches m ON m.country = k.value ->> 0 AND m.regcode = k.value ->> 1
    LEFT JOIN sanction_entries e ON e.list = m.list AND e.entry_id = m.entry_id
    WHERE m.matched_on = 'owner' AND m.score >= ?2
    ORDER BY m.score DESC, m.list, m.entry_id`,
  // Which of several companies (?1 a JSON array of [country, regcode]) hold a match at or above ?2,
  // each through the index on its key, reading no entry: the holders a compliance statement names
  // sanctioned are sought among a company's owners, most of them holding none.
  sanctionedAmong: `SELECT k.value ->> 0 AS country, k.value ->> 1 AS regcode FROM json_each(?1) k
    WHERE EXISTS (SELECT 1 FROM sanction_matches m WHERE m.country = k.value ->> 0 AND m.regcode = k.value ->> 1 AND ${SANCTION_AT('m.', '?2')})`,
  // The companies a legal entity bearing the number of a company with a match at or above ?1 holds
  // or held (any country, any term: more than those held by a sanctioned company today, never
  // fewer), through the holder-number index; the matches at or above a threshold are few.
  heldBySanctioned: `SELECT DISTINCT r.country || ':' || r.regcode AS company
    FROM (SELECT DISTINCT regcode FROM sanction_matches WHERE ${SANCTION_AT('', '?1')}) m
    JOIN person_roles r ON r.holder_regcode = m.regcode
    WHERE r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')`,
  // Every company with a match at or above ?1 stored, those whose isSanctioned is true: few, read once
  // per version, so a person check says of each company it lists whether it is sanctioned with no read.
  sanctionedCompanies: `SELECT DISTINCT country || ':' || regcode AS company FROM sanction_matches WHERE ${SANCTION_AT('', '?1')}`,
  // Every company with an owner match stored, read from the company index (no row is sorted).
  ownerMatchedCompanies: `SELECT DISTINCT country || ':' || regcode AS company FROM sanction_matches WHERE matched_on = 'owner'`,
  latestAlgorithm: `SELECT algorithm_version FROM sanction_matches WHERE country = ? AND regcode = ?
    ORDER BY screened_at DESC, algorithm_version DESC LIMIT 1`,
  // Sources of the lists are named `sanctions.*`; the range keeps the lookup on the primary key.
  // The lists a source writes are read from its entries (the source id is not the list name), all
  // of them: UR's sanctions.csv carries its copies of EU, UN, OFAC and LV sanctions and its own.
  listStates: `SELECT s.source, s.as_of,
      (SELECT json_group_array(list) FROM (SELECT DISTINCT e.list FROM sanction_entries e WHERE e.source = s.source ORDER BY e.list)) AS lists
    FROM source_state s WHERE s.source >= 'sanctions.' AND s.source < 'sanctions/' ORDER BY s.source LIMIT 100`,
} as const;

export function matchesAtOrAbove(db: DatabaseSync, country: string, regcode: string, threshold: number): MatchRow[] {
  return allRows<MatchRow>(db, SQL.matchesAtOrAbove, country, regcode, threshold);
}

/** The companies (`country:regcode`) with an owner match stored. */
export function ownerMatchedCompanies(db: DatabaseSync): string[] {
  return allRows<{ company: string }>(db, SQL.ownerMatchedCompanies).map((r) => r.company);
}

/** The companies (`country:regcode`) with a match at or above `threshold` stored: those sanctioned (SQL.sanctionedCompanies). */
export function sanctionedCompanies(db: DatabaseSync, threshold: number): string[] {
  return allRows<{ company: string }>(db, SQL.sanctionedCompanies, threshold).map((r) => r.company);
}

/** The owner matches at or above `floor` of each company of `companies`, strongest first, each row with its company. */
export function ownerMatchesOf(db: DatabaseSync, companies: ReadonlyArray<{ country: string; regcode: string }>, floor: number): Array<MatchRow & { country: string; regcode: string }> {
  if (companies.length === 0) return [];
  return allRows<MatchRow & { country: string; regcode: string }>(db, SQL.ownerMatchesOf, JSON.stringify(companies.map((c) => [c.country, c.regcode])), floor);
}

/** Those of `companies` with a match at or above `threshold` stored (`country:regcode`): whether each is sanctioned. */
export function sanctionedAmong(db: DatabaseSync, companies: ReadonlyArray<{ country: string; regcode: string }>, threshold: number): Set<string> {
  if (companies.length === 0) return new Set();
  const rows = allRows<{ country: string; regcode: string }>(db, SQL.sanctionedAmong, JSON.stringify(companies.map((c) => [c.country, c.regcode])), threshold);
  return new Set(rows.map((r) => `${r.country}:${r.regcode}`));
}

/**
 * The companies (`country:regcode`) that may be held by a company sanctioned at `threshold`: those
 * a legal entity bearing such a company's number is listed as holding (SQL.heldBySanctioned).
 */
export function heldBySanctioned(db: DatabaseSync, threshold: number): string[] {
  return allRows<{ company: string }>(db, SQL.heldBySanctioned, threshold).map((r) => r.company);
}

export function latestAlgorithmVersion(db: DatabaseSync, country: string, regcode: string): string | null {
  return oneRow<{ algorithm_version: string }>(db, SQL.latestAlgorithm, country, regcode)?.algorithm_version ?? null;
}

/** The meta key of the list states the last screening ran against (store/screening-write.ts). */
export const SCREENED_LISTS_KEY = 'screening_lists';

/**
 * The lists, and their dates, the matches stored now were computed against: a list published
 * since is not screened until the command's screening commits, and until then an answer that
 * named the new list's date would claim a check that was not made. Null for a store screened
 * before this was kept (its lists are then read as they are now).
 */
export function screenedListStates(db: DatabaseSync): ListStateRow[] | null {
  const text = metaValue(db, SCREENED_LISTS_KEY);
  if (text === null) return null;
  try {
    return JSON.parse(text) as ListStateRow[];
  } catch {
    return null;
  }
}

/** Every (source, list) pair, by source then list: a source that writes several lists gives each. */
export function sanctionListStates(db: DatabaseSync): ListStateRow[] {
  return allRows<{ source: string; as_of: string | null; lists: string }>(db, SQL.listStates).flatMap((s): ListStateRow[] => {
    const lists = JSON.parse(s.lists) as string[];
    return lists.length > 0 ? lists.map((list) => ({ source: s.source, as_of: s.as_of, list })) : [{ source: s.source, as_of: s.as_of, list: null }];
  });
}
