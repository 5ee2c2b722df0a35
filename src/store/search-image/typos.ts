// The typo read: documents whose names hold, for every query word, a term within a few edits of
// it (domain/similarity.ts allowedEdits), proposed by a walk of the dictionary (closeTerms).
// Words run together or split apart ("rigaskoks", "nord invest" for "Nordinvest") are read as
// the two terms or the one. A candidate counts only when the whole name is a probable typo of the
// query (domain/similarity.ts typoDistance).
import { allowedEdits, typoBeginsName, typoDistance, typoIsName } from '../../domain/similarity.ts';
import { MAX_RANKED_NAME_LENGTH, rankCell } from '../search-documents.ts';
import { NAME_END, type SearchImage } from './image.ts';
import { findTerm, nameRangeCount, prefixRange } from './terms.ts';
import { documentNameTexts } from './name-match.ts';
import { firstAtLeast, intersect, listDocs, nameDocs, union, both, type DocIterator } from './postings.ts';

/** Close terms kept per word, closest first: bounds the union a fuzzy word reads. */
const MAX_ALTERNATIVES = 48;
/** Longest query read for typos (words after joining neighbours). */
const MAX_TYPO_WORDS = 6;
/** Neighbours are read run together only while the result is this short ("investeeringud"). */
const MAX_JOINED_LENGTH = 16;

interface Close { term: number; edits: number }

/** The byte at position `at` of term t (the caller knows the term is longer). */
const byteAt = (image: SearchImage, t: number, at: number) => image.termBytes[image.termOffsets[t]! + at]!;
const termLength = (image: SearchImage, t: number) => image.termOffsets[t + 1]! - image.termOffsets[t]!;

/**
 * Terms within the allowed edits of `word` (optimal string alignment, as domain/similarity.ts),
 * found by walking the dictionary as a trie: the terms sharing a prefix are one range of ids, and
 * a prefix already further from the word than allowed cuts off everything below it. The first
 * letter must be right (people rarely mistype it, and it divides the walk by the alphabet). For
 * the last word, a term whose beginning is close enough counts too (it may be still being typed).
 * `allowed`: the edits a word of its length takes, unless the caller reads it further (two-typos.ts).
 */
export function closeTerms(image: SearchImage, word: string, isLast: boolean, limit = Infinity, allowed = allowedEdits(word.length)): Close[] {
  const max = Math.min(limit, allowed);
  if (max === 0) return [];
  const n = word.length;
  const q = Array.from(word, (ch) => ch.charCodeAt(0));
  // Edits of each close term, doubled, +1 when only its beginning is close: whole terms first.
  const found = new Map<number, number>();
  const keep = (t: number, score: number) => {
    if (image.nameStart[t + 1] === image.nameStart[t]) return;
    const prev = found.get(t);
    if (prev === undefined || score < prev) found.set(t, score);
  };
  // One DP row per depth, reused: a child's row is computed after its previous sibling's subtree.
  // Only the band of cells within `max` of the diagonal can stay within `max` edits; the cells
  // just outside it hold max + 1, so a row costs 2·max + 1 cells whatever the word's length.
  const rows: Int32Array[] = [];
  const rowAt = (depth: number) => (rows[depth] ??= new Int32Array(n + 2).fill(max + 1));
  const walk = (depth: number, lo: number, hi: number, row: Int32Array, prevRow: Int32Array | null, prevChar: number) => {
    let i = lo;
    // row[n] is exact only when the word's end is within the band of this depth.
    const end = Math.abs(depth - n) <= max ? row[n]! : max + 1;
    if (termLength(image, i) === depth) {
      if (end <= max) keep(i, 2 * end);
      i++;
    }
    if (isLast && end <= max) {
      // The word is close to the beginning of every longer term here: keep a bounded number of
      // them, and walk on, where some may turn out closer still.
      for (let t = i; t < hi && found.size < MAX_ALTERNATIVES * 4; t++) keep(t, 2 * end + 1);
    }
    const next = rowAt(depth + 1);
    const jlo = Math.max(1, depth + 1 - max);
    const jhi = Math.min(n, depth + 1 + max);
    if (jlo > jhi) return;
    while (i < hi) {
      const c = byteAt(image, i, depth);
      // The end of this child's range: gallop, then binary search (deep ranges are short).
      let step = 1;
      let a = i + 1;
      while (a < hi && byteAt(image, a, depth) <= c) {
        a = i + 1 + step;
        step *= 2;
      }
      let lo2 = i + 1 + (step >> 2);
      let hi2 = Math.min(a, hi);
      while (lo2 < hi2) {
        const mid = (lo2 + hi2) >>> 1;
        if (byteAt(image, mid, depth) <= c) lo2 = mid + 1;
        else hi2 = mid;
      }
      const childEnd = lo2;
      next[0] = depth + 1;
      next[jlo - 1] = jlo - 1 === 0 ? depth + 1 : max + 1;
      if (jhi + 1 <= n) next[jhi + 1] = max + 1;
      let best = max + 1;
      for (let j = jlo; j <= jhi; j++) {
        let d = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (q[j - 1] === c ? 0 : 1));
        if (prevRow !== null && j > 1 && q[j - 1] === prevChar && q[j - 2] === c) d = Math.min(d, prevRow[j - 2]! + 1);
        next[j] = d;
        if (d < best) best = d;
      }
      if (best <= max) walk(depth + 1, i, childEnd, next, row, c);
      i = childEnd;
    }
  };
  const [lo, hi] = prefixRange(image, word[0]!);
  if (hi > lo) {
    const first = rowAt(1);
    for (let j = 0; j <= n; j++) first[j] = j === 0 ? 1 : j - 1 <= max ? j - 1 : max + 1;
    walk(1, lo, hi, first, null, q[0]!);
  }
  return [...found].sort((a, b) => a[1] - b[1] || termLength(image, a[0]) - termLength(image, b[0]) || a[0] - b[0])
    .slice(0, MAX_ALTERNATIVES).map(([term, score]) => ({ term, edits: score >> 1 }));
}

/** Two terms a word may be made of (`rigaskoks` → rigas + koks), each in some name. */
function splits(image: SearchImage, word: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 2; i <= word.length - 2; i++) {
    const a = findTerm(image, word.slice(0, i));
    const b = a === -1 ? -1 : findTerm(image, word.slice(i));
    if (a !== -1 && b !== -1) out.push([a, b]);
  }
  return out;
}

/** The terms that may stand for one query word: each alone, or a pair of them together. */
interface WordTerms { terms: Set<number>; pairs: Array<[number, number]> }

/**
 * The terms of the query words of one search, each word read once per image, position and edit
 * count. One search reads its words' typos again and again: at each tier, in each variant of the
 * words run together, for each reading of the text (without its parentheses, its connecting
 * words, …) and once more with every word loose; a dictionary walk of a long word within three
 * edits costs about as much as the rest of a search, and a 200-character text of such words made
 * hundreds of the same walks (264 for 52 distinct on a 0.1-scale store). The caller keeps one for
 * the whole search, and none past it: the images change with a publish.
 */
export class WordTermsRead {
  private readonly byImage = new Map<SearchImage, Map<string, WordTerms | null>>();
  /** Words read (dictionary walks made), each once: what a test holds the bound to. */
  reads = 0;

  of(image: SearchImage, word: string, isLast: boolean, edits: number): WordTerms | null {
    let known = this.byImage.get(image);
    if (!known) this.byImage.set(image, (known = new Map()));
    const key = `${edits}${isLast ? '$' : ' '}${word}`;
    let terms = known.get(key);
    if (terms === undefined) {
      this.reads++;
      known.set(key, (terms = wordTerms(image, word, isLast, edits)));
    }
    return terms;
  }
}

/** The terms of one query word: exactly, a term within `edits`, or two terms. null when none. */
function wordTerms(image: SearchImage, word: string, isLast: boolean, edits: number): WordTerms | null {
  const terms = new Set<number>();
  const exact = findTerm(image, word);
  if (exact !== -1) terms.add(exact);
  if (isLast && word.length >= 3) {
    const [lo, hi] = prefixRange(image, word);
    if (hi - lo <= MAX_ALTERNATIVES) for (let t = lo; t < hi; t++) terms.add(t);
  }
  if (edits > 0) for (const c of closeTerms(image, word, isLast, edits)) terms.add(c.term);
  const pairs = edits > 0 ? splits(image, word) : [];
  return terms.size + pairs.length === 0 ? null : { terms, pairs };
}

/** The documents whose names hold one of the word's terms, or both of a pair. */
function wordDocs(image: SearchImage, word: WordTerms): DocIterator {
  const parts = [...word.terms].map((t) => nameDocs(image, t));
  for (const [a, b] of word.pairs) parts.push(both(nameDocs(image, a), nameDocs(image, b)));
  return union(parts);
}

interface VariantWord { text: string; loose: boolean }

/** The query read as typed, and with each pair of neighbouring words run together (read loosely). */
function variants(words: string[], loose: boolean[]): VariantWord[][] {
  const typed = words.map((text, i) => ({ text, loose: loose[i]! }));
  const out = [typed];
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i]!.length + words[i + 1]!.length > MAX_JOINED_LENGTH) continue;
    out.push([...typed.slice(0, i), { text: words[i]! + words[i + 1]!, loose: true }, ...typed.slice(i + 2)]);
  }
  return out.filter((v) => v.length <= MAX_TYPO_WORDS);
}

/** Whether the image knows the word: as a term, or for the last word as the beginning of one. */
function known(image: SearchImage, word: string, isLast: boolean): boolean {
  if (findTerm(image, word) !== -1) return true;
  if (!isLast) return false;
  const [lo, hi] = prefixRange(image, word);
  return hi > lo;
}

/** A known word in at most this many names may still be a typo (summed over the countries read). */
export const RARE_WORD_NAMES = 3;
/** …when a word one edit from it is in this many times as many names, and at least COMMON_WORD_NAMES. */
export const COMMONER_FACTOR = 20;
export const COMMON_WORD_NAMES = 50;

/** The terms of at least COMMON_WORD_NAMES names, per image and first letter, in id order. */
const commonByImage = new WeakMap<SearchImage, Map<string, Uint32Array>>();

function commonTerms(image: SearchImage, first: string): Uint32Array {
  let byLetter = commonByImage.get(image);
  if (!byLetter) commonByImage.set(image, (byLetter = new Map()));
  let terms = byLetter.get(first);
  if (!terms) {
    const [lo, hi] = prefixRange(image, first);
    const ids: number[] = [];
    for (let t = lo; t < hi; t++) if (nameRangeCount(image, t, t + 1) >= COMMON_WORD_NAMES) ids.push(t);
    byLetter.set(first, (terms = Uint32Array.from(ids)));
  }
  return terms;
}

/** Whether term t is exactly one edit from `word` (optimal string alignment, as closeTerms). */
function oneEditFrom(image: SearchImage, t: number, word: string): boolean {
  const start = image.termOffsets[t]!;
  const len = termLength(image, t);
  const n = word.length;
  if (Math.abs(len - n) > 1) return false;
  let i = 0;
  while (i < len && i < n && image.termBytes[start + i] === word.charCodeAt(i)) i++;
  if (i === len && i === n) return false;
  // The rest after one substitution, insertion, deletion or swapped pair must be equal.
  const restEqual = (a: number, b: number) => {
    if (len - a !== n - b) return false;
    for (; a < len; a++, b++) if (image.termBytes[start + a] !== word.charCodeAt(b)) return false;
    return true;
  };
  if (restEqual(i + 1, i + 1) || restEqual(i + 1, i) || restEqual(i, i + 1)) return true;
  return i + 1 < len && i + 1 < n && image.termBytes[start + i] === word.charCodeAt(i + 1)
    && image.termBytes[start + i + 1] === word.charCodeAt(i) && restEqual(i + 2, i + 2);
}

/**
 * How many names hold the word (0 when unknown), and, when it is rare, the most names holding a
 * term one edit from it (the first letter right, as for every typo; only terms of at least
 * COMMON_WORD_NAMES names are looked at, so 0 when there is none). A word in a few names next to
 * a word in thousands is more likely a typo of it that some name also holds (`latijas`,
 * `latvijas`) than the word meant: the service reads it as a typo too (search-companies.ts).
 */
export function wordNameCounts(image: SearchImage, word: string): { own: number; closest: number } {
  const t = findTerm(image, word);
  const own = t === -1 ? 0 : nameRangeCount(image, t, t + 1);
  let closest = 0;
  if (own <= RARE_WORD_NAMES && word.length > 0) {
    for (const c of commonTerms(image, word[0]!)) {
      if (oneEditFrom(image, c, word)) closest = Math.max(closest, nameRangeCount(image, c, c + 1));
    }
  }
  return { own, closest };
}

/** How loosely typoDocs reads: at most this many edits per word (1, 2, 3: see TYPO_TIERS). */
export type TypoTier = number;
/** Tiers from strict to loose; the caller stops at the first that yields a probable typo. */
export const TYPO_TIERS: readonly TypoTier[] = [1, 2, 3];

/** The documents of one typo read, each list in rank order. */
export interface TypoDocs {
  /** Up to `max` documents whose current name is the whole query with a typo, of any status. */
  whole: number[];
  /** Up to `max` documents whose current name begins with a probable typo of the query. */
  starting: number[];
  /** Up to `max` documents whose current name is a probable typo of the query. */
  ofCurrent: number[];
  /** Up to `max` others, whose former or parallel name is. */
  ofOther: number[];
}

/**
 * The documents whose names are a probable typo of the query (`key`: its words joined), reading
 * each loose word within `tier` edits. The words the dictionary does not know are the loose ones
 * (a typo most often makes a word that is in no name), and those the caller marks `doubtful` (a
 * rare word next to a far commoner one: wordNameCounts); when there are none, every word is. The
 * caller reads the tiers in order over every country and stops at the first that yields a
 * probable typo: looser tiers only add weaker guesses at a higher cost.
 *
 * Typos of current names are kept apart from typos of other names, and the read goes on until it
 * has `max` of the first: in rank order (short names first) the companies whose former name holds
 * a common word would otherwise fill the read before the companies named with it (`logistka` would
 * list companies once called `… Loģistika` instead of `Loģistika Eko`). For the same reason the
 * names that begin with a typo of the query are read on their own, past that bound: among the
 * companies named with a common word, the shorter names that do not begin with it (`AA Loģistika`)
 * would fill it first.
 *
 * `termsRead`: the words' terms as the search has read them so far (WordTermsRead), so that no
 * word is walked twice in one search. `ofForm` (per set of legal-form words, candidates.ts
 * formsOf): only the documents of a legal form typed, whose typos rank first (`Tmi Virtamen`),
 * and which the bound of a read of every form may leave out. `within`: only these documents
 * (ascending; the few whose status moved since the image was built, which the bound in the image's
 * order may leave out: status-moves.ts).
 */
export function typoDocs(
  image: SearchImage, words: string[], key: string, tier: TypoTier, max: number, doubtful: readonly boolean[] = [],
  termsRead: WordTermsRead = new WordTermsRead(), ofForm: readonly boolean[] | null = null, within: Uint32Array | null = null,
): TypoDocs {
  const whole = new Set<number>();
  const starting = new Set<number>();
  const ofCurrent = new Set<number>();
  const ofOther = new Set<number>();
  const flagged = words.map((w, i) => doubtful[i] === true || !known(image, w, i === words.length - 1));
  const loose = flagged.some(Boolean) ? flagged : words.map(() => true);
  const isWhole = wholeNameTest(image, key);
  for (const variant of variants(words, loose)) {
    const edits = variant.map(({ text, loose: isLoose }) => (isLoose ? Math.min(tier, allowedEdits(text.length)) : 0));
    // A tier adds nothing to a variant whose loose words are all read at a lower tier already.
    if (tier > 1 && !edits.some((e) => e === tier)) continue;
    const read: WordTerms[] = [];
    for (let i = 0; i < variant.length; i++) {
      const word = termsRead.of(image, variant[i]!.text, i === variant.length - 1, edits[i]!);
      if (word === null) break;
      read.push(word);
    }
    if (read.length < variant.length) continue;
    // One read in rank order sorts each document: a typo of the current name (up to `max`), of
    // another name (on the side), and of the current name's beginning, which the read goes on
    // for, past the current names' bound, testing only the names that begin with a term of the
    // first word (one read of the forward list). A name that begins with a term of a one-word
    // read is a typo of its beginning by construction (the term is within the word's edits, or
    // begins with it), and needs no test of its text.
    const head = read[0]!;
    const accept = (d: number) => {
      if (starting.has(d) || (ofForm !== null && !ofForm[image.formSet[d]!])) return false;
      const first = image.fwdTerms[image.fwdStart[d]!]!;
      const ofTerm = head.terms.has(first);
      const beginsWell = ofTerm || head.pairs.some(([a]) => a === first);
      const surely = ofTerm && read.length === 1;
      const sorting = ofCurrent.size < max && !ofCurrent.has(d);
      if (!sorting) return surely || (beginsWell && typoBeginsName(key, documentNameTexts(image, d)[0] ?? ''));
      const [current = '', ...others] = documentNameTexts(image, d);
      if (typoDistance(key, [current]) !== null) ofCurrent.add(d);
      else if (others.length > 0 && ofOther.size < max && typoDistance(key, others) !== null) ofOther.add(d);
      return surely || (beginsWell && typoBeginsName(key, current));
    };
    const only = within === null ? [] : [listDocs(within)];
    const walked = intersect(image, [...read.map((w) => wordDocs(image, w)), ...only], accept, max);
    for (const d of walked) starting.add(d);
    // Unless the walk or the current-name typos met their bound, every document holding the words
    // was sorted, and the whole names are among the current-name typos; else they are read apart.
    const wholeDocs = walked.length < max && ofCurrent.size < max
      ? [...ofCurrent].filter(isWhole)
      : wholeNameTypos(image, key, variant.map((w) => w.text), read, max - whole.size, isWhole, within);
    for (const d of wholeDocs) whole.add(d);
  }
  const inOrder = (docs: Iterable<number>) => [...docs].sort((a, b) => a - b).slice(0, max);
  return { whole: inOrder(whole), starting: inOrder(starting), ofCurrent: inOrder(ofCurrent), ofOther: inOrder(ofOther) };
}

/**
 * The documents whose current name is the whole query with a typo (typoIsName), of every status.
 * The read above stops at its bound in rank order, active names first, so a closed company named
 * exactly what was typed, bar a typo, would be lost behind the active names it begins (`Pro
 * Maiznīca` behind a hundred `Pro Maiznīca …`). Such a name is about as long as the query, and
 * within a status the rank order runs by length: one run of documents per status holds every
 * candidate, and only the documents holding the words' terms are tested.
 */
function wholeNameTypos(
  image: SearchImage, key: string, texts: string[], read: WordTerms[], max: number, isWhole: (d: number) => boolean,
  within: Uint32Array | null,
): number[] {
  const words = key.split(' ');
  // Word by word, the name is as long as the query but for the words' edits. Run together or
  // split apart (one edit), it may lose every space of the query or gain two (typoIsName reads
  // names of more words than that the same way, but a name is rarely split so finely).
  const edits = editsOfWords(words);
  const shortest = Math.max(0, key.length - Math.max(edits, words.length));
  const longest = key.length + Math.max(edits, 3);
  // Only whole words: the terms a word being typed begins (`baltic…` for `bltic`) are left out.
  const wholeTerms = read.map((w, i) => {
    const length = texts[i]!.length;
    const near = (t: number) => Math.abs(termLength(image, t) - length) <= allowedEdits(length);
    return { terms: new Set([...w.terms].filter(near)), pairs: w.pairs };
  });
  const out: number[] = [];
  // The runs ascend, so one set of iterators serves them all (their targets never decrease).
  const iterators = wholeTerms.map((w) => wordDocs(image, w));
  if (within !== null) iterators.push(listDocs(within));
  for (let bucket = 0; bucket < 4 && out.length < max; bucket++) {
    const from = firstDocAtLeast(image, rankCell(bucket, shortest, ''));
    const to = firstDocAtLeast(image, longest >= MAX_RANKED_NAME_LENGTH ? rankCell(bucket + 1, 0, '') : rankCell(bucket, longest + 1, ''));
    if (from < to) intersect(image, iterators, isWhole, max, out, from, to);
  }
  return out;
}

/**
 * Whether document d's current name is the whole query with a typo (typoIsName). Folded terms are
 * ASCII, so their bytes are letters: the name's word count and letters rule most documents out
 * before its text is built.
 */
function wholeNameTest(image: SearchImage, key: string): (d: number) => boolean {
  const words = key.split(' ');
  const edits = editsOfWords(words);
  const letters = key.length - words.length + 1;
  return (d: number) => {
    const f = image.fwdTerms;
    let count = 0;
    let nameLetters = 0;
    for (let i = image.fwdStart[d]!, end = image.fwdStart[d + 1]!; i < end && f[i] !== NAME_END; i++, count++) {
      nameLetters += termLength(image, f[i]!);
    }
    const off = Math.abs(nameLetters - letters);
    if (off > 1 && (count !== words.length || off > edits)) return false;
    return typoIsName(key, documentNameTexts(image, d)[0] ?? '');
  };
}

/** The edits the query's words allow together, each by its own length. */
function editsOfWords(words: string[]): number {
  return words.reduce((sum, w) => sum + allowedEdits(w.length), 0);
}

/** The first document of the first rank cell at or after `cell` (image.docs if none). */
function firstDocAtLeast(image: SearchImage, cell: number): number {
  const i = firstAtLeast(image.cellValues, cell);
  return i < image.cellValues.length ? image.cellStarts[i]! : image.docs;
}
