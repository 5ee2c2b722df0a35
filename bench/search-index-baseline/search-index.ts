// The search index rebuild as it was before documents were kept across publishes, verbatim, so
// bench/search-index-build.ts can time it beside the current one on the same data. Not used by
// the service.
// Rebuilding one country's search documents (docs/search.md). Runs inside the caller's publish
// transaction: readers in WAL mode keep the old index until the swap commits.
import type { Database } from '../../src/store/open.ts';
import { isCountry, type Country } from '../../src/domain/country.ts';
import { prepared } from '../../src/store/statement-cache.ts';
import {
  buildSearchDocument, documentId, statusBucket, MAX_RANKED_NAME_LENGTH, STATUS_BUCKET_SQL, type SearchDocument, type SearchSourceRow,
} from './search-documents.ts';

const CHUNK = 5000;

// Companies in rank order (the order of their document ids). The sort runs in SQLite's sorter,
// which spills to disk, so a country of millions never sits in memory.
const SOURCE_SQL = `SELECT c.regcode, c.name, c.status, c.address, c.legal_form_code, c.legal_form_name,
    (SELECT group_concat(n.name, char(31)) FROM company_names n WHERE n.country = c.country AND n.regcode = c.regcode) AS other_names,
    (SELECT group_concat(v.vat_number, char(31)) FROM vat_registrations v WHERE v.country = c.country AND v.regcode = c.regcode) AS vat_numbers
  FROM companies c WHERE c.country = ?
  ORDER BY ${STATUS_BUCKET_SQL.replace(/status/g, 'c.status')}, min(length(c.name_key), ${MAX_RANKED_NAME_LENGTH}), c.name_key, c.regcode`;

export const SQL = { source: SOURCE_SQL } as const;

/**
 * Rebuilds the search documents of one country from companies, company_names and
 * vat_registrations. Called by the import pipeline inside its publish transaction (so it must not
 * open a transaction of its own), after the country's company, name or VAT rows changed.
 */
export function rebuildSearchIndex(db: Database, country: Country): void {
  if (!isCountry(country)) throw new Error(`rebuildSearchIndex: unknown country ${String(country)}`);
  const c = country.toLowerCase();
  // Table names come from the fixed country list above, never from input.
  for (const t of ['names', 'any', 'forms', 'tri']) db.exec(`INSERT INTO search_${t}_${c} (search_${t}_${c}) VALUES ('delete-all')`);
  prepared(db, 'DELETE FROM search_docs WHERE country = ?').run(country);

  const insertNames = prepared(db, `INSERT INTO search_names_${c} (rowid, name, former) VALUES (?, ?, ?)`);
  const insertAny = prepared(db, `INSERT INTO search_any_${c} (rowid, text) VALUES (?, ?)`);
  const insertForms = prepared(db, `INSERT INTO search_forms_${c} (rowid, form) VALUES (?, ?)`);
  const insertTri = prepared(db, `INSERT INTO search_tri_${c} (rowid, names) VALUES (?, ?)`);
  const insertDoc = prepared(db, 'INSERT INTO search_docs (doc_id, country, regcode, name_keys, form_keys) VALUES (?, ?, ?, ?, ?)');

  // Documents are written table by table in chunks: interleaving the four FTS tables row by
  // row scatters page writes and took about three times as long.
  let chunk: Array<{ id: number; regcode: string; doc: SearchDocument }> = [];
  const flush = () => {
    for (const { id, doc } of chunk) insertNames.run(id, doc.name, doc.former);
    for (const { id, doc } of chunk) insertAny.run(id, doc.any);
    for (const { id, doc } of chunk) if (doc.form !== '') insertForms.run(id, doc.form);
    for (const { id, doc } of chunk) if (doc.trigram.length >= 3) insertTri.run(id, doc.trigram);
    for (const { id, regcode, doc } of chunk) insertDoc.run(id, country, regcode, doc.nameKeys.join('\n'), doc.formKeys.join(' '));
    chunk = [];
  };
  let sequence = 0;
  for (const raw of prepared(db, SOURCE_SQL).iterate(country)) {
    const row = raw as unknown as SearchSourceRow;
    const doc = buildSearchDocument(row);
    chunk.push({ id: documentId(statusBucket(row.status), doc.name.length, sequence++, country), regcode: row.regcode, doc });
    if (chunk.length >= CHUNK) flush();
  }
  flush();
}
