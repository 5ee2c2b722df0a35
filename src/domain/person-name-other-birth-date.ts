// A birth date, year or personal code written in the name beside another birthDate: which of the
// two is the person's only the client knows. REST's query rules tell it before the check and the
// check itself (services/persons.ts) for every caller, MCP's check_person among them.
import { personWithBirthDate } from './person-name-like.ts';
import { personWithBirthYear } from './person-birth-year.ts';
import { personalCodeReading } from './personal-code-birth-date.ts';
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';
import { isValidCalendarDate } from './dates.ts';

// A whole personal code among the name's words: Latvian (150384-12345), Finnish (131052-308T), or
// Estonian or Lithuanian (37605030299; not one beginning 32, which may be a Latvian code issued
// since 2017 written without its hyphen, one that gives no birth date).
const PERSONAL_CODE_WORD = /^(?:\d{6}-\d{5}|\d{6}[-+A-Y]\d{3}[0-9A-Y]|(?!32)\d{11})$/iu;

// A code typed or copied with spaces in it (`140375 - 12345`, `140375-1 ****`): read as one word.
const SPACED_HYPHEN = /(?<=(?<!\d)\d{6})\s*([-\u2010-\u2015\u2212])\s*(?=[\d*xX#\u2022\u00B7\u2026])/gu;
const SPACED_MASK = /(?<=(?<!\d)\d{6}[-\u2010-\u2015\u2212]\d{0,2})\s+(?=[*xX#\u2022\u00B7\u2026]{2,5}(?![\p{L}\d]))/gu;
const codeWords = (name: string) => name.replace(SPACED_HYPHEN, '$1').replace(SPACED_MASK, '').split(/[\s,;()]+/u);

/** The first whole personal code among the name's words that gives a birth date for certain, with that date. */
function codedBirthDateIn(name: string): { code: string; birthDate: string } | null {
  for (const word of codeWords(name)) {
    if (!PERSONAL_CODE_WORD.test(word)) continue;
    const birthDate = personalCodeReading(word)?.birthDate ?? null;
    if (birthDate !== null) return { code: word, birthDate };
  }
  return null;
}

// A personal code among the name's words with its last digits masked, as registers' extracts and
// documents print one (`140375-1****`, `140375-*****`, `1403751****`, Estonian or Lithuanian
// `4750314****`, Finnish `140375-****`): it gives the birth's day, month and year's last two digits,
// and the century where a digit left says it (Latvian `0`, `1`, `2` after the hyphen; the Estonian and
// Lithuanian first digit). A mask is `*`, `x`, `#`, `•`, `·` or `…`, one at least.
const MASK = '[*xX#\u2022\u00B7\u2026]';
const LV_MASKED = new RegExp(`^(\\d{2})(\\d{2})(\\d{2})(?:[-\u2010-\u2015\u2212+A-FU-Y]((?:\\d|${MASK}){3,5})|((?:\\d|${MASK}){5}))$`, 'u');
const BALTIC_MASKED = new RegExp(`^([1-6])(\\d{2})(\\d{2})(\\d{2})((?:\\d|${MASK}){4})$`, 'u');
const HAS_MASK = new RegExp(MASK, 'u');
const CENTURY_OF_LV_DIGIT: Record<string, number> = { 0: 1800, 1: 1900, 2: 2000 };

/** The first masked personal code among the name's words, with the birth it gives: the date where its century is left, else the day as DD.MM.YY. */
function maskedCodeIn(name: string): { code: string; yy: string; mm: string; dd: string; year: number | null } | null {
  for (const word of codeWords(name)) {
    if (!HAS_MASK.test(word)) continue;
    // Eleven characters may be either: the one giving a real day is read (`1403751****` is Latvian).
    const baltic = BALTIC_MASKED.exec(word);
    if (baltic !== null) {
      const [, g, yy, mm, dd] = baltic as unknown as [string, string, string, string, string];
      const year = 1800 + 100 * Math.floor((Number(g) - 1) / 2) + Number(yy);
      if (isValidCalendarDate(year, Number(mm), Number(dd))) return { code: word, yy, mm, dd, year };
    }
    const latvian = LV_MASKED.exec(word);
    if (latvian === null) continue;
    const [, dd, mm, yy] = latvian as unknown as [string, string, string, string];
    if (!isValidCalendarDate(2000 + Number(yy), Number(mm), Number(dd)) && !isValidCalendarDate(1900 + Number(yy), Number(mm), Number(dd))) continue;
    const rest = latvian[4] ?? latvian[5]!;
    // The century digit is the first after the date, in a Latvian code of five after it.
    const century = rest.length === 5 ? CENTURY_OF_LV_DIGIT[rest[0]!] : undefined;
    return { code: word, yy, mm, dd, year: century === undefined ? null : century + Number(yy) };
  }
  return null;
}

/**
 * The words told of a masked personal code in the name whose birth is not birthDate's: a masked
 * code (`Jānis Bērziņš 140375-1****`) was read past as no word of the name, so the person born on
 * birthDate was answered though the text the name came from says another birth, where the whole
 * code (`140375-12345`) was told. Null where the code's birth is birthDate's, or none is written.
 */
function maskedCodeOtherThan(name: string, birthDate: string): string | null {
  const masked = maskedCodeIn(name);
  if (masked === null) return null;
  const { yy, mm, dd, year } = masked;
  const same = year !== null ? birthDate === `${year}-${mm}-${dd}` : birthDate.slice(2) === `${yy}-${mm}-${dd}`;
  if (same) return null;
  return `${masked.code}, which gives the birth ${year !== null ? `date ${year}-${mm}-${dd}` : `day ${dd}.${mm}.${yy} (its century masked)`}`;
}

/**
 * A birth date (or year) written in the name that is not birthDate: `Sergejs Petrovs 1980-01-01`
 * with birthDate=1979-06-03 was answered for the person born in 1979, the name's date read past as
 * no word of the name, though the text the name was copied from says another person or another
 * date. Which of the two is the person's only the client knows: told, naming both. A date in the
 * name that is birthDate's (a row pasted whole) is read past as before.
 */
export function otherBirthDateInName(name: string, birthDate: string, words: ArgumentWords = QUERY_WORDS): string | null {
  const coded = codedBirthDateIn(name);
  if (coded !== null && coded.birthDate !== birthDate) {
    return `holds a personal code, ${coded.code}, which gives the birth date ${coded.birthDate}, other than ${words.given('birthDate', birthDate)}: `
      + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)';
  }
  const masked = coded === null ? maskedCodeOtherThan(name, birthDate) : null;
  if (masked !== null) {
    return `holds a personal code, ${masked}, other than ${words.given('birthDate', birthDate)}: `
      + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)';
  }
  const whole = personWithBirthDate(name);
  if (whole !== null) {
    return whole.birthDate === birthDate ? null
      : `holds a birth date, ${whole.birthDate}, other than ${words.given('birthDate', birthDate)}: send the name alone (${words.given('name', whole.name)}) and the person's birth date in birthDate`;
  }
  const year = personWithBirthYear(name);
  // `1980-MM-DD` or `1971-03-DD`: the year, and the month where the name gives it.
  const written = year?.birthDate.split('-').filter((part) => /^\d+$/u.test(part)).join('-');
  if (year === null || written === undefined || birthDate.startsWith(written)) return null;
  return `holds ${written.includes('-') ? 'a month' : 'a year'} of birth, ${written}, other than ${words.given('birthDate', birthDate)}'s: send the name alone (${words.given('name', year.name)}) and the person's birth date in birthDate`;
}
