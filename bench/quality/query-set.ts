// The judged query set: known companies of the store, each turned into what someone would type
// (perturb.ts), with the set of answers that count as right. Plus the broad queries that have no
// single right answer but must stay fast (one or two letters, legal-form words alone, common
// words). Deterministic for a store and a seed.
import type { DatabaseSync } from 'node:sqlite';
import { companyNameKey, foldText } from '../../src/domain/fold.ts';
import { Rng } from '../../src/demo/random.ts';
import {
  formDropped, formMoved, hasDiacritics, reordered, splitName, streetAndHouse, typedPrefixes, withTypo, withoutDiacritics,
  type NameParts,
} from './perturb.ts';

export const JUDGED_CLASSES = [
  'exact', 'noDiacritics', 'lowercase', 'reordered', 'formMoved', 'formDropped', 'typo', 'prefix', 'regcode', 'vat', 'address',
] as const;
export type JudgedClass = (typeof JUDGED_CLASSES)[number];

/** Broad queries: latency only. `oneLetter` is in-process only (the API asks for 2+ characters). */
export const BROAD_QUERIES = {
  oneLetter: ['a', 'b', 'k', 'r', 's', 't', 'v', 'n', 'm', 'l', 'p', 'e'],
  twoLetters: ['ri', 'ba', 'no', 'tr', 'in', 'gr', 'ta', 'ka', 'vi', 'he', 'ma', 'oy'],
  legalFormOnly: ['SIA', 'AS', 'OÜ', 'UAB', 'Oy', 'Tmi', 'MTÜ', 'osaühing', 'IK', 'Biedrība', 'AB', 'Ky', 'MB', 'VšĮ', 'Oyj', 'Sabiedrība ar ierobežotu atbildību'],
  commonWords: ['Baltic', 'Nord', 'Trans', 'Rīgas', 'Tallinna', 'Invest', 'Group', 'Baltic Invest', 'Nord Trans', 'Invest Group',
    'Vilniaus', 'Helsingin', 'Trade', 'Serviss', 'iela', 'Tallinn', 'Baltic Group SIA', 'Nord OÜ'],
  shortWords: ['a b', 'SIA a', 'nord a', 'r k', 'Oy b', 'as as', 'ri ko', 'b g', 'OÜ t', 'UAB ba'],
} as const;
export type BroadClass = keyof typeof BROAD_QUERIES;

export interface JudgedQuery {
  cls: JudgedClass;
  q: string;
  /** `country:regcode` of the company the query was made from. */
  target: string;
  /** Every answer that counts as right: the target and what the query cannot tell apart from it. */
  relevant: string[];
}

export interface QuerySet {
  seed: number;
  perClass: number;
  judged: JudgedQuery[];
  broad: Array<{ cls: BroadClass; q: string }>;
}

interface Sampled {
  country: string; regcode: string; name: string; name_key: string; legal_form_code: string | null; address_street: string | null;
}

const keyOf = (c: { country: string; regcode: string }) => `${c.country}:${c.regcode}`;

/** Sorted folded names (current and other) for "how many names start with this" and "is this a name". */
class NameIndex {
  private readonly keys: string[];
  constructor(keys: string[]) {
    this.keys = keys.sort();
  }
  private lowerBound(s: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  startingWith(prefix: string): number {
    return this.lowerBound(prefix + '\uffff') - this.lowerBound(prefix);
  }
  has(key: string): boolean {
    return this.keys[this.lowerBound(key)] === key;
  }
}

/** One pass over the companies: every folded name, and a seeded uniform sample of `size` companies. */
function scanCompanies(db: DatabaseSync, rng: Rng, size: number): { names: NameIndex; sample: Sampled[] } {
  const keys: string[] = [];
  const sample: Sampled[] = [];
  let seen = 0;
  const rows = db.prepare('SELECT country, regcode, name, name_key, legal_form_code, address_street FROM companies').iterate() as Iterable<Sampled>;
  for (const row of rows) {
    keys.push(row.name_key);
    seen++;
    if (sample.length < size) sample.push({ ...row });
    else {
      const j = Math.floor(rng.next() * seen);
      if (j < size) sample[j] = { ...row };
    }
  }
  for (const row of db.prepare('SELECT name_key FROM company_names').iterate() as Iterable<{ name_key: string }>) keys.push(row.name_key);
  return { names: new NameIndex(keys), sample };
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  return rng.sample(items, items.length);
}

export function buildQuerySet(db: DatabaseSync, opts: { seed: number; perClass: number }): QuerySet {
  const root = new Rng(opts.seed);
  const { names, sample } = scanCompanies(db, root.fork('sample'), Math.max(200, opts.perClass * 25));
  const namesakes = db.prepare('SELECT country, regcode FROM companies WHERE name_key = ?');
  const namesakesOfForm = db.prepare('SELECT country, regcode FROM companies WHERE name_key = ? AND legal_form_code IS ?');
  const sameRegcode = db.prepare('SELECT country, regcode FROM companies WHERE regcode = ?');
  const activeVat = db.prepare('SELECT vat_number FROM vat_registrations WHERE country = ? AND regcode = ? AND active = 1 ORDER BY vat_number LIMIT 1');
  const keysOf = (rows: unknown[]) => (rows as Array<{ country: string; regcode: string }>).map(keyOf);
  const sameName = (c: Sampled, withForm: boolean) => keysOf(withForm ? namesakesOfForm.all(c.name_key, c.legal_form_code) : namesakes.all(c.name_key));

  type Maker = (c: Sampled, parts: NameParts, rng: Rng) => { q: string; relevant: string[] } | null;
  // A perturbed name that is itself some company's name is no longer a perturbation of this one.
  const notAName = (q: string) => !names.has(companyNameKey(q));
  const makers: Record<JudgedClass, Maker> = {
    exact: (c) => ({ q: c.name, relevant: sameName(c, true) }),
    noDiacritics: (c) => (hasDiacritics(c.name) ? { q: withoutDiacritics(c.name), relevant: sameName(c, true) } : null),
    lowercase: (c) => ({ q: c.name.toLowerCase(), relevant: sameName(c, true) }),
    reordered: (c, p) => {
      const q = reordered(p);
      return q !== null && notAName(q) ? { q, relevant: sameName(c, true) } : null;
    },
    formMoved: (c, p) => {
      const q = formMoved(p);
      return q !== null ? { q, relevant: sameName(c, true) } : null;
    },
    formDropped: (c, p) => ({ q: formDropped(p), relevant: sameName(c, false) }),
    typo: (c, p, rng) => {
      const q = withTypo(rng, p);
      return q !== null && notAName(q) ? { q, relevant: sameName(c, false) } : null;
    },
    prefix: (c, p) => {
      const q = typedPrefixes(p).find((t) => names.startingWith(foldText(t)) === 1);
      return q === undefined ? null : { q, relevant: [keyOf(c)] };
    },
    regcode: (c) => ({ q: c.regcode, relevant: keysOf(sameRegcode.all(c.regcode)) }),
    vat: (c) => {
      const row = activeVat.get(c.country, c.regcode) as { vat_number: string } | undefined;
      return row ? { q: row.vat_number, relevant: [keyOf(c)] } : null;
    },
    // Relevant: every company at that street and house (filled in below, in one pass).
    address: (c) => {
      const q = streetAndHouse(c.address_street);
      return q === null ? null : { q, relevant: [] };
    },
  };

  const judged: JudgedQuery[] = [];
  for (const cls of JUDGED_CLASSES) {
    const rng = root.fork(`class-${cls}`);
    let taken = 0;
    for (const c of shuffled(rng, sample)) {
      if (taken >= opts.perClass) break;
      const parts = splitName(c.name, c.name_key);
      if (parts === null) continue;
      const made = makers[cls](c, parts, rng);
      if (made === null) continue;
      judged.push({ cls, q: made.q, target: keyOf(c), relevant: made.relevant.includes(keyOf(c)) ? made.relevant : [keyOf(c), ...made.relevant] });
      taken++;
    }
  }
  fillAddressRelevance(db, judged.filter((j) => j.cls === 'address'));
  const broad = (Object.keys(BROAD_QUERIES) as BroadClass[]).flatMap((cls) => BROAD_QUERIES[cls].map((q) => ({ cls, q })));
  return { seed: opts.seed, perClass: opts.perClass, judged, broad };
}

function fillAddressRelevance(db: DatabaseSync, queries: JudgedQuery[]): void {
  const byStreet = new Map<string, JudgedQuery[]>();
  for (const j of queries) byStreet.set(j.q, [...(byStreet.get(j.q) ?? []), j]);
  for (const j of queries) j.relevant = [];
  const rows = db.prepare('SELECT country, regcode, address_street FROM companies').iterate() as Iterable<Sampled>;
  for (const row of rows) {
    const street = streetAndHouse(row.address_street);
    if (street === null) continue;
    for (const j of byStreet.get(street) ?? []) j.relevant.push(keyOf(row));
  }
}
