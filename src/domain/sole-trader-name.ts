// The person a sole trader's business name holds, where no register file names its owner: an
// Estonian FIE (füüsilisest isikust ettevõtja), whose name must by law hold the entrepreneur's given
// name and surname (`Andres Rebane FIE`), a Finnish toiminimi (yksityinen elinkeinonharjoittaja,
// `Tmi Juha Lehtonen`) and a Lithuanian individuali įmonė (`Jono Jonaičio IĮ`, the owner's name in the
// genitive). RIK's open files are not documented to name an FIE's entrepreneur, YTJ names no owner
// and JAR publishes no participant's name, so sanctions screening compares the name the business
// name holds with the listed persons, as the entrepreneur's (importers/screening/sole-trader-matches.ts).
import { foldText, foldTokens } from './fold.ts';
import { couldBePersonName } from './person-name-like.ts';
import { fiShortForm } from './fi-legal-forms.ts';
import { ltShortForm } from './lt-legal-forms.ts';
import { SLAVIC_GIVEN } from './sanctions-name-slavic.ts';
import { isGivenNameOfTable } from './sanctions-name-ukrainian.ts';

/** The sole-trader forms whose name is read for the person: EE FIE, FI Tmi, LT IĮ. */
export type SoleTraderForm = 'FIE' | 'Tmi' | 'IĮ';

export interface SoleTraderCompany { country: string; legalFormCode: string | null; legalFormName: string | null }

/** The sole-trader form of a company whose register names no owner, or null for any other form. */
export function soleTraderForm(c: SoleTraderCompany): SoleTraderForm | null {
  if (c.country === 'EE') return c.legalFormCode === 'FIE' ? 'FIE' : null;
  if (c.country === 'FI') return fiShortForm(c.legalFormCode, c.legalFormName) === 'Tmi' ? 'Tmi' : null;
  if (c.country === 'LT') return c.legalFormName === 'IĮ' || ltShortForm(c.legalFormName) === 'IĮ' ? 'IĮ' : null;
  return null;
}

// The form as the business name writes it, a whole word or phrase anywhere in it (`FIE`, `T:mi`,
// `Tmi.`, `Toiminimi`, `Individuali įmonė`), any case. A Finnish toiminimi of a Swedish speaker is
// `Firma Anders Nyström`, `F:a Anders Nyström` or `Enskild firma Anders Nyström`: YTJ gives a name as
// written, in Swedish too (a Swedish name of the same business as its parallel name), and `firma`
// (short `F:a`) and `enskild firma` are the Swedish words of `toiminimi`; `enskild` is read with
// `firma`, or `Enskild firma Anders Nyström` would read as a person `Enskild Anders Nyström`.
const FORM_IN_NAME: Record<SoleTraderForm, RegExp> = {
  FIE: /(?<!\p{L})(?:FIE|füüsilisest\s+isikust\s+ettevõtja)(?!\p{L})/giu,
  Tmi: /(?<!\p{L})(?:tmi|t:mi|toiminimi|enskild\s+firma|firma|f:a)[.:]?(?!\p{L})/giu,
  IĮ: /(?<!\p{L})(?:IĮ|individuali\s+įmonė)(?!\p{L})/giu,
};

/**
 * The folded words a business name's key may end with after its entrepreneur's name that are the
 * form's own, written so that they stay in the key (companies.name_key leaves out `tmi`, `fie`, `ij`
 * and `toiminimi`, not `T:mi`, `firma`, `F:a` nor `enskild firma`): `Juha Lehtonen T:mi`, `Anders
 * Nyström Firma`, `Anders Nyström F:a`, `Anders Nyström enskild firma`. The longer phrase first: a
 * key ending `enskild firma` is read as that, not as a `firma` after the word `enskild`.
 */
export const FORM_WORDS_KEPT_IN_KEY: readonly (readonly string[])[] = [['t', 'mi'], ['enskild', 'firma'], ['firma'], ['f', 'a']];

// The word a sole trader adds after its entrepreneur's name to say its trade (`Tmi Juha Lehtonen
// Rakennus`, `Andres Rebane Ehitus FIE`), folded: a word that is one of these or ends with one (the
// compounds `Rakennuspalvelu`, `Kiinteistöhuolto`, `Üldehitus`). Finnish and Swedish for a toiminimi,
// Estonian for an FIE, and the English words both use. A Lithuanian individual enterprise names its
// owner alone or a brand (`IĮ "Green Trans"`): none is read there.
const TRADE_WORD_ENDINGS: Record<SoleTraderForm, readonly string[]> = {
  Tmi: [
    'rakennus', 'rakentaminen', 'palvelu', 'palvelut', 'huolto', 'kuljetus', 'kuljetukset', 'remontti', 'remontointi', 'tekniikka',
    'konsultointi', 'maalaus', 'siivous', 'hieronta', 'kauppa', 'korjaamo', 'toimisto', 'asennus', 'saneeraus', 'urakointi',
    'tuotanto', 'sahko', 'puusepanliike', 'kampaamo', 'parturi', 'valokuvaus', 'bygg', 'byggservice', 'maleri', 'transport', 'konsult',
    'consulting', 'design', 'trading', 'service', 'services', 'media',
  ],
  FIE: [
    'ehitus', 'ehitustood', 'teenused', 'teenus', 'transport', 'konsultatsioonid', 'konsult', 'remont', 'disain', 'kaubandus',
    'hooldus', 'vedu', 'viimistlus', 'raamatupidamine', 'juuksur', 'ilusalong', 'consulting', 'design', 'trading', 'service', 'services', 'media',
  ],
  IĮ: [],
};

/** Whether a folded word is one a sole trader of the form adds after its entrepreneur's name to say its trade (TRADE_WORD_ENDINGS). */
export function isTradeWord(form: SoleTraderForm, foldedWord: string): boolean {
  return TRADE_WORD_ENDINGS[form].some((ending) => foldedWord.endsWith(ending));
}

/** Whether a folded word is a trade word of any form: what a look-up by name key, which knows no form, lets through. */
export function isAnyTradeWord(foldedWord: string): boolean {
  return isTradeWord('Tmi', foldedWord) || isTradeWord('FIE', foldedWord);
}

// Letters, and the hyphen and apostrophe of a name (`Mari-Liis`, `O'Brien`), between single spaces.
const LETTERS_ONLY = /^\p{L}+(?:['’-]\p{L}+)*(?: \p{L}+(?:['’-]\p{L}+)*)+$/u;

/**
 * The name a sole trader's business name holds with its form removed, where it reads as a person's:
 * two words or more (to four) of letters only, no quote marks (`IĮ "Green Trans"` is a brand), no
 * other legal form; null otherwise (`Tmi Rakennus 24`, a name of one word). A last word saying the
 * trade (isTradeWord) is left out where the two or three words before it read as a person's given
 * name and surname, each written with a capital and none a trade word itself (`Tmi Juha Lehtonen
 * Rakennus`, `Juha Lehtonen Rakennuspalvelu Tmi`: Juha Lehtonen); one word before it is no person's
 * name (`Tmi Petrenko Rakennus`), and a name of common words is written in small letters (`Tmi Hyvä
 * rakennus`): neither is read, nor is a name whose first word is a trade word (`Rakennus Virtanen`).
 */
export function entrepreneurNameOf(businessName: string, form: SoleTraderForm): string | null {
  const rest = businessName.replace(FORM_IN_NAME[form], ' ').replace(/[,\s]+/g, ' ').trim();
  if (!LETTERS_ONLY.test(rest)) return null;
  const words = rest.split(' ');
  // A trade word first is a trade named before a surname (`Rakennus Virtanen`, `Tmi Kuljetus Matti
  // Virtanen`), no given name: a toiminimi so named is read by its other names (its parallel name
  // `Matti Virtanen Tmi`), where one was compared as a person `Rakennus Virtanen` (screen-21).
  if (isTradeWord(form, foldText(words[0]!))) return null;
  if (isTradeWord(form, foldText(words[words.length - 1]!))) {
    const person = words.slice(0, -1);
    const named = person.every((word) => /^\p{Lu}/u.test(word) && !isTradeWord(form, foldText(word)));
    return named && couldBePersonName(person.join(' ')) ? person.join(' ') : null;
  }
  return couldBePersonName(rest) ? rest : null;
}

/** A name a business bears: its main name, or one YTJ lists beside it (a parallel name, YTJ's type 2; an auxiliary one, type 3). */
export interface BusinessName { name: string; kind: 'main' | 'parallel' | 'auxiliary' }

/**
 * The entrepreneur of a sole trader of `form` and the name they were read from: of its names in the
 * order given (the main name, then the other names in use, parallel ones first), the first that
 * holds a person (entrepreneurNameOf). One business, one entrepreneur: where the main name holds a
 * person, no other name is read. Sanctions screening and the person check read a business so.
 */
export function entrepreneurOfNames<N extends BusinessName>(names: readonly N[], form: SoleTraderForm): { entrepreneur: string; from: N } | null {
  for (const written of names) {
    const entrepreneur = entrepreneurNameOf(written.name, form);
    if (entrepreneur !== null) return { entrepreneur, from: written };
  }
  return null;
}

// A Lithuanian name's genitive endings, folded, with the nominative each may be of: Jono Jonas,
// Jonaičio Jonaitis, Kazio Kazys, Pauliaus Paulius, Onos Ona, Jonaitienės Jonaitienė, and a foreign
// name ending in a consonant, declined with -o: Viktoro Viktor, Kuzmino Kuzmin. Longest first.
const LT_GENITIVES: ReadonlyArray<[genitive: string, nominatives: readonly string[]]> = [
  ['iaus', ['ius']], ['cio', ['tis', 'cis', 'cys']], ['dzio', ['dis', 'dzis', 'dzys']], ['io', ['is', 'ys']],
  ['aus', ['us']], ['os', ['a']], ['es', ['e']], ['o', ['as', '']],
];

/** The nominatives a folded word may be the Lithuanian genitive of (`jono` Jonas or Jon, `jonaicio` Jonaitis); none where it has no such ending. */
export function lithuanianNominativesOfGenitive(word: string): string[] {
  return ltNominatives(word);
}

function ltNominatives(word: string): string[] {
  for (const [genitive, nominatives] of LT_GENITIVES) {
    if (word.length > genitive.length + 1 && word.endsWith(genitive)) return nominatives.map((n) => word.slice(0, -genitive.length) + n);
  }
  return [];
}

/**
 * The genitives a folded word may be the nominative of, by the same endings read backwards
 * (`jonas` as `jono`, `jonaitis` as `jonaicio`, `viktor` as `viktoro`, never a word ending in a vowel or
 * `s` with -o added): what a look-up of the business
 * names holding a person's name in the genitive searches for, each found name then read by
 * lithuanianNominativeReadings. The word itself is not among them.
 */
export function lithuanianGenitiveSpellings(word: string): string[] {
  const out = new Set<string>();
  for (const [genitive, nominatives] of LT_GENITIVES) {
    for (const nominative of nominatives) {
      // A name declined with -o ends in a consonant other than the -s of a Lithuanian nominative (Viktor).
      if (!word.endsWith(nominative) || (nominative === '' && /[aeiouys]$/.test(word))) continue;
      const stem = word.slice(0, word.length - nominative.length);
      if (stem.length > 1 && ltNominatives(stem + genitive).includes(word)) out.add(stem + genitive);
    }
  }
  out.delete(word);
  return [...out];
}

/**
 * The folded words of a Lithuanian individual enterprise's name read from the genitive it is often
 * written in (`Jono Jonaičio` as `jonas jonaitis`), every word read where it has such an ending, at
 * most 16 readings; none where no word has one. A reading is the name respelt by a rule of grammar,
 * as a register's spelling of a listed name is: screening scores it as one (REGISTER_SPELLING_SIMILARITY).
 */
export function lithuanianNominativeReadings(name: string): string[][] {
  const words = foldTokens(name);
  const options = words.map((w) => ltNominatives(w));
  if (options.every((o) => o.length === 0)) return [];
  let readings: string[][] = [[]];
  words.forEach((w, i) => {
    const choices = options[i]!.length > 0 ? options[i]! : [w];
    readings = readings.flatMap((r) => choices.map((c) => [...r, c])).slice(0, 16);
  });
  return readings;
}

// A Russian name's Lithuanian nominative endings: `-us` after the `j` of `-ей`, `-ай`, `-ий` (Sergejus
// Sergej, Nikolajus Nikolaj, Jurijus Jurij) and `-as` after a consonant in a word of seven letters or
// more (Aleksandras Aleksandr, Vladimiras Vladimir, Lavrovas Lavrov, Putinas Putin). The genitive's
// `-o` is read without an ending already (Aleksandro Aleksandr), its `-aus` only as `-us`.
// Shorter words keep theirs (`Jonas`, `Tomas` are Lithuanian names of their own), unless what is
// left is a Slavic given name (Ivanas Ivan, Olegas Oleg, Borisas Boris); not `Petras`, the
// Lithuanian Peter, though `Petr` is Russian.
function russianOfLithuanianWord(word: string): string {
  if (word.length >= 6 && /[eai]jus$/.test(word)) return word.slice(0, -2);
  if (!/[^aeiouy]as$/.test(word)) return word;
  const stem = word.slice(0, -2);
  if (word.length >= 7 || (word !== 'petras' && (SLAVIC_GIVEN.has(stem) || isGivenNameOfTable(stem)))) return stem;
  return word;
}

/**
 * The folded words of a Lithuanian nominative (`sergejus lavrovas`, as lithuanianNominativeReadings
 * reads `Sergejaus Lavrovo`) read as the Russian name it writes (`sergej lavrov`): what a list's
 * register reading of `Sergey LAVROV` is, where `sergejus` is a letter and an edit from `sergejs`,
 * a typo. Null where no word has such an ending.
 */
export function russianOfLithuanianNominative(words: readonly string[]): string[] | null {
  const read = words.map(russianOfLithuanianWord);
  return read.some((w, i) => w !== words[i]) ? read : null;
}

/**
 * A folded word of a Russian name as a Lithuanian nominative writes it, the reverse of
 * russianOfLithuanianWord: `-j` after `e`, `a`, `i` with `-us` (sergej Sergejus, nikolaj Nikolajus)
 * and a word of five letters or more ending in another consonant with `-as` (lavrov Lavrovas,
 * aleksandr Aleksandras); null for any other word. The person check looks for a Lithuanian individual
 * enterprise named after the person so (`Sergejaus Lavrovo IĮ` for `Sergej Lavrov`).
 */
export function lithuanianOfRussianWord(word: string): string | null {
  if (word.length >= 4 && /[eai]j$/.test(word)) return `${word}us`;
  if (word.length >= 5 && /[^aeiouyjs\d]$/.test(word)) return `${word}as`;
  return null;
}

// A word's genitive for a name typed in the nominative: the first of lithuanianGenitiveSpellings
// (longest ending first: Jonaitis Jonaičio, Paulius Pauliaus). A foreign name's consonant ending
// (Viktor) is not read here: a word of no Lithuanian name has one too.
function ltGenitive(word: string): string | null {
  if (/\d/.test(word) || !/[aeiouys]$/.test(word)) return null;
  return lithuanianGenitiveSpellings(word)[0] ?? null;
}

/**
 * The folded words of a person's name typed in the nominative (`jonas jonaitis`, as a person types
 * an owner's name) read in the genitive a Lithuanian individual enterprise's name holds them in
 * (`jono jonaicio` of `Jono Jonaičio IĮ`): every word first, then all but one, and so on, the
 * words not read as typed; none where the name is not of two to four words each with a
 * Lithuanian nominative ending. The reverse of lithuanianNominativeReadings, by the same endings.
 */
export function lithuanianGenitiveReadings(words: readonly string[]): string[][] {
  if (words.length < 2 || words.length > 4) return [];
  const genitives = words.map(ltGenitive);
  if (genitives.some((g) => g === null)) return [];
  const readings: Array<{ words: string[]; read: number }> = [];
  for (let mask = (1 << words.length) - 1; mask > 0; mask--) {
    const read = words.map((w, i) => ((mask >> i) & 1 ? genitives[i]! : w));
    readings.push({ words: read, read: read.filter((w, i) => w !== words[i]).length });
  }
  return readings.sort((a, b) => b.read - a.read).map((r) => r.words);
}

/**
 * Whether the folded words a business name's key holds after a name (none, one trade word, the
 * form's words kept in the key, or a trade word and those: `rakennus`, `t mi`, `rakennus t mi`) may
 * follow its entrepreneur's name: what a look-up of the business names beginning with a person's
 * name keeps before reading each name in full (entrepreneurNameOf). Any form's trade words: a key
 * holds no form.
 */
export function mayFollowEntrepreneurName(words: readonly string[]): boolean {
  let end = words.length;
  for (const kept of FORM_WORDS_KEPT_IN_KEY) {
    if (end >= kept.length && kept.every((word, i) => words[end - kept.length + i] === word)) { end -= kept.length; break; }
  }
  return end === 0 || (end === 1 && isAnyTradeWord(words[0]!));
}
