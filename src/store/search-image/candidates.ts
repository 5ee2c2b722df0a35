// The candidate reads of one image (docs/search.md, "One search"): each yields up to `max`
// documents in rank order (ascending ordinals), so the best ones come first and a broad word
// stops as soon as enough are found. Which path a read takes (the lists of the rarest words, the
// rank cells, a scan) depends on how many documents the words have, so no query walks a long
// list it does not need.
import { isOfTypedForm } from '../../domain/legal-form-match.ts';
import { beginsAsTyped, type Beginning } from '../../domain/marked-words.ts';
import { nameHash, type SearchImage } from './image.ts';
import { nameRangeCount } from './terms.ts';
import {
  addressDocs, firstAtLeast, intersect, listDocs, nameDocs, nameRangeBits, nameRangeDocs, union, type DocIterator,
} from './postings.ts';
import {
  currentNameIs, currentNameStartsWith, documentNames, nameEquals, namesHoldEachWord, namesHoldRange, nameWithPlace, partOf,
  wordOrders, wordTypedTwice, type WordRefs,
} from './name-match.ts';
import { cellBucket, cellLength, cellsBeginningWith, MAX_RANKED_NAME_LENGTH, PREFIX_CHARS } from '../search-documents.ts';

/** A prefix of at most this many terms is read as the union of their lists. */
const NARROW_PREFIX = 16;
/** Below this many documents, the lists of a word are cheaper to read than the rank cells. */
const LIST_READ_LIMIT = 4096;
/**
 * A prefix alone with at most this many postings is marked in a bitset; beyond, the documents in
 * rank order are tested one by one, which finds enough sooner.
 */
const MARK_ALONE_LIMIT = 8192;

const headKnown = (refs: WordRefs) => refs.exact.slice(0, -1).every((t) => t !== -1);
const narrowLast = (refs: WordRefs) => refs.lastHi - refs.lastLo <= NARROW_PREFIX;

function headIterators(image: SearchImage, refs: WordRefs): DocIterator[] {
  return refs.exact.slice(0, -1).map((t) => nameDocs(image, t));
}

/**
 * A test of one document's names (two random reads of the image) costs about as much as marking
 * this many postings in a bitset (sequential reads, writes within a few tens of KB).
 */
const NAME_TEST_COST = 32;
/** The most postings a prefix after whole words is marked for. */
const MARK_LIMIT = 65536;

/**
 * The documents of a last word that begins many terms, marked in a bitset, when that costs less
 * than testing the names of the documents of the words before it until `max` are found (as many
 * as `max` × documents ÷ postings, were the words independent). "Nord Pīs" then reads the 765
 * documents of "pis…" (635 terms) instead of testing each of the 4,811 of "nord" for a "pis…"
 * term, a random read of its names each (LV at national size; those cache misses made such
 * autofill queries the slowest, 3–5 ms); "Nord A" still tests "nord" documents, which soon
 * hold an "a…" word.
 */
function markedLast(image: SearchImage, refs: WordRefs, heads: DocIterator[], max: number): DocIterator | null {
  if (narrowLast(refs) || heads.length === 0) return null;
  const postings = nameRangeCount(image, refs.lastLo, refs.lastHi);
  if (postings === 0 || postings > MARK_LIMIT) return null;
  const tested = Math.min(Math.min(...heads.map((it) => it.estimate)), max * image.docs / postings);
  return postings <= tested * NAME_TEST_COST ? nameRangeBits(image, refs.lastLo, refs.lastHi) : null;
}

/** The first cell-run index whose cell is >= cell. */
const cellIndex = (image: SearchImage, cell: number): number => firstAtLeast(image.cellValues, cell);

/**
 * Documents whose name key may begin with `text` (the cells of every status and length that
 * share its first three characters), checked by `accept`, in rank order. One binary search per
 * name length present, then only the runs that can match.
 */
function byCells(image: SearchImage, text: string, accept: (d: number) => boolean, max: number, out: number[]): number[] {
  const runs = image.cellValues.length;
  for (let bucket = 0; bucket < 4 && out.length < max; bucket++) {
    let length = Math.min(text.length, MAX_RANKED_NAME_LENGTH);
    while (length <= MAX_RANKED_NAME_LENGTH && out.length < max) {
      const [first, last] = cellsBeginningWith(bucket, length, text);
      let i = cellIndex(image, first);
      if (i >= runs) return out;
      const cell = image.cellValues[i]!;
      if (cellBucket(cell) !== bucket) break;
      if (cellLength(cell) !== length) {
        length = cellLength(cell);
        continue;
      }
      for (; i < runs && image.cellValues[i]! <= last && out.length < max; i++) {
        for (let d = image.cellStarts[i]!, end = image.cellStarts[i + 1]!; d < end && out.length < max; d++) {
          if (accept(d)) out.push(d);
        }
      }
      length++;
    }
  }
  return out;
}

/**
 * Documents whose current or other name is exactly the words; never cut off by a LIMIT. Each
 * order of the words is one key: the rank cells of its first three letters and length, and the
 * hashes of other names. `anyOrder` tries every order (name-match.ts wordOrders), not only the
 * typed one; orders whose keys begin alike share their cells, which are scanned once.
 */
export function exactNameDocs(image: SearchImage, refs: WordRefs, key: string, anyOrder = false): number[] {
  if (key === '' || refs.exact.some((t) => t === -1)) return [];
  const found = new Set<number>();
  const current = (d: number) => currentNameIs(image, d, refs, anyOrder);
  const scanned = new Set<string>();
  for (const order of anyOrder ? wordOrders(refs) : [{ refs, key }]) {
    const head = order.key.slice(0, PREFIX_CHARS);
    for (let bucket = 0; bucket < 4 && !scanned.has(head); bucket++) {
      const [first, last] = cellsBeginningWith(bucket, order.key.length, order.key);
      for (let i = cellIndex(image, first); i < image.cellValues.length && image.cellValues[i]! <= last; i++) {
        for (let d = image.cellStarts[i]!; d < image.cellStarts[i + 1]!; d++) if (current(d)) found.add(d);
      }
    }
    scanned.add(head);
    const hash = nameHash(order.key);
    for (let i = firstAtLeast(image.otherHash, hash); i < image.otherHash.length && image.otherHash[i] === hash; i++) {
      const d = image.otherDoc[i]!;
      if (documentNames(image, d).slice(1).some((name) => nameEquals(name, order.refs))) found.add(d);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Documents whose name, current or other, is exactly the words on one side of a split (the words
 * in any order), at an address that holds the other side: a name and the place it is in
 * (name-match.ts nameWithPlace). Never cut off, as exact names are not.
 */
export function namePlaceDocs(image: SearchImage, refs: WordRefs, splits: readonly number[]): number[] {
  const n = refs.exact.length;
  const found = new Set<number>();
  for (const k of splits) {
    for (const [from, to] of [[0, k], [k, n]] as const) {
      if (to - from >= n || to <= from) continue;
      const part = partOf(refs, from, to);
      for (const d of exactNameDocs(image, part, part.words.join(' '), true)) {
        if (nameWithPlace(image, d, refs, splits) !== null) found.add(d);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Documents whose current name begins with the words (the last one as a prefix); with `forms`,
 * only those whose legal-form words include every one of them (`MTÜ Jõhvi`: in rank order the
 * shorter names of a commoner form, `Jõhvi Auto OÜ`, would fill the read first); with `typed`,
 * only those whose name begins with those letters as typed, marks and all (`Pä`: in rank order
 * the shorter `PA …` names would fill the read first).
 */
export function startsWithDocs(
  image: SearchImage, refs: WordRefs, key: string, max: number, forms: readonly string[] = [], typed: Beginning | null = null,
): number[] {
  if (refs.exact.length === 0 || !headKnown(refs) || refs.lastHi <= refs.lastLo) return [];
  const ofForm = forms.length === 0 ? null : formsOf(image, forms);
  if (ofForm !== null && !ofForm.includes(true)) return [];
  const starts = typed === null
    ? (d: number) => currentNameStartsWith(image, d, refs)
    : (d: number) => beginsAsTyped(image.beginnings[d]!, typed) && currentNameStartsWith(image, d, refs);
  const accept = ofForm === null ? starts : (d: number) => ofForm[image.formSet[d]!]! && starts(d);
  const iterators = headIterators(image, refs);
  if (narrowLast(refs)) iterators.push(nameRangeDocs(image, refs.lastLo, refs.lastHi));
  const marked = markedLast(image, refs, iterators, max);
  if (marked) iterators.push(marked);
  const cheapest = Math.min(...iterators.map((it) => it.estimate));
  if (iterators.length > 0 && cheapest <= LIST_READ_LIMIT) return intersect(image, iterators, accept, max);
  return byCells(image, key, accept, max, []);
}

/**
 * Documents holding every word in some name (current or other), the last one as a prefix; with
 * `forms`, only those whose legal-form words include every one of them (`Ky Kala`: in rank order
 * the shorter names of a commoner form, `Kala Pro Oy`, would fill the read first). Where the last
 * word begins a word before it, or a word is typed twice, each word needs a word of the name of
 * its own (`Kala K`, `Dārzs D` on its way to `Dārzs Daugava`): every name holding the word before
 * held its beginning too, and the shorter `AM Kala`, `BE Kala`, … filled the read in rank order, so
 * `Korhosen Kala Oy` typed `Kala K` was never read.
 */
export function inNamesDocs(image: SearchImage, refs: WordRefs, max: number, forms: readonly string[] = []): number[] {
  if (refs.exact.length === 0 || !headKnown(refs) || refs.lastHi <= refs.lastLo) return [];
  const ofForm = forms.length === 0 ? null : formsOf(image, forms);
  if (ofForm !== null && !ofForm.includes(true)) return [];
  const each = wordTypedTwice(refs.words);
  const any = ofForm === null
    ? (each ? (d: number) => namesHoldEachWord(image, d, refs) : () => true)
    : (each ? (d: number) => ofForm[image.formSet[d]!]! && namesHoldEachWord(image, d, refs) : (d: number) => ofForm[image.formSet[d]!]!);
  const iterators = headIterators(image, refs);
  if (narrowLast(refs)) {
    iterators.push(nameRangeDocs(image, refs.lastLo, refs.lastHi));
    return intersect(image, iterators, any, max);
  }
  const marked = markedLast(image, refs, iterators, max);
  if (marked) return intersect(image, [...iterators, marked], any, max);
  const holds = each
    ? (d: number) => namesHoldEachWord(image, d, refs)
    : (d: number) => namesHoldRange(image, d, refs.lastLo, refs.lastHi);
  const accept = ofForm === null ? holds : (d: number) => ofForm[image.formSet[d]!]! && holds(d);
  if (iterators.length > 0) return intersect(image, iterators, accept, max);
  if (nameRangeCount(image, refs.lastLo, refs.lastHi) <= MARK_ALONE_LIMIT) {
    return intersect(image, [nameRangeBits(image, refs.lastLo, refs.lastHi)], any, max);
  }
  return intersect(image, [], accept, max);
}

/**
 * Documents holding every word in their names or address (numbers are looked up exactly by the
 * service). The last word is a prefix only when `lastAsPrefix` and few terms begin with it; a
 * broad prefix over addresses would merge the lists of every house number and street it begins.
 * `within`: only these documents (ascending; the few whose status moved, status-moves.ts).
 */
export function anywhereDocs(image: SearchImage, refs: WordRefs, lastAsPrefix: boolean, max: number, within: Uint32Array | null = null): number[] {
  const k = refs.exact.length;
  if (k === 0 || within?.length === 0) return [];
  const both = (t: number) => union([nameDocs(image, t), addressDocs(image, t)]);
  const iterators: DocIterator[] = [];
  for (let i = 0; i < k; i++) {
    if (i === k - 1 && lastAsPrefix && narrowLast(refs) && refs.lastHi > refs.lastLo) {
      const parts: DocIterator[] = [];
      for (let t = refs.lastLo; t < refs.lastHi; t++) parts.push(both(t));
      iterators.push(union(parts));
    } else {
      const t = refs.exact[i]!;
      if (t === -1) return [];
      iterators.push(both(t));
    }
  }
  if (within !== null) iterators.push(listDocs(within));
  return intersect(image, iterators, () => true, max);
}

/**
 * Documents at the street and house number of the query (`hash`: nameHash of its street key)
 * that hold every word in their names or address, in rank order. The words narrow the read to
 * the addresses that can match; the street key tells "Cēsu iela 43" from "Cēsu iela 50 - 43".
 * `within`: only these documents (ascending), as anywhereDocs.
 */
export function streetDocs(image: SearchImage, refs: WordRefs, hash: number, max: number, within: Uint32Array | null = null): number[] {
  if (refs.exact.length === 0 || refs.exact.some((t) => t === -1) || within?.length === 0) return [];
  const iterators = refs.exact.map((t) => union([nameDocs(image, t), addressDocs(image, t)]));
  if (within !== null) iterators.push(listDocs(within));
  return intersect(image, iterators, (d) => image.streetHash[d] === hash, max);
}

/** For each of the image's sets of legal-form words, whether it is of the form `forms` type (every one of them, and not a longer form holding them). */
export function formsOf(image: SearchImage, forms: readonly string[]): boolean[] {
  return image.formSets.map((set) => isOfTypedForm(set, forms));
}

/** Documents whose legal-form words include every one of `forms`, in rank order. */
export function legalFormDocs(image: SearchImage, forms: string[], max: number): number[] {
  return formSetDocs(image, formsOf(image, forms), max);
}

/** Documents whose set of legal-form words qualifies (one flag per set of the image), in rank order. */
export function formSetDocs(image: SearchImage, qualifies: readonly boolean[], max: number): number[] {
  if (!qualifies.some(Boolean)) return [];
  return intersect(image, [], (d) => qualifies[image.formSet[d]!]!, max);
}
