// The search index (docs/search.md). Per country, so a country filter picks tables instead of
// filtering shared ones:
//   search_names_xx  current name and other names (legal-form words removed): name queries
//   search_any_xx    names, address, regcode and VAT numbers in one column: mixed queries
//   search_forms_xx  legal-form words: queries made only of legal-form words
//   search_tri_xx    trigrams of the names: typo fallback
// Names, addresses and legal forms sit in separate tables because FTS5 applies a column filter
// row by row: a word common in addresses ("iela") would otherwise make every name query walk
// the whole address doclist. All are contentless; search_docs maps a document id back to its
// company and keeps the folded names the re-scoring reads.
//
// A document's id (the FTS rowid) encodes its rank: status bucket, then folded-name length, then
// a per-country sequence in name order (store/search-documents.ts). FTS5 returns rows in rowid
// order, so an unranked `MATCH … ORDER BY rowid LIMIT n` yields the best candidates first without
// bm25 over a large match set.
import { COUNTRIES } from '../../domain/country.ts';

export const version = 2;
export const name = 'search';

const perCountry = COUNTRIES.map((c) => c.toLowerCase()).map((c) => `
CREATE VIRTUAL TABLE search_names_${c} USING fts5(
  name, former, content = '', columnsize = 0, prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE search_any_${c} USING fts5(
  text, content = '', columnsize = 0, prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE search_forms_${c} USING fts5(
  form, content = '', columnsize = 0, detail = 'none', tokenize = 'unicode61 remove_diacritics 2'
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
