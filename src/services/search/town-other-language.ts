// A Finnish town typed by its name in the other language than the address's (docs/search.md,
// "Words that need not match"): `Auto Oy Helsingfors` for a company at 00100 HELSINKI, `Puu
// Lahti` for one YTJ writes at LAHTIS. The words as typed found the town in no address, and a name
// with its place, the way people tell companies of one name apart, was lost to the language.
import { finnishTownOtherName } from '../../domain/fi-town-names.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

/** The query with each word that is a bilingual Finnish town read by its other name, or null where none is. */
export function withTownInOtherLanguage(query: SearchQuery): SearchQuery | null {
  if (query.words.length < 2) return null;
  let changed = false;
  const words = query.words.map((word) => {
    const other = finnishTownOtherName(word);
    if (other === null) return word;
    changed = true;
    return other;
  });
  // A place split stays where it was: the words are as many as typed.
  return changed ? withWords(query, words) : null;
}
