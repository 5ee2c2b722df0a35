// Reads of the search index (docs/search.md). Candidates come from unranked FTS5 queries in
// document-id order, which is rank order, each bounded by LIMIT: no bm25, no sort of a large
// match set. The service re-scores the few candidates in JS.
import type { DatabaseSync } from 'node:sqlite';
import { COUNTRIES, type Country } from '../domain/country.ts';
import { allRows } from './statement-cache.ts';
import type { CompanyKey } from './companies-read.ts';

export interface DocRow { doc_id: number; country: string; regcode: string; name_keys: string; form_keys: string }

/** Which columns a candidate query looks in, and how. */
export type CandidateKind = 'startsWith' | 'inNames' | 'anywhere' | 'legalForm';

const lower = (c: Country) => c.toLowerCase();

export const SQL = {
  ...Object.fromEntries(COUNTRIES.flatMap((c) => [
    [`fts.${c}`, `SELECT rowid AS id FROM search_fts_${lower(c)} WHERE search_fts_${lower(c)} MATCH ? ORDER BY rowid LIMIT ?`],
    [`trigram.${c}`, `SELECT rowid AS id FROM search_tri_${lower(c)} WHERE search_tri_${lower(c)} MATCH ? ORDER BY rowid LIMIT ?`],
  ])),
  docsByIds: `SELECT d.doc_id, d.country, d.regcode, d.name_keys, d.form_keys FROM json_each(?) j
    JOIN search_docs d ON d.doc_id = j.value`,
  docsByCompanies: `SELECT d.doc_id, d.country, d.regcode, d.name_keys, d.form_keys FROM json_each(?) j
    JOIN search_docs d ON d.country = json_extract(j.value, '$[0]') AND d.regcode = json_extract(j.value, '$[1]')`,
  // The exact name lookups that make sure an exact name is never cut off by a candidate LIMIT.
  keysByNameKey: 'SELECT country, regcode FROM companies WHERE name_key = ? ORDER BY country, regcode LIMIT ?',
  keysByOtherNameKey: 'SELECT DISTINCT country, regcode FROM company_names WHERE name_key = ? ORDER BY country, regcode LIMIT ?',
} as Record<string, string>;

/** Folded words reduced to what FTS5 can never misread as syntax. */
function clean(words: string[]): string[] {
  return words.map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, '')).filter((w) => w !== '');
}

/** The FTS5 expression of a candidate query; null when nothing is left to match. */
export function ftsExpression(kind: CandidateKind, words: string[]): string | null {
  const w = clean(words);
  if (w.length === 0) return null;
  const last = w.length - 1;
  const all = w.map((t, i) => (i === last ? `"${t}" *` : `"${t}"`)).join(' AND ');
  switch (kind) {
    case 'startsWith': return `{name} : ^"${w.join(' ')}" *`;
    case 'inNames': return `{name former} : (${all})`;
    case 'anywhere': return `{name former addr code} : (${all})`;
    case 'legalForm': return `{form} : (${w.map((t) => `"${t}"`).join(' AND ')})`;
  }
}

/**
 * The trigram expression for a name that may hold a typo. The name is cut into m pieces of 3+
 * characters and a candidate must contain ceil(m/2) of them: one wrong letter breaks one piece
 * only. Names too short for two pieces fall back to any one of their trigrams.
 */
export function trigramExpression(key: string): string | null {
  const s = key.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim().slice(0, 60);
  if (s.length < 3) return null;
  const m = Math.min(4, Math.floor(s.length / 3));
  if (m <= 1) {
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= s.length; i++) if (!s.slice(i, i + 3).includes(' ')) grams.add(s.slice(i, i + 3));
    return grams.size === 0 ? null : [...grams].map((g) => `"${g}"`).join(' OR ');
  }
  const pieces: string[] = [];
  let at = 0;
  for (let i = 0; i < m; i++) {
    const len = Math.floor(s.length / m) + (i < s.length % m ? 1 : 0);
    pieces.push(s.slice(at, at + len));
    at += len;
  }
  const need = Math.ceil(m / 2);
  const combos: string[][] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === need) { combos.push(chosen); return; }
    for (let i = start; i < pieces.length; i++) pick(i + 1, [...chosen, pieces[i]!]);
  };
  pick(0, []);
  return combos.map((c) => `(${c.map((p) => `"${p}"`).join(' AND ')})`).join(' OR ');
}

function idsFromTables(db: DatabaseSync, prefix: 'fts' | 'trigram', expression: string, countries: readonly Country[], limit: number): number[] {
  const ids: number[] = [];
  for (const c of countries) {
    for (const row of allRows<{ id: number }>(db, SQL[`${prefix}.${c}`]!, expression, limit)) ids.push(row.id);
  }
  // Ids of all four tables share one rank order, so the best `limit` overall are the smallest.
  return ids.sort((a, b) => a - b).slice(0, limit);
}

/** Up to `limit` document ids, best rank first, of documents matching every word. */
export function ftsCandidates(db: DatabaseSync, kind: CandidateKind, words: string[], countries: readonly Country[], limit: number): number[] {
  const expression = ftsExpression(kind, words);
  return expression === null ? [] : idsFromTables(db, 'fts', expression, countries, limit);
}

export function trigramCandidates(db: DatabaseSync, key: string, countries: readonly Country[], limit: number): number[] {
  const expression = trigramExpression(key);
  return expression === null ? [] : idsFromTables(db, 'trigram', expression, countries, limit);
}

export function docsByIds(db: DatabaseSync, ids: number[]): DocRow[] {
  return ids.length === 0 ? [] : allRows<DocRow>(db, SQL.docsByIds!, JSON.stringify(ids));
}

export function docsByCompanies(db: DatabaseSync, keys: CompanyKey[]): DocRow[] {
  return keys.length === 0 ? [] : allRows<DocRow>(db, SQL.docsByCompanies!, JSON.stringify(keys.map((k) => [k.country, k.regcode])));
}

export function companyKeysByNameKey(db: DatabaseSync, nameKey: string, limit: number): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByNameKey!, nameKey, limit);
}

export function companyKeysByOtherNameKey(db: DatabaseSync, nameKey: string, limit: number): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByOtherNameKey!, nameKey, limit);
}
