// The words of a holder's name typed into a search, to be found among the words of the names of
// legal entities holding a company here (store/holder-words.ts): `Kyrenia Maritime` or the one
// distinctive word `Kyrenia` for Kyrenia Maritime Holdings Ltd, which the whole-name keys
// (holder-name-keys.ts) miss. A legal form names no holder (a searcher writes Limited for Ltd) and a
// single letter is an initial: neither is indexed, nor looked for as a whole word.
import { foldText } from './fold.ts';
import { FOREIGN_LEGAL_FORM_WORDS } from './holder-name-keys.ts';

/** Whether a folded word of a holder's name is one the index holds. */
export function isIndexedHolderWord(word: string): boolean {
  return word.length > 1 && !FOREIGN_LEGAL_FORM_WORDS.has(word);
}

/** The SQL list of the words the index skips (the legal forms), for the statements that fill it. */
export const SKIPPED_HOLDER_WORDS_SQL = [...FOREIGN_LEGAL_FORM_WORDS].filter((w) => w.length > 1).sort()
  .map((w) => `'${w}'`).join(', ');

/** The words to find a holder by: every whole word typed, and the last one as the beginning of a word. */
export interface HolderWords {
  /** Folded words each holder's name must hold whole. */
  words: string[];
  /** The last word typed, folded, which a word of the name must begin with; null where it is a legal form. */
  prefix: string | null;
}

// A name of more words is no holder's name typed (a pasted line), as holderNameKeys reads it.
const WORDS_MAX = 8;

/** The words of `typed`, or null where none names a holder (only legal forms, initials, or too many words). */
export function holderWordsOf(typed: string): HolderWords | null {
  const tokens = foldText(typed).split(' ').filter((t) => t !== '');
  if (tokens.length === 0 || tokens.length > WORDS_MAX) return null;
  const last = tokens[tokens.length - 1]!;
  // Typed in full, the last word is read as a word begun, which a whole word also matches.
  const prefix = FOREIGN_LEGAL_FORM_WORDS.has(last) ? null : last;
  const words = [...new Set(tokens.slice(0, -1).filter(isIndexedHolderWord))].filter((w) => w !== prefix);
  if (words.length === 0 && (prefix === null || prefix.length < 2)) return null;
  if (!words.some((w) => /[a-z]/.test(w)) && !/[a-z]/.test(prefix ?? '')) return null;
  return { words, prefix };
}
