// Marked letters typed as a tie-break (docs/search.md, step 4.5): the images hold folded words
// only, so `Märt` finds `Mart Tamm` and `Märt Kask` alike. Among results equal in everything
// but the length of the name and the index order, those whose names hold the words typed with
// their marks come first. Only the names of the page, and of the candidates tied with its last
// result, are read from the store, in one statement; a text typed without marks reads nothing.
import type { Database } from '../../store/open.ts';
import { resultKey, resultNames } from '../../store/search-read.ts';
import { markedWordsTyped, marksHeld, type MarkedWords } from '../../domain/marked-words.ts';
import { foldText, LEGAL_FORM_PHRASES } from '../../domain/fold.ts';
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

const PHRASES = LEGAL_FORM_PHRASES.map((phrase) => phrase.split(' '));
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The marked words typed without those of a legal form written out (`Uždaroji akcinė bendrovė`,
 * `Sabiedrība ar ierobežotu atbildību`) where the text holds other words: a name typed after the
 * form is the same name typed after its abbreviation (`UAB "Partners`), and counting the form's
 * words put the few names the register writes with the form in full (`Uždaroji akcinė bendrovė
 * "Partners Nord"`) before the shorter ones, a page of them where `UAB "Partners` lists the
 * shortest. A form typed alone keeps them: its companies are ordered by how their names write it.
 */
function withoutFormsWrittenOut(typed: MarkedWords, text: string): MarkedWords | null {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  const folded = words.map(foldText);
  const inForm = new Set<number>();
  for (const phrase of PHRASES) {
    for (let i = 0; i + phrase.length <= folded.length; i++) {
      if (phrase.every((w, j) => folded[i + j] === w)) phrase.forEach((_, j) => inForm.add(i + j));
    }
  }
  if (inForm.size === 0 || inForm.size === words.length) return typed;
  const formWords = new Set(words.filter((_, i) => inForm.has(i)));
  const kept = typed.words.filter((w) => !formWords.has(w));
  if (kept.length === 0) return null;
  return { words: kept, lastIsPart: typed.lastIsPart && kept.at(-1) === typed.words.at(-1) };
}

/** The order of the marks typed in `text`, or null when it holds no word with a marked letter. */
export function marksOrder(db: Database, text: string): MarksOrder | null {
  const all = markedWordsTyped(text);
  const typed = all === null ? null : withoutFormsWrittenOut(all, text);
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
