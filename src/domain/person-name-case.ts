// A Latvian, Lithuanian or Estonian name typed in another grammatical case than the nominative the
// registers write: copied from a document's sentence (`valdes locekļa Jāņa Bērziņa`, of the board member Jānis
// Bērziņš; `Jānim Bērziņam`, to him; Lithuanian `Jono Jonaičio`, `Jonui Jonaičiui`; Estonian
// `juhatuse liikme Jaan Tamme`, of the board member Jaan Tamm, its surname alone declined), a name's words
// carry the genitive's or the dative's endings, and no key of the registers is under them. Each word
// is read back to the nominatives its ending may be of (folded: the marks of a consonant changed before
// the ending, `Jāņa` of `Jānis`, `Kārļa` of `Kārlis`, fold away). The person check reads these last,
// only against the names of the people born the day asked for (services/persons.ts).
import { foldTokens } from './fold.ts';
import { lithuanianNominativesOfGenitive } from './sole-trader-name.ts';

/** The cases a Latvian or Lithuanian name is read from, every word declined. */
type WholeNameCase = 'genitive' | 'dative' | 'accusative';
export type GrammaticalCase = WholeNameCase | 'allative' | 'ablative' | 'comitative';

/** One reading of a typed name in the nominative: its order-free key and the case it was read from. */
export interface NominativeReading {
  key: string;
  case: GrammaticalCase;
  /**
   * Whether the words typed are, letter for letter, a woman's Latvian name in the nominative too: the
   * masculine genitive's `-a` is her ending (`Gunta Bērziņa` is a woman's name and the genitive of
   * Guntis Bērziņš), so the reading may be another person than the one meant.
   */
  alsoFeminineNominative: boolean;
}

// Latvian endings, folded, with the nominatives each may be of. The genitive: a man's `-a` (Bērziņa
// Bērziņš, Ozola Ozols, Jāņa Jānis), a woman's `-as`, `-es` (Annas Anna, Ilzes Ilze); the dative: a
// man's `-am`, `-im`, `-um`, `-em` (Bērziņam, Jānim, Mikum, Rozem), a woman's `-ai`, `-ei`.
// The accusative (`ar Mārtiņu Kalniņu`, with him, as a contract or a court's text writes it): `-u` of
// a man's `-s`, `-us` or a woman's `-a` (Kalniņu Kalniņš, Miku Mikus, Annu Anna), `-i` of a man's
// `-is` or a woman's `-e` (Jāni Jānis, Ilzi Ilze).
// A name of the second declension whose stem ends in a labial takes a `j` before the genitive's
// ending (Aivis Aivja): read without it.
const LV_ENDINGS: Record<WholeNameCase, ReadonlyArray<[ending: string, nominatives: readonly string[]]>> = {
  genitive: [['as', ['a']], ['es', ['e']], ['a', ['s', 'is']]],
  dative: [['am', ['s']], ['im', ['is']], ['um', ['us']], ['em', ['e']], ['ai', ['a']], ['ei', ['e']]],
  accusative: [['u', ['s', 'us', 'a']], ['i', ['is', 'e']]],
};
const LABIAL_J = /[pbmvf]ja$/;

// The Lithuanian dative's endings, longest first (Jonui Jonas, Jonaičiui Jonaitis, Kaziui Kazys,
// Pauliui Paulius, Onai Ona, Jonaitienei Jonaitienė); the genitive's are sole-trader-name.ts's, which
// reads a Lithuanian individual enterprise's name (`Jono Jonaičio IĮ`) so.
const LT_DATIVES: ReadonlyArray<[ending: string, nominatives: readonly string[]]> = [
  ['dziui', ['dis', 'dzis', 'dzys']], ['ciui', ['tis', 'cis', 'cys']], ['iui', ['is', 'ys', 'ius']], ['ui', ['as', 'us']], ['ai', ['a']], ['ei', ['e']],
];

function byEndings(word: string, endings: ReadonlyArray<[string, readonly string[]]>): string[] {
  for (const [ending, nominatives] of endings) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) return nominatives.map((n) => word.slice(0, -ending.length) + n);
  }
  return [];
}

/** The nominatives a folded word may be the given case of, Latvian then Lithuanian (genitive and dative), each once; none where it has no such ending. */
function nominativesOf(word: string, grammaticalCase: WholeNameCase): string[] {
  const latvian = byEndings(word, LV_ENDINGS[grammaticalCase]);
  if (grammaticalCase === 'genitive' && LABIAL_J.test(word)) latvian.push(`${word.slice(0, -2)}is`);
  const lithuanian = grammaticalCase === 'genitive' ? lithuanianNominativesOfGenitive(word)
    : grammaticalCase === 'dative' ? byEndings(word, LT_DATIVES) : [];
  const read = [...new Set([...latvian, ...lithuanian])].filter((n) => n !== word && n.length > 1);
  // A Latvian name of the third declension (`Mikus`, `Markus`) writes its genitive as its
  // nominative: `Mikus Ozola` is Mikus Ozols's. Read so beside another word read.
  return grammaticalCase === 'genitive' && read.length === 0 && word.length > 3 && /[^aeiou]us$/.test(word) ? [word] : read;
}

// An Estonian name in the genitive declines its surname alone (`Jaan Tamme`, of Jaan Tamm: a given
// name before a surname keeps its nominative), and the genitive's stem is the nominative's changed in
// ways no ending tells: a vowel added (Tamm Tamme, Mets Metsa, Lepik Lepiku, Popov Popovi), a double
// consonant made single (Sepp Sepa, Kukk Kuke, Kütt Küti), `nd`, `ld` as `nn`, `ll` (Rand Ranna,
// Sild Silla), `k` after `s` dropped (Kask Kase, Kuusk Kuuse), a stop softened (Luik Luige), `-ne`
// as `-se` (Rebane Rebase), an `e` before `r`, `l` dropped (Põder Põdra, Mölder Möldri), `g` dropped
// (Mägi Mäe, Jõgi Jõe), `i` as `j` (Väli Välja), `-her` as `-htra` (Vaher Vahtra). Each is read back,
// folded; a reading is the person only where one of the names of the day is it (services). A
// nominative ending in a vowel (Oja, Karu, Kivi, Tamme itself) is its own genitive: no reading.
const EE_GENITIVE_STEMS: ReadonlyArray<[ending: RegExp, nominative: (stem: string) => string]> = [
  [/[^aeiouy]$/, (stem) => stem],
  [/(?:^|[^kptgbdfsmnlr])[kptfsmnlr]$/, (stem) => stem + stem.at(-1)],
  [/nn$|ll$|rr$/, (stem) => `${stem.slice(0, -1)}d`],
  [/s$/, (stem) => `${stem}k`],
  [/[gbd]$/, (stem) => stem.slice(0, -1) + ({ g: 'k', b: 'p', d: 't' } as Record<string, string>)[stem.at(-1)!]],
  [/[aeiouy]s$/, (stem) => `${stem.slice(0, -1)}ne`],
  [/[^aeiouy][rl]$/, (stem) => `${stem.slice(0, -1)}e${stem.at(-1)}`],
  [/htr$/, (stem) => `${stem.slice(0, -3)}her`],
];

/** The nominatives a folded Estonian surname may be the genitive of; none where it ends in no vowel. */
function estonianNominativesOfGenitive(word: string): string[] {
  if (word.length < 3 || !/[aeiu]$/.test(word)) return [];
  const stem = word.slice(0, -1);
  const read = EE_GENITIVE_STEMS.filter(([ending]) => ending.test(stem)).map(([, nominative]) => nominative(stem));
  // Mäe Mägi, Jõe Jõgi: a vowel before the `e` the `g` stood between.
  if (/[aeiouy]e$/.test(word)) read.push(`${stem}gi`);
  // Välja Väli: a `j` after `l`, `r` is the nominative's `i`.
  if (/[lr]j$/.test(stem)) read.push(`${stem.slice(0, -1)}i`);
  return [...new Set(read)].filter((n) => n.length > 2);
}

/** A folded Estonian genitive read in the nominative: as it stands (a surname ending in a vowel, Kivi, is its own genitive) and through its stem. */
function estonianNominativesOfGenitiveForm(genitive: string): string[] {
  return [...new Set([genitive, ...estonianNominativesOfGenitive(genitive)])];
}

// Estonian cases built on the genitive's stem with an ending of their own (`Tõnu Kivile`, to Tõnu
// Kivi; `Tõnu Kivilt`, from him; `Tõnu Kiviga`, with him; `Mari Tammele` of Mari Tamm), as a letter,
// a contract or the news write a name: the ending taken off leaves the genitive.
const EE_CASE_ENDINGS: ReadonlyArray<[ending: string, grammaticalCase: GrammaticalCase]> = [['le', 'allative'], ['lt', 'ablative'], ['ga', 'comitative']];

/**
 * The readings of an Estonian name in the allative, ablative or comitative (`Tõnu Kivile`, `Tõnu
 * Kivilt`, `Tõnu Kiviga`): the last word's ending taken off, the genitive left read in the nominative;
 * a word before it as typed, or read so where it has the same ending (`Tõnule Kivile`), as a text now
 * and then declines the given name too. The person check reads these after every other reading, a
 * word in `-le` or `-ga` being a name of its own now and then (`Kalle`, `Olga`).
 */
export function estonianCaseReadings(name: string): NominativeReading[] {
  const words = wordsToRead(name);
  const last = words.at(-1);
  const found = last === undefined ? undefined : EE_CASE_ENDINGS.find(([ending]) => last.length > ending.length + 2 && last.endsWith(ending));
  if (found === undefined) return [];
  const [ending, grammaticalCase] = found;
  const declined = (word: string) => (word.length > ending.length + 2 && word.endsWith(ending) ? estonianNominativesOfGenitiveForm(word.slice(0, -ending.length)) : []);
  const readings = combinations(words.map((word, i) => (i === words.length - 1 ? declined(word) : [word, ...declined(word)])), MAX_READINGS * 4);
  const keys = [...new Set(readings.map((r) => [...r].sort().join(' ')))];
  return keys.map((key) => ({ key, case: grammaticalCase, alsoFeminineNominative: false }));
}

/** The readings of an Estonian name in the genitive: its last word read so, the words before it as typed. */
function estonianGenitiveReadings(words: readonly string[]): string[] {
  const before = words.slice(0, -1);
  return estonianNominativesOfGenitive(words.at(-1)!).map((surname) => [...before, surname].sort().join(' '));
}

/**
 * The keys of an Estonian name read with its given names declined too (`Jaani Tamme`, of Jaan Tamm),
 * as a text now and then declines them against the rule (EKI: of a full name the surname alone is
 * declined, `Jaan Tamme`, `Ants Sillale`): each word before the last as typed or read back as the
 * surname is, the last read back, a given name read in each. The person check reads these after
 * every other reading, and answers only where one person born that day is one of them.
 */
export function estonianDeclinedGivenNameKeys(name: string): string[] {
  const words = wordsToRead(name);
  if (words.length === 0) return [];
  const readings = combinations(words.map((word, i) => {
    const read = estonianNominativesOfGenitive(word);
    return i === words.length - 1 ? read : [word, ...read];
  }), MAX_READINGS * 4);
  const givenRead = readings.filter((r) => r.slice(0, -1).some((w, i) => w !== words[i]));
  return [...new Set(givenRead.map((r) => [...r].sort().join(' ')))];
}

// A name of two to four words is read; each word's nominatives multiply, and a reading is a key the
// names of the day are looked up in: at most so many a case.
const MAX_READINGS = 16;

/** Every reading of a name taking one choice a word, in order, the first `limit`. */
function combinations(options: ReadonlyArray<readonly string[]>, limit: number): string[][] {
  let readings: string[][] = [[]];
  for (const choices of options) readings = readings.flatMap((r) => choices.map((c) => [...r, c])).slice(0, limit);
  return readings;
}

/** The words of a name the readings in another case are of: two to four, none holding a digit; none otherwise. */
function wordsToRead(name: string): string[] {
  const words = foldTokens(name);
  return words.length < 2 || words.length > 4 || words.some((w) => /\d/.test(w)) ? [] : words;
}

/** The readings of folded words in each case given, every word read in the same case, each key once (`seen`). */
function casedReadings(words: readonly string[], cases: readonly WholeNameCase[], seen: Set<string>): NominativeReading[] {
  const out: NominativeReading[] = [];
  for (const grammaticalCase of cases) {
    const options = words.map((w) => nominativesOf(w, grammaticalCase));
    if (options.some((o) => o.length === 0)) continue;
    const readings = combinations(options, MAX_READINGS);
    // A woman's name is written with `-a` words (`Gunta Bērziņa`): a man's genitive read from those alone is hers too.
    const feminine = grammaticalCase === 'genitive' && words.every((w) => w.endsWith('a'));
    for (const reading of readings) {
      // Every word as typed is the name as typed, read already.
      if (reading.every((w, i) => w === words[i])) continue;
      const key = [...reading].sort().join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ key, case: grammaticalCase, alsoFeminineNominative: feminine });
    }
  }
  return out;
}

/**
 * The readings of a typed name in the nominative, of the genitive then of the dative: every word
 * read in the same case (a Latvian or Lithuanian name in a sentence is declined whole), each word
 * having an ending of it; then an Estonian genitive, its last word alone read (`Mari Tamme` as
 * `mari tamm`); none for a name of one word or of more than four, or with a digit.
 */
export function nominativeReadings(name: string): NominativeReading[] {
  const words = wordsToRead(name);
  if (words.length === 0) return [];
  const seen = new Set<string>();
  const out = casedReadings(words, ['genitive', 'dative'], seen);
  for (const key of estonianGenitiveReadings(words)) {
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, case: 'genitive', alsoFeminineNominative: false });
  }
  return out;
}

/**
 * The readings of a Latvian name typed in the accusative (`Mārtiņu Kalniņu`, `Jāni Bērziņu`, `Annu
 * Ozolu`), every word read so; the person check reads these after every other reading, a word in
 * `-u` or `-i` being a name of its own as often (`Kivi`, `Matti`).
 */
export function accusativeReadings(name: string): NominativeReading[] {
  const words = wordsToRead(name);
  return words.length === 0 ? [] : casedReadings(words, ['accusative'], new Set());
}
