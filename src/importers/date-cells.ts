// Date values of a register file that hold text but are no real date in the file's documented
// format (`2021-02-30`, `2020-13-45`, `n/a`). Such text is never turned into an empty date
// without a trace: a date that decides something rejects its row, a descriptive date leaves its
// field empty with a warning in the import report. Empty values stay null without a word.
import { parseDate } from '../domain/dates.ts';
import type { MapContext, Rejected, WarningHow } from './source.ts';

/** Parses trimmed, non-empty text into ISO (or a partial date); null when it is no date. */
export type DateParser = (s: string) => string | null;

/** What a row is rejected with, or a warning says: the column, the text as written, the rule. */
export const notARealDate = (column: string, raw: string): string => `${column} ${JSON.stringify(raw)} is not a real date`;

/** The warning's reason (counted per column); the text as written goes into its example. */
export const leftEmpty = (column: string): string => `${column} is not a real date; the row is kept with it empty`;

/** A date warning's question (WarningHow): in many rows, no real date is a date form changed. */
export const DATE_WARNING: WarningHow = { question: "has the file's date format changed?" };

function cellText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** A bad date of a row: the row is rejected with this. */
export const isRejected = (v: unknown): v is Rejected =>
  typeof v === 'object' && v !== null && 'reject' in v;

/**
 * A date that decides something the service answers (a company's status, whether a role, flag
 * or VAT registration is still open): read wrongly as empty it would flip that answer, so text
 * that is no date rejects the row.
 */
export function decidingDate(raw: unknown, column: string, parse: DateParser = parseDate): string | null | Rejected {
  const s = cellText(raw);
  if (s === null) return null;
  return parse(s) ?? { reject: notARealDate(column, s) };
}

/**
 * A date that only describes (registeredOn, since, a birth date, when a sanction was listed):
 * losing the whole row for it would lose more than the date, so the field stays empty and the
 * import report warns with file, line and the text.
 */
export function describingDate(raw: unknown, column: string, ctx: MapContext, parse: DateParser = parseDate): string | null {
  const s = cellText(raw);
  if (s === null) return null;
  const d = parse(s);
  if (d === null) ctx.warn(leftEmpty(column), JSON.stringify(s), DATE_WARNING);
  return d;
}
