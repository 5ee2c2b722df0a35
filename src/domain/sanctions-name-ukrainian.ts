// A listed person's name as a Ukrainian passport writes it (the transliteration of the Cabinet of
// Ministers' resolution No. 55 of 2010, which Ukrainian passports use): `г` is `h`, `ий` at the end
// of a surname `yi`, `ій` (Russian `ий`, `ей`) at the end of a given name `ii`, `я`, `ю`, `є` inside
// a word `ia`, `iu`, `ie`: Сергей Богданов, whom the lists write `Sergey BOGDANOV`, is `Serhii
// Bohdanov`, `Igor KOLOMOISKY` `Ihor Kolomoiskyi`, `Oleg GLADKIY` `Oleh Hladkyi`. The Latvian and
// Estonian registers write a Ukrainian citizen's name as the passport does, and in a short word
// (`Oleh`, `Ihor`) or with a second letter off (`Serhii`) no typo pairs it with the list's. The
// registers' own spellings and the Russian and German passports' are read from the same words
// (sanctions-persons.ts); this is one more reading. A given name Ukrainian gives another form of
// (`Mykola` for `Nikolai`, `Dmytro` for `Dmitry`) is a translation, not read.

// A surname's adjectival ending (`-skiy`, `-sky`, `-tskii`, `-kiy`: -ский, -цкий, -кий) is `-kyi`.
const ADJECTIVAL_END = /k(?:iy|ii|ij|yi|yy|y)$/;
// A given name's `-ey`, `-ei`, `-iy`, `-ii`, `-ij`, `-y` after a consonant (Russian -ей, -ий, which
// English spellings also write `-y`: `Yevgeny`, `Vitaly`; Ukrainian -ій) is `-ii`.
const GIVEN_NAME_END = /(?<=[^aeiouy])(?:ey|ei|iy|ii|ij|y)$/;

/** A folded word (an English spelling, or a Cyrillic name as folding reads it) as a Ukrainian passport writes it. */
function ukrainianWord(word: string): string {
  // `g` is `г`: English spellings write no `gh` for it, and `zh`, `kh`, `ch`, `sh` hold no `g`.
  let s = word.includes('g') ? word.replace(/g/g, 'h') : word;
  // `я`, `ю`, `є` typed `ya`, `yu`, `ye` inside a word are `ia`, `iu`, `ie`; at its start as typed.
  if (s.includes('y')) s = s.replace(/(?<=.)y(?=[aue])/g, 'i');
  if (ADJECTIVAL_END.test(s)) return s.replace(ADJECTIVAL_END, 'kyi');
  return s.replace(GIVEN_NAME_END, 'ii');
}

/**
 * The comparison words of a listed name as a Ukrainian passport writes them, or null where it
 * writes them as they are.
 */
export function ukrainianReading(words: readonly string[]): string[] | null {
  const read = words.map(ukrainianWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
