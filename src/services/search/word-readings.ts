// A query's unknown words read as other words the dictionaries know: letters spelled out as two
// (`Saehkoe` for `Sähkö`, spelled-letters.ts), a name typed in Cyrillic by its sound (`Нямуно`
// for `Nemuno`, cyrillic-words.ts). Each word's readings are its own; this picks the combination
// of them that fits the other words best and makes the query of it.
import { isLegalFormWord } from '../../domain/fold.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, nameRangeCount, prefixRange } from '../../store/search-image/terms.ts';
import { resolveWords, type WordRefs } from '../../store/search-image/name-match.ts';
import { anywhereDocs, inNamesDocs } from '../../store/search-image/candidates.ts';
import { isUnknownWord } from './relaxed-query.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * How many names of the images hold `word` (the last word of a text: a word it begins), or 0
 * when no image knows it. A word of addresses only counts as 1.
 */
export function namesHolding(images: readonly SearchImage[], word: string, last: boolean): number {
  let names = 0;
  let known = false;
  for (const image of images) {
    const t = last ? -1 : findTerm(image, word);
    const [lo, hi] = last ? prefixRange(image, word) : [t, t + 1];
    if (lo === -1 || hi <= lo) continue;
    known = true;
    names += nameRangeCount(image, lo, hi);
  }
  return known ? Math.max(1, names) : 0;
}

// Readings kept per word (the ones in most names), and combinations of them tried per text.
const READINGS_PER_WORD = 3;
const MAX_COMBINATIONS = 9;

/**
 * The readings some dictionary knows, the ones in most names first, at most READINGS_PER_WORD.
 * `names` says how many names hold a reading (0: none; a legal form: Infinity to keep it, 0 not).
 */
export function bestKnown(readings: readonly string[], names: (reading: string) => number): string[] {
  return readings.map((reading) => ({ reading, names: names(reading) }))
    .filter(({ names }) => names > 0)
    .sort((a, b) => b.names - a.names)
    .slice(0, READINGS_PER_WORD)
    .map(({ reading }) => reading);
}

/** Every choice of one entry per list, in the order of the lists' entries, at most `max`. */
function combinations(lists: readonly string[][], max: number): string[][] {
  let out: string[][] = [[]];
  for (const list of lists) out = out.flatMap((head) => list.map((w) => [...head, w])).slice(0, max);
  return out;
}

/**
 * How well words fit the companies: 2 where a name holds every one (the last as a beginning), 1
 * where names and addresses do, else 0.
 */
function fit(images: readonly SearchImage[], words: string[]): number {
  if (words.length === 0) return 0;
  let best = 0;
  for (const image of images) {
    const refs = resolveWords(image, words);
    if (inNamesDocs(image, refs, 1).length > 0) return 2;
    if (best === 0 && anywhereDocs(image, refs, true, 1).length > 0) best = 1;
  }
  return best;
}

/**
 * The query with each word that no dictionary knows, and that `readingsOf` reads as known words
 * (best first), read as one of them, or null when no word changes. Where a word has several
 * readings, the combination that fits the other words best is kept, then the one in most names.
 * A reading that is a legal-form word becomes that legal form. Numbers are never read.
 */
export function withWordsReread(
  query: SearchQuery, images: readonly SearchImage[], refs: readonly WordRefs[],
  readingsOf: (word: string, last: boolean) => string[],
  mayRead: (i: number) => boolean = (i) => isUnknownWord(refs, i),
): SearchQuery | null {
  const last = query.words.length - 1;
  const unknown = query.words.map((_, i) => mayRead(i));
  const choices = query.words.map((word, i) => {
    if (/\d/.test(word) || !unknown[i]) return [word];
    const known = readingsOf(word, i === last);
    return known.length > 0 ? known : [word];
  });
  if (choices.every((c, i) => c[0] === query.words[i])) return null;
  let all = choices.map((c) => c[0]!);
  let bestFit = -1;
  for (const words of combinations(choices, MAX_COMBINATIONS)) {
    // Words no reading made known are left out: they fit nothing either way.
    const f = fit(images, words.filter((w, i) => !isLegalFormWord(w) && !(unknown[i] && w === query.words[i])));
    if (f > bestFit) {
      all = words;
      bestFit = f;
    }
    if (f === 2) break;
  }
  const replaced = new Map(query.words.map((w, i) => [w, all[i]!]));
  // The other word lists of the query (without parentheses, the address as a name) read alike.
  const reread = (list: string[] | null) => list?.map((w) => replaced.get(w) ?? w).filter((w) => !isLegalFormWord(w)) ?? null;
  const words = all.filter((w) => !isLegalFormWord(w));
  const forms = [...new Set([...query.forms, ...all.filter((w) => isLegalFormWord(w))])];
  return {
    ...query, words, key: words.join(' '), forms,
    outsideParentheses: reread(query.outsideParentheses), webAddressAsName: reread(query.webAddressAsName),
    // A word that became a legal form moves the places where the text splits into a name and a place.
    placeSplits: words.length === all.length ? query.placeSplits : [],
    signAt: words.length === all.length ? query.signAt : null,
  };
}
