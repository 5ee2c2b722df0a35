// A name of Russian, Ukrainian or Belarusian origin is written in Latin letters differently by
// each register and by a passport: Сергей Петров is `Sergey Petrov` in an English-language
// passport, `Sergei Petrov` in the Estonian register, `Sergej Petrov` in the Lithuanian and
// `Sergejs Petrovs` in the Latvian, which also adds the Latvian ending. The person check reads a
// typed name as typed and as each register would write it, together (services/persons.ts), so
// one person's roles under every spelling answer; the birth date still has to match exactly.
import { foldTokens } from './fold.ts';
import { apostrophesRead } from './name-apostrophe.ts';

type Register = 'EE' | 'LT' | 'LV';
const REGISTERS: readonly Register[] = ['EE', 'LV', 'LT'];
// The person check searches the roles the Estonian and Latvian registers name: the Lithuanian
// register publishes no officer's, member's or owner's name in its open data. A Lithuanian
// document's spelling is still read, as the Latvian and Estonian registers may write a Lithuanian
// citizen's name so (`Černov Viačeslav`), but after the Estonian and Latvian readings of every
// spelling (readingKeys, `lt`): where it came first, `Vyacheslav Vasiliev` lost the Latvian
// `Vasiļjevs Vjačeslavs` under the cap. Sanctions screening reads the three in turn, as evaluated.
type LtReadings = 'with' | 'without' | 'only';
const lithuanianAs = (lt: LtReadings, registers: readonly Register[]) =>
  lt === 'with' ? registers : registers.filter((r) => (r === 'LT') === (lt === 'only'));

const VOWEL = 'aeiouy';
const isConsonant = (ch: string | undefined) => ch !== undefined && /[a-z]/.test(ch) && !VOWEL.includes(ch);

/**
 * The stem a typed word shares with every register's spelling: `x` as `ks`, a Latvian male
 * ending `-s` after a consonant or `j` dropped (`Sergejs`, `Petrovs`, `Boriss`; `Boris`, `Jonas`
 * keep theirs), a `y` or `i` sounded as `j` written `j` (`Yuri`, `Fyodor`, `Andreyev`). For a
 * person's name (`softIo`) so is an `io` or `iu` after a consonant, as a Lithuanian document writes
 * `ё` and `ю` there (`Piotr`, `Fiodorov`, `Liudmila`; not the Lithuanian ending `-ius` of `Darius`);
 * a company's words keep theirs (`Radio`, `Union`, `Aviation`).
 */
function stem(word: string, softIo: boolean): string {
  // Each pattern is run only on a word holding its letters: most words hold none.
  let s = word.includes('x') ? word.replace(/x/g, 'ks') : word;
  if (s.length >= 4 && s.endsWith('s') && (isConsonant(s[s.length - 2]) || s[s.length - 2] === 'j')) s = s.slice(0, -1);
  s = s.replace(/^[yi](?=[aeou])/, 'j');
  if (s.includes('y')) s = s.replace(/y(?=[eou])/g, 'j');
  return softIo && (s.includes('io') || s.includes('iu')) ? s.replace(/(?<=[^aeiouy])i(?=o|u(?!s?$))/g, 'j') : s;
}

// The Lithuanian register writes `я`, `ё`, `ю` after a consonant as `ia`, `io`, `iu` (Viačeslav,
// Piotr, Fiodorov, Liudmila), where the Estonian and Latvian write `ja`, `jo`, `ju` (Pjotrs,
// Fjodorov); after a soft sign as they do (Solovjov): so both are its readings.
const LT_SOFTENED = /(?<=[^aeiouyj])[jy](?=[aou])/;
const LT_SOFTENED_ALL = new RegExp(LT_SOFTENED, 'g');

// The sound of a few Cyrillic letters, as typed in English and as each register writes it
// (folded: the marks of š, ž, č, ļ are gone). In this order: `kh` becomes the Lithuanian `ch`
// only after every typed `ch` has been read.
const LETTERS: Array<{ typed: RegExp; EE: string; LV: string; LT: string }> = [
  { typed: /shch/g, EE: 'sts', LV: 'sc', LT: 'sc' },
  { typed: /zh/g, EE: 'z', LV: 'z', LT: 'z' },
  { typed: /ch/g, EE: 'c', LV: 'c', LT: 'c' },
  { typed: /sh/g, EE: 's', LV: 's', LT: 's' },
  { typed: /kh/g, EE: 'hh', LV: 'h', LT: 'ch' },
  { typed: /ts/g, EE: 'ts', LV: 'c', LT: 'c' },
];

// `й` before a consonant as an English-language passport may write it, `y` (`Mikhaylov`, `Zaytsev`,
// `Baykov`), where ICAO 9303 and every register write `i` (`Mihhailov`, Latvian `Mihailovs`,
// `Zaicevs`). The person check alone (eeTs): sanctions screening's readings are as evaluated.
const Y_BEFORE_CONSONANT = /(?<=[aeiou])y(?=[^aeiouyj])/g;

// `ia` or `ya` after a consonant as each register may write it: Estonian `Natalja`, `Tatjana`;
// Latvian and Lithuanian `Natalija`, `Marija` but also `Tatjana`; or as typed.
const MEDIAL_IA: Record<Register, Array<string | null>> = { EE: ['ja', null], LV: ['ija', 'ja', null], LT: ['ija', 'ja', null] };

// How a name ends after its stem: `-ey` (Sergey), `-ay` (Nikolay), `-oy`, and an `-i` sound
// (Dmitriy, Dmitry, Yuri, Yurii, Jurij).
const ENDINGS: Array<{ typed: RegExp; EE: string; LV: string; LT: string }> = [
  { typed: /e[yij]$/, EE: 'ei', LV: 'ejs', LT: 'ej' },
  { typed: /a[yij]$/, EE: 'ai', LV: 'ajs', LT: 'aj' },
  { typed: /o[yij]$/, EE: 'oi', LV: 'ojs', LT: 'oj' },
  { typed: /(?<=[^aeiouy])(?:iy|ii|ij|yi|y|i)$/, EE: 'i', LV: 'ijs', LT: 'ij' },
];

// `ch` (ч) as the Estonian register writes it, `tš` (folded `ts`), as it writes щ `štš`:
// `Vjatšeslav`, `Tšernov`. LETTERS keeps `c` for it, the reading sanctions screening was evaluated
// with; the person check reads the register's own (registerReadings, eeTs).
const EE_CH = /ch/g;
// `ия` (a passport's `iya`, `iia`, read `ija`: IYA) as the Estonian register writes it, `ia`:
// `Julia`, `Anastassia`, `Maria`, `Valeria`, as `я` after a vowel is `ja` there (`Beljajeva`). The
// Latvian and Lithuanian registers write `ija` (`Jūlija`, `Anastasija`). The person check alone
// (eeTs): sanctions screening, whose evaluation is of the readings without it, reads no `ия`.
const EE_IJA = /(?<=[^aeiouy])ija/g;
// `Л` before `ю`, `я` or `ё` at a name's start as the Latvian register writes it, `Ļ` (folded `l`):
// `Людмила` is `Ļudmila` or `Ludmila` there, where the Estonian writes `Ljudmila`, a passport
// `Lyudmila` or `Liudmila`, and `Любовь` `Ļubova`. The person check alone (eeTs).
const LV_SOFT_L = /^lj(?=[aou])/;
// The same `Ļ` or `Ņ` inside a name, after a vowel: `Алёна` is the Latvian `Aļona` (folded `alona`),
// the Estonian `Aljona`. Where a soft sign comes between, the Latvian register writes the `j` too
// (`Iļja`, `Uļjana`, `Vasiļjevs`), which a name typed in Latin letters does not tell: the reading
// without it is one more Latvian reading, after every other (readingKeys, lvSoft).
const LV_SOFT_MEDIAL = /(?<=[aeiouy])([ln])j(?=[aou])/g;
// Typed in Cyrillic, the letters tell it: `ль`, `нь`, `кь`, `гь` before `я`, `ю`, `ё` (`Наталья`,
// `Ульяна`, `Илья`) are the Latvian `ļj`, `ņj` (`Uļjana`, `Iļja`; Latvian text in Cyrillic writes its
// `j` after a consonant so, `Кришьянис`), read `lj` with the other registers; only `л`, `н`, `к`, `г`
// with the vowel and no sign between (`Алёна`, `Калниня`) are `ļ`, `ņ`, `ķ`, `ģ` alone. A word whose
// every such letter has its sign is read without them by no register: `natala` for `Наталья`, which
// took a place under the cap (`Илья Васильев` lost `ilja vasilev`). softLettersWords says which.
const SOFT_WITHOUT_SIGN = /[лнкг][яюё]/iu;
// A Latvian spelling's letters as the Estonian register writes them, the person check alone
// (lvToEe; sanctions screening, which reads eeTs too, reads as evaluated): `х` between vowels `hh` (Latvian `Mihails`, `Zaharovs`, Estonian `Mihhail`, `Zahharov`),
// as it writes `с` there `ss`; `ц` and `ч`, the Latvian and Lithuanian `c` and `č` (folded `c`),
// `ts` and `tš` (folded `ts`): `Kuzņecovs`, `Vjačeslavs` are `Kuznetsov`, `Vjatšeslav` there.
// That letter typed with its mark before `o` or `u`, `Aļona`, `Ļubova`: before `a` it is most often
// a Latvian name's own (`Liepiņa`, `Kalniņa`), which the other registers write as the Latvian.
const LV_SOFT_MARKED = /[ļņĻŅ](?=[ouūOUŪ])/u;
const LV_SOFT_MARKED_ALL = new RegExp(LV_SOFT_MARKED, 'gu');
// A typed word that may hold it (`Alyona`, `Aljona`, `Aliona`), before stem() reads `y`, `i` as `j`.
const LV_SOFT_TYPED = /[aeiouy][ln][jiy][aou]/;
// A Latvian name's own ending, `-is`, `-us`, `-š` (`Andris`, `Lācis`, `Cīrulis`, `Āboliņš`), as a
// name typed in Cyrillic by its sound writes it (`Лацис`, `Цирулис`, `Аболиньш`), to which the
// Latvian reading adds the `-s` of a Russian name (`Борис` is `Boriss`): the reading without it,
// with lvSoft, for a name typed in Cyrillic alone: `Boriss Ivanovs` typed is no `Boris Ivanovs`.
const LV_OWN_ENDING = /(?<=s)s$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const LV_OWN_ENDING_TYPED = /sh?$/;
// Latvian spelt in Cyrillic writes its ļ, ņ, ķ, ģ as `ль`, `нь`, `кь`, `гь` and, before a vowel, as
// `л`, `н`, `к`, `г` with `я`, `ю`, `ё`, after a consonant too: `Клявиньш`, `Клявиня` are `Kļaviņš`,
// `Kļaviņa` (folded `klavins`, `klavina`), as a Russian `кля` is a Latvian `kļa` (`Клюев`, `Kļujevs`).
// Folding drops the soft sign, so `нь` before a consonant or at a word's end is `n` already
// (`Берзиньш`, the older `Берзинь`, `berzins`); the `я` after it, read `j` (stem), is what is left out.
// For a name typed in Cyrillic alone (lvCyrillic): typed in Latin letters, `lj` after a consonant
// is as likely a name's own.
const LV_SOFT_CYRILLIC = /(?<=[a-z])([lnkg])j(?=[aou])/g;
const LV_SOFT_CYRILLIC_TYPED = /[lnkg]y[aou]/;
// A Latvian name's own `ie` at a word's start, `Иева` (`Ieva`), which stem() reads `je` as it reads
// a passport's `Iurii`, `Iosif`: kept in a name typed in Cyrillic, where `и` is never `й`.
const LV_IE = /^ie/;

/**
 * Of a name typed in Cyrillic, which of its folded words (`folded`) may hold a Latvian `ļ`, `ņ`, `ķ`,
 * `ģ` before a vowel (SOFT_WITHOUT_SIGN); null, every one, for a name in Latin letters, or where its
 * words are not those folding gives (one word folded into two).
 */
function softLettersWords(nfc: string, folded: readonly string[]): boolean[] | null {
  return cyrillicWordsWhere(nfc, folded, (w) => SOFT_WITHOUT_SIGN.test(w));
}

// `я` right after a consonant, typed in Cyrillic (`Клявиня`, `Вячеслав`), which the Latvian and
// Estonian registers write `ja` (Latvian `ļa`, `ņa` too) and the Lithuanian `ia`: never `ija`, as
// they write a `ya` typed in Latin letters after a consonant where it is `ья` (`Natalya`, Latvian
// `Natālija`). Those readings took the places under the cap (`Клявиньш Иева` lost `Kļaviņš Ieva`).
// A word holding `ья`, `ъя` or `ия` as well is read with them.
const HARD_YA = /[бвгджзклмнпрстфхцчшщ]я/iu;
const SOFT_YA = /[ьъи]я/iu;

/** Of a name typed in Cyrillic, which of its folded words hold HARD_YA alone; null as softLettersWords. */
function hardYaWords(nfc: string, folded: readonly string[]): boolean[] | null {
  return cyrillicWordsWhere(nfc, folded, (w) => HARD_YA.test(w) && !SOFT_YA.test(w));
}

function cyrillicWordsWhere(nfc: string, folded: readonly string[], holds: (word: string) => boolean): boolean[] | null {
  if (!CYRILLIC.test(nfc)) return null;
  const at = nfc.split(/[^\p{L}\p{M}]+/u).flatMap((w) => foldTokens(w).map(() => holds(w)));
  return at.length === folded.length ? at : null;
}
const EE_H_BETWEEN_VOWELS = /(?<=[aeiou])h(?=[aeiou])/g;
const EE_HH_NOT_BETWEEN_VOWELS = /(?<![aeiou])hh|hh(?![aeiou])/g;

/** A word's stem with its letters as `register` writes them: the part shared by its readings there. */
function lettersAsWritten(stemmed: string, register: Register, eeTs: boolean, lvToEe: boolean): string {
  let s = stemmed;
  if (eeTs && register === 'EE' && s.includes('ch')) s = s.replace(/shch/g, 'sts').replace(EE_CH, 'ts');
  // Every typed letter group but `ts` holds an `h`: most words hold neither.
  if (s.includes('h') || s.includes('ts')) for (const letter of LETTERS) s = s.replace(letter.typed, letter[register]);
  if (lvToEe && register === 'EE') {
    // `х`, typed `kh` and read `hh` above, as the Estonian register writes it: `hh` between vowels
    // alone (`Mikhail` is `Mihhail`), `h` elsewhere (`Kharlamov`, `Bakhtin`: `Harlamov`, `Bahtin`).
    if (s.includes('hh')) s = s.replace(EE_HH_NOT_BETWEEN_VOWELS, 'h');
    // A `c` left is no English `ch`, which is read above.
    if (s.includes('c')) s = s.replace(/c/g, 'ts');
    if (s.includes('h')) s = s.replace(EE_H_BETWEEN_VOWELS, 'hh');
  }
  return register === 'EE' && s.includes('s') ? s.replace(/(?<=[aeiou])s(?=[aeiou])/g, 'ss') : s;
}

// An `ia` or `ya` after a consonant, which MEDIAL_IA reads.
const MEDIAL = /(?<=[^aeiouy])[iy]a/;
// A `ya` after a consonant left as typed, which no register writes (`Vyacheslav`: `Vjatšeslav`,
// `Vjačeslavs`, `Viačeslav`).
const TYPED_YA = /(?<=[^aeiouy])ya/;

/** A word as `register` writes it, with `medialIa` for an `ia` after a consonant (or as typed), and its ending. */
function asWritten(lettered: string, register: Register, medialIa: string | null): string {
  const s = medialIa === null ? lettered : lettered.replace(/(?<=[^aeiouy])[iy]a/g, medialIa);
  // Every ending read ends in `y`, `i` or `j`: most words are not tried against them.
  const last = s[s.length - 1];
  const ending = last === 'y' || last === 'i' || last === 'j' ? ENDINGS.find((e) => e.typed.test(s)) : undefined;
  if (ending) return s.replace(ending.typed, ending[register]);
  // A Latvian man's name or surname ends in `-s` after a consonant; a woman's in `-a` keeps it.
  return register === 'LV' && isConsonant(s[s.length - 1]) ? `${s}s` : s;
}

// Keys returned at most for sanctions screening, whose evaluation is of the readings so capped.
export const MAX_TRANSLITERATIONS = 8;
// Keys returned at most for the person check, which reads them with the name as typed in one
// statement (store/persons-read.ts, NAME_KEY_SLOTS), each key one more seek of the index: its
// readings of a passport's spelling are more (a word's E read je, a surname's soft sign, and both),
// and a man's name of both, `Eduard Vasilev`, has 11, which 8 cut before the soft sign alone.
export const MAX_PERSON_CHECK_READINGS = 12;

// `ё`, which folding reads as `е` (fold.ts), so that `Фёдоров` meets `Федоров` as most Russian
// print writes it. The registers write its sound: Latvian `Fjodorovs`, `Pjotrs`, Estonian
// `Fjodorov`, as a passport's `Fyodorov`; read as `е` alone, `Пётр Фёдоров` never met them.
const YO = /[ёЁ]/;

// `е` where Russian sounds it `ye`: at a word's start, after a vowel or after a soft or hard sign
// (Елена, Евгений, Андреев, Григорьев), and the Ukrainian `є` anywhere. Folding reads both as
// `e`, while the registers write their sound: Estonian `Jelena`, `Jevgeni`, `Andrejev`, Latvian
// `Jeļena`, `Jevgēņijs`, `Grigorjevs`, as a passport's `Yelena`, `Andreyev` (stem() turns `ye`
// into `je`); read as `e` alone, `Елена Орлова` never met `Jelena Orlova`.
const SOUNDED_YE = /(?<![\p{L}\p{M}])е|(?<=[аеёиоуыэюяіїєъь])е|є/giu;
// `ия` (folded `iya`), a passport's `iya` or `iia`, which each register writes `ija`: `Мария`,
// `Mariya` and `Mariia` are `Marija`, `Анастасия` Latvian `Anastasija` (Estonian `Anastassia`: EE_IJA).
const IYA = /i[iy]a/g;
// A surname's `-ev`, `-eva` after a vowel, as a passport writes `Алексеев` (`Alekseev`, the
// `е` read as `e`), which each register writes `-jev`, `-jeva`: `Aleksejev`, `Aleksejevs`.
const VOWEL_EV = /(?<=[a-z]{2}[aeiou])e(?=va?$)/;
// Most words hold neither: they are tested by their letters before any pattern is run.
const iotatedWord = (word: string) => {
  let w = word.includes('ia') || word.includes('ya') ? word.replace(IYA, 'ija') : word;
  if (w.endsWith('ev') || w.endsWith('eva')) w = w.replace(VOWEL_EV, 'je');
  return w;
};
const HAS_E = /[еЕєЄ]/;
// That `е` at a word's start as a passport writes it in Latin letters: `E` (ICAO 9303, as Russian
// passports do since 2010 and most did before: `Elena`, `Ekaterina`, `Evgenii`, `Egorov`), where
// each register writes its sound (`Jelena`, `Jekaterina`, `Jevgeni`, Latvian `Jevgēņijs`, `Jegorovs`).
// Read so only before a consonant, as every such name has it: `Eero`, `Eeva` are read as typed.
const PASSPORT_YE = /^e(?=[^aeiouy])/;
// The names Russian writes with `Э`, which a passport and every register write `E` (`Эдуард` is
// `Eduard`, Latvian `Eduards`): never read `je`, whose readings took the places under the cap of
// the ones that find them (`Eduard Vassiliev` lost the Lithuanian `Eduard Vasiljev`).
const E_NAMES = new Set(['eduard', 'eduards', 'edgar', 'edgars', 'elvira', 'elmira', 'emma', 'erik', 'eriks', 'ella',
  'elina', 'emil', 'emils', 'emilia', 'emilija', 'eleonora', 'elza', 'evelina', 'ernest', 'ernests', 'edita', 'erast', 'erasts']);
const passportYe = (w: string) => w.startsWith('e') && PASSPORT_YE.test(w) && !E_NAMES.has(w);
// A surname's soft sign before its `-ев`, `-ева`, which a passport drops (ICAO 9303 writes `ь` as
// nothing: `Григорьев` `Grigorev`, `Васильев` `Vasilev`) or, as Soviet passports did, writes `i`
// (`Grigoriev`, `Vassiliev`), while the registers write its sound `j` (`Grigorjev`, Latvian
// `Vasiļjevs`, Estonian `Vassiljev`). Read so only after the consonants Russian surnames write `ь`
// after there (р, л, т, с, ф, н, в, б: Григорьев, Савельев, Игнатьев, Афанасьев, Прокофьев, Ананьев,
// Зиновьев, Воробьев), each after a vowel or т after н (Дементьев): never after д, з, к, г, ч, ш, ж,
// ц (Лебедев, Князев, Пугачев, Зайцев) nor after two consonants (Яковлев), which no ь precedes.
const SOFT_SIGN_EV = /(?:(?<=[aeiouy][lrstfnvb])|(?<=nt))e(?=va?$)/;
const SOFT_SIGN_IEV = /(?<=[^aeiouy])ie(?=va?$)/;
const softSignRead = (word: string): string | null => {
  if (!word.endsWith('ev') && !word.endsWith('eva')) return null;
  if (SOFT_SIGN_IEV.test(word)) return word.replace(SOFT_SIGN_IEV, 'je');
  return word.length >= 5 && SOFT_SIGN_EV.test(word) ? word.replace(SOFT_SIGN_EV, 'je') : null;
};
// `ё` after a surname's soft sign in `-ьёв`, `-ьёва` (Соловьёв, Воробьёв, Муравьёв), which a
// passport writes `e` as it does `е` (ICAO 9303 `Solovev`, Soviet `Soloviev`) and Russian print
// often writes `е` (`Соловьев`), read above as `-jev` (softSignRead, SOUNDED_YE), while the
// registers write its sound `jo`: Latvian `Solovjovs`, Estonian `Solovjov`. Read so after `в` or
// `б` following a vowel alone, where Russian surnames have `ьё`: never `Grigorjov` for `Grigorev`.
const SOFT_SIGN_YO = /(?<=[aeiouy][vb])[jy]e(?=va?$)/;
const softSignYoWord = (w: string) => (w.endsWith('ev') || w.endsWith('eva')) && SOFT_SIGN_YO.test(w);
// A passport's Latin letters are A to Z alone: a word typed with any other (`Eglīte`, `Ēvalds`, a
// Cyrillic `Эдуард`) is no passport's spelling and is read as typed.
const NOT_A_TO_Z = /[^a-z]/i;

/**
 * A name typed in Latin letters as a Russian passport writes it, read as the registers write what
 * the passport leaves out: a word's first `е` (PASSPORT_YE) and a surname's soft sign
 * (softSignRead). Each spelling turns some of its words, after the name as typed: every `e` first,
 * as the passport's `Elena Egorova` (so ahead of the cap), then with the soft sign too, as the
 * passport's `Elena Vasileva`, and the soft sign alone (`Oleg Grigorev`, `Eduard Vasilev`, which
 * the cap leaves out for a man's name: a word turned `je` whatever it was comes first), then, of
 * two or more words beginning with `e`, some of them: a name of one Russian word and one of another
 * language (`Elena Eglite` as `Jelena Eglite`).
 */
function passportSpellings(nfc: string, folded: string[]): string[][] {
  const typedAtoZ = nfc.split(/[^\p{L}\p{M}]+/u).filter((w) => !NOT_A_TO_Z.test(w)).flatMap(foldTokens);
  const passportWord = (w: string) => typedAtoZ.includes(w);
  const ye = folded.map((w) => (passportYe(w) && passportWord(w) ? w.replace(PASSPORT_YE, 'je') : null));
  const soft = folded.map((w) => passportWord(w) && softSignRead(w) !== null);
  const yeAt = ye.flatMap((w, i) => (w === null ? [] : [i]));
  const spelled = (turned: readonly number[], softSign = false) => folded.map((w, i) => {
    const read = turned.includes(i) ? ye[i]! : w;
    // The soft sign read in a word turned `je` or not (`Egorev`, as typed or `Jegorev`).
    return softSign && soft[i] ? softSignRead(read) ?? read : read;
  });
  const spellings: string[][] = [];
  if (yeAt.length > 0) spellings.push(spelled(yeAt));
  if (soft.includes(true)) {
    if (yeAt.length > 0) spellings.push(spelled(yeAt, true));
    spellings.push(spelled([], true));
  }
  // Some of the words turned, the most first; a name of more than 4 such words is read all or none.
  if (yeAt.length >= 2 && yeAt.length <= 4) {
    const some: number[][] = [];
    for (let mask = 1; mask < (1 << yeAt.length) - 1; mask++) some.push(yeAt.filter((_, b) => mask & (1 << b)));
    for (const turned of some.sort((a, b) => b.length - a.length)) spellings.push(spelled(turned));
  }
  return spellings;
}

// Latvian text in Cyrillic writes a Latvian name by its letters, the man's ending `-js` as `йс`
// (`Сергейс Петровс`, `Андрейс`, `Дмитрийс`, `Николайс` for `Sergejs Petrovs`, `Andrejs`,
// `Dmitrijs`, `Nikolajs`), which folding reads `is` as it reads every `й` (`sergeis`): a stem no
// register writes, one letter from `Sergejs`, so the check found no one and named him a near miss.
// Read by the person check as `js`, as the Latvian register writes it, so the stem is the one
// every register shares (`sergej`: `Sergei`, `Sergejs`, `Sergej`). Only at a word's end after a
// vowel: Russian writes no name so, and a `й` inside a word (`Рейнис`, Reinis) is left as it is.
const LV_JS_ENDING = /(?<=[аеиоуэ])й(?=с(?![\p{L}\p{M}]))/iu;
const LV_JS_ENDING_ALL = new RegExp(LV_JS_ENDING, 'giu');

/**
 * The folded words of a name as its letters may be read: a name holding `ё` first with it
 * sounded (`yo`, which stem() turns into the registers' `jo`), then as folding reads it (`e`).
 * With `iotated`, a name holding an `е` sounded `ye` (SOUNDED_YE) is read first with it and
 * every `ё` sounded, a name in Latin letters as a passport writes it last with its words' first
 * `e` and a surname's soft sign as the registers write them (passportSpellings), and in every
 * spelling `iya` is read `ija` and a surname's `-eev` `-ejev` (IYA, VOWEL_EV).
 * `folded`: the name's words folded (foldTokens), which its caller has already.
 */
function foldedSpellings(name: string, typedFolded: string[], iotated: boolean): string[][] {
  // A name with an apostrophe inside a word is read with it read (name-apostrophe.ts) in place of
  // the words folding splits there (`Grigor'ev` as `Grigorjev`, not `grigor ev`), which stay the
  // key as typed alone.
  const apostrophes = iotated ? apostrophesRead(name.normalize('NFC')) : null;
  const withApostrophes = apostrophes ?? name.normalize('NFC');
  // A Latvian man's ending `-js` typed in Cyrillic, `йс`, read as it (LV_JS_ENDING), in place of the
  // folded `is`, which no register writes there: the name as typed stays the key as typed.
  const lvJs = iotated && LV_JS_ENDING.test(withApostrophes) ? withApostrophes.replace(LV_JS_ENDING_ALL, 'j') : null;
  const nfc = lvJs ?? withApostrophes;
  const folded = apostrophes === null && lvJs === null ? typedFolded : foldTokens(nfc);
  const yo = YO.test(nfc) ? nfc.replaceAll(new RegExp(YO, 'g'), 'yo') : null;
  const ye = iotated && HAS_E.test(nfc) ? (yo ?? nfc).replace(SOUNDED_YE, 'ye') : null;
  const spellings = [...[ye !== null && ye !== (yo ?? nfc) ? ye : null, yo].filter((s): s is string => s !== null).map(foldTokens), folded];
  // Typed in Latin letters, a word that begins with `e` is read as typed first (`Edgars`, `Evelin`,
  // whose readings the cap keeps), then with it sounded `je`, the passport's `Elena` as `Jelena`.
  if (iotated && ye === null && folded.some((w) => passportYe(w) || w.endsWith('ev') || w.endsWith('eva'))) {
    spellings.push(...passportSpellings(nfc, folded));
  }
  if (!iotated) return spellings;
  // Last, so that they never take the place of a reading above under the cap: ё after a soft sign.
  const yoAfterSoftSign = spellings.filter((words) => words.some(softSignYoWord)).map((words) => words.map(
    (w) => (softSignYoWord(w) ? w.replace(SOFT_SIGN_YO, 'jo') : w)));
  const read = [...spellings, ...yoAfterSoftSign].map((words) => words.map(iotatedWord));
  // Later still, each spelling holding a word the registers write otherwise (WORDS_AS_REGISTERED).
  // Every such word at once, then, of a name of two or more (`Artem Semenov`), each alone, as one
  // word may be written so and the other not (`Artjom Semenov`).
  const registered = [...read, ...read.filter((words) => words.some(writtenOtherwise)).map((words) => words.map(wordAsRegistered)),
    ...read.filter((words) => words.filter(writtenOtherwise).length >= 2).flatMap((words) => words.flatMap(
      (w, i) => (writtenOtherwise(w) ? [words.map((v, j) => (j === i ? wordAsRegistered(v) : v))] : [])))];
  const withEstonianForm = [...registered, ...registered.filter((words) => words.some((w) => ESTONIAN_FORM.test(w))).map((words) => words.map(asEstonianForm))];
  // Last, a Latvian `ļ` or `ņ` typed before a vowel, which folding reads `l`, `n` (`Aļona` as
  // `alona`), with the sound the Estonian and Lithuanian registers write: `Aljona`, `Aliona`.
  return LV_SOFT_MARKED.test(nfc) ? [...withEstonianForm, foldTokens(nfc.replace(LV_SOFT_MARKED_ALL, (l) => `${l}j`))] : withEstonianForm;
}

// A few words as typed that the registers write otherwise, read so by the person check alone, once
// more after every other spelling (foldedSpellings): `Фёдоров` is `Федоров` in most Russian print
// and `Fedorov` in ICAO 9303, which writes `ё` as `e`, where the registers write its sound
// (Estonian `Fjodorov`, Latvian `Fjodorovs`, as `Фёдор` `Fjodor`); the English `Alexander`
// (and `Aleksander`) is `Александр`, `Aleksandr` in the Estonian register and `Aleksandrs` in
// the Latvian; the Latvian `Ļudmila`, typed as folding leaves it (`Ludmila`), and `Lubov`
// (`Любовь`) are the Estonian `Ljudmila` and `Ljubov`; so are the other names ICAO 9303 writes
// with `e` for `ё`, `Petr`, `Artem`, `Semen`, `Alena` (`Пётр`, `Артём`, `Семён`, `Алёна`), the
// registers' `Pjotr`, `Artjom`, `Semjon`, `Aljona` (Latvian `Pjotrs`, `Artjoms`, `Semjons`), and
// the surnames of the two men's names, `Semenov`, `Artemov` (`Семёнов`, `Артёмов`), as `Fedorov`,
// the registers' `Semjonov`, `Artjomov` (Latvian `Semjonovs`, `Artjomovs`).
const WORDS_AS_REGISTERED: ReadonlyArray<{ typed: RegExp; written: string }> = [
  { typed: /^fedor(?=(?:ov|ova)?$)/, written: 'fjodor' },
  { typed: /^ale(?:x|ks)ander$/, written: 'aleksandr' },
  { typed: /^lu(?=dmil|bov)/, written: 'lju' },
  { typed: /^petr$/, written: 'pjotr' },
  { typed: /^artem(?=(?:ov|ova)?$)/, written: 'artjom' },
  { typed: /^semen(?=(?:ov|ova)?$)/, written: 'semjon' },
  { typed: /^alena$/, written: 'aljona' },
  // A Russian double consonant the Latvian register writes single (LV_NEVER_DOUBLE, LV_MAY_DOUBLE),
  // which its letters alone do not tell: `Genādijs`, `Kirils`, `Filips`, `Kirilovs` are the
  // Estonian `Gennadi`, `Kirill`, `Filipp`, `Kirillov` (Геннадий, Кирилл, Филипп).
  { typed: /^genad(?=(?:ijs|ij|ii|iy|i|y)$)/, written: 'gennad' },
  { typed: /^kiril(?=(?:s|ovs|ov|ova)?$)/, written: 'kirill' },
  { typed: /^filip(?=(?:s|ovs|ov|ova)?$)/, written: 'filipp' },
  // `Наталья` as the Latvian register writes it, `Natālija`, and the Estonian, `Natalja`.
  { typed: /^natalija$/, written: 'natalja' },
  { typed: /^natalja$/, written: 'natalija' },
];
const writtenOtherwise = (w: string) => WORDS_AS_REGISTERED.some(({ typed }) => typed.test(w));
// The first that applies alone: `natalja` read `natalija` is not read back.
const wordAsRegistered = (w: string) => {
  const found = WORDS_AS_REGISTERED.find(({ typed }) => typed.test(w));
  return found === undefined ? w : w.replace(found.typed, found.written);
};
// `Aleksandr` (`Александр`, and `Alexander` read so above) as the Estonian register also writes it,
// `Aleksander`, that language's own form of the name. Read after the words above, in every spelling,
// as an alternative to the registers' `Aleksandr`: `Aleksandr Fedorov` is `Aleksandr Fjodorov` first.
const ESTONIAN_FORM = /^aleksandr$/;
const asEstonianForm = (w: string) => (ESTONIAN_FORM.test(w) ? 'aleksander' : w);

// `с` between vowels as the Estonian register and Soviet passports write it, `ss` (`Vassiljev`,
// `Vassiliev`, `Larissa`, `Borissov`), where the Latvian and Lithuanian registers write one `s`
// (`Vasiļjevs`, `Larisa`, `Borisovs`). Read by the person check alone, for those two registers, after
// every other reading (readingKeys): its readings there were keep their places under the cap.
const SOVIET_SS = /(?<=[aeiouy])ss(?=[aeiouy])/g;
const SINGLE_S_REGISTERS: readonly Register[] = ['LV', 'LT'];
// A Soviet passport that writes `ss` writes a surname's soft sign `i` (`Vassiliev`), which the
// registers write `j`: the spellings reading that soft sign (a word ending `-jev`, `-jeva`, `-jov`,
// `-jova` after a consonant that the name as typed does not hold) are read with one `s` first.
const SOFT_SIGN_READ = /(?<=[^aeiouy])j[eo]va?$/;
function softSignFirst(spellings: string[][], typed: readonly string[]): string[][] {
  const readsSoftSign = (spelling: string[]) => spelling.some((w) => SOFT_SIGN_READ.test(w) && !typed.includes(w));
  return [...spellings.filter(readsSoftSign), ...spellings.filter((spelling) => !readsSoftSign(spelling))];
}

/**
 * The order-free name keys (domain/fold.ts, personNameKey) of the ways the registers may write
 * a typed name of Russian, Ukrainian or Belarusian origin: `Sergey Petrov` gives `petrov sergei`
 * (EE), `petrovs sergejs` (LV) and `petrov sergej` (LT); `Пётр Фёдоров` gives `fjodorovs pjotrs`
 * and `fedorovs petrs` among others. The key as typed is not among them. `words`: which of the
 * folded words are read (sanctions screening leaves out initials and particles). `personCheck`:
 * the readings of the person check also read a Cyrillic `е` sounded `ye` as the registers write it
 * (`Елена` as `jelena`), `iya` as `ija` (`Mariya` as `marija`), `-eev` as `-ejev` and, for the
 * Estonian register, `ch` as `tš` (`Vyacheslav` as `vjatseslav`), and give the Lithuanian spellings
 * after every Estonian and Latvian one (LtReadings); sanctions screening, whose evaluation is of the
 * readings without them, leaves them out and reads the three registers in turn.
 */
export function transliteratedNameKeys(
  name: string, words: (folded: string[]) => string[] = (w) => w, { personCheck = false }: { personCheck?: boolean } = {},
): string[] {
  return readingKeys(name, foldTokens(name), words, personCheck).readings;
}

/**
 * The keys the person check reads a typed name by: the key as typed (personNameKey) first, then
 * its readings as each register writes it (transliteratedNameKeys, personCheck); none for a name
 * of no letters. The name is folded once for both: folding is most of the cost of the readings
 * of a name in Latin letters, which most typed names are.
 */
export function personCheckNameKeys(name: string): string[] {
  const folded = foldTokens(name);
  if (folded.length === 0) return [];
  const { typed, readings } = readingKeys(name, folded, (w) => w, true);
  return [typed, ...readings];
}

function readingKeys(
  name: string, folded: string[], words: (folded: string[]) => string[], personCheck: boolean,
): { typed: string; readings: string[] } {
  const keys = new Set<string>();
  const cap = personCheck ? MAX_PERSON_CHECK_READINGS : MAX_TRANSLITERATIONS;
  const spellings = foldedSpellings(name, folded, personCheck);
  // The person check reads the Lithuanian spellings after the Estonian and Latvian (LtReadings).
  const lt: LtReadings = personCheck ? 'without' : 'with';
  // The words of a name typed in Cyrillic whose `я` after a consonant is never `ija` (HARD_YA),
  // for each spelling of as many words (foldedSpellings); the person check alone.
  const hardAt = personCheck ? hardYaWords(name.normalize('NFC'), folded) : null;
  const hardYaAt = (spelling: readonly string[]) => (hardAt !== null && hardAt.length === spelling.length ? hardAt : undefined);
  for (const spelling of spellings) {
    // Past the cap and the key as typed, a further spelling's keys would be left out (slice below).
    if (keys.size > cap) break;
    // Each reading's words are folded letters already, so its key is them sorted (personNameKey).
    for (const reading of registerReadings(words(spelling), true, { eeTs: personCheck, lvToEe: personCheck, lt, hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
  }
  // Last, so that they never take the place of a reading above under the cap: a Soviet double s
  // as the Latvian register writes it (SOVIET_SS).
  const doubleS = spellings.some((spelling) => spelling.some((w) => w.includes('ss')));
  if (personCheck && keys.size <= cap && doubleS) {
    for (const spelling of softSignFirst(spellings, folded)) {
      if (keys.size > cap) break;
      for (const reading of registerReadings(words(spelling), true, { eeTs: true, lvToEe: true, singleS: true, lt, hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
    }
  }
  // Then a double l, m, n or r as the Latvian register may write it, single (LV_MAY_DOUBLE).
  if (personCheck && keys.size <= cap && spellings.some((spelling) => spelling.some((w) => LV_MAY_DOUBLE.test(w)))) {
    for (const spelling of spellings) {
      if (keys.size > cap) break;
      for (const reading of registerReadings(words(spelling), true, { eeTs: true, lvToEe: true, lvSingle: true, hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
    }
  }
  // Then an `lj` or `nj` after a vowel as the Latvian `ļ`, `ņ` (folded `l`, `n`: LV_SOFT_MEDIAL).
  const cyrillic = CYRILLIC.test(name);
  const softAt = softLettersWords(name.normalize('NFC'), folded);
  // Each spelling of a Cyrillic name has its words (foldedSpellings): one of other words reads all.
  const lvSoftAt = (spelling: readonly string[]) => (softAt !== null && softAt.length === spelling.length ? softAt : undefined);
  if (personCheck && keys.size <= cap && spellings.some((spelling) => spelling.some((w) => LV_SOFT_TYPED.test(w) || (cyrillic && LV_OWN_ENDING_TYPED.test(w))))) {
    for (const spelling of spellings) {
      if (keys.size > cap) break;
      for (const reading of registerReadings(words(spelling), true, { eeTs: true, lvToEe: true, lvSoft: true, lvOwnEnding: cyrillic, lvSoftAt: lvSoftAt(spelling), hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
    }
  }
  // Last of all, the Lithuanian document's spellings, the single s among them (LtReadings).
  if (personCheck) {
    for (const singleS of doubleS ? [false, true] : [false]) {
      for (const spelling of singleS ? softSignFirst(spellings, folded) : spellings) {
        if (keys.size > cap) break;
        for (const reading of registerReadings(words(spelling), true, { eeTs: true, lvToEe: true, singleS, lt: 'only', hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
      }
    }
  }
  // After every other, so that no reading there was is left out under the cap: a Latvian name
  // typed in Cyrillic as the Latvian register writes its ļ, ņ, ķ, ģ after a consonant and a word's
  // first `ie` (LV_SOFT_CYRILLIC, LV_IE: `Клявиньш`, `Иева` as `Kļaviņš`, `Ieva`).
  if (personCheck && cyrillic && keys.size <= cap && spellings.some((spelling) => spelling.some((w) => LV_SOFT_CYRILLIC_TYPED.test(w) || LV_IE.test(w)))) {
    for (const spelling of spellings) {
      if (keys.size > cap) break;
      for (const reading of registerReadings(words(spelling), true, { eeTs: true, lvToEe: true, lvSoft: true, lvOwnEnding: true, lvCyrillic: true, lvSoftAt: lvSoftAt(spelling), hardYaAt: hardYaAt(spelling) })) keys.add([...reading].sort().join(' '));
    }
  }
  const typed = [...words(folded)].sort().join(' '); // the key as typed (personNameKey)
  keys.delete(typed);
  return { typed, readings: [...keys].slice(0, cap) };
}

// A double consonant as the Latvian register writes it. Latvian writes a name of another language
// by its sound in Latvian letters (Cabinet Regulation No. 114 of 2 March 2004, Regulations Regarding
// the Written Form and Use in the Latvian Language of Personal Names), and the practice of the Latvian
// Language Agency, whom the registry offices ask, writes no double b, c, d, f, g, h, k, p, t, v, z
// (nor s but at a name's end: SOVIET_SS) in such a name: `Filipp` is `Filips`, the Estonian
// `Zahharov` and `Mihhail` the Latvian `Zaharovs` and `Mihails`. So the person check's Latvian reading
// writes them single. A double l, m, n or r it may keep, where the sound is long, after a stressed
// vowel (`Alla`, `Anna`, `Inna`, `Rimma`), and writes single where it is not (`Геннадий` `Genādijs`,
// `Кирилл` `Kirils`), which the letters alone do not tell: that is one more Latvian reading, after
// every other (readingKeys, lvSingle).
const LV_NEVER_DOUBLE = /([bcdfghkptvz])\1/g;
const LV_MAY_DOUBLE = /([lmnr])\1/;
const LV_MAY_DOUBLE_ALL = new RegExp(LV_MAY_DOUBLE, 'g');
const LV_ONLY: readonly Register[] = ['LV'];

/**
 * Folded words as each register writes them, in their order (EE, then LV, then LT; the same
 * reading once): what transliteratedNameKeys sorts into keys (`person`), and how sanctions
 * screening reads the words of a listed company's name (`stroitekhmontazh` as the Latvian
 * `stroitehmontazs`). `singleS`: the Latvian and Lithuanian readings of a Soviet double s alone
 * (SOVIET_SS); `lvSingle`: the Latvian reading of a double l, m, n or r alone (LV_MAY_DOUBLE);
 * `lvToEe`: the Estonian reading of a Latvian spelling's `c` and `h` (EE_H_BETWEEN_VOWELS);
 * `lvSoft`: the Latvian reading of an `lj` or `nj` after a vowel as `ļ`, `ņ` alone (LV_SOFT_MEDIAL),
 * with `lvOwnEnding` (a name typed in Cyrillic) also without the `-s` added to an `-s` (LV_OWN_ENDING);
 * with `lvCyrillic` too, only those that also read an `lj`, `nj`, `kj`, `gj` after a consonant
 * (LV_SOFT_CYRILLIC) or keep a word's first `ie` (LV_IE); `lvSoftAt`: the words either reads its
 * `ļ`, `ņ`, `ķ`, `ģ` in (SOFT_WITHOUT_SIGN), every word where absent; `hardYaAt`: the words whose
 * `ya` after a consonant is a Cyrillic `я` there, read `ja` where another is read `ija` (HARD_YA);
 * `lt`: the Lithuanian reading with the others, without them or alone (LtReadings).
 */
export function registerReadings(
  words: readonly string[], person = false,
  { eeTs = false, lvToEe = false, singleS = false, lvSingle = false, lvSoft = false, lvOwnEnding = false, lvCyrillic = false, lvSoftAt, hardYaAt, lt = 'with' }:
  {
    eeTs?: boolean; lvToEe?: boolean; singleS?: boolean; lvSingle?: boolean; lvSoft?: boolean; lvOwnEnding?: boolean; lvCyrillic?: boolean;
    lvSoftAt?: readonly boolean[]; hardYaAt?: readonly boolean[]; lt?: LtReadings;
  } = {},
): string[][] {
  if (words.length === 0) return [];
  const stems = words.map((w) => stem(w, person)).map((w) => (eeTs && w.includes('y') ? w.replace(Y_BEFORE_CONSONANT, 'i') : w));
  const readings = new Map<string, string[]>();
  for (const register of lithuanianAs(lt, lvSingle || lvSoft ? LV_ONLY : singleS ? SINGLE_S_REGISTERS : REGISTERS)) {
    const asLv = eeTs && register === 'LV';
    const written = stems.map((s) => lettersAsWritten(s, register, eeTs, lvToEe)).map((w) => (asLv ? w.replace(LV_NEVER_DOUBLE, '$1') : w));
    const lettered = singleS ? written.map((w) => (w.includes('ss') ? w.replace(SOVIET_SS, 's') : w))
      // With a Soviet double s single too, as the Latvian register writes it: `Gennadi Vassiljev`
      // is `Vasiļjevs Genādijs` there.
      : lvSingle ? written.map((w) => w.replace(LV_MAY_DOUBLE_ALL, '$1').replace(SOVIET_SS, 's'))
      : written;
    // Read for the single letter alone: a word holding no such double gives no reading of its own.
    if ((singleS || lvSingle) && lettered.every((w, i) => w === written[i])) continue;
    // Without an `ia` after a consonant every reading of it is the name as typed: one reading.
    for (const medialIa of lettered.some((w) => (w.includes('ia') || w.includes('ya')) && MEDIAL.test(w)) ? MEDIAL_IA[register] : [null]) {
      const ended = lettered.map((w, i) => asWritten(w, register, medialIa === 'ija' && hardYaAt?.[i] === true ? 'ja' : medialIa));
      // After the `ia` read above, which would make this `ia` `ja` again (`Marja` is another name).
      const reading = !eeTs ? ended
        : register === 'EE' ? ended.map((w) => (w.includes('ija') ? w.replace(EE_IJA, 'ia') : w))
        : register === 'LV' ? ended.map((w) => (w.startsWith('lj') ? w.replace(LV_SOFT_L, 'l') : w)) : ended;
      // The Latvian ļ, ņ (`Калниня`, read `kalninja` above, is `Kalniņa`) and a Latvian name's own
      // ending (LV_OWN_ENDING) alone: no reading without them.
      if (lvSoft) {
        // No register writes `ya` after a consonant (TYPED_YA, below): dropping the `-s` of an
        // ending alone left `Клявиньш` as `klyavins`, whose readings took the place of `Kļaviņš`
        // under the cap (`Клявиньш Иева` lost `Kļaviņš Ieva`).
        if (lvToEe && medialIa === null && reading.some((w) => TYPED_YA.test(w))) continue;
        const softHere = (i: number) => lvSoftAt === undefined || lvSoftAt[i] === true;
        const soft = reading.map((w, i) => {
          const ended = lvOwnEnding ? w.replace(LV_OWN_ENDING, '') : w;
          return softHere(i) ? ended.replace(LV_SOFT_MEDIAL, '$1') : ended;
        });
        if (lvCyrillic) {
          // `ļa`, `ņa` (`ля`, `ня`) hold no `i`: an `ia` read `ija` gives no Latvian reading of them.
          if (medialIa === 'ija') continue;
          const latvian = soft.map((w, i) => (softHere(i) ? w.replace(LV_SOFT_CYRILLIC, '$1') : w).replace(/^je/, (je) => (LV_IE.test(words[i]!) ? 'ie' : je)));
          // Only what the readings of lvSoft alone have not given.
          if (latvian.every((w, i) => w === soft[i])) continue;
          readings.set(latvian.join(' '), latvian);
          continue;
        }
        if (soft.every((w, i) => w === reading[i])) continue;
        readings.set(soft.join(' '), soft);
        continue;
      }
      // Softened as read with `ia` as typed: `ya`, `yo`, `yu`, `jo` … after a consonant all at once.
      const softened = register === 'LT' && medialIa === null && reading.some((w) => LT_SOFTENED.test(w))
        ? reading.map((w) => w.replace(LT_SOFTENED_ALL, 'i')) : null;
      // The person check (eeTs) reads the Lithuanian document's spelling before the one with `ya`
      // as typed, which no register writes for `я`: where a name's readings are more than
      // transliteratedNameKeys keeps (`Вячеслав Чернов`, with the Estonian `tš`), that one is left.
      if (softened !== null && eeTs) readings.set(softened.join(' '), softened);
      // The person check (lvToEe) leaves that one out: no register writes `ya` after a consonant, and
      // its readings took the places of the Lithuanian under the cap (`Vyacheslav Vasiliev`).
      if (lvToEe && medialIa === null && reading.some((w) => TYPED_YA.test(w))) continue;
      readings.set(reading.join(' '), reading);
      if (softened !== null && !eeTs) readings.set(softened.join(' '), softened);
    }
  }
  return [...readings.values()];
}
