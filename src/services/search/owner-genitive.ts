// A Lithuanian individual enterprise named after its owner in the genitive (`Jono Jonaičio IĮ`,
// Jonas Jonaitis's), found by the owner's name as a person types it, in the nominative (`Jonas
// Jonaitis`): the words typed are in no name, and the IĮ was not listed (docs/search.md, "Words
// that need not match"). The declension is domain/sole-trader-name.ts's, which screening reads
// the other way.
import { lithuanianGenitiveReadings } from '../../domain/sole-trader-name.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { resolveWords } from '../../store/search-image/name-match.ts';
import { inNamesDocs } from '../../store/search-image/candidates.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

/**
 * The query with its words read in the genitive, every word first (lithuanianGenitiveReadings),
 * where a Lithuanian name holds every word so read (the last as a beginning); null where none
 * does, or the words are no Lithuanian person's name. Read by the caller only where no name holds
 * the words as typed.
 */
export function withOwnerGenitive(query: SearchQuery, images: readonly SearchImage[]): SearchQuery | null {
  const lithuanian = images.filter((image) => image.country === 'LT');
  if (lithuanian.length === 0 || query.codesInText.length > 0 || query.lookup !== null) return null;
  for (const words of lithuanianGenitiveReadings(query.words)) {
    if (lithuanian.some((image) => inNamesDocs(image, resolveWords(image, words), 1).length > 0)) return withWords(query, words);
  }
  return null;
}
