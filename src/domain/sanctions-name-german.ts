// A listed person's name as a German document writes a Russian, Ukrainian or Belarusian name
// (the Duden transliteration, which German registry offices wrote into the passports of the many
// citizens born in the Soviet Union): Геннадий Кузнецов is `Gennadij Kusnezow`, Ярослав Чернышков
// `Jaroslaw Tschernyschkow`. The Latvian and Estonian registers write a German citizen's name as
// the passport does, and the lists write it in English (`Gennadiy KUZNETSOV`) or in Cyrillic: in
// each word `w` for `v`, `s` for `z`, `z` for `ts`, `sch` for `sh` and `zh`, `tsch` for `ch`, `ch`
// for `kh`, three or more letters apart, which no typo or Baltic ending pairs. The registers'
// own spellings and the passport's are read from the same words (sanctions-persons.ts); this is
// one more reading.

// The English spelling's letters a German spelling writes otherwise, longest first, read in one
// pass so a letter written by one is not read again by another (`ts` becomes `z`, which stays).
const LETTERS = /shch|zh|kh|ch|sh|ts|x|z|v|s(?=[aeiouy])/g;
const GERMAN: Record<string, string> = { shch: 'schtsch', zh: 'sch', kh: 'ch', ch: 'tsch', sh: 'sch', ts: 'z', x: 'ks', z: 's', v: 'w' };

/** A folded word (an English spelling, or a Cyrillic name as folding reads it) as the Duden transliteration writes it. */
function germanWord(word: string): string {
  let s = word.replace(LETTERS, (m, offset: number, all: string) => {
    // `с` between vowels is `ss` (`Wassilij`, `Denissow`); elsewhere `s` as it is.
    if (m === 's') return offset > 0 && /[aeiouy]/.test(all[offset - 1]!) ? 'ss' : 's';
    return GERMAN[m]!;
  });
  // `я`, `ю`, `ё`, `е` typed `ya`, `yu`, `yo`, `ye` are `ja`, `ju`, `jo`, `je` (`Jaroslaw`, `Jefim`, `Meschujew`).
  if (s.includes('y')) s = s.replace(/y(?=[aeou])/g, 'j');
  // A name's `-iy`, `-ii`, `-y` after a consonant (ий, ый) is `-ij`; `-ey`, `-ay`, `-oy`, `-ei` (ей, ай, ой) `-ej`, `-aj`, `-oj`.
  return s.replace(/(?<=[^aeiouy])(?:iy|ii|yy|yi|y)$/, 'ij').replace(/(?<=[aeou])[yi]$/, 'j');
}

/**
 * The comparison words of a listed name as a German passport writes them (the Duden
 * transliteration), or null where it writes them as they are.
 */
export function germanReading(words: readonly string[]): string[] | null {
  const read = words.map(germanWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
