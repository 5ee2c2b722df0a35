// A registration or VAT number written with a name (docs/search.md, step 2): what people copy
// from an invoice, a contract or a register extract (`SIA "Rīgas Koks", reģ. Nr. 40003123456`,
// `Lahden Puu Oy, Y-tunnus 2786402-8`). The number names one company; the words around it are
// its name. Read as words, the number is in no name, and the company it names is one of
// several of that name at best.
import { areNumberGroups, isValidFinnishBusinessId, parseRegcodeInput, type RegcodeLookup } from '../../domain/regcode.ts';
import { LABEL_WORDS_BEFORE_LABEL, NUMBER_LABEL_WORDS } from '../../domain/number-labels.ts';
import { countryOfName, type Country } from '../../domain/country.ts';
import { companyNameTokens, foldTokens, streetKey } from '../../domain/fold.ts';

// The words that label a number (domain/number-labels.ts) are left out only right before a
// number: elsewhere they may be words of a name. `UR` only before another label word (`UR reģ.
// Nr.`): right before the number it is the last word of a name as often.
const LABEL_WORDS = NUMBER_LABEL_WORDS;
const COUNTRY_CODES = new Set(['lv', 'lt', 'ee', 'fi']);

/** The numbers a text names besides words, and its other words (folded tokens). */
export interface CodesInText {
  lookups: RegcodeLookup[];
  rest: string[];
  /** Where in `rest` each number stood (the count of words before it), in order. */
  breaks: number[];
}

/** The countries a text's first and last words name where they stand apart (domain/country-name-beside.ts). */
export interface CountriesApart { first: Country | null; last: Country | null }
const NO_COUNTRIES = (): CountriesApart => ({ first: null, last: null });

/**
 * The registration and VAT numbers among a text's folded tokens, with the label words right
 * before each left out. Only what cannot be a house number, a postal code or a year counts: at
 * least 8 digits (an Estonian registry code has 8, a Lithuanian company code 9, a Latvian 11),
 * a Finnish business ID with its check digit, or a country code before either. A phone number
 * of 8 or 9 digits can still read as one; the search only puts first a company whose name holds
 * the other words (code-matches.ts).
 *
 * A country's name beside a number (`Mets Euro OÜ, Eesti, registrikood 11003917`, `… 11003917
 * Estonia`), or standing apart as the text's first or last word (`countriesApart`, read only where a number is found: `Estonia, Viru Puit OÜ,
 * 11058424`), is where the number is from, as it is for a text of the number and the name alone
 * (domain/regcode.ts): it is left out of the words, which a name seldom holds, and the number's
 * lookup carries it (countryNamed). Only where a number is found: otherwise it is a word as typed.
 */
export function codesInTokens(
  tokens: readonly string[], countriesApart: () => CountriesApart = NO_COUNTRIES, idsWritten: ReadonlySet<string> = NO_IDS,
): CodesInText {
  const lookups: RegcodeLookup[] = [];
  const rest: string[] = [];
  const breaks: number[] = [];
  for (let i = 0; i < tokens.length;) {
    const prefix = COUNTRY_CODES.has(tokens[i]!) ? tokens[i]! : '';
    const at = prefix === '' ? i : i + 1;
    const code = codeAt(tokens, at, idsWritten);
    const lookup = code === null ? null : parseRegcodeInput(prefix + code.text);
    if (code === null || lookup === null) {
      rest.push(tokens[i]!);
      i++;
      continue;
    }
    dropLabel(rest);
    i = at + code.tokens;
    // The country named right before the number (its label aside) or right after it.
    const before = rest.length > 0 ? countryOf(rest[rest.length - 1]!) : null;
    if (before !== null) rest.pop();
    // After it only where the country ends the text or another number follows: a name pasted
    // after its number may begin with a country's word (`14904372 Eesti Viru Puit OÜ`).
    const after = before === null && i < tokens.length && (i + 1 === tokens.length || numberAt(tokens, i + 1))
      ? countryOf(tokens[i]!) : null;
    if (after !== null) i++;
    const named = before ?? after;
    lookups.push(named === null ? lookup : { ...lookup, countryNamed: named });
    breaks.push(rest.length);
  }
  if (lookups.length === 0) return { lookups, rest, breaks };
  const apart = countriesApart();
  // A country standing apart at either end of the text is every number's where none is named beside it.
  const first = apart.first !== null && rest.length > 0 && rest[0] === tokens[0] && countryOf(rest[0]!) === apart.first;
  const last = apart.last !== null && rest.length > (first ? 1 : 0) && rest[rest.length - 1] === tokens[tokens.length - 1]
    && countryOf(rest[rest.length - 1]!) === apart.last;
  if (!first && !last) return { lookups, rest, breaks };
  const country = (first ? apart.first : apart.last)!;
  return {
    lookups: lookups.map((l) => l.countryNamed === undefined ? { ...l, countryNamed: country } : l),
    rest: rest.slice(first ? 1 : 0, last ? -1 : undefined),
    breaks: breaks.map((b) => Math.max(0, Math.min(b - (first ? 1 : 0), rest.length - (first ? 1 : 0) - (last ? 1 : 0)))),
  };
}

/** Whether a number codesInTokens reads (a country code before it or not) begins at token i. */
function numberAt(tokens: readonly string[], i: number): boolean {
  return codeAt(tokens, COUNTRY_CODES.has(tokens[i] ?? '') ? i + 1 : i, NO_IDS) !== null;
}

const countryOf = (token: string) => (LETTER_TOKEN.test(token) ? countryOfName(token) : null);
const LETTER_TOKEN = /^\p{L}+$/u;

/** Leaves out the label words at the end of `rest`, the words before a number. */
function dropLabel(rest: string[]): void {
  for (let dropped = 0; rest.length > 0; dropped++) {
    const word = rest[rest.length - 1]!;
    if (!LABEL_WORDS.has(word) || (dropped === 0 && LABEL_WORDS_BEFORE_LABEL.has(word))) return;
    rest.pop();
  }
}

const NO_IDS: ReadonlySet<string> = new Set();
// Seven digits, a hyphen and one digit, as a Finnish business ID is written, its check digit right or not.
const FINNISH_ID_WRITTEN = /(?<![\p{L}\p{N}])\d{7}[-\u2010-\u2015\u2212]\d(?![\p{L}\p{N}])/gu;

/**
 * The Finnish business IDs a text writes with their hyphen (`0155129-4`), as `1234567-8`, whatever
 * their check digit: written so, one with a digit mistyped is a number of no company, not two
 * words. Read as words, `0155129-4` beside another number (`11256752, 0155129-4`, two codes
 * pasted) was searched as `4`, and names holding a 4 were listed, not the other number's company.
 */
export function finnishIdsWritten(text: string): ReadonlySet<string> {
  const found = text.match(FINNISH_ID_WRITTEN);
  return found === null ? NO_IDS : new Set(found.map((id) => `${id.slice(0, 7)}-${id.slice(-1)}`));
}

/** The number that begins at token i, as parseRegcodeInput reads it, and how many tokens it took. */
function codeAt(tokens: readonly string[], i: number, idsWritten: ReadonlySet<string>): { text: string; tokens: number } | null {
  const t = tokens[i];
  if (t === undefined) return null;
  // A Finnish business ID written with its hyphen folds into 7 digits and 1.
  const next = tokens[i + 1];
  if (/^\d{7}$/.test(t) && next !== undefined && /^\d$/.test(next)
    && (isValidFinnishBusinessId(`${t}-${next}`) || idsWritten.has(`${t}-${next}`))) {
    return { text: `${t}-${next}`, tokens: 2 };
  }
  if (/^\d{8,12}$/.test(t) || /^(lv|lt|ee|fi)\d{8,12}$/.test(t)) return { text: t, tokens: 1 };
  return groupedNumber(tokens, i);
}

// One group of a number written in groups (groupedNumber).
const DIGIT_GROUP = /^\d{1,4}$/;

/**
 * A number written in groups of digits (`4000 3123 456`, `LT 100 001 234 567`), as people space
 * one to read it out: every group of one to four digits that follows, joined, when they make 8
 * to 12 digits. A house number and a postal code (`42 1050`) make fewer; a run of more is not
 * one number.
 */
function groupedNumber(tokens: readonly string[], i: number): { text: string; tokens: number } | null {
  if (i > 0 && DIGIT_GROUP.test(tokens[i - 1]!)) return null;
  let text = '';
  let j = i;
  while (j < tokens.length && DIGIT_GROUP.test(tokens[j]!)) text += tokens[j++]!;
  return j - i >= 2 && text.length >= 8 && text.length <= 12 ? { text, tokens: j - i } : null;
}

// Digits with a hyphen, dot or slash between groups of them, standing apart from letters and
// other digits, a country code written right before them or not (`Rīgas Koks, 40003-123456`).
const SEPARATED_GROUPS = /(?<![\p{L}\p{N}])(?:LV|LT|EE|FI)?\d+(?:[-./\u2010-\u2015\u2212]\d+)+(?![\p{L}\p{N}])/giu;
const SEPARATOR_BETWEEN_DIGITS = /\d[-./\u2010-\u2015\u2212]\d/;

/**
 * The text with each number written in groups joined by hyphens, dots or slashes written as its
 * digits, where they make 8 to 12 digits as the numbers codesInTokens reads do: folded, the
 * groups were words of their own (`40003`, `123456`) and no number. A house and flat (`43-95`), a
 * building after a slash (`54/1`), a date, a Latvian personal code and a Finnish business ID's
 * own hyphen are left as written.
 */
export function joinNumberGroups(text: string): string {
  if (!SEPARATOR_BETWEEN_DIGITS.test(text)) return text;
  return text.replace(SEPARATED_GROUPS, (written) => {
    const digits = written.replace(/^[a-z]{2}/i, '');
    if (!areNumberGroups(digits)) return written;
    const joined = written.replace(/[-./\u2010-\u2015\u2212]/g, '');
    const count = joined.length - (written.length - digits.length);
    return count >= 8 && count <= 12 ? joined : written;
  });
}

// What separates the fields of a pasted line: a comma, a semicolon, a bar, a tab or a line break;
// a colon too, which ends the label an invoice writes before its buyer (`Pircējs: SIA "…"`,
// `Bill to: …`): a word of the name's field, it left the number's company no field its name held.
const FIELD_SEPARATOR = /[,;:|\t\r\n]+/u;
// The fields read: a name is among the first few of a line, before its address and bank details.
const MAX_FIELDS = 8;
const hasDigit = (token: string) => /\d/.test(token);

/**
 * The words of each field of a text holding a number among its words, as an invoice line or a
 * letterhead is pasted (`Kalve Trade SIA, 40001340517, Brīvības iela 5, Rīga`: `kalve trade`,
 * `brivibas iela`, `riga`): the pieces between commas, semicolons, colons, bars, tabs and line breaks,
 * and between the numbers, as a line copied from a document whose line breaks became spaces
 * separates them (`SIA "Kalve Trade" 40001340517 Brīvības iela 5 Rīga`), each read as the whole
 * text is (the numbers, their labels, the country beside them and legal-form words left out); a
 * field with no word left is left out. None where the text is one field: its words are the
 * query's. The name of the company a number names is one of them where the line writes an
 * address the register does not hold (an office, a seat moved since).
 */
export function fieldWords(text: string): string[][] {
  return lineFields(text).words;
}

/**
 * The fields of a text holding a number among its words (fieldWords): the words of each, where
 * there are several, and the street and house number each names (domain/fold.ts streetKey:
 * `Maskavas iela 46 - 36` is `maskavas 46`), which the address the register holds for the
 * company a number names may have.
 */
export function lineFields(text: string): { words: string[][]; streets: string[] } {
  const words: string[][] = [];
  const streets: string[] = [];
  for (const field of text.split(FIELD_SEPARATOR, MAX_FIELDS)) {
    const { rest, breaks } = codesInTokens(foldTokens(field));
    let from = 0;
    for (const to of [...breaks, rest.length]) {
      const part = to > from ? rest.slice(from, to) : [];
      const name = part.length > 0 ? companyNameTokens(part.join(' ')) : [];
      if (name.length > 0) words.push(name);
      // A field of no number read as written: folded, `Narva mnt 54/1` lost its building. Only
      // a field holding a house number names one.
      const street = part.length <= 1 || !part.some(hasDigit) ? null : streetKey(breaks.length === 0 ? field : part.join(' '));
      if (street !== null && !streets.includes(street)) streets.push(street);
      from = Math.max(from, to);
    }
  }
  return { words: words.length > 1 ? words : [], streets };
}
