// Whether a text sent for a company could be a person's name: told where a person's companies are
// found (the REST person check), which no tool here answers, where a company's name is told only
// how to search again.
import { companyNameTokens, foldTokens } from './fold.ts';
import { monthNamedDate } from './birth-date-month-named.ts';
import { BORN_WORDS } from './born-words.ts';

/**
 * Whether a text that found no company, or was sent as a registration number, could be a person's
 * name, the only text the person hint (300 characters) helps: two to four words of letters (the person check needs a given name and a
 * surname), no digit, no legal form (`SIA`, `Oy`, `osaühing`), no quote marks. A company's name
 * mistyped (`SIA "Rigas Kokss"`, `Baltic 24`) was told it at length on every empty answer.
 */
export function couldBePersonName(query: string): boolean {
  if (/[\d"“”„«»&@/]/.test(query)) return false;
  const words = foldTokens(query);
  if (words.length < 2 || words.length > 4) return false;
  // A legal form's word or phrase is left out of a company's name tokens; a person's name has none.
  return companyNameTokens(query).length === words.length;
}

// A birth date as a person's name is written with it: ISO (1980-01-01) or year first otherwise
// (1980.01.01, 1980/01/01), day first (01.01.1980, 1/1/1980, 01-01-1980, the Latvian 01.01.1980.,
// the Russian 01.01.1980 г.), or with its month as a word in any of the languages
// birth-date-month-named.ts reads (`1 January 1980`, `Jan 1, 1980`, `1980. gada 1. janvārī`,
// `1 января 1980`, cut short: `1980. g. 1. janv.`, `1 янв. 1980 г.`), with words saying so (born-words.ts)
// and brackets or commas around. A one-letter one (s., b., f., g.) is read only right before the date
// and only where the rest is a name without it: it is as often a name's initial.
// The Latvian full stop after the year, the Estonian `a.` (aastal: `01.01.1980. a.`), the Russian
// year's mark (`г.`, `года`), not that of `г. р.` (год рождения).
// The Lithuanian year's `m.` (metai) after a whole date, as `1980 m.` is written (`1980-01-01 m.`), was
// kept in the name (`Jānis Bērziņš m.`); last in the text or before a bracket or comma only, as an
// `M.` before another word is an initial.
const LITHUANIAN_YEAR_MARK = String.raw`(?:\s?[mM]\.(?=\s*(?:$|[),;])))`;
const YEAR_MARK = String.raw`(?:\.?\s?(?:a\.|aastal)(?![\p{L}])|\.(?!\d)|\s?(?!г\.?\s?р)(?:г\.?|года)(?![\p{L}])|${LITHUANIAN_YEAR_MARK})?`;
const YEAR_FIRST_DATE = new RegExp(String.raw`(?<!\d[./-]?)(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?:\.(?!\d))?${LITHUANIAN_YEAR_MARK}?(?![\d/-])`, 'u');
const DAY_FIRST_DATE = new RegExp(String.raw`(?<!\d[./-]?)(\d{1,2})([./-])(\d{1,2})\2(\d{4})${YEAR_MARK}(?![\d/-])`, 'u');
const BORN = new RegExp(String.raw`(?<![\p{L}.])(?:${BORN_WORDS})(?![\p{L}])`, 'giu');
const INITIAL_BORN = /(?<![\p{L}.])[sbfg]\.[\s(]*$/iu;
// At most as many words as a month-named date writes (`1980 m. sausio 1 d.`, `the 1st of January, 1980`).
const MONTH_NAMED_WORDS = 6;

/** A date within a text: where it is and its ISO form. */
interface DateInText { start: number; end: number; date: string }

/** `YYYY-MM-DD` of a real day from 1900 that has come, null otherwise. */
function birthDateOf(year: number, month: number, day: number): string | null {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date || year < 1900 || parsed > new Date()) return null;
  return date;
}

/** A date written in digits alone, year first or day first. */
function numericDateIn(text: string): DateInText | null {
  const yearFirst = YEAR_FIRST_DATE.exec(text);
  const dayFirst = yearFirst ? null : DAY_FIRST_DATE.exec(text);
  const found = yearFirst ?? dayFirst;
  if (!found) return null;
  const [year, month, day] = yearFirst ? [found[1], found[3], found[4]] : [found[4], found[3], found[1]];
  const date = birthDateOf(Number(year), Number(month), Number(day));
  return date === null ? null : { start: found.index, end: found.index + found[0].length, date };
}

/** A day written in digits within a text: where it is, as written. */
export interface DayWritten { start: number; end: number; written: string }

const YEAR_FIRST_DATES = new RegExp(YEAR_FIRST_DATE.source, 'gu');
const DAY_FIRST_DATES = new RegExp(DAY_FIRST_DATE.source, 'gu');

/**
 * The real days of the years 1900 to 2199 a text writes in digits, year first or day first, in
 * the forms a birth date is read in (`2026-11-15`, `15.11.2026`, `15.11.2026.`), in their order:
 * an invoice's or a contract's date copied with a company's name (an invoice's due date is ahead).
 * One rule for the search, which leaves them out, and for a lookup told a line's number is a date.
 */
export function daysWritten(text: string): DayWritten[] {
  const found: DayWritten[] = [];
  for (const [pattern, yearFirst] of [[YEAR_FIRST_DATES, true], [DAY_FIRST_DATES, false]] as const) {
    for (const m of text.matchAll(pattern)) {
      const [year, month, day] = yearFirst ? [m[1]!, m[3]!, m[4]!] : [m[4]!, m[3]!, m[1]!];
      if (Number(year) < 1900 || Number(year) > 2199 || !isRealDay(Number(year), Number(month), Number(day))) continue;
      const start = m.index;
      if (!found.some((f) => start < f.end && f.start < start + m[0].length)) found.push({ start, end: start + m[0].length, written: m[0] });
    }
  }
  return found.sort((x, y) => x.start - y.start);
}

/**
 * The text with the days it writes in digits left out (`Tallinna Ehitus OÜ 2026-11-15`, `SIA Rīgas
 * Koks, rēķins 15.11.2026`), as one line; null where it writes none. The search read a date's digits
 * as numbers, and found the names and addresses holding `11` and `15` (`Rīgas Attīstības Fonds 11`
 * for Rīgas Koks).
 */
export function textWithoutDate(text: string): string | null {
  const days = daysWritten(text);
  if (days.length === 0) return null;
  let rest = '';
  let at = 0;
  for (const day of days) {
    rest += text.slice(at, day.start) + ' ';
    at = day.end;
  }
  return (rest + text.slice(at)).replace(/\s+/g, ' ').trim();
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The dates whose month is a word: each run of the text's words that birth-date-month-named.ts
 * reads as a date with its day (the one rule for such dates, the person check's own), the longest
 * first, the first of equals. A longer run holds a word beside the date that a shorter one leaves to
 * the name (`Jānis A. 1 Jan 1980`: `A.` is the Estonian year's `a.` and the name's initial). Only a
 * text holding a year's four digits is read.
 */
function monthNamedDatesIn(text: string): DateInText[] {
  if (!/\d{4}/.test(text)) return [];
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const found: Array<DateInText & { words: number }> = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = Math.min(words.length, i + MONTH_NAMED_WORDS); j > i; j--) {
      const parts = monthNamedDate(text.slice(words[i]!.start, words[j - 1]!.end));
      const date = parts === null ? null : birthDateOf(parts.year, parts.month, parts.day);
      if (date !== null) found.push({ start: words[i]!.start, end: words[j - 1]!.end, date, words: j - i });
    }
  }
  // Stable: of equal length, the first in the text.
  return found.sort((a, b) => b.words - a.words).map(({ start, end, date }) => ({ start, end, date }));
}

/** The text with the date and the words saying it is a birth date left out, as one line. */
function nameBeside(text: string, found: DateInText, initialBorn: boolean): string {
  const before = text.slice(0, found.start);
  return ((initialBorn ? before.replace(INITIAL_BORN, ' ') : before) + ' ' + text.slice(found.end))
    .replace(BORN, ' ').replace(/[(),;:]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A person's name written with a birth date (`Jānis Bērziņš 1980-01-01`, `Jānis Bērziņš, born
 * 01.01.1980`, `Jānis Bērziņš, born 1 January 1980`): the name and the date in ISO form, or null
 * where the text is not one. A model asked which companies a person is tied to sends both as a
 * regcode or a search query: the date was read as a number (`As a Finnish business ID, 1980010-1
 * has a wrong check digit`) or the text told to try fewer words, where the person check, which
 * takes the two, answers it. A date with its month as a word was read so (`born 1 January 1980`
 * searched for `1`, and listed `Cēsu Kultūras Biedrība 19`).
 */
export function personWithBirthDate(text: string): { name: string; birthDate: string } | null {
  const numeric = numericDateIn(text);
  for (const found of numeric === null ? monthNamedDatesIn(text) : [numeric]) {
    // `Jānis Bērziņš s. 1.1.1980`: the `s.` of syntynyt or sündinud, unless the name needs it (`Jānis B.`).
    for (const initialBorn of INITIAL_BORN.test(text.slice(0, found.start)) ? [true, false] : [false]) {
      const name = nameBeside(text, found, initialBorn);
      if (couldBePersonName(name)) return { name, birthDate: found.date };
    }
  }
  return null;
}

/**
 * The person check's request for a person's name, with its birth date where one was given, as a
 * client sends it: `/api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01`.
 * Without one, `birthDate=YYYY-MM-DD` is left to fill in, as the check takes no name alone.
 */
export function personCheckPath(person: { name: string; birthDate?: string }): string {
  return `/api/public/v1/persons/check?name=${encodeURIComponent(person.name)}&birthDate=${person.birthDate ?? 'YYYY-MM-DD'}`;
}
