// Letters spelled out as two where a keyboard lacks them (docs/search.md, "Letters spelled out"):
// `ä`, `ö`, `ü` as `ae`, `oe`, `ue` (the German and Scandinavian way, the way passports of some
// countries write them, and how the names of the four countries are written in e-mail and web
// addresses), and `š`, `ž`, `č` as `sh`, `zh`, `ch` (the Latvian and Lithuanian way; in a person's
// name also the Latvian `ņ`, `ļ`, `ķ`, `ģ` as `nj`, `lj`, `kj`, `gj`). Folding
// drops the marks, so a pair read as one letter is that letter without its mark. Not `å` as `aa`
// in a company's name: Finnish and Estonian words hold `aa` of their own far more often
// (`Laamaeik` is `Laamäik`). A person's name is read so too: a passport's machine-readable zone
// writes `Å` as `AA` beside `Ä` and `Ö` as `AE` and `OE` (ICAO 9303: `AASTROEM` for `Åström`),
// and a check copied from it found no one; a reading there is tried only where the name as typed
// finds no one, the birth date must match it, and the register must write the marked letter at each
// pair read (spelledOutNameReadings: `Maarja Saar` is no `Marja Sar`).
// Company search reads them against its dictionaries (services/search/spelled-letters.ts), the
// person check against the names of the people it knows (services/persons.ts).
import { foldTokens } from './fold.ts';
import { writesMarked, type WordRead } from './person-name-long-vowels.ts';

const SPELLED = /ae|oe|ue|sh|zh|ch/g;
// And `ņ`, `ļ`, `ķ`, `ģ` as `nj`, `lj`, `kj`, `gj`, as Latvian is written without its marks
// (`Berzinjsh`, `Kalninja` for `Bērziņš`, `Kalniņa`): a person's name alone, and only where the
// name and its readings find no one, so `Ljudmila`, `Tanja` keep theirs first.
const SPELLED_IN_PERSON_NAMES = /ae|oe|ue|aa|sh|zh|ch|nj|lj|kj|gj/g;
// The marked letters a pair read in a person's name stands for: the register must write one of them
// at its place (spelledOutNameReadings' writtenMarked). Each pair is some name's own letters too,
// which read as one letter make another name: `Maarja Saar` is no `Marja Sar`, `Michael` no `Michal`.
// `oe` is `ø` too (a passport writes `Ø` as `OE`) and the Estonian `õ` (`Aivar Joegi` for `Jõgi`:
// a German or Finnish keyboard has no `õ`, and its typist writes it as the `ö` beside it is written),
// `aa` the Latvian `ā` too (`Jaanis`).
const MARKED_IN_PERSON_NAMES: Record<string, string> = {
  ae: 'ä', oe: 'öøõ', ue: 'ü', aa: 'åā', sh: 'š', zh: 'ž', ch: 'č', nj: 'ņ', lj: 'ļ', kj: 'ķ', gj: 'ģ',
};
// At most 2^4 - 1 readings of one word.
const MAX_SPELLED_IN_WORD = 4;

/**
 * The folded words `word` may stand for, each letter pair read as one letter or left as typed:
 * every pair read first, then fewer. A word rarely mixes both ways, but a pair may be the word's
 * own (`Maekinen` for `Mäkinen`, yet `Maa` and `Hae` are words). `word` itself is not among them.
 */
export function spelledOutReadings(word: string): string[] {
  return readingsWithCounts(word).map((r) => r.word);
}

/** A word's reading, how many pairs it read, and the marked letters each place of a pair read stands for. */
interface SpelledReading { word: string; read: number; marked: Map<number, string> }

function readingsWithCounts(word: string, pairs: RegExp = SPELLED): SpelledReading[] {
  const at = [...word.matchAll(pairs)].map((m) => m.index).slice(0, MAX_SPELLED_IN_WORD);
  const readings: SpelledReading[] = [];
  for (let mask = (1 << at.length) - 1; mask > 0; mask--) {
    let out = '';
    let from = 0;
    let read = 0;
    const marked = new Map<number, string>();
    at.forEach((i, k) => {
      if ((mask & (1 << k)) === 0) return;
      out += word.slice(from, i + 1);
      marked.set(out.length - 1, MARKED_IN_PERSON_NAMES[word.slice(i, i + 2)] ?? '');
      from = i + 2;
      read++;
    });
    readings.push({ word: out + word.slice(from), read, marked });
  }
  return readings.sort((a, b) => b.read - a.read);
}

// Name keys returned at most: each is one indexed lookup, made only when the name as typed
// found no one.
const MAX_NAME_KEYS = 16;

/** A reading of a name with letter pairs read: the order-free key it is looked up by, and whether a register's name writes it. */
export interface SpelledNameReading {
  key: string;
  /** Whether `registerName` writes, word for word, the marked letter at each place of a pair read (for one of the ways the key was read). */
  writtenMarked: (registerName: string) => boolean;
  /**
   * Whether `registerName` holds each word a pair was read in, with the marked letter at each place
   * of one: a name a given name was left out of or added to (the other words need not be its words).
   */
  markedWordsWritten: (registerName: string) => boolean;
}

/**
 * The other order-free name keys (domain/fold.ts, personNameKey) of a person's name typed with
 * letters spelled out: `Väinö Salminen` typed `Vaeinoe Salminen` gives `salminen vaino` among
 * them, and `Antti Aastroem` gives `antti astrom` (Åström). The readings with most pairs read come
 * first; the key as typed is not among them. A key is the person only where a register's name
 * under it writes the marked letters (writtenMarked): the pairs are names' own letters too.
 */
export function spelledOutNameReadings(name: string): SpelledNameReading[] {
  // Each reading as its last word and the reading before it, which the others share: a name of
  // many words is not copied word by word into each of its readings at each word (a name of 200
  // characters took 4–7 ms so).
  let combos: SpelledCombo[] = [{ word: { word: '', marked: new Map() }, before: null, read: 0 }];
  for (const word of foldTokens(name)) {
    const options = [{ word, read: 0, marked: new Map<number, string>() }, ...readingsWithCounts(word, SPELLED_IN_PERSON_NAMES)];
    // Bounded before it grows: a long name of many pairs keeps its fullest readings, the most pairs
    // read first and, of as many, in the order made (as a stable sort would leave them).
    const byRead: SpelledCombo[][] = [];
    for (const c of combos) for (const o of options) (byRead[c.read + o.read] ??= []).push({ word: o, before: c, read: c.read + o.read });
    combos = [];
    for (let read = byRead.length - 1; read >= 0 && combos.length < MAX_NAME_KEYS * 4; read--) {
      for (const c of byRead[read] ?? []) { if (combos.length >= MAX_NAME_KEYS * 4) break; combos.push(c); }
    }
  }
  // One key may be read two ways (`Saaar`): it is written so where either way is.
  const ways = new Map<string, WordRead[][]>();
  for (const c of combos) {
    if (c.read === 0) continue;
    const words = wordsOf(c);
    const key = words.map((w) => w.word).sort().join(' ');
    if (ways.has(key)) ways.get(key)!.push(words);
    else if (ways.size < MAX_NAME_KEYS) ways.set(key, [words]);
  }
  return [...ways].map(([key, reads]) => ({
    key,
    writtenMarked: (registerName: string) => reads.some((read) => writesMarked(read, registerName)),
    markedWordsWritten: (registerName: string) => reads.some((read) => writesMarked(read.filter((w) => w.marked.size > 0), registerName)),
  }));
}

/** The keys of spelledOutNameReadings, in its order. */
export function spelledOutNameKeys(name: string): string[] {
  return spelledOutNameReadings(name).map((r) => r.key);
}

interface SpelledCombo { word: WordRead; before: SpelledCombo | null; read: number }
/** The words of a reading, first to last (the first combo, of no word, is none of them). */
function wordsOf(last: SpelledCombo): WordRead[] {
  const words: WordRead[] = [];
  for (let at: SpelledCombo | null = last; at !== null && at.before !== null; at = at.before) words.push(at.word);
  return words.reverse();
}
