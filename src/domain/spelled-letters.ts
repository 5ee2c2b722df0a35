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
// finds no one, and the birth date must match it.
// Company search reads them against its dictionaries (services/search/spelled-letters.ts), the
// person check against the names of the people it knows (services/persons.ts).
import { foldTokens } from './fold.ts';

const SPELLED = /ae|oe|ue|sh|zh|ch/g;
// And `ņ`, `ļ`, `ķ`, `ģ` as `nj`, `lj`, `kj`, `gj`, as Latvian is written without its marks
// (`Berzinjsh`, `Kalninja` for `Bērziņš`, `Kalniņa`): a person's name alone, and only where the
// name and its readings find no one, so `Ljudmila`, `Tanja` keep theirs first.
const SPELLED_IN_PERSON_NAMES = /ae|oe|ue|aa|sh|zh|ch|nj|lj|kj|gj/g;
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

function readingsWithCounts(word: string, pairs: RegExp = SPELLED): Array<{ word: string; read: number }> {
  const at = [...word.matchAll(pairs)].map((m) => m.index).slice(0, MAX_SPELLED_IN_WORD);
  const readings: Array<{ word: string; read: number }> = [];
  for (let mask = (1 << at.length) - 1; mask > 0; mask--) {
    let out = '';
    let from = 0;
    let read = 0;
    at.forEach((i, k) => {
      if ((mask & (1 << k)) === 0) return;
      out += word.slice(from, i + 1);
      from = i + 2;
      read++;
    });
    readings.push({ word: out + word.slice(from), read });
  }
  return readings.sort((a, b) => b.read - a.read);
}

// Name keys returned at most: each is one indexed lookup, made only when the name as typed
// found no one.
const MAX_NAME_KEYS = 16;

/**
 * The other order-free name keys (domain/fold.ts, personNameKey) of a person's name typed with
 * letters spelled out: `Väinö Salminen` typed `Vaeinoe Salminen` gives `salminen vaino` among
 * them, and `Antti Aastroem` gives `antti astrom` (Åström). The readings with most pairs read come
 * first; the key as typed is not among them.
 */
export function spelledOutNameKeys(name: string): string[] {
  let combos: Array<{ words: string[]; read: number }> = [{ words: [], read: 0 }];
  for (const word of foldTokens(name)) {
    const options = [{ word, read: 0 }, ...readingsWithCounts(word, SPELLED_IN_PERSON_NAMES)];
    combos = combos.flatMap((c) => options.map((o) => ({ words: [...c.words, o.word], read: c.read + o.read })))
      // Bounded before it grows: a long name of many pairs keeps its fullest readings.
      .sort((a, b) => b.read - a.read).slice(0, MAX_NAME_KEYS * 4);
  }
  const keys = combos.filter((c) => c.read > 0).map((c) => [...c.words].sort().join(' '));
  return [...new Set(keys)].slice(0, MAX_NAME_KEYS);
}
