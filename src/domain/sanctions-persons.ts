// Person matching for the owner check: a company's beneficial owner or majority holder against
// the persons on the lists. A name alone is weak evidence for a person, so the birth date decides:
// when the list gives one, a different birth date rules the match out, and an owner whose birth
// date the register does not show stays a candidate below the threshold.
import { foldTokens } from './fold.ts';
import { STOP_WORDS } from './sanctions-words.ts';
import { boundedLevenshtein, tokenSimilarity } from './sanctions-tokens.ts';
import {
  areGivenNamesOfTwoSexes, areLithuanianMansAndWomans, areSlavicGivenNames, manOfPair, noSlavicWomansSurname, plainlyMale,
} from './sanctions-name-sex.ts';
import { registerReadings, transliteratedNameKeys } from './name-transliterations.ts';
import { passportReading } from './listed-name-passport.ts';
import { germanReading } from './sanctions-name-german.ts';
import {
  russianEOfUkrainianIe, russianGOfUkrainianH, russianIOfUkrainianY, russianIOfUkrainianYLong, russianOfUkrainian, ukrainianReadings, writesUkrainianPassport,
} from './sanctions-name-ukrainian.ts';
import { estonianOTildeIsRussianY, isSlavicTransliteration, russianYOfEstonianOTilde } from './sanctions-name-slavic.ts';
import { englishOfPassport } from './sanctions-name-english.ts';
import {
  belarusianOfRussianSurname, otherFormReadings, russianOfBelarusianSurname, russianOfOtherForm,
} from './sanctions-name-given-forms.ts';
import { polishReadings, polishReadsName } from './sanctions-name-polish.ts';
import { yoOfLostYo } from './listed-name-lost-yo.ts';
import { singleSOfEstonianSs } from './listed-name-estonian-ss.ts';
import { singleConsonantsOfLatvian } from './listed-name-latvian-single.ts';
import { latvianSoftOfYo } from './listed-name-latvian-soft.ts';
import { eOfWrittenYo } from './listed-name-yo-as-e.ts';
import { keepsNordicWords, nordicWordsOf, sparingNordic } from './sanctions-name-nordic.ts';
import {
  readListedBirthBound, readListedBirthDate, twoDigitYearWithinApproximate, twoDigitYearWithinBound, withinApproximateYears,
  withinBirthBound,
} from './listed-birth-dates.ts';

// The endings the Latvian and Lithuanian registers add to a Slavic name (`Kuzņecovs`, `Lavrovas`).
const BALTIC_ENDING = /(?<=[^aeiouy])(?:s|as|is|us)$/;

/** Folded words without particles (`bin`, `de`) and initials. */
const comparisonWords = (words: string[]) => words.filter((t) => t.length > 1 && !STOP_WORDS.has(t));

// A Latin `x` in a name is the sound `ks`: an English or German document writes `Alexey`,
// `Alexander`, `Maxim`, `Felix`, the lists and the registers `Aleksey`, `Aleksandr`, `Maksim`,
// Latvian `Aleksejs`, `Fēlikss`, a letter and an edit apart in a short word. Both sides read so.
const ksForX = (word: string) => (word.includes('x') ? word.replace(/x/g, 'ks') : word);

/**
 * Folded name words without particles (`bin`, `de`) and initials, an `x` read as `ks`:
 * order-free comparison input.
 */
export function personNameTokens(name: string): string[] {
  return comparisonWords(foldTokens(name)).map(ksForX);
}

/**
 * A person's comparison words with the Estonian register's `õ` between consonants read as the Russian
 * `ы` (`Lõssenko` as `lyssenko`), compared with a listed Slavic name in place of personNameTokens's
 * (which reads it `o`); null where the name writes none.
 */
export const personNameTokensOfSlavic = (name: string): string[] | null => russianYOfEstonianOTilde(name, personNameTokens);

/** Whether the name's `õ` between consonants is a Russian `ы` alone, a word so read being Slavic (estonianOTildeIsRussianY). */
export const estonianOTildeIsOnlyY = (name: string): boolean => estonianOTildeIsRussianY(name, personNameTokens);

/**
 * The most a listed name read as a register writes it scores: as much as a Baltic ending
 * (`Petrovs`/`Petrov`), since the reading adds that ending and respells letters the list does not.
 */
export const REGISTER_SPELLING_SIMILARITY = 0.95;

/**
 * A listed person's name as the Estonian, Latvian and Lithuanian registers write a name of
 * Russian, Ukrainian or Belarusian origin (domain/name-transliterations.ts): the lists write
 * `Gennadiy Kuznetsov` or `SERGEI PETROV`, the Latvian register `Gennadijs Kuzņecovs` and
 * `Sergejs Petrovs`, words that differ in two or three letters and never paired as typos; a name
 * the list writes in Cyrillic is read from its letters (`Пётр Фёдоров` as `Pjotrs Fjodorovs`);
 * as a Russian passport writes it (`Yuriy YAKOVLEV` as `Iurii Iakovlev`); as a German passport
 * writes it (`Gennadiy Kuznetsov` as `Gennadij Kusnezow`, sanctions-name-german.ts); and as a
 * Ukrainian passport writes it (`Sergey Bogdanov` as `Serhii Bohdanov`, sanctions-name-ukrainian.ts).
 * A name the list writes as a Russian passport does (`Evgeny ZAYTSEV`, `Iurii SOKOLOV`) is read so
 * from its English spelling too (`Yevgeny`, `Yurii`; sanctions-name-english.ts), which the readings
 * start from, and so is a name whose `ё` the list lost (`Petr FEDOROV` as `Pyotr Fyodorov`;
 * listed-name-lost-yo.ts). As Polish writes it too (`Yevgeny Prigozhin` as `Jewgienij Prigożyn`,
 * sanctions-name-polish.ts). Read from the name's comparison words, so initials and particles add no word.
 */
export function registerSpellings(name: string): string[][] {
  return readListedName(name).map((r) => r.words);
}

/**
 * Which rule read a listed name so: the Baltic registers' spellings (`register`), the Estonian
 * register's `tš` (`register_ee`), a Russian, German or Ukrainian passport's, Polish, or the base
 * itself (`base`: the English spelling or the lost `ё` alone).
 */
export type ListedNameReadingRule = 'base' | 'register' | 'register_ee' | 'russian_passport' | 'german_passport' | 'ukrainian_passport' | 'polish';

/** A reading of a listed name, the rule that read it, and what it started from besides the name as listed. */
export interface ListedNameReading {
  words: string[];
  rule: ListedNameReadingRule;
  /**
   * `english`: the English spelling of a name the list writes as a Russian passport does; `lost_yo`: a lost `ё` sounded;
   * `russian_form`: a given name the list writes in its Ukrainian form written in the Russian one (`Mykola` as `Nikolay`);
   * `other_form`: a given name written in its other language's form, Belarusian or Georgian, or the Russian one (`Dzmitry` as `Dmitry`, `Sergei` as `Siarhei`, `Davit` as `David`);
   * `other_surname`: a Belarusian surname's `-ou`, `-eu`, `-ava`, `-enka` and a common stem written as the Russian `-ov`, `-ev`, `-ova`, `-enko` and stem, or the other way (`Ivanou` as `Ivanov`, `Kavaliou` as `Kovalyov`, `Petrov` as `Petrou`);
   * `russian_i`: a short word's Ukrainian `y` between consonants written as the Russian `i` (`Kyva` as `Kiva`);
   * `russian_i_long`: every such `y`, in a longer word too (`Kyrylenko` as `Kirilenko`);
   * `russian_g`: every Ukrainian `h` for `г` written as the Russian `g` (`Hryshchenko` as `Gryshchenko`);
   * `single_s`: the Estonian `ss` between vowels written as one `s` (`Vassilenko` as `Vasilenko`);
   * `single_consonant`: every doubled consonant written single, as Latvian writes it (`Gennadiy` as `Genadiy`);
   * `latvian_soft`: `ljo`, `lyo`, `njo`, `nyo` for `лё`, `нё` written as the Latvian `ļo`, `ņo` (`Kisseljov` as `Kisselov`);
   * `yo_as_e`: `jo`, `yo` for `ё` after a consonant written `e`, as Russian print and passports do (`Kisseljov` as `Kisselev`);
   * `russian_e`: a Ukrainian passport's `ie` for `є` after a consonant written as the Russian `e` (`Husiev` as `Husev`).
   */
  from: Array<'english' | 'lost_yo' | 'russian_form' | 'other_form' | 'other_surname' | 'russian_i' | 'russian_i_long' | 'russian_g' | 'single_s' | 'single_consonant' | 'latvian_soft'
    | 'yo_as_e' | 'russian_e'>;
  /**
   * Its words pair only as they are written, a Baltic ending aside, never by a typo: a reading of
   * `russian_i_long`, `russian_g`, `single_s`, `single_consonant`, `latvian_soft`, `yo_as_e`, `russian_e` or `other_surname`, whose words are already a letter or more from the list's
   * (`kirilenko` a typo from `Kirienko`, another surname, as `Kyrylenko` is not; a typo on top of
   * `Bogdanov` read from `Bohdanov` is a second letter off).
   */
  exact?: true;
}

/** The bases of a reading whose words are a letter or more from the list's already: a reading of them takes no typo. */
const EXACT_FROM: ReadonlyArray<ListedNameReading['from'][number]> = [
  'russian_i_long', 'russian_g', 'single_s', 'single_consonant', 'latvian_soft', 'yo_as_e', 'russian_e', 'other_surname',
];

/**
 * registerSpellings with the rule that read each: the sanctions explanation names it, since a
 * reviewer weighs a German passport's spelling otherwise than the register's own. The first rule
 * to give a reading is the one named, in the order screening indexes them.
 */
export function readListedName(name: string): ListedNameReading[] {
  const tokens = personNameTokens(name);
  if (tokens.length < 2) return [];
  // The rules reading a Ukrainian `y` as the Russian `i`, and a short word's `i` as the Ukrainian `y`,
  // are for a Slavic name's transliterations: an English name's `y` (`Glyn EVANS`, `Kym`) is its
  // bearer's own spelling in Latin letters, and `Glin Evans` is another spelling of a name, not a
  // transliteration of one, which a typo does not pair in a word of four either.
  const slavic = isSlavicTransliteration(name, tokens);
  // A name written with an Estonian, Finnish, Latvian or Lithuanian letter is read by no Polish rule.
  const polish = polishReadsName(name);
  // Nor by the registers' spellings of a Cyrillic name where it is no Slavic one, its Latvian or
  // Lithuanian ending aside (`Gennadijs KUZŅECOVS` is): `Kristjan KÕRV` read so was `Kristian Korv`,
  // a typo from his twin sister `Kristiina Kõrv`.
  const transliterated = polish || slavic || isSlavicTransliteration(name, tokens.map((w) => w.replace(BALTIC_ENDING, '')));
  const key = (words: readonly string[]) => [...words].sort().join(' ');
  const out: ListedNameReading[] = [];
  // A Nordic word beside a Slavic one (`Bjorn IVANOV`) is read by no rule: the word-for-word rules
  // leave it as written (spare), and a reading that respelt it otherwise is left out.
  const nordic = nordicWordsOf(name, personNameTokens);
  const spare = (words: readonly string[], read: string[] | null) => sparingNordic(words, nordic, read);
  const add = (reading: string[] | null, rule: ListedNameReadingRule, from: ListedNameReading['from']) => {
    if (reading !== null && key(reading) !== key(tokens) && !out.some((r) => key(r.words) === key(reading)) && keepsNordicWords(reading, nordic)) {
      out.push({ words: reading, rule, from, ...(EXACT_FROM.some((k) => from.includes(k)) ? { exact: true as const } : {}) });
    }
  };
  // The bases the readings start from: the name, its English spelling where the list writes it
  // as a Russian passport does, and either with a lost `ё` sounded (`Petr` as `Pyotr`).
  const bases: Array<readonly [string, string[], ListedNameReading['from']]> = [[name, tokens, []]];
  const english = englishOfPassport(tokens);
  if (english !== null) bases.push([english.join(' '), english, ['english']]);
  for (const [, words, from] of [...bases]) {
    const yo = yoOfLostYo(words);
    if (yo !== null) bases.push([yo.join(' '), yo, [...from, 'lost_yo']]);
  }
  // And an Estonian `ss` between vowels as one `s` (`Dmitri VASSILENKO` as `Dmitri Vasilenko`), as
  // the Latvian and Lithuanian registers write the name (`Dmitrijs Vasiļenko`), for a Slavic name alone.
  const singleS = slavic ? singleSOfEstonianSs(tokens) : null;
  if (singleS !== null) bases.push([singleS.join(' '), singleS, ['single_s']]);
  // And each of them with the `ё` it writes after a consonant as `e`, as Russian print and a Russian
  // passport write it (`Vladimir KISSELJOV` as `Vladimir Kiselev`: `Vladimirs Kiselevs`), for a Slavic name.
  for (const [, words, from] of slavic ? [...bases] : []) {
    const e = spare(words, eOfWrittenYo(words));
    if (e !== null) bases.push([e.join(' '), e, [...from, 'yo_as_e']]);
  }
  // And a given name the list writes in its Ukrainian form in the Russian one (`Mykola AZAROV` as
  // `Nikolay Azarov`), which the registers write for a person of a Russian or Soviet document.
  const russian = russianOfUkrainian(tokens);
  if (russian !== null) bases.push([russian.join(' '), russian, ['russian_form']]);
  // And a given name the list writes in its Belarusian (or Georgian) form in the Russian (or English)
  // one (`Dzmitry IVANOU` as `Dmitry Ivanou`, `Davit` as `David`), which the registers write too (`Dmitrijs Ivanovs`);
  // `Raman`, `Vital` beside a Slavic word alone, names of their own elsewhere (`Raman NAIR`).
  const fromOther = russianOfOtherForm(tokens, { wholeName: true });
  if (fromOther !== null) bases.push([fromOther.join(' '), fromOther, ['other_form']]);
  // And a Belarusian surname's `-ou`, `-eu` as the Russian `-ov`, `-ev`, from the name and its Russian
  // given name alike (`Dzmitry IVANOU` as `Dmitry Ivanov`: `Dmitrijs Ivanovs`).
  for (const [, words, from] of [...bases.slice(0, 1), ...bases.filter(([, , f]) => f.length === 1 && f[0] === 'other_form')]) {
    for (const ov of russianOfBelarusianSurname(words)) bases.push([ov.join(' '), ov, [...from, 'other_surname']]);
  }
  // And a short word's Ukrainian `y` as the Russian `i` (`Illia KYVA` as `Illia Kiva`, `Ilya Kiva`), which
  // the registers write for such a person too, from the name and its Russian given name alike.
  for (const [, words, from] of slavic ? [...bases.slice(0, 1), ...bases.filter(([, , f]) => f.includes('russian_form'))] : []) {
    const i = russianIOfUkrainianY(words);
    if (i !== null) bases.push([i.join(' '), i, [...from, 'russian_i']]);
  }
  // And every Ukrainian `h` for `г` as the Russian `g` (`Hennadii HRYSHCHENKO` as `Gennadii
  // Gryshchenko`, `Oleh BOHDANOV` as `Oleg Bogdanov`), from the name and its Russian given name alike,
  // for a name the passport's letters write alone: an English or German name's `h` is its own letter
  // (`Hanna`, `Heinrich`), and a Latvian spelling's `х` (`Zaharova`).
  if (slavic && writesUkrainianPassport(name, tokens)) {
    for (const [, words, from] of [...bases.slice(0, 1), ...bases.filter(([, , f]) => f.length === 1 && f[0] === 'russian_form')]) {
      const g = russianGOfUkrainianH(words);
      if (g !== null) bases.push([g.join(' '), g, [...from, 'russian_g']]);
    }
    // And a Ukrainian `ie` for `є` as the Russian `e` (`Oleh HUSIEV` as `Oleg Gusev`: `Olegs Gusevs`), from
    // the name, its Russian given name and either with the Russian `g`.
    for (const [, words, from] of [...bases.slice(0, 1), ...bases.filter(([, , f]) => f.length > 0 && f.every((k) => k === 'russian_form' || k === 'russian_g'))]) {
      const e = russianEOfUkrainianIe(words);
      if (e !== null) bases.push([e.join(' '), e, [...from, 'russian_e']]);
    }
  }
  // And every Ukrainian `y` between consonants as the Russian `i`, in a longer word too (`Yurii
  // KYRYLENKO` as `Yurii Kirilenko`, `Kiriļenko` in the Latvian register), for a Slavic name alone
  // (sanctions-name-slavic.ts), last: a reading the rules above give keeps their typos. From the
  // name, its Russian given name and either with the Russian `g` (`Hryshchenko` as `Grishchenko`).
  if (slavic) {
    const startsLong = (f: ListedNameReading['from']) => f.every((k) => k === 'russian_form' || k === 'russian_g');
    for (const [, words, from] of [...bases.slice(0, 1), ...bases.filter(([, , f]) => f.length > 0 && startsLong(f))]) {
      const i = russianIOfUkrainianYLong(words);
      if (i !== null) bases.push([i.join(' '), i, [...from, 'russian_i_long']]);
    }
  }
  // And every base with its `ё` after `л`, `н` as the Latvian soft `ļo`, `ņo` (`Vladimir KISSELJOV`, read
  // with one `s` too, as `Vladimir Kiselov`: `Vladimirs Kiseļovs`), for a Slavic name, and for a
  // Belarusian surname read in its Russian form, Slavic so read (`KAVALIOU` as `Kovalyov`: `Kovaļovs`).
  for (const [, words, from] of slavic ? [...bases] : bases.filter(([, , f]) => f.includes('other_surname'))) {
    const soft = spare(words, latvianSoftOfYo(words));
    if (soft !== null) bases.push([soft.join(' '), soft, [...from, 'latvian_soft']]);
  }
  // And every base with its doubled consonants single (`Gennadiy` as `Genadiy`, `Hennadii HRYSHCHENKO`
  // read as `Gennadii Grishchenko` as `Genadii Grishchenko`), as the Latvian register writes a Slavic name.
  for (const [, words, from] of slavic ? [...bases] : []) {
    const single = spare(words, singleConsonantsOfLatvian(words));
    if (single !== null) bases.push([single.join(' '), single, [...from, 'single_consonant']]);
  }
  for (const [base, words, from] of bases) {
    if (words !== tokens) add(words, 'base', from);
    for (const reading of transliterated ? transliteratedNameKeys(base, comparisonWords).map((k) => personNameTokens(k)) : []) {
      if (reading.length === tokens.length) add(reading, 'register', from);
    }
    // Besides the registers' spellings under their cap, more, not counted in it: the Estonian
    // register's ч, `tš` (`Vjatšeslav Tšernov`; the capped readings write it `c`, as the Latvian and
    // Lithuanian registers write č, which no Estonian entry holds), and the documents', a Russian,
    // German and Ukrainian passport's and a Polish document's, as the registers write a foreign
    // owner's name (listed-name-passport.ts, sanctions-name-german.ts, sanctions-name-ukrainian.ts,
    // sanctions-name-polish.ts).
    add(words.some((w) => w.includes('ch')) ? registerReadings(words, true, { eeTs: true })[0] ?? null : null, 'register_ee', from);
    add(spare(words, passportReading(words)), 'russian_passport', from);
    add(spare(words, germanReading(words)), 'german_passport', from);
    for (const reading of ukrainianReadings(words, slavic)) add(spare(words, reading), 'ukrainian_passport', from);
    for (const reading of polish ? polishReadings(words) : []) add(spare(words, reading), 'polish', from);
  }
  // And its Russian (or English) given name in the Belarusian (or Georgian) form, as the passport
  // writes it (`Sergei PETROV` as `Siarhei Petrov`, `David` as `Davit`): the registers write a foreign
  // owner so, no register's spelling of it.
  const otherForms = otherFormReadings(tokens);
  for (const reading of otherForms) add(reading, 'base', ['other_form']);
  // And its Russian surname's `-ov`, `-ev` as the Belarusian passport's `-ou`, `-eu`, with either given name
  // (`Sergei PETROV` as `Sergei Petrou`, `Siarhei Petrou`).
  for (const [words, from] of [[tokens, []], ...otherForms.map((r) => [r, ['other_form']] as const)] as const) {
    add(belarusianOfRussianSurname(words), 'base', [...from, 'other_surname']);
  }
  return out;
}

// A name's `-ий` as English spellings and passports write it: `-ii`, `-iy`, `-ij` (`Yurii`,
// `Vasilii`, `Dmitriy`, `Jurij`) or `-i`, `-y` (`Yuri`, `Vasily`, `Dmitry`), after a consonant.
const DOUBLE_I_ENDING = /(?<=[^aeiouy])(?:ii|iy|ij)$/;
const SINGLE_I_ENDING = /(?<=[^aeiouy])[iy]$/;

/** The letters tokenSimilarity's typos may take: one (0.9), two in a word of eight or more (0.8). */
const TYPO_EDITS: ReadonlyMap<number, number> = new Map([[0.9, 1], [0.8, 2]]);

/**
 * A word of a person's name a typo away from another only by putting one consonant for another
 * (`Zagarova` for `Zaharova` or for the Estonian reading `Zahharova`, `Zakarova`): another name
 * (Загарова is not Захарова), or only by adding or dropping one (`Belkov` for `Belov`, soundGap),
 * not a spelling of it, so the name is at most a candidate however
 * exactly the birth date agrees (0.75, plus an exact date's 0.1: 0.85). The consonants the lists,
 * the registers and the passports write for one another's same sound are a spelling
 * (SAME_SOUND_CONSONANTS); a Ukrainian `h` for the Russian `g` is read where a name is written so
 * (sanctions-name-ukrainian.ts), never as a typo.
 */
export const ANOTHER_CONSONANT_SIMILARITY = 0.75;

// `v`/`w` (German, Polish), `s`/`z` and `c`/`z` (German `Kusnezow` for `Kuznetsov`, Latvian `c` for
// `ц`), `c`/`k` and `k`/`q`: one sound written by two alphabets' habits. `j` and `y` go with the vowels.
const SAME_SOUND_CONSONANTS: ReadonlySet<string> = new Set(['vw', 'sz', 'cz', 'ck', 'kq']);
const VOWEL_OR_GLIDE = /[aeiouyj]/;

const anotherConsonant = (x: string, y: string) => x !== y && !VOWEL_OR_GLIDE.test(x) && !VOWEL_OR_GLIDE.test(y)
  && !SAME_SOUND_CONSONANTS.has(x < y ? x + y : y + x);

// A `y` between consonants is ы (Быков `Bykov`) or a Ukrainian passport's и (`Lytvyn`): `i` is its
// other spelling, another vowel another name (Боков `Bokov`, Буков `Bukov`), as a consonant for another.
const BETWEEN_CONSONANTS_Y = (word: string, at: number) => word[at] === 'y' && at > 0 && at < word.length - 1
  && !VOWEL_OR_GLIDE.test(word[at - 1]!) && !VOWEL_OR_GLIDE.test(word[at + 1]!);
const OTHER_VOWEL_THAN_I = /[aeou]/;

/**
 * Putting a consonant for another, or another vowel than `i` for a `y` between consonants, costs two
 * letter edits (a letter dropped, another added); any other letter one. Of the words `a` and `b`.
 */
/**
 * Adding or dropping a consonant costs two letter edits, as putting one for another does (Белков
 * `Belkov` is not Белов `Belov`, Боров `Borov` not Бобров `Bobrov`), but where it is a spelling: a
 * consonant doubled (`Gennadiy`, `Genādijs`; the Estonian `Zahharova`), the `h` of `kh`, `zh`, `sh`,
 * `ch` (`Mikhail`, Latvian `Mihails`; `Tkachenko`, Latvian `Tkačenko` folded `tkacenko`), the `k` of `kh`,
 * and a word's last `s`, a Baltic ending. A vowel, `j` and `y` added or dropped is a spelling as before.
 */
const soundGap = (word: string, at: number): number => {
  const c = word[at]!;
  if (VOWEL_OR_GLIDE.test(c) || word[at - 1] === c || word[at + 1] === c) return 1;
  if (c === 'h' && at > 0 && !VOWEL_OR_GLIDE.test(word[at - 1]!)) return 1;
  if (c === 'k' && word[at + 1] === 'h') return 1;
  return c === 's' && at === word.length - 1 ? 1 : 2;
};

const soundSubstitution = (a: string, b: string) => (x: string, y: string, i: number, j: number) => (anotherConsonant(x, y)
  || (OTHER_VOWEL_THAN_I.test(y) && BETWEEN_CONSONANTS_Y(a, i)) || (OTHER_VOWEL_THAN_I.test(x) && BETWEEN_CONSONANTS_Y(b, j)) ? 2 : 1);

/**
 * Whether the names the words `a` and `b` are of are plainly men's (sanctions-name-sex.ts plainlyMale),
 * and whether a Slavic given name tells their sex, no Slavic woman's surname beside it (`byGiven`).
 */
interface Men { a: boolean; b: boolean; byGiven: { a: boolean; b: boolean } }
const NO_MEN: Men = { a: false, b: false, byGiven: { a: false, b: false } };

/**
 * How alike two words of a person's name are (tokenSimilarity), a name's `-ий` written with two
 * letters in one and one in the other (`Yurii` and `Yuri`, `Vasilii` and `Vasily`) as alike as a
 * Baltic ending, 0.95 (REGISTER_SPELLING_SIMILARITY): one name's spellings, two letters apart in
 * `Vasily`, and `Yuri` a word of four, where no typo is read. A man's word and a woman's formed from
 * it (sanctions-name-sex.ts) do not pair at all where the man's is of a name plainly a man's (`men`),
 * or is a Slavic given name beside no Slavic woman's surname (`Aleksandr` and `Aleksandra` beside `Laine`),
 * nor a man's given name and a woman's a letter or two from it (`Mikael` and `Mikaela`, `Christian` and `Christina`), or a spelling of either,
 * nor a Slavic name's Lithuanian man's `-as` and woman's `-a` (`Aleksandras` and `Aleksandra`), in any name.
 */
function personWordSimilarity(a: string, b: string, men: Men = NO_MEN): number {
  const s = tokenSimilarity(a, b);
  // `Oleksandra` a letter from `Oleksandr`, `Petrova` from `Petrov`: a sister's or a wife's name;
  // `Mikaela` from `Mikael` whatever the surname.
  if (s > 0 && s < 1 && areGivenNamesOfTwoSexes(a, b)) return 0;
  // `Aleksandras` a Baltic ending's letter from `Aleksandra`: the Lithuanian man's `-as`, the woman's `-a`.
  if (s > 0 && s < 1 && areLithuanianMansAndWomans(a, b)) return 0;
  if (s > 0 && s < 1 && (men.a || men.b || men.byGiven.a || men.byGiven.b)) {
    const man = manOfPair(a, b);
    // `Aleksandra` a letter from `Aleksandr` beside `Laine`, a surname that says nothing of sex.
    if (man !== null && (men[man] || (men.byGiven[man] && (man === 'a' ? areSlavicGivenNames(a, b) : areSlavicGivenNames(b, a))))) return 0;
  }
  const typoEdits = TYPO_EDITS.get(s);
  if (typoEdits !== undefined && boundedLevenshtein(a, b, typoEdits, soundSubstitution(a, b), soundGap) > typoEdits) return ANOTHER_CONSONANT_SIMILARITY;
  if (s > 0 || a.length < 4 || b.length < 4) return s;
  const double = DOUBLE_I_ENDING.test(a) ? a : DOUBLE_I_ENDING.test(b) ? b : null;
  const single = double === a ? b : a;
  if (double === null || !SINGLE_I_ENDING.test(single)) return 0;
  const stem = double.replace(DOUBLE_I_ENDING, '');
  return stem.length >= 3 && stem === single.replace(SINGLE_I_ENDING, '') ? REGISTER_SPELLING_SIMILARITY : 0;
}

/**
 * How far apart two names' words are as written: the fewest letter edits pairing each word of one with
 * a word of the other in any order, a word left unpaired counting its letters. What tells which of two
 * equally scoring readings a reviewer follows more easily (the one nearer the register's own spelling),
 * not how alike the names are (comparePersonTokens).
 */
export function spellingDistance(a: readonly string[], b: readonly string[]): number {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const edits = (x: string, y: string) => boundedLevenshtein(x, y, Math.max(x.length, y.length));
  // Names of a few words: every pairing is tried (the readings of a name hold as many words as it does).
  const best = (i: number, used: number): number => {
    if (i === small.length) return large.reduce((sum, w, j) => ((used >> j) & 1 ? sum : sum + w.length), 0);
    let least = Infinity;
    for (let j = 0; j < large.length; j++) if (!((used >> j) & 1)) least = Math.min(least, edits(small[i]!, large[j]!) + best(i + 1, used | (1 << j)));
    return least;
  };
  return large.length <= 6 ? best(0, 0) : small.reduce((sum, w, i) => sum + edits(w, large[i]!), 0) + large.slice(small.length).join('').length;
}

function alignAll(small: string[], large: string[], exact: boolean): number {
  const used = new Set<number>();
  const men: Men = { a: plainlyMale(small), b: plainlyMale(large), byGiven: { a: noSlavicWomansSurname(small), b: noSlavicWomansSurname(large) } };
  let worst = 1;
  for (const t of small) {
    let best = -1;
    let bestSim = 0;
    for (let i = 0; i < large.length; i++) {
      if (used.has(i)) continue;
      const s = personWordSimilarity(t, large[i]!, men);
      if (exact && s < REGISTER_SPELLING_SIMILARITY) continue;
      if (s > bestSim) { bestSim = s; best = i; }
    }
    if (best < 0) return 0;
    used.add(best);
    worst = Math.min(worst, bestSim);
  }
  return worst;
}

/**
 * 1 same words in any order; 0.95/0.9 same words with a Baltic ending (or a name's `-ий` written
 * with one letter in one, two in the other: personWordSimilarity) or one typo; 0.9 at most
 * when one name holds every word of the other plus more (a middle name); 0 otherwise. Both names
 * need two words: a lone first name identifies nobody. `exact`: no typo pairs two words (a reading
 * of a listed name that is its `exact` one, ListedNameReading).
 */
export function comparePersonTokens(a: string[], b: string[], exact = false): number {
  if (a.length < 2 || b.length < 2) return 0;
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const worst = alignAll(small, large, exact);
  if (worst === 0) return 0;
  return small.length === large.length ? worst : Math.min(0.9, worst);
}

/**
 * How an owner's birth date agrees with the list's: `exact` day, `month`, `year`, `approximate`
 * (the list gives the date as approximate and the owner's birth year is within a year of its
 * year), `span` (the list bounds the birth at one end only, born in or after a year or in or
 * before one, or gives a span wider than 30 years, and the owner's birth year lies inside), `mismatch`, `unknown` (the list gives one,
 * the register does not) or `unlisted` (the list gives none).
 */
export type BirthAgreement = 'exact' | 'month' | 'year' | 'approximate' | 'span' | 'mismatch' | 'unknown' | 'unlisted';

const RANK: Record<BirthAgreement, number> = { exact: 7, month: 6, year: 5, approximate: 4, span: 3, mismatch: 2, unknown: 1, unlisted: 0 };

/**
 * An owner's birth against a date the list gives as approximate (listed-birth-dates.ts): the
 * year, within a year either side, is all it can agree on; its month and day are the list's
 * estimate, so an owner born on them is no `exact` match, nor one born a year off a mismatch.
 */
function compareApproximate(ownerDate: string | null, birthKey: string | null, listedYear: string): BirthAgreement {
  const year = Number(listedYear);
  if (ownerDate) return withinApproximateYears(Number(ownerDate.slice(0, 4)), year) ? 'approximate' : 'mismatch';
  if (birthKey) return twoDigitYearWithinApproximate(birthKey.slice(4, 6), year) ? 'approximate' : 'mismatch';
  return 'unknown';
}

/**
 * An owner's birth against a span of years the list leaves open at one end or gives wider than 30
 * years (listed-birth-dates.ts): the year inside it is all it can agree on. A masked code's two
 * digits name no century, and an open span holds years of more than one (born in or before 1980:
 * 1975 or 1875), so the code alone tells nothing of it; a closed span is read in the 1900s and
 * 2000s, the centuries of a masked code's person (born 1940 to 1985: code year 62 is 1962, inside).
 */
function compareBound(ownerDate: string | null, birthKey: string | null, stored: string): BirthAgreement | null {
  const bound = readListedBirthBound(stored);
  if (bound === null) return null;
  const year = /^\d{4}/.test(ownerDate ?? '') ? Number(ownerDate!.slice(0, 4)) : null;
  if (year !== null) return withinBirthBound(year, bound) ? 'span' : 'mismatch';
  const fromKey = birthKey && /^\d{6}$/.test(birthKey) ? twoDigitYearWithinBound(birthKey.slice(4, 6), bound) : null;
  return fromKey === null ? 'unknown' : fromKey ? 'span' : 'mismatch';
}

function compareOne(ownerDate: string | null, birthKey: string | null, stored: string): BirthAgreement {
  const spanned = compareBound(ownerDate, birthKey, stored);
  if (spanned !== null) return spanned;
  const { date: listed, approximate } = readListedBirthDate(stored);
  const [ly, lm, ld] = listed.split('-');
  if (!ly) return 'unknown';
  if (approximate) return /^\d{4}$/.test(ly) ? compareApproximate(ownerDate, birthKey, ly) : 'unknown';
  if (ownerDate) {
    const [oy, om, od] = ownerDate.split('-');
    if (oy !== ly) return 'mismatch';
    if (!lm || !om) return 'year';
    if (om !== lm) return 'mismatch';
    if (!ld || !od) return 'month';
    return od === ld ? 'exact' : 'mismatch';
  }
  if (birthKey) {
    // DDMMYY of a masked Latvian personal code: the century is not in it.
    const [bd, bm, byy] = [birthKey.slice(0, 2), birthKey.slice(2, 4), birthKey.slice(4, 6)];
    if (ly.slice(2) !== byy) return 'mismatch';
    if (!lm) return 'year';
    if (lm !== bm) return 'mismatch';
    if (!ld) return 'month';
    return ld === bd ? 'exact' : 'mismatch';
  }
  return 'unknown';
}

/**
 * The best agreement between the owner's birth date and masked-code key, together, and any listed
 * date. Both tell the birth of one person: where either disagrees with a listed date, the owner
 * was not born then (a `YYYY-MM` date whose masked code gives another day is no `month` match),
 * as the person check reads them (store/persons-read.ts); otherwise the more precise counts.
 */
export function birthDateAgreement(
  owner: { birthDate: string | null; birthKey: string | null },
  listedDates: readonly string[],
): BirthAgreement {
  if (listedDates.length === 0) return 'unlisted';
  if (!owner.birthDate && !owner.birthKey) return 'unknown';
  let best: BirthAgreement = 'mismatch';
  // Where no listed date tells anything of the owner's birth (a masked code against a span open at
  // one end), the birth is not known against the list: no mismatch.
  let toldAny = false;
  for (const listed of listedDates) {
    const told = [compareOne(owner.birthDate, null, listed), compareOne(null, owner.birthKey, listed)].filter((c) => c !== 'unknown');
    toldAny ||= told.length > 0;
    if (told.includes('mismatch')) continue;
    for (const c of told) if (RANK[c] > RANK[best]) best = c;
  }
  return toldAny ? best : 'unknown';
}

/**
 * The keys a listed date is found by for a match that scores 1, which rests on an `exact` or a
 * `month` agreement (compareOne) alone: `D:DD/MM/YY` for a date to the day, `M:MM/YY` for one to the
 * month, and `A:MM/YY` for either, which a register's birth given to the month agrees with. The year
 * in two digits, as a masked code gives it; an approximate date or a bound gives none.
 */
export function listedBirthKeys(listedDates: readonly string[]): string[] {
  const keys: string[] = [];
  for (const stored of listedDates) {
    if (readListedBirthBound(stored) !== null) continue;
    const { date, approximate } = readListedBirthDate(stored);
    const [y, m, d] = date.split('-');
    if (approximate || !y || !/^\d{4}$/.test(y) || !m) continue;
    keys.push(d ? `D:${d}/${m}/${y.slice(2)}` : `M:${m}/${y.slice(2)}`, `A:${m}/${y.slice(2)}`);
  }
  return keys;
}

/**
 * The keys of listedBirthKeys a register's birth looks up, by its date and its masked-code key as
 * compareOne reads them: a birth to the day its day (`D:`) and its month among the dates given to
 * the month (`M:`); a birth to the month every date of that month (`A:`).
 */
export function registerBirthKeys(b: RegisterBirth): string[] {
  const keys: string[] = [];
  const [y, m, d] = (b.birthDate ?? '').split('-');
  if (y && m) keys.push(...(d ? [`D:${d}/${m}/${y.slice(2)}`, `M:${m}/${y.slice(2)}`] : [`A:${m}/${y.slice(2)}`]));
  if (b.birthKey && b.birthKey.length >= 6) {
    const [kd, km, kyy] = [b.birthKey.slice(0, 2), b.birthKey.slice(2, 4), b.birthKey.slice(4, 6)];
    keys.push(`D:${kd}/${km}/${kyy}`, `M:${km}/${kyy}`);
  }
  return keys;
}

/**
 * The most a match on name and birth year alone (or on the very same name with no birth date on
 * the list) scores when the registers hold more than one person of that name, or one on name and
 * birth year and month when they hold more than one of that name born in that year: a candidate.
 */
export const COMMON_NAME_CAP = 0.85;

/** Birth agreements that say nothing of the day: the name, with what the birth gives, carries the identity. */
const NAME_CARRIES: ReadonlySet<BirthAgreement> = new Set(['month', 'year', 'approximate', 'span', 'unlisted']);

/** Whether the score of a match of this birth agreement depends on how many people bear the name. */
export const namesakesMatter = (birth: BirthAgreement): boolean => NAME_CARRIES.has(birth);

/**
 * Whose births count as namesakes for a match of this agreement: for a year and month, those born
 * in the same year only (`year`); otherwise every bearer of the name (`name`). The registers are a
 * sample of the people bearing a name: as two of them bearing it make a namesake born the same year
 * likely somewhere, two of them born in one year make a namesake born in the same month likely
 * (some twelve times rarer, and a year holds some fifty times fewer of a name's bearers than a life span).
 */
export const namesakesCounted = (birth: BirthAgreement): 'year' | 'name' => birth === 'month' ? 'year' : 'name';

/** The most a name paired by a typo (pairsByTypo) scores: flagged, but never 1, the very name's score. */
export const TYPO_CEILING = 0.95;

/**
 * Whether two names pair (comparePersonTokens) only where a word is taken as a typo of another:
 * no pairing of their words as written, a Baltic ending or an `-ий` aside, holds.
 */
export function pairsByTypo(a: string[], b: string[]): boolean {
  return comparePersonTokens(a, b) > 0 && comparePersonTokens(a, b, true) === 0;
}

/**
 * A person match's score from its name similarity and birth-date agreement: an exact birth date
 * adds 0.1; year-only agreement, a year within one of a year the list gives as approximate, or
 * one inside a span of years the list leaves open at one end or gives wider than 30 years, keeps 90 % of the name score; a list without birth dates gives
 * 0.9 only for the very same name (every word, initials and particles included: `identical`),
 * else 85 %; an owner with no birth date on record 85 % (a candidate only). Where the birth
 * agreement is of the year only (approximate too) or the list gives no date, and `namesakes` (the different people
 * the registers hold under the owner's name, namesakesOf) is more than one, the name is not rare
 * enough to tell which of them is listed: at most COMMON_NAME_CAP; likewise for a year and month
 * where `namesakes` counts those of the name born in that year (namesakesCounted). `typo`: the
 * names pair only through a typo (pairsByTypo), at most TYPO_CEILING.
 */
export function scorePersonMatch(nameSimilarity: number, birth: BirthAgreement, identical = false, namesakes = 1, typo = false): number {
  const byBirth = scoreByBirth(nameSimilarity, birth, identical);
  // A name a letter off the listed one is another spelling or another name: the birth date makes it
  // likely, never as certain as the very name (or a reading of it) born that day.
  const score = typo ? Math.min(byBirth, TYPO_CEILING) : byBirth;
  return namesakesMatter(birth) && namesakes > 1 ? Math.min(score, COMMON_NAME_CAP) : score;
}

function scoreByBirth(nameSimilarity: number, birth: BirthAgreement, identical: boolean): number {
  switch (birth) {
    case 'mismatch': return 0;
    case 'exact': return Math.min(1, nameSimilarity + 0.1);
    case 'month': return nameSimilarity;
    case 'year': return nameSimilarity * 0.9;
    // As the year: the list's estimate is all a year tells, and the name's bearers are counted
    // over every year (namesakesCounted), so a window of three years widens no count.
    case 'approximate': return nameSimilarity * 0.9;
    // As a year of a closed span of up to 30 years (every year of which is stored as a year): the
    // list says no more than the years the birth may lie in, and the name's bearers are counted
    // over every year.
    case 'span': return nameSimilarity * 0.9;
    case 'unlisted': return identical ? 0.9 : nameSimilarity * 0.85;
    case 'unknown': return nameSimilarity * 0.85;
  }
}

/** A birth as the registers give it: a date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) and a masked code's `DDMMYY`. */
export interface RegisterBirth { birthDate: string | null; birthKey: string | null }

/**
 * Whether screening can compare a natural person the register names with a listed person at all
 * where only a match of certainty counts (an officer, a holding of a share not given): it compares
 * such a person only with the entries of its birth (registerBirthKeys), so one whose register gives
 * no birth to the month (RIK's files have named an Estonian by a hash of the personal code since
 * November 2024, no birth date) is compared with none.
 */
export const birthComparable = (b: RegisterBirth): boolean => registerBirthKeys(b).length > 0;

/**
 * A birth as `YYMMDD` cut to what is known (`YYMM`, `YY`), or null when nothing is: the masked
 * code gives no century, so every birth is compared by two digits of its year. A year-month date
 * whose code agrees takes the code's day (UR gives both); a code that disagrees is left unread.
 */
function birthStem(b: RegisterBirth): string | null {
  const [y, m, d] = (b.birthDate ?? '').split('-');
  const key = b.birthKey && /^\d{6}$/.test(b.birthKey) ? b.birthKey : null;
  const fromKey = key ? `${key.slice(4, 6)}${key.slice(2, 4)}${key.slice(0, 2)}` : null;
  if (y && y.length === 4) {
    const stem = `${y.slice(2)}${m ?? ''}${m && d ? d : ''}`;
    return fromKey && fromKey.startsWith(stem) ? fromKey : stem;
  }
  return fromKey;
}

/** The two digits of a birth's year (the masked code gives no more), or null where it gives none. */
export function birthYearStem(b: RegisterBirth): string | null {
  return birthStem(b)?.slice(0, 2) ?? null;
}

/**
 * How many different people the registers' births of one name tell apart, at least: births that
 * differ in a part both give are two people; a birth given less precisely (a year, a year and
 * month) that a more precise one agrees with may be the same person and is not counted apart;
 * roles with no birth at all count as one person when no birth is given, else as none. With
 * `bornIn` (birthYearStem), only the people born in that year are counted, a birth without a year
 * not among them.
 */
export function namesakesOf(births: readonly RegisterBirth[], bornIn: string | null = null): number {
  const stems = new Set<string>();
  let unknown = false;
  for (const b of births) {
    const stem = birthStem(b);
    if (stem === null) unknown ||= bornIn === null;
    else if (bornIn === null || stem.startsWith(bornIn)) stems.add(stem);
  }
  const sorted = [...stems].sort((a, b) => b.length - a.length);
  const people: string[] = [];
  for (const s of sorted) if (!people.some((p) => p.startsWith(s))) people.push(s);
  return people.length > 0 ? people.length : unknown ? 1 : 0;
}
