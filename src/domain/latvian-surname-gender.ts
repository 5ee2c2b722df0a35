// A Latvian woman's name typed with her family's masculine surname: Russian text often keeps one
// form of a Latvian surname for a family (`Клявиньш Иева`), where the register writes a woman's in
// its feminine form (`Kļaviņa Ieva`, as `Bērziņa`, `Balode`, `Žagare` for `Bērziņš`, `Balodis`,
// `Žagars`). The gendered forms are other words to every other reading (a namesake's `Jānis
// Bērziņa` is no `Jānis Bērziņš`): this one is read only against the names of the people born that
// day, where nothing else found anyone (services/persons.ts, fullerOrShorter), and only where every
// other word typed is the register's and a woman's given name known as one (WOMENS_GIVEN_NAMES).

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
  'aleksandra', 'alla', 'anastasija', 'anastassia', 'darja', 'galina', 'inna', 'irina', 'jekaterina', 'jelena',
  'jevgenija', 'julija', 'julia', 'kristina', 'ksenija', 'larisa', 'ljudmila', 'lubova', 'ludmila', 'marija', 'marina',
  'nadezda', 'natalija', 'natalja', 'oksana', 'olga', 'polina', 'svetlana', 'tamara', 'tatjana', 'valentina', 'vera',
  'veronika', 'viktorija', 'zanna',
]);
const isWomansGivenName = (word: string) => WOMENS_GIVEN_NAMES.has(word);

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
