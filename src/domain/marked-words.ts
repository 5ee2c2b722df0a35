// Words typed with their marked letters (`Märt`, `Ābols`, `Šilas`, `Jõe`). Folding drops the
// marks, so search finds `Mart` and `Märt` alike; but a person who typed the marks meant the name
// that has them, and among results otherwise equal that one comes first (services/search,
// marks-tie-break.ts). A word typed without marks says nothing: it is how most people type every
// name, marked or not.
import { decodeHtmlCharacters } from './html-characters.ts';
import { foldText, isLegalFormWord } from './fold.ts';

// A Latin letter beyond ASCII (Latin-1 Supplement, Extended-A and -B, Extended Additional).
const MARKED_LETTER = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_WORDS = 8;

/** The words of a text, lower case, composed (NFC): `SIA "Rīgas Koks"` gives sia, rīgas, koks. */
function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

export interface MarkedWords {
  /** The words typed with a marked letter, lower case; legal-form words (`OÜ`) left out. */
  words: string[];
  /** Whether the last of them ends the text: a word being typed, met by the beginning of a name's word. */
  lastIsPart: boolean;
}

/** The words of a search text typed with marked letters, or null when it holds none. */
export function markedWordsTyped(text: string): MarkedWords | null {
  const decoded = decodeHtmlCharacters(text);
  if (!MARKED_LETTER.test(decoded.normalize('NFC'))) return null;
  const all = wordsOf(decoded);
  const words = all.filter((w) => MARKED_LETTER.test(w) && !isLegalFormWord(foldText(w))).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const lastIsPart = all[all.length - 1] === words[words.length - 1] && /[\p{L}\p{M}]$/u.test(decoded);
  return { words, lastIsPart };
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const COMBINING_MARK = /[\u0300-\u036f]/;

/** How many of the marked words typed a name holds with the same marks (the last being typed: as a word's beginning). */
export function marksHeld(typed: MarkedWords, name: string): number {
  // A register writes its letters composed; a name holding a combining mark is composed first.
  const lower = (COMBINING_MARK.test(name) ? name.normalize('NFC') : name).toLowerCase();
  const last = typed.words.length - 1;
  let held = 0;
  typed.words.forEach((w, i) => {
    const part = i === last && typed.lastIsPart;
    // Where the name holds the letters, they must make a word of it (or begin one).
    for (let at = lower.indexOf(w); at !== -1; at = lower.indexOf(w, at + 1)) {
      const end = at + w.length;
      if (at > 0 && WORD_CHARACTER.test(lower[at - 1]!)) continue;
      if (!part && end < lower.length && WORD_CHARACTER.test(lower[end]!)) continue;
      held++;
      break;
    }
  });
  return held;
}

// The first letters of a name as written, which the search image keeps beside its folded words
// (store/search-image/image.ts beginnings): a short beginning typed with a marked letter (`Pä`,
// `Žem`) is then told from the names that fold alike (`PA Õlu OÜ`, `SIA "Zeme Lux"`). Five bits a
// letter, three letters in 16 bits (two bytes a company): 0 a letter or digit without a mark, 1–30
// the marked letters of the four languages and a few more common in names, 31 any other (a mark
// not among them, ß, a Cyrillic letter), which a beginning typed is never read as.
const BEGINNING_LETTERS = 3;
const BEGINNING_MARKED = 'āčēģīķļņšūžąęėįųäöüõåéáóíúèñçø';
const OTHER_LETTER = 31;
const LETTER_BITS = 5;
/** The beginning of a name whose first word is not found as written: it begins with no text typed. */
export const NO_BEGINNING = 0x7fff;
const PLAIN = /^[a-z0-9]$/;

export interface Beginning {
  /** The letters' codes, the first in the low bits. */
  code: number;
  /** How many letters the code holds (the first word's, at most BEGINNING_LETTERS). */
  letters: number;
}

/**
 * The first letters of the first word of `text` that folds to `firstWord` (the first word of its
 * name key, past a legal form and quotes: `Pär` of `SIA "Pärnu Koks"`), coded; null where no word
 * does.
 */
export function beginningOf(text: string, firstWord: string): Beginning | null {
  for (const word of text.normalize('NFC').toLowerCase().match(WORD) ?? []) {
    const folded = foldText(word);
    if (folded !== firstWord && !(firstWord.length >= 40 && folded.startsWith(firstWord))) continue;
    let code = 0;
    let letters = 0;
    for (const ch of word) {
      if (letters === BEGINNING_LETTERS) break;
      const letter = PLAIN.test(ch) ? 0 : BEGINNING_MARKED.indexOf(ch) + 1 || OTHER_LETTER;
      code |= letter << (LETTER_BITS * letters++);
    }
    return { code, letters };
  }
  return null;
}

/**
 * The beginning typed of a search text's first word (`firstWord`, folded), where one of its first
 * letters is a marked one this code knows and none is of another kind; else null: a beginning
 * typed without marks (`Pa`) says nothing, and lists `PA …` and `Pärnu …` in rank order.
 */
export function markedBeginningTyped(text: string, firstWord: string): Beginning | null {
  const begun = beginningOf(decodeHtmlCharacters(text), firstWord);
  if (begun === null) return null;
  let marked = false;
  for (let i = 0; i < begun.letters; i++) {
    const letter = (begun.code >> (LETTER_BITS * i)) & OTHER_LETTER;
    if (letter === OTHER_LETTER) return null;
    if (letter !== 0) marked = true;
  }
  return marked ? begun : null;
}

/** Whether a name's stored beginning (beginningOf) begins with the one typed. */
export function beginsAsTyped(stored: number, typed: Beginning): boolean {
  return (stored & ((1 << (LETTER_BITS * typed.letters)) - 1)) === typed.code;
}
