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
// by a table of the common ones, the person check's (UKRAINIAN_GIVEN_NAMES).
import { UKRAINIAN_GIVEN_NAMES } from './person-name-ukrainian-given.ts';

// The given names Ukrainian gives a form of its own, from the table the person check reads a typed
// name by (person-name-ukrainian-given.ts: the Ukrainian passport's form and the English spelling of
// the Russian one), one table for both: `Nikolai AZAROV` is `Mykola Azarov` in a Ukrainian passport,
// `Mykola AZAROV` `Nikolajs Azarovs` in the Latvian register. Several letters off (or a word of four:
// `Ilya`, `Olga`), no typo pairs them. A Russian form is found in it by its spelling key
// (spellingKey), so the spellings the lists, passports and folding give one name (`Nikolai`,
// `Nikolay`, `Nikolaj`; `Dmitry`, `Dmitriy`, `Dmitrii`) find it alike; a Ukrainian one by a closer
// key (ukrainianKey: `Mykola`, Ukrainian Cyrillic `Микола` folded `mikola`).

/**
 * A given name's letters the spellings of one name differ by, made alike: `kh` as `h`, `y`, `j`
 * and `i` as `i`, a consonant or `i` doubled as one (`Gennady`, `Genadijs`; `Kirill`, `Kirils`),
 * a first `ye` as `e`. A long vowel stays (Estonian `Maarja` is no spelling of `Mariya`).
 */
export const spellingKey = (word: string): string =>
  word.replace(/kh/g, 'h').replace(/[yj]/g, 'i').replace(/([^aeou])\1/g, '$1').replace(/^ie/, 'e');

// Ukrainian forms screening leaves out of the table: a given name of its own in the registers'
// languages and German, not the Russian name's form there (Finnish, Estonian and German `Hanna`
// beside `Anna`: read so, a listed `Anna VIRTANEN` was an owner `Hanna Virtanen` born on the same
// day, her twin sister). The person check reads them, the birth date and the surname as typed with them.
const OWN_NAME_ELSEWHERE: ReadonlySet<string> = new Set(['hanna']);

/** The Russian form's spelling key → the Ukrainian forms (`Yevgeny`: `Yevhen`, `Yevhenii`). */
const UKRAINIAN_OF_RUSSIAN = new Map<string, string[]>();
/**
 * A Ukrainian form as a Ukrainian passport writes it and as folding reads it in Ukrainian Cyrillic,
 * made alike: `y` as `i` (`и`, `Микола` folded `mikola`), a first `ye` as `e` (`Євген`, `evgen`).
 * Closer than spellingKey: a Baltic register's spelling of the Russian form (`Jūlija`, `Natalja`)
 * is no Ukrainian form (`Yuliia`, `Nataliia`).
 */
const ukrainianKey = (word: string): string => word.replace(/^ye/, 'e').replace(/y/g, 'i');

/** The Ukrainian form's key (ukrainianKey) → the English spelling of the Russian form. */
const RUSSIAN_OF_UKRAINIAN = new Map<string, string>();
for (const [ukrainian, russian] of UKRAINIAN_GIVEN_NAMES) {
  if (OWN_NAME_ELSEWHERE.has(ukrainian)) continue;
  // A Russian form holding `ё` (`Pyotr`, `Fyodor`) is found by its ICAO spelling too, `e` for `ё`
  // (`Petr`, `Fedor`), as a Russian passport and most lists write it: the Ukrainian form is that
  // name's (`Petro`, `Fedir`), and found only through the lost `ё` sounded (listed-name-lost-yo.ts),
  // the explanation said the `ё` the list left out paired the names, which the table does.
  const keys = new Set([spellingKey(russian), spellingKey(russian.replace(/yo/g, 'e'))]);
  for (const key of keys) UKRAINIAN_OF_RUSSIAN.set(key, [...(UKRAINIAN_OF_RUSSIAN.get(key) ?? []), ukrainian]);
  RUSSIAN_OF_UKRAINIAN.set(ukrainianKey(ukrainian), russian);
}

// A surname's adjectival ending (`-skiy`, `-sky`, `-tskii`, `-kiy`: -ский, -цкий, -кий) is `-kyi`.
const ADJECTIVAL_END = /k(?:iy|ii|ij|yi|yy|y)$/;
// A given name's `-ey`, `-ei`, `-iy`, `-ii`, `-ij`, `-y` after a consonant (Russian -ей, -ий, which
// English spellings also write `-y`: `Yevgeny`, `Vitaly`; Ukrainian -ій) is `-ii`.
const GIVEN_NAME_END = /(?<=[^aeiouy])(?:ey|ei|iy|ii|ij|y)$/;

/** The Ukrainian forms of a Russian given name (UKRAINIAN_OF_RUSSIAN), the one the letter rules write first. */
function givenNameForms(word: string, byLetters: string): string[] | undefined {
  const forms = UKRAINIAN_OF_RUSSIAN.get(spellingKey(word));
  return forms === undefined || !forms.includes(byLetters) ? forms : [byLetters, ...forms.filter((f) => f !== byLetters)];
}

/** A folded word (an English spelling, or a Cyrillic name as folding reads it) by the passport's letter rules. */
function ukrainianLetters(word: string): string {
  // `g` is `г`: English spellings write no `gh` for it, and `zh`, `kh`, `ch`, `sh` hold no `g`.
  // After `z` it is `gh`, as the resolution writes `зг` apart from `ж` (`Mozghovyi`, `Zghurskyi`).
  let s = word.includes('g') ? word.replace(/(?<=z)g/g, 'gh').replace(/g(?!h)/g, 'h') : word;
  // `я`, `ю`, `є` typed `ya`, `yu`, `ye` inside a word are `ia`, `iu`, `ie`; at its start as typed.
  if (s.includes('y')) s = s.replace(/(?<=.)y(?=[aue])/g, 'i');
  if (ADJECTIVAL_END.test(s)) return s.replace(ADJECTIVAL_END, 'kyi');
  return s.replace(GIVEN_NAME_END, 'ii');
}

/** A folded word as a Ukrainian passport writes it: a given name of the table in its Ukrainian form, else by the letter rules. */
function ukrainianWord(word: string): string {
  const byLetters = ukrainianLetters(word);
  return givenNameForms(word, byLetters)?.[0] ?? byLetters;
}

/**
 * The comparison words of a listed name as a Ukrainian passport writes them, or null where it
 * writes them as they are.
 */
export function ukrainianReading(words: readonly string[]): string[] | null {
  const read = words.map(ukrainianWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}

// Russian `и` after a consonant is Ukrainian `и` in many names, which the passport writes `y`
// (Кива, `Kiva` in the lists, is `Kyva`); in others `і`, `i` (Віктор). Which one a name holds the
// letters do not tell, so this reads the `y` beside the `i`, and only in a word of four letters or
// fewer: in a longer word one letter off is a typo already (`Balytskyi` for `Balitskyi`).
const SHORT_WORD = 4;
const I_BETWEEN_CONSONANTS = /(?<=[^aeiouy])i(?=[^aeiouy])/g;

/**
 * The forms of one folded word a Ukrainian passport may write, the reading's own first; a short
 * word's `i` as `y` too where `shortY` (a Slavic name's, sanctions-name-slavic.ts: `Kim SMITH` is no
 * transliteration, and `Kym Smith` another spelling).
 */
function ukrainianForms(word: string, shortY: boolean): string[] {
  const byLetters = ukrainianLetters(word);
  const forms = givenNameForms(word, byLetters) ?? [byLetters];
  for (const form of shortY ? [...forms] : []) {
    if (form.length <= SHORT_WORD) forms.push(form.replace(I_BETWEEN_CONSONANTS, 'y'));
  }
  return [...new Set(forms)];
}

// A name holding several words with several forms is read in this many readings at most.
const MOST_READINGS = 4;

/**
 * The readings of a listed name a Ukrainian passport may write: ukrainianReading first, then its
 * words' other forms (`Yevhen` beside `Yevhenii` for `Yevgeny`, `Kyva` beside `Kiva` where
 * `shortY`: ukrainianForms), each reading written once; none where the passport writes the name as it is.
 */
export function ukrainianReadings(words: readonly string[], shortY = true): string[][] {
  return readingsOfForms(words, (word) => ukrainianForms(word, shortY));
}

/**
 * The readings of words by each word's forms (`formsOf`, the word itself where it has none), in the
 * order the forms come, MOST_READINGS at most, none writing the words as they are.
 */
export function readingsOfForms(words: readonly string[], formsOf: (word: string) => readonly string[]): string[][] {
  let readings: string[][] = [[]];
  for (const word of words) {
    const forms = formsOf(word);
    readings = readings.flatMap((r) => forms.map((f) => [...r, f])).slice(0, MOST_READINGS);
  }
  return readings.filter((r) => r.some((w, i) => w !== words[i]));
}

/**
 * The comparison words of a listed name with the given names it writes in their Ukrainian form
 * written in the Russian one (`Mykola AZAROV` as `Nikolay Azarov`, the table read the other way), or null where it writes none: the Latvian, Estonian and Lithuanian registers write a person
 * registered by a Russian or Soviet document by the Russian form (`Nikolajs Azarovs`), which no
 * letter rule or typo reaches from the Ukrainian one. The readings start from it as from the name.
 */
export function russianOfUkrainian(words: readonly string[]): string[] | null {
  const read = words.map(russianGivenName);
  return read.some((w, i) => w !== words[i]) ? read : null;
}

// A Ukrainian `и` between consonants, which the passport writes `y` (Кива `Kyva`), is the Russian
// `и` the registers write `i` for a person of a Russian or Soviet document (`Kiva`): the `y` beside
// the `i` of ukrainianForms, read the other way, in a word of as few letters, where no typo is read.
const Y_BETWEEN_CONSONANTS = /(?<=[^aeiouy])y(?=[^aeiouy])/g;

/**
 * The comparison words of a listed name with a Ukrainian `y` between consonants in a word of four
 * letters or fewer read as the Russian `i` (`Illia KYVA` as `Illia Kiva`), or null where it writes
 * none. The readings start from it as from the name.
 */
export function russianIOfUkrainianY(words: readonly string[]): string[] | null {
  const read = words.map((w) => (w.length <= SHORT_WORD ? w.replace(Y_BETWEEN_CONSONANTS, 'i') : w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}

// A Ukrainian `и` between consonants in a longer word too (Кириленко `Kyrylenko`, Василенко
// `Vasylenko`), which the registers write `i` for a person of a Russian or Soviet document
// (`Kirilenko`, Latvian `Kiriļenko`, `Vasiļenko`): two such letters are two edits, no typo at all in
// a word of fewer than eight letters (`Lytvyn`, `Litvins`) and 0.8 in a longer one, and one is a
// typo at 0.9, below a reading. Every such `y` of the name is read `i` at once, in its short words
// too: which `y` is a Russian `ы` (Bykov) the letters do not tell, and the Latvian register writes
// that `i` as well (`Bikovs`); the list's own `y` is read besides.
/**
 * The comparison words of a listed name with every Ukrainian `y` between consonants read as the
 * Russian `i` (`Yurii KYRYLENKO` as `Yurii Kirilenko`), or null where no word longer than four
 * letters writes one: a short word alone is russianIOfUkrainianY's.
 */
export function russianIOfUkrainianYLong(words: readonly string[]): string[] | null {
  if (!words.some((w) => w.length > SHORT_WORD && w.replace(Y_BETWEEN_CONSONANTS, 'i') !== w)) return null;
  return words.map((w) => w.replace(Y_BETWEEN_CONSONANTS, 'i'));
}

// A Ukrainian `г`, which the passport writes `h` (Грищенко `Hryshchenko`, Богданов `Bohdanov`), is
// the Russian `г` the registers write `g` for a person of a Russian or Soviet document (`Griščenko`,
// `Bogdanovs`): a letter off in every word holding it, a typo at best (0.9, below a reading) and with
// a second letter off (`Hryshchenko`'s `y`) none. Every `h` the passport writes for `г` alone: not one
// of `kh` (х), `zh` (ж), `ch` (ч), `sh` (ш), `shch` (щ), and `zgh` (зг) is `zg`.
const UKRAINIAN_H = /(?<![kzcs])h/g;

// The `h` is a Ukrainian passport's `г` only in a name the passport's letters write: the Latvian
// register and Latvian or Romanian spellings write `х` `h` (`Zaharova`, `Mihails`, `Mihail`), the
// Estonian `hh` (`Mihhail`, `Zahharov`), where English spellings and the passport write `kh`. So a
// name written in A to Z alone, with no `hh`, holding a mark of the passport's Ukrainian: a
// Ukrainian form of a given name of the table (`Oleh`, `Ihor`, `Hennadii`), a `y` between consonants
// (`и`: `Hryshchenko`, `Lytvyn`), or a Ukrainian surname's ending (`-enko`, `-chuk`, `-yk`, `-kyi`).
const UKRAINIAN_SURNAME_END = /(?:enko|chuk|iuk|yuk|yk|kyi|ych)$/;
const Y_INSIDE = /(?<=[^aeiouy])y(?=[^aeiouy])/;

/** Whether a listed name (as written, and its folded comparison words) is written by a Ukrainian passport's letters, as far as they tell. */
export function writesUkrainianPassport(name: string, words: readonly string[]): boolean {
  if (/[^\x00-\x7f]/.test(name) || words.some((w) => w.includes('hh'))) return false;
  return words.some((w) => RUSSIAN_OF_UKRAINIAN.has(ukrainianKey(w)) && !UKRAINIAN_OF_RUSSIAN.has(spellingKey(w))
    || Y_INSIDE.test(w) || (w.length >= 5 && UKRAINIAN_SURNAME_END.test(w)));
}

/**
 * The comparison words of a listed name with every Ukrainian `h` for `г` read as the Russian `g`
 * (`Hennadii HRYSHCHENKO` as `Gennadii Gryshchenko`), or null where they write none. For a name
 * written by a Ukrainian passport's letters alone (writesUkrainianPassport: `Irina ZAHAROVA` is
 * Захарова), and for the words read from it (its Russian given name: `Nikolay Halushko`).
 */
export function russianGOfUkrainianH(words: readonly string[]): string[] | null {
  if (!words.some((w) => w.includes('h'))) return null;
  const read = words.map((w) => (w.includes('h') ? w.replace(/(?<=z)gh/g, 'g').replace(UKRAINIAN_H, 'g') : w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}

// A Ukrainian passport's `ie` after a consonant is `є` (KMU 2010 writes `є` `ie` inside a word), the
// Russian `е` of the same name (Гусєв, Гусев): `Oleh HUSIEV` is `Oleg Gusev`, the Latvian register's
// `Olegs Gusevs`, a letter off in the word besides the `h` and never paired. After a vowel `ie` is
// `іє` or `ії`, another word.
const UKRAINIAN_IE = /(?<=[^aeiouy])ie/g;

/**
 * The comparison words of a listed name with a Ukrainian passport's `ie` after a consonant read as
 * the Russian `e` (`husiev` as `husev`), or null where they write none. For a name written by a
 * Ukrainian passport's letters alone (writesUkrainianPassport), as russianGOfUkrainianH.
 */
export function russianEOfUkrainianIe(words: readonly string[]): string[] | null {
  const read = words.map((w) => (w.includes('ie') ? w.replace(UKRAINIAN_IE, 'e') : w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}

/** Whether a folded word is a given name of the table, in its Ukrainian form or a spelling of its Russian one. */
export function isGivenNameOfTable(word: string): boolean {
  return RUSSIAN_OF_UKRAINIAN.has(ukrainianKey(word)) || UKRAINIAN_OF_RUSSIAN.has(spellingKey(word));
}

/**
 * The English spelling of the Russian form of a Ukrainian given name (RUSSIAN_OF_UKRAINIAN), or the
 * word itself: also as folding reads Ukrainian Cyrillic, `г` as `g` (Євген `evgen`, Ганна `ganna`),
 * but never a word that is a Russian form's spelling already (`Igor`, `Olga`, `Yevgeniy`).
 */
function russianGivenName(word: string): string {
  const found = RUSSIAN_OF_UKRAINIAN.get(ukrainianKey(word));
  if (found !== undefined) return found;
  if (!word.includes('g') || UKRAINIAN_OF_RUSSIAN.has(spellingKey(word))) return word;
  return RUSSIAN_OF_UKRAINIAN.get(ukrainianKey(word.replace(/g/g, 'h'))) ?? word;
}
