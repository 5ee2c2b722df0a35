// The term dictionary of an image: exact lookups, prefix ranges (terms are in byte order, so the
// terms beginning with a prefix are one range of ids) and the text of a term.
import type { SearchImage } from './image.ts';

/** Compares term `id` with `word` (ASCII) as bytes: <0, 0, >0. */
export function compareTerm(image: SearchImage, id: number, word: string): number {
  const start = image.termOffsets[id]!;
  const len = image.termOffsets[id + 1]! - start;
  const n = Math.min(len, word.length);
  for (let i = 0; i < n; i++) {
    const d = image.termBytes[start + i]! - word.charCodeAt(i);
    if (d !== 0) return d;
  }
  return len - word.length;
}

/** The first term id whose text is >= word. */
function lowerBound(image: SearchImage, word: string): number {
  let lo = 0;
  let hi = image.terms;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareTerm(image, mid, word) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The id of `word`, or -1. */
export function findTerm(image: SearchImage, word: string): number {
  const at = lowerBound(image, word);
  return at < image.terms && compareTerm(image, at, word) === 0 ? at : -1;
}

/** Ids [lo, hi) of the terms that begin with `prefix`. */
export function prefixRange(image: SearchImage, prefix: string): [number, number] {
  // Terms hold only [a-z0-9]; `{` sorts after all of them.
  return [lowerBound(image, prefix), lowerBound(image, `${prefix}{`)];
}

export function termText(image: SearchImage, id: number): string {
  const start = image.termOffsets[id]!;
  const end = image.termOffsets[id + 1]!;
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(image.termBytes[i]!);
  return s;
}

/** Documents whose names hold some term of [lo, hi) (a term twice in a document counts twice). */
export function nameRangeCount(image: SearchImage, lo: number, hi: number): number {
  return image.nameStart[hi]! - image.nameStart[lo]!;
}
