// The words of a query that need not match (docs/search.md, "Words that need not match"). People
// join names with the word for "and" of their own language where the register wrote `&` or
// another language's word (`Salminen and Åström` for `Salminen & Åström Ky`, `Salminen ja
// Åström` for both), and add words to a name that it does not hold (a town, a country, a word
// misremembered). Requiring every word would answer such a query with little or nothing. And a
// legal-form word alone is also the beginning of a name being typed.
import { foldText, foldTokens } from '../../domain/fold.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { PARENTHESIZED, type SearchQuery } from './search-query.ts';

// "And" in the four countries' languages, Swedish (Finland's second language), English and
// German, folded. Only between two other words: at either end `ja`, `un` or `and` may be part of
// a name (`JA Holding`) or the beginning of a word being typed.
const CONNECTOR_WORDS = new Set(['and', 'un', 'ir', 'ja', 'och', 'und']);

const isConnector = (words: readonly string[], i: number) => i > 0 && i < words.length - 1 && CONNECTOR_WORDS.has(words[i]!);

/**
 * Whether word i is in none of the countries' dictionaries (refs: one per country read): not as
 * a whole word, nor, for the last word, as the beginning of one.
 */
export function isUnknownWord(refs: readonly WordRefs[], i: number): boolean {
  const last = refs[0] ? refs[0].words.length - 1 : -1;
  return refs.every((r) => r.exact[i] === -1 && (i !== last || r.lastHi <= r.lastLo));
}

export function withWords(query: SearchQuery, words: string[]): SearchQuery {
  // Registration numbers and the street were looked up for the whole text already.
  return { ...query, words, key: words.join(' '), lookup: null, street: null, streetTyped: false, codesInText: [], fieldWords: [], fieldStreets: [], formWordsAsName: [], nameBesideAddress: null, outsideParentheses: null, formBeingTyped: null, lastWordEndsText: false, nameMayGoOn: false,
    formBegun: null, initialsAsForm: null, webAddressAsName: null, signAt: null, initialFirst: false };
}

/**
 * The query with its one letter alone typed before other words (an initial: `R Koks` or `R. Koks`
 * for `Rīgas Koks`, as a buyer abbreviates a long first word) read last, as the beginning of a
 * word, as the last word typed is, and said to have been typed first (SearchQuery.initialFirst);
 * or null. Not in an address (`Hämeenkatu 51 A 5`, where a staircase is a letter alone). As typed,
 * the letter is a word of an address more often than of a name (a Finnish staircase `A`, the
 * Lithuanian `g.` of a street), and `G Estate` listed the companies named Estate at a `… g.` of
 * Vilnius, none named with a G.
 */
export function withInitialLast(query: SearchQuery): SearchQuery | null {
  const all = query.words;
  if (query.street !== null || all.length < 2) return null;
  const initial = all.findIndex((w, i) => w.length === 1 && i < all.length - 1);
  if (initial === -1 || all.filter((w) => w.length === 1).length !== 1) return null;
  return { ...withWords(query, [...all.filter((_, i) => i !== initial), all[initial]!]), initialFirst: true };
}

/** Where two or three letters typed alone stand one after another before the text's other words (`A B Koks`), or null. */
function initialsTyped(query: SearchQuery): { letters: string[]; rest: string[] } | null {
  const all = query.words;
  if (query.street !== null) return null;
  let end = 0;
  while (end < all.length && all[end]!.length === 1) end++;
  if (end < 2 || end > 3 || end === all.length || all.slice(end).some((w) => w.length === 1)) return null;
  return { letters: all.slice(0, end), rest: all.slice(end) };
}

/**
 * The query with two or three letters typed alone before its other words (`K G Logistika`, `A B
 * Koks`) read as one word, the initials a name writes together (KG Logistika OÜ), or null; not in
 * an address. As typed, each letter was a word of its own, and two that spell a legal form were read
 * as that form only (`A B Koks` as an AB).
 */
export function withInitialsJoined(query: SearchQuery): SearchQuery | null {
  const typed = initialsTyped(query);
  return typed === null ? null : withWords(query, [typed.letters.join(''), ...typed.rest]);
}

/**
 * The same letters read as the initials of as many words typed first (`A B Koks` for `Alfa Baltic
 * Koks`), as withInitialLast reads one: the first letter read last, as the beginning of a word, and
 * every letter, for the names to be kept (name-match.ts holdsInitialsFirst); or null.
 */
export function withInitialsApart(query: SearchQuery): { query: SearchQuery; letters: string[] } | null {
  const typed = initialsTyped(query);
  return typed === null ? null : { query: { ...withWords(query, [...typed.rest, typed.letters[0]!]), initialFirst: true }, letters: typed.letters };
}

/** The query without its connecting words, or null when it has none. */
export function withoutConnectors(query: SearchQuery): SearchQuery | null {
  const words = query.words.filter((_, i) => !isConnector(query.words, i));
  return words.length === query.words.length ? null : withWords(query, words);
}

/**
 * The query read with each word for "and" where it holds a `&` between two words (`Niemi &
 * Virtanen`: `Niemi ja Virtanen`, `Niemi un Virtanen`, …), or none: the register writes the name
 * either way, and the `&` is no word of a key.
 */
export function withSignAsConnectors(query: SearchQuery): SearchQuery[] {
  const at = query.signAt;
  if (at === null) return [];
  return [...CONNECTOR_WORDS].map((w) => withWords(query, [...query.words.slice(0, at), w, ...query.words.slice(at)]));
}

/**
 * The query without the words it holds in parentheses, or null. What people put in parentheses
 * after a name qualifies it (a country, a town, a former name, a status); the name they mean
 * seldom holds it.
 */
export function withoutParenthesized(query: SearchQuery): SearchQuery | null {
  return query.outsideParentheses === null ? null : withWords(query, query.outsideParentheses);
}

/**
 * The query with its last word, a legal-form word, read as the beginning of a word of the name
 * being typed (`Karl Sa` for `Karl Saksaarmäo`, `Baltic As` for `Baltic Assets`), or null. As a
 * legal form it would leave the names beginning with the words before it, thousands for a
 * common word, none of them the one being typed.
 */
export function withFormAsWord(query: SearchQuery): SearchQuery | null {
  const form = query.formBeingTyped;
  if (form === null) return null;
  // The word ends the text (mayBeginWord), and may still be being typed there, as the text's last
  // word is: read as finished, `Oy Invest Ku` (`Ku` the Estonian KÜ) ranked status before the form
  // typed and listed the active Invest Küte OÜ and Invest Kütus OÜ before Invest Kuljetus Oy, in
  // liquidation, as `Oy Invest Kul` did not (rank.ts).
  return {
    ...withWords(query, [...query.words, form]), forms: query.forms.filter((f) => f !== form), countryHint: query.countryHintAsWord,
    lastWordEndsText: true, nameMayGoOn: true,
  };
}

// `II` and `IĮ` as folding reads them (domain/fold.ts): a word, and a legal-form word.
const ROMAN_TWO = foldText('II');
const LT_SOLE_TRADER_FORM = foldText('IĮ');

/**
 * The query with `II` read as the Lithuanian legal form IĮ typed without its Į (`II "Trans
 * Dossuas"` for `IĮ "Trans Dossuas"`: a keyboard without Lithuanian letters), or null. Folded
 * as typed, `II` is a word, the Roman numeral of `Asunto Oy Kaari II`, and the names holding
 * it stay first; a name of a sole trader does not hold it (domain/fold.ts).
 */
export function withRomanTwoAsSoleTrader(query: SearchQuery): SearchQuery | null {
  if (!query.words.includes(ROMAN_TWO)) return null;
  // A legal-form word being typed right after `II` is a word of the name, as after any legal form
  // (`IĮ Sia`, `OÜ Ku`): `ii sia`, on its way to IĮ "Šiaulių …" typed without marks, read `sia` as
  // the Latvian SIA and listed no sole trader.
  const formAsWord = formAfterRomanTwo(query);
  const words = [...query.words.filter((w) => w !== ROMAN_TWO), ...(formAsWord === null ? [] : [formAsWord])];
  if (words.length === 0) return null;
  // The last word typed stays the last word read, and where it ends the text it may still be being
  // typed, as for IĮ typed with its Į: read as finished, `II Ka` (on its way to `IĮ "Kauno …"`)
  // listed every `KA …` of any form, a whole word, before the sole traders it begins.
  const lastKept = formAsWord !== null || words[words.length - 1] === query.words[query.words.length - 1];
  return {
    ...withWords(query, words), forms: [...query.forms.filter((f) => f !== formAsWord), LT_SOLE_TRADER_FORM],
    lastWordEndsText: lastKept && (formAsWord !== null || query.lastWordEndsText), nameMayGoOn: lastKept && (formAsWord !== null || query.nameMayGoOn),
  };
}

/**
 * The legal-form word being typed right after `II` (`ii sia`: `sia`), which the text read with IĮ
 * for `II` reads as a word of the name; else null.
 */
export function formAfterRomanTwo(query: SearchQuery): string | null {
  const form = query.formBeingTyped;
  return form !== null && query.words[query.words.length - 1] === ROMAN_TWO ? form : null;
}

/**
 * The query with two dotted letters that spell a legal form read as that legal form
 * (`Harju Lahendused A.S.`, `Med Green O.Ü.`), or null. Read as typed, they are letters, as a
 * person's initials are (`A.S. Kalniņš`), and the names that hold them stay first.
 */
export function withInitialsAsForm(query: SearchQuery): SearchQuery | null {
  const read = query.initialsAsForm;
  return read === null ? null : { ...withWords(query, read.words), forms: read.forms };
}

/**
 * A query of legal-form words only, read as words of names, or null. Legal-form words are also
 * the beginnings of names being typed (`Sa` for `Salminen`, `As` for `Astra`), and a legal form
 * may have no company in the data (`SA`, an Estonian foundation).
 */
export function formsAsWords(query: SearchQuery): SearchQuery | null {
  if (query.words.length > 0 || query.forms.length === 0) return null;
  return { ...withWords(query, [...query.forms]), forms: [] };
}

/**
 * For a query that found nothing, typos included: queries of fewer of its words, to be tried in
 * turn until one finds something. First without its connecting words and the words in no
 * dictionary (if that leaves any word), then with one more word left out, a letter alone first
 * (an initial), then the last first: what people add to a name, a town or a country, comes after it. Then the words at either end, fewer
 * in turn, the first ones before the last: a name is said with more than one word around it
 * (`Viru Puit in Estonia`, `the company Viru Puit`), and each of those words is some name's or
 * address's, so no single one left out finds the name.
 */
export function fewerWords(query: SearchQuery, refs: readonly WordRefs[]): SearchQuery[] {
  // A letter alone before other words (an initial, `R Koks` or `R. Koks` for `Rīgas Koks`) read as the
  // beginning of a word, as the last word typed is: the same words with it last (`Koks R`), before any
  // is left out. Left out, or kept as the whole query, it listed every `Koks`, or names beginning with an R.
  const out: SearchQuery[] = [];
  // Where the text as typed finds nothing: a street and house typed too (their staircase or flat a letter alone).
  const initialLast = withInitialLast({ ...query, street: null });
  if (initialLast !== null) out.push(initialLast);
  const words = query.words.filter((_, i) => !isConnector(query.words, i) && !isUnknownWord(refs, i));
  if (words.length === 0) return out;
  if (words.length < query.words.length) out.push(withWords(query, words));
  if (words.length > 1) {
    // A letter alone (an initial, `R Koks` for `Rīgas Koks`) is left out before any other word: kept
    // as the whole query, `R`, it listed the names beginning with an R, none holding `Koks`.
    const order = [...words.keys()].reverse();
    const initialsFirst = [...order.filter((i) => words[i]!.length === 1), ...order.filter((i) => words[i]!.length > 1)];
    for (const i of initialsFirst) out.push(withWords(query, words.filter((_, j) => j !== i)));
  }
  for (let kept = words.length - 2; kept >= 1; kept--) {
    out.push(withWords(query, words.slice(0, kept)));
    out.push(withWords(query, words.slice(words.length - kept)));
  }
  return out;
}

// At most this many words after a word with a typo are left out, one more at a time: a town, a
// country or a word of the request (`Baltic Transprt Estonia`, `… Tallinn Estonia`, `… company`)
// written after the name.
const WORDS_AFTER_TYPO = 2;

/**
 * For a query that found nothing, typos included, with words after its first word in no dictionary
 * that may hold a typo (`Baltic Transprt Estonia`): that word, and the query without the last of
 * them, then without the last two, where two words are left, each to be read with its typos before
 * fewerWords, which leaves the words in no dictionary out first (`Baltic Estonia`, which listed
 * `Baltic Logistika OÜ`).
 */
export function withoutWordsAfterTypo(
  query: SearchQuery, refs: readonly WordRefs[], mayHoldTypo: (word: string) => boolean,
): { typo: string; queries: SearchQuery[] } | null {
  const typo = query.words.findIndex((w, i) => mayHoldTypo(w) && isUnknownWord(refs, i));
  if (typo === -1) return null;
  const after = query.words.length - 1 - typo;
  const out: SearchQuery[] = [];
  for (let left = 1; left <= Math.min(after, WORDS_AFTER_TYPO); left++) {
    // Two words at least: one word alone read with its typos is any name near it (`Latvia Kalns`
    // read as `latvia`, `Latvijas Gāze`, where `Kalns` is the name and `Latvia` its country).
    if (query.words.length - left >= 2) out.push(withWords(query, query.words.slice(0, query.words.length - left)));
  }
  return out.length === 0 ? null : { typo: query.words[typo]!, queries: out };
}

/**
 * The text as typed without the words a query of fewer words (fewerWords) left out (`Viru Puit
 * Tallinas` that found nothing: `Viru Puit`), its legal form and punctuation kept, for the answer
 * to say what was searched; the words kept, folded, where the typed words do not spell those left
 * out (a word read otherwise: in Cyrillic, with its letters spelled out).
 */
export function typedWordsKept(text: string, words: readonly string[], kept: readonly string[]): string {
  const dropped = [...words];
  for (const w of kept) {
    const at = dropped.indexOf(w);
    if (at !== -1) dropped.splice(at, 1);
  }
  // A typed word goes where every one of its folded tokens is among those left out; a house and
  // its flat or building written as one word (`1-5`, `1/3`) keeps the house where the rest went
  // (`Gedimino pr. 1-5`: `Gedimino pr. 1`, said folded as `gedimino pr 1` before).
  const typed = String(text ?? '').split(/\s+/).filter((raw) => raw !== '').map((raw) => {
    const ends = [...raw.matchAll(HOUSE_PART_AFTER)].map((m) => m.index);
    for (const end of [0, ...ends]) {
      const rest = [...dropped];
      const left = foldTokens(raw.slice(end));
      if (left.length > 0 && left.every((t) => {
        const at = rest.indexOf(t);
        if (at !== -1) rest.splice(at, 1);
        return at !== -1;
      })) {
        dropped.splice(0, dropped.length, ...rest);
        return raw.slice(0, end);
      }
    }
    return raw;
  }).filter((raw) => raw !== '');
  return dropped.length === 0 && typed.length > 0 ? typed.join(' ') : kept.join(' ');
}

// A hyphen or slash after a house number's digits (and letter), before another number: `1-5`, `29/1`.
const HOUSE_PART_AFTER = /(?<=\d\p{L}?)[-/](?=\d)/gu;

/**
 * The text as typed with each word a reading read otherwise (`Baltic Tranprt`, read by two typos
 * as `baltic transport`) in the spelling it was read as, folded: `Baltic transport`; the words
 * read, folded, where the typed words do not spell those of the query one for one.
 */
export function typedWordsRead(text: string, words: readonly string[], read: readonly string[]): string {
  if (read.length !== words.length) return read.join(' ');
  const readAs = new Map<string, string>();
  words.forEach((w, i) => { if (read[i] !== w) readAs.set(w, read[i]!); });
  let left = readAs.size;
  const typed = String(text ?? '').split(/\s+/).filter((raw) => raw !== '').map((raw) => {
    const tokens = foldTokens(raw);
    const as = tokens.length === 1 ? readAs.get(tokens[0]!) : undefined;
    if (as === undefined) return raw;
    left--;
    return as;
  });
  return left === 0 ? typed.join(' ') : read.join(' ');
}

/** The text as typed without what it holds in parentheses (`AS Rīgas Koks (Latvija)`: `AS Rīgas Koks`), a parenthesis not yet closed too. */
export function typedOutsideParentheses(text: string): string {
  return String(text ?? '').replace(PARENTHESIZED, ' ').split(/\s+/).filter((raw) => raw !== '').join(' ');
}
