// A listed person's name as a Ukrainian passport writes it (the transliteration of the Cabinet of
// Ministers' resolution No. 55 of 2010, which Ukrainian passports use): `г` is `h`, `ий` at the end
// of a surname `yi`, `ій` (Russian `ий`, `ей`) at the end of a given name `ii`, `я`, `ю`, `є` inside
// a word `ia`, `iu`, `ie`: Сергей Богданов, whom the lists write `Sergey BOGDANOV`, is `Serhii
// Bohdanov`, `Igor KOLOMOISKY` `Ihor Kolomoiskyi`, `Oleg GLADKIY` `Oleh Hladkyi`. The Latvian and
// Estonian registers write a Ukrainian citizen's name as the passport does, and in a short word
// (`Oleh`, `Ihor`) or with a second letter off (`Serhii`) no typo pairs it with the list's. The
// registers' own spellings and the Russian and German passports' are read from the same words
// (sanctions-persons.ts); this is one more reading. A given name Ukrainian gives another form of
// (`Mykola` for `Nikolai`, `Dmytro` for `Dmitry`), a translation no letter rule reaches, is read
// by a table of the common ones (UKRAINIAN_FORMS).

// The Russian given names whose Ukrainian form a Ukrainian passport writes, several letters off
// (or a word of four: `Petr`, `Ilya`) and so no typo of the Russian spelling the lists give:
// `Nikolai AZAROV` is `Mykola Azarov` there. Those a letter rule or a typo reaches are not in it:
// `Sergey`, `Andrey`, `Igor`, `Oleg`, `Yevgeny` read as `Serhii`, `Andrii`, `Ihor`, `Oleh`,
// `Yevhenii` above (`Yevhen`, the other Ukrainian form, is left: one reading a name), `Aleksandr`
// and `Aleksey` a letter from `Oleksandr` and `Oleksii` (its `-ey` read `-ii`), `Maksim`, `Vadim`,
// `Denis`, `Boris` from `Maksym`, `Vadym`, `Denys`, `Borys`. Each is matched on the whole folded
// word, in the spellings the lists, passports and folding give it. Read the other way too
// (russianOfUkrainian): `typed` is the Ukrainian form as the lists and a Ukrainian passport write
// it, or as folding reads it in Ukrainian Cyrillic (Микола `mikola`), `english` the Russian form's
// English spelling, from which the readings of the Baltic registers and the passports start.
const UKRAINIAN_FORMS: ReadonlyArray<{ russian: RegExp; ukrainian: string; typed: RegExp; english: string }> = [
  { russian: /^nikola[iyj]$/, ukrainian: 'mykola', typed: /^m[yi]kola$/, english: 'nikolay' },
  { russian: /^dmitr(?:iy|ii|ij|y|i)$/, ukrainian: 'dmytro', typed: /^dm[yi]tro$/, english: 'dmitry' },
  { russian: /^vladimir$/, ukrainian: 'volodymyr', typed: /^volod[yi]m[yi]r$/, english: 'vladimir' },
  { russian: /^mi(?:kh|h)ail$/, ukrainian: 'mykhailo', typed: /^m[yi](?:kh|h)ailo$/, english: 'mikhail' },
  { russian: /^(?:p[yji]otr|petr)$/, ukrainian: 'petro', typed: /^petro$/, english: 'pyotr' },
  { russian: /^pavel$/, ukrainian: 'pavlo', typed: /^pavlo$/, english: 'pavel' },
  { russian: /^vasil(?:iy|ii|ij|y|i)$/, ukrainian: 'vasyl', typed: /^vas[yi]l$/, english: 'vasily' },
  { russian: /^(?:f[yji]odor|fedor)$/, ukrainian: 'fedir', typed: /^fedir$/, english: 'fyodor' },
  { russian: /^kirill?$/, ukrainian: 'kyrylo', typed: /^k[yi]r[yi]lo$/, english: 'kirill' },
  { russian: /^il[yij]a$/, ukrainian: 'illia', typed: /^ill[iy]a$/, english: 'ilya' },
  { russian: /^[yj]?elena$/, ukrainian: 'olena', typed: /^olena$/, english: 'yelena' },
  { russian: /^nadezhda$/, ukrainian: 'nadiia', typed: /^nadi[iy]a$/, english: 'nadezhda' },
  { russian: /^[yj]?ekaterina$/, ukrainian: 'kateryna', typed: /^kater[yi]na$/, english: 'yekaterina' },
];

// A surname's adjectival ending (`-skiy`, `-sky`, `-tskii`, `-kiy`: -ский, -цкий, -кий) is `-kyi`.
const ADJECTIVAL_END = /k(?:iy|ii|ij|yi|yy|y)$/;
// A given name's `-ey`, `-ei`, `-iy`, `-ii`, `-ij`, `-y` after a consonant (Russian -ей, -ий, which
// English spellings also write `-y`: `Yevgeny`, `Vitaly`; Ukrainian -ій) is `-ii`.
const GIVEN_NAME_END = /(?<=[^aeiouy])(?:ey|ei|iy|ii|ij|y)$/;

/** A folded word (an English spelling, or a Cyrillic name as folding reads it) as a Ukrainian passport writes it. */
function ukrainianWord(word: string): string {
  const form = UKRAINIAN_FORMS.find(({ russian }) => russian.test(word));
  if (form !== undefined) return form.ukrainian;
  // `g` is `г`: English spellings write no `gh` for it, and `zh`, `kh`, `ch`, `sh` hold no `g`.
  // After `z` it is `gh`, as the resolution writes `зг` apart from `ж` (`Mozghovyi`, `Zghurskyi`).
  let s = word.includes('g') ? word.replace(/(?<=z)g/g, 'gh').replace(/g(?!h)/g, 'h') : word;
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

// The Russian given names Ukrainian gives a second form of, beside the one ukrainianWord writes:
// `Yevgeny` (Евгений) is `Yevhenii` (Євгеній) and, more often, `Yevhen` (Євген), two letters off.
const SECOND_FORMS: ReadonlyArray<{ russian: RegExp; ukrainian: string }> = [
  { russian: /^[yj]?evgen(?:iy|ii|ij|y|i)$/, ukrainian: 'yevhen' },
];

// Russian `и` after a consonant is Ukrainian `и` in many names, which the passport writes `y`
// (Кива, `Kiva` in the lists, is `Kyva`); in others `і`, `i` (Віктор). Which one a name holds the
// letters do not tell, so this reads the `y` beside the `i`, and only in a word of four letters or
// fewer: in a longer word one letter off is a typo already (`Balytskyi` for `Balitskyi`).
const SHORT_WORD = 4;
const I_BETWEEN_CONSONANTS = /(?<=[^aeiouy])i(?=[^aeiouy])/g;

/** The forms of one folded word a Ukrainian passport may write, the reading's own first. */
function ukrainianForms(word: string): string[] {
  const main = ukrainianWord(word);
  const forms = [main, ...SECOND_FORMS.filter(({ russian }) => russian.test(word)).map(({ ukrainian }) => ukrainian)];
  for (const form of [...forms]) {
    if (form.length <= SHORT_WORD) forms.push(form.replace(I_BETWEEN_CONSONANTS, 'y'));
  }
  return [...new Set(forms)];
}

// A name holding several words with several forms is read in this many readings at most.
const MOST_READINGS = 4;

/**
 * The readings of a listed name a Ukrainian passport may write: ukrainianReading first, then its
 * words' other forms (`Yevhen` beside `Yevhenii` for `Yevgeny`, `Kyva` beside `Kiva`), each
 * reading written once; none where the passport writes the name as it is.
 */
export function ukrainianReadings(words: readonly string[]): string[][] {
  let readings: string[][] = [[]];
  for (const word of words) {
    const forms = ukrainianForms(word);
    readings = readings.flatMap((r) => forms.map((f) => [...r, f])).slice(0, MOST_READINGS);
  }
  return readings.filter((r) => r.some((w, i) => w !== words[i]));
}

/**
 * The comparison words of a listed name with the given names it writes in their Ukrainian form
 * written in the Russian one (`Mykola AZAROV` as `Nikolay Azarov`, UKRAINIAN_FORMS read the other
 * way), or null where it writes none: the Latvian, Estonian and Lithuanian registers write a person
 * registered by a Russian or Soviet document by the Russian form (`Nikolajs Azarovs`), which no
 * letter rule or typo reaches from the Ukrainian one. The readings start from it as from the name.
 */
export function russianOfUkrainian(words: readonly string[]): string[] | null {
  const read = words.map((w) => UKRAINIAN_FORMS.find(({ typed }) => typed.test(w))?.english ?? w);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
