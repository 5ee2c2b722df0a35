// A listed person's `ё` as Russian print and a Russian passport write it, `e`: the list writes its
// sound (Estonian `Kisseljov`, English `Kiselyov` for Киселёв), while the owner's document printed
// Киселев, which the Latvian register writes `Kiselevs` (ICAO 9303 writes `ё` as `e`, and most Russian
// print drops its dots): two letters off in a word, never paired. The very same name (Киселёв and
// Киселев are one spelling, with and without the dots), read for a Slavic name alone
// (sanctions-name-slavic.ts), after a consonant: the `jo`, `yo` an English or Estonian spelling
// writes for `ё` there (`Fyodorov` as `Fedorov`, `Semjon` as `Semen`).

const YO_AFTER_CONSONANT = /(?<=[bcdfgklmnprstvz])[jy]o/g;

/** The comparison words of a listed name with `jo`, `yo` after a consonant read as `e` (`kisseljov` as `kisselev`), or null where it writes none. */
export function eOfWrittenYo(words: readonly string[]): string[] | null {
  const read = words.map((w) => w.replace(YO_AFTER_CONSONANT, 'e'));
  return read.some((w, i) => w !== words[i]) ? read : null;
}
