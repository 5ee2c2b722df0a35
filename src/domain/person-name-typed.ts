// A person's name as someone types or pastes it into the person check, read as the name the
// registers write: HTML character references of a name copied from a web page or a CMS field
// (`J&#257;nis B&#275;rzi&#326;&#353;`, `Sergejs&nbsp;Petrovs`) are the characters they stand for,
// and a title or form of address before or after the name (`Dr. Jānis Bērziņš`,
// `Prof. Dr. habil. Sergejs Petrovs`, `Petrovs Sergejs, PhD`, `Jānis Bērziņš kungs`) is no word of
// it, nor a position after it and a comma (`Daiga Kārkliņa, valdes locekle`: person-name-position.ts).
// No register writes either in a person's name, and every word of the name must match.
import { ageAfterName } from './person-name-age.ts';
import { withoutSignOff } from './person-name-sign-off.ts';
import { MAIDEN_NAME_MARKS } from './person-name-maiden.ts';
import { decodeHtmlCharacters } from './html-characters.ts';
import { foldText } from './fold.ts';
import { withoutPositionsAfter } from './person-name-position.ts';
import { machineReadableName } from './person-name-machine-readable.ts';
import { isLabelledCodeOrDate } from './person-name-code-label.ts';
import { personCheckNameKeys } from './name-transliterations.ts';

// Titles and forms of address, folded, as written before or after a name in the four countries'
// languages and in English, German and Swedish, spelled out and abbreviated: `härra`, `proua`,
// `hra`, `rva` and the academic `Ing.`, `Mag.`, `Dipl.-Ing.`, `Dr. med.` were read as words of the
// name, so a name typed with one found only a person the registers name word for word within it
// (none with a given name more), and no candidate (a role without a birth date, matched by the name
// in full). Never a given name or a surname of the registers.
const TITLES = new Set([
  'dr', 'prof', 'habil', 'phd', 'mba', 'msc', 'bsc', 'llm', 'ing', 'dipl', 'mag', 'mgr', 'med', 'oec', 'jur', 'iur', 'sc',
  'mg', 'bc', 'soc', 'paed', 'psych', 'philol', // LV degrees, `Mg.iur.`, `Bc.oec.`, `Mg.sc.soc.`, `Dr.paed.`
  'mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'herr', 'frau', 'fru', 'froken',
  'kungs', 'kundze', 'kgs', 'kdze', 'godatais', 'godata', 'cien', 'cienijamais', 'cienijama', // LV: kungs, kundze after the name
  'kunga', 'kungam', 'kundzes', 'kundzei', // LV: the same in the genitive and dative, after a name so declined (`Jāņa Bērziņa kunga`)
  'hr', 'pr', 'harra', 'proua', 'prl', 'preili', // EE
  'ponas', 'ponia', 'panele', 'gerb', 'gerbiamas', 'gerbiamoji', // LT
  'herra', 'rouva', 'hra', 'rva', 'neiti', 'nti', // FI
  // Spelled out, as a letter's or an e-mail's address line writes them: found as a fuller name of the
  // person born that day, they were read as a word of the name, and no candidate (matched by the name
  // in full) was listed, where `Mr` and `Dr` list them.
  'mister', 'madam', 'madame', 'doctor', 'professor', 'dear', 'esq', 'rev', 'jr', 'sr', 'adv',
  'mudr', 'judr', 'dsc', 'llb', // Czech and Slovak doctors' titles; `D.Sc.`, `LL.B.`
  'herrn', // German, an address's `Herrn Andres Saar`
  'lugupeetud', 'lp', // EE: `Lugupeetud`, `Lp.` (dear)
  'ponui', 'poniai', 'ponios', 'pono', // LT: ponas, ponia in the dative and genitive, after which the name is in the nominative as often as not
  'gospodin', 'gospozha', // RU: господин, госпожа
]);
// Latvian `kungs` and `kundze` abbreviated with a hyphen, whose folded parts (`k`, `gs`) are no titles alone.
const HYPHENED_TITLES = new Set(['k-gs', 'k-dze', 'г-н', 'г-жа']);
// A degree written with a stop after each part (`M.Sc.`, `Ph.D.`, `LL.M.`): its parts fold to `m sc`,
// `ph d`, no title alone, so `Aivar Ilves, M.Sc.` was a 400 naming two people, `M.Sc.` the second.
// A part of two letters at least: `M.A.` and `M.D.` are as a name's initials are written.
const DOTTED_DEGREE = /^(?=.*\p{L}{2})(?:\p{L}+\.)+\p{L}*$/u;

// A word of ASCII letters alone folds to itself in lower case: most words of a name are read
// without folding (the readings fold the name once more, person check: services/persons.ts).
const ASCII_LETTERS = /^[A-Za-z]+$/;

const isTitle = (word: string): boolean => {
  if (ASCII_LETTERS.test(word)) return TITLES.has(word.toLowerCase());
  if (HYPHENED_TITLES.has(word.toLowerCase().replace(/\.$/, ''))) return true;
  if (DOTTED_DEGREE.test(word) && TITLES.has(word.replace(/\./g, '').toLowerCase())) return true;
  const folded = foldText(word);
  return folded !== '' && folded.split(' ').every((part) => TITLES.has(part));
};

// A zero-width space, a word joiner or a byte-order mark between two letters, the only gap between
// the words of a name some web pages copy (`Aivar\u200BJõgi`): folding drops it (domain/fold.ts),
// which read the name as one word and found no one. It is a space where it is the only gap of the
// name, or begins a word's capital after a small letter; inside a word, where a hyphenating page
// puts one (`Jā\u200Bnis Bērziņš`), it stays dropped, as a soft hyphen is.
const ZERO_WIDTH_BETWEEN_LETTERS = /(?<=\p{L}\p{M}*)[\u200B\u2060\uFEFF]+(?=\p{L})/gu;
const ZERO_WIDTH_BEFORE_CAPITAL = /(?<=\p{Ll}\p{M}*)[\u200B\u2060\uFEFF]+(?=\p{Lu})/gu;
// A soft hyphen (U+00AD) between a small letter and a capital, the only mark left between the
// given name and the surname of a name copied from a hyphenating page (`Jānis\u00ADBērziņš`), is
// the space it stands for; inside a word, before a small letter (`Bēr\u00ADziņš`), it is nothing,
// as folding reads it. In capitals (`JĀNIS\u00ADBĒRZIŅŠ`) a syllable's break and a word's are one
// mark, so it stays nothing there.
const SOFT_HYPHEN_BEFORE_CAPITAL = /(?<=\p{Ll}\p{M}*)\u00AD+(?=\p{Lu})/gu;
const withZeroWidthSpacesRead = (text: string) => {
  const spaced = text.replace(SOFT_HYPHEN_BEFORE_CAPITAL, ' ');
  return /\s/u.test(spaced.trim())
    ? spaced.replace(ZERO_WIDTH_BEFORE_CAPITAL, ' ')
    : spaced.replace(ZERO_WIDTH_BETWEEN_LETTERS, ' ');
};

// A footnote's mark, as a document or a web page copied whole sets one after a name (`Jānis
// Bērziņš¹`, `Kadri Mets²⁾`, `Aivar Jõgi†`, `Mari Tamm³,⁴`): folding reads a superscript digit as a
// digit (`berzins1`), a word no register writes, so the name found no one. No name writes one.
const FOOTNOTE_MARKS = /[\u00B9\u00B2\u00B3\u2070-\u2079\u207E\u2020\u2021]+(?:,[\u00B9\u00B2\u00B3\u2070-\u2079\u207E\u2020\u2021]+)*/gu;

/**
 * The name typed with its HTML character references read, the positions after it and the titles at its edges left out.
 * A name made of titles only stays as typed.
 */
export function typedPersonName(name: string): string {
  // A position after the name and a comma (`Daiga Kārkliņa, valdes locekle`) is no word of it either.
  // So is the document's kind and state before a passport's machine-readable name (`P<LVA`).
  // So is the closing of an e-mail or a letter before it (`Best regards, Jānis Bērziņš`, person-name-sign-off.ts).
  // So is an age after the name (`Jānis Bērziņš, 45 y.o.`, person-name-age.ts), before a position too
  // (`Jānis Bērziņš, 45 g., valdes loceklis`), or before the name (`45-vuotias Matti Virtanen`).
  const decoded = ageAfterName(withoutPositionsAfter(machineReadableName(ageAfterName(withoutSignOff(withZeroWidthSpacesRead(decodeHtmlCharacters(name)).replace(FOOTNOTE_MARKS, ''))).name))).name;
  const words = decoded.split(/[\s,]+/).filter((w) => w !== '');
  let first = 0;
  let last = words.length;
  while (first < last && isTitle(words[first]!)) first++;
  while (last > first && isTitle(words[last - 1]!)) last--;
  if (first === 0 && last === words.length) return decoded;
  return first < last ? words.slice(first, last).join(' ') : decoded;
}

/**
 * The name the person check reads (typedPersonName), without its words of no letter holding a
 * digit: a personal code or a birth date pasted beside the name (`Kadri Mets 49001010000`, `Kadri
 * Mets (01.01.1990)`, `Kadri Mets, juhatuse liige 49001010000`), which no register writes in a name.
 * Such a name was found only as a fuller name of someone born that day, and never matched a
 * candidate (a role without a birth date, matched by the name in full: most Estonian roles since
 * November 2024). The date or code is compared with birthDate in the name as sent
 * (person-name-other-birth-date.ts), and whether the text holds two people's names is told of it
 * with its numbers (twoNamesIn: `OZOLA ANNA 2, Jānis Bērziņš` is no surname written first).
 */
export function personNameRead(name: string): string {
  const typed = typedPersonName(name);
  const read = withoutNumbers(typed);
  return read === typed ? typed : typedPersonName(read);
}

/** The text without its words of no letter holding a digit, a comma or semicolon after one kept; a text of no other word as it is. */
function withoutNumbers(text: string): string {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const number = (w: string) => !/\p{L}/u.test(w) && /\d/u.test(w);
  if (!words.some(number) || words.every((w) => !/\p{L}/u.test(w))) return text;
  // The comma or semicolon after a number stays: it may part two names (`Jānis Bērziņš 010180-12345, Anna Ozola`).
  return words.map((w) => (number(w) ? w.replace(/[^,;]/gu, '') : w)).filter((w) => w !== '').join(' ')
    .replace(/\s+([,;])/gu, '$1').replace(/([,;])[,;\s]*(?=[,;])/gu, '').replace(/^[\s,;]+|[\s,;:]+$/gu, '');
}

// What separates the words of a typed name: spaces, a comma (`Bērziņš, Jānis`) and the full stop
// of an initial written without a space after it (`J.Bērziņš`). A hyphen joins a double given
// name or surname into one word (`Mari-Liis`, `Ozola-Bērziņa`).
const NAME_WORD_SEPARATORS = /[\s,.]+/;

/**
 * Whether a name (as typedPersonName gives it) is one word. It is still looked up, since a
 * register may name a person by one word (UR writes `-` for a forename it has none of, and the
 * owner is served as `Ozols`); but where it finds no one, the 404 says why, rather than read as
 * "this person has no company".
 */
export function isOneWordName(typed: string): boolean {
  return typed.split(NAME_WORD_SEPARATORS).filter((w) => w !== '').length < 2;
}

/**
 * Whether a name of two words or more holds fewer than two whole words, the rest initials
 * (`J. Bērziņš`, `Bērziņš J`): an initial matches a given name only beside two whole words
 * (domain/person-name-fuller.ts), so such a name finds no one, and its 404 says what to send.
 */
export function isNameOfInitials(typed: string): boolean {
  const words = typed.split(NAME_WORD_SEPARATORS).filter((w) => w !== '');
  return words.length >= 2 && words.filter((w) => [...w].length > 1).length < 2;
}

/**
 * What a person's name holding no letter is told. No register names a person without one (the
 * importers leave such a name out as a placeholder: `-`, `000000`), so it finds no one whatever
 * the birth date: a date, a personal code or a number sent as the name (a spreadsheet's columns
 * mixed up) would be answered as a person with no company, a 404 a compliance check reads as
 * clean and personKnown false a monitoring job reads as nothing new, for ever.
 */
export const NAME_WITHOUT_LETTER_RULE = 'must be the person\'s full name, given name and surname: it holds no letter, and no register '
  + 'writes a name without one (a date, a personal code or a number is no name; the birth date goes in birthDate)';

/** Whether a typed name (as typedPersonName gives it) holds a letter of any script. */
export const hasLetter = (typed: string): boolean => /\p{L}/u.test(typed);

// What joins two people's names in one text, as a spreadsheet's cell or a contract's party line
// holds them: `;`, `&`, `+`, and `and` in English and in the four countries' and Russian (`un`,
// `ja`, `ir`, `och`, `и`). A comma, which also writes a name surname first (`Bērziņš, Jānis`), joins
// two names only where both sides are names of two words or more.
const JOINED_BY = /\s*(?:[;&+]|\s(?:and|un|ja|ir|och|и)\s)\s*/iu;
const LETTERS_WORDS = (part: string) => part.split(/[\s,.]+/).filter((w) => /\p{L}/u.test(w)).length;
// The words that write a maiden name after the name (`Sanna Lindström, née Virtanen`, Latvian `dz.`,
// Finnish `o.s.`, Swedish `f.`/`född`, German `geb.`, Estonian `sünd.`, Russian `урожд.`): one person
// (MAIDEN_NAME_MARKS, person-name-maiden.ts).
const maidenNameAfter = (part: string) => MAIDEN_NAME_MARKS.has((part.split(/[\s.]+/)[0] ?? '').toLowerCase());

// Words that begin a surname written apart from it (Dutch, German, French, Italian, Spanish,
// Portuguese, Scandinavian, Gaelic, Arabic), lower case: `De Jong`, `van der Berg`, `von Trapp`,
// `af Klint`, `Mac Giolla`, `El Amrani`, `bin Laden`. A left part beginning with one is a surname.
const SURNAME_PARTICLES = new Set(['de', 'van', 'von', 'der', 'den', 'het', 'la', 'le', 'les', 'lo', 'da', 'das', 'do', 'dos', 'di',
  'du', 'des', 'del', 'della', 'dei', 'degli', 'dal', 'af', 'av', 'ter', 'ten', 'te', 'zu', 'zum', 'zur', 'vom', 'mac', 'mc', 'o', 'ó',
  'ní', 'nic', 'ap', 'al', 'el', 'bin', 'ibn', 'ben', 'bint', 'abu', 'st', 'saint', 'sainte']);
// A surname joined to its particle by an apostrophe: `O'Brien`, `D'Souza`, `L'Estrange`, `Dell'Acqua`.
const APOSTROPHE_SURNAME = /^(?:o|d|l|dell|mc)['’ʼ]\p{L}/iu;
// What joins the two surnames of one person in Spanish, Portuguese and Catalan: `García y Márquez`.
const SURNAMES_JOINED_BY = new Set(['y', 'e', 'i']);
const wordsOf = (part: string) => part.split(/[\s.]+/).filter((w) => w !== '');
const beginsSurname = (word: string) => SURNAME_PARTICLES.has(word.toLowerCase()) || APOSTROPHE_SURNAME.test(word);

// A word written in capitals (`MÁRQUEZ`, `O'BRIEN`), and one holding a small letter (`Gabriel`).
const inCapitals = (word: string) => /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
const hasSmallLetter = (word: string) => /\p{Ll}/u.test(word);

/**
 * Whether `left, right` (a comma between) is one person's name written surname first, whatever
 * the registers hold: a left part beginning with a surname particle (`De Jong, Jan Erik`,
 * `Van der Berg, Anna Maria`, `O'Brien Kelly, Sean`) where the right part does not (`de Jong Jan,
 * van Berg Anna` is two people written surname first), two surnames joined as one (`García y
 * Márquez, Gabriel José`), a right part of initials, which is no one's full name (`Bērziņš
 * Ozols, J. P.`), or the surname in capitals before given names that are not, as a sanctions list
 * writes a name (`GARCÍA MÁRQUEZ, Gabriel José`), where two people's names written surname first
 * are each in one case (`Ozola Anna, Bērziņš Jānis`, `OZOLA Anna, BĒRZIŅŠ Jānis`).
 */
function surnameFirst(left: string, right: string): boolean {
  const l = wordsOf(left);
  const r = wordsOf(right);
  if (r.every((w) => [...w].length === 1)) return true;
  if (beginsSurname(l[0]!) && !beginsSurname(r[0]!)) return true;
  const givenWords = r.filter((w) => [...w].length > 1);
  if (!/\d/u.test(left + right) && l.every(inCapitals) && givenWords.length > 0 && givenWords.every(hasSmallLetter)) return true;
  return l.slice(1, -1).some((w) => SURNAMES_JOINED_BY.has(w.toLowerCase()));
}

/**
 * The people's names a typed name (as typedPersonName gives it) holds, two or more, each of two
 * words or more: `Jānis Bērziņš, Anna Ozola`, `Jānis Bērziņš un Anna Ozola`, a list `Jānis Bērziņš;
 * Anna Ozola; Ilze Kalniņa`; null for one person's name. Read as one person's, its words found the
 * first person as the second's fuller name, and the answer named one of them as if the check were
 * of all. `byComma` where only a comma joins two: the same words may be one person's written
 * surname first (`García Márquez, Gabriel José` against `Ozola Anna, Bērziņš Jānis`), which the
 * registers tell (personNameIssue). Three or more joined by commas are a list: one person's name
 * written surname first holds one comma.
 */
export function twoNamesIn(typed: string): { names: [string, string, ...string[]]; byComma: boolean } | null {
  const setApart = nameSetApart(typed);
  if (setApart !== null) return { names: setApart, byComma: false };
  for (const joined of [JOINED_BY, /\s*,\s*/u]) {
    // A personal code or birth date behind its label (`Māris Celmiņš, personas kods 120168-12345`) is
    // no name, and two names it stands between are no one person's written surname first.
    const split = listedApart(typed.split(joined).map((p) => p.trim()), joined === JOINED_BY);
    const parts = split.filter((p) => !isLabelledCodeOrDate(p));
    if (parts.length < 2 || !parts.every((p) => LETTERS_WORDS(p) >= 2) || parts.slice(1).some(maidenNameAfter)) continue;
    const byComma = joined !== JOINED_BY && parts.length === 2 && split.indexOf(parts[1]!) - split.indexOf(parts[0]!) === 1;
    if (byComma && surnameFirst(parts[0]!, parts[1]!)) return null;
    return { names: parts as [string, string, ...string[]], byComma };
  }
  return null;
}

// A name after the name in parentheses or after a dash between spaces, a position, a country or a
// place cut before (person-name-position.ts): `Aivar Jõgi (Kadri Mets)`, `Aivar Jõgi - Kadri Mets`.
const SET_APART = /^([^()]+?)\s*(?:\(([^()]+)\)|\s[-–—]\s([^-–—]+))\s*$/u;

/**
 * The two names of a text holding a second name of two words or more in parentheses or after a dash
 * that shares no word with the first (`Aivar Jõgi (Kadri Mets)`); null otherwise. One sharing a
 * word is one person's name written two ways, a former or maiden name (`Kadri Mets (Kadri Tamm)`,
 * `Kadri Mets - Tamm`), and so is one a register writes as the other, read as before.
 */
function nameSetApart(typed: string): [string, string] | null {
  const found = SET_APART.exec(typed.trim());
  if (found === null) return null;
  const [first, second] = [found[1]!.trim(), (found[2] ?? found[3]!).trim()];
  if (LETTERS_WORDS(first) < 2 || LETTERS_WORDS(second) < 2 || maidenNameAfter(second)) return null;
  const words = (part: string) => new Set(part.split(/[\s,.]+/).map(foldText).filter((w) => w !== ''));
  const firstWords = words(first);
  if ([...words(second)].some((w) => firstWords.has(w))) return null;
  // The name in another script or a passport's spelling (`Jevgeņijs Zaicevs (Evgeny Zaytsev)`): one
  // person's, as a register would write the one the other.
  const firstKeys = new Set(personCheckNameKeys(first));
  return personCheckNameKeys(second).some((key) => firstKeys.has(key)) ? null : [first, second];
}

/**
 * The names of a list whose last two `and` joins (`Jānis Bērziņš, Anna Ozola un Ilze Kalniņa`): a
 * part between two such words holding names a comma separates, each of two words or more and not
 * one person's written surname first (`GARCÍA MÁRQUEZ, Gabriel José`), is those names.
 */
function listedApart(parts: string[], byWord: boolean): string[] {
  if (!byWord || parts.length < 2) return parts;
  return parts.flatMap((part) => {
    const names = part.split(/\s*,\s*/u).filter((n) => !isLabelledCodeOrDate(n));
    const apart = names.length > 1 && names.every((n) => LETTERS_WORDS(n) >= 2) && !names.slice(1).some(maidenNameAfter)
      && !(names.length === 2 && surnameFirst(names[0]!, names[1]!));
    return apart ? names : [part];
  });
}

/** Names listed in a sentence: `A and B`, `A, B and C`. */
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * What a name holding two people's names (or more) is told: check one at a time; two joined by a
 * comma, also that one person's name written surname first is read as one without it (the
 * registers write it so).
 */
export const twoNamesRule = ({ names, byComma }: { names: readonly string[]; byComma: boolean }): string =>
  `must be one person's full name: it holds ${names.length === 2 ? 'two' : names.length}, ${listed(names)}; check one person at a time, each with their birth date`
  + (byComma ? `; if it is one person's name written surname first, send it without the comma (${names.join(' ')})` : '');

/**
 * What a typed name is refused for, or null: no letter (NAME_WITHOUT_LETTER_RULE), or two people's
 * names (twoNamesIn) where it holds no company's legal form (a company's name is told as one, by
 * the answer: `Rīgas Koks un Partneri SIA`). Two names joined by a comma alone are one person's
 * where `registeredAsOne` says a register names someone so (the person, born that day, by every
 * word: `Fernandes Silva, João Pedro` as `Fernandes Silva João Pedro`). `typed` as typedPersonName gives it.
 */
export function personNameIssue(
  typed: string, companyForm: (name: string) => string | null, registeredAsOne: () => boolean,
): string | null {
  if (!hasLetter(typed)) return NAME_WITHOUT_LETTER_RULE;
  const two = twoNamesIn(typed);
  if (two === null || companyForm(typed) !== null || (two.byComma && registeredAsOne())) return null;
  return twoNamesRule(two);
}
