// Reading values out of a PRH YTJ v3 company object defensively: the bulk file and the API pages
// are parsed JSON, so every field may be missing, null, a number where a string is documented
// (address `type` is a number, name `type` a string) or an empty string.
import { parseDate } from '../../domain/dates.ts';

export type Json = Record<string, unknown>;

export function obj(v: unknown): Json | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
}

export function arr(v: unknown): Json[] {
  return Array.isArray(v) ? v.map(obj).filter((x): x is Json => x !== null) : [];
}

/** A string or number as trimmed text; null for blanks and other types. */
export function text(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return s === '' ? null : s;
}

/** A code compared as text: `1` and `"1"` are the same code. */
export function code(v: unknown): string | null {
  return text(v);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(?:$|[ T])/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `vvvv-kk-pp` (a time part after it is ignored) → ISO date, or null. */
export function date(v: unknown): string | null {
  // Every company carries a dozen dates: check the usual exact form without building a Date.
  if (typeof v === 'string' && ISO_DAY.test(v)) {
    const y = Number(v.slice(0, 4));
    const m = Number(v.slice(5, 7));
    const d = Number(v.slice(8, 10));
    if (y >= 1000 && m >= 1 && m <= 12 && d >= 1) {
      const leap = m === 2 && (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0));
      return d <= MONTH_DAYS[m - 1]! + (leap ? 1 : 0) ? v.slice(0, 10) : null;
    }
  }
  return parseDate(text(v));
}

/**
 * Whether a dated entry (a register entry, a situation) is in force on the file's day `asOf`: no
 * end date, or one not yet past. YTJ's endDate is the entry's last day in force (the next entry
 * begins the day after), and the registers enter an end in advance. Without the file's day (a
 * file always gives it; a caller passing none) an entry with an end date is taken as ended, the
 * cautious reading: no register, VAT or proceeding is served as in force past an end it gives.
 */
export function inForceOn(entry: Json, asOf: string | null): boolean {
  const end = date(entry.endDate);
  return end === null || end >= (asOf ?? '9999-12-31');
}

// PRH language codes: 1 Finnish, 2 Swedish, 3 English.
export const LANG = { fi: '1', sv: '2', en: '3' } as const;

/** The description in the first language of `order` that has one; else any description. */
export function describe(descriptions: unknown, order: readonly string[]): string | null {
  const list = arr(descriptions);
  for (const lang of order) {
    const hit = list.find((d) => code(d.languageCode) === lang && text(d.description) !== null);
    if (hit) return text(hit.description);
  }
  for (const d of list) {
    const t = text(d.description);
    if (t !== null) return t;
  }
  return null;
}
