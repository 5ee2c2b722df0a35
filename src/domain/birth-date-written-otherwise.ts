// A birth date sent as the four countries write a date, day first with dots (`31.01.1980`, `1.2.1980`,
// the Latvian `31.01.1980.`; RIK's and the Finnish files write them so), or a personal code where a
// birth date goes: the refusal names the date to send, where the rule alone reads as if the digits
// were mistyped. Slashes are not read: `01/02/1980` is the first of February or the second of January.
// A year and month (`1980-01`, as UR itself publishes a beneficial owner's birth) or a year alone
// is told that the day is needed, and why: the check matches a register's year and month already.
import { isNotAfterToday, isValidCalendarDate } from './dates.ts';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';

const DAY_FIRST_DOTTED = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/;
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
  const m = DAY_FIRST_DOTTED.exec(value.trim());
  if (m === null) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isValidCalendarDate(year, month, day)) return null;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isNotAfterToday(iso, now)) return null;
  return `must be a birth date written YYYY-MM-DD; the date sent, read day first, is ${iso}: send birthDate=${iso}`;
}
