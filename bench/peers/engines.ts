// The search engines compared on the same names and the same queries, in-process: ours (the
// service's search function, no HTTP), MiniSearch and FlexSearch configured the way their
// documentation suggests for type-ahead search with diacritics folded, and a naive
// `LIKE '%q%'` over the same SQLite table. Each returns `country:regcode` keys, best first.
import type { DatabaseSync } from 'node:sqlite';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { createServices } from '../../src/services/index.ts';
import type { PeerDocument } from './documents.ts';

export type EngineName = 'ours' | 'minisearch' | 'flexsearch' | 'like';
export const ENGINES: readonly EngineName[] = ['ours', 'minisearch', 'flexsearch', 'like'];

export interface Engine {
  search(q: string, limit: number): string[];
}

/** The folding a Node developer adds to a JS index: lower case, diacritics dropped. */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function oursEngine(db: DatabaseSync): Engine {
  const services = createServices({ db, sanctionsThreshold: 0.85 });
  return { search: (q, limit) => services.searchCompanies(q, { limit }).map((r) => `${r.country}:${r.regcode}`) };
}

export function miniSearchEngine(docs: PeerDocument[]): Engine {
  const index = new MiniSearch<PeerDocument>({
    fields: ['name', 'address', 'codes'],
    storeFields: [],
    processTerm: (term) => fold(term),
    searchOptions: { boost: { name: 3 }, prefix: true, fuzzy: 0.2 },
  });
  index.addAll(docs);
  return { search: (q, limit) => index.search(q).slice(0, limit).map((r) => docs[r.id as number]!.key) };
}

export function flexSearchEngine(docs: PeerDocument[]): Engine {
  const { Document, Charset } = FlexSearch as unknown as { Document: new (o: object) => FlexDocument; Charset: Record<string, object> };
  const index = new Document({
    document: {
      id: 'id',
      index: [
        { field: 'name', tokenize: 'forward', encoder: Charset.LatinBalance },
        { field: 'address', tokenize: 'forward', encoder: Charset.LatinBalance },
        // Exact: the default encoder splits digits into groups of three, so `41538663172` would match `41538663171`.
        { field: 'codes', tokenize: 'forward', encoder: Charset.Exact },
      ],
    },
  });
  for (const d of docs) index.add(d);
  // Exact matches first; `suggest` (partial matches, its typo tolerance) only to fill up: with
  // `suggest` alone, partial matches in the name field come before an exact registration number.
  return {
    search: (q, limit) => {
      const ids = new Set((index.search(q, { limit, merge: true }) as Array<{ id: number }>).map((r) => r.id));
      if (ids.size < limit) for (const r of index.search(q, { limit, suggest: true, merge: true }) as Array<{ id: number }>) ids.add(r.id);
      return [...ids].slice(0, limit).map((id) => docs[id]!.key);
    },
  };
}

interface FlexDocument { add(doc: object): void; search(q: string, opts: object): unknown }

export function likeEngine(db: DatabaseSync): Engine {
  const stmt = db.prepare(`SELECT country, regcode FROM companies
    WHERE name LIKE :p ESCAPE '\\' OR regcode LIKE :p ESCAPE '\\' OR address LIKE :p ESCAPE '\\' LIMIT :limit`);
  return {
    search: (q, limit) => {
      const p = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return (stmt.all({ p, limit }) as Array<{ country: string; regcode: string }>).map((r) => `${r.country}:${r.regcode}`);
    },
  };
}
