// A country's search image stored again in small parts under a new build id, as a publish that
// rebuilt it writes it: the seed's images fit in one part of 1 MB, and the loads between requests
// (store/search-images-follow.ts) read one part per turn of the event loop.
import { DatabaseSync } from 'node:sqlite';
import type { Country } from '../../src/domain/country.ts';

export const SMALL_PART = 512;

/** Stores `image` as the image of `country` in parts of SMALL_PART bytes, under `buildId`; the number of parts. */
export function storeImage(path: string, country: Country, image: Uint8Array, buildId: string): number {
  const db = new DatabaseSync(path);
  try {
    db.exec('BEGIN IMMEDIATE');
    db.prepare('DELETE FROM search_image_parts WHERE country = ?').run(country);
    let parts = 0;
    for (let at = 0; at < image.byteLength; at += SMALL_PART, parts++) {
      db.prepare('INSERT INTO search_image_parts (country, part, data) VALUES (?, ?, ?)').run(country, parts, image.subarray(at, at + SMALL_PART));
    }
    db.prepare('UPDATE search_images SET build_id = ?, bytes = ? WHERE country = ?').run(buildId, image.byteLength, country);
    db.exec('COMMIT');
    return parts;
  } finally {
    db.close();
  }
}

/** The image of `country` as stored, whole. */
export function storedImage(path: string, country: Country): Uint8Array {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const rows = db.prepare('SELECT data FROM search_image_parts WHERE country = ? ORDER BY part').all(country) as { data: Uint8Array }[];
    return Buffer.concat(rows.map((r) => r.data));
  } finally {
    db.close();
  }
}
