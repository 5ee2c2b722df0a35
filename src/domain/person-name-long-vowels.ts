// Latvian typed without its marks the way Latvian writers do on a keyboard without them: a long
// vowel doubled and `š`, `ž`, `č` written `sh`, `zh`, `ch` (`ņ`, `ļ`, `ķ`, `ģ` as `nj`, `lj`, `kj`,
// `gj`): `Jaanis Beerzinsh` for `Jānis Bērziņš`. Folding drops the marks, so `Bērziņš` is `berzins`
// while `Beerzinsh` stays `beerzinsh`, and the letter pairs read alone (spelled-letters.ts) left the
// doubled `ee`, no reading of a marked letter there: the check found no one.
// A doubled vowel is a name's own in Estonian and Finnish (`Maarja`, `Saar`, `Kuusk`, `Liisa`), and
// read single it may be another name (`Marja`, `Lisa`): so this is one more reading of the name, never
// in place of it, and a name found by it is the person only where the register writes a long vowel,
// `ā`, `ē`, `ī`, `ū`, at each place the name doubled one, and the marked letter at each pair read
// (writtenLong). No Estonian or Finnish name is written with those marks, so a register's `Marja`
// or `Lisa` is never `Maarja`'s or `Liisa`'s.
// A long vowel is also typed with an `h` after it, as German writes one (`Jahn`, `Behr`) and Latvian
// did before 1920 (`Jahnis Behrzinsh` for `Jānis Bērziņš`): a vowel's `h` before a consonant or at
// the word's end is read so, in readings of its own after the others, with the same check, so a
// name's own `h` (`Ahti`, `Sarah`) finds no `Āti`. Not before a vowel, where the `h` is a letter of
// its own (`Mihails`, `Johanna`).
import { foldTokens } from './fold.ts';

const CYRILLIC = /[\u0400-\u04FF]/u;
const DOUBLED = /([aeiu])\1/;
const LONG_BY_H = /[aeiu]h(?![aeiouy])/;
// The marked letter each doubled vowel and letter pair stands for, folded to its first letter.
const LONG: Record<string, string> = { a: 'ā', e: 'ē', i: 'ī', u: 'ū' };
const PAIRS: Record<string, string> = { sh: 'š', zh: 'ž', ch: 'č', nj: 'ņ', lj: 'ļ', kj: 'ķ', gj: 'ģ' };
const PAIR = /sh|zh|ch|nj|lj|kj|gj/y;

/**
 * A typed word read: its folded letters, and the marked letter each place of them must be in the
 * register's word (one of them, where a place lists more: `aa` is `å` or `ā`).
 */
export interface WordRead { word: string; marked: Map<number, string> }

/**
 * A word with each doubled vowel single, with `byH` each vowel's `h` before a consonant or at the
 * end left out, and with `pairs` each letter pair one letter (a word's first too: `Shmits` for
 * `Šmits`): where each read letter is.
 */
function readWord(word: string, pairs: boolean, byH: boolean): WordRead {
  let out = '';
  const marked = new Map<number, string>();
  for (let i = 0; i < word.length;) {
    const c = word[i]!;
    PAIR.lastIndex = i;
    if (pairs && PAIR.test(word)) {
      marked.set(out.length, PAIRS[word.slice(i, i + 2)]!);
      out += c;
      i += 2;
    } else if (LONG[c] !== undefined && (word[i + 1] === c || (byH && word[i + 1] === 'h' && !/[aeiouy]/.test(word[i + 2] ?? '')))) {
      marked.set(out.length, LONG[c]!);
      out += c;
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return { word: out, marked };
}

/** A reading of a name with long vowels doubled: the order-free key it is looked up by, and whether a register's name writes it. */
export interface LongVowelReading {
  key: string;
  /** Whether `registerName` writes the marked letter at every place the typed name doubled a vowel or wrote a pair. */
  writtenLong: (registerName: string) => boolean;
}

/**
 * The readings of a name in Latin letters holding a doubled `a`, `e`, `i` or `u` as a Latvian name
 * typed without its marks: every doubled vowel as one long vowel, with every letter pair as one
 * marked letter, then with the pairs as typed (`Jaanis Beerzinsh` gives `berzins janis`); then, for
 * a name holding such a vowel with an `h` after it (before a consonant or at the word's end), the
 * same with each such `h` left out too (`Jahnis Behrzinsh`). None for a name without either or
 * holding Cyrillic; the key as typed is not among them.
 */
export function longVowelReadings(name: string): LongVowelReading[] {
  const nfc = name.normalize('NFC');
  if (CYRILLIC.test(nfc)) return [];
  const words = foldTokens(nfc);
  const doubled = words.some((w) => DOUBLED.test(w));
  const byH = words.some((w) => LONG_BY_H.test(w));
  if (!doubled && !byH) return [];
  // The `h` read last: it is some names' own letter, a doubled vowel rarely.
  const ways = ([[false, true], [false, false], [true, true], [true, false]] as const).filter(([h]) => (h ? byH : doubled));
  return markedReadings(words, ways.map(([h, pairs]) => words.map((w) => readWord(w, pairs, h))));
}

/**
 * Each way of reading a name's folded words as a reading: its order-free key and whether a
 * register's name writes its marked letters (writesMarked), in the order given, a key as typed or
 * given before left out.
 */
export function markedReadings(words: readonly string[], ways: ReadonlyArray<readonly WordRead[]>): LongVowelReading[] {
  const typed = [...words].sort().join(' ');
  const readings: LongVowelReading[] = [];
  for (const read of ways) {
    const key = read.map((r) => r.word).sort().join(' ');
    if (key === typed || readings.some((r) => r.key === key)) continue;
    readings.push({ key, writtenLong: (registerName) => writesMarked(read, registerName) });
  }
  return readings;
}

/**
 * Whether the register's name holds, word for word in any order, each read word with its marked
 * letters where the reading put them. A register word whose folding is not one letter for each of
 * its letters (`ß` is `ss`) is no such word where the reading put a marked letter in it.
 */
export function writesMarked(read: readonly WordRead[], registerName: string): boolean {
  const words = registerName.normalize('NFC').toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean).map((w) => {
    const letters = [...w];
    const folded = foldTokens(w);
    return folded.length === 1 ? { folded: folded[0]!, letters: folded[0]!.length === letters.length ? letters : null } : null;
  });
  const fits = (r: WordRead, j: number) => {
    const w = words[j];
    if (w == null || w.folded !== r.word) return false;
    return r.marked.size === 0 || (w.letters !== null && [...r.marked].every(([at, letters]) => [...letters].includes(w.letters![at]!)));
  };
  const match = (i: number, used: number): boolean => {
    if (i === read.length) return true;
    for (let j = 0; j < words.length && j < 31; j++) {
      if ((used & (1 << j)) === 0 && fits(read[i]!, j) && match(i + 1, used | (1 << j))) return true;
    }
    return false;
  };
  return read.length <= words.length && match(0, 0);
}
