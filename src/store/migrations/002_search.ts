// The search index (docs/search.md). One FTS5 table per country, so a country filter picks a
// table instead of filtering a shared one, plus one trigram table per country for typo
// fallback. Both are contentless: the text lives in companies/company_names; search_docs maps a
// document id back to its company and keeps the folded names the re-scoring reads.
//
// A document's id (the FTS rowid) encodes its rank: status bucket, then folded-name length, then
// a per-country sequence in name order (store/search-documents.ts). FTS5 returns rows in rowid
// order, so an unranked `MATCH … ORDER BY rowid LIMIT n` yields the best candidates first without
// bm25 over a large match set.
import { COUNTRIES } from '../../domain/country.ts';

export const version = 2;
export const name = 'search';

const perCountry = COUNTRIES.map((c) => c.toLowerCase()).map((c) => `
CREATE VIRTUAL TABLE search_fts_${c} USING fts5(
  name, former, addr, code, form,
  content = '', columnsize = 0, prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE search_tri_${c} USING fts5(
  names, content = '', columnsize = 0, tokenize = 'trigram remove_diacritics 1'
);`).join('\n');

export const sql = `
CREATE TABLE search_docs (
  doc_id INTEGER PRIMARY KEY,
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  -- folded name keys, current name first, separated by newlines
  name_keys TEXT NOT NULL,
  -- folded legal-form words of the name and of the register's legal form, space-separated
  form_keys TEXT NOT NULL
) STRICT;
CREATE INDEX search_docs_company ON search_docs (country, regcode);
${perCountry}
`;
