// A birth date sent as the four countries write a date, day first with dots (`31.01.1980`, `1.2.1980`,
// the Latvian `31.01.1980.`; RIK's and the Finnish files write them so), or a personal code where a
// birth date goes: the refusal names the date to send, where the rule alone reads as if the digits
// were mistyped. A date with slashes (`05/11/1961`) is the fifth of November day first, as Europe
// writes it, and the eleventh of May month first, as the US does: it is told both dates where both
// are real (`1/1/1980` the one it is either way), and the one that is where the other is not.
// A year and month (`1980-01`, as UR itself publishes a beneficial owner's birth, or as a form takes
// it, `01.1980`, `Jan 1980`) or a year alone is told that the day is needed, the form to send it in,
// and why: the check matches a register's year and month already.
// A date written year first otherwise (`1980.01.31`, `1980/01/31`, `19800131`) is told the date,
// and a date and time (`1980-01-31T00:00:00Z`, a client serializing a date value) the date alone;
// eight digits day first (`31011980`) are told the date, a two-digit year (`31.01.80`) its centuries,
// and a date whose month is a word (`1 January 1980`, `1. janvāris 1980`: birth-date-month-named.ts) the date,
// with a two-digit year (`26-NOV-87`, as Oracle's DD-MON-RR exports it) its centuries.
// So are a Russian year's mark (`31.01.1980 г.`), the Lithuanian one after a whole date (`1980-01-01 m.`), hyphens in place of slashes (`31-01-1980`), a date
// and time day first (`31.01.1980 00:00:00`) and a date written with an en dash or wide digits, and
// a date written with spaces alone, as a form of three boxes joins them (`05 05 1950`, `1950 05 05`).
// A date with a time zone after it (`1980-01-01Z`, `1980-01-01+02:00`, as XML Schema's xs:date and
// serializers of it write a date) and one of ISO 8601's expanded year (`+001980-01-01`, a sign and
// six digits, as a serializer of years past 9999 writes every year) are told what was read and the
// date to send, where the rule alone said "a real calendar date" of a day that is one. A personal
// code with its country before it (`PNOEE-48711260125`, as Smart-ID names a person) is told as the code is.
import { isNotAfterToday, isValidCalendarDate } from './dates.ts';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';
import { monthNamedDate, monthNamedWithoutDay, monthNamedWithShortYear } from './birth-date-month-named.ts';
import { BORN_WORDS } from './born-words.ts';
import { birthDateNotKnownRule } from './birth-date-not-known.ts';
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';

// Russian text writes the year's mark after it, `г.` (год: `31.01.1980 г.`, `31.01.1980г`), and
// Estonian `a.` (aastal: `31.01.1980. a.`).
const YEAR_MARK = String.raw`(?:\s?(?:г\.?|года|a\.|aastal))?`;
const DAY_FIRST_DOTTED = new RegExp(String.raw`^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?${YEAR_MARK}$`, 'u');
// The year first, which no one writes otherwise, with dots, slashes or spaces (`1980.01.31`, `1980/1/31`,
// `1980 01 31`), a hyphen but no zero (`1980-1-31`), or no separator (`19800131`, ISO 8601's basic form).
const YEAR_FIRST = /^(\d{4})(?:([./ -])(\d{1,2})\2(\d{1,2})\.?|(\d{2})(\d{2}))$/;
// A date and time, as a client's serializer writes a date value (`1980-01-31T00:00:00.000Z`,
// `1980-01-31 00:00:00`): the time and zone are no part of a birth date.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// The same day first with dots, as a spreadsheet of the four countries exports a date cell
// (`31.01.1980 00:00:00`, `31.01.1980 0:00`).
const DAY_FIRST_DATE_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY-MM-DD` of a real day from 1850 that has come; null otherwise. */
function pastDate(year: number, month: number, day: number, now: Date): string | null {
  if (year < 1850 || !isValidCalendarDate(year, month, day)) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isNotAfterToday(iso, now) ? iso : null;
}

/** The rule a date written year first otherwise than YYYY-MM-DD is told; null for any other value. */
function yearFirstRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = YEAR_FIRST.exec(value);
  if (m === null) return null;
  const iso = pastDate(Number(m[1]), Number(m[3] ?? m[5]), Number(m[4] ?? m[6]), now);
  return iso === null ? null : `must be a birth date written YYYY-MM-DD; the date sent, read year first, is ${iso}: send ${words.given('birthDate', iso)}`;
}

/**
 * The rule a date and time is told. A time other than midnight may be a day off: a client that
 * turns a local midnight into UTC writes the birth day east of Greenwich as the day before
 * (`1979-12-31T22:00:00.000Z` for the 1st of January in Rīga), so from noon on the day after is
 * named too; a date and time day first, a spreadsheet's local cell, is its own day.
 */
function dateTimeRule(value: string, now: Date, words: ArgumentWords): string | null {
  const iso8601 = DATE_TIME.exec(value);
  const dayFirst = iso8601 === null ? DAY_FIRST_DATE_TIME.exec(value) : null;
  // Year, month, day, hour, minute, second.
  const m = iso8601 ?? (dayFirst === null ? null : [dayFirst[0], dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]);
  if (m === null) return null;
  const iso = pastDate(Number(m[1]), Number(m[2]), Number(m[3]), now);
  if (iso === null) return null;
  const lead = 'must be a birth date alone, written YYYY-MM-DD, not a date and time';
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hour === 0 && minute === 0 && second === 0) return `${lead}: send ${words.given('birthDate', iso)}`;
  // A spreadsheet's cell day first is a local date and time, no UTC instant: its day is the day.
  if (dayFirst !== null) return `${lead}: send the day of birth alone, ${words.given('birthDate', iso)}`;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  if (hour < 12 || !isNotAfterToday(next, now)) return `${lead}: send the day of birth alone, ${words.given('birthDate', iso)}`;
  return `${lead}; its time is not midnight, so it may be the midnight of ${next} east of UTC written as the day before: `
    + `send the day of birth alone, ${words.given('birthDate', next)} or ${words.given('birthDate', iso)}, whichever it is`;
}
const WITHOUT_DAY = /^(\d{4})(?:-(\d{2}))?$/;
// A month and year day-less as a form or a card writes them, the month first: `01.1980`, `1/1980`, `01 1980`.
const MONTH_FIRST_WITHOUT_DAY = /^(\d{1,2})[./ ](\d{4})\.?$/;

/**
 * The year and month (month null for a year alone) of a birth written without its day: `1980-01`,
 * `1980`, `01.1980`, `01/1980` and a month written as a word, `Jan 1980` (birth-date-month-named.ts);
 * null for any other value, a month that is none or one ahead of today.
 */
function withoutDay(value: string, now: Date): { year: number; month: number | null; sent: string } | null {
  const iso = WITHOUT_DAY.exec(value);
  const first = iso === null ? MONTH_FIRST_WITHOUT_DAY.exec(value) : null;
  const named = iso === null && first === null ? monthNamedWithoutDay(value) : null;
  const read = iso !== null ? { year: Number(iso[1]), month: iso[2] === undefined ? null : Number(iso[2]), sent: iso[2] === undefined ? 'a year alone' : 'a year and month' }
    : first !== null ? { year: Number(first[2]), month: Number(first[1]), sent: 'a month and year' }
    : named !== null ? { ...named, sent: 'a month and year' } : null;
  if (read === null || read.year < 1850 || (read.month !== null && (read.month < 1 || read.month > 12))) return null;
  return isNotAfterToday(`${read.year}-${String(read.month ?? 1).padStart(2, '0')}-01`, now) ? read : null;
}

/** The rule a year and month, or a year, is told, with the form to send; null for a value that is neither (or lies ahead). */
function withoutDayRule(value: string, now: Date, words: ArgumentWords): string | null {
  const read = withoutDay(value.trim(), now);
  if (read === null) return null;
  const form = read.month === null ? `${read.year}-MM-DD` : `${read.year}-${String(read.month).padStart(2, '0')}-DD`;
  return `must be a whole birth date written YYYY-MM-DD; ${read.sent} gives no day: send the day too, ${words.given('birthDate', form)} `
    + '(a register giving only the year and month of a birth is matched on any day of that month)';
}

// Eight digits day first, as a form without separators takes a date (`31011980`), and a date day
// first with dots and a two-digit year (`31.01.80`, as a card or a stamp writes it), whose century
// is told as a masked personal code's is: the 1900s and, where that day has come, the 2000s.
const DAY_FIRST_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const DAY_FIRST_SHORT_YEAR = new RegExp(String.raw`^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{2})\.?${YEAR_MARK}$`, 'u');

/**
 * The rule eight digits day first, or a date day first with a two-digit year, are told; null for
 * any other value. Eight digits are never a real day both ways: read year first their month is the
 * fifth and sixth digit, at most 12, read day first those begin the year, 18 or more.
 */
function dayFirstOtherwiseRule(value: string, now: Date, words: ArgumentWords): string | null {
  const digits = DAY_FIRST_DIGITS.exec(value);
  if (digits !== null) {
    const iso = pastDate(Number(digits[3]), Number(digits[2]), Number(digits[1]), now);
    return iso === null ? null : `must be a birth date written YYYY-MM-DD; the digits sent, read day first, are ${iso}: send ${words.given('birthDate', iso)}`;
  }
  const short = DAY_FIRST_SHORT_YEAR.exec(value);
  if (short === null) return null;
  const dates = [1900, 2000].map((c) => pastDate(c + Number(short[3]), Number(short[2]), Number(short[1]), now)).filter((d): d is string => d !== null);
  if (dates.length === 0) return null;
  return `must be a birth date written YYYY-MM-DD; the date sent, read day first, gives its year without the century: send `
    + (dates.length === 1 ? `${words.given('birthDate', dates[0]!)} if born in the 1900s` : `${words.given('birthDate', dates[0]!)} or ${words.given('birthDate', dates[1]!)}, whichever is the person's`);
}

// Day and month in either order, with slashes, hyphens or spaces, and a four-digit year: `05/11/1961`,
// `1/1/1980`, `31-01-1980` (as a spreadsheet exports a date, day first in Europe, month first in the US),
// `05 05 1950` (as boxes of a form are joined), a Russian year's mark after it as the dotted date's.
const SLASHED = new RegExp(String.raw`^(\d{1,2})([/ -])(\d{1,2})\2(\d{4})${YEAR_MARK}$`, 'u');
const SEPARATOR_NAMES: Readonly<Record<string, string>> = { '/': 'slashes', '-': 'hyphens', ' ': 'spaces' };

/** The rule a date with slashes, hyphens or spaces is told: the dates it may be, day first and month first; null for no real day either way. */
function slashedRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = SLASHED.exec(value);
  if (m === null) return null;
  const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
  const dayFirst = pastDate(year, b, a, now);
  const monthFirst = pastDate(year, a, b, now);
  const lead = `must be a birth date written YYYY-MM-DD; a date with ${SEPARATOR_NAMES[m[2]!]} may be day first or month first`;
  if (dayFirst !== null && monthFirst !== null && dayFirst !== monthFirst) {
    return `${lead}: the date sent is ${dayFirst} read day first, ${monthFirst} read month first: `
      + `send ${words.given('birthDate', dayFirst)} or ${words.given('birthDate', monthFirst)}, whichever is the person's`;
  }
  const only = dayFirst ?? monthFirst;
  if (only === null) return null;
  const read = dayFirst === monthFirst ? 'either way' : dayFirst !== null ? 'day first (no real day month first)' : 'month first (no real day day first)';
  return `${lead}: the date sent is ${only} read ${read}: send ${words.given('birthDate', only)}`;
}

/**
 * The rule a date whose month is written as a word is told; null for any other value, or no real day
 * that has come. With its year in two digits (`26-NOV-87`, Oracle's DD-MON-RR, as HR and payroll
 * systems export a date) it was told the rule alone: its centuries are told as a dotted date's are.
 */
function monthNamedRule(value: string, now: Date, words: ArgumentWords): string | null {
  const named = monthNamedDate(value);
  const iso = named === null ? null : pastDate(named.year, named.month, named.day, now);
  if (iso !== null) return `must be a birth date written YYYY-MM-DD, its month as a number; the date sent is ${iso}: send ${words.given('birthDate', iso)}`;
  const short = named === null ? monthNamedWithShortYear(value) : null;
  if (short === null) return null;
  const dates = [1900, 2000].map((c) => pastDate(c + short.yearInCentury, short.month, short.day, now)).filter((d): d is string => d !== null);
  if (dates.length === 0) return null;
  return `must be a birth date written YYYY-MM-DD, its month as a number; the date sent gives its year without the century: send `
    + (dates.length === 1 ? `${words.given('birthDate', dates[0]!)} if born in the 1900s` : `${words.given('birthDate', dates[0]!)} or ${words.given('birthDate', dates[1]!)}, whichever is the person's`);
}

// A dash that is no hyphen-minus (an en dash or a non-breaking hyphen, as a word processor writes
// `1980–01–31`) and a space that is no space (a non-breaking one): read as the two, and digits of
// another width (`１９８０`) as digits (NFKC), so such a date is told what it reads as.
const OTHER_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
const OTHER_SPACES = /[\u00A0\u2007\u202F]/gu;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A whole date with the Lithuanian year's `m.` (metai) after it, as `1980 m.` is written: `1980-01-01 m.`.
const ISO_DATE_YEAR_MARKED = /^(\d{4})-(\d{2})-(\d{2})\s?m\.?$/iu;

// A word saying born before the date, as a date copied from an entry or a document begins
// (`dz. 01.01.1980`, `born 1980-01-01`, `s. 1.1.1980`, `dz. 1980. g. 1. janv.`, `род. 1 янв. 1980 г.`): the date
// after it is told as it would be alone, and a date written right, that the word is no part of it.
// `dz` without its stop too, as the field holds nothing else before the date.
const BORN_FIRST = new RegExp(String.raw`^\s*(?:[sbfg]\.|dz\.?|${BORN_WORDS})(?![\p{L}])[\s:,]*`, 'iu');

/** The rule a birthDate written otherwise is told, with the date to send; null for any other value. */
export function birthDateWrittenOtherwiseRule(sent: string, now = new Date(), words: ArgumentWords = QUERY_WORDS): string | null {
  const notKnown = birthDateNotKnownRule(sent);
  if (notKnown !== null) return notKnown;
  const born = BORN_FIRST.exec(sent);
  if (born === null || born[0].length === sent.length) return writtenOtherwiseRule(sent, now, words);
  const date = sent.slice(born[0].length);
  if (ISO_DATE.test(date.trim())) {
    const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
    const iso = pastDate(year, month, day, now);
    return iso === null ? null : `must be a birth date alone, written YYYY-MM-DD, without a word saying born: send ${words.given('birthDate', iso)}`;
  }
  return writtenOtherwiseRule(date, now, words);
}

// A date of a year before 1000, as a system writes a birth date it does not know: 0001-01-01 (the
// least date of .NET and Java, also as 0001-01-01T00:00:00), 0000-00-00 (MySQL's), 01.01.0001. It
// was told "must be a real calendar date", which 0001-01-01 is, and read as a typing slip.
const PLACEHOLDER_YEAR_FIRST = /^(0\d{3})-\d{1,2}-\d{1,2}(?:[T ][\d:.]*(?:Z|[+-]\d{2}:?\d{2})?)?$/iu;
const PLACEHOLDER_YEAR_LAST = /^\d{1,2}[./-]\d{1,2}[./-](0\d{3})$/u;

/** What a birthDate of a year before 1000 is told: the years 0 and 1 a placeholder for a date not known, another one of no one listed. */
function placeholderRule(value: string): string | null {
  const year = (PLACEHOLDER_YEAR_FIRST.exec(value) ?? PLACEHOLDER_YEAR_LAST.exec(value))?.[1];
  if (year === undefined) return null;
  const rule = `must be the person's birth date written YYYY-MM-DD, of a year from 1000 on: the year ${year} `;
  return Number(year) <= 1
    ? `${rule}reads as a placeholder a system writes for a birth date it does not know (0001-01-01, 0000-00-00), and the registers are searched by the birth date they give`
    : `${rule}is of no one the registers list: check its digits`;
}

// An invisible character in a date copied from a web page or a spreadsheet (a left-to-right mark,
// a zero-width space or joiner): `\u200E1980-01-01` was told "must be a real calendar
// date", though it reads as one, and nothing showed the client what was wrong with it.
const INVISIBLE = /\p{Cf}/gu;

/** What a date holding an invisible character is told: the date it reads as without, to send. */
function invisibleCharacterRule(sent: string, now: Date, words: ArgumentWords): string | null {
  const visible = sent.replace(INVISIBLE, '');
  if (visible === sent) return null;
  const code = `U+${sent.match(INVISIBLE)![0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  if (ISO_DATE.test(visible.trim())) {
    const [year, month, day] = visible.trim().split('-').map(Number) as [number, number, number];
    const iso = pastDate(year, month, day, now);
    if (iso !== null) return `must be a birth date written YYYY-MM-DD alone: the date sent holds an invisible character (${code}), as text copied from a web page or a spreadsheet may: send ${words.given('birthDate', iso)}`;
  }
  return writtenOtherwiseRule(visible, now, words);
}

// A date of ISO 8601's expanded year: a sign and the year in five or six digits (`+001980-01-01`),
// or six digits alone, the `+` of a URL not percent-encoded arriving as a space read past.
const EXPANDED_YEAR = /^(\+0{0,2}|0{1,2})(\d{4})(-.*)$/su;
// A date and a time zone alone after it, as xs:date writes one: `Z`, `+02:00`, `-0500`.
const DATE_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})\s?(Z|[+-]\d{2}(?::?\d{2})?)$/iu;

/** The rule a date of the expanded year is told: the date to send, or what the rest, the year in four digits, is told. */
function expandedYearRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = EXPANDED_YEAR.exec(value);
  if (m === null) return null;
  const [, prefix, year, rest] = m as unknown as [string, string, string, string];
  const fourDigits = `${year}${rest}`;
  if (!ISO_DATE.test(fourDigits)) return writtenOtherwiseRule(fourDigits, now, words);
  const [, month, day] = fourDigits.split('-').map(Number) as [number, number, number];
  const iso = pastDate(Number(year), month, day, now);
  if (iso === null) return null;
  const written = prefix === '+' ? `with a sign before its year (+${year}), as ISO 8601's expanded year is written`
    : prefix.startsWith('+') ? `with ISO 8601's expanded year (${prefix}${year}, a sign and ${prefix.length - 1 + 4} digits), as a serializer of years past 9999 writes every year`
    : `with its year in ${prefix.length + 4} digits (${prefix}${year}), as ISO 8601's expanded year writes it after a + (sent unencoded in a URL, a + reads as a space)`;
  return `must be a birth date written YYYY-MM-DD, its year in four digits: the date sent is written ${written}: send ${words.given('birthDate', iso)}`;
}

/** The rule a date with a time zone is told: a birth date is a day, in no zone. */
function dateWithZoneRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = DATE_WITH_ZONE.exec(value);
  if (m === null) return null;
  const iso = pastDate(Number(m[1]), Number(m[2]), Number(m[3]), now);
  if (iso === null) return null;
  const zone = m[4]!.toUpperCase() === 'Z' ? 'Z, the time zone UTC' : `${m[4]}, a time zone`;
  return `must be a birth date alone, written YYYY-MM-DD, without a time zone: the date sent ends in ${zone}, as XML's xs:date `
    + `and its serializers write a date; a birth date is a day in no zone: send ${words.given('birthDate', iso)}`;
}

// A midnight after a date, as a spreadsheet or a system exports a date cell or value in its locale:
// `11/26/1987 12:00:00 AM` (.NET's and US Excel's), `26/11/1987 00:00`, `1987.11.26 0:00:00`. Only a
// midnight: a time of day after a date is no date a birth is exported as.
const MIDNIGHT_AFTER = /^(.*?\S)[\sT]+(?:0?0:00(?::00(?:[.,]0+)?)?|12:00(?::00)?\s?[Aa]\.?[Mm]\.?)$/u;

/**
 * The rule a date with a midnight after it is told, where the forms of a date and time read first
 * (dateTimeRule) do not read it: the date before it as it is told alone, and that the time is no
 * part of it. It was told the rule alone, though the date before it is told the date to send.
 */
function midnightAfterRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = MIDNIGHT_AFTER.exec(value.trim());
  if (m === null) return null;
  const date = m[1]!;
  const lead = 'must be a birth date alone, written YYYY-MM-DD, not a date and time';
  if (ISO_DATE.test(date)) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const iso = pastDate(year, month, day, now);
    return iso === null ? null : `${lead}: send ${words.given('birthDate', iso)}`;
  }
  // The date's own rule, what it says after the form it asks for (`; a date with slashes …`).
  const rule = dateWrittenOtherwiseRule(date, now, words);
  const asked = rule === null ? undefined : DATE_RULE_LEADS.find((form) => rule.startsWith(form));
  return asked === undefined ? null : `${lead} (${value.trim().slice(date.length).trim()} after it)${rule!.slice(asked.length)}`;
}
const DATE_RULE_LEADS = ['must be a birth date written YYYY-MM-DD', 'must be a whole birth date written YYYY-MM-DD'];

// A personal code with its country before it, as an e-identity writes the person it names: Smart-ID's
// and eIDAS's semantics identifier (`PNOEE-48711260125`, `PNOLV-261187-12345`: ETSI EN 319 412-1) or a
// system keeping codes of several countries (`EE48711260125`, `LV 261187-12345`). It was told the
// rule alone, where the code without it is told the date it encodes.
const COUNTRY_BEFORE_CODE = /^((?:PNO)?(?:EE|LV|LT|FI))[\s:-]*(\d.*)$/iu;

/** The rule a personal code with its country before it is told: the code's own, and that the country is no part of it; null for any other value. */
function prefixedCodeRule(value: string, now: Date, words: ArgumentWords): string | null {
  const m = COUNTRY_BEFORE_CODE.exec(value.trim());
  const rule = m === null ? null : personalCodeAsBirthDateRule(m[2]!, now, words);
  return rule === null ? null : `${rule} (the code was sent with ${m![1]!.toUpperCase()} before it, as an e-identity names a person by country and code)`;
}

/** The rule a birthDate written otherwise is told, with the date to send; null for any other value. */
function writtenOtherwiseRule(sent: string, now: Date, words: ArgumentWords): string | null {
  return dateWrittenOtherwiseRule(sent, now, words) ?? midnightAfterRule(sent.normalize('NFKC').replace(OTHER_DASHES, '-').replace(OTHER_SPACES, ' '), now, words);
}

/** writtenOtherwiseRule but for a midnight after the date. */
function dateWrittenOtherwiseRule(sent: string, now: Date, words: ArgumentWords): string | null {
  const invisible = invisibleCharacterRule(sent, now, words);
  if (invisible !== null) return invisible;
  const value = sent.normalize('NFKC').replace(OTHER_DASHES, '-').replace(OTHER_SPACES, ' ');
  const placeholder = placeholderRule(value.trim());
  if (placeholder !== null) return placeholder;
  const expanded = expandedYearRule(value.trim(), now, words) ?? dateWithZoneRule(value.trim(), now, words);
  if (expanded !== null) return expanded;
  // YYYY-MM-DD but for its dashes or digits: the date as it reads, which the refusal alone did not say.
  if (value !== sent && ISO_DATE.test(value.trim())) {
    const [year, month, day] = value.trim().split('-').map(Number) as [number, number, number];
    const iso = pastDate(year, month, day, now);
    if (iso !== null) return `must be a birth date written YYYY-MM-DD in plain digits and hyphens (-); the date sent holds a dash or digit of another kind: send ${words.given('birthDate', iso)}`;
  }
  const marked = ISO_DATE_YEAR_MARKED.exec(value.trim());
  if (marked !== null) {
    const iso = pastDate(Number(marked[1]), Number(marked[2]), Number(marked[3]), now);
    return iso === null ? null : `must be a birth date alone, written YYYY-MM-DD, without the year's mark (m.): send ${words.given('birthDate', iso)}`;
  }
  const code = personalCodeAsBirthDateRule(value, now, words) ?? prefixedCodeRule(value, now, words);
  if (code !== null) return code;
  const withoutDay = withoutDayRule(value, now, words);
  if (withoutDay !== null) return withoutDay;
  // Spaces run together (`05  05 1950`) as one, so a date written with spaces reads as with one separator.
  const spaced = value.trim().replace(/\s+/gu, ' ');
  const written = yearFirstRule(spaced, now, words) ?? dayFirstOtherwiseRule(value.trim(), now, words) ?? slashedRule(spaced, now, words)
    ?? dateTimeRule(value.trim(), now, words) ?? monthNamedRule(value, now, words);
  if (written !== null) return written;
  const m = DAY_FIRST_DOTTED.exec(value.trim());
  if (m === null) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isValidCalendarDate(year, month, day)) return null;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isNotAfterToday(iso, now)) return null;
  return `must be a birth date written YYYY-MM-DD; the date sent, read day first, is ${iso}: send ${words.given('birthDate', iso)}`;
}
