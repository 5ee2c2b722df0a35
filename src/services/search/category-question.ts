// A question of a category typed into the search (`IT companies in Tallinn`, `construction
// companies Vilnius`, `bakeries in Helsinki`, `Lithuanian companies`): the search finds companies by
// name, number or address, and no name held the whole text, so it left words out and listed the
// companies of the words kept, a trade's word read as a name's (`IT`: IT Partners OÜ), a town's or
// a country's as an address's or a name's (`Estonia`: Estonia Hotell OÜ). Which words so left
// tell a category asked for (docs/search.md, "A question of a category"); function-words-kept.ts
// says what the answer then says, one rule for search, autofill and search_companies.
import { countryOfName } from '../../domain/country.ts';
import { foldTokens, isLegalFormWord, LEGAL_FORM_PHRASES } from '../../domain/fold.ts';
import { withoutRequestWords } from './request-words.ts';
import { isTradeWord } from './trade-words.ts';
import { isTraitWord } from './trait-words.ts';

// Folded: the words a question names companies by as a category, in English and the four
// countries' languages. A plural asks for many companies whatever else is typed; a singular may
// follow a name (`Rīgas Koks company`), so it tells a category only where no company listed is
// named the text searched.
const CATEGORY_PLURALS = new Set([
  'companies', 'firms', 'businesses', 'enterprises', 'corporations',
  // Latvian uzņēmumi, firmas; Lithuanian įmonės, firmos; Estonian ettevõtted, firmad; Finnish yritykset, firmat.
  'uznemumi', 'firmas', 'imones', 'firmos', 'ettevotted', 'firmad', 'yritykset', 'firmat',
]);
const CATEGORY_SINGULARS = new Set([
  'company', 'firm', 'business', 'enterprise', 'corporation',
  // Latvian uzņēmums, firma; Lithuanian įmonė; Estonian ettevõte; Finnish yritys.
  'uznemums', 'firma', 'imone', 'ettevote', 'yritys',
]);
// Folded: the English words that put a place after the trade asked (`bakeries in Helsinki`,
// `firms from Estonia`); the registers' languages write the place inflected instead (`Rīgā`).
const PLACE_WORDS = new Set(['in', 'from', 'at', 'near', 'around']);

// A legal form kept (`SIA companies in Riga`, `Aktsiaselts companies in Tallinn`) is read as the
// form, its companies first, and is no trade read as a name's word, as the note said it was.
const FORM_PHRASE_WORDS: ReadonlySet<string> = new Set(LEGAL_FORM_PHRASES.flatMap((phrase) => phrase.split(' ')));
const isFormToken = (token: string) => isLegalFormWord(token) || FORM_PHRASE_WORDS.has(token);

/** Whether a folded token is a category's word, plural (`companies`) or singular (`firma`). */
export const isCategoryWord = (token: string) => CATEGORY_PLURALS.has(token) || CATEGORY_SINGULARS.has(token);

/** Whether folded tokens hold a category's plural (`companies`): many companies asked for, whatever else is typed. */
export function holdsCategoryPlural(tokens: readonly string[]): boolean {
  return tokens.some((t) => CATEGORY_PLURALS.has(t));
}

/** Whether folded tokens hold a category's word. */
export function holdsCategoryWord(tokens: readonly string[]): boolean {
  return tokens.some(isCategoryWord);
}

export interface CategoryQuestion {
  /**
   * A word of a category in the question, `plural` (`companies`) or `singular` (`company`), left
   * out of the text searched or kept as a word of names (`company` of The Baltic Company OÜ); null
   * where it holds none.
   */
  category: 'plural' | 'singular' | null;
  /**
   * A place word left out (`in`, `from`) with every word typed before it, every word kept coming
   * after it: the text searched is the place alone (`bakeries in Helsinki`: `Helsinki`).
   */
  placeAlone: boolean;
  /** The words kept as typed before the category's word, no country's name: the trade asked for, read as a name's words (`IT`). */
  tradeKept: string[];
  /**
   * Where the question holds no category's word nor place word left out, and the words it left out
   * are a trade's or a profession's (trade-words.ts: `dentists Riga`, searched as `Riga`): those
   * words as typed; empty otherwise.
   */
  tradeLeftOut: string[];
  /**
   * The words of a trait the search does not filter by (trait-words.ts: `sanctioned`, `largest`,
   * `new`) left out, as typed, beside a town (`sanctioned Riga`) or with a category's word
   * (`largest companies Tallinn`); empty otherwise.
   */
  traitLeftOut: string[];
}

/**
 * The folded tokens of the question asked: of the text and its readings without a request's words
 * (request-words.ts: `Tell me about the company Rīgas Koks`), the one of fewest tokens holding every
 * token kept, so a request's words (`the company`) are no category's.
 */
function questionTokens(q: string, kept: readonly string[]): string[] {
  let best = foldTokens(q);
  for (const reading of withoutRequestWords(q)) {
    const tokens = foldTokens(reading);
    if (tokens.length < best.length && holdsAll(tokens, kept)) best = tokens;
  }
  return best;
}

function holdsAll(tokens: readonly string[], kept: readonly string[]): boolean {
  const left = [...tokens];
  for (const w of kept) {
    const at = left.indexOf(w);
    if (at === -1) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * How a text (`q`) searched as `searchedFor` asked for a category: a category's word, a place
 * word or a trade's words left out as CategoryQuestion tells; null where neither was (a name asked for, in a request
 * or with its town, `Viru Puit in Estonia`: `Viru Puit`, or the words left out being a request's).
 */
export function categoryQuestionOf(q: string, searchedFor: string): CategoryQuestion | null {
  const kept = foldTokens(searchedFor);
  if (kept.length === 0) return null;
  const asked = questionTokens(q, kept);
  const keptAt = new Set<number>();
  for (const w of kept) {
    const at = asked.findIndex((t, i) => t === w && !keptAt.has(i));
    if (at !== -1) keptAt.add(at);
  }
  const leftOut = (i: number) => !keptAt.has(i);
  // Every word of the question kept: a name asked for in a request (`Tell me about Construction Company`).
  if (!asked.some((_, i) => leftOut(i))) return null;
  const categoryAt = asked.findIndex(isCategoryWord);
  const placeAlone = keptAt.size > 0 && asked.some((t, i) => i > 0 && PLACE_WORDS.has(t) && leftOut(i)
    && asked.slice(0, i).every((_, j) => leftOut(j)) && [...keptAt].every((k) => k > i)
    && asked.slice(0, i).some((w) => /\p{L}/u.test(w)));
  // A trade's or a trait's words left out beside the words kept (`dentists Riga`, `sanctioned
  // Riga`), with a place word or none; a word outside the tables (`Zzyzxq Riga`, a name typed
  // wrong) tells no category.
  const isAsked = (t: string) => isTradeWord(t) || isTraitWord(t);
  const tradeAsked = categoryAt === -1 && !placeAlone && keptAt.size > 0
    && asked.every((t, i) => !leftOut(i) || isAsked(t) || PLACE_WORDS.has(t)) && asked.some((t, i) => leftOut(i) && isAsked(t));
  if (categoryAt === -1 && !placeAlone && !tradeAsked) return null;
  const category = categoryAt === -1 ? null : CATEGORY_PLURALS.has(asked[categoryAt]!) ? 'plural' : 'singular';
  const before = new Set([...keptAt].filter((i) => i < categoryAt && !isCategoryWord(asked[i]!)).map((i) => asked[i]!));
  const tradeKept = categoryAt === -1 ? [] : searchedFor.split(/\s+/).filter((typed) => {
    const tokens = foldTokens(typed);
    return tokens.length > 0 && tokens.every((t) => before.has(t) && countryOfName(t) === null && !isFormToken(t));
  });
  const typedLeftOut = (of: (token: string) => boolean) => q.split(/\s+/).map((typed) => typed.replace(/^\P{L}+|\P{L}+$/gu, '')).filter((typed) => {
    const tokens = foldTokens(typed);
    return tokens.length > 0 && tokens.every((t) => of(t) && !kept.includes(t));
  });
  const tradeLeftOut = !tradeAsked ? [] : typedLeftOut(isTradeWord);
  // A trait's word is no trade's and no name's in a question of a category: said left out where
  // the words left out are a question's (`sanctioned Riga`, `largest companies Tallinn`).
  const traitLeftOut = typedLeftOut((t) => isTraitWord(t) && !isTradeWord(t));
  return { category, placeAlone, tradeKept, tradeLeftOut, traitLeftOut };
}
