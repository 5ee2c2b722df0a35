// The companies a search text names by number (docs/search.md, step 2): the whole text as a
// registration or VAT number, the beginning of a regcode, or numbers written among the words of
// a name (codes-in-text.ts). Looked up exactly in the store, never in the search images.
import type { Database } from '../../store/open.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { foldTokens, streetKey } from '../../domain/fold.ts';
import { allowedEdits, editDistance } from '../../domain/similarity.ts';
import { addressPartsByKeys, companyNamesByKeys, type CompanyKey } from '../../store/companies-read.ts';
import { companyKeysByCountryRegcodePrefix, companyKeysByRegcodePrefix, companyKeysByVatPrefix } from '../../store/search-read.ts';
import { digitsAloneKeys, lookupKeys, oneDigitOffKeys, successorKeys, vatDigitsKeys, type MatchedNumber } from '../number-keys.ts';
import type { SearchQuery } from './search-query.ts';
import type { RegcodeLookup } from '../../domain/regcode.ts';

/** A number of at least this many digits is also looked up as the beginning of a regcode. */
export const REGCODE_PREFIX_DIGITS = 4;

export const keyOf = (k: CompanyKey) => `${k.country}:${k.regcode}`;

const inCountries = (keys: CompanyKey[], countries: readonly Country[]) => {
  const seen = new Set<string>();
  return keys.filter((k) => countries.includes(k.country as Country) && !seen.has(keyOf(k)) && seen.add(keyOf(k)));
};

/**
 * The beginning of a VAT number as it is typed into a form's VAT field: the country code and at
 * least as many digits as a regcode's beginning, written together (`LV4000312`, `EE1002`).
 * Written apart with a few digits (`LV 1010`, `LV-1010`, `LT-01234`) it is rather a postal code;
 * with more digits than a postal code of the four countries has (`LV 4000312`, also in groups as
 * it is read out, `LV 4000 312`, `LV 400 031`), the VAT number written as some write it, with a
 * space after the country code.
 */
const CODES = COUNTRIES.join('|').toLowerCase();
const VAT_BEGINNING = new RegExp(`^(${CODES})(\\d{${REGCODE_PREFIX_DIGITS},})$`);
// A country code, then its digits written apart or in groups, the first group maybe joined to it.
const COUNTRY_CODE_AND_DIGITS = new RegExp(`^(${CODES})\\d*$`);
const DIGITS = /^\d+$/;
const MORE_THAN_A_POSTCODE = /^\d{6,}$/;

/**
 * The one word of a text that may be a number's beginning: the text alone, or a country code and
 * digits apart; or the number a text is as a whole, however its groups are separated
 * (`4000 3123`, `40003-1234`, `LV 40003 1234`, as a form's field is filled in). A country code
 * before groups of fewer digits than a whole VAT number (`LV 4000 312`) is no number as a whole
 * (parseRegcodeInput): its groups, joined, are the beginning when they are more than a postal code.
 */
function numberWord(query: SearchQuery): string {
  if (query.codesInText.length > 0) return '';
  const digits = query.lookup?.regcodes.find((r) => r.country === null)?.regcode;
  if (digits !== undefined) return digits;
  const vat = query.lookup?.vatNumber?.toLowerCase();
  if (!vat) return typedNumberWord(query.words);
  // `FI` and seven digits whose last is the check digit of the six before (`FI0274917`) is read
  // as a whole business ID whose leading zero was lost (domain/regcode.ts), and is as well the
  // beginning of a VAT number typed a key at a time (`FI02749170`): its digits as typed begin
  // regcodes too. Read as the restored number only, the company whose VAT number is being typed
  // left the list at that key and came back at the next.
  const typed = typedNumberWord(query.words);
  return typed !== vat && VAT_BEGINNING.test(typed) ? typed : vat;
}

/** A country code and digits typed apart or in groups, written together (numberWord), or the one word typed. */
function typedNumberWord(words: readonly string[]): string {
  const [first = '', ...groups] = words;
  if (groups.length === 0) return first;
  if (!COUNTRY_CODE_AND_DIGITS.test(first) || !groups.every((g) => DIGITS.test(g))) return '';
  const joined = first + groups.join('');
  return MORE_THAN_A_POSTCODE.test(joined.slice(2)) ? joined : '';
}

/**
 * The companies whose VAT number `word` may begin. A Latvian or Finnish VAT number is the country
 * code before the regcode's digits, so there it is the regcodes of that country the digits
 * begin, VAT-registered or not, as the whole number finds them; an Estonian or Lithuanian one is
 * a number of its own, looked up among the VAT numbers.
 */
function vatBeginningKeys(db: Database, word: string, budget: number): CompanyKey[] {
  const m = VAT_BEGINNING.exec(word);
  if (!m) return [];
  const country = m[1]!.toUpperCase() as Country;
  const digits = m[2]!;
  if (country === 'LV' || country === 'FI') return companyKeysByCountryRegcodePrefix(db, country, digits, budget);
  return companyKeysByVatPrefix(db, word.toUpperCase(), budget);
}

/**
 * The companies whose VAT number a country code and four or five digits written apart begin
 * (`LV 4000`, `FI 2786`, `EE 1014 8`), for a text whose words no name or address holds as typed
 * (the caller's to know): as long as a postal code, such digits are read as one first (numberWord),
 * but where no address holds them they are the VAT number being typed with a space after its code,
 * and its company left the list, or the list was empty, until the sixth digit.
 */
export function spacedVatBeginningMatches(db: Database, query: SearchQuery, countries: readonly Country[], budget: number): CodeMatch[] {
  if (query.lookup !== null || query.codesInText.length > 0) return [];
  const [first = '', ...groups] = query.words;
  if (groups.length === 0 || !COUNTRY_CODE_AND_DIGITS.test(first) || !groups.every((g) => DIGITS.test(g))) return [];
  const joined = first + groups.join('');
  // Six digits or more are read as the beginning already (typedNumberWord).
  if (MORE_THAN_A_POSTCODE.test(joined.slice(2))) return [];
  return inCountries(numberBegun(vatBeginningKeys(db, joined, budget), joined), countries);
}

/** A company a search text names by number; `matched` where it is named by another number than the one typed. */
export type CodeMatch = CompanyKey & { matched?: MatchedNumber };

/**
 * The companies whose number `word` only begins, each saying so (matchedNumber number_beginning,
 * the beginning as read): `1234` listed `Lux Eko OÜ` of 12340198, and nothing told it from the
 * company of the number 1234. A company the text names whole is listed before, unmarked.
 */
function numberBegun(keys: CompanyKey[], word: string): CodeMatch[] {
  const number = word.toUpperCase();
  return keys.map((k) => ({ ...k, matched: { number, kind: 'number_beginning' } }));
}

/**
 * Registration and VAT numbers the text can be, exactly; then regcodes it is the beginning of,
 * or VAT numbers it is the beginning of.
 */
export function codeMatches(db: Database, query: SearchQuery, countries: readonly Country[], budget: number): CodeMatch[] {
  const keys = query.lookup ? lookupKeys(db, query.lookup) : [];
  // Digits alone (`101485881`, also in groups: `101 485 881`) may be an EE or LT VAT number's,
  // listed after the regcodes (resolve-company.ts): their beginnings are the regcodes' already.
  const digits = query.lookup?.regcodes.find((r) => r.country === null)?.regcode;
  if (digits !== undefined) keys.push(...vatDigitsKeys(db, digits, countries));
  const word = numberWord(query);
  if (word.length >= REGCODE_PREFIX_DIGITS && /^\d+$/.test(word)) keys.push(...numberBegun(labelCountryBegun(db, query, countries, word, budget), word));
  else keys.push(...numberBegun(vatBeginningKeys(db, word, budget), word));
  const found = labelCountryFirst(inCountries(keys, countries), query.labelCountry);
  // A whole number typed with another country's code (`LV11003917`, an Estonian registry code;
  // `EE40145707427`, a Latvian VAT number) that names nothing: the companies its digits name alone,
  // each saying so (matched), as the number typed is none of its country's.
  if (found.length > 0 || query.lookup === null) return found;
  const alone = digitsAloneKeys(db, query.lookup, countries);
  if (alone.length > 0) return alone;
  // Still nothing: the code of a Latvian company reorganised into another that the register no
  // longer lists (an old 9-digit code): the companies that carry on its business, marked so.
  const successors = countries.includes('LV') ? successorKeys(db, query.lookup) : [];
  if (successors.length > 0) return successors;
  // Still nothing: a digit mistyped or two swapped; the companies one digit from it, marked so.
  return oneDigitOffKeys(db, query.lookup, countries).slice(0, budget);
}

/**
 * The regcodes `digits` begin, those of the country the number's label names first
 * (`registrikood 1105`, `Y-tunnus 1200`), read on their own so that a page of another country's
 * lower codes (the EE 1200… before the FI 1200…-) does not keep them out. Not a filter, as for a
 * whole number (labelCountryFirst).
 */
function labelCountryBegun(db: Database, query: SearchQuery, countries: readonly Country[], digits: string, budget: number): CompanyKey[] {
  const all = companyKeysByRegcodePrefix(db, digits, budget);
  const country = query.labelCountry;
  if (country === null || !countries.includes(country)) return all;
  return [...companyKeysByCountryRegcodePrefix(db, country, digits, budget), ...all];
}

/**
 * The companies a number names whole, those of the country its label names first (`registrikood
 * 11058424`: Viru Puit OÜ before AB "Nemuno laivyba", whose older code has the same digits; `Y-tunnus
 * 11042724`: the Oy before the OÜ), each country's in the fixed order otherwise. Not a filter: a
 * document may write its own language's label before another country's company's number.
 */
function labelCountryFirst(keys: CodeMatch[], country: Country | null): CodeMatch[] {
  if (country === null) return keys;
  const first = (k: CodeMatch) => k.matched === undefined && k.country === country;
  return [...keys.filter(first), ...keys.filter((k) => !first(k))];
}

/**
 * The companies the numbers written among a text's words name: those whose name (current or
 * other) holds the words come first, before any name read; the others after the results of
 * the words: a number that names another company than the words do (a mistake worth seeing),
 * or a phone number that happens to be a registry code.
 */
export function codeInTextMatches(db: Database, query: SearchQuery, countries: readonly Country[]): { fitting: CodeMatch[]; other: CodeMatch[] } {
  const keys = inCountries(query.codesInText.flatMap((lookup) => namedCountryKeys(db, lookup)), countries);
  if (query.words.length === 0 || keys.length === 0) return { fitting: keys, other: [] };
  const names = new Map<string, string[][]>();
  // Every word of a name, its legal-form words too: a query's words are the rest of what was
  // typed, and a half-typed legal-form phrase (`Sabiedrība ar`) leaves words of it.
  for (const row of companyNamesByKeys(db, keys)) names.set(keyOf(row), [...(names.get(keyOf(row)) ?? []), foldTokens(row.name)]);
  // Or one field's words, where the text is a pasted line (`Kalve Trade SIA, 40001340517,
  // Brīvības iela 5, Rīga`): its address is no word of the name, and the register may hold another.
  const named = (k: CompanyKey) => (names.get(keyOf(k)) ?? [])
    .some((name) => nameHoldsWords(name, query.words) || query.fieldWords.some((words) => nameHoldsWords(name, words)));
  // Or the company is at the street and house number a field names (`40001340517, Maskavas iela
  // 46 - 36, Rīga`): the line names it by its address, whatever name it writes (a brand, a shop's).
  const unnamed = keys.filter((k) => !named(k));
  const atStreet = new Set<string>();
  if (query.fieldStreets.length > 0 && unnamed.length > 0) {
    for (const row of addressPartsByKeys(db, unnamed).values()) {
      // The street part where the register gives one (as the search index reads it), else the line.
      const written = row.address_street ?? row.address;
      const street = written === null ? null : streetKey(written);
      if (street !== null && query.fieldStreets.includes(street)) atStreet.add(keyOf(row));
    }
  }
  const fits = (k: CompanyKey) => atStreet.has(keyOf(k)) || named(k);
  return { fitting: keys.filter(fits), other: keys.filter((k) => !fits(k)) };
}

/**
 * The companies of a number written among words, of the country named beside it (`Mets Euro OÜ,
 * Estonia, 11003917`, codes-in-text.ts) where that country holds one: as the number and the name
 * alone (`Estonia 11003917`) are bounded to it, an Estonian registry code does not list the
 * Lithuanian company whose older code has the same digits. Where it holds none, the word may have
 * been a name's (`Nordic Latvia 11003917`), and every country's are.
 */
function namedCountryKeys(db: Database, lookup: RegcodeLookup): CodeMatch[] {
  // A number typed with another country's code (`PVN EE40000143456` in an invoice line) names, as
  // the whole text does, the companies its digits name, marked so (matched): read as a word, it
  // left the company found by the line's name alone, and nothing said the number is no number of
  // the country its code names.
  const keys: CodeMatch[] = lookupKeys(db, lookup);
  if (keys.length === 0) keys.push(...digitsAloneKeys(db, lookup, COUNTRIES));
  const named = lookup.countryNamed;
  if (named === undefined) return keys;
  const ofNamed = keys.filter((k) => k.country === named);
  return ofNamed.length > 0 ? ofNamed : keys;
}

/** Every word is a word of the name: whole, the last one as its beginning, or with a typo. */
function nameHoldsWords(name: readonly string[], words: readonly string[]): boolean {
  return words.every((w, i) => {
    const edits = /\d/.test(w) ? 0 : allowedEdits(w.length);
    return name.some((n) => n === w || (i === words.length - 1 && n.startsWith(w)) || (edits > 0 && editDistance(w, n, edits) <= edits));
  });
}
