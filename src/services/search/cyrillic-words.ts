// A name typed in Cyrillic by its sound (docs/search.md, "Names typed in Cyrillic"; the readings
// are domain/cyrillic-readings.ts), read against the search dictionaries: `Нямуно лайвиба`
// folds to `nyamuno laiviba`, two edits from `Nemuno laivyba` where the typo read allows one,
// and is read as `nemuno laivyba`.
import { foldText, isLegalFormWord } from '../../domain/fold.ts';
import { decodeHtmlCharacters } from '../../domain/html-characters.ts';
import { cyrillicReadings, hasCyrillic, mayHoldRomanized, romanizedAsCyrillic } from '../../domain/cyrillic-readings.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, prefixRange } from '../../store/search-image/terms.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { bestKnown, namesHolding, withWordsReread } from './word-readings.ts';
import type { SearchQuery } from './search-query.ts';

// Above any count of names in powers of ten.
const WHOLE_WORD = 100;

/**
 * The Cyrillic words of a text (lower case), by the word they fold to, and the words written in
 * Latin letters as Russian is romanized (`Yurmalas`), back in Cyrillic.
 */
function cyrillicWordsTyped(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const raw of decodeHtmlCharacters(text).toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []) {
    const cyrillic = hasCyrillic(raw) ? raw : romanizedAsCyrillic(raw);
    if (cyrillic !== null) words.set(foldText(raw), cyrillic);
  }
  return words;
}

/**
 * The query with each word that was typed in Cyrillic and that no dictionary knows read as the
 * known word it sounds like (the one that fits the other words best, then the one in most names),
 * or null when no word changes. A reading that is a legal form is that legal form (`ОЮ` is `OÜ`).
 */
export function withCyrillicRead(
  query: SearchQuery, text: string, images: readonly SearchImage[], refs: readonly WordRefs[],
): SearchQuery | null {
  if (!hasCyrillic(text) && !mayHoldRomanized(text)) return null;
  const typed = cyrillicWordsTyped(text);
  const begins = (prefix: string) => images.some((image) => {
    const [lo, hi] = prefixRange(image, prefix);
    return hi > lo;
  });
  return withWordsReread(query, images, refs, (word, last) => {
    const raw = typed.get(word);
    if (raw === undefined) return [];
    // The sound's commonest reading first (`Выру` is `Võru` before `Viru`) unless another is in
    // ten times as many names (`Пярну` is `Pärnu`, though `Pernu` may be a word of some name); of
    // the last word, a whole word before the beginning of one (`тех` is `Tech`, not `Teh…`).
    return bestKnown(cyrillicReadings(raw, begins), (reading) => {
      if (isLegalFormWord(reading)) return Infinity;
      const names = namesHolding(images, reading, last);
      if (names === 0) return 0;
      const whole = last && images.some((image) => findTerm(image, reading) !== -1) ? WHOLE_WORD : 0;
      return whole + Math.floor(Math.log10(names)) + 1;
    });
  });
}
