// A question of a category typed into the search (`sanctioned companies in Latvia`, `biggest
// companies in Estonia`): the search left out the words no name or address holds, and kept only
// `in`, the word of names such as IN Auto OÜ and IN Mets OÜ, which it listed as the answer. The
// text asks for companies by a trait the search does not filter by (sanctions, trade, size, a
// country or town as such); the companies bearing the word are noise a reader may report. Where
// the words kept are such words alone, no company is listed, and the answer says what the search
// finds and where the trait asked for is read (docs/search.md, "A question of a category").
// A name holding such a word (`IN Auto`, `Made in Latvia` where a company is so named) is found as
// typed, with no word left out, and keeps its answer.
import { COUNTRIES, countryOfName, type Country } from '../../domain/country.ts';
import { companyNameKey, foldTokens } from '../../domain/fold.ts';

// Folded. English, then the Latvian, Lithuanian, Estonian and Finnish words a question is as
// likely to keep: prepositions, articles and conjunctions, none a name is made of alone.
const FUNCTION_WORDS = new Set([
  'in', 'of', 'the', 'and', 'for', 'with', 'at', 'by', 'on', 'from', 'to', 'a', 'an',
  // Latvian: un, ar, no, uz, par, pie, pēc, vai (and, with, from, to, about, at, after, or).
  'un', 'ar', 'no', 'uz', 'par', 'pie', 'pec', 'vai',
  // Lithuanian: ir, su, iš, į, apie, prie, per, arba.
  'ir', 'su', 'is', 'i', 'apie', 'prie', 'per', 'arba',
  // Estonian: ja, ning, või, kohta (and, or, about).
  'ja', 'ning', 'voi', 'kohta',
  // Finnish: ja, sekä, tai.
  'seka', 'tai',
]);

/** Whether a word as typed (`in`, `"In`) is a function word. */
function isFunctionWord(typed: string): boolean {
  const tokens = foldTokens(typed);
  return tokens.length > 0 && tokens.every((t) => FUNCTION_WORDS.has(t));
}

/** What a text of a category kept: its function words searched, as typed (none where it found nothing), and the countries it names. */
export interface FunctionWordsAlone { kept: string[]; countriesNamed: Country[] }

/**
 * Where the text searched (`searchedFor`, words of `q` left out) is function words alone, or with
 * countries' names (`in Latvia`), and the words left out are words, not a phone number's digits:
 * those words and the countries the text names (`Latvia`, `Latvian`). Where nothing was listed
 * (`listedNone`) and no word was left out, a text of three words or more holding a function word
 * and a country's name (`list of Latvian companies`) is one too, none kept. Null otherwise, as for
 * every text a name holds as typed.
 */
export function functionWordsAlone(q: string, searchedFor: string | undefined, listedNone = false): FunctionWordsAlone | null {
  const countriesNamed = () => {
    const named = new Set(q.split(/[\s\p{P}]+/u).map((w) => countryOfName(w)).filter((c) => c !== null));
    return COUNTRIES.filter((c) => named.has(c));
  };
  if (searchedFor === undefined) {
    const words = foldTokens(q);
    const asked = listedNone && words.length >= 3 && words.some((w) => FUNCTION_WORDS.has(w));
    const countries = asked ? countriesNamed() : [];
    return countries.length > 0 ? { kept: [], countriesNamed: countries } : null;
  }
  // A country's name kept beside them (`in Latvia`, SIA "Made in Latvia" holding both) is the
  // country asked for, told with them.
  const words = foldTokens(searchedFor);
  if (!words.some((w) => FUNCTION_WORDS.has(w)) || !words.every((w) => FUNCTION_WORDS.has(w) || countryOfName(w) !== null)) return null;
  if (!isFunctionWordsLeftAlone(q, searchedFor)) return null;
  return { kept: searchedFor.split(/\s+/).filter((w) => isFunctionWord(w)), countriesNamed: countriesNamed() };
}

/**
 * Where the text searched (`searchedFor`, words of `q` left out) holds function words beside other
 * words (`in Riga`): the text searched without them (`Riga`); null otherwise.
 */
export function functionWordsBeside(q: string, searchedFor: string): string | null {
  const words = searchedFor.split(/\s+/).filter(Boolean);
  const rest = words.filter((w) => !isFunctionWord(w));
  if (rest.length === 0 || rest.length === words.length || !isFunctionWordsLeftAlone(q, searchedFor)) return null;
  return rest.join(' ');
}

/** Whether one of the names is the text, legal form aside (SIA "IN" to `in`): a name asked for, not a category. */
export function nameIsText(names: readonly string[], text: string): boolean {
  const key = foldTokens(text).join(' ');
  return names.some((name) => companyNameKey(name) === key);
}

/**
 * Whether one of the names holds every word of `text`, each function word as a whole word and
 * each other word as a word or a word's beginning (`IN Krāsas`: SIA "IN Krāsas"; `in Riga` none).
 */
export function nameHoldsWords(names: ReadonlyArray<string | undefined>, text: string): boolean {
  const words = foldTokens(text);
  return names.some((name) => {
    if (name === undefined) return false;
    const tokens = foldTokens(name);
    return words.every((w) => (FUNCTION_WORDS.has(w) ? tokens.includes(w) : tokens.some((t) => t.startsWith(w))));
  });
}

/** Whether the words of `q` that `searchedFor` leaves out are words, not a phone number's digits alone. */
function isFunctionWordsLeftAlone(q: string, searchedFor: string): boolean {
  const left = [...foldTokens(q)];
  for (const w of foldTokens(searchedFor)) {
    const at = left.indexOf(w);
    if (at !== -1) left.splice(at, 1);
  }
  return left.some((w) => /\p{L}/u.test(w));
}

/** How an answer names the next calls: REST paths, or the MCP tools and their arguments. */
export interface NextCalls { compliance: string; details: string; country: (c: Country) => string }

export const REST_CALLS: NextCalls = {
  compliance: '/companies/{regcode}/compliance',
  details: '/companies/{regcode}',
  country: (c) => `country=${c}`,
};

/**
 * The sentence for such a text: which words were kept and why nothing is listed, what the search
 * finds, and where sanctions and trade are read; with the country to set where the text names one
 * other than the one asked (`countryAsked`).
 */
export function functionWordsAloneSentence(alone: FunctionWordsAlone, calls: NextCalls, countryAsked?: Country): string {
  const words = alone.kept.map((w) => `"${w}"`).join(' and ');
  const one = alone.kept.length === 1;
  const named = alone.countriesNamed.filter((c) => c !== countryAsked);
  const country = named.length === 0 ? ''
    : `; for the companies of ${named.join(' or ')}, set ${named.map(calls.country).join(' or ')} with a name`;
  const kept = alone.kept.length === 0 ? 'the text names no company'
    : `the text names no company: of its words only ${words}, ${one ? 'a word' : 'words'} of many names on ${one ? 'its' : 'their'} own, `
      + `${one ? 'was' : 'were'} left to search, so no company is listed`;
  return `${kept}; the search finds companies by name, registration or VAT number or address, and has no filter by sanctions status, `
    + `trade or size: search for a company by its name, then read its sanctions with ${calls.compliance} and its trade (NACE code) `
    + `with ${calls.details}${country}`;
}

// Folded: the words a question names companies by as a category (`construction companies in Riga`),
// in English and the four countries' languages, singular and plural.
const CATEGORY_WORDS = new Set([
  'company', 'companies', 'firm', 'firms', 'business', 'businesses', 'enterprise', 'enterprises',
  'uznemums', 'uznemumi', 'imone', 'imones', 'ettevote', 'ettevotted', 'yritys', 'yritykset',
]);

/**
 * Where a question of a category listed companies by a word it kept (`companies in Riga`,
 * `construction companies in Riga`: `Riga`), the words left out being a category's (`companies`)
 * and a function word (`in`): that the search has no filter by town, country or trade, and the
 * companies listed are only those whose name or address holds the text searched, not every company
 * of the town asked (a reader took them for all of Riga's). Null otherwise, as for an empty list.
 */
export function categoryWordKeptNote(q: string, searchedFor: string | undefined, listed: number): string | null {
  if (listed === 0 || searchedFor === undefined) return null;
  const kept = foldTokens(searchedFor);
  if (kept.length === 0 || kept.some((w) => FUNCTION_WORDS.has(w))) return null;
  const left = [...foldTokens(q)];
  for (const w of kept) {
    const at = left.indexOf(w);
    if (at !== -1) left.splice(at, 1);
  }
  if (!left.some((w) => FUNCTION_WORDS.has(w)) || !left.some((w) => CATEGORY_WORDS.has(w))) return null;
  return `the search has no filter by town, country or trade: the companies listed are only those whose name or address holds "${searchedFor}"`;
}
