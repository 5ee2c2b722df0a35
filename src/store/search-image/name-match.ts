// How the words of a query sit in one document's names, read from its forward list (the name
// terms of the document, each name ended by NAME_END, the current name first).
import { NAME_END, type SearchImage } from './image.ts';
import { findTerm, prefixRange, termText } from './terms.ts';

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

/** Whether the name is exactly the words (all whole). */
export function nameEquals(name: Uint32Array, refs: WordRefs): boolean {
  if (name.length !== refs.exact.length) return false;
  for (let i = 0; i < name.length; i++) if (name[i] !== refs.exact[i]) return false;
  return true;
}

/** Whether the name is the words in some order (all whole, each as often as typed). */
export function nameHasSameWords(name: Uint32Array, refs: WordRefs): boolean {
  if (name.length !== refs.exact.length) return false;
  if (nameEquals(name, refs)) return true;
  const left = [...refs.exact];
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
  const lastExact = refs.exact[k - 1]!;
  if (lastExact !== -1 && name.includes(lastExact)) return 'whole';
  for (const t of name) if (t >= refs.lastLo && t < refs.lastHi) return 'prefix';
  return null;
}
