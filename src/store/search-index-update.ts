// The incremental path of rebuildSearchIndex (docs/search.md, "Rebuilding"): only companies whose
// document inputs changed get a new document. A document id is a rank (rank cell: status bucket,
// name length, first letters; then a sequence in name order), so a company whose bucket, length or
// name changed moves: it gets a free sequence between its new neighbours in its cell, which a full
// rebuild spread apart.
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';
import { allRows, oneRow, prepared } from './statement-cache.ts';
import {
  buildSearchDocument, documentId, rankCell, rankCellOf, sequenceOf, sourceFingerprint, spreadSequences, MAX_SEQUENCE,
  type SearchDocument,
} from './search-documents.ts';
import { replaceDocuments, type StoredDocumentRow } from './search-index-writer.ts';
import { SQL, sourceRow, type SourceRow } from './search-index-sql.ts';

// Past this share of changed documents, emptying the tables and writing every document again is
// cheaper than deleting and writing the changed ones (each FTS5 delete costs about an insert).
const MAX_CHANGED_SHARE = 0.25;
// A small country is never worth a full rebuild for a few changes.
const MIN_CHANGED_LIMIT = 1000;

interface Change { row: SourceRow; cell: number; fingerprint: number; oldId: number | null; id: number | null; doc?: SearchDocument }

/**
 * Replaces the documents of the companies that changed. Returns false, having written nothing,
 * when a full rebuild is the better (or the only) way: too many changes, or no free id.
 */
export function updateSearchIndex(db: Database, country: Country): boolean {
  const docCount = oneRow<{ n: number }>(db, SQL.docCount, country)?.n ?? 0;
  const limit = Math.max(MIN_CHANGED_LIMIT, Math.floor(docCount * MAX_CHANGED_SHARE));
  const changes: Change[] = [];
  let matched = 0;
  for (const raw of prepared(db, SQL.sourceWithDocs).iterate(country)) {
    const row = sourceRow<SourceRow & { doc_id: number | null; fingerprint: number | null }>(raw);
    const fingerprint = sourceFingerprint(row);
    if (row.doc_id !== null) matched++;
    if (row.doc_id !== null && row.fingerprint === fingerprint) continue;
    changes.push({ row, cell: rankCell(row.bucket, row.len, row.name_key), fingerprint, oldId: row.doc_id, id: null });
    if (changes.length > limit) return false;
  }
  const orphans = matched < docCount ? allRows<StoredDocumentRow>(db, SQL.orphanDocs, country) : [];
  if (changes.length + orphans.length > limit) return false;
  if (changes.length === 0 && orphans.length === 0) return true;

  const stored: StoredDocumentRow[] = [...orphans];
  const movers: Change[] = [];
  for (const change of changes) {
    const { row, cell, oldId } = change;
    change.doc = buildSearchDocument(row);
    const old = oldId === null ? undefined : oneRow<StoredDocumentRow>(db, SQL.storedDoc, oldId);
    if (old) stored.push(old);
    // Same cell and name: the old id still stands between the same neighbours.
    const stays = old !== undefined && rankCellOf(old.doc_id) === cell && old.name_keys.split('\n', 1)[0] === row.name_key;
    if (stays) change.id = old.doc_id;
    else movers.push(change);
  }
  const leaving = new Set([...orphans.map((o) => o.doc_id), ...movers.flatMap((m) => (m.oldId === null ? [] : [m.oldId]))]);
  if (!placeMovers(db, country, movers, leaving)) return false;

  replaceDocuments(db, country, stored, changes.map(({ row, fingerprint, id, doc }) => ({ id: id!, regcode: row.regcode, fingerprint, doc: doc! })));
  return true;
}

/**
 * Gives each moving company a sequence between the documents of its rank cell that stay, in name
 * order. A cell of one country is one range of ids, read from search_docs in id (= name) order.
 */
function placeMovers(db: Database, country: Country, movers: Change[], leaving: Set<number>): boolean {
  const byCell = new Map<number, Change[]>();
  for (const m of movers) {
    const list = byCell.get(m.cell);
    if (list) list.push(m);
    else byCell.set(m.cell, [m]);
  }
  for (const [cell, list] of byCell) {
    list.sort((a, b) => compareKeys(a.row.name_key, a.row.regcode, b.row.name_key, b.row.regcode));
    const first = documentId(cell, 0, country);
    let low = 0;
    let next = 0;
    // Places the movers before index `end` of the list strictly between `low` and `high`.
    const place = (end: number, high: number): boolean => {
      if (end === next) return true;
      const sequences = spreadSequences(low, high, end - next);
      if (sequences === null) return false;
      for (let i = next; i < end; i++) list[i]!.id = documentId(cell, sequences[i - next]!, country);
      next = end;
      return true;
    };
    for (const doc of allRows<{ doc_id: number; regcode: string; name_keys: string }>(db, SQL.cellDocs, first, first + MAX_SEQUENCE - 1)) {
      if (leaving.has(doc.doc_id)) continue;
      const key = doc.name_keys.split('\n', 1)[0]!;
      let end = next;
      while (end < list.length && compareKeys(list[end]!.row.name_key, list[end]!.row.regcode, key, doc.regcode) < 0) end++;
      if (!place(end, sequenceOf(doc.doc_id))) return false;
      low = sequenceOf(doc.doc_id);
    }
    if (!place(list.length, MAX_SEQUENCE)) return false;
  }
  return true;
}

const ASCII = /^[\x00-\x7f]*$/;

/** (name key, regcode) in the order SQLite's BINARY collation gives: UTF-8 bytes. */
function compareKeys(keyA: string, regcodeA: string, keyB: string, regcodeB: string): number {
  return compareBytes(keyA, keyB) || compareBytes(regcodeA, regcodeB);
}

function compareBytes(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
