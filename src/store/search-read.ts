// Reads of the search index (docs/search.md). Candidates come from unranked FTS5 queries in
// document-id order, which is rank order, each bounded by LIMIT: no bm25, no sort of a large
// match set. The service re-scores the few candidates in JS.
import type { DatabaseSync } from 'node:sqlite';
import { COUNTRIES, type Country } from '../domain/country.ts';
import { allRows } from './statement-cache.ts';
import type { CompanyKey } from './companies-read.ts';

export interface DocRow { doc_id: number; country: string; regcode: string; name_keys: string; form_keys: string }

/**
 * Which table a candidate query looks in, and how: `startsWith` the current name begins with the
 * words, `inNames` every word in some name, `anywhere` every word in names, address or numbers,
 * `anywhereWhole` the same with whole words only, `legalForm` every (legal-form) word in the
 * legal form. The last word is a prefix in the others.
 */
export type CandidateKind = 'startsWith' | 'inNames' | 'anywhereWhole' | 'anywhere' | 'legalForm';

const lower = (c: Country) => c.toLowerCase();
const TABLE_OF_KIND = { startsWith: 'names', inNames: 'names', anywhereWhole: 'any', anywhere: 'any', legalForm: 'forms', trigram: 'tri' } as const;
type Table = (typeof TABLE_OF_KIND)[keyof typeof TABLE_OF_KIND];
const TABLES: Table[] = ['names', 'any', 'forms', 'tri'];

export const SQL = {
  ...Object.fromEntries(COUNTRIES.flatMap((c) => TABLES.map((t) => [
    `${t}.${c}`, `SELECT rowid AS id FROM search_${t}_${lower(c)} WHERE search_${t}_${lower(c)} MATCH ? ORDER BY rowid LIMIT ?`,
  ]))),
  docsByIds: `SELECT d.doc_id, d.country, d.regcode, d.name_keys, d.form_keys FROM json_each(?) j
    JOIN search_docs d ON d.doc_id = j.value LIMIT 5000`,
  docsByCompanies: `SELECT d.doc_id, d.country, d.regcode, d.name_keys, d.form_keys FROM json_each(?) j
    JOIN search_docs d ON d.country = json_extract(j.value, '$[0]') AND d.regcode = json_extract(j.value, '$[1]') LIMIT 5000`,
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
    case 'inNames': return all;
    case 'anywhere': return all;
    case 'anywhereWhole':
    case 'legalForm': return w.map((t) => `"${t}"`).join(' AND ');
  }
}

// At most this many trigrams of a query take part: each is one FTS5 iterator per clause.
const MAX_TRIGRAMS = 6;

/** The trigrams of a folded key, word by word (none spans a space), spread evenly when many. */
export function queryTrigrams(key: string): string[] {
  const grams: string[] = [];
  for (const word of clean(key.split(' '))) {
    for (let i = 0; i + 3 <= word.length; i++) grams.push(word.slice(i, i + 3));
  }
  const distinct = [...new Set(grams)];
  if (distinct.length <= MAX_TRIGRAMS) return distinct;
  const step = distinct.length / MAX_TRIGRAMS;
  return Array.from({ length: MAX_TRIGRAMS }, (_, i) => distinct[Math.floor(i * step)]!);
}

/**
 * Trigram expressions for a name that may hold a typo, strictest first. One wrong, missing or
 * extra letter breaks at most three consecutive trigrams, so tier w asks for every trigram
 * but a run of w (w = 1, 2, 3); the last tier asks for either half. The caller stops at the
 * first tier that gives enough probable typos.
 */
export function trigramTiers(key: string): string[] {
  const t = queryTrigrams(key);
  const and = (grams: string[]) => `(${grams.map((g) => `"${g}"`).join(' AND ')})`;
  const tiers: string[] = [];
  for (let w = 1; w <= 3; w++) {
    const clauses = new Set<string>();
    for (let i = 0; i + w <= t.length; i++) {
      const rest = [...t.slice(0, i), ...t.slice(i + w)];
      if (rest.length > 0) clauses.add(and(rest));
    }
    if (clauses.size > 0) tiers.push([...clauses].join(' OR '));
  }
  if (t.length >= 6) {
    const half = Math.ceil(t.length / 2);
    tiers.push(`${and(t.slice(0, half))} OR ${and(t.slice(half))}`);
  }
  return tiers;
}

function idsFromTables(db: DatabaseSync, table: Table, expression: string, countries: readonly Country[], limit: number): number[] {
  const ids: number[] = [];
  for (const c of countries) {
    for (const row of allRows<{ id: number }>(db, SQL[`${table}.${c}`]!, expression, limit)) ids.push(row.id);
  }
  // Ids of all four countries share one rank order, so the best `limit` overall are the smallest.
  return ids.sort((a, b) => a - b).slice(0, limit);
}

/** Up to `limit` document ids, best rank first, of documents matching every word. */
export function ftsCandidates(db: DatabaseSync, kind: CandidateKind, words: string[], countries: readonly Country[], limit: number): number[] {
  const expression = ftsExpression(kind, words);
  return expression === null ? [] : idsFromTables(db, TABLE_OF_KIND[kind], expression, countries, limit);
}

/** Up to `limit` document ids matching one trigram tier (see trigramTiers), best rank first. */
export function trigramCandidates(db: DatabaseSync, tier: string, countries: readonly Country[], limit: number): number[] {
  return idsFromTables(db, 'tri', tier, countries, limit);
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
