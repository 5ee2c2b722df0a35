// The document a company is in its country's search image, for the few companies whose status
// of the day asked is not the one the image was built with (services/search/status-moves.ts).
// The image holds no regcodes: the company's rank cell (status bucket, name length, name key's
// start, as search-index.ts sorts the companies) gives its run of documents, and the result rows
// of that run (keyed by document) the one of its regcode. A run is a few documents to a few
// thousand; the rows are read by their key's range.
import type { DatabaseSync } from 'node:sqlite';
import type { Country } from '../domain/country.ts';
import type { SearchImage } from './search-image/image.ts';
import { MAX_RANKED_NAME_LENGTH, rankCell, STATUS_BUCKET_SQL } from './search-documents.ts';
import { resultKey } from './search-read.ts';
import { oneRow } from './statement-cache.ts';

const SQL = {
  // The bucket and length as search-index.ts computes them, so that the cell is the one it built.
  company: `SELECT ${STATUS_BUCKET_SQL} AS bucket, min(length(name_key), ${MAX_RANKED_NAME_LENGTH}) AS len, name_key, status
    FROM companies WHERE country = ? AND regcode = ? LIMIT 1`,
  inRun: 'SELECT key FROM search_results WHERE key >= ? AND key < ? AND regcode = ? LIMIT 1',
} as const;

export interface CompanyDocument { doc: number; status: string }

/** The company's document in `image` (of its country, read in the caller's snapshot) and its stored status; null if none. */
export function companyDocument(db: DatabaseSync, image: SearchImage, country: Country, regcode: string): CompanyDocument | null {
  const row = oneRow<{ bucket: number; len: number; name_key: string; status: string }>(db, SQL.company, country, regcode);
  if (row === undefined) return null;
  const cell = rankCell(row.bucket, row.len, row.name_key);
  const run = cellRun(image, cell);
  if (run === null) return null;
  const base = resultKey(country, 0);
  const found = oneRow<{ key: number }>(db, SQL.inRun, base + run[0], base + run[1], regcode);
  return found === undefined ? null : { doc: found.key - base, status: row.status };
}

/** The documents [first, end) of rank cell `cell`, or null where the image has none (cellValues ascend). */
function cellRun(image: SearchImage, cell: number): [number, number] | null {
  let lo = 0;
  let hi = image.cellValues.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (image.cellValues[mid]! < cell) lo = mid + 1;
    else hi = mid;
  }
  if (lo === image.cellValues.length || image.cellValues[lo] !== cell) return null;
  return [image.cellStarts[lo]!, lo + 1 < image.cellStarts.length ? image.cellStarts[lo + 1]! : image.docs];
}
