// Reading single values the way the Estonian files write them: registry codes that JSON dumps
// turn into numbers, Estonian number formats (`22 353,85`), personal codes that carry a birth date.
import { createHash } from 'node:crypto';
import { balticCodeBirthDate } from '../../domain/national-personal-codes.ts';
import type { Rejected } from '../source.ts';

/** Where RIK publishes its daily dumps, each zipped (`<file>.zip`). */
export const RIK_FILES = 'https://avaandmed.ariregister.rik.ee/sites/default/files/avaandmed/';

/** A trimmed string, or null for a missing or blank value. Numbers become their text. */
export function text(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return s === '' ? null : s;
}

/**
 * An 8-digit RIK registry code. The JSON dumps write `ariregistri_kood` as a number, which drops
 * a leading zero, so numbers are padded back to 8 digits; text must already be 8 digits.
 */
export function eeRegcode(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value <= 0 || value > 99_999_999) return null;
    return String(value).padStart(8, '0');
  }
  const s = text(value);
  return s !== null && /^\d{8}$/.test(s) ? s : null;
}

/** The rejection of a row whose registry code is not one. */
export function notARegcode(column: string, value: unknown): Rejected {
  return { reject: `${column} is not an 8-digit registry code: ${JSON.stringify(value ?? null)}` };
}

/**
 * A number in any of the forms the files use: JSON numbers, `12000.0` (RIK report elements),
 * `22 353,85` and `1 234,5` (EMTA, with spaces or no-break spaces between thousands).
 * Null for a blank value, NaN for text that is not a number (the caller decides: reject or skip).
 */
export function amount(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  let s = value.replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    // Both separators: the later one is the decimal mark, the other groups thousands.
    s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (comma >= 0) {
    s = s.replace(',', '.');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return Number.NaN;
  return Number(s);
}

/**
 * The birth date an Estonian personal code (isikukood `GYYMMDDSSSC`) carries: G gives the
 * century (1–2: 1800s, 3–4: 1900s, 5–6: 2000s). Dumps before November 2024 still publish the
 * codes; the code itself is never stored, only the date it encodes.
 */
export function birthDateFromPersonalCode(value: unknown): string | null {
  const s = text(value);
  return s === null ? null : balticCodeBirthDate(s);
}

/**
 * What the store keeps of RIK's hash of a person's personal code (`isikukood_hash`, on the person
 * rows since the codes left open data): a SHA-256 of it, domain-separated and cut to 128 bits, the
 * same for every row of one person and for no other. Not the hash itself, so the store holds no
 * identifier another copy of RIK's files could be joined on; it is never served either: the
 * person check only numbers the candidates of one answer by it (services/persons.ts). Null when
 * the row gives none.
 */
export function personGroupOf(value: unknown): string | null {
  const hash = text(value);
  if (hash === null) return null;
  return createHash('sha256').update(`ee.isikukood_hash\u001f${hash}`).digest('base64url').slice(0, 22);
}
