// A birth date sent as the four countries write a date, day first with dots (`31.01.1980`, `1.2.1980`,
// the Latvian `31.01.1980.`; RIK's and the Finnish files write them so), or a personal code where a
// birth date goes: the refusal names the date to send, where the rule alone reads as if the digits
// were mistyped. Slashes are not read: `01/02/1980` is the first of February or the second of January.
// A year and month (`1980-01`, as UR itself publishes a beneficial owner's birth) or a year alone
// is told that the day is needed, and why: the check matches a register's year and month already.
// A date written year first otherwise (`1980.01.31`, `1980/01/31`, `19800131`) is told the date,
// and a date and time (`1980-01-31T00:00:00Z`, a client serializing a date value) the date alone.
import { isNotAfterToday, isValidCalendarDate } from './dates.ts';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';

const DAY_FIRST_DOTTED = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/;
// The year first, which no one writes otherwise, with dots or slashes (`1980.01.31`, `1980/1/31`),
// a hyphen but no zero (`1980-1-31`), or no separator (`19800131`, ISO 8601's basic form).
const YEAR_FIRST = /^(\d{4})(?:([./-])(\d{1,2})\2(\d{1,2})\.?|(\d{2})(\d{2}))$/;
// A date and time, as a client's serializer writes a date value (`1980-01-31T00:00:00.000Z`,
// `1980-01-31 00:00:00`): the time and zone are no part of a birth date.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** `YYYY-MM-DD` of a real day from 1850 that has come; null otherwise. */
function pastDate(year: number, month: number, day: number, now: Date): string | null {
  if (year < 1850 || !isValidCalendarDate(year, month, day)) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isNotAfterToday(iso, now) ? iso : null;
}

/** The rule a date written year first otherwise than YYYY-MM-DD is told; null for any other value. */
function yearFirstRule(value: string, now: Date): string | null {
  const m = YEAR_FIRST.exec(value);
  if (m === null) return null;
  const iso = pastDate(Number(m[1]), Number(m[3] ?? m[5]), Number(m[4] ?? m[6]), now);
  return iso === null ? null : `must be a birth date written YYYY-MM-DD; the date sent, read year first, is ${iso}: send birthDate=${iso}`;
}

/**
 * The rule a date and time is told. A time other than midnight may be a day off: a client that
 * turns a local midnight into UTC writes the birth day east of Greenwich as the day before
 * (`1979-12-31T22:00:00.000Z` for the 1st of January in Rīga), so from noon on the day after is
 * named too.
 */
function dateTimeRule(value: string, now: Date): string | null {
  const m = DATE_TIME.exec(value);
  if (m === null) return null;
  const iso = pastDate(Number(m[1]), Number(m[2]), Number(m[3]), now);
  if (iso === null) return null;
  const lead = 'must be a birth date alone, written YYYY-MM-DD, not a date and time';
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hour === 0 && minute === 0 && second === 0) return `${lead}: send birthDate=${iso}`;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  if (hour < 12 || !isNotAfterToday(next, now)) return `${lead}: send the day of birth alone, birthDate=${iso}`;
  return `${lead}; its time is not midnight, so it may be the midnight of ${next} east of UTC written as the day before: `
    + `send the day of birth alone, birthDate=${next} or birthDate=${iso}, whichever it is`;
}
const WITHOUT_DAY = /^(\d{4})(?:-(\d{2}))?$/;

/** The rule a year and month, or a year, is told; null for a value that is neither (or lies ahead). */
function withoutDayRule(value: string, now: Date): string | null {
  const m = WITHOUT_DAY.exec(value.trim());
  if (m === null) return null;
  const month = m[2] === undefined ? 1 : Number(m[2]);
  if (Number(m[1]) < 1850 || month < 1 || month > 12) return null;
  if (!isNotAfterToday(`${m[1]}-${String(month).padStart(2, '0')}-01`, now)) return null;
  const sent = m[2] === undefined ? 'a year alone' : 'a year and month';
  return `must be a whole birth date written YYYY-MM-DD; ${sent} gives no day: send the day too `
    + '(a register giving only the year and month of a birth is matched on any day of that month)';
}

/** The rule a birthDate written otherwise is told, with the date to send; null for any other value. */
export function birthDateWrittenOtherwiseRule(value: string, now = new Date()): string | null {
  const code = personalCodeAsBirthDateRule(value, now);
  if (code !== null) return code;
  const withoutDay = withoutDayRule(value, now);
  if (withoutDay !== null) return withoutDay;
  const written = yearFirstRule(value.trim(), now) ?? dateTimeRule(value.trim(), now);
  if (written !== null) return written;
  const m = DAY_FIRST_DOTTED.exec(value.trim());
  if (m === null) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isValidCalendarDate(year, month, day)) return null;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isNotAfterToday(iso, now)) return null;
  return `must be a birth date written YYYY-MM-DD; the date sent, read day first, is ${iso}: send birthDate=${iso}`;
}
