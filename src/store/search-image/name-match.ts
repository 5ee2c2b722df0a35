// How the words of a query sit in one document's names, read from its forward list (the name
// terms of the document, each name ended by NAME_END, the current name first).
import { NAME_END, type SearchImage } from './image.ts';
import { findTerm, prefixRange, termText } from './terms.ts';
import { addressHolds } from './postings.ts';

/** The query words resolved against one image's dictionary. */
export interface WordRefs {
  words: string[];
  /** Term id of each word, or -1 when the image has no such term. */
  exact: number[];
  /** Terms beginning with the last word: [lastLo, lastHi). */
  lastLo: number;
  lastHi: number;
}

export function resolveWords(image: SearchImage, words: string[]): WordRefs {
  const exact = words.map((w) => findTerm(image, w));
  const [lastLo, lastHi] = words.length > 0 ? prefixRange(image, words[words.length - 1]!) : [0, 0];
  return { words, exact, lastLo, lastHi };
}

/** The term ids of each name of document d, current first. */
export function documentNames(image: SearchImage, d: number): Uint32Array[] {
  const names: Uint32Array[] = [];
  const end = image.fwdStart[d + 1]!;
  let start = image.fwdStart[d]!;
  for (let i = start; i < end; i++) {
    if (image.fwdTerms[i] === NAME_END) {
      names.push(image.fwdTerms.subarray(start, i));
      start = i + 1;
    }
  }
  return names;
}

/** Whether document d has a name besides its current one (former, parallel, auxiliary). */
export function hasOtherNames(image: SearchImage, d: number): boolean {
  const f = image.fwdTerms;
  let ends = 0;
  for (let i = image.fwdStart[d]!, end = image.fwdStart[d + 1]!; i < end; i++) {
    if (f[i] === NAME_END && ++ends > 1) return true;
  }
  return false;
}

/** The folded texts of document d's names, current first. */
export function documentNameTexts(image: SearchImage, d: number): string[] {
  return documentNames(image, d).map((name) => Array.from(name, (t) => termText(image, t)).join(' '));
}

/** Whether document d's names hold a term of [lo, hi). */
export function namesHoldRange(image: SearchImage, d: number, lo: number, hi: number): boolean {
  const f = image.fwdTerms;
  for (let i = image.fwdStart[d]!, end = image.fwdStart[d + 1]!; i < end; i++) {
    const t = f[i]!;
    if (t >= lo && t < hi) return true;
  }
  return false;
}

/** Whether a name begins with the words, the last one as a prefix. */
export function nameStartsWith(name: Uint32Array, refs: WordRefs): boolean {
  const k = refs.exact.length;
  if (name.length < k || k === 0) return false;
  for (let i = 0; i < k - 1; i++) if (name[i] !== refs.exact[i]) return false;
  const last = name[k - 1]!;
  return last >= refs.lastLo && last < refs.lastHi;
}

/** Whether document d's current name begins with the words, the last one as a prefix. */
export function currentNameStartsWith(image: SearchImage, d: number, refs: WordRefs): boolean {
  const f = image.fwdTerms;
  const start = image.fwdStart[d]!;
  const k = refs.exact.length;
  if (k === 0) return false;
  for (let i = 0; i < k - 1; i++) if (f[start + i] !== refs.exact[i]) return false;
  const last = f[start + k - 1]!;
  return last !== NAME_END && last >= refs.lastLo && last < refs.lastHi;
}

/**
 * Whether document d's current name is exactly the words (all whole), or with `anyOrder` the
 * words in some order: nameEquals or nameHasSameWords of documentNames(image, d)[0] (an empty name
 * where d has none), read in place. The exact-name read tests every document of the cells its key
 * begins, and a list of subarrays made for each of them was most of its work.
 */
export function currentNameIs(image: SearchImage, d: number, refs: WordRefs, anyOrder: boolean): boolean {
  const f = image.fwdTerms;
  const start = image.fwdStart[d]!;
  const end = image.fwdStart[d + 1]!;
  let stop = start;
  while (stop < end && f[stop] !== NAME_END) stop++;
  // Terms with no NAME_END after them are no name (documentNames leaves them out).
  const length = stop < end ? stop - start : 0;
  const k = refs.exact.length;
  if (length !== k) return false;
  let same = true;
  for (let i = 0; i < k && same; i++) same = f[start + i] === refs.exact[i];
  if (same || !anyOrder) return same;
  return nameIsPart(f.subarray(start, stop), refs.exact, 0, true);
}

/** Whether the name is exactly the words (all whole). */
export function nameEquals(name: Uint32Array, refs: WordRefs): boolean {
  return name.length === refs.exact.length && nameIsPart(name, refs.exact, 0, false);
}

/** Whether the name is the words in some order (all whole, each as often as typed). */
export function nameHasSameWords(name: Uint32Array, refs: WordRefs): boolean {
  return name.length === refs.exact.length && nameIsPart(name, refs.exact, 0, true);
}

/**
 * Whether a name is the query's words from `from`, as many as it has: in the order typed, or
 * (`anyOrder`) in any order, each as often as typed.
 */
function nameIsPart(name: Uint32Array, exact: readonly number[], from: number, anyOrder: boolean): boolean {
  let same = true;
  for (let i = 0; i < name.length && same; i++) same = name[i] === exact[from + i];
  if (same || !anyOrder) return same;
  const left = exact.slice(from, from + name.length);
  for (const t of name) {
    const i = left.indexOf(t);
    if (i === -1) return false;
    left[i] = -1;
  }
  return true;
}

/** The whole-word orders of the query tried as exact names: every order of up to this many words. */
const MAX_REORDERED_WORDS = 4;

/**
 * The query's words in each distinct order (the typed order first) with their refs, for exact
 * name reads: `Kiinteistöt VI` must find `VI Kiinteistöt Oy` however many names begin with
 * `Kiinteistöt Vi…`. Beyond MAX_REORDERED_WORDS words only the typed order is tried.
 */
export function wordOrders(refs: WordRefs): Array<{ refs: WordRefs; key: string }> {
  const n = refs.words.length;
  const typed = { refs, key: refs.words.join(' ') };
  if (n < 2 || n > MAX_REORDERED_WORDS) return [typed];
  const out = [typed];
  const seen = new Set([typed.key]);
  const permute = (order: number[], rest: number[]) => {
    if (rest.length === 0) {
      const words = order.map((i) => refs.words[i]!);
      const key = words.join(' ');
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ refs: { ...refs, words, exact: order.map((i) => refs.exact[i]!) }, key });
      return;
    }
    for (let j = 0; j < rest.length; j++) permute([...order, rest[j]!], [...rest.slice(0, j), ...rest.slice(j + 1)]);
  };
  permute([], [...Array(n).keys()]);
  return out;
}

export type WordFit = 'startsWhole' | 'starts' | 'whole' | 'prefix' | null;

/**
 * How the words sit in one name: non-last words whole, the last one as a prefix. A name that
 * begins with the words is 'startsWhole' when the last word is a whole word of it (`nord` in
 * `Nord Eko`), 'starts' when only the beginning of one (`Nordeus`).
 */
export function wordFit(name: Uint32Array, refs: WordRefs): WordFit {
  const k = refs.exact.length;
  if (k === 0 || name.length === 0) return null;
  if (nameStartsWith(name, refs)) return name[k - 1] === refs.exact[k - 1] ? 'startsWhole' : 'starts';
  for (let i = 0; i < k - 1; i++) if (refs.exact[i] === -1 || !name.includes(refs.exact[i]!)) return null;
  if (wordTypedTwice(refs.words)) return fitOfWordsEach(name, refs);
  const lastExact = refs.exact[k - 1]!;
  if (lastExact !== -1 && name.includes(lastExact)) return 'whole';
  for (const t of name) if (t >= refs.lastLo && t < refs.lastHi) return 'prefix';
  return null;
}

/**
 * Whether a name's one word could stand for two typed ones: a word typed twice, or the last one
 * the beginning of a word before it (`Media Med…`). A few words, compared pairwise.
 */
export function wordTypedTwice(words: readonly string[]): boolean {
  const last = words.length - 1;
  for (let i = 0; i < last; i++) {
    if (words[i]!.startsWith(words[last]!)) return true;
    for (let j = 0; j < i; j++) if (words[i] === words[j]) return true;
  }
  return false;
}

/**
 * wordFit's reading past the start where a word is typed twice: each word typed takes a word of
 * the name of its own, so `Med Eko`, holding one `med`, holds no `med` and `med…` both (read as
 * holding them, it ranked as the last word typed whole before `Med Media`, whose last is being
 * typed). Every non-last word is in the name (checked by the caller).
 */
function fitOfWordsEach(name: Uint32Array, refs: WordRefs): WordFit {
  const left = Array.from(name);
  const k = refs.exact.length;
  for (let i = 0; i < k - 1; i++) {
    const at = left.indexOf(refs.exact[i]!);
    if (at === -1) return null;
    left[at] = -1;
  }
  const lastExact = refs.exact[k - 1]!;
  if (lastExact !== -1 && left.includes(lastExact)) return 'whole';
  for (const t of left) if (t !== -1 && t >= refs.lastLo && t < refs.lastHi) return 'prefix';
  return null;
}

/**
 * Whether some name of document d holds each word typed with a word of its own (the last as a
 * prefix), for a text whose last word begins a word before it or that types a word twice
 * (wordTypedTwice): `Kala K` must read `Kotkan Kala Oy`, not every `… Kala` whose `kala` is also
 * a `k…`.
 */
export function namesHoldEachWord(image: SearchImage, d: number, refs: WordRefs): boolean {
  for (const name of documentNames(image, d)) if (fitOfWordsEach(name, refs) !== null) return true;
  return false;
}

/** A last word that begins at most this many terms may end a place being typed (`Pärnu maak`). */
const PLACE_PREFIX_TERMS = 16;

/** The query's words from `from` to `to` (not included), as refs of their own. */
export function partOf(refs: WordRefs, from: number, to: number): WordRefs {
  return { ...refs, words: refs.words.slice(from, to), exact: refs.exact.slice(from, to) };
}

/**
 * How document d's address holds every word outside [from, to): 0 as whole words, 1 with the
 * last word as the beginning of one (`Pärnu maak`, when few terms begin so), null when it does
 * not. A place has no digit: a street and house number is an address of its own (the street
 * read), not where a named company is.
 */
function placeHeld(image: SearchImage, d: number, refs: WordRefs, from: number, to: number): 0 | 1 | null {
  const n = refs.exact.length;
  let held: 0 | 1 = 0;
  for (let i = 0; i < n; i++) {
    if (i >= from && i < to) continue;
    if (/\d/.test(refs.words[i]!)) return null;
    const t = refs.exact[i]!;
    if (t !== -1 && addressHolds(image, d, t, t + 1)) continue;
    if (i === n - 1 && refs.lastHi - refs.lastLo <= PLACE_PREFIX_TERMS && addressHolds(image, d, refs.lastLo, refs.lastHi)) held = 1;
    else return null;
  }
  return held;
}

/**
 * How a name of document d is the words before a split, or after it, with the place its address
 * holds on the other side (`Põhja Kivi Prime OÜ, Tallinn`; `Tallinn, Põhja Kivi Prime`): the
 * lower the closer, null when none is. Fewer words of place first (the longest name), then a place
 * of whole words, then the current name before an other one, then its words in the order typed.
 * `splits`: the word counts a name may end or begin at; null for any.
 */
export function nameWithPlace(
  image: SearchImage, d: number, refs: WordRefs, splits: readonly number[] | null, names = documentNames(image, d),
): number | null {
  const n = refs.exact.length;
  let best: number | null = null;
  for (let which = 0; which < names.length; which++) {
    const name = names[which]!;
    const length = name.length;
    if (length === 0 || length >= n) continue;
    // The name is the first words (the place after it) or the last ones (the place before it).
    for (const from of [0, n - length]) {
      const split = from === 0 ? length : from;
      if (splits !== null && !splits.includes(split)) continue;
      const typed = nameIsPart(name, refs.exact, from, false);
      if (!typed && !nameIsPart(name, refs.exact, from, true)) continue;
      const held = placeHeld(image, d, refs, from, from + length);
      if (held === null) continue;
      const closeness = (((n - length) * 2 + held) * 2 + (which === 0 ? 0 : 1)) * 2 + (typed ? 0 : 1);
      if (best === null || closeness < best) best = closeness;
    }
  }
  return best;
}

/**
 * Whether document d's current name holds, before the other words typed (`refs`, whose last word is
 * the first letter), a word beginning with each letter in the order typed (`Alfa Baltic Koks` for
 * `A B Koks`).
 */
export function holdsInitialsFirst(image: SearchImage, d: number, letters: readonly string[], refs: WordRefs): boolean {
  const ranges = letters.map((l) => prefixRange(image, l));
  const others = refs.exact.slice(0, -1);
  let next = 0;
  for (const t of documentNames(image, d)[0] ?? []) {
    if (next < ranges.length && t >= ranges[next]![0] && t < ranges[next]![1]) next++;
    else if (others.includes(t)) return next === ranges.length;
  }
  return false;
}
