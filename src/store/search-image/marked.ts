// The marked spellings of current names kept in the image (image.ts markOffsets …): which words
// typed with a marked letter (`Mār`, `Žem`) a document's name holds as typed, and the documents
// holding them in rank order, without reading a name from the store. The folded terms cannot
// tell `Mārupes` from `Marupes`; a query's read of them stops at its bound in rank order, where
// the shorter `Mari …` names fill it (docs/search.md, step 4.5).
import type { SearchImage } from './image.ts';
import { documentNames, wordFit, type WordRefs } from './name-match.ts';

const NO_NAME = new Uint32Array(0);

/** Whether the image keeps the marked words (an image built before does not). */
export const keepsMarks = (image: SearchImage) => image.markFwdStart.length > 0;

function compareMarked(image: SearchImage, id: number, word: Uint8Array): number {
  const start = image.markOffsets[id]!;
  const len = image.markOffsets[id + 1]! - start;
  const n = Math.min(len, word.length);
  for (let i = 0; i < n; i++) {
    const d = image.markBytes[start + i]! - word[i]!;
    if (d !== 0) return d;
  }
  return len - word.length;
}

function lowerBound(image: SearchImage, word: Uint8Array): number {
  let lo = 0;
  let hi = image.markOffsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareMarked(image, mid, word) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ids [lo, hi) of the marked words equal to `word` (lower case, NFC), or beginning with it when `part`. */
export function markedRange(image: SearchImage, word: string, part: boolean): [number, number] {
  const bytes = Buffer.from(word, 'utf8');
  const lo = lowerBound(image, bytes);
  // 0xff is no byte of UTF-8: every word beginning with `word` sorts before it.
  const hi = part ? lowerBound(image, Buffer.concat([bytes, Buffer.from([0xff])]))
    : lo < image.markOffsets.length - 1 && compareMarked(image, lo, bytes) === 0 ? lo + 1 : lo;
  return [lo, hi];
}

/** How many of the ranges (one a word typed) document d's current name holds a word of. */
export function marksHeldBy(image: SearchImage, d: number, ranges: ReadonlyArray<[number, number]>): number {
  const from = image.markFwdStart[d]!;
  const to = image.markFwdStart[d + 1]!;
  if (from === to) return 0;
  let held = 0;
  for (const [lo, hi] of ranges) {
    for (let i = from; i < to; i++) {
      const w = image.markFwd[i]!;
      if (w >= lo && w < hi) { held++; break; }
    }
  }
  return held;
}

/**
 * The first `max` documents, in rank order, whose current name holds every word typed with its
 * marks (the ranges) and the query's words (the last as a prefix). The walk stops at the first
 * document `before` refuses (ascending, so every later one would be refused too); a document
 * `known` says is read already is counted without its name being matched again.
 */
export function markedDocs(
  image: SearchImage, ranges: ReadonlyArray<[number, number]>, refs: WordRefs, max: number,
  before: (d: number) => boolean = () => true, known: (d: number) => boolean = () => false,
): number[] {
  if (!keepsMarks(image) || ranges.length === 0 || ranges.some(([lo, hi]) => lo >= hi)) return [];
  // The documents of the range with the fewest, ascending; then each is checked whole.
  let rarest = ranges[0]!;
  const size = ([lo, hi]: [number, number]) => image.markStart[hi]! - image.markStart[lo]!;
  for (const r of ranges) if (size(r) < size(rarest)) rarest = r;
  const [lo, hi] = rarest;
  const docs = hi - lo === 1 ? image.markPost.subarray(image.markStart[lo]!, image.markStart[hi]!)
    : Uint32Array.from(new Set(image.markPost.subarray(image.markStart[lo]!, image.markStart[hi]!))).sort();
  const found: number[] = [];
  for (const d of docs) {
    if (found.length >= max || !before(d)) break;
    if (ranges.length > 1 && marksHeldBy(image, d, ranges) < ranges.length) continue;
    if (known(d) || wordFit(documentNames(image, d)[0] ?? NO_NAME, refs) !== null) found.push(d);
  }
  return found;
}
