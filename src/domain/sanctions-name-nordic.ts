// A Nordic word in a listed name that is otherwise Slavic (`Bjorn IVANOV`, `Pirjo PETROVA`, `Ivan
// JOKINEN`): its bearer's own document writes it in Latin letters, so no rule reading a Russian,
// Ukrainian or Belarusian transliteration applies to it. Its `jo` after a consonant is no `ё`
// (`Bjorn` is not `Bern`, `Biorn` or Polish `Biern`), and a Finnish `-nen` takes no Polish `ie`
// (`Jokinen` is not `Jokinien`). Only the Baltic endings the registers add to any foreign name stay
// (`Bjorns`, `Jokinens`).

// Swedish, Norwegian and Danish word starts with `j` after a consonant (`Björn`, `Bjørn`, `Hjort`,
// `Kjell`, `Skjöld`), and the `sjö-` of Swedish surnames (`Sjöberg`, `Sjögren`, `Sjöström`) before a
// consonant, where a Russian `Сё-` is rare; a Finnish surname's `-nen` (`Jokinen`, `Nieminen`) and a
// Finnish given name's `-jo` after a consonant (`Pirjo`, `Marjo`), which no Russian word ends in.
const NORDIC_WORD = /^(?:bj|hj|kj|skj)o|^sjo[bdghlqstvw]|.{3}nen$|[^aeiouy]jo$/;
// Letters no transliteration of Cyrillic writes: a word written with them is its bearer's own.
const NORDIC_LETTERS = /[äöøåæ]/;

/** The folded words of a listed name (its comparison words) that are Nordic, by `toWords` of each word as written. */
export function nordicWordsOf(name: string, toWords: (name: string) => string[]): Set<string> {
  const out = new Set<string>();
  for (const written of name.normalize('NFC').toLowerCase().split(/[\s,]+/)) {
    for (const w of toWords(written)) if (NORDIC_LETTERS.test(written) || NORDIC_WORD.test(w)) out.add(w);
  }
  return out;
}

// The endings the Latvian and Lithuanian registers add to a foreign name (`Bjorns`, `Bjornas`).
const BALTIC_ENDING = /^(?:s|as|is|us|ss)?$/;

/** Whether a reading keeps every Nordic word as written, a Baltic ending aside. */
export const keepsNordicWords = (reading: readonly string[], nordic: ReadonlySet<string>): boolean =>
  [...nordic].every((w) => reading.some((r) => r.startsWith(w) && BALTIC_ENDING.test(r.slice(w.length))));

/**
 * A rule's readings of a name's words, word for word, with the Nordic words left as written: the
 * rule reads the other words alone (`Bjorn SEMJONOV` as `Bjorn Semenov`). Null, or none, where only
 * a Nordic word was read.
 */
export function sparingNordic(words: readonly string[], nordic: ReadonlySet<string>, read: string[] | null): string[] | null {
  if (read === null || nordic.size === 0 || read.length !== words.length) return read;
  const kept = read.map((r, i) => (nordic.has(words[i]!) ? words[i]! : r));
  return kept.some((w, i) => w !== words[i]) ? kept : null;
}
