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
import { companyNameKey, foldTokens, LEGAL_FORM_PHRASES } from '../../domain/fold.ts';
import { LOOKUP_LABEL_WORDS, withNumberLabelsWrittenOut } from '../../domain/number-labels.ts';
import { allowedEdits, editDistance } from '../../domain/similarity.ts';
import { categoryQuestionOf, holdsCategoryPlural, holdsCategoryWord, isCategoryWord } from './category-question.ts';
import { isTradeWord } from './trade-words.ts';
import { isTraitWord } from './trait-words.ts';

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

/** Whether a folded token is a trade's or a trait's word (trade-words.ts, trait-words.ts): a question's, no name's. */
const isAskedWord = (w: string) => isTradeWord(w) || isTraitWord(w);

/**
 * Whether folded tokens are a trade's or a trait's words with a category's word or a country's
 * name, and function words (`software company`, `IT firm in Latvia`, `dentists Latvia`,
 * `sanctioned company`): each word one of those, a trade's or a trait's among them; a word outside
 * the tables (`Zzyzxq firm`) may be a name typed wrong.
 */
function isTradeWithCategory(words: readonly string[]): boolean {
  return words.length >= 2 && words.some(isAskedWord) && words.some((w) => isCategoryWord(w) || countryOfName(w) !== null)
    && words.every((w) => isAskedWord(w) || isCategoryWord(w) || countryOfName(w) !== null || FUNCTION_WORDS.has(w));
}

/** Whether every folded token of a word as typed is one `of` tells. */
function isWordOf(typed: string, of: (token: string) => boolean): boolean {
  const tokens = foldTokens(typed);
  return tokens.length > 0 && tokens.every(of);
}

/** Whether a word as typed (`Estonia`, `Latvian,`) is a country's name. */
const isCountryName = (typed: string) => isWordOf(typed, (t) => countryOfName(t) !== null);

/** Whether a word as typed (`in`, `"In`) is a function word. */
function isFunctionWord(typed: string): boolean {
  const tokens = foldTokens(typed);
  return tokens.length > 0 && tokens.every((t) => FUNCTION_WORDS.has(t));
}

/**
 * Folded tokens without the label words written right before a number (`įmonės kodas 1234567`,
 * `Firmas reģ. Nr. 40003999999`): the Lithuanian `įmonės` (companies) of `įmonės kodas`, LT's own
 * label for a company code, and the Latvian `firmas` of a letterhead's label are the label's words,
 * no category asked for, and the text was told it names no company in place of what the label
 * names. A category's word alone before a number (`companies 1234567`) labels nothing and stays.
 */
function withoutNumberLabels(tokens: readonly string[]): string[] {
  const labelAt = new Set<number>();
  tokens.forEach((token, i) => {
    if (!/\d/.test(token)) return;
    let start = i;
    while (start > 0 && LOOKUP_LABEL_WORDS.has(tokens[start - 1]!)) start--;
    if (tokens.slice(start, i).some((w) => !isCategoryWord(w))) for (let j = start; j < i; j++) labelAt.add(j);
  });
  return tokens.filter((_, i) => !labelAt.has(i));
}

/**
 * What a text of a category kept: its function words searched, as typed (none where it found
 * nothing), the countries' names searched without one (`firms from Estonia`: `Estonia`), and the
 * countries it names.
 */
export interface FunctionWordsAlone { kept: string[]; countriesKept: string[]; countriesNamed: Country[] }

/**
 * Where the text searched (`searchedFor`, words of `q` left out) is function words alone, or with
 * countries' names (`in Latvia`), and the words left out are words, not a phone number's digits:
 * those words and the countries the text names (`Latvia`, `Latvian`). So too where it is countries'
 * names alone, the words left out a category's or the trade before a place word (`firms from
 * Estonia`, `Lithuanian companies`, `bakeries in Finland`: category-question.ts): the names and
 * addresses holding `Estonia` are no country's companies. Where nothing was listed (`listedNone`)
 * and no word was left out, a text naming a country with a category's word (`Latvian firms`) or,
 * of three words or more, a function word (`list of Latvian companies`) is one too, none kept, and
 * so is one of two words or more holding a category's plural (`software companies`), and one of a
 * trade's words with a category's singular or a country's name (`software company`, `dentists Latvia`).
 * Null otherwise, as for every text a name holds as typed, and for a name with its country (`Viru
 * Puit in Estonia`: `Viru Puit`).
 */
export function functionWordsAlone(q: string, searchedFor: string | undefined, listedNone = false): FunctionWordsAlone | null {
  const countriesNamed = () => countriesNamedIn(q);
  if (searchedFor === undefined) {
    // The shortest labels and `įmonės kodą` written out first, as the search reads them (domain/number-labels.ts).
    const words = withoutNumberLabels(foldTokens(withNumberLabelsWrittenOut(q)));
    const trade = listedNone && isTradeWithCategory(words);
    const asked = trade || (listedNone && ((words.length >= 3 && words.some((w) => FUNCTION_WORDS.has(w))) || holdsCategoryWord(words)));
    const countries = asked ? countriesNamed() : [];
    // A category's plural beside other words (`software companies`) asks for many companies, no
    // name whose spelling to check; a singular may follow a name typed wrong (`Rigaz Koks company`),
    // and tells a category only beside a trade's words alone (`software company`, trade-words.ts).
    const plural = listedNone && words.length >= 2 && holdsCategoryPlural(words);
    return countries.length > 0 || plural || trade ? { kept: [], countriesKept: [], countriesNamed: countries } : null;
  }
  // A country's name kept beside them (`in Latvia`, SIA "Made in Latvia" holding both) is the
  // country asked for, told with them.
  // So is a category's word kept (`company` of `software company`, where The Baltic Company OÜ
  // holds it), a word of many names as they are.
  const words = foldTokens(searchedFor);
  if (words.length === 0 || !words.every((w) => FUNCTION_WORDS.has(w) || isCategoryWord(w) || countryOfName(w) !== null)) return null;
  const functionWordKept = words.some((w) => FUNCTION_WORDS.has(w));
  if (!functionWordKept && categoryQuestionOf(q, searchedFor) === null) return null;
  if (!isFunctionWordsLeftAlone(q, searchedFor)) return null;
  const typed = searchedFor.split(/\s+/);
  const kept = typed.filter((w) => isFunctionWord(w) || isWordOf(w, isCategoryWord));
  return { kept, countriesKept: kept.length > 0 ? [] : typed.filter(isCountryName), countriesNamed: countriesNamed() };
}

// The legal forms written out of more than one word, folded: the Latvian `ar` (with) of
// `Sabiedrība ar ierobežotu atbildību` is the form's word, no question's.
const FORM_PHRASES = LEGAL_FORM_PHRASES.filter((phrase) => phrase.includes(' ')).map((phrase) => phrase.split(' '));

/** The places of the words as typed that spell a legal form written out (`Sabiedriba ar ierobezotu atbildibu`). */
function formPhraseWords(typed: readonly string[]): Set<number> {
  const folded = typed.map((w) => foldTokens(w).join(' '));
  const at = new Set<number>();
  for (const phrase of FORM_PHRASES) {
    for (let i = 0; i + phrase.length <= folded.length; i++) {
      if (phrase.every((word, j) => folded[i + j] === word)) phrase.forEach((_, j) => at.add(i + j));
    }
  }
  return at;
}

/**
 * Where the text searched (`searchedFor`, words of `q` left out) holds function words beside other
 * words (`in Riga`): the text searched without them (`Riga`); null otherwise. A word of a legal form
 * written out (`ar` of `Sabiedrība ar ierobežotu atbildību`) is the form's: read without it, the
 * form was no form, its words none a name holds, and the text was searched and said as `"Rīgas`.
 */
export function functionWordsBeside(q: string, searchedFor: string): string | null {
  const words = searchedFor.split(/\s+/).filter(Boolean);
  const inForm = formPhraseWords(words);
  const rest = words.filter((w, i) => inForm.has(i) || !isFunctionWord(w));
  if (rest.length === 0 || rest.length === words.length || !isFunctionWordsLeftAlone(q, searchedFor)) return null;
  return rest.join(' ');
}

/** Whether one of the names is the text, legal form aside (SIA "IN" to `in`): a name asked for, not a category. */
export function nameIsText(names: readonly string[], text: string): boolean {
  const key = foldTokens(text).join(' ');
  return names.some((name) => companyNameKey(name) === key);
}

/**
 * Whether a company listed is named the text searched, legal forms and function words aside on
 * both sides (`Global Auto OÜ` of `Global Auto OÜ company`, `Mäkelä Niemi Ay` of `Mäkelä ja Niemi Ay
 * company`, whose `ja` the search left out), each word as typed or with the typos the search reads
 * in it (`Rīgas Kqks company`: SIA "Rīgas Koks", which it listed as a name typed wrong, was told
 * `"Rīgas" and "Kqks" were read as words of a name, not as a trade`): the company named, not a category.
 */
function isNameSearched(listed: ReadonlyArray<{ name: string }>, searchedFor: string): boolean {
  const wordsOf = (name: string) => companyNameKey(name).split(' ').filter((w) => w !== '' && !FUNCTION_WORDS.has(w));
  const typed = wordsOf(searchedFor);
  const named = (words: string[]) => words.length === typed.length
    && words.every((w, i) => w === typed[i] || editDistance(typed[i]!, w, allowedEdits(typed[i]!.length)) <= allowedEdits(typed[i]!.length));
  return typed.length > 0 && listed.some((r) => named(wordsOf(r.name)));
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

/** Quoted words joined (`"IT" and "Tallinn"`). */
const quoted = (words: readonly string[]) => words.map((w) => `"${w}"`).join(' and ');

/**
 * Where the text names countries other than the one asked (`countryAsked`): that the search
 * takes a country, the parameter (REST) or argument (MCP) being `country` in both, and how to set
 * it; else ''.
 */
function countryParameterPart(countries: readonly Country[], calls: NextCalls, countryAsked?: Country): string {
  const named = countries.filter((c) => c !== countryAsked);
  return named.length === 0 ? ''
    : `; the search has a country parameter: for the companies of ${named.join(' or ')}, set ${named.map(calls.country).join(' or ')} with a name`;
}

/** The countries whose names a text holds (`Latvia`, `Latvian`), in the order of COUNTRIES. */
function countriesNamedIn(q: string): Country[] {
  const named = new Set(q.split(/[\s\p{P}]+/u).map((w) => countryOfName(w)).filter((c) => c !== null));
  return COUNTRIES.filter((c) => named.has(c));
}

/**
 * The sentence for such a text: which words were kept and why nothing is listed, what the search
 * finds, and where sanctions and trade are read; with the country parameter to set where the text
 * names a country other than the one asked (`countryAsked`).
 */
export function functionWordsAloneSentence(alone: FunctionWordsAlone, calls: NextCalls, countryAsked?: Country): string {
  const one = alone.kept.length === 1;
  const ofCountry = alone.countriesKept.length === 1;
  const kept = alone.kept.length > 0
    ? `the text names no company: of its words only ${quoted(alone.kept)}, ${one ? 'a word' : 'words'} of many names on ${one ? 'its' : 'their'} own, `
      + `${one ? 'was' : 'were'} left to search, so no company is listed`
    : alone.countriesKept.length > 0
      ? `the text names no company: of its words only ${quoted(alone.countriesKept)}, ${ofCountry ? 'a country\'s name' : 'countries\' names'}, `
        + `${ofCountry ? 'was' : 'were'} left to search, which lists the companies whose name or address holds ${ofCountry ? 'it' : 'them'}, `
        + 'not those of the country, so no company is listed'
      : 'the text names no company';
  return `${kept}; the search finds companies by name, registration or VAT number or address, and has no filter by sanctions status, `
    + `trade or size: search for a company by its name, then read its sanctions with ${calls.compliance} and its trade (NACE code) `
    + `with ${calls.details}${countryParameterPart(alone.countriesNamed, calls, countryAsked)}`;
}

/**
 * Where a question of a category listed companies by words it kept (category-question.ts: `companies
 * in Riga`, `construction companies Vilnius`, `bakeries in Helsinki`: the town; `IT companies in
 * Tallinn`: `IT Tallinn`, the trade read as a name's word), a category's word or the words before a
 * place word left out: that the search has no filter by town, country or trade, and the companies
 * listed are only those whose name or address holds the text searched, not every company of the
 * town or trade asked (a reader took them for all of Riga's); the trade's words kept said read as a
 * name's, with where a company's trade is read, and the country parameter where the text names a
 * country other than the one asked. Not where a company listed is named the text searched and the
 * category's word is a singular (`Rīgas Koks company`: the company named), nor for a request's
 * words (`Tell me about the company Rīgas Koks`). Null otherwise, as for an empty list. One rule
 * for the search, autofill and search_companies, in their calls' words (`calls`).
 */
export function categoryWordKeptNote(
  q: string, searchedFor: string | undefined, listed: ReadonlyArray<{ name: string }>, calls: NextCalls = REST_CALLS, countryAsked?: Country,
): string | null {
  if (listed.length === 0 || searchedFor === undefined) return null;
  const kept = foldTokens(searchedFor);
  const inForm = formPhraseWords(kept);
  if (kept.length === 0 || kept.some((w, i) => FUNCTION_WORDS.has(w) && !inForm.has(i))) return null;
  const asked = categoryQuestionOf(q, searchedFor);
  if (asked === null) return null;
  if (asked.category !== 'plural' && !asked.placeAlone && isNameSearched(listed, searchedFor)) return null;
  const one = asked.tradeKept.length === 1;
  const left = asked.tradeLeftOut.length === 1;
  const trade = asked.tradeKept.length > 0
    ? `; ${quoted(asked.tradeKept)} ${one ? 'was' : 'were'} read as ${one ? 'a word' : 'words'} of a name, not as a trade: `
      + `a company's trade (NACE code) is read with ${calls.details}`
    : asked.tradeLeftOut.length > 0
      ? `; ${quoted(asked.tradeLeftOut)}, ${left ? 'a trade\'s word' : 'a trade\'s words'} no name listed holds, ${left ? 'was' : 'were'} left out: `
        + `a company's trade (NACE code) is read with ${calls.details}`
      : '';
  // A trait left out (`sanctioned Riga`, `largest companies Tallinn`) is no filter either: the list
  // was read as Riga's sanctioned companies where it says nothing of sanctions.
  const oneTrait = asked.traitLeftOut.length === 1;
  const trait = asked.traitLeftOut.length === 0 ? ''
    : `; ${quoted(asked.traitLeftOut)}, ${oneTrait ? 'a trait\'s word' : 'a trait\'s words'} no name listed holds, ${oneTrait ? 'was' : 'were'} left out: `
      + `the search has no filter by sanctions status, status, size or age: each company listed carries its status, `
      + `and its sanctions are read with ${calls.compliance}`;
  return `the search has no filter by town, country or trade: the companies listed are only those whose name or address holds `
    + `"${searchedFor}"${trade}${trait}${countryParameterPart(countriesNamedIn(q), calls, countryAsked)}`;
}
