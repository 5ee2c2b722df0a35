// The sentence beside a search of a person's name that lists companies bearing none of its words,
// only words like them: `Maarja Ilves`, a person the registers name in some twenty companies, listed
// Invest Marja Ay (`Marja` one letter from `Maarja`, `Invest` two from `Ilves`) without a word, and
// a model asked which companies the person is tied to reported that partnership as hers. An empty
// search says so of a person's name (search-empty.ts), and one listing the person's own sole trader
// (search-companies.ts); this one said nothing.
import { foldTokens } from '../../domain/fold.ts';
import { hasCyrillic } from '../../domain/cyrillic-readings.ts';
import { couldBePersonName } from '../../domain/person-name-like.ts';
import { spelledOutReadings } from '../../domain/spelled-letters.ts';
import type { SearchResultView } from '../../services/views.ts';
import { PERSON_CHECK_TOOL } from '../tool-results.ts';

/**
 * Whether a name's word `typed` is `word` as the search reads it: the same once folded or with its
 * letters spelled out (`Saehkoe`), or with another ending of one or two letters on a stem of three
 * or more (`Rīga` for `Rīgas`, `Jono` for `Jonas`), as the registers' languages inflect a name.
 */
function sameWord(typed: string, word: string): boolean {
  if (typed === word || spelledOutReadings(typed).includes(word)) return true;
  const [short, long] = typed.length <= word.length ? [typed, word] : [word, typed];
  return long.length - short.length <= 2 && [0, 1, 2].some((cut) => short.length - cut >= 3 && long.startsWith(short.slice(0, short.length - cut))
    && long.length - (short.length - cut) <= 2);
}

/**
 * The person check pointed to where `name`, of a person's shape in Latin letters, has none of its
 * words in the name of any company listed; undefined otherwise (a name one of whose words a result
 * bears, `Rigas Kokss` listing SIA "Rīgas Koks", is a company's name mistyped as often as not, and
 * a name typed in Cyrillic by its sound, `Нямуно лайвиба`, is read so by the search).
 */
export function personLikeWordsSentence(name: string, results: readonly SearchResultView[], searchedFor?: string): string | undefined {
  const typed = name.trim();
  if (results.length === 0 || hasCyrillic(typed) || !couldBePersonName(typed)) return undefined;
  const words = foldTokens(typed);
  const partly = partlySearchedSentence(typed, words, searchedFor);
  if (partly !== undefined) return partly;
  const listed = results.flatMap((r) => [...foldTokens(r.name), ...foldTokens(r.matchedOtherName?.name ?? '')]);
  if (words.some((w) => listed.some((l) => sameWord(w, l)))) return undefined;
  return `If "${typed}" is a person's name: the companies listed bear none of its words, only words like them, and the search `
    + `reads no officer or owner, so they are not the person's. ${PERSON_CHECK_TOOL}`;
}

/**
 * A person's name of which the search read some words and left the others out, as no company bears
 * them (`Andres Rebane` searched for `Andres`): it listed other people's sole traders (Andres Jõgi
 * FIE, Andres Karu FIE) with "the word Rebane was left out" alone, and a model following the person
 * had no word that the list is not theirs, nor of the tool that finds their companies.
 */
function partlySearchedSentence(typed: string, words: readonly string[], searchedFor: string | undefined): string | undefined {
  // A name as a person's is typed, each word capitalised: `Who is Marja Ilves` is a request around one, whose words
  // left out are no part of it (the search's own reading of a request is the name searched, told before this).
  if (searchedFor === undefined || !typed.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) return undefined;
  const searched = foldTokens(searchedFor);
  // One word of the name searched, a given name or a surname alone (a company's name keeps more: `Tallinna Ehitus
  // Group Rebane` searched for its first three), and only the name's own words.
  if (searched.length !== 1 || !searched.every((w) => words.includes(w))) return undefined;
  const left = words.filter((w) => !searched.includes(w));
  if (left.length === 0) return undefined;
  return `If "${typed}" is a person's name: the companies listed bear only some of its words, the search having left out the others, `
    + `and it reads no officer or owner, so they are not the person's. ${PERSON_CHECK_TOOL}`;
}
