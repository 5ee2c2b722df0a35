// What an incremental rebuild of the search index needs (docs/search.md, "Rebuilding"):
//   search_docs.fingerprint  a hash of everything the company's document and rank are made of;
//                            an unchanged company keeps its document
//   search_docs.any_tail     the folded address and numbers of the document: with name_keys and
//                            form_keys it gives back the exact texts a contentless FTS5 row was
//                            written with, which deleting that row requires
//   search_state             per country, the document version its index was built with. A
//                            country without a row (indexed before this migration) is rebuilt in
//                            full at its next publish, then incrementally.
export const version = 3;
export const name = 'search-incremental';

export const sql = `
ALTER TABLE search_docs ADD COLUMN fingerprint INTEGER;
ALTER TABLE search_docs ADD COLUMN any_tail TEXT;
CREATE TABLE search_state (
  country TEXT PRIMARY KEY,
  layout INTEGER NOT NULL,
  built_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
`;
