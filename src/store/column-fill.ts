// How many rows hold a value in each column, among a source's live rows and among its staged
// ones: a column the register renamed or dropped is read as empty in every row, which no reject
// or row count shows, and published would serve every company without it.
import type { Database } from './open.ts';
import { tableSpec } from './record-tables.ts';

export interface ColumnFill { column: string; live: number; liveRows: number; staged: number; stagedRows: number }

// Columns the publish itself sets on live rows (the status of a company an open flag or its
// absence from a dump closes, and its wording and closing date): live values staging never holds.
const SET_BY_PUBLISH: Record<string, string[]> = { company: ['status', 'registry_status', 'closed_on'] };

/**
 * The fill of every column that may be empty and is read from the file, for one kind. A list (a
 * JSON column: a sanctions entry's birth dates, aliases, programmes) is never null, and empty it
 * is `[]`: a list holds a value when it holds an element, so a renamed birth-date column, whose
 * every entry then lists none, shows as the emptied column it is.
 */
export function columnFill(db: Database, source: string, kind: string, stageTable: string): ColumnFill[] {
  const spec = tableSpec(kind);
  const skip = new Set(SET_BY_PUBLISH[kind] ?? []);
  const columns = spec.columns.filter((c) => (!c.notNull || c.type === 'json') && !c.derive && !skip.has(c.column));
  if (columns.length === 0) return [];
  const filled = (c: (typeof columns)[number]) => (c.type === 'json' ? `NULLIF(${c.column}, '[]')` : c.column);
  const counts = (from: string, where: string, ...params: string[]) => db.prepare(
    `SELECT COUNT(*) AS n, ${columns.map((c, i) => `COUNT(${filled(c)}) AS c${i}`).join(', ')} FROM ${from} ${where}`,
  ).get(...params) as Record<string, number>;
  const live = counts(spec.table, 'WHERE source = ?', source);
  const staged = counts(`temp.${stageTable}`, '');
  return columns.map(({ column }, i) => ({
    column, live: Number(live[`c${i}`]), liveRows: Number(live.n), staged: Number(staged[`c${i}`]), stagedRows: Number(staged.n),
  }));
}
