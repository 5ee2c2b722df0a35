// The incremental path of rebuildSearchIndex (docs/search.md, "Rebuilding"): only companies whose
// document inputs changed get a new document. A document id is a rank (status bucket, name
// length, sequence in name order), so a company whose bucket, length or name changed moves: it
// gets a free sequence between its new neighbours, which a full rebuild spread apart.
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';
import { allRows, oneRow, prepared } from './statement-cache.ts';
import {
  buildSearchDocument, documentId, rankCell, rankCellOf, sequenceOf, sourceFingerprint, spreadSequences, MAX_SEQUENCE,
  type SearchDocument,
} from './search-documents.ts';
import { replaceDocuments, type StoredDocumentRow } from './search-index-writer.ts';
import { SQL, type SourceRow } from './search-index-sql.ts';

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
    const row = raw as unknown as SourceRow & { doc_id: number | null; fingerprint: number | null };
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
  const movers = new Map<string, Change>();
  for (const change of changes) {
    const { row, cell, oldId } = change;
    change.doc = buildSearchDocument(row);
    const old = oldId === null ? undefined : oneRow<StoredDocumentRow>(db, SQL.storedDoc, oldId);
    if (old) stored.push(old);
    // Same cell and name: the old id still stands between the same neighbours.
    const stays = old !== undefined && rankCellOf(old.doc_id) === cell && old.name_keys.split('\n', 1)[0] === row.name_key;
    if (stays) change.id = old.doc_id;
    else movers.set(row.regcode, change);
  }
  if (movers.size > 0 && !placeMovers(db, country, movers)) return false;

  replaceDocuments(db, country, stored, changes.map(({ row, fingerprint, id, doc }) => ({ id: id!, regcode: row.regcode, fingerprint, doc: doc! })));
  return true;
}

/**
 * Gives each moving company a sequence between the documents that keep theirs, in rank order.
 * Walks the country's companies in rank order (a sort of small rows, only when something moves).
 */
function placeMovers(db: Database, country: Country, movers: Map<string, Change>): boolean {
  let cell = -1;
  let low = 0;
  let pending: Change[] = [];
  const place = (high: number): boolean => {
    if (pending.length === 0) return true;
    const sequences = spreadSequences(low, high, pending.length);
    if (sequences === null) return false;
    pending.forEach((m, i) => { m.id = documentId(m.cell, sequences[i]!, country); });
    pending = [];
    return true;
  };
  for (const raw of prepared(db, SQL.rankOrder).iterate(country)) {
    const r = raw as unknown as { regcode: string; name_key: string; bucket: number; len: number; doc_id: number | null };
    const c = rankCell(r.bucket, r.len, r.name_key);
    if (c !== cell) {
      if (!place(MAX_SEQUENCE)) return false;
      cell = c;
      low = 0;
    }
    const mover = movers.get(r.regcode);
    if (mover) {
      pending.push(mover);
    } else if (r.doc_id !== null) {
      const sequence = sequenceOf(r.doc_id);
      if (!place(sequence)) return false;
      low = sequence;
    }
  }
  return place(MAX_SEQUENCE);
}
