// An address typed as a tie-break (docs/search.md, step 4.5): the image keys an address by its
// street and house number only (fold.ts streetKey), so `Valmiera, Cēsu iela 19, LV-4201` met the
// company at that house and the one at its flat 114 alike, and the shorter name came first. Among
// results equal in everything but the length of the name and the index order, at the street and
// house typed, those whose address holds fewer words the text lacks (a flat, a staircase) come
// first: the address as typed before the flats of its house. A text that is an address, its
// street's type typed (`Viru väljak 16`), leaves out of the rank whether a name there holds one of
// its words (rank.ts), so this order decides it. Only the addresses of the page, and
// of the candidates tied with its last result, are read from the store, in one statement; a text
// that names no street and house reads nothing.
import type { Database } from '../../store/open.ts';
import { resultAddresses, resultKey } from '../../store/search-read.ts';
import { foldTokens } from '../../domain/fold.ts';
import { sameRankButLength } from './rank.ts';
import { tiedWindowEnd, type MarksOrder } from './marks-tie-break.ts';

/**
 * How many words of `address` the text's words lack, and of the text's words the address lacks,
 * each word counted as often as it stands: `Jūrmalas iela 16 - 16` is the flat 16 of house 16, not
 * the house, and `Brīvības iela 26` the house, not its flat 26, whose words are the same once each.
 */
function wordsNotTyped(typed: readonly string[], address: string): number {
  const left = new Map<string, number>();
  for (const word of typed) left.set(word, (left.get(word) ?? 0) + 1);
  let lacking = 0;
  for (const word of foldTokens(address)) {
    const n = left.get(word) ?? 0;
    if (n === 0) lacking++;
    else left.set(word, n - 1);
  }
  for (const n of left.values()) lacking += n;
  return lacking;
}

/**
 * The order of the address typed in `text` among equals, or null when the text names no street
 * and house number (`street`, the query's nameHash of it).
 */
export function addressOrder(db: Database, text: string, street: number | null): MarksOrder | null {
  if (street === null) return null;
  const typed = foldTokens(text);
  return (sorted, limit) => {
    // The addresses read at most, as for the marks typed: the page and the candidates tied with its last result.
    const end = tiedWindowEnd(sorted, limit);
    const window = sorted.slice(0, end);
    // Only where two of the window at the street typed tie: most address texts read nothing more.
    const atStreet = window.filter(({ c }) => c.image.streetHash[c.doc] === street);
    if (!atStreet.some((r, i) => i > 0 && sameRankButLength(atStreet[i - 1]!.key, r.key))) return sorted;
    const addresses = resultAddresses(db, atStreet.map(({ c }) => resultKey(c.country, c.doc)));
    const lacking = new Map(window.map((r) => {
      const address = r.c.image.streetHash[r.c.doc] === street ? addresses.get(resultKey(r.c.country, r.c.doc)) : undefined;
      return [r, address === undefined ? Infinity : wordsNotTyped(typed, address)];
    }));
    // Ties keep the order they came in (the marks typed, marks-tie-break.ts, then the rank key):
    // the ties of one rank are next to each other in it.
    const at = new Map(window.map((r, i) => [r, i]));
    const order = (a: typeof window[number], b: typeof window[number]) => at.get(a)! - at.get(b)!;
    window.sort((a, b) => (sameRankButLength(a.key, b.key) ? lacking.get(a)! - lacking.get(b)! || 0 : 0) || order(a, b));
    return [...window, ...sorted.slice(end)];
  };
}

/** The two page orders one after the other, the second deciding among the ties it breaks, or the one there is. */
export function bothOrders(first: MarksOrder | null, then: MarksOrder | null): MarksOrder | null {
  if (first === null) return then;
  if (then === null) return first;
  return (sorted, limit) => then(first(sorted, limit), limit);
}

