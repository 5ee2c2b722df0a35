// Writes and deletes search documents of one country. FTS5 keeps a table's new terms in memory and
// flushes them to a new segment whenever a write's rowid is below the previous write's (or equal
// to it, unless that one was a delete). So every table is written in ascending rowid order, one
// table at a time: out of order, or interleaving the tables row by row, cost three to ten times
// as much.
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';
import { prepared } from './statement-cache.ts';
import { storedDocumentTexts, type SearchDocument, type StoredDocument } from './search-documents.ts';

const CHUNK = 5000;
const TABLES = ['names', 'any', 'forms', 'tri', 'docs'] as const;
type Table = (typeof TABLES)[number];

export interface PendingDocument { id: number; regcode: string; fingerprint: number; doc: SearchDocument }
export interface StoredDocumentRow extends StoredDocument { doc_id: number }

// Table names come from the fixed country list, never from input.
export function ftsTables(country: Country): string[] {
  const c = country.toLowerCase();
  return ['names', 'any', 'forms', 'tri'].map((t) => `search_${t}_${c}`);
}

type Writes = { insert(table: Table, d: PendingDocument): void; remove(table: Table, s: StoredDocumentRow): void };

function statements(db: Database, country: Country): Writes {
  const [names, any, forms, tri] = ftsTables(country);
  const insertNames = prepared(db, `INSERT INTO ${names} (rowid, name, former) VALUES (?, ?, ?)`);
  const insertAny = prepared(db, `INSERT INTO ${any} (rowid, text) VALUES (?, ?)`);
  const insertForms = prepared(db, `INSERT INTO ${forms} (rowid, form) VALUES (?, ?)`);
  const insertTri = prepared(db, `INSERT INTO ${tri} (rowid, names) VALUES (?, ?)`);
  const insertDoc = prepared(db, `INSERT INTO search_docs (doc_id, country, regcode, name_keys, form_keys, fingerprint, any_tail)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  // Contentless tables forget their text: a delete must repeat the exact values of the insert.
  const deleteNames = prepared(db, `INSERT INTO ${names} (${names}, rowid, name, former) VALUES ('delete', ?, ?, ?)`);
  const deleteAny = prepared(db, `INSERT INTO ${any} (${any}, rowid, text) VALUES ('delete', ?, ?)`);
  const deleteForms = prepared(db, `INSERT INTO ${forms} (${forms}, rowid, form) VALUES ('delete', ?, ?)`);
  const deleteTri = prepared(db, `INSERT INTO ${tri} (${tri}, rowid, names) VALUES ('delete', ?, ?)`);
  const deleteDoc = prepared(db, 'DELETE FROM search_docs WHERE doc_id = ?');
  return {
    insert(table, { id, regcode, fingerprint, doc }) {
      switch (table) {
        case 'names': insertNames.run(id, doc.name, doc.former); break;
        case 'any': insertAny.run(id, doc.any); break;
        case 'forms': if (doc.form !== '') insertForms.run(id, doc.form); break;
        case 'tri': if (doc.trigram.length >= 3) insertTri.run(id, doc.trigram); break;
        case 'docs': insertDoc.run(id, country, regcode, doc.nameKeys.join('\n'), doc.formKeys.join(' '), fingerprint, doc.anyTail); break;
      }
    },
    remove(table, stored) {
      const id = stored.doc_id;
      const old = storedDocumentTexts(stored);
      switch (table) {
        case 'names': deleteNames.run(id, old.name, old.former); break;
        case 'any': deleteAny.run(id, old.any); break;
        case 'forms': if (old.form !== '') deleteForms.run(id, old.form); break;
        case 'tri': if (old.trigram.length >= 3) deleteTri.run(id, old.trigram); break;
        case 'docs': deleteDoc.run(id); break;
      }
    },
  };
}

/** Collects documents given in ascending id order and writes them in chunks; flush() at the end. */
export function documentWriter(db: Database, country: Country): { add(d: PendingDocument): void; flush(): void } {
  const writes = statements(db, country);
  let chunk: PendingDocument[] = [];
  const flush = () => {
    for (const table of TABLES) for (const d of chunk) writes.insert(table, d);
    chunk = [];
  };
  return {
    add(d) {
      chunk.push(d);
      if (chunk.length >= CHUNK) flush();
    },
    flush,
  };
}

/** Removes the `stored` documents and writes the `added` ones (which may reuse their ids). */
export function replaceDocuments(db: Database, country: Country, stored: StoredDocumentRow[], added: PendingDocument[]): void {
  const writes = statements(db, country);
  const ops = new Map<number, { old?: StoredDocumentRow; doc?: PendingDocument }>();
  for (const s of stored) ops.set(s.doc_id, { old: s });
  for (const d of added) {
    const op = ops.get(d.id);
    if (op) op.doc = d;
    else ops.set(d.id, { doc: d });
  }
  const sorted = [...ops.entries()].sort((a, b) => a[0] - b[0]).map(([, op]) => op);
  for (const table of TABLES) {
    for (const { old, doc } of sorted) {
      if (old) writes.remove(table, old);
      if (doc) writes.insert(table, doc);
    }
  }
}
