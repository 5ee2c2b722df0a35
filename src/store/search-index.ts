// Rebuilding one country's search documents (docs/search.md, "Rebuilding"). Runs inside the
// caller's publish transaction: readers in WAL mode keep the old index until the publish commits.
import type { Database } from './open.ts';
import { COUNTRIES, isCountry, type Country } from '../domain/country.ts';
import { oneRow, prepared } from './statement-cache.ts';
import {
  buildSearchDocument, documentId, rankCell, sourceFingerprint, spreadSequences, MAX_SEQUENCE, SEARCH_DOCUMENT_VERSION,
} from './search-documents.ts';
import { SQL, sourceRow, type SourceRow } from './search-index-sql.ts';
import { documentWriter, ftsTables, type PendingDocument } from './search-index-writer.ts';
import { updateSearchIndex } from './search-index-update.ts';

export { SQL };

/**
 * Brings the search documents of one country in line with companies, company_names and
 * vat_registrations. Called by the import pipeline inside its publish transaction (so it must not
 * open a transaction of its own), after the country's company, name or VAT rows changed.
 * Companies whose document inputs did not change keep their documents; the whole country is
 * rebuilt when it was indexed under another document version, when much of it changed, or when
 * moved names find no free document id between their neighbours.
 */
export function rebuildSearchIndex(db: Database, country: Country): void {
  if (!isCountry(country)) throw new Error(`rebuildSearchIndex: unknown country ${String(country)}`);
  // Documents written before search_state existed use ids of another layout that do not sort with
  // these: such countries are rebuilt with this one, once, so no reader sees the two mixed.
  for (const other of COUNTRIES) {
    if (other !== country && oneRow(db, SQL.state, other) === undefined && oneRow(db, SQL.anyDoc, other) !== undefined) rebuildCountry(db, other);
  }
  const state = oneRow<{ layout: number }>(db, SQL.state, country);
  if (state?.layout === SEARCH_DOCUMENT_VERSION && updateSearchIndex(db, country)) return;
  rebuildCountry(db, country);
}

/** Empties the country's documents and writes them all again, each rank cell spread evenly. */
function rebuildCountry(db: Database, country: Country): void {
  for (const t of ftsTables(country)) db.exec(`INSERT INTO ${t} (${t}) VALUES ('delete-all')`);
  prepared(db, 'DELETE FROM search_docs WHERE country = ?').run(country);

  const writer = documentWriter(db, country);
  // Companies come in rank order, so one cell at a time is held: its size sets the spacing.
  let cell = -1;
  let pending: Array<Omit<PendingDocument, 'id'>> = [];
  const flushCell = () => {
    const sequences = spreadSequences(0, MAX_SEQUENCE, pending.length);
    if (sequences === null) throw new Error(`search index: more than ${MAX_SEQUENCE - 1} companies of one rank cell in ${country}`);
    pending.forEach((d, i) => writer.add({ ...d, id: documentId(cell, sequences[i]!, country) }));
    pending = [];
  };
  for (const raw of prepared(db, SQL.source).iterate(country)) {
    const row = sourceRow<SourceRow>(raw);
    const c = rankCell(row.bucket, row.len, row.name_key);
    if (c !== cell) {
      flushCell();
      cell = c;
    }
    pending.push({ regcode: row.regcode, fingerprint: sourceFingerprint(row), doc: buildSearchDocument(row) });
  }
  flushCell();
  writer.flush();
  prepared(db, `INSERT INTO search_state (country, layout, built_at) VALUES (?, ?, ?)
    ON CONFLICT (country) DO UPDATE SET layout = excluded.layout, built_at = excluded.built_at`)
    .run(country, SEARCH_DOCUMENT_VERSION, new Date().toISOString());
}
