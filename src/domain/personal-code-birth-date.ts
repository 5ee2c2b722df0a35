// A Latvian personal code sent where a birth date goes (`010180-12345`, `010180-*****`): a form
// asking for the birth date of a person whose register entry shows the masked code invites it.
// The code is no date, but its first six digits are the birth day (DDMMYY) and the digit after
// the hyphen the century (0: 1800s, 1: 1900s, 2: 2000s), so the refusal can name the date meant.
// The code itself is never repeated in the message: it is personal data.
// An Estonian, Lithuanian or Finnish personal code is told so too, with the date it carries.
import { isValidCalendarDate, isNotAfterToday } from './dates.ts';
import { balticCodeBirthDate, finnishCodeBirthDate } from './national-personal-codes.ts';
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';

// The check lists no one born before 1900 and no one born on a day still to come: a code read as
// such a day (`140375-2****`, its century digit `2` read as 2075; `010180-02345`, 1880) gives no
// birth date, a typo of the century digit or of the code, and is told so rather than told as the
// birth it cannot be, whether sent as birthDate or in the name (person-name-other-birth-date.ts).
const EARLIEST_BIRTH = '1900-01-01';

/** Why a day a code reads as is no birth the check lists; null where it is one. */
export function birthOutOfReach(date: string, now: Date): string | null {
  if (!isNotAfterToday(date, now)) return 'a day still to come';
  return date < EARLIEST_BIRTH ? 'before 1900, when no one the registers list was born' : null;
}

/**
 * What a code sent as birthDate is told of the day it reads as (`sent`, the words naming it): the
 * birth date to send, or, where that day is no birth the check lists, that it gives none.
 */
function dayTold(sent: string, date: string, now: Date, words: ArgumentWords): PersonalCodeReading {
  const outOfReach = birthOutOfReach(date, now);
  return outOfReach === null
    ? { rule: `${sent} encodes the birth date ${date}: send ${words.given('birthDate', date)}`, birthDate: date }
    : { rule: `${sent} gives no birth date: it reads as ${date}, ${outOfReach}: send the person's birth date, written YYYY-MM-DD`, birthDate: null };
}

/** A Latvian personal code's century digit, the first after its hyphen: 0 the 1800s, 1 the 1900s, 2 the 2000s. */
export const CENTURY_OF_DIGIT: Readonly<Record<string, number>> = { '0': 1800, '1': 1900, '2': 2000 };

/** The day a Latvian code's DD, MM, YY and century digit give, YYYY-MM-DD; null where they give no real day (come or not). */
export function latvianCodeDay(dd: string, mm: string, yy: string, centuryDigit: string): string | null {
  const century = CENTURY_OF_DIGIT[centuryDigit];
  if (century === undefined) return null;
  const year = century + Number(yy);
  return isValidCalendarDate(year, Number(mm), Number(dd)) ? `${year}-${mm}-${dd}` : null;
}

// DDMMYY, a hyphen (any dash, or a space), then five characters, digits or a mask (`*`, `x`, `•`).
// Without the hyphen, a masked code, or eleven digits (`01018012345`, as a bank's or an e-service's
// form takes the code) read as one only where the six give a real day and the seventh a century:
// an Estonian or Lithuanian code (`37605030299`) begins with its century digit, so one read so is
// of a person born before 1902, and one passing its own check is told both readings.
const MASK = '[*xX\u2022\u00B7]';
const LV_PERSONAL_CODE = new RegExp(`^(\\d{2})(\\d{2})(\\d{2})(?:\\s*[-\u2010-\u2015\u2212 ]\\s*(\\d|${MASK})[\\d*xX\u2022\u00B7]{4}|(${MASK})${MASK}{4})$`);
const LV_PERSONAL_CODE_DIGITS = /^(\d{2})(\d{2})(\d{2})([012])\d{4}$/;
// Codes issued since July 2017 begin with 32 and hold no date.
const LV_CODE_WITHOUT_DATE = /^32\d{4}\s*[-\u2010-\u2015\u2212 ]?\s*[\d*xX\u2022\u00B7]{5}$/;

// The longest text read as a code: a code with a few spaces about its hyphen (`010180 - 12345`)
// is 14 characters. The patterns take any spaces about the hyphen, and a space may be read by
// either \s* or the hyphen's class, so a birthDate of thousands of spaces between the date and a
// hyphen was tried in quadratic time: a 16 KB request line held the server for seconds.
const MAX_CODE_LENGTH = 24;

const NOT_A_CODE = 'must be a birth date written YYYY-MM-DD, not a Latvian personal code (DDMMYY-CNNNN)';
const NO_DATE_SINCE_2017 = 'beginning 32 (issued since July 2017) holds no birth date';

/**
 * The rule a birthDate that is a personal code is told, with the date the code encodes: a Latvian
 * one (or the dates it may mean when its century digit is masked), an Estonian or Lithuanian one,
 * a Finnish one; null when the value is no such code, or longer than any code is written.
 */
export function personalCodeAsBirthDateRule(value: string, now = new Date(), words: ArgumentWords = QUERY_WORDS): string | null {
  return personalCodeReading(value, now, words)?.rule ?? null;
}

/** A personal code's rule and the one birth date it gives for certain (null where it gives none, or two). */
export type PersonalCodeReading = { rule: string; birthDate: string | null };

/**
 * The rule above with the birth date the code gives for certain, for a lookup that names the
 * person check with it (services/regcode-sent-reading.ts); null when the value is no such code.
 */
export function personalCodeReading(value: string, now = new Date(), words: ArgumentWords = QUERY_WORDS): PersonalCodeReading | null {
  const text = value.trim();
  if (text.length > MAX_CODE_LENGTH) return null;
  const latvian = latvianCodeRule(text, now, words);
  const other = otherCodeReading(text);
  const otherTold = other === null ? null
    : dayTold(`must be a birth date written YYYY-MM-DD, not a personal code; the code sent, read as ${other.code},`, other.date, now, words);
  if (otherTold === null || otherTold.birthDate === null) {
    // Eleven digits an Estonian code of no birth the check lists (the 1800s) and a Latvian code of
    // a birth are the Latvian code, as a masked code in the name is read (person-name-other-birth-date.ts).
    const asLatvian = latvian ?? latvianDigitsRule(text, now, words) ?? latvianCodeBegunRule(text, now, words);
    return otherTold === null || asLatvian?.birthDate != null ? asLatvian : otherTold;
  }
  // Eleven digits beginning 32 are an Estonian code of the 1920s or a Latvian one issued since
  // 2017 typed without its hyphen, and eleven digits of a real day an Estonian code of the 1900s
  // or a Latvian one (a Finnish one is eleven characters with its sign): both readings are told.
  const digitsDay = latvian === null ? latvianDigitsDay(text) : null;
  const digitsDate = digitsDay !== null && birthOutOfReach(digitsDay, now) === null ? digitsDay : null;
  const asLatvian = latvian !== null ? `; read as a Latvian personal code, one ${NO_DATE_SINCE_2017}`
    : digitsDate !== null ? `; read as a Latvian personal code without its hyphen, the birth date ${digitsDate}` : '';
  return {
    rule: `${otherTold.rule}${asLatvian}`,
    birthDate: otherTold.birthDate,
  };
}

/**
 * An Estonian or Lithuanian personal code (`37605030299`), or a Finnish one (`131052-308T`), with
 * the day it carries (come or not); null for anything else.
 */
function otherCodeReading(text: string): { code: string; date: string } | null {
  const baltic = balticCodeBirthDate(text);
  if (baltic !== null) return { code: 'an Estonian or Lithuanian personal code', date: baltic };
  const finnish = finnishCodeBirthDate(text.replace(/[\u2010-\u2015\u2212]/g, '-'));
  return finnish !== null ? { code: 'a Finnish personal identity code', date: finnish } : null;
}

/**
 * The day of eleven digits read as a Latvian personal code typed without its hyphen: the day,
 * month and year, then the century digit (0: 1800s, 1: 1900s, 2: 2000s), come or not; null where
 * they give no real day.
 */
function latvianDigitsDay(text: string): string | null {
  const m = LV_PERSONAL_CODE_DIGITS.exec(text);
  if (!m) return null;
  const [, dd, mm, yy, century] = m as unknown as [string, string, string, string, string];
  return latvianCodeDay(dd, mm, yy, century);
}

/** The rule for eleven digits read as a Latvian personal code without its hyphen; null where they are none. */
function latvianDigitsRule(text: string, now: Date, words: ArgumentWords): PersonalCodeReading | null {
  const day = latvianDigitsDay(text);
  return day === null ? null : dayTold(`${NOT_A_CODE}; the code sent, read as one typed without its hyphen,`, day, now, words);
}

// The first part of a Latvian code alone, as a person's entry shows it before the masked rest or
// a form's field cut it (`010180`, `010180-1`, `010180-`): its date, with the century digit where
// it is given. Six digits alone are read so only as a real day.
const LV_CODE_BEGUN = /^(\d{6})(?:\s*[-‐-―−]\s*(\d?)\d{0,3})?$/;

/** The rule for the first part of a Latvian personal code alone; null when the value is none. */
function latvianCodeBegunRule(text: string, now: Date, words: ArgumentWords): PersonalCodeReading | null {
  const m = LV_CODE_BEGUN.exec(text);
  if (!m) return null;
  const century = m[2] === undefined || m[2] === '' ? '*' : m[2];
  const reading = latvianCodeRule(`${m[1]}-${century}****`, now, words, true);
  return reading === null || reading.rule === NOT_A_CODE ? null : reading;
}

/** The rule for a Latvian personal code (`begun`: its first part alone); null when the value is no such code. */
function latvianCodeRule(text: string, now: Date, words: ArgumentWords, begun = false): PersonalCodeReading | null {
  const told = (rule: string, birthDate: string | null = null): PersonalCodeReading => ({ rule, birthDate });
  if (LV_CODE_WITHOUT_DATE.test(text)) return told(`${NOT_A_CODE}; a code ${NO_DATE_SINCE_2017}`);
  const sent = begun ? 'the first part of a code sent' : 'the code sent';
  const m = LV_PERSONAL_CODE.exec(text);
  if (!m) return null;
  const [, dd, mm, yy] = m as unknown as [string, string, string, string];
  const centuryDigit = m[4] ?? m[5]!;
  const century = CENTURY_OF_DIGIT[centuryDigit];
  const dateIn = (start: number) => {
    const year = start + Number(yy);
    return isValidCalendarDate(year, Number(mm), Number(dd)) ? `${year}-${mm}-${dd}` : null;
  };
  if (century !== undefined) {
    const date = dateIn(century);
    return date === null ? told(NOT_A_CODE) : dayTold(`${NOT_A_CODE}; ${sent}`, date, now, words);
  }
  if (/\d/.test(centuryDigit)) return told(NOT_A_CODE);
  // The century digit is masked: the day and month are known, the century is not.
  const candidates = [dateIn(1900), dateIn(2000)].filter((d): d is string => d !== null && isNotAfterToday(d, now));
  if (candidates.length === 0) return told(NOT_A_CODE);
  const masks = begun ? 'holds no century digit' : 'masks its century digit';
  return told(`${NOT_A_CODE}; ${sent} ${masks}, so it gives ${dd}.${mm}.${yy} without the century: `
    + `send the birth date as YYYY-MM-DD, ${candidates.join(' or ')}${candidates.length > 1 ? ', whichever is the person\'s' : ' if born in the 1900s'}`);
}
