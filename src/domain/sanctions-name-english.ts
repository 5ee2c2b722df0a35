// A listed person's name written as a Russian passport writes it (ICAO Doc 9303: `Evgenii`,
// `Egor`, `Efim`, `Iurii`, `Iakov`), as the lists now often copy it from the passport, read back as
// the English spelling the registers' readings start from (`Yevgenii`, `Yegor`, `Yefim`, `Yurii`,
// `Yakov`; name-transliterations.ts): a word's `Е`, `Я`, `Ю` the passport writes `e`, `ia`, `iu`
// at its start, where the Latvian, Lithuanian and Estonian registers write `je`, `ja`, `ju`
// (`Jevgeņijs`, `Jegor`, `Jurij`) and English and German documents `ye`, `ya`, `yu` or `je`, `ja`,
// `ju`: two letters apart in a short word, no typo pairs them. A word the passport begins with `e`
// before a consonant may be an `Э` (`Eduard`, `Emil`), which the registers write `e` too: its
// reading `yeduard` is a name no one bears, and the listed name is compared as it is beside it.

/** A folded word a passport begins with `e`, `ia`, `iu` as the English spelling writes it (`ye`, `ya`, `yu`). */
function englishWord(word: string): string {
  return word.replace(/^e(?=[^aeiouy])/, 'ye').replace(/^i(?=[au])/, 'y');
}

/** The name's words with the passport's word starts read the English way, or null where none is. */
export function englishOfPassport(words: readonly string[]): string[] | null {
  const read = words.map(englishWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
