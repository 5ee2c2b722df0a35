// Marked letters typed as a tie-break (docs/search.md, step 4.5): the images' terms are folded
// words, so `Märt` finds `Mart Tamm` and `Märt Kask` alike. Among results equal in everything
// but the length of the name and the index order, those whose names hold the words typed with
// their marks come first. The image keeps each current name's marked words (search-image/marked.ts),
// so every candidate is ordered so, whatever the page's size; for an image built before, the
// names of the page, and of the candidates tied with its last result, are read from the store,
// in one statement. A text typed without marks reads nothing.
import type { Database } from '../../store/open.ts';
import { resultKey, resultNames } from '../../store/search-read.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { keepsMarks, markedRange, marksHeldBy } from '../../store/search-image/marked.ts';
import { markedWordsTyped, marksHeld, type MarkedWords } from '../../domain/marked-words.ts';
import { compareOrder, sameRankButLength, type Candidate } from './rank.ts';

type Ranked = { c: Candidate; key: number[] };
export interface MarksOrder {
  /** Puts a list sorted by rank key in order of the marks typed among equals; the first `limit` are the page. */
  order: <T extends Ranked>(sorted: T[], limit: number) => T[];
  /** The marked words of an image matching each word typed (search-image/marked.ts markedRange). */
  ranges: (image: SearchImage) => Array<[number, number]>;
  /** Whether a candidate's name holds every word typed with its marks (false in an image built before). */
  holdsAll: (c: Candidate) => boolean;
}

// Names read at most from the store (an image without marked words), the page and the candidates
// past it that tie with its last result (up to another page). Each name is one more row read.
const tiedNamesRead = (limit: number) => Math.max(20, limit * 2);

/** The order of the marks typed in `text`, or null when it holds no word with a marked letter. */
export function marksOrder(db: Database, text: string): MarksOrder | null {
  const typed = markedWordsTyped(text);
  if (typed === null) return null;
  const rangesOf = new Map<SearchImage, Array<[number, number]>>();
  const ranges = (image: SearchImage) => {
    let r = rangesOf.get(image);
    if (r === undefined) {
      const last = typed.words.length - 1;
      r = typed.words.map((w, i) => markedRange(image, w, i === last && typed.lastIsPart));
      rangesOf.set(image, r);
    }
    return r;
  };
  // Only the runs of equals that reach into the page are put in order: the rest is cut off anyway.
  const order = <T extends Ranked>(sorted: T[], limit: number): T[] => {
    if (sorted.length < 2) return sorted;
    if (!sorted.every(({ c }) => keepsMarks(c.image))) return storeOrder(db, typed, sorted, limit);
    const end = Math.min(limit, sorted.length);
    for (let i = 0; i < end;) {
      let j = i + 1;
      while (j < sorted.length && sameRankButLength(sorted[i]!.key, sorted[j]!.key)) j++;
      if (j - i > 1) orderRun(sorted, i, j, (r) => marksHeldBy(r.c.image, r.c.doc, ranges(r.c.image)));
      i = j;
    }
    return sorted;
  };
  const holdsAll = (c: Candidate) => keepsMarks(c.image) && marksHeldBy(c.image, c.doc, ranges(c.image)) === typed.words.length;
  return { order, ranges, holdsAll };
}

/** Sorts sorted[from, to), equals but for length and index order, by the marks held, stably. */
function orderRun<T extends Ranked>(sorted: T[], from: number, to: number, heldBy: (r: T) => number): void {
  const run = sorted.slice(from, to).map((r, i) => ({ r, i, held: heldBy(r) }));
  if (run.every(({ held }) => held === run[0]!.held)) return;
  run.sort((a, b) => b.held - a.held || a.i - b.i);
  for (let k = 0; k < run.length; k++) sorted[from + k] = run[k]!.r;
}

function inOrderOfMarks<T extends Ranked>(list: T[], held: Map<T, number>): T[] {
  return list.sort((a, b) => (sameRankButLength(a.key, b.key) ? held.get(b)! - held.get(a)! : 0) || compareOrder(a.key, b.key));
}

/** The page and the candidates tied with its last result ordered by the names read from the store. */
function storeOrder<T extends Ranked>(db: Database, typed: MarkedWords, sorted: T[], limit: number): T[] {
  let end = Math.min(limit, sorted.length);
  const most = tiedNamesRead(limit);
  while (end > 0 && end < sorted.length && end < most && sameRankButLength(sorted[end - 1]!.key, sorted[end]!.key)) end++;
  if (end < 2) return sorted;
  const window = sorted.slice(0, end);
  const names = resultNames(db, window.map(({ c }) => resultKey(c.country, c.doc)));
  const held = new Map(window.map((r) => [r, marksHeld(typed, names.get(resultKey(r.c.country, r.c.doc)) ?? '')]));
  return [...inOrderOfMarks(window, held), ...sorted.slice(end)];
}
