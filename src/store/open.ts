// Opening the store. The server opens it read-only (it never writes); importers open it
// read-write. WAL mode lets readers keep answering from the last committed state while an
// import publishes.
import { DatabaseSync } from 'node:sqlite';
import { accessSync, constants, mkdirSync, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrations } from './migrations/index.ts';
import { DEFAULT_IMPORT_LOCK_WAIT_SECONDS } from '../config/config.ts';

export type Database = DatabaseSync;

/**
 * Opens the store to write. `lockWaitSeconds` is how long a write waits for another connection's
 * write transaction before SQLite gives up with `database is locked` (IMPORT_LOCK_WAIT): imports take turns by their own lock, so only a process outside them (an sqlite3 shell,
 * a backup tool) holds the store this long (report.ts storeLockedReason).
 */
export function openForWriting(path: string, { lockWaitSeconds = DEFAULT_IMPORT_LOCK_WAIT_SECONDS }: { lockWaitSeconds?: number } = {}): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${lockWaitSeconds * 1000}; PRAGMA foreign_keys = OFF;`);
  try {
    migrate(db);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

// SQLITE_READONLY_CANTINIT: a reader of a WAL store could not create its shared-memory file
// (`-shm`), because the directory is not writable (a read-only volume or image).
// SQLITE_CANTOPEN: the same with a write-ahead log beside the store, or on a read-only file
// system (a volume mounted `:ro`), where the open of `-shm` fails with EROFS, not EACCES.
const READONLY_CANTINIT = 1544;
const CANTOPEN = 14;

const hasLog = (path: string) => existsSync(`${path}-wal`) && statSync(`${path}-wal`).size > 0;

function directoryUnwritable(path: string): boolean {
  try {
    accessSync(dirname(path), constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

export function openForReading(path: string): DatabaseSync {
  if (!existsSync(path)) throw new Error(`database ${path} does not exist`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA query_only = 1;');
    schemaVersion(db); // the first read, which opens the WAL index
    return db;
  } catch (err) {
    db.close();
    const code = (err as { errcode?: number }).errcode;
    if (code === READONLY_CANTINIT || (code === CANTOPEN && (hasLog(path) || directoryUnwritable(path)))) return openUnwritableDirectory(path);
    throw err;
  }
}

/**
 * A store in a directory nobody can write to: no import can publish there (an import writes the
 * store), so it is read as a file that never changes, without the shared memory readers of a
 * changing store coordinate through. A write-ahead log left beside it holds commits the file
 * lacks, which that read would miss, so it is refused.
 */
function openUnwritableDirectory(path: string): DatabaseSync {
  if (hasLog(path)) {
    throw new Error(`its directory is read-only and it has a write-ahead log (${path}-wal) with commits not yet in the file; `
      + 'open it once where it can be written (any `npm run import` does), or serve it from a writable directory');
  }
  const db = new DatabaseSync(`${pathToFileURL(path).href}?immutable=1`, { readOnly: true });
  db.exec('PRAGMA query_only = 1;');
  unchanging.add(db);
  return db;
}

const unchanging = new WeakSet<DatabaseSync>();

/** True for a store openForReading read as a file that never changes: a second reader must open it so too. */
export function openedUnchanging(db: DatabaseSync): boolean {
  return unchanging.has(db);
}

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}

/**
 * The schema version of the store at `path`, read without writing it, or null where there is no
 * store to read (no file yet, or none this can open).
 */
export function storedSchemaVersion(path: string): number | null {
  if (!existsSync(path)) return null;
  let db: DatabaseSync | null = null;
  try {
    db = openForReading(path);
    return schemaVersion(db);
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/** The line saying a store was brought from `from` to `to` by this code's schema steps, naming each. */
export function schemaStepsNote(from: number, to: number): string {
  const steps = migrations.filter((m) => m.version > from && m.version <= to).map((m) => `${m.version} ${m.name}`);
  return `Store schema brought from version ${from} to ${to} (${steps.join(', ')})`;
}

export function migrate(db: DatabaseSync): void {
  const current = schemaVersion(db);
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(m.sql);
      db.exec(`PRAGMA user_version = ${m.version}`);
      db.exec('COMMIT');
    } catch (err) {
      // SQLite may have rolled back itself (a full disk): a ROLLBACK would then fail and hide the
      // reason under "cannot rollback - no transaction is active", as inWriteTransaction says.
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new Error(`migration ${m.version} (${m.name}) failed: ${(err as Error).message}`);
    }
  }
}
