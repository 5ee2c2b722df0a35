// Marked letters typed as a tie-break (docs/search.md, step 4.5): the images hold folded words
// only, so `Märt` finds `Mart Tamm` and `Märt Kask` alike. Among results equal in everything
// but the length of the name and the index order, those whose names hold the words typed with
// their marks come first. Only the names of the page, and of the candidates tied with its last
// result, are read from the store, in one statement; a text typed without marks reads nothing.
import type { Database } from '../../store/open.ts';
import { resultKey, resultNames } from '../../store/search-read.ts';
import { markedWordsTyped, marksHeld } from '../../domain/marked-words.ts';
import { compareOrder, sameRankButLength, type Candidate } from './rank.ts';

type Ranked = { c: Candidate; key: number[] };
/** Puts a list sorted by rank key in order of the marks typed among equals; the first `limit` are the page. */
export type MarksOrder = <T extends Ranked>(sorted: T[], limit: number) => T[];

// Rows read at most, the page and the candidates past it that tie with its last result (up to
// another page): a page of `Mart …` names must not keep out a `Märt …` tied with them. Each name
// (or address, address-tie-break.ts) is one more row read (about 1 µs).
const tiedRowsRead = (limit: number) => Math.max(20, limit * 2);

/** The end of the window a tie-break orders: the page, and the candidates past it tied with its last result. */
export function tiedWindowEnd(sorted: ReadonlyArray<Ranked>, limit: number): number {
  let end = Math.min(limit, sorted.length);
  const most = tiedRowsRead(limit);
  while (end > 0 && end < sorted.length && end < most && sameRankButLength(sorted[end - 1]!.key, sorted[end]!.key)) end++;
  return end;
}

/** The order of the marks typed in `text`, or null when it holds no word with a marked letter. */
export function marksOrder(db: Database, text: string): MarksOrder | null {
  const typed = markedWordsTyped(text);
  if (typed === null) return null;
  return (sorted, limit) => {
    const end = tiedWindowEnd(sorted, limit);
    if (end < 2) return sorted;
    const window = sorted.slice(0, end);
    const names = resultNames(db, window.map(({ c }) => resultKey(c.country, c.doc)));
    const held = new Map(window.map((r) => [r, marksHeld(typed, names.get(resultKey(r.c.country, r.c.doc)) ?? '')]));
    window.sort((a, b) => (sameRankButLength(a.key, b.key) ? held.get(b)! - held.get(a)! : 0) || compareOrder(a.key, b.key));
    return [...window, ...sorted.slice(end)];
  };
}
