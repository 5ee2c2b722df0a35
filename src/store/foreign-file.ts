// Whether the file at DATABASE_PATH may be written as this service's store. Opened for writing,
// any SQLite file is one: the schema steps run into it from version 0. So reindex or withdraw
// pointed at an empty file, or at another application's database, wrote the registry's tables
// into it and said "Search index rebuilt", status 0, and an import wrote them beside the other
// application's tables: the file was no longer what it was, and no store was anywhere.
import { openForReading, schemaVersion } from './open.ts';

/**
 * Why the existing file at `path` is not a store of this service, or null when it is one (or
 * cannot be read: the command's own open then says why, `file is not a database`). `empty`: an
 * SQLite file with no table at all (a file of 0 bytes) counts as a store to create, as a missing
 * one does for an import, and as none for a command that works on what a store holds.
 */
export function notAStore(path: string, { emptyIsStore }: { emptyIsStore: boolean }): string | null {
  let db;
  try {
    db = openForReading(path);
  } catch {
    return null;
  }
  try {
    if (schemaVersion(db) > 0) return null;
    const { n } = db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number };
    if (n === 0) return emptyIsStore ? null : 'it holds no registry tables (an empty file)';
    return `it holds no registry tables but ${n} of something else (an SQLite database of another application)`;
  } finally {
    db.close();
  }
}
