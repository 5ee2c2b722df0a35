// Company search (docs/search.md): gather a bounded set of candidates from cheap, indexed
// lookups, then order them in JS. Used by /companies/search, /companies/autofill and the MCP
// search tool.
import type { Database } from '../../store/open.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { companiesByKeys, companyKeysByRegcode, companyKeysByVatNumber, type CompanyKey, type CompanyRow } from '../../store/companies-read.ts';
import {
  companyKeysByNameKey, companyKeysByOtherNameKey, docsByCompanies, docsByIds, ftsCandidates, trigramCandidates, trigramTiers,
  type DocRow,
} from '../../store/search-read.ts';
import { parseSearchQuery, type SearchQuery } from './search-query.ts';
import { compareRankKeys, rankKey, type Candidate } from './rank.ts';
import { typoDistance } from './similarity.ts';

// Candidates read per query: enough that re-scoring can lift the best ones above the rank order
// of the index, few enough that broad words ("baltic", one letter) stay cheap.
const candidateBudget = (limit: number) => Math.min(300, Math.max(30, limit * 3));
const EXACT_NAME_LIMIT = 50;

const keyOf = (k: CompanyKey) => `${k.country}:${k.regcode}`;

interface Found { key: CompanyKey; codeExact: boolean; fuzzy: boolean }

class CandidatePool {
  readonly found = new Map<string, Found>();
  readonly docIds = new Set<number>();
  add(key: CompanyKey, flags: { codeExact?: boolean; fuzzy?: boolean } = {}): void {
    const k = keyOf(key);
    const prev = this.found.get(k);
    if (prev) {
      prev.codeExact ||= flags.codeExact ?? false;
      prev.fuzzy &&= flags.fuzzy ?? false;
    } else {
      this.found.set(k, { key: { country: key.country, regcode: key.regcode }, codeExact: flags.codeExact ?? false, fuzzy: flags.fuzzy ?? false });
    }
  }
  get size(): number { return this.found.size; }
}

function codeMatches(db: Database, query: SearchQuery, countries: readonly Country[]): CompanyKey[] {
  if (!query.lookup) return [];
  const keys: CompanyKey[] = [];
  for (const r of query.lookup.regcodes) {
    const found = companyKeysByRegcode(db, r.regcode);
    keys.push(...found.filter((k) => r.country === null || k.country === r.country));
  }
  if (query.lookup.vatNumber) keys.push(...companyKeysByVatNumber(db, query.lookup.vatNumber));
  return keys.filter((k) => countries.includes(k.country as Country));
}

function exactNameMatches(db: Database, query: SearchQuery, countries: readonly Country[]): CompanyKey[] {
  if (query.key === '') return [];
  return [...companyKeysByNameKey(db, query.key, EXACT_NAME_LIMIT), ...companyKeysByOtherNameKey(db, query.key, EXACT_NAME_LIMIT)]
    .filter((k) => countries.includes(k.country as Country));
}

/**
 * The typo fallback: trigram tiers from strict to loose, each bounded; a candidate stays only
 * when it is a probable typo of the query. The first tier that yields a probable typo is the
 * last one read: looser tiers would only add weaker guesses at a higher cost.
 */
function addProbableTypos(
  db: Database, query: SearchQuery, countries: readonly Country[], budget: number, limit: number,
  pool: CandidatePool, fetchIds: (ids: number[], fuzzy: boolean) => DocRow[],
): void {
  if (query.key.length < 3) return;
  for (const tier of trigramTiers(query.key)) {
    let typos = 0;
    for (const d of fetchIds(trigramCandidates(db, tier, countries, budget), true)) {
      if (typoDistance(query.key, d.name_keys.split('\n')) !== null) typos++;
      else pool.found.delete(keyOf(d));
    }
    if (typos > 0 || pool.size >= limit) break;
  }
}

export function searchCompanyRows(db: Database, q: string, opts: { country?: Country; limit: number }): CompanyRow[] {
  const limit = Number.isFinite(opts.limit) ? Math.min(100, Math.max(1, Math.floor(opts.limit))) : 20;
  const countries: readonly Country[] = opts.country ? [opts.country] : COUNTRIES;
  const query = parseSearchQuery(q);
  const budget = candidateBudget(limit);
  const pool = new CandidatePool();

  for (const k of codeMatches(db, query, countries)) pool.add(k, { codeExact: true });
  const docs: DocRow[] = [];
  // Adds the documents of new ids to the pool; returns the ones that were not in it yet.
  const fetchIds = (ids: number[], fuzzy = false): DocRow[] => {
    const fresh = ids.filter((id) => !pool.docIds.has(id));
    for (const id of fresh) pool.docIds.add(id);
    const added: DocRow[] = [];
    for (const d of docsByIds(db, fresh)) {
      docs.push(d);
      if (fuzzy && pool.found.has(keyOf(d))) continue;
      pool.add(d, { fuzzy });
      added.push(d);
    }
    return added;
  };

  if (query.words.length > 0) {
    for (const k of exactNameMatches(db, query, countries)) pool.add(k);
    fetchIds(ftsCandidates(db, 'startsWith', query.words, countries, budget));
    fetchIds(ftsCandidates(db, 'inNames', query.words, countries, budget));
    // Whole words first: a word frequent in addresses (`iela`, `tallinn`) as a prefix would merge
    // the doclists of every word it begins; as a whole word the read stops at the LIMIT.
    if (pool.size < limit) fetchIds(ftsCandidates(db, 'anywhereWhole', query.words, countries, budget));
    if (pool.size < limit) fetchIds(ftsCandidates(db, 'anywhere', query.words, countries, budget));
    if (pool.size < limit) addProbableTypos(db, query, countries, budget, limit, pool, fetchIds);
  } else if (query.forms.length > 0) {
    // Only legal-form words: companies of that legal form, in rank order.
    fetchIds(ftsCandidates(db, 'legalForm', query.forms, countries, budget));
  }
  if (pool.size === 0) return [];

  const keys = [...pool.found.values()].map((f) => f.key);
  const docByKey = new Map<string, DocRow>();
  for (const d of docs) docByKey.set(keyOf(d), d);
  const missing = keys.filter((k) => !docByKey.has(keyOf(k)));
  for (const d of docsByCompanies(db, missing)) docByKey.set(keyOf(d), d);

  const ranked = companiesByKeys(db, keys).map((company) => {
    const f = pool.found.get(keyOf(company))!;
    const doc = docByKey.get(keyOf(company));
    const candidate: Candidate = {
      company,
      nameKeys: doc ? doc.name_keys.split('\n') : [company.name_key],
      formKeys: doc && doc.form_keys !== '' ? doc.form_keys.split(' ') : [],
      codeExact: f.codeExact,
      fuzzy: f.fuzzy,
    };
    return { company, key: rankKey(query, candidate) };
  });
  ranked.sort((a, b) => compareRankKeys(a.key, b.key));
  return ranked.slice(0, limit).map((r) => r.company);
}
