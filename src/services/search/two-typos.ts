// A word typed with two typos that the typo read cannot mend (docs/search.md, "Two typos"): its
// first letter among them, or two letters left out of a long word (store/search-image/two-typos.ts).
// Read only where the text found nothing at all, typos included, before words are left out: the
// company meant was lost, and leaving the word out listed the companies of the others.
import type { SearchImage } from '../../store/search-image/image.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { twoTyposTerms, type FarTerm } from '../../store/search-image/two-typos.ts';
import { bestKnown, withWordsReread } from './word-readings.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The query with each word no dictionary knows read as a word of the names two typos from it
 * (the closest, then those in most names; the one that fits the other words best is kept), or
 * null when no word has one. `readings`: the words read so far in one search, each word's its own
 * whatever the others, for a search that reads the same word again with fewer words around it.
 */
export function withTwoTyposRead(
  query: SearchQuery, images: readonly SearchImage[], refs: readonly WordRefs[], readings: Map<string, string[]> = new Map(),
): SearchQuery | null {
  return withWordsReread(query, images, refs, (word) => {
    const before = readings.get(word);
    if (before !== undefined) return before;
    const read = twoTyposReadings(images, word);
    readings.set(word, read);
    return read;
  });
}

/** The words of the names two typos from `word`, the closest, then those in most names. */
function twoTyposReadings(images: readonly SearchImage[], word: string): string[] {
  const terms = new Map<string, FarTerm>();
  for (const image of images) {
    for (const t of twoTyposTerms(image, word)) {
      const before = terms.get(t.text);
      terms.set(t.text, before === undefined ? t : { ...t, edits: Math.min(t.edits, before.edits), names: before.names + t.names });
    }
  }
  const fewest = Math.min(...[...terms.values()].map((t) => t.edits));
  const closest = [...terms.values()].filter((t) => t.edits === fewest);
  return bestKnown(closest.map((t) => t.text), (text) => terms.get(text)!.names);
}
