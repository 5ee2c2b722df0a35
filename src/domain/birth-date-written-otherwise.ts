// A birth date sent as the four countries write a date, day first with dots (`31.01.1980`, `1.2.1980`,
// the Latvian `31.01.1980.`; RIK's and the Finnish files write them so), or a personal code where a
// birth date goes: the refusal names the date to send, where the rule alone reads as if the digits
// were mistyped. Slashes are not read: `01/02/1980` is the first of February or the second of January.
import { isNotAfterToday, isValidCalendarDate } from './dates.ts';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';

const DAY_FIRST_DOTTED = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/;

/** The rule a birthDate written otherwise is told, with the date to send; null for any other value. */
export function birthDateWrittenOtherwiseRule(value: string, now = new Date()): string | null {
  const code = personalCodeAsBirthDateRule(value, now);
  if (code !== null) return code;
  const m = DAY_FIRST_DOTTED.exec(value.trim());
  if (m === null) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isValidCalendarDate(year, month, day)) return null;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isNotAfterToday(iso, now)) return null;
  return `must be a birth date written YYYY-MM-DD; the date sent, read day first, is ${iso}: send birthDate=${iso}`;
}
