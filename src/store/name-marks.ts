// How many of a source's names hold a letter with a mark (ā, š, ų, õ, ä), among its live rows and
// among its staged ones: a copy of a register that an export tool wrote in ASCII (Rīga → Riga)
// reads as a valid file, and published it would serve every name without its marks.
import type { Database } from './open.ts';
import { tableSpec } from './record-tables.ts';

/**
 * The Latin letters with marks (Latin-1 and Latin Extended-A and -B, U+00C0 to U+024F), less the
 * two signs among them (× and ÷): every mark the Baltic and Finnish names are written with.
 */
const MARKED = "GLOB '*[À-ÖØ-öø-ɏ]*'";

export interface NameMarks {
  /** The name column (a one-line name: ColumnSpec.oneLine). */
  column: string;
  live: number; liveRows: number; staged: number; stagedRows: number;
}

/** The names of one kind's one-line name columns (companies.name, person_roles.person_name). */
export function nameMarks(db: Database, source: string, kind: string, stageTable: string): NameMarks[] {
  const spec = tableSpec(kind);
  return spec.columns.filter((c) => c.oneLine).map(({ column }) => {
    const counts = (from: string, where: string, ...params: string[]) => db.prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(${column} ${MARKED}), 0) AS marked FROM ${from} ${where}`,
    ).get(...params) as { n: number; marked: number };
    const live = counts(spec.table, 'WHERE source = ?', source);
    const staged = counts(`temp.${stageTable}`, '');
    return { column, live: Number(live.marked), liveRows: Number(live.n), staged: Number(staged.marked), stagedRows: Number(staged.n) };
  });
}

/**
 * A live name with marks and the staged one of the same folded name (marks do not change it:
 * Rīga and Riga fold alike), with the staged row's place (its file's number in staging, its
 * line); null where the kind keeps no folded name or none pairs.
 */
export function nameLostMarks(db: Database, source: string, kind: string, stageTable: string, column: string):
  { was: string; now: string; file: number | null; line: number } | null {
  const spec = tableSpec(kind);
  if (!spec.columns.some((c) => c.column === 'name_key')) return null;
  // The staged rows in order, each seeking its folded name among the live rows by the live table's
  // name_key index (CROSS JOIN keeps that order; `+l.source` keeps the planner off the source's
  // index, which would scan the staged rows once for each of the source's live rows).
  const row = db.prepare(
    `SELECT l.${column} AS was, s.${column} AS now, s._file AS file, s._line AS line FROM temp.${stageTable} s
     CROSS JOIN ${spec.table} l ON l.name_key = s.name_key AND +l.source = ? AND l.${column} ${MARKED} LIMIT 1`,
  ).get(source) as { was: string; now: string; file: number | null; line: number } | undefined;
  return row ? { was: row.was, now: row.now, file: row.file === null ? null : Number(row.file), line: Number(row.line) } : null;
}
