// Reads of screening results (sanction_matches) joined with the list entries they point at.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from './statement-cache.ts';

export interface MatchRow {
  list: string; entry_id: string; matched_on: string; matched_name: string | null; score: number;
  features: string; algorithm_version: string;
  reference: string | null; programs: string | null; listed_on: string | null; reason: string | null;
  source_url: string | null; entry_source: string | null;
}

export interface ListStateRow { source: string; as_of: string | null; list: string | null }

export const SQL = {
  // Numbered parameters: company-facts-read.ts embeds this statement in its own.
  matchesAtOrAbove: `SELECT m.list, m.entry_id, m.matched_on, m.matched_name, m.score, m.features, m.algorithm_version,
      e.reference, e.programs, e.listed_on, e.reason, e.source_url, e.source AS entry_source
    FROM sanction_matches m
    LEFT JOIN sanction_entries e ON e.list = m.list AND e.entry_id = m.entry_id
    WHERE m.country = ?1 AND m.regcode = ?2 AND m.score >= ?3
    ORDER BY m.score DESC, m.list, m.entry_id, m.matched_on LIMIT 100`,
  latestAlgorithm: `SELECT algorithm_version FROM sanction_matches WHERE country = ? AND regcode = ?
    ORDER BY screened_at DESC, algorithm_version DESC LIMIT 1`,
  // Sources of the lists are named `sanctions.*`; the range keeps the lookup on the primary key.
  // The list a source writes is read from one of its entries (the source id is not the list name).
  listStates: `SELECT s.source, s.as_of,
      (SELECT e.list FROM sanction_entries e WHERE e.source = s.source ORDER BY e.list LIMIT 1) AS list
    FROM source_state s WHERE s.source >= 'sanctions.' AND s.source < 'sanctions/' ORDER BY s.source LIMIT 100`,
} as const;

export function matchesAtOrAbove(db: DatabaseSync, country: string, regcode: string, threshold: number): MatchRow[] {
  return allRows<MatchRow>(db, SQL.matchesAtOrAbove, country, regcode, threshold);
}

export function latestAlgorithmVersion(db: DatabaseSync, country: string, regcode: string): string | null {
  return oneRow<{ algorithm_version: string }>(db, SQL.latestAlgorithm, country, regcode)?.algorithm_version ?? null;
}

export function sanctionListStates(db: DatabaseSync): ListStateRow[] {
  return allRows<ListStateRow>(db, SQL.listStates);
}
