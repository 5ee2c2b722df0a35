// The import_runs journal (one row per attempt, failed ones too) and the source_state the
// pipeline compares a new file against.
import type { Database } from './open.ts';

export interface RunOutcome {
  status: string;
  message: string | null;
  url: string | null;
  checksum: string | null;
  rowsRead: number;
  rowsWritten: number;
  rejects: Record<string, number>;
  timings: Record<string, number>;
  asOf: string | null;
  finishedAt: Date;
}

export function startImportRun(db: Database, source: string, startedAt: Date): number {
  const row = db.prepare("INSERT INTO import_runs (source, started_at, status) VALUES (?, ?, 'running') RETURNING id")
    .get(source, startedAt.toISOString()) as { id: number };
  return Number(row.id);
}

export function finishImportRun(db: Database, id: number, o: RunOutcome): void {
  db.prepare(
    `UPDATE import_runs SET finished_at = ?, status = ?, message = ?, url = ?, checksum = ?, rows_read = ?,
       rows_written = ?, rejects = ?, timings = ?, as_of = ? WHERE id = ?`,
  ).run(o.finishedAt.toISOString(), o.status, o.message, o.url, o.checksum, o.rowsRead, o.rowsWritten,
    JSON.stringify(o.rejects), JSON.stringify(o.timings), o.asOf, id);
}

export interface SourceStateRow { source: string; checksum: string | null; rowCount: number; publishedAt: string; asOf: string | null }

export function readSourceState(db: Database, source: string): SourceStateRow | null {
  const row = db.prepare('SELECT source, checksum, row_count, published_at, as_of FROM source_state WHERE source = ?').get(source) as
    { source: string; checksum: string | null; row_count: number; published_at: string; as_of: string | null } | undefined;
  return row ? { source: row.source, checksum: row.checksum, rowCount: Number(row.row_count), publishedAt: row.published_at, asOf: row.as_of } : null;
}

/** Folds the WAL back into the database file after a command; readers holding old snapshots may keep part of it. */
export function checkpoint(db: Database): void {
  try { db.exec('PRAGMA wal_checkpoint(PASSIVE)'); } catch { /* a busy checkpoint is retried by the next writer */ }
}
