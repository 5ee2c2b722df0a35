// The order of search results (docs/search.md), as one comparable key per candidate:
//  1. an exact name (current or other, its words in any order): of the legal form typed first,
//     then in the order typed, then active first; a name of the legal form typed that begins with
//     the words, where the name may go on, before an exact name of another form (`AS Valmieras
//     Dārzs`: AS "Valmieras Dārzs Nord" before IK "Valmieras Dārzs"); then an exact name on one
//     side of a comma, a quote or a legal form and the place its address holds on the other (`Vega Trade OÜ,
//     Pärnu`), the fewest words of place first
//  2. name matches, then address matches, then probable typos; of address matches, a whole
//     name with the place it is in first (its words in the order typed, then in another), of
//     typos the whole name first (the same), whatever the status, as for an exact name
//  3. status: active, unclear, winding up, closed; but a legal form typed before a last word that
//     ends the text puts the current names of that form beginning with the words before the names
//     of other forms, whatever their status (`IK "Metāls M`: the closed IK "Metāls Med")
//  4. the street and house number asked for (address matches), then the more words typed the
//     current name holds (address matches: `PA Ehitus OÜ` at Tallinna mnt before a shorter name
//     holding neither word, for `Tallinna Ehitus`; not at the street and house of a text that is an
//     address, `Viru väljak 16`, where the address typed decides); a name match, where a legal form
//     was typed: the last word whole before as the beginning of a word, then that form (`Tmi
//     Virtanen`: `Tmi Aino Virtanen` before `Virtanen & Mäkelä Ky`), the form alone where the last
//     word ends the text and may still be typed (`UAB "Konsult`, `VšĮ "Ma`), there its names of the
//     country it names as written first (`AB Pro`: the Lithuanian ABs before `Pro … Oy`); then,
//     where the first word was typed with a marked letter among its first three (`Pä`), a name beginning with those letters
//     as typed (`Pärnu …` before `PA Õlu OÜ`); then, for a letter alone typed before the other words
//     (`A Koks`), a name holding a word it begins before them; then how the words met the name: name
//     starts with the query (its last word whole, then as the beginning of a word), all whole
//     words, last word as a prefix; an other (former/parallel) name last, whatever its form;
//     for a probable typo: of the current name's beginning, of the current name, of an other name
//  5. the query's legal form (address matches, typos), then fewer edits (typos), then (typos of a name's beginning) the
//     name's first word in more names, in powers of ten; the country of a web address's domain
//     (`.lt`); the marked letters typed (`Märt` before `Mart`: marks-tie-break.ts, on the names
//     of a page, not in this key); shorter name
//  6. rank order of the index (name, then regcode; countries LV, LT, EE, FI within a rank cell)
// Exact registration and VAT numbers come before all of these (search-companies.ts).
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { isOfTypedForm } from '../../domain/legal-form-match.ts';
import { countryOfFormsAsWritten } from './form-country.ts';
import { beginsAsTyped } from '../../domain/marked-words.ts';
import { typoBeginsName, typoDistance, typoIsName } from '../../domain/similarity.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, nameRangeCount, termText } from '../../store/search-image/terms.ts';
import {
  documentNames, documentNameTexts, hasOtherNames, nameEquals, nameHasSameWords, nameWithPlace, wordFit, type WordRefs,
} from '../../store/search-image/name-match.ts';
import { cellBucket, cellInBucket, cellLength, writtenSwedishFormKey } from '../../store/search-documents.ts';
import type { SearchQuery } from './search-query.ts';

export interface Candidate {
  country: Country;
  image: SearchImage;
  refs: WordRefs;
  doc: number;
  /** Found only by the typo read. */
  fuzzy: boolean;
  /** The bucket today of the country's documents whose status moved since the image was built (status-moves.ts). */
  moved: ReadonlyMap<number, number>;
}

const FIT_TIER = { startsWhole: 0, starts: 1, whole: 2, prefix: 3 } as const;

/** The rank cell of document d (the runs of cellStarts are ascending). */
export function cellOf(image: SearchImage, d: number): number {
  let lo = 0;
  let hi = image.cellValues.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (image.cellStarts[mid]! <= d) lo = mid;
    else hi = mid - 1;
  }
  return image.cellValues[lo]!;
}

/**
 * The rank cell of a candidate on the day asked: its cell in the image, in the bucket of its
 * status today where a proceeding begun or ended since the image was built moved it.
 */
function cellToday(c: Candidate): number {
  const cell = cellOf(c.image, c.doc);
  if (c.moved.size === 0) return cell;
  const bucket = c.moved.get(c.doc);
  return bucket === undefined ? cell : cellInBucket(cell, bucket);
}

/** The status bucket of a candidate (0: active) on the day asked, the first thing its rank order sorts by. */
export function statusBucket(c: Candidate): number {
  return cellBucket(cellToday(c));
}

/** The position of a candidate in the rank order of the day asked, comparable across countries. */
export function orderKey(c: Candidate): [number, number, number] {
  return [cellToday(c), COUNTRIES.indexOf(c.country), c.doc];
}

export function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The candidates with their rank keys, unsorted. A whole name with a typo ranks first among typos
 * unless its first word is rarer, by a power of ten, than that of another typo that begins a name
 * (rankKey): that needs the whole pool, so it is settled here.
 */
export function rankKeys(query: SearchQuery, candidates: Candidate[]): { c: Candidate; key: number[] }[] {
  const formCountry = query.lastWordEndsText ? countryOfFormsAsWritten(query.forms, query.formsAsJarWrites) : null;
  const namesHolding = namesHoldingWord(candidates);
  const keyed = candidates.map((c) => rankKey(query, c, formCountry, namesHolding));
  const commonestStart = Math.min(0, ...keyed.filter(({ key }) => key[GROUP] === 2 && key[TIER] === 0).map(({ key }) => key[COMMONER]!));
  for (const { key, start } of keyed) if (start > commonestStart) key[WHOLE_NAME] = 2;
  typedFormBegunBeforeOtherForm(query, keyed);
  return keyed;
}

/** Whether a company's form keys say its name writes one of the Swedish form words typed as JAR writes them. */
function writesFormTyped(forms: readonly string[], typed: ReadonlySet<string>): boolean {
  for (const form of typed) if (forms.includes(writtenSwedishFormKey(form))) return true;
  return false;
}

/** key[0] of a name of the legal form typed that begins with the words, listed before an exact name of another form. */
const BEGUN_OF_FORM_TYPED = 0.5;

/**
 * A legal form typed before a name that may go on (`AS Valmieras Dārzs`, on its way to AS
 * "Valmieras Dārzs Nord"; a space after it too): the names of that form beginning with the words
 * come before an exact name of another form (IK "Valmieras Dārzs") of no better status, after the
 * exact names of the form typed. The name may still be being typed, and the form typed says which company it is:
 * listed first, the exact name of another form took first place from the company being typed for
 * as many keys as the words were that name. Where the text says the name is whole (a quote or a
 * legal form after it: `AS "Valmieras Dārzs"`, `Valmieras Dārzs AS`), or no name of the
 * form typed begins with the words, the exact name stays first, as a form typed never decides a
 * match. Settled over the whole pool: it needs the exact names' status.
 */
function typedFormBegunBeforeOtherForm(query: SearchQuery, keyed: { key: number[] }[]): void {
  if (query.forms.length === 0 || !query.nameMayGoOn) return;
  let otherForm = Infinity;
  for (const { key } of keyed) if (key[0] === 1) otherForm = Math.min(otherForm, key[BUCKET]!);
  if (otherForm === Infinity) return;
  for (const { key } of keyed) {
    if (key[0] === 3 && key[GROUP] === 0 && key[TIER]! <= FIT_TIER.starts && key[FORM_MATCH] === 0 && key[BUCKET]! <= otherForm) {
      key[0] = BEGUN_OF_FORM_TYPED;
      key[1] = 0;
    }
  }
}

/**
 * Whether a rank key is an exact name (current or other, the words in any order), or a name of the
 * legal form typed ranked among them (typedFormBegunBeforeOtherForm).
 */
export function isExactName(key: readonly number[]): boolean {
  return key[0]! < 2;
}

/** Whether a rank key is an exact name or a name holding every word (not an address match, not a typo). */
export function isNameMatch(key: readonly number[]): boolean {
  return isExactName(key) || key[GROUP] === 0;
}

/** Whether a rank key is an exact name, or a company of the legal form typed (none typed: never). */
export function isExactOrOfFormTyped(key: readonly number[]): boolean {
  return isExactName(key) || key[FORM_MATCH] === 0;
}

/** Whether a rank key is of a company of the legal form typed (none typed: never). */
export function isOfFormTyped(key: readonly number[]): boolean {
  return key[FORM_MATCH] === 0;
}

/** Whether a rank key is a name match (isNameMatch) of a company of the legal form typed. */
export function isNameOfFormTyped(key: readonly number[]): boolean {
  return isNameMatch(key) && key[FORM_MATCH] === 0;
}

/** Whether a rank key is a name match or a name with its place written apart (`Valmiera, Koka Nams`). */
export function isNameOrWithPlace(key: readonly number[]): boolean {
  return isNameMatch(key) || key[0] === 2;
}

// Positions in the key that rankKeys reads or settles.
const GROUP = 2;
const WHOLE_NAME = 3;
const BUCKET = 4;
/** An address match that is no name with its place: after those that are (nameWithPlace). */
const NO_PLACE = 99;
const TIER = 8;
const FORM_MATCH = 10;
const COMMONER = 12;
/** Where the key's shorter-name and index-order tie-breaks begin: the marked letters typed come before them. */
const LENGTH = 15;

/**
 * Whether a name holds the words in the order typed (the last as a whole word or a word it begins),
 * other words between them or not: `Niemi Virtanen` in `Rakennus Niemi & Virtanen`, not in
 * `Rakennus Virtanen & Niemi`.
 */
function holdsWordsInOrder(name: Uint32Array, refs: WordRefs): boolean {
  const k = refs.exact.length;
  let i = 0;
  for (const t of name) {
    if (i === k) break;
    if (t === refs.exact[i] || (i === k - 1 && t >= refs.lastLo && t < refs.lastHi)) i++;
  }
  return i === k;
}

/**
 * Whether a name holds a word the last word typed begins before the other words typed (an initial
 * typed first, SearchQuery.initialFirst: `Alfa Koks` for `A Koks`, read as `koks a`).
 */
function holdsInitialFirst(name: Uint32Array, refs: WordRefs): boolean {
  const k = refs.exact.length;
  for (const t of name) {
    if (t >= refs.lastLo && t < refs.lastHi) return true;
    for (let i = 0; i < k - 1; i++) if (t === refs.exact[i]) return false;
  }
  return false;
}

/**
 * How many of the words typed the name holds (the last as a whole word or a word it begins): an
 * address match whose name holds some of them (`Tallinna Ehitus`: `PA Ehitus OÜ` at Tallinna mnt)
 * before one found through its address or an other name alone.
 */
function wordsHeld(name: Uint32Array, refs: WordRefs): number {
  const k = refs.exact.length;
  let held = 0;
  for (let i = 0; i < k; i++) {
    const term = refs.exact[i]!;
    for (const t of name) {
      if (t === term || (i === k - 1 && t >= refs.lastLo && t < refs.lastHi)) {
        held++;
        break;
      }
    }
  }
  return held;
}

/** Whether two rank keys are equal up to the shorter name and the index order. */
export function sameRankButLength(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < LENGTH; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * How many names of the countries read hold a candidate's term, counted by its word in each image
 * of the candidates (once a word a search). Counted in its own country's image alone, a word was
 * rarer where that country has fewer names: `Nova Tras` listed SIA "Nova Trans" and Nova Trans OÜ
 * first, and UAB "Nova Trans" and Nova Trans Oy, the same name with the same typo, 10th and 11th,
 * after other names' beginnings, `nova` being in fewer Lithuanian and Finnish names (rankKeys).
 */
function namesHoldingWord(candidates: readonly Candidate[]): (c: Candidate, term: number) => number {
  const images = [...new Set(candidates.map((c) => c.image))];
  const counted = new Map<string, number>();
  return (c, term) => {
    const word = termText(c.image, term);
    let n = counted.get(word);
    if (n === undefined) {
      n = 0;
      for (const image of images) {
        const t = image === c.image ? term : findTerm(image, word);
        if (t !== -1) n += nameRangeCount(image, t, t + 1);
      }
      counted.set(word, n);
    }
    return n;
  };
}

/** The rank key of one candidate, and (typos) the commonness of its first word as `commoner` counts it. */
function rankKey(
  query: SearchQuery, c: Candidate, formCountry: Country | null, namesHolding: (c: Candidate, term: number) => number,
): { c: Candidate; key: number[]; start: number } {
  const names = documentNames(c.image, c.doc);
  const [current = new Uint32Array(0), ...others] = names;
  const typedOrder = query.key !== '' && names.some((n) => nameEquals(n, c.refs));
  const exactName = typedOrder || (query.key !== '' && names.some((n) => nameHasSameWords(n, c.refs)));
  let group = 1;
  let tier = 9;
  let edits = 0;
  let commoner = 0;
  let wholeName = 2;
  let start = -Infinity;
  let notInName = 0;
  const fit = wordFit(current, c.refs);
  if (fit) {
    group = 0;
    tier = FIT_TIER[fit];
  } else if (others.some((n) => wordFit(n, c.refs))) {
    group = 0;
    tier = 4;
  } else if (!c.fuzzy) {
    // A whole name with the place it is in (`Põhja Kivi Prime OÜ, Tallinn`) comes first of the
    // address matches, whatever its status, as a whole name with a typo does among typos.
    wholeName = nameWithPlace(c.image, c.doc, c.refs, null, names) ?? NO_PLACE;
    // At the street and house number asked for, before other address matches.
    if (query.street !== null && c.image.streetHash[c.doc] === query.street) tier = 0;
    // Then those whose current name holds more of the words: `Tallinna Ehitus` listed `AA Küte
    // AS` (a former name holding `ehitus`, at Tallinna mnt) and companies at `Ehitajate tee` in
    // Tallinn before `PA Ehitus OÜ` at Tallinna mnt, the shorter name first. Not at the street and
    // house of a text that is an address (streetTyped): `Viru väljak 16` listed `Viru Sadam Trans
    // OÜ` at its flat 89 before the company at the house, which the address typed then puts first
    // (address-tie-break.ts).
    notInName = tier === 0 && query.streetTyped ? 0 : c.refs.exact.length - wordsHeld(current, c.refs);
  }
  if (c.fuzzy) {
    // A typo of the current name's beginning, then of the current name, then of an other name.
    const [currentText = '', ...otherTexts] = documentNameTexts(c.image, c.doc);
    const ofCurrent = typoDistance(query.key, [currentText]);
    group = 2;
    tier = ofCurrent === null ? 3 : typoBeginsName(query.key, currentText) ? 0 : 1;
    edits = ofCurrent ?? typoDistance(query.key, otherTexts) ?? 99;
    // Among typos of a name's beginning as close as each other, a name that begins with a common
    // word before one that begins with a rare one: `tallina` is one edit from `Tallinna` (in
    // thousands of names) and from `Talļia` (in one), and the common word is the likelier meant.
    // Counted in powers of ten, so that words about as common keep the shorter name first.
    start = -Math.floor(Math.log10(namesHolding(c, current[0]!)));
    if (tier === 0) commoner = start;
    // The whole name typed with a typo comes before the names it begins, whatever their status, as
    // an exact name does (the words in the order typed, then in another): `pro mauznica` puts a
    // closed `Pro Maiznīca` before the active `Maiznīca Pro` and `Pro Maiznīca Žigī`. Not when its
    // first word is rarer, by a power of ten, than another typo's that begins a name: `tallina` is
    // the whole name `Talļia` with a typo, but more likely the beginning of `Tallinna Kala`
    // (rankKeys).
    wholeName = ofCurrent === null ? 2 : typoIsName(query.key, currentText, true) ? 0 : typoIsName(query.key, currentText) ? 1 : 2;
  }
  const forms = c.image.formSets[c.image.formSet[c.doc]!]!;
  const formMatch = query.forms.length > 0 && isOfTypedForm(forms, query.forms) ? 0 : 1;
  const [cell, country, doc] = orderKey(c);
  // Among names that hold the words past their beginning alike, those holding them in the order
  // typed first: `Niemi Virtanen` lists `Rakennus Niemi & Virtanen Oy` before `Rakennus Virtanen &
  // Niemi Oy`, which the shorter name or the alphabet put first. A name that begins with them holds
  // them in order; an exact name has its own order above.
  const pastBeginning = group === 0 && (tier === FIT_TIER.whole || tier === FIT_TIER.prefix);
  const inOrder = pastBeginning && !holdsWordsInOrder(current, c.refs) ? 1 : 0;
  // Among exact names, the one of the legal form typed comes first, then the words in the order
  // typed, whatever the status: a user who types `Vasmöus Oy` wants that Oy, not an active
  // `Väsmöus OÜ`.
  // A name and its place written apart (`Vega Trade OÜ, Pärnu`) come right after exact names.
  const placed = exactName || query.placeSplits.length === 0 ? null : nameWithPlace(c.image, c.doc, c.refs, query.placeSplits, names);
  // Among names that hold the words, a legal form typed counts before where the words stand:
  // a user who types `Tmi Virtanen` wants a sole trader named Virtanen, and `Virtanen & Mäkelä
  // Ky`, which merely begins with the word, listed first. Not before whether the last word is
  // whole: `Priede SIA` still lists `Priede Saar OÜ` before `SIA "Priedes"`. A match in an other
  // name stays after every match in the current one. Without a form typed, the order is how the
  // words met the name alone. Among typos of current names alike (`Tmi Virtamen`: `Tmi Aino
  // Virtanen` before `Virtasen Kala Oy`, whose beginning the typo is).
  const partial = tier === FIT_TIER.starts || tier === FIT_TIER.prefix ? 1 : 0;
  // A last word that ends the text may be a word still being typed: the form typed counts first
  // there, or `UAB "Konsult` listed the whole words of `Konsult Pro AS` and five more OÜs, no
  // UAB, between `UAB "Konsul` and `UAB "Konsulta`, which list the UABs `Konsultacijos …`. Its
  // being whole does not count then either, only where the words meet the name (the tier, as
  // without a form typed): `VšĮ "Ma` listed `VšĮ "Kauno MA"`, two letters that are a word of
  // their own further in, before `VšĮ "Mažeikių …"`, which they begin.
  // There, of the names of the form typed, those of the country the form names as written come
  // first (form-country.ts): `AB Pro`, on its way to AB "Projektai Nova", listed nine Finnish
  // `Pro … Oy` (an Oy is an `Ab` in Swedish) before it, their `pro` a whole word, and `ab pro`,
  // typed without the shift key, 23. `Ab Pro`, as a Finnish Oy writes its form too, names no
  // country here.
  // A Finnish name writing the Swedish form typed itself (`Oy Karl Fazer Ab` for `ab ka`) is of it
  // as JAR's names are: `ab` in small letters names Lithuania, as a buyer types JAR's `AB`.
  const ofFormTyped = formMatch === 0 && formCountry !== null && c.country !== formCountry
    && !writesFormTyped(forms, query.formsAsJarWrites) ? 0.5 : formMatch;
  const nameForm = query.forms.length === 0 || group === 1 ? 0
    : group === 0 ? (tier === 4 ? 4 : query.lastWordEndsText ? ofFormTyped : 2 * partial + formMatch)
    : tier === 3 ? 2 : formMatch;
  // A first word typed with a marked letter among its first three (`Pä`, `Žem`): the names that
  // begin with them as typed come first among those that begin with the words, before how the last
  // word met them: `Pä` listed `PA Õlu OÜ`, whose `pa` is a whole word, before every `Pärnu …`.
  const typed = query.beginningTyped;
  const notAsTyped = typed === null || (group === 0 && tier <= FIT_TIER.starts && query.words[0] === typed.word
    && beginsAsTyped(c.image.beginnings[c.doc]!, typed)) ? 0 : 1;
  // An initial typed before the other words (`A Koks`, read as `koks a`): the names holding a word
  // it begins before them first, before how the words met the name: `Koks Alfa`, which begins with
  // the words as read, came before `Alfa Koks` and `Ādažu Koks`.
  const initialAfter = query.initialFirst && group === 0 && tier < 4 && !holdsInitialFirst(current, c.refs) ? 1 : 0;
  // A legal form typed before a last word that ends the text (`IK "Metāls M`, on its way to IK
  // "Metāls Med"): the current names of that form beginning with the words come before the names
  // of other forms, whatever their status, as the exact name of the form typed does: the closed IK,
  // the one IK so begun, was sixth, after the active SIA "Metāls Media" and four names holding the
  // words further in, while `IK "Metāls Med` listed it first. The active names of the form typed,
  // which came before every name of another form there (nameForm), stay before them. In the slot
  // of a whole name, which ranks only typos and address matches. With a space after the last word
  // too, the name going on (`OÜ VB `, on its way to the liquidating VB Aken OÜ, listed SIA "VB
  // Auto" and AS "VB Kafija" before it, as `OÜ VB` did not), of the names holding the words whole,
  // the last word being finished (`UAB Konsult `: `Konsult Alfa OÜ` before UAB "Konsultacijos …");
  // not after a quote closed or a form.
  const bucket = cellBucket(cell);
  const begins = query.lastWordEndsText ? tier <= FIT_TIER.starts : tier === FIT_TIER.startsWhole;
  const held = query.lastWordEndsText ? tier < 4 : tier === FIT_TIER.startsWhole || tier === FIT_TIER.whole;
  if (group === 0 && held && formMatch === 0 && query.nameMayGoOn && (bucket === 0 || begins)) wholeName = 1;
  const key = [
    exactName ? formMatch : placed !== null ? 2 : 3, exactName ? (typedOrder ? 0 : 1) : placed ?? 0,
    group, wholeName, bucket, nameForm, notAsTyped, initialAfter, tier, notInName, formMatch, edits, commoner, inOrder,
    query.countryHint === null || c.country === query.countryHint ? 0 : 1, cellLength(cell), cell, country, doc,
  ];
  return { c, key, start };
}

/**
 * The folded text of the other name (former, parallel, auxiliary) through which the text found
 * the candidate, or null when its current name answers it (or its address did). A result listed
 * under a name the user did not type says which of its names was meant.
 */
export function otherNameMatched(c: Candidate, queryKey: string): string | null {
  if (!hasOtherNames(c.image, c.doc)) return null;
  const names = documentNames(c.image, c.doc);
  const [current, ...others] = names;
  if (c.fuzzy) {
    const [currentText = '', ...otherTexts] = documentNameTexts(c.image, c.doc);
    if (queryKey === '' || typoDistance(queryKey, [currentText]) !== null) return null;
    let best: { text: string; d: number } | null = null;
    for (const text of otherTexts) {
      const d = typoDistance(queryKey, [text]);
      if (d !== null && (best === null || d < best.d)) best = { text, d };
    }
    return best?.text ?? null;
  }
  const fits = (n: Uint32Array) => nameEquals(n, c.refs) || nameHasSameWords(n, c.refs) || wordFit(n, c.refs) !== null;
  if (fits(current!)) return null;
  const i = others.findIndex(fits);
  return i === -1 ? null : documentNameTexts(c.image, c.doc)[i + 1] ?? null;
}
