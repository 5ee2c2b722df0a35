// The store the server serves, opened read-only and read once before the port opens: a file that
// is not a store of this service (empty, another SQLite database, not SQLite at all, cut short)
// must stop the start with its path and the reason, not pass a load balancer's first checks and
// fail on the first request or half-way through loading the search index.
import { existsSync, statSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations/index.ts';
import { openForReading, schemaVersion } from './open.ts';

const CURRENT = Math.max(...migrations.map((m) => m.version));

/** Why the store cannot be served, or null when it can. */
function refusal(db: DatabaseSync): string | null {
  const version = schemaVersion(db); // the first read: "file is not a database" for a file that is not SQLite
  if (version === 0) return 'it holds no registry tables (an empty file, or an SQLite database of something else)';
  if (version < CURRENT) {
    return `its schema is version ${version}, older than this server's ${CURRENT}; bring it up to date with \`npm run import -- reindex\``;
  }
  // The tables every request and the search index read; a file cut short fails here
  // ("database disk image is malformed").
  for (const table of ['source_state', 'search_images', 'search_image_parts']) db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get();
  return null;
}

/**
 * The store's schema version and this code's, when the store's is newer (written by a later
 * version, read by this one after a rollback): served as it is, on purpose, but an operator must
 * be able to tell from the log why answers may lack what the later version added. Null otherwise.
 */
export function newerSchemaOf(db: DatabaseSync): { store: number; server: number } | null {
  const store = schemaVersion(db);
  return store > CURRENT ? { store, server: CURRENT } : null;
}

/** Opens DATABASE_PATH for serving, or throws an error naming it and the reason. */
export function openStoreToServe(path: string): DatabaseSync {
  const cannot = (reason: string) => new Error(`DATABASE_PATH=${path} cannot be served: ${reason}`);
  if (!existsSync(path)) throw cannot('no such file');
  if (!statSync(path).isFile()) throw cannot('not a file');
  let db: DatabaseSync | null = null;
  let reason: string | null;
  try {
    db = openForReading(path);
    reason = refusal(db);
  } catch (err) {
    reason = (err as Error).message;
  }
  if (reason === null) return db!;
  db?.close();
  throw cannot(reason);
}
