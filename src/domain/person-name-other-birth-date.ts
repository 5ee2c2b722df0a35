// A birth date, year or personal code written in the name beside another birthDate: which of the
// two is the person's only the client knows. REST's query rules tell it before the check and the
// check itself (services/persons.ts) for every caller, MCP's check_person among them.
import { personWithBirthDate } from './person-name-like.ts';
import { personWithBirthYear } from './person-birth-year.ts';
import { personalCodeReading } from './personal-code-birth-date.ts';
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';

// A whole personal code among the name's words: Latvian (150384-12345), Finnish (131052-308T), or
// Estonian or Lithuanian (37605030299; not one beginning 32, which may be a Latvian code issued
// since 2017 written without its hyphen, one that gives no birth date).
const PERSONAL_CODE_WORD = /^(?:\d{6}-\d{5}|\d{6}[-+A-Y]\d{3}[0-9A-Y]|(?!32)\d{11})$/iu;

/** The first whole personal code among the name's words that gives a birth date for certain, with that date. */
function codedBirthDateIn(name: string): { code: string; birthDate: string } | null {
  for (const word of name.split(/[\s,;()]+/u)) {
    if (!PERSONAL_CODE_WORD.test(word)) continue;
    const birthDate = personalCodeReading(word)?.birthDate ?? null;
    if (birthDate !== null) return { code: word, birthDate };
  }
  return null;
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
