// Iterators over the documents of a term (a sorted list or a bitset), their unions, and the
// leapfrog intersection that yields the first documents holding every word, in rank order, and
// stops as soon as it has enough: a broad word costs what the answer needs, not its whole list.
import type { SearchImage } from './image.ts';

export const NO_DOC = 0xffffffff;

/** The first index in [lo, hi) of a sorted array whose value is >= value (hi if none). */
export function firstAtLeast(values: Uint32Array, value: number, lo = 0, hi = values.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface DocIterator {
  /** An upper bound of the documents it yields: the cheapest iterator leads. */
  readonly estimate: number;
  /** The first document >= target, or NO_DOC. Targets never decrease. */
  advance(target: number): number;
}

class ListIterator implements DocIterator {
  private at: number;
  private readonly post: Uint32Array;
  private readonly end: number;
  constructor(post: Uint32Array, start: number, end: number) {
    this.post = post;
    this.at = start;
    this.end = end;
  }
  get estimate(): number { return this.end - this.at; }
  advance(target: number): number {
    const post = this.post;
    let at = this.at;
    if (at >= this.end) return NO_DOC;
    if (post[at]! >= target) return post[at]!;
    // Galloping: double the step until past the target, then binary search the last step.
    let step = 1;
    let lo = at;
    while (at + step < this.end && post[at + step]! < target) {
      lo = at + step;
      step *= 2;
    }
    this.at = at = firstAtLeast(post, target, lo + 1, Math.min(at + step, this.end));
    return at < this.end ? post[at]! : NO_DOC;
  }
}

class BitsetIterator implements DocIterator {
  private readonly bits: Uint32Array;
  private readonly offset: number;
  private readonly docs: number;
  readonly estimate: number;
  constructor(bits: Uint32Array, offset: number, docs: number, estimate: number) {
    this.bits = bits;
    this.offset = offset;
    this.docs = docs;
    this.estimate = estimate;
  }
  advance(target: number): number {
    if (target >= this.docs) return NO_DOC;
    const words = (this.docs + 31) >>> 5;
    let w = target >>> 5;
    let word = this.bits[this.offset + w]! & (~0 << (target & 31));
    while (word === 0) {
      if (++w >= words) return NO_DOC;
      word = this.bits[this.offset + w]!;
    }
    const d = (w << 5) + (31 - Math.clz32(word & -word));
    return d < this.docs ? d : NO_DOC;
  }
}

class UnionIterator implements DocIterator {
  private readonly heads: number[];
  private readonly parts: DocIterator[];
  readonly estimate: number;
  constructor(parts: DocIterator[]) {
    this.parts = parts;
    this.heads = parts.map(() => -1);
    this.estimate = parts.reduce((sum, p) => sum + p.estimate, 0);
  }
  advance(target: number): number {
    let best = NO_DOC;
    for (let i = 0; i < this.parts.length; i++) {
      let head = this.heads[i]!;
      if (head < target && head !== NO_DOC) this.heads[i] = head = this.parts[i]!.advance(target);
      if (head < best) best = head;
    }
    return best;
  }
}

class AndIterator implements DocIterator {
  readonly estimate: number;
  private readonly a: DocIterator;
  private readonly b: DocIterator;
  constructor(a: DocIterator, b: DocIterator) {
    this.a = a;
    this.b = b;
    this.estimate = Math.min(a.estimate, b.estimate);
  }
  advance(target: number): number {
    let x = this.a.advance(target);
    while (x !== NO_DOC) {
      const y = this.b.advance(x);
      if (y === x) return x;
      if (y === NO_DOC) return NO_DOC;
      x = this.a.advance(y);
    }
    return NO_DOC;
  }
}

/** The documents both iterators yield. */
export function both(a: DocIterator, b: DocIterator): DocIterator {
  return new AndIterator(a, b);
}

const EMPTY: DocIterator = { estimate: 0, advance: () => NO_DOC };

export function union(parts: DocIterator[]): DocIterator {
  const live = parts.filter((p) => p.estimate > 0);
  if (live.length === 0) return EMPTY;
  return live.length === 1 ? live[0]! : new UnionIterator(live);
}

/** The documents of a sorted list (a handful: the few a read is kept to). */
export function listDocs(docs: Uint32Array): DocIterator {
  return new ListIterator(docs, 0, docs.length);
}

/** The documents whose names hold term `t`. */
export function nameDocs(image: SearchImage, t: number): DocIterator {
  return new ListIterator(image.namePost, image.nameStart[t]!, image.nameStart[t + 1]!);
}

/** The documents whose address holds term `t`. */
export function addressDocs(image: SearchImage, t: number): DocIterator {
  const j = image.bitsetTerms.indexOf(t);
  if (j >= 0) {
    const words = (image.docs + 31) >>> 5;
    // A bitset term is in more than 1/32 of the documents; its exact count is not needed.
    return new BitsetIterator(image.bitsets, j * words, image.docs, Math.ceil(image.docs / 32));
  }
  return new ListIterator(image.addrPost, image.addrStart[t]!, image.addrStart[t + 1]!);
}

/** Whether document d's address holds a term of [lo, hi) (a few terms: one seek each). */
export function addressHolds(image: SearchImage, d: number, lo: number, hi: number): boolean {
  for (let t = lo; t < hi; t++) if (addressDocs(image, t).advance(d) === d) return true;
  return false;
}

/**
 * The documents whose names hold a term of [lo, hi), marked in a bitset of every document:
 * no sort and no merge of the term lists, whatever their number, for a cost of one pass over
 * their postings (which are contiguous) and a bitset of docs / 8 bytes.
 */
export function nameRangeBits(image: SearchImage, lo: number, hi: number): DocIterator {
  const bits = new Uint32Array((image.docs + 31) >>> 5);
  const post = image.namePost;
  for (let i = image.nameStart[lo]!, end = image.nameStart[hi]!; i < end; i++) {
    const d = post[i]!;
    bits[d >>> 5] = bits[d >>> 5]! | (1 << (d & 31));
  }
  return new BitsetIterator(bits, 0, image.docs, image.nameStart[hi]! - image.nameStart[lo]!);
}

/** The documents whose names hold a term of [lo, hi). */
export function nameRangeDocs(image: SearchImage, lo: number, hi: number): DocIterator {
  const parts: DocIterator[] = [];
  for (let t = lo; t < hi; t++) parts.push(nameDocs(image, t));
  return union(parts);
}

/**
 * Up to `max` documents, ascending, that every iterator yields and `accept` takes, among the
 * documents [from, to). With no iterator, every document is a candidate (a scan, used when each
 * word is a broad prefix that the accept test checks directly).
 */
export function intersect(
  image: SearchImage, iterators: DocIterator[], accept: (doc: number) => boolean, max: number, out: number[] = [],
  from = 0, to = image.docs,
): number[] {
  if (max <= 0) return out;
  if (iterators.length === 0) {
    for (let d = from; d < to && out.length < max; d++) if (accept(d)) out.push(d);
    return out;
  }
  const its = [...iterators].sort((a, b) => a.estimate - b.estimate);
  if (its[0]!.estimate === 0) return out;
  let candidate = its[0]!.advance(from);
  while (candidate < to) {
    let next = candidate;
    for (let i = 1; i < its.length; i++) {
      next = its[i]!.advance(candidate);
      if (next !== candidate) break;
    }
    if (next === candidate) {
      if (accept(candidate)) {
        out.push(candidate);
        if (out.length >= max) break;
      }
      next = candidate + 1;
    }
    candidate = its[0]!.advance(next);
  }
  return out;
}
