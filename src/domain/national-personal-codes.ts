// The birth dates the personal codes of Estonia, Lithuania and Finland carry. The importers read
// an Estonian code of an older RIK dump for its date (importers/ee/values.ts); the person
// endpoints read one sent where a birth date goes, to name the date in their 400
// (personal-code-birth-date.ts). A code is taken only where its check character agrees, so
// eleven digits of another kind (a Latvian code without its hyphen) are not read as one.
import { isValidCalendarDate } from './dates.ts';

const BALTIC_CODE_WEIGHTS = [[1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]] as const;

/**
 * The check digit of `body`, the digits before it (ten of a personal code, seven of an Estonian
 * registry code, which RIK checks the same way): modulo 11 by the first weights, by the second
 * where that gives 10, and 0 where both do.
 */
export function balticCheckDigit(body: string): number {
  for (const weights of BALTIC_CODE_WEIGHTS) {
    let sum = 0;
    for (let i = 0; i < body.length; i++) sum += Number(body[i]) * weights[i]!;
    const r = sum % 11;
    if (r !== 10) return r;
  }
  return 0;
}

/**
 * The birth date an Estonian isikukood or a Lithuanian asmens kodas (`GYYMMDDSSSC`, one form and
 * one check digit in both) carries: G gives the century (1–2: 1800s, 3–4: 1900s, 5–6: 2000s).
 * Null for anything else, a wrong check digit included.
 */
export function balticCodeBirthDate(code: string): string | null {
  if (!/^[1-6]\d{10}$/.test(code) || balticCheckDigit(code.slice(0, 10)) !== Number(code[10])) return null;
  const year = 1800 + Math.floor((Number(code[0]) - 1) / 2) * 100 + Number(code.slice(1, 3));
  if (!isValidCalendarDate(year, Number(code.slice(3, 5)), Number(code.slice(5, 7)))) return null;
  return `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
}

// The Finnish henkilötunnus `DDMMYYCZZZQ`: C the century sign, ZZZ the individual number, Q the
// check character of the nine digits modulo 31.
const FINNISH_CODE = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/i;
const FINNISH_CENTURY: Record<string, number> = {
  '+': 1800, '-': 1900, U: 1900, V: 1900, W: 1900, X: 1900, Y: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000,
};
const FINNISH_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** The birth date a Finnish personal identity code (henkilötunnus, `131052-308T`) carries; null for anything else. */
export function finnishCodeBirthDate(code: string): string | null {
  const m = FINNISH_CODE.exec(code);
  if (!m) return null;
  const [, dd, mm, yy, sign, individual, check] = m as unknown as [string, string, string, string, string, string, string];
  if (FINNISH_CHECK[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check.toUpperCase()) return null;
  const year = FINNISH_CENTURY[sign.toUpperCase()]! + Number(yy);
  return isValidCalendarDate(year, Number(mm), Number(dd)) ? `${year}-${mm}-${dd}` : null;
}
