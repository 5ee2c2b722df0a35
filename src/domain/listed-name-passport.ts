// A listed person's name as a Russian passport writes it in Latin letters (ICAO Doc 9303, the
// transliteration Russian passports use since 2014): е and ё as `e`, й as `i`, я as `ia`, ю as
// `iu`. The Estonian and Latvian registers write a foreign owner's name as the document does
// (`Evgenii Zhukov`, `Iurii Iakovlev`), while the lists write it in English (`Yevgeniy ZHUKOV`,
// `Yuriy YAKOVLEV`) or in Cyrillic, two or more letters apart in each word: the owner was never
// even a candidate. The registers' own spellings (name-transliterations.ts) are read from the
// same words; this is one more reading, the passport's.

/** A folded word as ICAO 9303 writes the Cyrillic letters an English spelling (or folding) writes so. */
function passportWord(word: string): string {
  let s = word.includes('x') ? word.replace(/x/g, 'ks') : word;
  // `ye`, `yo` (е, ё) are `e`; `ya`, `yu` (я, ю) are `ia`, `iu`: Yevgeniy, Pyotr, Yakovlev, Lyudmila.
  if (s.includes('y')) s = s.replace(/y[eo]/g, 'e').replace(/y(?=[au])/g, 'i');
  // A name's `-iy`, `-y` after a consonant (ий, ый) is `-ii`; `-ey`, `-ay`, `-oy`, `-ej` (ей, ай, ой) `-ei`, `-ai`, `-oi`.
  return s.replace(/(?<=[^aeiouy])(?:iy|yy|yi|ij|y)$/, 'ii').replace(/(?<=[aeou])[yj]$/, 'i');
}

/**
 * The comparison words of a listed name (folded: a Cyrillic name's letters as folding reads them,
 * `Юрий` as `yurii`) as a Russian passport writes them, or null where it writes them as they are.
 */
export function passportReading(words: readonly string[]): string[] | null {
  const read = words.map(passportWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
