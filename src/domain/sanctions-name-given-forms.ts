// A given name another language gives a form of its own, the same name and no spelling of it: a
// Belarusian passport writes Дмитрий `Dzmitry` (Дзмітрый), Сергей `Siarhei`, Владимир `Uladzimir`,
// Евгений `Yauhen`, Николай `Mikalai`; Georgian and Armenian write David `Davit`. The lists write a
// Belarusian either way (`Aliaksandr LUKASHENKA`, `Alexander LUKASHENKO`) and the registers write an
// owner as the document shown them does (`Dzmitry Ivanou`, or by a Russian or Soviet one `Dmitrijs
// Ivanovs`): several letters off, or a letter in a short word (`Ihar`, `Igor`; `Davit`), no typo
// pairs them. So a listed name is read by a table of the common ones, both ways, as a Ukrainian
// given name is (sanctions-name-ukrainian.ts). A Belarusian form that is the Russian one's spelling
// already (`Natallia`, `Liudmila`, `Yury`) or the Russian form itself (`Pavel`, whose Ukrainian
// `Pavlo` the Ukrainian table reads) needs no entry; `Alena` (Елена) is a name of its own in Latvian
// and Czech and left out, as the Ukrainian table leaves out `Hanna`.
import { readingsOfForms, spellingKey } from './sanctions-name-ukrainian.ts';
import { isSlavicTransliteration } from './sanctions-name-slavic.ts';

/** The other form, folded, as a Belarusian passport (or Georgian, Armenian) writes it → an English spelling of the Russian (or English) form. */
const OTHER_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['dzmitry', 'dmitry'], ['aliaksandr', 'aleksandr'], ['siarhei', 'sergey'], ['uladzimir', 'vladimir'], ['yauhen', 'yevgeny'],
  ['yauheni', 'yevgeny'], ['aliaksei', 'aleksey'], ['mikalai', 'nikolay'], ['viktar', 'viktor'], ['ihar', 'igor'], ['vital', 'vitaly'],
  ['leanid', 'leonid'], ['ryhor', 'grigory'], ['hienadz', 'gennady'], ['uladzislau', 'vladislav'], ['kanstantsin', 'konstantin'],
  ['aleh', 'oleg'], ['artsiom', 'artyom'], ['yahor', 'yegor'], ['kiryl', 'kirill'], ['stanislau', 'stanislav'],
  ['viachaslau', 'vyacheslav'], ['aliaksandra', 'aleksandra'], ['volha', 'olga'], ['tatsiana', 'tatyana'],
  ['sviatlana', 'svetlana'], ['katsiaryna', 'yekaterina'], ['davit', 'david'], ['raman', 'roman'],
];

// Both sides found by their spelling key (`Dzmitry`, `Dzmitryi`, `Dzmitrij`; `Dmitry`, `Dmitriy`,
// `Dmitrii`), a Russian form's `yo` by its ICAO `e` too (`Artyom`, `Artem`).
// A Russian form has one or more other forms (Евгений: `Yauhen`, Яўген, and `Yauheni`, Яўгеній).
const RUSSIAN_OF_OTHER = new Map<string, string>();
const OTHER_OF_RUSSIAN = new Map<string, string[]>();
for (const [other, russian] of OTHER_FORMS) {
  RUSSIAN_OF_OTHER.set(spellingKey(other), russian);
  for (const key of new Set([spellingKey(russian), spellingKey(russian.replace(/yo/g, 'e'))])) {
    OTHER_OF_RUSSIAN.set(key, [...(OTHER_OF_RUSSIAN.get(key) ?? []), other]);
  }
}

// Belarusian forms that are given names of their own in another language: `Raman` an Indian one
// (`Raman NAIR`), `Vital` a Portuguese and French one (`Vital GOMES`). Read as `Roman`, `Vitaly` in
// any name, an owner `Romans Nairs` matched `Raman NAIR` at 1 as the same name, and `Vitālijs Gomess`
// (another name) `Vital GOMES`: so they are read, either way, only beside another Slavic word or a
// Belarusian surname (`Raman RAMANAU`, `Raman PETROV`); `Dzmitry`, `Davit` are no other name's form.
const OWN_NAMES_ELSEWHERE: ReadonlySet<string> = new Set(['raman', 'vital']);

/** Whether a word of a name is read in the other form: always, but a name of its own elsewhere beside a Slavic or Belarusian word alone. */
const readsForm = (words: readonly string[], word: string, other: string): boolean =>
  !OWN_NAMES_ELSEWHERE.has(other) || words.some((o) => o !== word && !OWN_NAMES_ELSEWHERE.has(o)
    && (isSlavicWord(o) || russianEndingOfBelarusian(o) !== o));

/**
 * The comparison words of a listed name with the given names it writes in another language's form
 * written in the Russian (or English) one (`Dzmitry IVANOV` as `Dmitry Ivanov`, `Davit` as `David`),
 * or null where it writes none. The readings start from it as from the name: the Latvian register's
 * `Dmitrijs Ivanovs`. Each word as the table gives it (a word typed alone, as the person check reads
 * one); `{ wholeName: true }`, the words a listed name's, a name of its own elsewhere beside a Slavic word alone.
 */
export function russianOfOtherForm(words: readonly string[], { wholeName = false } = {}): string[] | null {
  const read = words.map((w) => (!wholeName || readsForm(words, w, w) ? RUSSIAN_OF_OTHER.get(spellingKey(w)) ?? w : w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}

/**
 * The readings of a listed name with the given names it writes in the Russian (or English) form
 * written in the other, as a Belarusian passport writes them (`Sergei PETROV` as `Siarhei Petrov`,
 * `Evgeny` as `Yauhen` and `Yauheni`) or Georgian (`David` as `Davit`); none where it writes none.
 */
export const otherFormReadings = (words: readonly string[]): string[][] =>
  readingsOfForms(words, (word) => {
    const forms = (OTHER_OF_RUSSIAN.get(spellingKey(word)) ?? []).filter((other) => readsForm(words, word, other));
    return forms.length > 0 ? forms : [word];
  });

// A Russian surname's `-ов`, `-ев` is Belarusian `-оў`, `-еў`, which a Belarusian passport writes
// `-ou`, `-eu` (Иванов, Іваноў `Ivanou`; Алексеев `Alekseeu`; Шевцов, Шаўцоў `Shautsou`): a letter off,
// so the Latvian register's `Ivanovs` for a listed `IVANOU` was two, no typo. In a word of five letters
// or more, and only beside another Slavic word (a given name of either table or of one form, or a Slavic
// surname): a name's own `-ou` or `-ev` (`Zhou`, `Papadopoulou`) is no such ending.
const BELARUSIAN_SURNAME_ENDING = /(?<=^.{3,})([oe])u$/;
// An unstressed `-ов` is `-аў`, `-au` (Романов, Раманаў `RAMANAU`; Наумов, Навумаў `NAVUMAU`), after a
// consonant: a French `-eau` (`Rousseau`) is no such ending.
const BELARUSIAN_UNSTRESSED_ENDING = /(?<=^.{3,}[^aeiouy])au$/;
const RUSSIAN_SURNAME_ENDING = /(?<=^.{3,})([oe])v$/;
// A woman's `-ова` is Belarusian `-ава` (Іванова, Іванава `IVANAVA`), and such a surname's `д` before a soft
// vowel `дз` (Лебедев, Лебедзеў `LEBEDZEU`): read inside a word whose Belarusian ending is read alone, so
// a word's own `-ava` (`Java`) or `dz` (`Dzeržinskis` at its start) is left as written, as is a given name's `-slava`
// (`Yaroslava`, `Miroslava`).
const BELARUSIAN_WOMANS_ENDING = /(?<=^.{3,})(?<!sl)ava$/;
const BELARUSIAN_SOFT_D = /(?<=.)dz(?=[ei])/g;
// A Ukrainian surname's `-енко`, which Russian keeps, is Belarusian `-енка` (Лукашенко, Лукашэнка
// `LUKASHENKA`), its last `о` unstressed and written as it sounds: the Latvian register's `Lukašenko` a
// letter off, a typo at most, beside which a sister's `Aleksandra` was one too. In a word of seven
// letters or more (`Alenka` is a given name of its own), beside another Slavic word as the endings above.
export const BELARUSIAN_ENKA = /(?<=^.{3,})enka$/;
// A `ё` after a consonant before the `-оў`, `-ова` is `io` (Кавалёў `KAVALIOU`, Кавалёва `KAVALIOVA`),
// which English writes `yo` (`Kovalyov`) and the registers after `l`, `n` `ļo`, `ņo` (`Kovaļovs`):
// read `yo` in a word so read, those readings starting from it.
const BELARUSIAN_YO = /(?<=[^aeiouy])io(?=va?$)/;
// Belarusian writes the stem's unstressed `о`, `е` as they sound too (Ковалёв, Кавалёў `KAVALIOU`;
// Шевцов, Шаўцоў `SHAUTSOU`; Кузнецов, Кузняцоў `KUZNIATSOU`), and `в` before a consonant `ў`, so a
// register writing the Russian form is several letters off. Which vowel is unstressed the name does
// not tell, so no rule reads it: the common surnames' stems, Belarusian → Russian as English spells
// both, at a word's start, in a surname of a name otherwise Slavic (`Kavalli` beside no Slavic word is its own).
const BELARUSIAN_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['shauts', 'shevts'], ['kaval', 'koval'], ['kuzniats', 'kuznets'], ['raman', 'roman'], ['navum', 'naum'],
];

const russianStemOfBelarusian = (word: string): string => {
  const stem = BELARUSIAN_STEMS.find(([belarusian]) => word.startsWith(belarusian) && word.length > belarusian.length + 1);
  return stem === undefined ? word : stem[1] + word.slice(stem[0].length);
};

// Common Russian given names as the Estonian and Latvian registers write them, folded, which the tables'
// spellings do not reach: `tš` and `č` for `ch` (`Vjatšeslav`, `Vjačeslavs`), `ž` for `zh` (`Nadežda`),
// `j` for `y` (`Jaroslav`, `Ksenija`), `Ludmila` without the `j` of `Ljudmila`. Beside them `Lebedzeu`,
// `Petrava` went unread (`Vjatšeslav Lebedzeu`, `Ludmila Petrava`); a Latvian man's `-s` is read off.
const REGISTER_SLAVIC_GIVEN: ReadonlySet<string> = new Set([
  'ludmila', 'vjatseslav', 'vjaceslav', 'nadezda', 'ksenija', 'zanna', 'jaroslav', 'jaroslava', 'svjatoslav', 'jelizaveta',
  'olesja', 'aljona', 'arkadi', 'arkadij', 'zahhar', 'zahar', 'jefim', 'jemeljan', 'prohhor', 'prohor', 'taisija',
  'jevdokija', 'snezana', 'uljana', 'ulijana', 'gleb', 'trofim',
]);
/** A Latvian man's `-s` after a consonant in a word of five letters or more (`Vjačeslavs`, `Andrejs`), folded: read off, the word is the name as other registers write it. */
export const LATVIAN_MANS_S_AFTER_CONSONANT = /(?<=^.{3,}[^aeiou])s$/;

/** Whether a folded word is a common Russian given name as the Estonian and Latvian registers write it (`Vjatšeslav`, `Jaroslava`, `Vjačeslavs`). */
export const isRegisterSlavicGivenName = (word: string): boolean =>
  REGISTER_SLAVIC_GIVEN.has(word.replace(LATVIAN_MANS_S_AFTER_CONSONANT, ''));

const isSlavicWord = (word: string): boolean =>
  RUSSIAN_OF_OTHER.has(spellingKey(word)) || OTHER_OF_RUSSIAN.has(spellingKey(word)) || isSlavicTransliteration(word, [word])
  || isRegisterSlavicGivenName(word);

/** The words with each surname `read` (as written where its ending is not the one read), beside another Slavic word; null where none is. */
function surnameEndingsRead(words: readonly string[], read: (word: string) => string): string[] | null {
  const out = words.map((w, i) => (words.some((o, j) => j !== i && isSlavicWord(o)) ? read(w) : w));
  return out.some((w, i) => w !== words[i]) ? out : null;
}

/** A Belarusian surname's ending (and a common stem) in the Russian form; the word as written where it has none. */
function russianEndingOfBelarusian(word: string): string {
  const ending = BELARUSIAN_SURNAME_ENDING.test(word) ? word.replace(BELARUSIAN_SURNAME_ENDING, '$1v')
    : BELARUSIAN_UNSTRESSED_ENDING.test(word) ? word.replace(BELARUSIAN_UNSTRESSED_ENDING, 'ov')
      : word.replace(BELARUSIAN_WOMANS_ENDING, 'ova').replace(BELARUSIAN_ENKA, 'enko');
  const stem = russianStemOfBelarusian(ending);
  return ending === word && stem === word ? word : stem.replace(BELARUSIAN_YO, 'yo');
}

/**
 * The words with a Belarusian surname's `-ou`, `-eu`, `-au` written as the Russian `-ov`, `-ev`, `-ov` (`Dzmitry
 * IVANOU` as `Dzmitry Ivanov`, `Mikalai ALEKSEEU` as `Mikalai Alekseev`, `Raman RAMANAU` as `Raman Romanov`), a woman's `-ava` as `-ova`
 * (`Tatsiana PETRAVA` as `Tatsiana Petrova`), an `-enka` as `-enko` (`LUKASHENKA` as `Lukashenko`), a common
 * stem as Russian writes it (`Aliaksandr KAVALIOU` as `Aliaksandr Kovalyov`, `SHAUTSOU` as `Shevtsov`) and
 * its `dz` before `e`, `i` as `d` (`Ihar LEBEDZEU` as `Ihar Lebedev`), where the name is otherwise Slavic,
 * each so read, the `dz` as written first; none where it writes none. The readings start from them:
 * `Ivanovs`, `Aleksejevs`, `Lukašenko`, `Kovaļovs`, `Ševcovs`, `Lebedevs`.
 */
export function russianOfBelarusianSurname(words: readonly string[]): string[][] {
  const ending = surnameEndingsRead(words, russianEndingOfBelarusian);
  if (ending === null) return [];
  // Its `dz` kept too, as a register may write it (`Lebedzevs`).
  const hardD = surnameEndingsRead(words, (w) => {
    const read = russianEndingOfBelarusian(w);
    return read === w ? w : read.replace(BELARUSIAN_SOFT_D, 'd');
  });
  return hardD !== null && hardD.join(' ') !== ending.join(' ') ? [ending, hardD] : [ending];
}

/** The other way: a Russian surname's `-ov`, `-ev` as a Belarusian passport writes it (`Sergei PETROV` as `Sergei Petrou`). */
export const belarusianOfRussianSurname = (words: readonly string[]): string[] | null =>
  surnameEndingsRead(words, (word) => word.replace(RUSSIAN_SURNAME_ENDING, '$1u'));
