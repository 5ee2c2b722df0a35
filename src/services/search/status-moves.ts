// The documents of a search image whose status of the day asked is in another rank bucket than
// the one the image was built with. The image orders a country's companies by the status the
// last publish stored, while an answer shows the status of the flags in force on the day asked
// (services/status-today.ts): a liquidation begun since the import ranked its company among the
// active ones (as a Finnish company closed on the end date YTJ entered ahead would rank), and an
// insolvency ended since then kept its company behind every active name,
// under the status shown beside it. The companies that may have moved are the few the publish
// recorded (statusesMoving); of those, only the ones with a flag begun or ended between the day
// the statuses were set and the day asked are looked at, and found in the image (a lookup each),
// once per loaded images, record and day.
import type { Country } from '../../domain/country.ts';
import { flagInForce, statusOnDay } from '../../domain/status-from-flags.ts';
import type { Database } from '../../store/open.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { companyDocument } from '../../store/search-document-of.ts';
import { documentNames } from '../../store/search-image/name-match.ts';
import { statusBucketOf } from '../../store/search-documents.ts';
import type { StatusMoving } from '../dataset-facts.ts';

/** What the search needs to rank by the status of the day asked. */
export interface StatusesOfDay {
  /** The companies whose status may move after the day the statuses were set (by `country:regcode`). */
  moving: ReadonlyMap<string, StatusMoving>;
  /** The registers' day the stored statuses were set on. */
  setOn: string;
  /** The registers' day asked. */
  today: string;
}

export interface CountryMoves {
  /** The bucket today of each document whose bucket today is not the image's. */
  bucket: ReadonlyMap<number, number>;
  /** Of those, the documents in a better bucket today (a proceeding ended): past where a read stops. */
  raised: readonly number[];
  /** The same, ascending: read within by the address, street and typo reads (a list each read leads with). */
  raisedInOrder: Uint32Array;
  /** The terms of their names, ascending, and the raised documents whose names hold each. */
  raisedTerms: Uint32Array;
  raisedByTerm: ReadonlyMap<number, readonly number[]>;
}

export const NO_MOVES: CountryMoves = {
  bucket: new Map(), raised: [], raisedInOrder: new Uint32Array(0), raisedTerms: new Uint32Array(0), raisedByTerm: new Map(),
};

type Moves = ReadonlyMap<Country, CountryMoves>;

const NONE: Moves = new Map();

// The moves of the last day and record asked, per loaded images (a new build is a new map).
const computed = new WeakMap<ReadonlyMap<Country, SearchImage>, { moving: ReadonlyMap<string, StatusMoving>; today: string; moves: Moves }>();

/** The moves of the images the caller's snapshot reads, on the day asked; call it inside that snapshot. */
export function statusMoves(db: Database, images: ReadonlyMap<Country, SearchImage>, statuses: StatusesOfDay | undefined): Moves {
  if (statuses === undefined || statuses.moving.size === 0) return NONE;
  const known = computed.get(images);
  if (known !== undefined && known.moving === statuses.moving && known.today === statuses.today) return known.moves;
  const moves = movesOf(db, images, statuses);
  computed.set(images, { moving: statuses.moving, today: statuses.today, moves });
  return moves;
}

function movesOf(db: Database, images: ReadonlyMap<Country, SearchImage>, { moving, setOn, today }: StatusesOfDay): Moves {
  const out = new Map<Country, {
    bucket: Map<number, number>; raised: number[]; raisedInOrder: Uint32Array; raisedTerms: Uint32Array; raisedByTerm: Map<number, number[]>;
  }>();
  for (const [key, entry] of moving) {
    // A flag in force on both days (or on neither) moved nothing since the statuses were set.
    if (!entry.flags.some((f) => flagInForce(f, setOn) !== flagInForce(f, today))) continue;
    const [country, regcode] = splitKey(key);
    const image = images.get(country);
    if (image === undefined) continue;
    const found = companyDocument(db, image, country, regcode);
    if (found === null) continue;
    const stored = statusBucketOf(found.status);
    const bucket = statusBucketOf(statusOnDay({ source: entry.source, status: found.status, registry_status: null }, entry.flags, today).status);
    if (bucket === stored) continue;
    let moves = out.get(country);
    if (moves === undefined) {
      out.set(country, moves = { ...NO_MOVES, bucket: new Map(), raised: [], raisedByTerm: new Map() });
    }
    moves.bucket.set(found.doc, bucket);
    if (bucket < stored) moves.raised.push(found.doc);
  }
  for (const [country, moves] of out) {
    const image = images.get(country)!;
    moves.raisedInOrder = Uint32Array.from(moves.raised).sort();
    for (const doc of moves.raised) {
      for (const t of new Set(documentNames(image, doc).flatMap((name) => [...name]))) {
        const docs = moves.raisedByTerm.get(t);
        if (docs === undefined) moves.raisedByTerm.set(t, [doc]);
        else docs.push(doc);
      }
    }
    moves.raisedTerms = Uint32Array.from(moves.raisedByTerm.keys()).sort();
  }
  return out;
}

function splitKey(key: string): [Country, string] {
  const i = key.indexOf(':');
  return [key.slice(0, i) as Country, key.slice(i + 1)];
}

/**
 * The raised documents whose names hold a term of [lo, hi) (the terms a text's last word begins),
 * each once: read through their terms, as few as the documents are.
 */
export function raisedHolding(moves: CountryMoves, lo: number, hi: number): number[] {
  const terms = moves.raisedTerms;
  let a = 0;
  let b = terms.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (terms[mid]! < lo) a = mid + 1;
    else b = mid;
  }
  const out = new Set<number>();
  for (let i = a; i < terms.length && terms[i]! < hi; i++) for (const doc of moves.raisedByTerm.get(terms[i]!)!) out.add(doc);
  return [...out];
}
