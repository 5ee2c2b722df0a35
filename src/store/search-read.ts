// Reads of the search index (docs/search.md): the images of the four countries, loaded into
// memory and reloaded when a publish rebuilt one, and the result rows of the documents a search
// keeps. Candidates and ranking work on the images (search-image/); only the few results shown
// are read here, in one statement.
import type { DatabaseSync } from 'node:sqlite';
import { COUNTRIES, type Country } from '../domain/country.ts';
import { allArrays, allRows, limitOf, oneRow, prepared } from './statement-cache.ts';
import { decodeImage, IMAGE_FORMAT, type SearchImage } from './search-image/image.ts';
import type { CompanyKey } from './companies-read.ts';

/** An image is stored in parts of this size (search_image_parts). */
export const IMAGE_PART_BYTES = 1 << 20;

/** Result keys of one country: country index × span + document ordinal. */
export const RESULT_KEY_SPAN = 2 ** 24;

export function resultKey(country: Country, doc: number): number {
  return COUNTRIES.indexOf(country) * RESULT_KEY_SPAN + doc;
}

export interface ResultRow {
  key: number; regcode: string; name: string; address: string | null; status: string;
  legal_form_code: string | null; legal_form_name: string | null; registered_on: string | null;
  /** The VAT number active in the files when the index was built; whether it is in force today is read apart. */
  vat_number: string | null;
}

export const SQL = {
  builds: 'SELECT country, format, build_id, bytes FROM search_images ORDER BY country LIMIT 16',
  // What identifies the images stored now, in one value (read on every search: a few µs).
  buildsKey: "SELECT group_concat(country || '/' || format || '/' || build_id, ' ') AS key FROM search_images",
  // The parts of an image from the given one on: all of them, or those a load begun between
  // requests has not read yet.
  imagePartsFrom: 'SELECT part, data FROM search_image_parts WHERE country = ? AND part >= ? ORDER BY part LIMIT 100000',
  // One part of one build: nothing when a publish has rebuilt the image since (a new build id).
  imagePartOfBuild: `SELECT p.part, p.data FROM search_images i JOIN search_image_parts p ON p.country = i.country
    WHERE i.country = ? AND i.build_id = ? AND p.part = ? LIMIT 1`,
  hasCompanies: 'SELECT 1 AS found FROM companies WHERE country = ? LIMIT 1',
  // The other name of a result whose key the text matched (company_names_key index): a current one
  // (parallel, auxiliary) before a former one, the latest former first.
  otherName: `SELECT name, kind, valid_to FROM company_names WHERE name_key = ? AND country = ? AND regcode = ?
    ORDER BY kind = 'former', valid_to DESC NULLS FIRST LIMIT 1`,
  results: `SELECT s.key, s.regcode, s.name, s.address, s.status, s.legal_form_code, s.legal_form_name, s.registered_on, s.vat_number
    FROM json_each(?) j JOIN search_results s ON s.key = j.value LIMIT 1000`,
  // Only the names: the candidates of equal rank that marked letters typed put in order.
  resultNames: 'SELECT s.key, s.name FROM json_each(?) j JOIN search_results s ON s.key = j.value LIMIT 1000',
  resultAddresses: 'SELECT s.key, s.address FROM json_each(?) j JOIN search_results s ON s.key = j.value LIMIT 1000',
  // The beginning of a registration number (digits only; the companies_regcode index).
  keysByRegcodePrefix: `SELECT country, regcode FROM companies WHERE regcode >= ? AND regcode < ? ORDER BY regcode, country ${limitOf('?')}`,
  // The same in one country (the primary key).
  keysByCountryRegcodePrefix: `SELECT country, regcode FROM companies WHERE country = ? AND regcode >= ? AND regcode < ? ORDER BY regcode ${limitOf('?')}`,
  // The beginning of a VAT number (`EE1002`; the vat_number index). A row per number: a
  // company with an old and a current number is there twice, made one by the caller.
  keysByVatPrefix: `SELECT country, regcode FROM vat_registrations WHERE vat_number >= ? AND vat_number < ? ORDER BY vat_number, country ${limitOf('?')}`,
} as const;

export interface OtherNameRow { name: string; kind: string; valid_to: string | null }

/** The company's other name whose folded key is `nameKey` (as the search image holds it), if any. */
export function otherNameOf(db: DatabaseSync, country: Country, regcode: string, nameKey: string): OtherNameRow | undefined {
  return oneRow<OtherNameRow>(db, SQL.otherName, nameKey, country, regcode);
}

/** The result rows of the given keys, in no particular order. */
export function resultRows(db: DatabaseSync, keys: number[]): ResultRow[] {
  return keys.length === 0 ? [] : allArrays(db, SQL.results, resultRow, JSON.stringify(keys));
}

/** A result row from its values in the order of SQL.results (read as arrays: statement-cache.ts, allArrays). */
function resultRow(v: unknown[]): ResultRow {
  return {
    key: v[0], regcode: v[1], name: v[2], address: v[3], status: v[4], legal_form_code: v[5], legal_form_name: v[6],
    registered_on: v[7], vat_number: v[8],
  } as ResultRow;
}

/** The names of the result rows of the given keys, by key. */
export function resultNames(db: DatabaseSync, keys: number[]): Map<number, string> {
  if (keys.length === 0) return new Map();
  return new Map(allRows<{ key: number; name: string }>(db, SQL.resultNames, JSON.stringify(keys)).map((r) => [r.key, r.name]));
}

/** The addresses of the result rows of the given keys, by key (none for a row without one). */
export function resultAddresses(db: DatabaseSync, keys: number[]): Map<number, string> {
  if (keys.length === 0) return new Map();
  const rows = allRows<{ key: number; address: string | null }>(db, SQL.resultAddresses, JSON.stringify(keys));
  return new Map(rows.filter((r) => r.address !== null).map((r) => [r.key, r.address!]));
}

export function companyKeysByRegcodePrefix(db: DatabaseSync, prefix: string, limit: number): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByRegcodePrefix, prefix, `${prefix}\u{10ffff}`, limit);
}

export function companyKeysByCountryRegcodePrefix(db: DatabaseSync, country: Country, prefix: string, limit: number): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByCountryRegcodePrefix, country, prefix, `${prefix}\u{10ffff}`, limit);
}

/** `prefix` is a country code in capitals and digits, as the VAT numbers are stored. */
export function companyKeysByVatPrefix(db: DatabaseSync, prefix: string, limit: number): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByVatPrefix, prefix, `${prefix}\u{10ffff}`, limit);
}

/**
 * One country's image being read a part at a time: the parts are copied into one buffer and
 * the image decoded once the last has arrived.
 */
function imageReader(country: Country, buildId: string, bytes: number) {
  const blob = new Uint8Array(bytes);
  let at = 0;
  let next = 0;
  return {
    country,
    buildId,
    /** Adds the next part; true once the image is complete. */
    add(part: number, data: Uint8Array): boolean {
      if (part !== next || at + data.byteLength > bytes) throw new Error(`search image ${country}: part ${part} out of place`);
      blob.set(data, at);
      at += data.byteLength;
      next += 1;
      return at === bytes;
    },
    nextPart: () => next,
    /** The image; throws if parts are missing. */
    finish(): SearchImage {
      if (at !== bytes) throw new Error(`search image ${country}: ${at} of ${bytes} bytes stored`);
      return decodeImage(blob);
    },
  };
}

/**
 * Reads the parts of an image `reader` has not read yet, in the caller's snapshot, whose build
 * must be the reader's: the parts of one build, and no other, are then those stored.
 */
function readRest(db: DatabaseSync, reader: ReturnType<typeof imageReader>): SearchImage {
  const rows = prepared(db, SQL.imagePartsFrom).iterate(reader.country, reader.nextPart()) as Iterable<{ part: number; data: Uint8Array }>;
  for (const row of rows) reader.add(row.part, row.data);
  return reader.finish();
}

/** Thrown by current() within withoutLoading when the snapshot holds a build not loaded yet. */
export class ImagesNotLoaded extends Error {
  constructor() {
    super('a search image of the store is not loaded yet');
  }
}

export interface SearchImages {
  /**
   * The images the store holds now, reloading those a publish rebuilt since the last call (the
   * build ids are read on every call: four rows). Call it inside the read snapshot that also
   * reads the result rows, so that the documents of an image and its rows always match.
   */
  current(): ReadonlyMap<Country, SearchImage>;
  /**
   * Reads the next part (1 MB) of an image the store holds and this process has not loaded yet;
   * false when none is left. A server calls it between requests after it starts listening, so
   * an answer that needs no image waits for one part at most, not for whole images (a search
   * meanwhile loads the rest itself, through current()).
   */
  loadStep(): boolean;
  /**
   * Runs `read` (a search) with current() refusing to read an image: where the caller's snapshot
   * finds a build this process has not loaded (a publish rebuilt an image, or the images are
   * still loading after the start), current() throws ImagesNotLoaded before anything is changed,
   * and the caller loads it between requests and reads again. Costs nothing when they are loaded.
   */
  withoutLoading<T>(read: () => T): T;
  /** Countries that have companies but no usable image (search finds nothing there until built). */
  missing(): Country[];
}

/**
 * Countries that have companies but no search image of this version's format in the store (a
 * store written by an older version, not yet imported into or reindexed): searching them finds
 * nothing, whether or not this process has loaded its images yet.
 */
export function unindexedCountries(db: DatabaseSync): Country[] {
  const built = new Set(allRows<{ country: Country; format: number }>(db, SQL.builds).filter((b) => b.format === IMAGE_FORMAT).map((b) => b.country));
  return COUNTRIES.filter((c) => !built.has(c) && oneRow(db, SQL.hasCompanies, c) !== undefined);
}

/**
 * The loaded images. Each call compares each country's build id with the store's and loads only
 * the images that changed; a country without an image (a store not yet indexed) is simply
 * absent, and searching it finds nothing.
 */
export function searchImages(db: DatabaseSync): SearchImages {
  const loaded = new Map<Country, { buildId: string; image: SearchImage }>();
  let images: Map<Country, SearchImage> = new Map();
  let builds: string | null | undefined;
  // The image loadStep is reading, part by part.
  let reading: ReturnType<typeof imageReader> | null = null;
  // Within withoutLoading: current() throws rather than read an image.
  let refusing = false;
  // An image of another format (written by another version) is left out until rebuilt.
  const usableBuilds = () => allRows<{ country: Country; format: number; build_id: string; bytes: number }>(db, SQL.builds)
    .filter((b) => b.format === IMAGE_FORMAT);
  return {
    current() {
      const now = oneRow<{ key: string | null }>(db, SQL.buildsKey)?.key ?? null;
      if (now === builds) return images;
      const rows = usableBuilds();
      if (refusing && rows.some((b) => loaded.get(b.country)?.buildId !== b.build_id)) throw new ImagesNotLoaded();
      for (const { country, build_id: buildId, bytes } of rows) {
        if (loaded.get(country)?.buildId === buildId) continue;
        // The image loadStep has begun, if it is of this build, is read on from where it stands
        // rather than again from its first part: a search arriving during a load between requests
        // waits for what is left of it, not for the whole.
        const begun = reading?.country === country && reading.buildId === buildId ? reading : null;
        if (begun) reading = null;
        loaded.set(country, { buildId, image: readRest(db, begun ?? imageReader(country, buildId, bytes)) });
      }
      for (const country of [...loaded.keys()]) if (!rows.some((b) => b.country === country)) loaded.delete(country);
      images = new Map(COUNTRIES.filter((c) => loaded.has(c)).map((c) => [c, loaded.get(c)!.image]));
      builds = now;
      return images;
    },
    loadStep() {
      if (reading && loaded.get(reading.country)?.buildId === reading.buildId) reading = null;
      if (!reading) {
        const next = usableBuilds().find((b) => loaded.get(b.country)?.buildId !== b.build_id);
        if (next === undefined) return false;
        reading = imageReader(next.country, next.build_id, next.bytes);
      }
      // Each part is read with its build id in one statement, so the parts of one image all
      // belong to one build; a publish that rebuilt it meanwhile starts the reading over.
      const row = oneRow<{ part: number; data: Uint8Array }>(db, SQL.imagePartOfBuild, reading.country, reading.buildId, reading.nextPart());
      const read = reading;
      if (row === undefined) {
        reading = null;
        const rebuilt = !usableBuilds().some((b) => b.country === read.country && b.build_id === read.buildId);
        // A current build with no part left to read is complete (or an empty image), or is
        // missing parts, and finish() throws.
        if (!rebuilt) loaded.set(read.country, { buildId: read.buildId, image: read.finish() });
        return true;
      }
      if (read.add(row.part, row.data)) {
        reading = null;
        loaded.set(read.country, { buildId: read.buildId, image: read.finish() });
      }
      return true;
    },
    withoutLoading<T>(read: () => T): T {
      const outer = refusing;
      refusing = true;
      try {
        return read();
      } finally {
        refusing = outer;
      }
    },
    missing() {
      return COUNTRIES.filter((c) => !loaded.has(c) && oneRow(db, SQL.hasCompanies, c) !== undefined);
    },
  };
}
