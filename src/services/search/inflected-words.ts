// A name's first word typed in its base form where the name holds it inflected (docs/search.md,
// "Words that need not match"): a company named after its town or owner is named in the genitive
// (`Rīgas Koks`, `Tallinna Vesi`, `Tampereen Puu`, `Lindströmin Työ`), and a buyer who types the
// town or the person as they are called (`Rīga Koks`, `Tallinn Vesi`, `Tampere Puu`, `Lindström
// Työ`) typed a word the name does not hold. Where the ending is one or two letters added to the
// base, the base begins the name's word: that word is the reading.
import { isLegalFormWord } from '../../domain/fold.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { nameRangeCount, prefixRange, termText } from '../../store/search-image/terms.ts';
import { resolveWords } from '../../store/search-image/name-match.ts';
import { inNamesDocs } from '../../store/search-image/candidates.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

/** The most letters an ending adds: the Finnish genitive `-en` of `Tampere`, `-in` of `Lindström`. */
const MAX_ENDING = 2;
/** Shorter bases begin too many words by a letter or two (`koks`: `koksa`, `kokss`). */
const MIN_BASE = 4;
/** A base beginning more terms than this is a common beginning, read no further. */
const MAX_TERMS_SCANNED = 4096;
/** Endings tried per text, the ones of most names first. */
const MAX_TRIED = 3;

/**
 * The words of names that are `base` with an ending of one or two letters, the ones in most
 * names first (over the images), at most MAX_TRIED.
 */
function inflectedForms(images: readonly SearchImage[], base: string): string[] {
  const names = new Map<string, number>();
  for (const image of images) {
    const [lo, hi] = prefixRange(image, base);
    if (hi - lo > MAX_TERMS_SCANNED) continue;
    for (let t = lo; t < hi; t++) {
      const length = image.termOffsets[t + 1]! - image.termOffsets[t]!;
      if (length <= base.length || length > base.length + MAX_ENDING) continue;
      const count = nameRangeCount(image, t, t + 1);
      if (count === 0) continue;
      const word = termText(image, t);
      names.set(word, (names.get(word) ?? 0) + count);
    }
  }
  return [...names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TRIED).map(([word]) => word);
}

/**
 * The query with its first word read as the word of a name it begins by an ending of one or two
 * letters, the other words as typed, or null: only where a name holds every word so read (the
 * last as a beginning), the form in most names first. The first word only, and not the last
 * word of the text (that one is read as a beginning already): a genitive leads a name.
 */
export function withFirstWordInflected(query: SearchQuery, images: readonly SearchImage[]): SearchQuery | null {
  if (query.words.length < 2) return null;
  const base = query.words[0]!;
  if (base.length < MIN_BASE || /\d/.test(base) || isLegalFormWord(base)) return null;
  for (const form of inflectedForms(images, base)) {
    const words = [form, ...query.words.slice(1)];
    if (!images.some((image) => inNamesDocs(image, resolveWords(image, words), 1).length > 0)) continue;
    // A place split stays where it was: the words are as many as typed.
    return withWords(query, words);
  }
  return null;
}
