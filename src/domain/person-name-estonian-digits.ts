// An Estonian name typed without its marks the way Estonians write on a keyboard or a phone
// without them: `õ` as `6`, the digit it looks like (`Aivar J6gi` for `Aivar Jõgi`), and `ü` as
// `y` (`Jyri Kytt` for `Jüri Kütt`). Folding reads `õ` and `ü` as `o` and `u` but keeps the `6`
// and the `y`, so such a name found no one: the 404 named the person, a letter from the name sent.
// A `y` is a letter of Finnish and Swedish names (`Jyrki`, `Kyösti`), so this is one more reading
// of the name, never in place of it, and a name found by it is the person only where the register
// writes `õ` at each place the name typed `6` and `ü` at each place it read a `y` (writesMarked).
import { foldTokens } from './fold.ts';
import { markedReadings, type LongVowelReading, type WordRead } from './person-name-long-vowels.ts';

const CYRILLIC = /[\u0400-\u04FF]/u;
// The letter each typed character stands for, folded, and the marked letter the register must write there.
const DIGIT_TYPED: Record<string, [string, string]> = { '6': ['o', 'õ'] };
const Y_TYPED: Record<string, [string, string]> = { y: ['u', 'ü'] };

/** A folded word with each character of `typedAs` read as the letter it stands for, where the word holds a letter. */
function readWord(word: string, typedAs: Record<string, [string, string]>): WordRead {
  const marked = new Map<number, string>();
  if (!/\p{L}/u.test(word)) return { word, marked };
  let out = '';
  for (const c of word) {
    const read = typedAs[c];
    if (read !== undefined) marked.set(out.length, read[1]);
    out += read?.[0] ?? c;
  }
  return { word: out, marked };
}

/**
 * The readings of a name in Latin letters holding a `6` within a word or a `y`: every `6` as `õ`
 * and every `y` as `ü`, then each alone (`Kyösti S6mer` is read with its `y` kept); the order-free
 * key each is looked up by and whether a register's name writes the marked letters there. None for
 * a name without either or holding Cyrillic; the key as typed is not among them.
 */
export function estonianDigitReadings(name: string): LongVowelReading[] {
  const nfc = name.normalize('NFC');
  if (CYRILLIC.test(nfc)) return [];
  const words = foldTokens(nfc);
  return markedReadings(words, [{ ...DIGIT_TYPED, ...Y_TYPED }, DIGIT_TYPED, Y_TYPED].map((typedAs) => words.map((w) => readWord(w, typedAs))));
}
