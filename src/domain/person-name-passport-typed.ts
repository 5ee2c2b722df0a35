// A name typed as a German or a Ukrainian passport writes a Russian, Ukrainian or Belarusian name,
// where the registers write it by their own rules: Евгений Зайцев is `Jevgeņijs Zaicevs` in the
// Latvian register, `Jewgeni Saizew` or `Jewgenij Saizew` in a German passport (the Duden
// transliteration: `w` for `v`, `s` for `z`, `z` for `ts`, `sch` for `sh` and `zh`, `tsch` for
// `ch`), `Yevhen Zaitsev` in a Ukrainian one (KMU 2010: `h` for `g`, `-ii` for `-iy` and `-ey`,
// and the Ukrainian form of the given name). The person check read none of them: three or more
// letters apart, no typo pairs them. Here the typed name is read back into the English spellings a
// German or Ukrainian passport writes so, each checked by sanctions screening's own readings of a
// listed name (sanctions-name-german.ts, sanctions-name-ukrainian.ts: the spelling read forward
// gives the name typed), and the person check reads each as typed (name-transliterations.ts), the
// birth date deciding. Read only where no reading of the name as typed finds anyone.
import { foldTokens } from './fold.ts';
import { germanReading } from './sanctions-name-german.ts';
import { ukrainianReading } from './sanctions-name-ukrainian.ts';
import { UKRAINIAN_GIVEN_NAMES } from './person-name-ukrainian-given.ts';
import { LATVIAN_MANS_S_AFTER_CONSONANT, russianOfBelarusianSurname, russianOfOtherForm } from './sanctions-name-given-forms.ts';

// A word's letters the Duden transliteration writes for others, longest first, and the English
// letters each may stand for. Every spelling made is checked forward (germanReading), so a letter
// read for one it does not stand for there (`s` between vowels, which Duden writes `ss`) is dropped.
const GERMAN_LETTERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['schtsch', ['shch']], ['tsch', ['ch']], ['sch', ['sh', 'zh']], ['ch', ['kh']], ['ss', ['s', 'ss']],
  ['z', ['ts']], ['s', ['s', 'z']], ['w', ['v']], ['j', ['y']],
];
// The letters a Ukrainian passport writes for others: `h` (г, never in `kh`, `zh`, `ch`, `sh`), `ia`,
// `iu`, `ie` (я, ю, є) inside a word, a word's `-ii` (-ій for Russian -ий, -ей), a surname's `-kyi`.
const UKRAINIAN_LETTERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['shch', ['shch']], ['zh', ['zh']], ['kh', ['kh']], ['ch', ['ch']], ['sh', ['sh']],
  ['h', ['g', 'h']], ['ia', ['ya', 'ia']], ['iu', ['yu', 'iu']], ['ie', ['ye', 'ie']],
];
const UKRAINIAN_ENDINGS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/kyi$/, ['kiy', 'ky']], [/ii$/, ['iy', 'ey', 'y']],
];

// What marks a name typed so: a `w` or `sch` no Baltic or Finnish name writes, a given name's `-ij`
// or `-ej` (German); a Ukrainian form of a given name, a word's `-yi` or `-ii`, a first `ye` (є,
// `Yehorov`) or an `ia`, `iu`, `ie` after a vowel (я, ю, є: `Alekseieva`), which the registers write
// with `j` (Ukrainian); a Belarusian surname's ending beside a Slavic word (`Andrei Lebedzeu`), read alone then (ukrainianTyped).
const GERMAN_MARK = /w|sch|(?<=[^aeiou])ij$|ej$/;
const UKRAINIAN_MARK = /yi$|ii$|^ye|(?<=[aeiou])i[aeu]/;

// The most spellings a word is read into, and a name: each a read of the store where none is held.
const MAX_WORD_SPELLINGS = 16;
const MAX_NAME_SPELLINGS = 6;

/** The spellings of a word, each of `letters` read as any of its English letters, left to right, longest first. */
function spellingsOf(word: string, letters: ReadonlyArray<readonly [string, readonly string[]]>): string[] {
  let made = [''];
  for (let i = 0; i < word.length;) {
    const found = letters.find(([typed]) => word.startsWith(typed, i));
    const options = found === undefined ? [word[i]!] : found[1];
    made = made.flatMap((start) => options.map((o) => start + o)).slice(0, MAX_WORD_SPELLINGS);
    i += found === undefined ? 1 : found[0].length;
  }
  return made;
}

/** Each word's English spellings that `forward` (a screening reading) writes as it was typed; the word itself first. */
function wordsReadBack(words: readonly string[], back: (word: string) => string[], forward: (words: string[]) => string[] | null): string[][] {
  return words.map((word) => [word, ...new Set(back(word).filter((s) => s !== word && (forward([s])?.[0] ?? s) === word))]);
}

/**
 * The names of one spelling of each word, those with the most words read otherwise first, the name
 * as typed left out; at most MAX_NAME_SPELLINGS.
 */
function namesOf(words: readonly string[], choices: readonly string[][]): string[] {
  let names: string[][] = [[]];
  for (const options of choices) names = names.flatMap((start) => options.map((o) => [...start, o])).slice(0, MAX_NAME_SPELLINGS * 8);
  const changed = (name: readonly string[]) => name.filter((w, i) => w !== words[i]).length;
  return names.filter((name) => changed(name) > 0).sort((a, b) => changed(b) - changed(a))
    .map((name) => name.join(' ')).slice(0, MAX_NAME_SPELLINGS);
}

/** The English spellings of a name typed as a German passport writes it (`Jewgeni Saizew`: `yevgeni zaitsev`, `yevgeni saitsev`). */
function germanTyped(words: readonly string[]): string[] {
  if (!words.some((w) => GERMAN_MARK.test(w))) return [];
  return namesOf(words, wordsReadBack(words, (w) => spellingsOf(w, GERMAN_LETTERS), germanReading));
}

// A Belarusian passport writes a given name in its own form (`Siarhei`, `Dzmitry`, `Ihar`) and a
// Georgian one `Davit`, where the registers write the Russian one (`Sergejs`, `Dmitrijs`, `Dāvids`):
// read by screening's table of those forms (sanctions-name-given-forms.ts), the rest of the name as
// a Ukrainian passport's, whose letters (`h` for `g`) a Belarusian one shares.
/** The English spelling of the Russian form of a given name typed in the Ukrainian, Belarusian or Georgian one (`Yevhen`, `Siarhei`, `Davit`). */
const russianGivenName = (word: string): string | undefined => UKRAINIAN_GIVEN_NAMES.get(word) ?? russianOfOtherForm([word])?.[0];

/**
 * Whether screening's reading of a Belarusian surname rewrites a word's ending (`Lebedzeu` as `lebedev`,
 * `Kuzniatsava` as `kuznetsova`), not a common stem alone (`Kavaliauskas`, a Lithuanian name of its own).
 */
const endingRead = (words: readonly string[], reading: readonly string[]): boolean =>
  reading.some((r, i) => r.slice(-3) !== words[i]!.slice(-3));

/**
 * Screening's readings of a Belarusian surname in a name otherwise as the registers write it (`Andrei Lebedzeu`,
 * `Aleksandrs Petrou`), where they rewrite an ending: a Latvian given name read without its `-s` as Slavic, and kept as typed.
 */
function belarusianEndingsRead(words: readonly string[]): string[][] {
  const latvian = words.map((w) => w.replace(LATVIAN_MANS_S_AFTER_CONSONANT, ''));
  return russianOfBelarusianSurname(latvian).map((reading) => reading.map((r, i) => (latvian[i] === words[i] ? r : words[i]!)))
    .filter((reading) => endingRead(words, reading));
}

/** The English spellings of a name typed as a Ukrainian (or Belarusian) passport writes it (`Yevhen Zaitsev`: `yevgeny zaitsev`; `Siarhei Petrov`, `Siarhei Petrou`: `sergey petrov`). */
function ukrainianTyped(words: readonly string[]): string[] {
  if (!words.some((w) => russianGivenName(w) !== undefined || UKRAINIAN_MARK.test(w))) {
    // A Belarusian passport's surname beside a given name as the registers write it (`Andrei Lebedzeu`, `Anastassia
    // Kuzniatsava`): its ending, beside a Slavic word, marks the name alone, read with the Russian ending only.
    const endings = belarusianEndingsRead(words);
    return namesOf(words, words.map((w, i) => [w, ...new Set(endings.map((reading) => reading[i]!).filter((r) => r !== w))]));
  }
  const back = (word: string) => spellingsOf(word, UKRAINIAN_LETTERS).flatMap((s) => {
    const ending = UKRAINIAN_ENDINGS.find(([end]) => end.test(s));
    return ending === undefined ? [s] : [s, ...ending[1].map((e) => s.replace(ending[0], e))];
  });
  const read = wordsReadBack(words, back, ukrainianReading);
  // A Belarusian passport writes a Russian surname's `-ov`, `-ev` as `-ou`, `-eu`, an unstressed `-ov` as `-au`,
  // a woman's `-ova` as `-ava`, `-enko` as `-enka` and a `d` before `e`, `i` as `dz` (`Siarhei Petrou`, `Raman Ramanau`,
  // `Volha Petrava`, `Aliaksandr Lukashenka`, `Ihar Lebedzeu`), where the registers write `Petrovs`, `Romanovs`,
  // `Petrova`, `Lukašenko`, `Lebedevs`: read by screening's reading of those endings and of a common stem Belarusian
  // spells as it sounds (`Kavaliou`, `Kovaļovs`; sanctions-name-given-forms.ts), the Russian ending after the given name.
  const surnames = russianOfBelarusianSurname(words);
  // The Russian form of a Ukrainian (Belarusian) given name, and of a Belarusian surname's ending, first: the registers
  // write most such people by it.
  const russian = words.map((w, i) => [russianGivenName(w), ...surnames.map((reading) => reading[i]!)].filter((r): r is string => r !== undefined && r !== w));
  const given = words.map((w, i) => [...new Set([...russian[i]!, ...read[i]!])]);
  // The names of those Russian forms with the other words as typed before every other: a surname typed as a register
  // writes it (the Estonian `Mihhailov`, `Zahharov`, the Latvian `Mihailovs`) is read back too, its `h` as a passport's
  // `h` for `g` (`Mihgailov`), and those names, of more words read otherwise, came first and took the places.
  return [...new Set([...namesOf(words, words.map((w, i) => [w, ...russian[i]!])), ...namesOf(words, given)])].slice(0, MAX_NAME_SPELLINGS);
}

/**
 * The English spellings a name typed (as typedPersonName gives it) may be read back into, where it
 * is written as a German or a Ukrainian passport writes a Russian, Ukrainian or Belarusian name: the
 * person check reads each as it reads a name typed so (personCheckNameKeys). None for a name marked
 * by neither (most names: a Baltic or Finnish one is never read so).
 */
export function passportTypedSpellings(typed: string): string[] {
  const words = foldTokens(typed);
  if (words.length < 2 || words.some((w) => !/^[a-z]+$/.test(w))) return [];
  return [...new Set([...germanTyped(words), ...ukrainianTyped(words)])].slice(0, MAX_NAME_SPELLINGS * 2);
}
