// What a numeric cell of a workbook is shown as: a number stores only its value, and whether it
// is a date, a time or a code with leading zeros is said by its style's number format
// (xl/styles.xml `cellXfs` → `numFmtId`, built-in or a `numFmt` of the workbook's own).

/** Built-in number formats that show a date (ECMA-376 18.8.30): 14–17, and 22 with its time. */
const BUILTIN_DATE = new Set([14, 15, 16, 17, 22]);
/** Built-in number formats that show a time of day or a duration only. */
const BUILTIN_TIME = new Set([18, 19, 20, 21, 45, 46, 47]);

export type NumberShape = 'date' | 'date-time' | 'time' | { zeros: number } | 'number';

/**
 * How a number format shows a value. In a format of the workbook's own, the letters outside
 * quoted text, escapes and brackets decide: d or y (or m without h or s) is a date, h, m or s
 * alone a time; a format of zeros alone (`00000000000`) a code written to that many digits.
 */
export function numberShape(numFmtId: number, formatCode: string | undefined): NumberShape {
  if (BUILTIN_DATE.has(numFmtId)) return numFmtId === 22 ? 'date-time' : 'date';
  if (BUILTIN_TIME.has(numFmtId)) return 'time';
  if (formatCode === undefined) return 'number';
  // The first section is the one positive numbers are shown with.
  const bare = (formatCode.split(';')[0] ?? '')
    .replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/[_*]./g, '').replace(/\[[^\]]*\]/g, '').toLowerCase();
  if (/^0+$/.test(bare)) return { zeros: bare.length };
  const date = /[dy]/.test(bare) || (/m/.test(bare) && !/[hs]/.test(bare));
  const time = /[hs]/.test(bare);
  if (date) return time ? 'date-time' : 'date';
  return time ? 'time' : 'number';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The serial number of a date cell as ISO text: `YYYY-MM-DD`, with `THH:MM:SS` for a format that
 * shows a time and a value that has one, `HH:MM:SS` for a time alone. Serials count days from
 * 1899-12-30 (1900 system, whose day 60 is the 29 February 1900 that never was) or from
 * 1904-01-01 (`date1904`). Null when the text is no number or out of the calendar's range.
 */
export function serialToIso(text: string, shape: 'date' | 'date-time' | 'time', date1904: boolean): string | null {
  const serial = Number(text);
  if (text.trim() === '' || !Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return null;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) { days += 1; seconds = 0; }
  const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  if (shape === 'time') return clock;
  let epoch: number;
  if (date1904) epoch = Date.UTC(1904, 0, 1);
  else if (days === 60) return null;
  else epoch = days > 60 ? Date.UTC(1899, 11, 30) : Date.UTC(1899, 11, 31);
  const day = new Date(epoch + days * 86_400_000);
  const iso = `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return shape === 'date-time' && seconds > 0 ? `${iso}T${clock}` : iso;
}

/**
 * A numeric cell's text as the sheet shows it where that matters to a reader: a date or time as
 * ISO text, a code with the leading zeros its format writes; any other number exactly as stored
 * (never through a JavaScript number, so no digit of a long code is lost or rounded).
 */
export function numericCellText(stored: string, shape: NumberShape, date1904: boolean): string {
  if (shape === 'number' || stored === '') return stored;
  if (typeof shape === 'object') return /^\d+$/.test(stored) ? stored.padStart(shape.zeros, '0') : stored;
  return serialToIso(stored, shape, date1904) ?? stored;
}

/** Text of a workbook string with its `_xHHHH_` escapes (control characters such as `_x000D_`) read. */
export function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
