// Transactions on one connection. The server's connection is read-only and the import writes
// through another one; in WAL mode a read transaction sees one committed state from its first
// read to its end, so what a use-case reads first (which search images are current) and last
// (the rows of the results) belong together. A write transaction publishes all or nothing.
import type { Database } from './open.ts';

/** Runs `read` inside a read transaction (or the caller's, if one is open). */
export function inReadSnapshot<T>(db: Database, read: () => T): T {
  if (db.isTransaction) return read();
  db.exec('BEGIN');
  try {
    return read();
  } finally {
    db.exec('COMMIT');
  }
}

/**
 * Runs `write` in a transaction that takes the write lock at once; rolls back if it throws. Inside
 * the caller's transaction (an import command publishes all its sources and screens them in one)
 * it is a savepoint of it: its writes are undone alone if it throws, and become visible with the
 * caller's commit.
 */
export function inWriteTransaction<T>(db: Database, write: () => T): T {
  if (db.isTransaction) return inSavepoint(db, write);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = write();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    // SQLite may have rolled the transaction back itself (a full disk, an I/O error, out of
    // memory): a ROLLBACK would then fail and hide the reason under "no transaction is active".
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

let savepoints = 0;

/**
 * Runs `write` in a savepoint of the open transaction: undone alone if it throws. When the error
 * made SQLite roll back the whole transaction (a full disk, an I/O error, out of memory), the
 * savepoint is gone with it and `err` is thrown as it was: a caller that goes on after a failed
 * savepoint must check `db.isTransaction` first, since a SAVEPOINT outside a transaction starts
 * one of its own, which its RELEASE commits at once.
 */
export function inSavepoint<T>(db: Database, write: () => T): T {
  const name = `sp${++savepoints}`;
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = write();
    db.exec(`RELEASE ${name}`);
    return result;
  } catch (err) {
    if (db.isTransaction) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
    }
    throw err;
  }
}
