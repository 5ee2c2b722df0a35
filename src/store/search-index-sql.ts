// The statements of the search index rebuild (search-index.ts, search-index-update.ts).
import { MAX_RANKED_NAME_LENGTH, STATUS_BUCKET_SQL, type SearchSourceRow } from './search-documents.ts';

const BUCKET = STATUS_BUCKET_SQL.replace(/status/g, 'c.status');
const LENGTH = `min(length(c.name_key), ${MAX_RANKED_NAME_LENGTH})`;
// Other names and VAT numbers come in storage order; sourceRow() sorts them (few companies have
// more than one), which costs less than an ORDER BY sorter per company.
const SOURCE_COLUMNS = `c.regcode, c.name, c.name_key, c.status, c.address, c.legal_form_code, c.legal_form_name,
    (SELECT group_concat(n.name, char(31)) FROM company_names n WHERE n.country = c.country AND n.regcode = c.regcode) AS other_names,
    (SELECT group_concat(v.vat_number, char(31)) FROM vat_registrations v WHERE v.country = c.country AND v.regcode = c.regcode) AS vat_numbers`;

export const SQL = {
  // Companies in rank order (the order of their document ids). The sort runs in SQLite's sorter,
  // which spills to disk, so a country of millions never sits in memory.
  source: `SELECT ${SOURCE_COLUMNS}, ${BUCKET} AS bucket, ${LENGTH} AS len
    FROM companies c WHERE c.country = ? ORDER BY bucket, len, c.name_key, c.regcode`,
  // The incremental path: every company in key order beside its current document, if any.
  sourceWithDocs: `SELECT ${SOURCE_COLUMNS}, ${BUCKET} AS bucket, ${LENGTH} AS len, d.doc_id, d.fingerprint
    FROM companies c LEFT JOIN search_docs d ON d.country = c.country AND d.regcode = c.regcode WHERE c.country = ?`,
  // The documents of one rank cell of one country: one range of ids, in name order.
  cellDocs: 'SELECT doc_id, regcode, name_keys FROM search_docs WHERE doc_id BETWEEN ? AND ? ORDER BY doc_id',
  docCount: 'SELECT count(*) AS n FROM search_docs WHERE country = ?',
  anyDoc: 'SELECT 1 AS x FROM search_docs WHERE country = ? LIMIT 1',
  storedDoc: 'SELECT doc_id, name_keys, form_keys, any_tail FROM search_docs WHERE doc_id = ?',
  orphanDocs: `SELECT d.doc_id, d.name_keys, d.form_keys, d.any_tail FROM search_docs d
    WHERE d.country = ? AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.country = d.country AND c.regcode = d.regcode)`,
  state: 'SELECT layout FROM search_state WHERE country = ?',
} as const;

export type SourceRow = SearchSourceRow & { name_key: string; bucket: number; len: number };

/**
 * A row of `source` or `sourceWithDocs` with its lists in a fixed order, so that neither the
 * fingerprint nor the document depends on the order the rows were loaded in.
 */
export function sourceRow<T extends SourceRow>(raw: unknown): T {
  const row = raw as T;
  if (row.other_names !== null && row.other_names.includes('\u001f')) row.other_names = row.other_names.split('\u001f').sort().join('\u001f');
  if (row.vat_numbers !== null && row.vat_numbers.includes('\u001f')) row.vat_numbers = row.vat_numbers.split('\u001f').sort().join('\u001f');
  return row;
}
