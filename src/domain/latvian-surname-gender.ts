// A Latvian woman's name typed with her family's masculine surname: Russian text often keeps one
// form of a Latvian surname for a family (`Клявиньш Иева`), where the register writes a woman's in
// its feminine form (`Kļaviņa Ieva`, as `Bērziņa`, `Balode`, `Žagare` for `Bērziņš`, `Balodis`,
// `Žagars`). The gendered forms are other words to every other reading (a namesake's `Jānis
// Bērziņa` is no `Jānis Bērziņš`): this one is read only against the names of the people born that
// day, where nothing else found anyone (services/persons.ts, fullerOrShorter), and only where every
// other word typed is the register's and a woman's given name known as one (WOMENS_GIVEN_NAMES).
import { foldTokens } from './fold.ts';
import { writesMarked } from './person-name-long-vowels.ts';

/**
 * The feminine forms of a folded masculine surname: `-š` (`-ņš` folds `-ns`) as `-a`; `-is` as
 * `-e` (`Balodis`, `Balode`); another `-s` as `-a` or `-e` (`Ozols`, `Ozola`; `Žagars`, `Žagare`),
 * both read, as the names of the day tell which, and two found answer neither.
 */
function feminineForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s')) return [];
  if (word.endsWith('is')) return [`${word.slice(0, -2)}e`];
  const stem = word.slice(0, -1);
  return /[aeiouy]$/.test(stem) ? [] : [`${stem}a`, `${stem}e`];
}

// Women's given names as the Latvian (and Estonian) register writes them, folded: the commonest
// Latvian ones and the Russian ones a Latvian register holds. A word of a typed name is read as a
// woman's given name only where it is one of these: `Клявиня Янис` (Jānis typed with the feminine
// surname) is no `Kļaviņa Jane`, nor `Мартиньш Клявиня` a `Kļaviņa Mārtiņa`, as which word is
// the given name is told by no ending (a surname `Kļaviņa`, a given name `Ieva`).
const WOMENS_GIVEN_NAMES = new Set([
  'agita', 'agnese', 'aiga', 'aija', 'alise', 'anita', 'anna', 'antra', 'arta', 'ausma', 'baiba', 'biruta', 'dace',
  'dagnija', 'daiga', 'diana', 'dina', 'dzintra', 'elina', 'elza', 'emilija', 'evija', 'gita', 'guna', 'gunta', 'ieva',
  'ilona', 'iluta', 'ilze', 'inara', 'indra', 'inese', 'inga', 'inguna', 'inta', 'iveta', 'jana', 'jolanta', 'katrina',
  'kitija', 'kristine', 'lasma', 'laura', 'lelde', 'liene', 'liga', 'ligita', 'linda', 'madara', 'maija', 'mara',
  'marite', 'marta', 'monta', 'nina', 'paula', 'rita', 'ruta', 'sabine', 'sandra', 'sanita', 'santa', 'sarmite',
  'sintija', 'silvija', 'skaidrite', 'sofija', 'velta', 'vija', 'vineta', 'zane',
  'aina', 'anete', 'benita', 'dzidra', 'egita', 'elita', 'elvira', 'evita', 'gunita', 'ilga', 'ilva', 'ingrida', 'lilita',
  'mirdza', 'rasma', 'renate', 'rudite', 'solvita', 'vizma', 'zaiga', 'zenta',
  'aleksandra', 'alla', 'anastasija', 'anastassia', 'darja', 'galina', 'inna', 'irina', 'jekaterina', 'jelena',
  'jevgenija', 'julija', 'julia', 'kristina', 'ksenija', 'larisa', 'ljudmila', 'lubova', 'ludmila', 'marija', 'marina',
  'nadezda', 'natalija', 'natalja', 'oksana', 'olga', 'polina', 'svetlana', 'tamara', 'tatjana', 'valentina', 'vera',
  'veronika', 'viktorija', 'zanna',
]);
/** Whether a folded word is a woman's given name as the Latvian register writes it (WOMENS_GIVEN_NAMES). */
export const isWomansGivenName = (word: string) => WOMENS_GIVEN_NAMES.has(word);

/**
 * Whether a name of the day (its order-free key's words) is one of `readings` (order-free keys of
 * the typed name as the registers write it) with one masculine surname typed for the feminine one
 * the name holds (`ieva klavins` and `ieva klavina`): every other word the same, each a woman's
 * given name. Null where no reading holds a masculine surname beside a woman's given names alone.
 */
export function masculineSurnameTyped(readings: readonly string[]): ((words: readonly string[]) => boolean) | null {
  const forms: Array<{ others: string[]; feminine: string[] }> = [];
  for (const key of readings) {
    const words = key.split(' ');
    if (words.length < 2) continue;
    words.forEach((word, i) => {
      const feminine = feminineForms(word);
      const others = words.filter((_, j) => j !== i);
      if (feminine.length > 0 && others.every(isWomansGivenName)) forms.push({ others: others.sort(), feminine });
    });
  }
  if (forms.length === 0) return null;
  return (words) => forms.some(({ others, feminine }) => words.length === others.length + 1 && words.some((word, i) => feminine.includes(word)
    && words.filter((_, j) => j !== i).sort().every((w, k) => w === others[k])));
}

// A Latvian surname's `-š`, and the marked letters before it, as typed without marks the Latvian
// way (`sh`, and `ņ`, `ļ`, `ķ`, `ģ`, `ž`, `č` as `nj`, `lj`, `kj`, `gj`, `zh`, `ch`).
const PAIRS: Record<string, string> = { sh: 'š', zh: 'ž', ch: 'č', nj: 'ņ', lj: 'ļ', kj: 'ķ', gj: 'ģ' };
const PAIR = /sh|zh|ch|nj|lj|kj|gj/y;

/** A stem with each letter pair after its first letter read as one letter, and the marked letter each place read stands for. */
function stemRead(stem: string): { stem: string; marked: Map<number, string> } {
  let out = '';
  const marked = new Map<number, string>();
  for (let i = 0; i < stem.length;) {
    PAIR.lastIndex = i;
    if (i > 0 && PAIR.test(stem)) {
      marked.set(out.length, PAIRS[stem.slice(i, i + 2)]!);
      out += stem[i]!;
      i += 2;
    } else out += stem[i++]!;
  }
  return { stem: out, marked };
}

/** A woman's name typed with her family's masculine surname written with `sh` for its `-š` (masculineSurnameSpelled). */
export interface MasculineSurnameSpelled {
  /** The order-free keys with that `sh` read as the `-š` it stands for (`ieva klavins`), for masculineSurnameTyped. */
  keys: string[];
  /**
   * Whether a register's name is one of them in the feminine form, word for word: the same given
   * names, each a woman's, and the surname's feminine form writing the marked letter at each
   * other pair read (`Kļaviņa Ieva` for `Ieva Klavinjsh`); the `-š` the feminine form drops is the
   * one letter not asked for.
   */
  writtenIn: (registerName: string) => boolean;
}

/**
 * A Latvian woman's name typed in Latin letters without marks, her family's masculine surname's
 * `-š` written `sh` as English spelling writes it (`Ieva Klavinsh` for `Kļaviņš`, where the
 * register writes her `Kļaviņa Ieva`): the `š` the `sh` stands for is the one the feminine form
 * drops, so no register's name writes it, and the check's rule that a typed pair find a name only
 * where the register writes the marked letter (person-name-pairs-transliterated.ts) left her
 * unfound. The other pairs of the surname are still asked for (`Klavinjsh` is `Kļaviņa`'s only
 * where the register writes the `ņ`), and every other word must be a woman's given name
 * (WOMENS_GIVEN_NAMES), as for masculineSurnameTyped. Null for a name typed in Cyrillic, of one
 * word, or with no other word a woman's given name or no word of five letters or more ending in `sh`.
 */
export function masculineSurnameSpelled(name: string): MasculineSurnameSpelled | null {
  const nfc = name.normalize('NFC');
  if (/[\u0400-\u04FF]/u.test(nfc)) return null;
  const words = foldTokens(nfc);
  if (words.length < 2) return null;
  const reads: Array<{ others: string[]; stem: string; marked: Map<number, string> }> = [];
  words.forEach((word, i) => {
    const others = words.filter((_, j) => j !== i);
    if (word.length < 5 || !word.endsWith('sh') || !others.every(isWomansGivenName)) return;
    const read = stemRead(word.slice(0, -2));
    // A stem ending in a vowel holds no `-š` (`Natasha` is no surname read so).
    if (/[aeiouy]$/.test(read.stem)) return;
    reads.push({ others, ...read });
  });
  if (reads.length === 0) return null;
  const keys = reads.map((r) => [...r.others, `${r.stem}s`].sort().join(' '));
  const writtenIn = (registerName: string) => reads.some(({ others, stem, marked }) => {
    const registerWords = foldTokens(registerName.normalize('NFC'));
    if (registerWords.length !== others.length + 1) return false;
    // `-š` is `-a` in the feminine form (`Bērziņš`, `Bērziņa`), never `-e`.
    return writesMarked([...others.map((word) => ({ word, marked: new Map<number, string>() })), { word: `${stem}a`, marked }], registerName);
  });
  return { keys, writtenIn };
}
