// A reject's reason as the report counts it: its kind, apart from the value it quotes. A mapper
// quotes the rejected cell in its reason (`invalid regcode "4000300000X"`,
// `terminated "2021-02-30" is not a real date`); counted by the whole reason, each distinct value
// was its own reason, so a dump with thousands of bad cells printed thousands of report lines
// and a failure's top reasons were each ×1. Counted by kind, the values go into the examples.

/** A JSON-quoted string (the form mappers quote a cell in), or a trailing `: null` / `: 12`. */
const QUOTED = /"(?:[^"\\]|\\.)*"/;
const TRAILING_LITERAL = /: (null|-?\d+(?:\.\d+)?)$/;

export interface RejectKind {
  /** The reason without its value: what the report counts (`invalid regcode`). */
  kind: string;
  /** The value as the reason quoted it (`"4000300000X"`), null where it quotes none. */
  value: string | null;
}

/** The kind and value of a reject reason: the first quoted string is the value, the rest the kind. */
export function rejectKind(reason: string): RejectKind {
  const quoted = QUOTED.exec(reason);
  const literal = quoted === null ? TRAILING_LITERAL.exec(reason) : null;
  const match = quoted ?? literal;
  if (match === null) return { kind: reason, value: null };
  const value = literal !== null ? literal[1]! : match[0];
  const kind = (reason.slice(0, match.index) + reason.slice(match.index + match[0].length))
    .replace(/\s+/g, ' ').replace(/[\s:,]+$/, '').replace(/\s+([:,])/g, '$1').trim();
  return kind === '' ? { kind: reason, value: null } : { kind, value };
}

/** A reject's example: where the row is, and the value it was rejected for where it quotes one. */
export function rejectExample(where: string, value: string | null): string {
  return value === null ? where : `${where} ${value}`;
}
