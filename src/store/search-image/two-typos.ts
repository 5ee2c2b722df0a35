// The words of the names a word typed with two typos may be, where the typo read allows it fewer
// or none (docs/search.md, "Two typos"): its first letter wrong (the typo walk keeps the first
// letter, as people rarely mistype it), or two letters missing from a long word, which leaves it
// a word of six or seven letters, read within one edit (`tranprt` for `transport`). Read only
// where a search found nothing at all, so an ordinary search never pays for it.
import { allowedEdits } from '../../domain/similarity.ts';
import type { SearchImage } from './image.ts';
import { closeTerms } from './typos.ts';
import { findTerm, nameRangeCount, termText } from './terms.ts';

/** The shortest word of a name a word is read as with two typos: shorter ones are too easily another word. */
export const TWO_TYPOS_TERM_LETTERS = 8;
/** The shortest word typed that is read so: two letters short of the shortest term. */
export const TWO_TYPOS_WORD_LETTERS = TWO_TYPOS_TERM_LETTERS - 2;
// Folded terms are ASCII: the letters a first letter left out may have been.
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// The keys around each on a QWERTY board (the Latvian, Lithuanian, Estonian and Finnish layouts
// keep its letters where it has them): a first letter mistyped is read only as one of these. All
// 25 other letters made 25 dictionary walks a word, each through one first letter's terms, which
// made a search finding nothing at national size about ×3.5 dearer (bench/README).
export const NEIGHBOURS: Readonly<Record<string, string>> = {
  q: 'wa', w: 'qeas', e: 'wrsd', r: 'etdf', t: 'ryfg', y: 'tugh', u: 'yihj', i: 'uojk', o: 'ipkl', p: 'ol',
  a: 'qwsz', s: 'weadzx', d: 'ersfxc', f: 'rtdgcv', g: 'tyfhvb', h: 'yugjbn', j: 'uihknm', k: 'iojlm', l: 'opk',
  z: 'asx', x: 'zsdc', c: 'xdfv', v: 'cfgb', b: 'vghn', n: 'bhjm', m: 'njk',
};

/** A word of the names, its edits from the word typed, and how many names hold it. */
export interface FarTerm { text: string; edits: number; names: number }

/**
 * The terms of at least TWO_TYPOS_TERM_LETTERS letters that some name holds, within two edits of
 * `word` (optimal string alignment, as the typo read) where the typo read does not find them:
 * with the first letter among the two (added, swapped with the second, or mistyped for a key beside
 * it: each variant walked within one edit more; left out, the rest as typed), or, for a word of six
 * or seven letters, two edits with the first letter right. About 8 dictionary walks of one edit
 * and one of two, each within one first letter, and 26 lookups. Closest first, then the terms in
 * most names.
 */
export function twoTyposTerms(image: SearchImage, word: string): FarTerm[] {
  if (word.length < TWO_TYPOS_WORD_LETTERS || !/^[a-z]+$/.test(word)) return [];
  const found = new Map<number, number>();
  const keep = (term: number, edits: number) => {
    const before = found.get(term);
    if (before === undefined || edits < before) found.set(term, edits);
  };
  // The first letter wrong: added, swapped with the second or mistyped for a key beside it, then
  // one edit more of the rest at most; left out, with no other typo (a walk for each letter it may
  // have been would make 26 more: one lookup each).
  const [first, second, rest] = [word[0]!, word[1]!, word.slice(1)];
  for (const c of LETTERS) {
    const whole = findTerm(image, c + word);
    if (whole !== -1 && nameRangeCount(image, whole, whole + 1) > 0) keep(whole, 1);
  }
  const variants = [rest, second + first + word.slice(2)];
  for (const c of NEIGHBOURS[first] ?? '') variants.push(c + rest);
  for (const v of variants) {
    const exact = findTerm(image, v);
    if (exact !== -1 && nameRangeCount(image, exact, exact + 1) > 0) keep(exact, 1);
    for (const close of closeTerms(image, v, false, 1, 1)) keep(close.term, 1 + close.edits);
  }
  // Two edits of a word the typo read takes within one.
  if (allowedEdits(word.length) < 2) for (const close of closeTerms(image, word, false, 2, 2)) keep(close.term, close.edits);
  const out: FarTerm[] = [];
  for (const [term, edits] of found) {
    const text = termText(image, term);
    if (text.length >= TWO_TYPOS_TERM_LETTERS && text !== word) out.push({ text, edits, names: nameRangeCount(image, term, term + 1) });
  }
  return out.sort((a, b) => a.edits - b.edits || b.names - a.names || (a.text < b.text ? -1 : 1));
}
