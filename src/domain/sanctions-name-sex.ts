// A man's name and a woman's formed from it are two people's names, a sister's or a wife's, never a
// typo of each other: `Oleksandra` is one letter from `Oleksandr`, `Petrova` one from `Petrov`, and
// an owner so named born on the day the list gives for the man was flagged. Each pair below is a
// man's ending and the woman's the same stem takes, in the folded letters words are compared in:
// Russian and Ukrainian (`Petrov` `Petrova`, `Valeriy` `Valeriya`, `Kovalevskiy` `Kovalevskaya`),
// Polish (`Kowalski` `Kowalska`), Latvian (`Petrovs` `Petrova`, `Bērziņš` `Bērziņa`, `Eglītis`
// `Eglīte`) and Lithuanian (`Kazlauskas` `Kazlauskienė`, `Kazlauskaitė`, `Kazlauskė`). The man's
// bare stem ends in a consonant or a glide (`Oleksandr`, `Valeriy`), and a man's given name ending in
// `-a` (MENS_NAMES_IN_A: `Nikita`, `Danila`) is no woman's form of anything; a woman's name written by
// a register's spelling keeps its own ending, so it is never paired this way with the listed woman's.

import { boundedLevenshtein } from './sanctions-tokens.ts';
import { BELARUSIAN_ENKA, isRegisterSlavicGivenName, russianOfOtherForm } from './sanctions-name-given-forms.ts';
import { isGivenNameOfTable } from './sanctions-name-ukrainian.ts';
import { SLAVIC_GIVEN } from './sanctions-name-slavic.ts';

const BARE_FEMININE = ['a', 'ia', 'iia', 'ija', 'iya', 'ya', 'ja', 'ina'];
const SLAVIC_ADJECTIVE_MALE = ['skiy', 'skii', 'skij', 'sky', 'ski', 'skis', 'skyi'];
const SLAVIC_ADJECTIVE_FEMALE = ['skaya', 'skaia', 'skaja', 'ska', 'skaa'];
// Latvian `-s`, `-š`, `-is` and the woman's `-a`, `-e`; Lithuanian `-as`, `-is`, `-us`, `-ys` and the
// woman's `-ienė`, `-aitė`, `-ytė`, `-(i)ūtė`, `-ė`. Not Lithuanian `-as` against a bare `-a`: a man's
// name ending in `-a` (`Luka`, `Nikita`) is written `Lukas` by a Lithuanian register.
const LATVIAN_MALE = ['s', 'is'];
const LATVIAN_FEMALE = ['a', 'e'];
const LITHUANIAN_MALE = ['as', 'is', 'us', 'ys'];
const LITHUANIAN_FEMALE = ['e', 'iene', 'aite', 'yte', 'ute', 'iute'];

const ENDING_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ...BARE_FEMININE.map((f) => ['', f] as const),
  ...SLAVIC_ADJECTIVE_MALE.flatMap((m) => SLAVIC_ADJECTIVE_FEMALE.map((f) => [m, f] as const)),
  ...LATVIAN_MALE.flatMap((m) => LATVIAN_FEMALE.map((f) => [m, f] as const)),
  ...LITHUANIAN_MALE.flatMap((m) => LITHUANIAN_FEMALE.map((f) => [m, f] as const)),
  ['oy', 'aya'], ['oi', 'aia'],
];

// Men's given names ending in `-a` or `-e`, folded, as the lists, the passports and the registers write
// them (Russian Никита, Илья, Кузьма, Фома, Лука, Савва, Данила, Гаврила; Ukrainian Микола, Микита; Latvian
// `Ņikita`, `Iļja`; Finnish `Jukka`, `Pekka`, `Juha`, `Mika`, `Ville`, `Kalle`): `Danila` is `Danil`'s other
// form, no sister's (`Danil ROMANOV` and an owner `Danila Romanovs`), and a name holding one is a man's
// (plainlyMale), so `Jukka Mikael VIRTANEN`'s twin sister `Mikaela` is no typo of him.
const MENS_NAMES_IN_A: ReadonlySet<string> = new Set([
  'nikita', 'mikita', 'mykyta', 'ilya', 'ilja', 'ilia', 'illia', 'iliya', 'kuzma', 'foma', 'luka', 'savva', 'sava',
  'mykola', 'mikola', 'danila', 'gavrila',
  'jukka', 'pekka', 'juha', 'mika', 'vesa', 'esa', 'ilkka', 'pirkka', 'joona', 'ville', 'kalle', 'jere',
]);

// Men's given names a letter or two from a woman's given name (`Lauri` and `Laura`, `Pirkka` and `Pirkko`,
// `Mikael` and `Mikaela`, `Mario` and `Maria`, `Christian` and `Christina`, `Alexander` and `Alexandra`):
// each man's name and the woman's. Two people's names whatever the rest of the name says: `Daniela Laine`
// born on the day listed for `Daniel LAINE` is his twin sister, a Finnish surname's `-e` or folded `-ä`
// (`Laine`, `Mäkelä`) ending as a Latvian woman's (`Vītola`) does and saying nothing of sex, so the name
// is no plainly male one. Two letters apart in a word of eight or more is a typo too (`Christina` and
// `Christian`, `Kristiina` and `Kristjan`, `Aleksandra` and `Aleksander`, folded from `Alexander`).
const MAN_AND_WOMAN: ReadonlyArray<readonly [string, string]> = [
  ['lauri', 'laura'], ['pauli', 'paula'], ['hannu', 'hanna'], ['petri', 'petra'], ['pirkka', 'pirkko'],
  ['mikael', 'mikaela'], ['michael', 'michaela'], ['daniel', 'daniela'], ['gabriel', 'gabriela'], ['paul', 'paula'],
  ['julian', 'juliana'], ['adrian', 'adriana'], ['martin', 'martina'], ['simon', 'simona'], ['robert', 'roberta'],
  ['kristian', 'kristiana'], ['mario', 'maria'], ['paolo', 'paola'], ['carlo', 'carla'], ['antonio', 'antonia'],
  ['francesco', 'francesca'], ['giulio', 'giulia'], ['julio', 'julia'], ['luis', 'luisa'],
  ['christian', 'christina'], ['christian', 'christine'], ['christian', 'christiane'], ['kristian', 'kristina'], ['kristian', 'kristiina'],
  ['kristjan', 'kristina'], ['kristjan', 'kristiina'], ['aleksander', 'aleksandra'], ['emmanuel', 'emmanuelle'],
  ['frederik', 'frederikke'], ['gabriel', 'gabrielle'], ['patrick', 'patricia'], ['stephan', 'stephanie'],
  ['aleksandre', 'aleksandra'], ['valentin', 'valentine'], ['valentino', 'valentina'], ['julian', 'juliane'],
  ['dominik', 'dominika'], ['henrik', 'henrika'], ['eerik', 'eerika'], ['kristo', 'krista'], ['marian', 'mariana'],
  ['roman', 'romana'], ['raimond', 'raimonda'], ['francisco', 'francisca'], ['fernando', 'fernanda'],
  ['alessandro', 'alessandra'], ['giovanni', 'giovanna'], ['emanuel', 'emanuela'], ['manuel', 'manuela'],
  ['luciano', 'luciana'], ['mariano', 'mariana'], ['adriano', 'adriana'], ['louis', 'louise'],
];
const othersOf = (k: 0 | 1): ReadonlyMap<string, readonly string[]> => MAN_AND_WOMAN.reduce((m, pair) =>
  m.set(pair[k], [...(m.get(pair[k]) ?? []), pair[1 - k]!]), new Map<string, string[]>());
const WOMEN_OF_MAN = othersOf(0);
const MEN_OF_WOMAN = othersOf(1);

// The man's name as a Baltic register writes it, with its ending (`Daniels`, `Lauris`, `Danielius`), the
// reading a listed `Daniel` is compared in; the woman's keeps her `-a`.
const BALTIC_MENS_ENDINGS = ['', 's', 'is', 'as', 'us', 'ys', 'ius'];
const womanOfMan = (man: string, woman: string): boolean => BALTIC_MENS_ENDINGS.some((ending) =>
  man.endsWith(ending) && (WOMEN_OF_MAN.get(man.slice(0, man.length - ending.length)) ?? []).includes(woman));

// A word nearer the other sex's name of a name of the table than that name itself is a spelling of the
// other sex's name: a reading of a listed `Christian` (`Cristian`, the registers' spelling) or `Francesco`
// (`Franciesco`, the Polish) is his name against an owner `Christina`, `Francesca`, no typo of hers.
const SPELLING_APART = 3;
const spellsOtherSexOf = (word: string, named: string): boolean => {
  const others = [...(WOMEN_OF_MAN.get(named) ?? []), ...(MEN_OF_WOMAN.get(named) ?? [])];
  if (others.length === 0) return false;
  const apart = boundedLevenshtein(word, named, SPELLING_APART);
  return others.some((other) => boundedLevenshtein(word, other, SPELLING_APART) < apart);
};

/** Whether two folded words are a man's given name and a woman's a letter or two from it (`Mikael` and `Mikaela`, `Daniels` and `Daniela`, `Christian` and `Christina`), or a spelling of one of them, two people's names whatever the rest of the name says. */
export const areGivenNamesOfTwoSexes = (a: string, b: string): boolean =>
  womanOfMan(a, b) || womanOfMan(b, a) || spellsOtherSexOf(a, b) || spellsOtherSexOf(b, a);

const MIN_STEM = 3;
const ENDS_PLAINLY_MALE = /(?:[^aeiou]|ii)$/;

// The stems are nearer each other than the words: the endings are a letter or more of what sets them
// apart. So also where a reading gives the stem another spelling: the Russian reading `Aleksandr` of the
// listed Ukrainian `Oleksandr` against an owner `Oleksandra`, two letters apart, a typo in a long word.
const MAX_APART = 2;

// A Slavic man's given name ending in a vowel, `-ij` or `-ii` (`Evgeni`, `Evgenij`, `Yevgenii`, the
// Ukrainian `Petro`, a passport's reading of `Petr`) and the Belarusian `-au` (`Stanislau`, of
// `Stanislav`), against the woman's `-ia`, `-a`, `-ava` (`Evgenia`, `Petra`, `Stanislava`): a bare stem
// ending in a vowel is no man's in general (`Mari` and `Maria` are two women's), so only where the
// man's word is a Slavic given name of the tables. His twin sister born on his day was flagged at 0.95.
const SLAVIC_GIVEN_ENDING_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['i', 'ia'], ['ij', 'ia'], ['ii', 'ia'], ['iy', 'ia'], ['o', 'a'], ['au', 'ava'],
];

const formsOf = (male: string, female: string, apart: number): boolean => {
  if (MENS_NAMES_IN_A.has(female)) return false;
  const endsAs = ([m, f]: readonly [string, string]) => {
    if (!male.endsWith(m) || !female.endsWith(f)) return false;
    const stem = male.slice(0, male.length - m.length);
    if (stem.length < MIN_STEM || (m === '' && !ENDS_PLAINLY_MALE.test(stem))) return false;
    return boundedLevenshtein(stem, female.slice(0, female.length - f.length), MAX_APART) < apart;
  };
  return ENDING_PAIRS.some(endsAs) || (SLAVIC_GIVEN_ENDING_PAIRS.some(endsAs) && isSlavicGivenName(male));
};

/**
 * Which of two different folded words, at most two letters apart, is a man's name the other is the
 * woman's form of (or of a spelling of it): `a`, `b`, or null where they are no such pair.
 */
export function manOfPair(a: string, b: string): 'a' | 'b' | null {
  const apart = boundedLevenshtein(a, b, MAX_APART);
  if (apart === 0 || apart > MAX_APART) return null;
  return formsOf(a, b, apart) ? 'a' : formsOf(b, a, apart) ? 'b' : null;
}

// A name is plainly a man's where no word of it ends as a woman's (`-a`, `-e`, folded `-ė`): a list
// writing a woman's surname in the man's form writes her given name as hers (`Elena KUZNETSOV`, whom
// a register names `Jeļena Kuzņecova`). A man's given name in `-a` ends so and is a man's: `Danila
// IVANOV` is as plainly a man as `Daniil IVANOV`, and `Daniela Ivanova` born on his day his twin sister.
// So is a Belarusian surname's `-enka`, a man's and a woman's alike (`Aliaksandr LUKASHENKA`, whose
// twin sister `Aleksandra Lukašenko` is no typo of him).
const WOMANS_ENDING = /[ae]$/;

/** Whether a name's folded words are plainly a man's (none ends as a woman's word does, a man's given name in `-a` and a Belarusian `-enka` aside). */
export const plainlyMale = (words: readonly string[]): boolean =>
  !words.some((w) => WOMANS_ENDING.test(w) && !MENS_NAMES_IN_A.has(w) && !BELARUSIAN_ENKA.test(w));

// A Slavic man's given name beside a surname that says nothing of sex (`Aleksandr LAINE`, `Jevgenijs
// VIRTANEN`) is a man's name: his twin sister `Aleksandra Laine`, born on his day, a letter from him,
// was flagged at 0.95, the Finnish `-e` leaving the name no plainly male one. Where the name holds a
// Slavic woman's surname (`Aleksandr Petrova`), its given name may be a register's typo of hers, and
// pairs as one. A word of five letters or more ending so: `-ova`, `-eva`, `-ina`, `-yna`, `-aya` (`-aja`,
// `-aia`), the Belarusian `-ava`, the Polish `-ska`, `-cka`, the Lithuanian `-ienė`, `-aitė`, `-ytė`, `-ūtė`.
const SLAVIC_WOMANS_SURNAME = /(?:ova|eva|ina|yna|ava|aya|aja|aia|ska|cka|iene|aite|yte|ute)$/;
const BALTIC_ENDING = /(?<=[^aeiouy])(?:s|is|as|us)$/;

/** Whether no word of a name's folded words ends as a Slavic woman's surname does (`Petrova`, `Kovalevskaya`, `Ivanava`), so that a Slavic given name tells its sex. */
export const noSlavicWomansSurname = (words: readonly string[]): boolean =>
  !words.some((w) => w.length >= 5 && SLAVIC_WOMANS_SURNAME.test(w));

// A Slavic given name of the tables (`Aleksandr`, `Yevgeniy`, `Ivan`, the Belarusian `Aliaksandr`) or as
// the Estonian and Latvian registers write it (`Jaroslav`, `Vjatšeslav`, whose `j`, `tš` no spelling of the
// tables reaches: his twin sister `Jaroslava Laine` was flagged at 0.95 for `Jaroslav LAINE`), a Baltic
// register's ending aside (`Aleksandrs`, `Jevgenijs`).
const isSlavicGivenName = (word: string): boolean => [word, word.replace(BALTIC_ENDING, '')].some((w) =>
  isGivenNameOfTable(w) || SLAVIC_GIVEN.has(w) || russianOfOtherForm([w]) !== null || isRegisterSlavicGivenName(w));

/**
 * Whether a man's word and a woman's formed from it (manOfPair) are Slavic given names: the man's
 * is one of the tables, or the woman's without its `-a` (`Vitalija` against `Witalijs`, a German
 * passport's reading of the listed `Vitalijs`).
 */
export const areSlavicGivenNames = (man: string, woman: string): boolean =>
  isSlavicGivenName(man) || isSlavicGivenName(woman.replace(/a$/, ''));

/**
 * Whether two folded words are the Lithuanian register's man's `-as` and a woman's `-a` of one Slavic
 * name or of two spellings of it (`Aleksandras` and `Aleksandra`, `Petrovas` and `Petrova`, `Aleksandras`
 * and the Ukrainian reading `Oleksandra`): either without its ending a Slavic given name of the tables,
 * or the woman's a Slavic woman's surname. A letter apart, as a Baltic ending is (`Ivanovs`, `Ivanov`),
 * they were read as one name's spellings: `Aleksandras Petrovas`, born on the day the list gives for
 * `Aleksandra PETROVA`, her twin brother, matched at 1. A man's given name in `-a` is written `-as` by
 * the register (`Nikita`, `Nikitas`), and pairs as before.
 */
export const areLithuanianMansAndWomans = (a: string, b: string): boolean => {
  const womansOf = (man: string, woman: string) => {
    if (!man.endsWith('as') || !woman.endsWith('a') || woman.endsWith('as') || MENS_NAMES_IN_A.has(woman)) return false;
    const [manStem, womanStem] = [man.slice(0, -2), woman.slice(0, -1)];
    return boundedLevenshtein(manStem, womanStem, 1) <= 1 && (isSlavicGivenName(manStem) || isSlavicGivenName(womanStem)
      || (woman.length >= 5 && SLAVIC_WOMANS_SURNAME.test(woman)));
  };
  return womansOf(a, b) || womansOf(b, a);
};
