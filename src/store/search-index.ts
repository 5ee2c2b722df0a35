// Rebuilding one country's search image (docs/search.md, "Rebuilding"). Runs inside the caller's
// publish transaction whenever the country's companies, names or VAT numbers may have changed:
// readers keep the old image until the publish commits, then load the new one. The image is
// built whole from the companies in rank order (the sort runs in SQLite, which spills to disk,
// so a country of millions never sits in memory as rows), and the result rows beside it.
import type { Database } from './open.ts';
import { COUNTRIES, isCountry, type Country } from '../domain/country.ts';
import { prepared } from './statement-cache.ts';
import { imageDocument, MAX_RANKED_NAME_LENGTH, rankCell, STATUS_BUCKET_SQL, type SearchSourceRow } from './search-documents.ts';
import { ImageBuilder } from './search-image/build.ts';
import { encodeImage, IMAGE_FORMAT } from './search-image/image.ts';
import { writeDatasetVersion } from './dataset-version.ts';
import { inWriteTransaction } from './transactions.ts';
import { recordClosedOnHeld } from './closed-on-record.ts';
import { rebuildHolderWords } from './holder-words.ts';
import { recordStatusFlagsMoving } from './status-moving-record.ts';
import { IMAGE_PART_BYTES, resultKey, RESULT_KEY_SPAN } from './search-read.ts';

const BUCKET = STATUS_BUCKET_SQL.replace(/status/g, 'c.status');

export const SQL = {
  // Companies in rank order, with what the image and the result rows need. The result row's VAT
  // number (active in the files) only says which results autofill looks up: whether it is in force
  // on the day of the request is read then (store/companies-read.ts activeVatNumbers).
  source: `SELECT c.regcode, c.name, c.name_key, c.status, c.address, c.address_street, c.legal_form_code, c.legal_form_name, c.registered_on,
      (SELECT group_concat(n.name, char(31)) FROM company_names n WHERE n.country = c.country AND n.regcode = c.regcode) AS other_names,
      (SELECT v.vat_number FROM vat_registrations v WHERE v.country = c.country AND v.regcode = c.regcode AND v.active = 1
        ORDER BY v.registered_on DESC NULLS LAST, v.vat_number LIMIT 1) AS vat_number,
      ${BUCKET} AS bucket, min(length(c.name_key), ${MAX_RANKED_NAME_LENGTH}) AS len
    FROM companies c WHERE c.country = ? ORDER BY bucket, len, c.name_key, c.regcode`,
  deleteResults: 'DELETE FROM search_results WHERE key >= ? AND key < ?',
  insertResult: `INSERT INTO search_results (key, regcode, name, address, status, legal_form_code, legal_form_name, registered_on, vat_number)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  writeImage: `INSERT INTO search_images (country, format, docs, bytes, built_at, build_id) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (country) DO UPDATE SET format = excluded.format, docs = excluded.docs, bytes = excluded.bytes,
      built_at = excluded.built_at, build_id = excluded.build_id`,
  hasCompanies: 'SELECT 1 AS found FROM companies WHERE country = ? LIMIT 1',
  imageFormat: 'SELECT format FROM search_images WHERE country = ? LIMIT 1',
  deleteParts: 'DELETE FROM search_image_parts WHERE country = ?',
  writePart: 'INSERT INTO search_image_parts (country, part, data) VALUES (?, ?, ?)',
} as const;

type SourceRow = SearchSourceRow & { name_key: string; registered_on: string | null; vat_number: string | null; bucket: number; len: number };

/**
 * Writes the search image and the result rows of one country from its companies, company_names
 * and vat_registrations. Called by the import pipeline inside its publish transaction (so it must
 * not open a transaction of its own).
 */
export function rebuildSearchIndex(db: Database, country: Country): void {
  if (!isCountry(country)) throw new Error(`rebuildSearchIndex: unknown country ${String(country)}`);
  const base = resultKey(country, 0);
  prepared(db, SQL.deleteResults).run(base, base + RESULT_KEY_SPAN);
  const insert = prepared(db, SQL.insertResult);
  const builder = new ImageBuilder(country);
  for (const raw of prepared(db, SQL.source).iterate(country)) {
    const row = raw as unknown as SourceRow;
    const d = builder.add(imageDocument(row, rankCell(row.bucket, row.len, row.name_key), country));
    if (d >= RESULT_KEY_SPAN) throw new Error(`search index: more than ${RESULT_KEY_SPAN} companies in ${country}`);
    insert.run(base + d, row.regcode, row.name, row.address, row.status, row.legal_form_code, row.legal_form_name,
      row.registered_on, row.vat_number);
  }
  const image = builder.finish();
  const blob = encodeImage(image);
  const builtAt = new Date().toISOString();
  prepared(db, SQL.deleteParts).run(country);
  for (let part = 0; part * IMAGE_PART_BYTES < blob.byteLength; part++) {
    prepared(db, SQL.writePart).run(country, part, blob.subarray(part * IMAGE_PART_BYTES, (part + 1) * IMAGE_PART_BYTES));
  }
  const buildId = `${builtAt}/${Math.random().toString(36).slice(2)}`;
  prepared(db, SQL.writeImage).run(country, IMAGE_FORMAT, image.docs, blob.byteLength, builtAt, buildId);
  // Every change to the country's companies comes here: the coverage's closing-day fact with it.
  recordClosedOnHeld(db, country, buildId);
}

/** Rebuilds every country, in one transaction of its own (`npm run import -- reindex`). */
export function rebuildAllSearchIndexes(db: Database): Country[] {
  // The command that rebuilds everything a publish leaves beside the rows, the record of the
  // statuses moving and the word index of holders' names too (a store written before either was
  // kept gets it so).
  return rebuildInTransaction(db, [...COUNTRIES], () => { recordStatusFlagsMoving(db); rebuildHolderWords(db); });
}

/**
 * Builds the images a store lacks: countries with companies but no image, or one of another
 * format (a store migrated from an older index, or written by an older version). Run by the
 * pipeline before an import, so the server of an upgraded store is searchable after one import.
 */
export function rebuildStaleSearchIndexes(db: Database): Country[] {
  const stale = COUNTRIES.filter((c) => prepared(db, SQL.hasCompanies).get(c) !== undefined
    && (prepared(db, SQL.imageFormat).get(c) as { format: number } | undefined)?.format !== IMAGE_FORMAT);
  return stale.length === 0 ? [] : rebuildInTransaction(db, stale);
}

function rebuildInTransaction(db: Database, countries: Country[], also?: () => void): Country[] {
  inWriteTransaction(db, () => {
    for (const country of countries) rebuildSearchIndex(db, country);
    also?.();
    writeDatasetVersion(db, new Date());
  });
  return countries;
}
