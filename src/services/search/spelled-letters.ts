// Letters spelled out as two where a keyboard lacks them (docs/search.md, "Letters spelled out";
// the readings are domain/spelled-letters.ts), read against the search dictionaries. Folding
// drops the marks, so `Sähkö` is `sahko`, while `Saehkoe` stays `saehkoe`: two or three edits
// from it, more than the typo read allows a word of that length, and Finnish and Estonian words
// often hold two or more such letters (`Hämäläinen`, `Jõhvi Pottüheik`).
import { isLegalFormWord } from '../../domain/fold.ts';
import { spelledOutReadings } from '../../domain/spelled-letters.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { bestKnown, namesHolding, withWordsReread } from './word-readings.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The query with each word that no dictionary knows, and that a reading of its letter pairs
 * turns into a known word, read as that word, or null when no word changes. Where a word has
 * several such readings (`pueshee`: `pushee` or `pusee`), the one that fits the other words
 * best is kept, then the one in most names. A reading that is a legal form written with `Ü`
 * (`OUe`) becomes that legal form.
 */
export function withLettersSpelledOut(
  query: SearchQuery, images: readonly SearchImage[], refs: readonly WordRefs[],
): SearchQuery | null {
  return withWordsReread(query, images, refs, (word, last) => bestKnown(spelledOutReadings(word), (reading) =>
    // Only a legal form written with `Ü` is spelled out (`OUe`, `MTUe`); `Aas` is no `AS`.
    (isLegalFormWord(reading) ? (word.includes('ue') ? Infinity : 0) : namesHolding(images, reading, last))));
}
