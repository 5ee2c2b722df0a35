// Prepared statements, cached per connection: preparing costs more than running most of our
// point lookups, and every request runs the same few dozen statements.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

/** Rows of a statement, typed by the caller (node:sqlite returns plain objects). */
export function allRows<T>(db: DatabaseSync, sql: string, ...params: Array<string | number | null>): T[] {
  return prepared(db, sql).all(...params) as unknown as T[];
}

export function oneRow<T>(db: DatabaseSync, sql: string, ...params: Array<string | number | null>): T | undefined {
  return prepared(db, sql).get(...params) as unknown as T | undefined;
}
