// The staging area of one source import: temporary tables with the columns of the live tables
// (plus the input line of each row), filled in batched transactions while a file streams.
// Temporary tables live in SQLite's temp database, so staging never locks the live tables the
// server reads. Lookup files (rows another file refers to) are staged here too, on disk. An import
// command stages all its sources before publishing them together, so each area's tables carry a
// number of their own.
import type { Database } from './open.ts';
import { columnValue, tableSpec, type TableSpec } from './record-tables.ts';

const BATCH = 20_000;

/**
 * A key staged more than once: the row repeating it and the first row holding it, each where it
 * was read, and the fields (record names) whose values differ between the two.
 */
export interface DuplicateKey { key: string; at: StagedAt; first: StagedAt; differing: string[] }

/** The keys staged more than once: how many, the first few (in the order read) and every file holding such a row. */
export interface DuplicateKeys { keys: number; examples: DuplicateKey[]; files: string[] }

/** A staged row's place: the file (display name; null for a row staged without one) and its line. */
export interface StagedAt { file: string | null; line: number }

/** What keepLatest merged, when asked to tell: how many keys had several rows, and the first few. */
export interface MergedRows {
  /** Keys that had more than one row. */
  keys: number;
  /** Rows removed (each key keeps one). */
  dropped: number;
  /** The files the merged rows came from, in the order they were staged. */
  files: string[];
  /** The first `examples` keys (in key order): the value of the told field, the row kept and those dropped. */
  examples: Array<{ key: string; kept: StagedAt; dropped: StagedAt[] }>;
}

export interface StagingArea {
  /**
   * Stages one record, read at `line` of `file` (its display name, kept so a merge can name it);
   * returns an error text when the record breaks a column rule.
   */
  insert(kind: string, record: Record<string, unknown>, line: number, file?: string): string | null;
  /** Rows staged so far, by kind. */
  counts(): Record<string, number>;
  /**
   * Keeps one row per `by` key: the first in `order` (`-field` descending, `field=value` rows
   * holding it first), ties to the later line. Returns the rows removed and, with `tell` (a field
   * whose value names a key), what was merged, up to `tell.examples` keys as examples.
   */
  keepLatest(kind: string, by: string[], order: string[], tell?: { field: string; examples: number }): { removed: number; merged: MergedRows | null };
  /**
   * Removes the rows of a keyed kind that repeat an earlier row in every value (a line the file
   * repeats), keeping the first read; returns what was removed, up to `examples` keys as examples.
   */
  dropRepeatedRows(kind: string, examples: number): MergedRows | null;
  /** The live table's primary keys held by more than one staged row, up to `examples` of them; null if none. */
  duplicates(kind: string, examples: number): DuplicateKeys | null;
  /** Commits the open batch. */
  flush(): void;
  /** Starts a lookup table for one file; `add` stages a row under its key. */
  openLookup(file: string): { add(key: string, row: Record<string, unknown>): void; close(): void };
  lookup(file: string, key: string): Record<string, unknown>[] | undefined;
  /** Collects a row under a group key (rows of one group may come from several files, in any order). */
  addToGroup(key: string, file: string, line: number, row: Record<string, unknown>): void;
  /** Every group in key order, its rows in the order they were read. */
  groups(): Generator<Array<{ file: string; line: number; row: Record<string, unknown> }>>;
  /** The staging table of a record kind (in the temp schema). */
  table(kind: string): string;
  /** The display name of the file a staged row's `_file` number stands for; null for none. */
  fileName(n: number): string | null;
  /** Drops the lookup and group tables, which only staging reads: the staged rows stay for publishing. */
  dropScratch(): void;
  /** Drops every staging table. */
  drop(): void;
}

let areas = 0;

export function createStagingArea(db: Database, source: string, kinds: string[]): StagingArea {
  const prefix = `stage${++areas}`;
  const stageTableName = (kind: string) => `${prefix}_${tableSpec(kind).table}`;
  const groupsTable = `${prefix}_groups`;
  // Staging sits in temp: give it room, it is dropped at the end.
  db.exec('PRAGMA temp_store = FILE; PRAGMA temp.cache_size = -196608; PRAGMA temp.journal_mode = OFF;');
  const specs = new Map<string, TableSpec>();
  const inserts = new Map<string, ReturnType<Database['prepare']>>();
  const counts: Record<string, number> = {};
  for (const kind of kinds) {
    const spec = tableSpec(kind);
    specs.set(kind, spec);
    const name = stageTableName(kind);
    const cols = spec.columns.map((c) => c.column);
    db.exec(`DROP TABLE IF EXISTS temp.${name}`);
    db.exec(`CREATE TEMP TABLE ${name} (${cols.join(', ')}, _line INTEGER, _file INTEGER)`);
    inserts.set(kind, db.prepare(`INSERT INTO temp.${name} (${cols.join(', ')}, _line, _file) VALUES (${cols.map(() => '?').join(', ')}, ?, ?)`));
    counts[kind] = 0;
  }
  // Files by number (a row carries its file's number, not its name).
  const fileNumbers = new Map<string, number>();
  const fileNames: string[] = [];
  const fileNumber = (file: string | undefined) => {
    if (file === undefined) return null;
    let n = fileNumbers.get(file);
    if (n === undefined) { n = fileNames.push(file) - 1; fileNumbers.set(file, n); }
    return n;
  };
  let pending = 0;
  let open = false;
  const lookups = new Map<string, { table: string; select: ReturnType<Database['prepare']> | null }>();
  let groupInsert: ReturnType<Database['prepare']> | null = null;

  function touch(): void {
    if (!open) { db.exec('BEGIN'); open = true; }
    if (++pending >= BATCH) flush();
  }
  function flush(): void {
    if (open) { db.exec('COMMIT'); open = false; }
    pending = 0;
  }

  /** The rows keepLatest is about to merge, ranked as it ranks them (read before they are removed). */
  function mergedRows(name: string, partition: string, orderSql: string, values: string[], field: string, examples: number): MergedRows {
    const out: MergedRows = { keys: 0, dropped: 0, files: [], examples: [] };
    const files = new Set<number>();
    const rows = db.prepare(
      `SELECT g, k, f, l, rn FROM (SELECT json_array(${partition}) AS g, ${field} AS k, _file AS f, _line AS l,
         ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY ${orderSql}) AS rn, COUNT(*) OVER (PARTITION BY ${partition}) AS n
       FROM temp.${name}) WHERE n > 1 ORDER BY g, rn`,
    ).iterate(...values) as Iterable<{ g: string; k: unknown; f: number | null; l: number; rn: number }>;
    for (const r of rows) {
      if (r.f !== null) files.add(Number(r.f));
      const at: StagedAt = { file: r.f === null ? null : fileNames[Number(r.f)] ?? null, line: Number(r.l) };
      if (Number(r.rn) === 1) {
        out.keys += 1;
        if (out.examples.length < examples) out.examples.push({ key: String(r.k ?? ''), kept: at, dropped: [] });
        continue;
      }
      out.dropped += 1;
      if (out.keys <= examples) out.examples[out.keys - 1]?.dropped.push(at);
    }
    out.files = [...files].sort((a, b) => a - b).map((n) => fileNames[n]!);
    return out;
  }

  return {
    insert(kind, record, line, file) {
      const spec = specs.get(kind);
      if (!spec) return `the source does not declare record kind ${kind} in produces`;
      const values: unknown[] = [];
      for (const col of spec.columns) {
        const v = columnValue(col, record, source);
        if ('error' in v) return v.error;
        values.push(v.value);
      }
      values.push(line, fileNumber(file));
      touch();
      inserts.get(kind)!.run(...(values as Array<string | number | null>));
      counts[kind]! += 1;
      return null;
    },
    counts: () => ({ ...counts }),
    keepLatest(kind, by, order, tell) {
      flush();
      const spec = specs.get(kind);
      if (!spec) return { removed: 0, merged: null };
      const col = (field: string) => {
        const c = spec.columns.find((s) => s.field === field || s.column === field);
        if (!c) throw new Error(`keepLatest: ${kind} has no field ${field}`);
        return c.column;
      };
      // `field=value` puts the rows holding that value first, whatever the fields after it say.
      const values: string[] = [];
      const term = (o: string) => {
        const eq = o.indexOf('=');
        if (eq > 0) { values.push(o.slice(eq + 1)); return `(${col(o.slice(0, eq))} IS ?) DESC`; }
        return o.startsWith('-') ? `${col(o.slice(1))} DESC` : `${col(o)} ASC`;
      };
      const orderSql = [...order.map(term), '_line DESC'].join(', ');
      const name = stageTableName(kind);
      const partition = by.map(col).join(', ');
      const merged = tell ? mergedRows(name, partition, orderSql, values, col(tell.field), tell.examples) : null;
      db.prepare(`DELETE FROM temp.${name} WHERE rowid IN (SELECT rid FROM (SELECT rowid AS rid, ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY ${orderSql}) AS rn FROM temp.${name}) WHERE rn > 1)`).run(...values);
      const removed = Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
      counts[kind]! -= removed;
      return { removed, merged };
    },
    dropRepeatedRows(kind, examples) {
      flush();
      const spec = specs.get(kind);
      if (!spec?.key) return null;
      const name = stageTableName(kind);
      const partition = spec.columns.map((c) => c.column).join(', ');
      const merged = mergedRows(name, partition, 'rowid ASC', [], spec.key.join(" || ' ' || "), examples);
      if (merged.keys === 0) return null;
      const repeated = `${prefix}_repeated`;
      db.exec(`DROP TABLE IF EXISTS temp.${repeated}; CREATE TEMP TABLE ${repeated} (rid INTEGER PRIMARY KEY, f INTEGER, l INTEGER)`);
      db.prepare(`INSERT INTO temp.${repeated} (rid, f, l) SELECT rid, f, l FROM (SELECT rowid AS rid, _file AS f, _line AS l, ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY rowid) AS rn FROM temp.${name}) WHERE rn > 1`).run();
      db.exec(`DELETE FROM temp.${name} WHERE rowid IN (SELECT rid FROM temp.${repeated})`);
      counts[kind]! -= Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
      // The repeated line staged its other rows (a company's flags, its VAT number) twice as well:
      // those alike in every value to a row kept go with it; one saying something else stays.
      db.exec(`CREATE INDEX temp.${repeated}_at ON ${repeated} (f, l)`);
      for (const [other, otherSpec] of specs) {
        if (other === kind) continue;
        const t = stageTableName(other);
        const cols = otherSpec.columns.map((c) => c.column).join(', ');
        const atRepeated = `EXISTS (SELECT 1 FROM temp.${repeated} r WHERE r.f IS ${t}._file AND r.l = ${t}._line)`;
        db.exec(`DELETE FROM temp.${t} WHERE rowid IN (SELECT rid FROM (SELECT rid, rep, ROW_NUMBER() OVER (PARTITION BY ${cols} ORDER BY rep, rid) AS rn
          FROM (SELECT rowid AS rid, *, ${atRepeated} AS rep FROM temp.${t})) WHERE rep AND rn > 1)`);
        counts[other]! -= Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
      }
      db.exec(`DROP TABLE temp.${repeated}`);
      return merged;
    },
    duplicates(kind, examples) {
      flush();
      const spec = specs.get(kind);
      if (!spec?.key) return null;
      const name = stageTableName(kind);
      const keyCols = spec.key.join(', ');
      // By rowid, the order rows were staged in: lines alone mix the files of a source that reads
      // two (each numbers its own lines), naming a line of one file as the other's.
      const groups = db.prepare(
        `SELECT ${spec.key.join(" || ' ' || ")} AS k, MIN(rowid) AS first, MAX(rowid) AS last
         FROM temp.${name} GROUP BY ${keyCols} HAVING COUNT(*) > 1 ORDER BY MAX(rowid)`,
      ).all() as Array<{ k: string; first: number; last: number }>;
      if (groups.length === 0) return null;
      const fileRows = db.prepare(
        `SELECT DISTINCT _file AS f FROM temp.${name} WHERE (${keyCols}) IN (SELECT ${keyCols} FROM temp.${name} GROUP BY ${keyCols} HAVING COUNT(*) > 1) ORDER BY _file`,
      ).all() as Array<{ f: number | null }>;
      const row = db.prepare(`SELECT * FROM temp.${name} WHERE rowid = ?`);
      const at = (r: Record<string, unknown>): StagedAt =>
        ({ file: r._file === null ? null : fileNames[Number(r._file)] ?? null, line: Number(r._line) });
      const example = (g: { k: string; first: number; last: number }): DuplicateKey => {
        const first = row.get(g.first) as Record<string, unknown>;
        const last = row.get(g.last) as Record<string, unknown>;
        const differing = spec.columns.filter((c) => !c.derive && first[c.column] !== last[c.column]).map((c) => c.field ?? c.column);
        return { key: g.k, at: at(last), first: at(first), differing };
      };
      return {
        keys: groups.length,
        examples: groups.slice(0, examples).map(example),
        files: fileRows.filter((r) => r.f !== null).map((r) => fileNames[Number(r.f)]!),
      };
    },
    flush,
    openLookup(file) {
      const table = `${prefix}_lookup_${lookups.size}`;
      db.exec(`DROP TABLE IF EXISTS temp.${table}`);
      db.exec(`CREATE TEMP TABLE ${table} (k TEXT NOT NULL, v TEXT NOT NULL)`);
      const add = db.prepare(`INSERT INTO temp.${table} (k, v) VALUES (?, ?)`);
      const entry: { table: string; select: ReturnType<Database['prepare']> | null } = { table, select: null };
      lookups.set(file, entry);
      return {
        add(key, row) { touch(); add.run(key, JSON.stringify(row)); },
        close() {
          flush();
          // Indexed after loading: building the index once is faster than keeping it while inserting.
          db.exec(`CREATE INDEX temp.${table}_k ON ${table} (k)`);
          entry.select = db.prepare(`SELECT v FROM temp.${table} WHERE k = ? ORDER BY rowid`);
        },
      };
    },
    lookup(file, key) {
      const entry = lookups.get(file);
      if (!entry?.select) return undefined;
      const rows = entry.select.all(key) as Array<{ v: string }>;
      return rows.length === 0 ? undefined : rows.map((r) => JSON.parse(r.v) as Record<string, unknown>);
    },
    addToGroup(key, file, line, row) {
      if (!groupInsert) {
        db.exec(`DROP TABLE IF EXISTS temp.${groupsTable}`);
        db.exec(`CREATE TEMP TABLE ${groupsTable} (k TEXT NOT NULL, file TEXT NOT NULL, line INTEGER NOT NULL, v TEXT NOT NULL)`);
        groupInsert = db.prepare(`INSERT INTO temp.${groupsTable} (k, file, line, v) VALUES (?, ?, ?, ?)`);
      }
      touch();
      groupInsert.run(key, file, line, JSON.stringify(row));
    },
    *groups() {
      if (!groupInsert) return;
      flush();
      db.exec(`CREATE INDEX IF NOT EXISTS temp.${groupsTable}_k ON ${groupsTable} (k)`);
      let current: string | null = null;
      let rows: Array<{ file: string; line: number; row: Record<string, unknown> }> = [];
      // Iterating while mapped records are inserted into other temp tables is safe in SQLite.
      for (const r of db.prepare(`SELECT k, file, line, v FROM temp.${groupsTable} ORDER BY k, rowid`).iterate() as Iterable<{ k: string; file: string; line: number; v: string }>) {
        if (current !== null && r.k !== current) { yield rows; rows = []; }
        current = r.k;
        rows.push({ file: r.file, line: Number(r.line), row: JSON.parse(r.v) as Record<string, unknown> });
      }
      if (rows.length > 0) yield rows;
    },
    table: stageTableName,
    fileName: (n) => fileNames[n] ?? null,
    dropScratch() {
      flush();
      groupInsert = null;
      db.exec(`DROP TABLE IF EXISTS temp.${groupsTable}`);
      for (const { table } of lookups.values()) db.exec(`DROP TABLE IF EXISTS temp.${table}`);
      lookups.clear();
    },
    drop() {
      if (open) { db.exec('ROLLBACK'); open = false; }
      this.dropScratch();
      for (const kind of specs.keys()) db.exec(`DROP TABLE IF EXISTS temp.${stageTableName(kind)}`);
    },
  };
}
