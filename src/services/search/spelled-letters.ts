// Letters spelled out as two where a keyboard lacks them (docs/search.md, "Letters spelled out";
// the readings are domain/spelled-letters.ts), read against the search dictionaries. Folding
// drops the marks, so `Sähkö` is `sahko`, while `Saehkoe` stays `saehkoe`: two or three edits
// from it, more than the typo read allows a word of that length, and Finnish and Estonian words
// often hold two or more such letters (`Hämäläinen`, `Jõhvi Pottüheik`).
import { isLegalFormWord } from '../../domain/fold.ts';
import { spelledOutReadings } from '../../domain/spelled-letters.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { resolveWords, type WordRefs } from '../../store/search-image/name-match.ts';
import { inNamesDocs } from '../../store/search-image/candidates.ts';
import { termText } from '../../store/search-image/terms.ts';
import { closeTerms } from '../../store/search-image/typos.ts';
import { bestKnown, namesHolding, withWordsReread } from './word-readings.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The query with each word that no dictionary knows, and that a reading of its letter pairs
 * turns into a known word, read as that word, or null when no word changes. Where a word has
 * several such readings (`pueshee`: `pushee` or `pusee`), the one that fits the other words
 * best is kept, then the one in most names. A reading that is a legal form written with `Ü`
 * (`OUe`) becomes that legal form. The last word's reading that is only the beginning of words
 * is not taken where the word as typed is a typo of a whole word that a name holds with the
 * text's other words (`Tech Graen` is `Tech Green` mistyped, not `Tech Grän…`, the beginning of
 * `Tech Granulas`): both are one edit off, and the name typed whole is the likelier.
 */
export function withLettersSpelledOut(
  query: SearchQuery, images: readonly SearchImage[], refs: readonly WordRefs[],
): SearchQuery | null {
  return withWordsReread(query, images, refs, (word, last) => bestKnown(spelledOutReadings(word), (reading) =>
    // Only a legal form written with `Ü` is spelled out (`OUe`, `MTUe`); `Aas` is no `AS`.
    (isLegalFormWord(reading) ? (word.includes('ue') ? Infinity : 0)
      : last && namesHolding(images, reading, false) === 0 && isTypoOfOtherWord(images, word, reading, query.words.slice(0, -1)) ? 0
      : namesHolding(images, reading, last))));
}

/**
 * Whether some name holds, with the other words, a whole word within the edits the typo read
 * allows `word` that `reading` does not begin (`kuet` is one edit from `küte`, which `küt`
 * begins: that reading finds it). With no other word, none: a word alone may as well be a
 * name's beginning.
 */
function isTypoOfOtherWord(images: readonly SearchImage[], word: string, reading: string, others: string[]): boolean {
  return others.length > 0 && images.some((image) => closeTerms(image, word, false)
    .map(({ term }) => termText(image, term)).filter((text) => !text.startsWith(reading))
    .some((text) => inNamesDocs(image, resolveWords(image, [...others, text]), 1).length > 0));
}
