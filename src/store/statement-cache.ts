// Prepared statements, cached per connection: preparing costs more than running most of our
// point lookups, and every request runs the same few dozen statements.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The statement of `sql` from `cache` (one map per connection), prepared and set up by `setUp` the first time. */
function cachedStatement(cache: WeakMap<DatabaseSync, Map<string, StatementSync>>, db: DatabaseSync, sql: string,
  setUp?: (stmt: StatementSync) => void): StatementSync {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    setUp?.(stmt);
    statements.set(sql, stmt);
  }
  return stmt;
}

export function prepared(db: DatabaseSync, sql: string): StatementSync {
  return cachedStatement(caches, db, sql);
}

/**
 * `LIMIT` of a bound parameter, as every statement here writes it. With a bare `LIMIT ?`, each
 * new binding costs SQLite about what compiling the statement again does (measured on the
 * national bench store: 75 against 28 µs for the person check's statement, 15 against 7 µs for
 * a regcode prefix); a cast it cannot read ahead of time keeps the compiled statement.
 */
export function limitOf(param: string): string {
  return `LIMIT CAST(${param} AS INTEGER)`;
}

const arrayCaches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The statement prepared apart to return each row as an array of its values, in the order of its
 * columns: node:sqlite builds an object per row by setting each column by name, which costs more
 * than the reader building its own (measured on the person check's rows: bench/README.md).
 */
export function preparedForArrays(db: DatabaseSync, sql: string): StatementSync {
  return cachedStatement(arrayCaches, db, sql, (stmt) => stmt.setReturnArrays(true));
}

/** Rows of a statement, each the array of its column values, mapped by the caller. */
export function allArrays<T>(db: DatabaseSync, sql: string, row: (values: unknown[]) => T, ...params: Array<string | number | null>): T[] {
  return (preparedForArrays(db, sql).all(...params) as unknown as unknown[][]).map(row);
}

/** Rows of a statement, typed by the caller (node:sqlite returns plain objects). */
export function allRows<T>(db: DatabaseSync, sql: string, ...params: Array<string | number | null>): T[] {
  return prepared(db, sql).all(...params) as unknown as T[];
}

export function oneRow<T>(db: DatabaseSync, sql: string, ...params: Array<string | number | null>): T | undefined {
  return prepared(db, sql).get(...params) as unknown as T | undefined;
}
