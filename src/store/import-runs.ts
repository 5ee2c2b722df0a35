// The import_runs journal (one row per attempt, failed ones too) and the source_state the
// pipeline compares a new file against.
import type { Database } from './open.ts';
import { importerOf, importerVersionKey } from './dataset-read.ts';
import { processAlive, thisProcessStart } from './process-identity.ts';

export interface RunOutcome {
  status: string;
  message: string | null;
  url: string | null;
  checksum: string | null;
  rowsRead: number;
  rowsWritten: number;
  rejects: Record<string, number>;
  timings: Record<string, number>;
  /** The rows each file gave, by its display name; null where the run read none (a withdrawal, a failure before reading). */
  fileRows?: Record<string, number> | null;
  asOf: string | null;
  finishedAt: Date;
}

// A run names its process while it runs, so that a later command can tell a run still going
// from one whose process was killed (Ctrl-C, SIGKILL, a crash) and never wrote its outcome; with
// the instant the process started where the system says it (process-identity.ts), since a later
// process may have the same pid.
const RUNNING = /^running in process (\d+)(?: \(start ([^)]+)\))?/;

export function startImportRun(
  db: Database, source: string, startedAt: Date, pid: number = process.pid, start: string | null = pid === process.pid ? thisProcessStart : null,
): number {
  const message = `running in process ${pid}${start === null ? '' : ` (start ${start})`}`;
  const row = db.prepare("INSERT INTO import_runs (source, started_at, status, message) VALUES (?, ?, 'running', ?) RETURNING id")
    .get(source, startedAt.toISOString(), message) as { id: number };
  return Number(row.id);
}

/**
 * Ends the runs left `running` by a process that no longer exists: `published` when its publish
 * committed (the source's state names the run), else `interrupted`, which changed nothing, since a
 * publish is one transaction. Returns how many were ended.
 */
export function endAbandonedRuns(db: Database, now: Date, alive: (pid: number, start: string | null) => boolean = processAlive): number {
  const running = db.prepare("SELECT id, source, message FROM import_runs WHERE status = 'running'").all() as
    { id: number; source: string; message: string | null }[];
  const publishedBy = db.prepare('SELECT 1 FROM source_state WHERE source = ? AND last_run_id = ?');
  const end = db.prepare('UPDATE import_runs SET status = ?, finished_at = ?, message = ? WHERE id = ?');
  let ended = 0;
  for (const run of running) {
    const named = RUNNING.exec(run.message ?? '');
    const pid = named ? Number(named[1]) : NaN;
    if (named && alive(pid, named[2] ?? null)) continue;
    const published = publishedBy.get(run.source, run.id) !== undefined;
    const how = Number.isInteger(pid) ? `process ${pid}` : 'its process';
    end.run(
      published ? 'published' : 'interrupted', now.toISOString(),
      published ? `published; ${how} ended before it recorded the outcome` : `${how} ended before the run finished; nothing was changed`,
      run.id);
    ended += 1;
  }
  return ended;
}

export function finishImportRun(db: Database, id: number, o: RunOutcome): void {
  db.prepare(
    `UPDATE import_runs SET finished_at = ?, status = ?, message = ?, url = ?, checksum = ?, rows_read = ?,
       rows_written = ?, rejects = ?, timings = ?, file_rows = ?, as_of = ? WHERE id = ?`,
  ).run(o.finishedAt.toISOString(), o.status, o.message, o.url, o.checksum, o.rowsRead, o.rowsWritten,
    JSON.stringify(o.rejects), JSON.stringify(o.timings), o.fileRows ? JSON.stringify(o.fileRows) : null, o.asOf, id);
}

export interface SourceStateRow {
  source: string; checksum: string | null; rowCount: number; publishedAt: string; asOf: string | null;
  /** The rows its last publish read from its main files (lookups not counted); null where its run recorded none. */
  rowsRead: number | null;
  /** The rows each file gave at its last publish, by display name; null where its run recorded none (older code). */
  fileRows: Record<string, number> | null;
  /** The version of the importing code of its last publish; null when a version that kept none published it. */
  importerVersion: string | null;
}

export function readSourceState(db: Database, source: string): SourceStateRow | null {
  const row = db.prepare(
    `SELECT s.source, s.checksum, s.row_count, s.published_at, s.as_of, m.value AS importer_version, r.rows_read, r.file_rows
     FROM source_state s LEFT JOIN meta m ON m.key = ? LEFT JOIN import_runs r ON r.id = s.last_run_id WHERE s.source = ?`,
  ).get(importerVersionKey(source), source) as
    { source: string; checksum: string | null; row_count: number; published_at: string; as_of: string | null; importer_version: string | null;
      rows_read: number | null; file_rows: string | null } | undefined;
  return row ? {
    source: row.source, checksum: row.checksum, rowCount: Number(row.row_count), publishedAt: row.published_at, asOf: row.as_of,
    rowsRead: row.rows_read === null ? null : Number(row.rows_read),
    fileRows: row.file_rows === null ? null : JSON.parse(row.file_rows) as Record<string, number>,
    importerVersion: importerOf(row.importer_version, row.checksum),
  } : null;
}

/**
 * Folds the WAL back into the database file after a command and empties it, waiting (the busy
 * timeout) for the server's reads of older states to end. A PASSIVE checkpoint left the command's
 * pages in the log whenever a server had the store open, which is always in production; a store
 * then moved into place at DATABASE_PATH (a backup restored, one built elsewhere) was opened with
 * that log and read with the former store's pages laid over its own. A reader that holds an old
 * state past the timeout leaves the log as it is: the next writer folds it.
 */
export function checkpoint(db: Database): void {
  try { db.exec('PRAGMA wal_checkpoint(TRUNCATE)'); } catch { /* a busy checkpoint is retried by the next writer */ }
}
