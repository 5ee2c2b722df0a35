// The search index becomes one in-memory image per country (docs/search.md): the FTS5 tables,
// their document map and the incremental-rebuild state go. search_images holds each country's
// image as a blob; search_results the rows a search shows, keyed by country and document, so the
// results of a query are one read. A store migrated here has no image until its next publish or
// `npm run import -- reindex`.
import { COUNTRIES } from '../../domain/country.ts';

export const version = 5;
export const name = 'search-images';

const dropFts = COUNTRIES.map((c) => c.toLowerCase())
  .flatMap((c) => ['names', 'any', 'forms', 'tri'].map((t) => `DROP TABLE IF EXISTS search_${t}_${c};`)).join('\n');

export const sql = `
${dropFts}
DROP TABLE IF EXISTS search_docs;
DROP TABLE IF EXISTS search_state;
-- The blob is the last column: reading the small ones never walks its overflow pages.
CREATE TABLE search_images (
  country TEXT PRIMARY KEY,
  docs INTEGER NOT NULL,
  built_at TEXT NOT NULL,
  build_id TEXT NOT NULL,
  image BLOB NOT NULL
) STRICT;
CREATE TABLE search_results (
  key INTEGER PRIMARY KEY,
  regcode TEXT NOT NULL, name TEXT NOT NULL, address TEXT, status TEXT NOT NULL,
  legal_form_code TEXT, legal_form_name TEXT, registered_on TEXT, vat_number TEXT
) STRICT;
`;
