// A Finnish town typed by its name in the other language than the address's (docs/search.md,
// "Words that need not match"): `Auto Oy Helsingfors` for a company at 00100 HELSINKI, `Puu
// Lahti` for one YTJ writes at LAHTIS. The words as typed found the town in no address, and a name
// with its place, the way people tell companies of one name apart, was lost to the language.
// Several of the towns' names are also words or given names of the Baltic languages (`Vasa`,
// `Inga`, `Vanda`, `Lovisa`, `Lojo`), so the reading answers only with Finnish companies at an
// address in that town: read anywhere, `Löjö Capital` (an Estonian OÜ) took `Lohja` for a typo
// and listed an Estonian `Capital Lõhaa OÜ` in Narva.
import { finnishTownOtherName } from '../../domain/fi-town-names.ts';
import { addressHolds } from '../../store/search-image/postings.ts';
import type { Candidate } from './rank.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

export interface TownReading {
  query: SearchQuery;
  /** The places of the words read by their other name. */
  towns: number[];
}

/** The query with each word that is a bilingual Finnish town read by its other name, or null where none is. */
export function withTownInOtherLanguage(query: SearchQuery): TownReading | null {
  if (query.words.length < 2) return null;
  const towns: number[] = [];
  const words = query.words.map((word, i) => {
    const other = finnishTownOtherName(word);
    if (other === null) return word;
    towns.push(i);
    return other;
  });
  // A place split stays where it was: the words are as many as typed.
  return towns.length > 0 ? { query: withWords(query, words), towns } : null;
}

/** Whether a candidate of the reading is a Finnish company whose address holds a town read by its other name. */
export function isInTownRead(c: Candidate, towns: readonly number[]): boolean {
  if (c.country !== 'FI') return false;
  return towns.some((i) => {
    const t = c.refs.exact[i]!;
    return t !== -1 && addressHolds(c.image, c.doc, t, t + 1);
  });
}
