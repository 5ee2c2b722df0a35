// The order of search results (docs/search.md), as one comparable key per candidate:
//  1. an exact registration or VAT number
//  2. an exact name (current or other), among them active first
//  3. name matches, then address/number matches, then probable typos
//  4. status: active, unclear, winding up, closed
//  5. how the words met the name: name starts with the query, all whole words, last word as a
//     prefix, an other (former/parallel) name
//  6. the query's legal form, then fewer edits (typos), shorter name, name, country, regcode
import { statusBucket } from '../../store/search-documents.ts';
import type { CompanyRow } from '../../store/companies-read.ts';
import type { SearchQuery } from './search-query.ts';
import { typoDistance } from './similarity.ts';

export interface Candidate {
  company: CompanyRow;
  /** Folded names, current first (from the search index; the register's key when absent). */
  nameKeys: string[];
  formKeys: string[];
  codeExact: boolean;
  fuzzy: boolean;
}

export type RankKey = Array<number | string>;

type WordFit = 'starts' | 'whole' | 'prefix' | null;

/** How the query words sit in one folded name: non-last words whole, the last one as a prefix. */
export function wordFit(nameKey: string, words: string[]): WordFit {
  if (words.length === 0 || nameKey === '') return null;
  const tokens = nameKey.split(' ');
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1);
  const startsWith = head.every((w, i) => tokens[i] === w) && (tokens[head.length]?.startsWith(last) ?? false);
  if (startsWith) return 'starts';
  if (!head.every((w) => tokens.includes(w))) return null;
  if (tokens.includes(last)) return 'whole';
  return tokens.some((t) => t.startsWith(last)) ? 'prefix' : null;
}

const FIT_TIER = { starts: 0, whole: 1, prefix: 2 } as const;

export function rankKey(query: SearchQuery, c: Candidate): RankKey {
  const [current = '', ...others] = c.nameKeys;
  const exactName = query.key !== '' && (current === query.key || others.includes(query.key));
  let group = 1;
  let tier = 9;
  let edits = 0;
  const fit = wordFit(current, query.words);
  if (fit) {
    group = 0;
    tier = FIT_TIER[fit];
  } else if (others.some((k) => wordFit(k, query.words))) {
    group = 0;
    tier = 3;
  }
  if (c.fuzzy) {
    group = 2;
    edits = typoDistance(query.key, c.nameKeys) ?? 99;
  }
  const formMatch = query.forms.length > 0 && query.forms.every((f) => c.formKeys.includes(f)) ? 0 : 1;
  return [
    c.codeExact ? 0 : 1,
    exactName ? 0 : 1,
    group,
    statusBucket(c.company.status),
    tier,
    formMatch,
    edits,
    current.length,
    current,
    c.company.name,
    c.company.country,
    c.company.regcode,
  ];
}

export function compareRankKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}
