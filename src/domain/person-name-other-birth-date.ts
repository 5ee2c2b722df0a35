// A birth date, year or personal code written in the name beside another birthDate: which of the
// two is the person's only the client knows. REST's query rules tell it before the check and the
// check itself (services/persons.ts) for every caller, MCP's check_person among them.
import { personWithBirthDate } from './person-name-like.ts';
import { personWithBirthYear } from './person-birth-year.ts';
import { birthOutOfReach, CENTURY_OF_DIGIT, latvianCodeDay, personalCodeReading } from './personal-code-birth-date.ts';
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';
import { isValidCalendarDate, isNotAfterToday } from './dates.ts';
import { ageAfterName, ageOn } from './person-name-age.ts';
import { withoutPositionsAfter } from './person-name-position.ts';
import { balticCodeBirthDate, finnishCodeBirthDate } from './national-personal-codes.ts';

// A whole personal code among the name's words: Latvian (150384-12345), Finnish (131052-308T), or
// Estonian or Lithuanian (37605030299; not one beginning 32, which may be a Latvian code issued
// since 2017 written without its hyphen, one that gives no birth date).
const PERSONAL_CODE_WORD = /^(?:\d{6}-\d{5}|\d{6}[-+A-Y]\d{3}[0-9A-Y]|(?!32)\d{11})$/iu;

// A code typed or copied with spaces in it (`140375 - 12345`, `140375-1 ****`): read as one word.
const SPACED_HYPHEN = /(?<=(?<!\d)\d{6})\s*([-\u2010-\u2015\u2212])\s*(?=[\d*xX#\u2022\u00B7\u2026])/gu;
const SPACED_MASK = /(?<=(?<!\d)\d{6}[-\u2010-\u2015\u2212]\d{0,2})\s+(?=[*xX#\u2022\u00B7\u2026]{2,5}(?![\p{L}\d]))/gu;
const codeWords = (name: string) => name.replace(SPACED_HYPHEN, '$1').replace(SPACED_MASK, '').split(/[\s,;()]+/u);

/**
 * The first whole personal code among the name's words that gives a birth date for certain, with
 * that date, or the date it reads as where that is no birth the check lists (`outOfReach`).
 */
function codedBirthDateIn(name: string, now: Date): { code: string; birthDate: string; outOfReach: string | null } | null {
  for (const word of codeWords(name)) {
    if (!PERSONAL_CODE_WORD.test(word)) continue;
    const birthDate = personalCodeReading(word, now)?.birthDate ?? wholeCodeDate(word);
    if (birthDate !== null) return { code: word, birthDate, outOfReach: birthOutOfReach(birthDate, now) };
  }
  return null;
}

// The date a whole code reads as before it is asked whether that day has come: a Latvian code's
// century digit (0: 1800s, 1: 1900s, 2: 2000s), an Estonian or Lithuanian code passing its check,
// a Finnish one passing its own.
const LV_WHOLE = /^(\d{2})(\d{2})(\d{2})-?([012])\d{4}$/u;
function wholeCodeDate(word: string): string | null {
  const baltic = /^\d{11}$/u.test(word) ? balticCodeBirthDate(word) : null;
  if (baltic !== null) return baltic;
  const finnish = finnishCodeBirthDate(word);
  if (finnish !== null) return finnish;
  const latvian = LV_WHOLE.exec(word);
  if (latvian === null) return null;
  const [, dd, mm, yy, century] = latvian as unknown as [string, string, string, string, string];
  return latvianCodeDay(dd, mm, yy, century);
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

/** The first masked personal code among the name's words, with the birth it gives: the date where its century is left, else the day as DD.MM.YY. */
function maskedCodeIn(name: string): { code: string; yy: string; mm: string; dd: string; year: number | null } | null {
  for (const word of codeWords(name)) {
    if (!HAS_MASK.test(word)) continue;
    // Eleven characters may be either: the one giving a real day is read (`1403751****` is Latvian),
    // an Estonian or Lithuanian one of the 1800s (first digit 1 or 2) only where the Latvian gives none.
    const baltic = BALTIC_MASKED.exec(word);
    const latvian = LV_MASKED.exec(word);
    if (baltic !== null) {
      const [, g, yy, mm, dd] = baltic as unknown as [string, string, string, string, string];
      const year = 1800 + 100 * Math.floor((Number(g) - 1) / 2) + Number(yy);
      const latvianDay = latvian !== null && (isValidCalendarDate(2000 + Number(latvian[3]), Number(latvian[2]), Number(latvian[1]))
        || isValidCalendarDate(1900 + Number(latvian[3]), Number(latvian[2]), Number(latvian[1])));
      if (isValidCalendarDate(year, Number(mm), Number(dd)) && !(year < 1900 && latvianDay)) return { code: word, yy, mm, dd, year };
    }
    if (latvian === null) continue;
    const [, dd, mm, yy] = latvian as unknown as [string, string, string, string];
    if (!isValidCalendarDate(2000 + Number(yy), Number(mm), Number(dd)) && !isValidCalendarDate(1900 + Number(yy), Number(mm), Number(dd))) continue;
    const rest = latvian[4] ?? latvian[5]!;
    // The century digit is the first after the date, in a Latvian code of five after it.
    const century = rest.length === 5 ? CENTURY_OF_DIGIT[rest[0]!] : undefined;
    return { code: word, yy, mm, dd, year: century === undefined ? null : century + Number(yy) };
  }
  return null;
}

/**
 * The words told of a masked personal code in the name whose birth is not birthDate's: a masked
 * code (`Jānis Bērziņš 140375-1****`) was read past as no word of the name, so the person born on
 * birthDate was answered though the text the name came from says another birth, where the whole
 * code (`140375-12345`) was told, and one read as no birth the check lists (birthOutOfReach) is told
 * so. Null where the code's birth is birthDate's, or none is written.
 */
function maskedCodeOtherThan(name: string, birthDate: string, now: Date): { told: string; outOfReach: boolean } | null {
  const masked = maskedCodeIn(name);
  if (masked === null) return null;
  const { yy, mm, dd, year } = masked;
  const outOfReach = year === null ? null : birthOutOfReach(`${year}-${mm}-${dd}`, now);
  if (outOfReach !== null) return { told: noBirthDate(masked.code, `${year}-${mm}-${dd}`, outOfReach), outOfReach: true };
  const same = year !== null ? birthDate === `${year}-${mm}-${dd}` : birthDate.slice(2) === `${yy}-${mm}-${dd}`;
  if (same) return null;
  return { told: `${masked.code}, which gives the birth ${year !== null ? `date ${year}-${mm}-${dd}` : `day ${dd}.${mm}.${yy} (its century masked)`}`, outOfReach: false };
}

/** The words told of a code read as a day that is no birth the check lists (birthOutOfReach). */
const noBirthDate = (code: string, date: string, outOfReach: string) => `${code}, which gives no birth date: it reads as ${date}, ${outOfReach}`;

/**
 * A birth date (or year) written in the name that is not birthDate: `Sergejs Petrovs 1980-01-01`
 * with birthDate=1979-06-03 was answered for the person born in 1979, the name's date read past as
 * no word of the name, though the text the name was copied from says another person or another
 * date. Which of the two is the person's only the client knows: told, naming both. A date in the
 * name that is birthDate's (a row pasted whole) is read past as before.
 */
export function otherBirthDateInName(name: string, birthDate: string, words: ArgumentWords = QUERY_WORDS, now = new Date()): string | null {
  const coded = codedBirthDateIn(name, now);
  if (coded?.outOfReach) {
    return `holds a personal code, ${noBirthDate(coded.code, coded.birthDate, coded.outOfReach)}: `
      + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)';
  }
  if (coded !== null && coded.birthDate !== birthDate) {
    return `holds a personal code, ${coded.code}, which gives the birth date ${coded.birthDate}, other than ${words.given('birthDate', birthDate)}: `
      + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)';
  }
  const masked = coded === null ? maskedCodeOtherThan(name, birthDate, now) : null;
  if (masked !== null) {
    return `holds a personal code, ${masked.told}${masked.outOfReach ? '' : `, other than ${words.given('birthDate', birthDate)}`}: `
      + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)';
  }
  // An age is the person's as of a day the check does not know, so it is compared with birthDate
  // only where the person is not that old yet today (person-name-age.ts).
  const afterName = ageAfterName(name);
  // An age before a position after the name (`Jānis Bērziņš, 45 g., valdes loceklis`) is the person's too.
  const aged = afterName.age !== null ? afterName : ageAfterName(withoutPositionsAfter(name));
  if (aged.age !== null && aged.age > ageOn(birthDate, now)) {
    return `holds an age, ${aged.age}, more than the person born on ${words.given('birthDate', birthDate)} is today (${ageOn(birthDate, now)}): `
      + `send the name alone (${words.given('name', withoutPositionsAfter(aged.name).trim())}) and the person's birth date in birthDate`;
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
