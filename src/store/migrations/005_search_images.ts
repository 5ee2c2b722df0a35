// The search index becomes one in-memory image per country (docs/search.md): the FTS5 tables,
// their document map and the incremental-rebuild state go. search_images and its parts hold each
// country's image; search_results the rows a search shows, keyed by country and document, so the
// results of a query are one read. A store migrated here has no image until the next import run,
// which builds the missing ones first (or `npm run import -- reindex`).
import { COUNTRIES } from '../../domain/country.ts';

export const version = 5;
export const name = 'search-images';

const dropFts = COUNTRIES.map((c) => c.toLowerCase())
  .flatMap((c) => ['names', 'any', 'forms', 'tri'].map((t) => `DROP TABLE IF EXISTS search_${t}_${c};`)).join('\n');

export const sql = `
${dropFts}
DROP TABLE IF EXISTS search_docs;
DROP TABLE IF EXISTS search_state;
CREATE TABLE search_images (
  country TEXT PRIMARY KEY,
  -- the image format (search-image/image.ts IMAGE_FORMAT): an image of another one is rebuilt
  format INTEGER NOT NULL,
  docs INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  built_at TEXT NOT NULL,
  build_id TEXT NOT NULL
) STRICT;
-- The image in parts of at most 1 MiB: a reader copies them one by one into one buffer, so
-- loading a 40 MB image never holds a second copy of it (SQLite reads a blob whole).
CREATE TABLE search_image_parts (
  country TEXT NOT NULL,
  part INTEGER NOT NULL,
  data BLOB NOT NULL,
  PRIMARY KEY (country, part)
) STRICT;
CREATE TABLE search_results (
  key INTEGER PRIMARY KEY,
  regcode TEXT NOT NULL, name TEXT NOT NULL, address TEXT, status TEXT NOT NULL,
  legal_form_code TEXT, legal_form_name TEXT, registered_on TEXT, vat_number TEXT
) STRICT;
`;
