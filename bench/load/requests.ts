// The request lists wrk rotates through, one per endpoint, drawn from the store: random
// companies for details and sanctions, the judged and broad queries for search, names typed
// letter by letter for autofill, random people (with their exact birth date) for the person
// endpoints. Deterministic for a store and a seed.
import type { DatabaseSync } from 'node:sqlite';
import { Rng } from '../../src/demo/random.ts';
import { splitName } from '../quality/perturb.ts';
import type { QuerySet } from '../quality/query-set.ts';

export const API = '/api/public/v1';
export const ENDPOINTS = ['details', 'search', 'autofill', 'personCheck', 'newRegistrations', 'sanctions'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];
export type RequestLists = Record<Endpoint, string[]>;

const enc = encodeURIComponent;

interface CompanyRow { country: string; regcode: string; name: string; name_key: string }

/** Every `stride`-th company in key order: spread over all four countries without a sort. */
export function spreadCompanies(db: DatabaseSync, wanted: number): CompanyRow[] {
  const total = Number((db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n);
  const stride = Math.max(1, Math.floor(total / wanted));
  const out: CompanyRow[] = [];
  let i = 0;
  for (const row of db.prepare('SELECT country, regcode, name, name_key FROM companies').iterate() as Iterable<CompanyRow>) {
    if (i++ % stride === 0) out.push({ ...row });
  }
  return out;
}

/** People with a full birth date, at random role ids; `recentSince` picks associations first seen since then. */
function people(db: DatabaseSync, rng: Rng, wanted: number, recentSince: string | null): Array<{ name: string; birthDate: string }> {
  const out: Array<{ name: string; birthDate: string }> = [];
  if (recentSince !== null) {
    const rows = db.prepare(`SELECT person_name AS name, birth_date AS birthDate FROM person_roles
      WHERE first_seen_at >= ? AND entity_type = 'natural_person' AND length(birth_date) = 10 LIMIT ?`).all(recentSince, wanted) as Array<{ name: string; birthDate: string }>;
    return rows.map((r) => ({ ...r }));
  }
  const max = Number((db.prepare('SELECT MAX(id) AS n FROM person_roles').get() as { n: number | null }).n ?? 0);
  const byId = db.prepare(`SELECT person_name AS name, birth_date AS birthDate FROM person_roles
    WHERE id = ? AND entity_type = 'natural_person' AND length(birth_date) = 10`);
  for (let tries = 0; out.length < wanted && tries < wanted * 20 && max > 0; tries++) {
    const row = byId.get(rng.int(1, max)) as { name: string; birthDate: string } | undefined;
    if (row) out.push({ ...row });
  }
  return out;
}

/** A person check as wrk asks for it: the name and the exact birth date of a role. */
export const personCheckPath = (p: { name: string; birthDate: string }) => `${API}/persons/check?name=${enc(p.name)}&birthDate=${p.birthDate}`;

/**
 * `wanted` person checks made as buildRequestLists makes its personCheck list (people at random
 * role ids with a full birth date), from a generator of their own: bench/load-ab.ts reads them
 * without the scan of every company the other lists take.
 */
export function personCheckPaths(db: DatabaseSync, seed: number, wanted: number): string[] {
  return people(db, new Rng(seed), wanted, null).map(personCheckPath);
}

/** A company's details as wrk asks for them. */
export const detailsPath = (c: { regcode: string; country: string }) => `${API}/companies/${enc(c.regcode)}?country=${c.country}`;

export function buildRequestLists(db: DatabaseSync, set: QuerySet, opts: { seed: number; size: number; now: Date }): RequestLists {
  const rng = new Rng(opts.seed);
  const shuffle = <T>(items: T[]) => rng.sample(items, items.length);
  const companies = shuffle(spreadCompanies(db, opts.size));
  const sanctioned = db.prepare('SELECT DISTINCT country, regcode FROM sanction_matches').all() as Array<{ country: string; regcode: string }>;
  const typed: string[] = [];
  for (const c of companies.slice(0, Math.ceil(opts.size / 8))) {
    const core = splitName(c.name, c.name_key)?.core.join(' ') ?? c.name;
    const letters = [...core];
    for (let n = 2; n <= Math.min(letters.length, 16); n++) typed.push(letters.slice(0, n).join(''));
  }
  const searchTexts = [...set.judged.map((j) => j.q), ...set.broad.filter((b) => b.cls !== 'oneLetter').map((b) => b.q)];
  const weekAgo = new Date(opts.now.getTime() - 7 * 86_400_000).toISOString();
  const recent = people(db, rng, Math.ceil(opts.size / 2), weekAgo);
  const anyone = people(db, rng, opts.size, null);
  const person = (p: { name: string; birthDate: string }) => `name=${enc(p.name)}&birthDate=${p.birthDate}`;
  return {
    details: companies.map(detailsPath),
    search: shuffle(searchTexts).map((q) => `${API}/companies/search?q=${enc(q)}`),
    autofill: typed.map((q) => `${API}/companies/autofill?q=${enc(q)}`),
    personCheck: anyone.map(personCheckPath),
    newRegistrations: shuffle([...recent, ...anyone.slice(0, opts.size - recent.length)]).map((p) => `${API}/persons/new-registrations?${person(p)}&hours=168`),
    sanctions: shuffle([...sanctioned, ...companies.slice(0, opts.size)]).map((c) => `${API}/companies/${enc(c.regcode)}/sanctions?country=${c.country}`),
  };
}
