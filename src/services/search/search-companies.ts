// Company search (docs/search.md): exact registration and VAT numbers from the store, then a
// bounded set of candidates from the in-memory images of the countries asked for, ordered in JS;
// only the results shown are read from the store. Used by /companies/search,
// /companies/autofill and the MCP search tool.
import type { Database } from '../../store/open.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { withSoftHyphensRead } from '../../domain/fold.ts';
import { withFormCaseEndingsRead } from './form-case-endings.ts';
import { allowedEdits } from '../../domain/similarity.ts';
import { companiesByKeys, companyKeysByRegcode, type CompanyKey } from '../../store/companies-read.ts';
import { otherNameOf, resultKey, resultRows, type OtherNameRow, type SearchImages } from '../../store/search-read.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { currentNameStartsWith, documentNames, holdsInitialsFirst, resolveWords, wordFit, type WordRefs } from '../../store/search-image/name-match.ts';
import {
  anywhereDocs, exactNameDocs, formSetDocs, formsOf, inNamesDocs, legalFormDocs, namePlaceDocs, startsWithDocs, streetDocs,
} from '../../store/search-image/candidates.ts';
import {
  COMMON_WORD_NAMES, COMMONER_FACTOR, RARE_WORD_NAMES, typoDocs, TYPO_TIERS, wordNameCounts, WordTermsRead, type TypoTier,
} from '../../store/search-image/typos.ts';
import { inReadSnapshot } from '../../store/transactions.ts';
import { addressHolds } from '../../store/search-image/postings.ts';
import { findTerm, nameRangeCount, prefixRange } from '../../store/search-image/terms.ts';
import { formIsBegun, parseSearchQuery, type SearchQuery } from './search-query.ts';
import {
  fewerWords, formAfterRomanTwo, formsAsWords, isUnknownWord, typedOutsideParentheses, typedWordsKept, typedWordsRead, withFormAsWord, withInitialLast, withInitialsAsForm,
  withInitialsApart, withInitialsJoined,
  withoutConnectors, withoutParenthesized, withoutWordsAfterTypo, withRomanTwoAsSoleTrader, withSignAsConnectors, withWords,
} from './relaxed-query.ts';
import { withWebAddressAsName } from './web-address.ts';
import { searchedTextSaid, withoutRequestWords } from './request-words.ts';
import { withoutPhoneNumbers } from './phone-numbers.ts';
import { withFirstWordInflected } from './inflected-words.ts';
import { formKeysWritten } from './form-country.ts';
import { withWordInOtherCase } from './other-case-words.ts';
import { withOwnerGenitive } from './owner-genitive.ts';
import { isInTownRead, withTownInOtherLanguage } from './town-other-language.ts';
import { compareOrder, isExactName, isExactOrOfFormTyped, isNameMatch, isNameOfFormTyped, isNameOrWithPlace, isOfFormTyped, orderKey, otherNameMatched, rankKeys, statusBucket, type Candidate } from './rank.ts';
import { withFinnishStreetTypeJoined, withStreetTypesAbbreviated } from './street-words.ts';
import { isStreetNameLeftOut, streetAndHouseReadings } from './street-left-out.ts';
import { withoutOtherHouses } from './other-house.ts';
import { withStreetAfterPlace } from './street-after-place.ts';
import { firstOfCompanyList } from './company-list.ts';
import { withoutMarkup } from './markup-tags.ts';
import { withFormSlipsMended } from './form-slips.ts';
import { withoutTownStreetMatches } from './town-street-match.ts';
import { codeInTextMatches, codeMatches, keyOf, spacedVatBeginningMatches, type CodeMatch } from './code-matches.ts';
import type { MatchedNumber } from '../number-keys.ts';
import { personWithBirthDate, textWithoutDate } from '../../domain/person-name-like.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import { withoutUnreadScriptWords } from './unread-script-words.ts';
import { withLettersSpelledOut } from './spelled-letters.ts';
import { withTwoTyposRead } from './two-typos.ts';
import { withCyrillicRead } from './cyrillic-words.ts';
import { marksOrder, type MarksOrder } from './marks-tie-break.ts';
import { addressOrder, bothOrders } from './address-tie-break.ts';
import { NO_MOVES, raisedHolding, statusMoves, type CountryMoves, type StatusesOfDay } from './status-moves.ts';
import { functionWordsAlone, functionWordsBeside, nameHoldsWords, nameIsText } from './function-words-kept.ts';

// Candidates read per query: enough that re-scoring can lift the best ones above the rank order
// of the index, few enough that broad words ("baltic", one letter) stay cheap.
const candidateBudget = (limit: number) => Math.min(300, Math.max(30, limit * 3));

/** One result: the fields a summary or an autofill record shows. */
export interface SearchHit {
  country: Country; regcode: string; name: string; address: string | null; status: string;
  legal_form_code: string | null; legal_form_name: string | null; registered_on: string | null;
  /**
   * The VAT number the search index holds (active in the files it was built from); undefined for a
   * company found by number, read from the register rows, which hold none.
   */
  vat_number?: string | null;
  /** The other name (former, parallel, auxiliary) the text matched, when not the current one. */
  other_name?: OtherNameRow;
  /** The number the text was read as, when the company was found by another number than the one typed. */
  matched_number?: MatchedNumber;
}

export interface SearchDeps {
  db: Database;
  images: SearchImages;
}

/**
 * One country's image and the query words' places in it; `typoTerms`, shared by every read of one
 * search; `moved`, its documents whose status of the day asked is in another bucket (status-moves.ts); `db`, the store its result rows are read from.
 */
interface CountryRead { country: Country; image: SearchImage; refs: WordRefs; typoTerms: WordTermsRead; moved: CountryMoves; db: Database }

/**
 * Whether a word that may hold a typo (long enough for an edit, and not a number) is in no
 * dictionary: as a whole word, or for the last one as the beginning of one. Only then, or when
 * nothing was found at all, is the typo read worth its cost: a query of real words has its
 * answers among the real words, and a number is a code, not a name with a typo.
 */
function hasUnknownWord(query: SearchQuery, reads: CountryRead[]): boolean {
  const refs = reads.map((r) => r.refs);
  return query.words.some((w, i) => mayHoldTypo(w) && isUnknownWord(refs, i));
}

const mayHoldTypo = (word: string) => allowedEdits(word.length) > 0 && !/\d/.test(word);

/** Whether a word begins a word of the image's dictionary. */
function begins(image: SearchImage, word: string): boolean {
  const [lo, hi] = prefixRange(image, word);
  return hi > lo;
}

/**
 * For each word, whether it is known but more likely a typo: in at most RARE_WORD_NAMES names of
 * the countries read, while a word one edit from it is in COMMONER_FACTOR times as many (and at
 * least COMMON_WORD_NAMES). `latijas` is a word of one name; a user who types it most likely
 * meant `latvijas`, and gets that one name first, then the typo read's names.
 */
function doubtfulWords(query: SearchQuery, reads: CountryRead[]): boolean[] {
  return query.words.map((w, i) => {
    if (!mayHoldTypo(w)) return false;
    let own = 0;
    let closest = 0;
    // The commoner word is looked for where the word is known: a typo stays in its language.
    for (const r of reads) {
      if (r.refs.exact[i] === -1) continue;
      const counts = wordNameCounts(r.image, w);
      own += counts.own;
      closest = Math.max(closest, counts.closest);
      if (own > RARE_WORD_NAMES) return false;
    }
    return closest >= Math.max(COMMON_WORD_NAMES, COMMONER_FACTOR * own);
  });
}

const candidateKey = (c: { country: Country; doc: number }) => `${c.country}:${c.doc}`;

class Pool {
  readonly candidates = new Map<string, Candidate>();
  /** Results found before this pool (codes, a stricter query's candidates): counted, never added. */
  private readonly before: number;
  private readonly taken: ReadonlySet<string>;
  constructor(before: number, taken: ReadonlySet<string> = new Set()) {
    this.before = before;
    this.taken = taken;
  }
  get size(): number { return this.before + this.candidates.size; }
  /**
   * A pool as this one was begun (its count before and the keys taken never change; its candidates
   * are left behind), which never adds the candidates of `keys` (those left out of the answer).
   */
  without(keys: Iterable<string>): Pool { return new Pool(this.before, new Set([...this.taken, ...keys])); }
  has(country: Country, doc: number): boolean { return this.candidates.has(candidateKey({ country, doc })); }
  /** Adds the best `budget` documents of all countries of one read (ids of one rank order). */
  addRead(reads: CountryRead[], docsOf: (r: CountryRead) => number[], budget: number, fuzzy = false): Candidate[] {
    const found: Candidate[] = [];
    for (const r of reads) for (const doc of docsOf(r)) found.push({ country: r.country, image: r.image, refs: r.refs, doc, fuzzy, moved: r.moved.bucket });
    // Only a read of more than the budget is put in rank order to keep its best: the pool's order
    // is none of the answer's, which ranks every candidate by its whole key (rankedCandidates).
    const kept = found.length <= budget ? found
      : found.map((c) => ({ c, order: orderKey(c) })).sort((a, b) => compareOrder(a.order, b.order)).slice(0, budget).map(({ c }) => c);
    const added: Candidate[] = [];
    for (const c of kept) {
      const k = candidateKey(c);
      if (this.candidates.has(k) || this.taken.has(k)) continue;
      this.candidates.set(k, c);
      added.push(c);
    }
    return added;
  }
}

/**
 * The hits of one query. All of it reads one snapshot of the store: a publish that commits
 * meanwhile rebuilds images and result rows together, and a search must not pair the documents
 * of an old image with the rows of a new one.
 */
export function searchCompanyHits(deps: SearchDeps, q: string, opts: SearchOptions): SearchHit[] {
  return searchCompanyRead(deps, q, opts).hits;
}

/**
 * The hits of one query and, where words of the text were left out of the search that found them
 * (a request's words, words no name holds), the text searched: an answer that does not say so
 * reads as the whole text's.
 */
export interface SearchRead { hits: SearchHit[]; searchedFor?: string }

/**
 * As searchCompanyHits, with the text searched where it is not the text sent. An Estonian legal
 * form with a case ending (`Põhja Puit OÜ-le`) is the form, as every reading of the text sees it
 * (form-case-endings.ts).
 */
export function searchCompanyRead(deps: SearchDeps, q: string, opts: SearchOptions): SearchRead {
  return inReadSnapshot(deps.db, () => searchInSnapshot(deps, withFormCaseEndingsRead(withSoftHyphensRead(q)), opts));
}

export interface SearchOptions {
  country?: Country;
  limit: number;
  /**
   * The day asked and the companies whose status may have moved since the image was built: the
   * results rank by the status of that day, the one they show. Without it, by the stored status.
   */
  statuses?: StatusesOfDay;
}

// A space or punctuation the text ends with (`FI `, `Uždar,`), nothing after it.
const TRAILING_SEPARATORS = /[\s\p{P}\p{S}]+$/u;

/**
 * The hits of a text; where it names no company (no number, no name holding its words) and holds
 * words of a request around a name (`Tell me about Viru Puit please`, request-words.ts), those of
 * the text without them: the first of its readings, the fewest words left out first, that names a
 * company (`Tell me about Find Solutions`: `Find Solutions`), else the last (the fewest words
 * left), even where it finds nothing: the text as typed then found only companies of the request's
 * words (`Tell me about Kyrenia Maritime Holdings`, an owner abroad, listed SIA "ME Mežs"), and the
 * owners abroad of the name asked for are read by the text searched. Read as typed, `me` is a name's word (`ME Metall OÜ`) and `viru` an address's,
 * and the company asked for was not listed. A name that begins with such words (`Find Oy`) keeps
 * its answer as typed. Whether a text names a company is asked first without its typos and
 * fewer words, which a text that does not is answered without.
 */
function searchInSnapshot(deps: SearchDeps, q: string, opts: SearchOptions): SearchRead {
  // Markup's tags are no words of the text (markup-tags.ts): the text without them is searched,
  // and said; with no word left, nothing is, and no empty text is said searched (search_companies
  // wrote `No company matches ""`): the empty answer tells why (nothing-found.ts markupOnlyHint).
  const unmarked = withoutMarkup(q);
  if (unmarked !== null) {
    if (!/[\p{L}\p{N}]/u.test(unmarked)) return { hits: [] };
    const read = searchInSnapshot(deps, unmarked, opts);
    return { hits: read.hits, searchedFor: read.searchedFor ?? unmarked };
  }
  // A list of companies (`SIA Alfa; SIA Beta`): one search is for one company, the first, and
  // searchedFor says which (company-list.ts).
  const first = firstOfCompanyList(q);
  if (first !== null) {
    const read = searchInSnapshot(deps, first, opts);
    return { hits: read.hits, searchedFor: read.searchedFor ?? first };
  }
  // A phone number on the line (`Tallinna Ehitus OÜ, tel. 67123456`) is left out, and said:
  // its digits read as a registration number (phone-numbers.ts); a Finnish business ID listed
  // after it without its hyphen (`puh. 26123456, 30123458`) stays where a company has it.
  const phoneless = withoutPhoneNumbers(q, (id) => companyKeysByRegcode(deps.db, id).some((k) => k.country === 'FI'));
  const asRead = phoneless === null ? searchReadings(deps, q, opts) : searchReadings(deps, phoneless, opts);
  const read = phoneless === null ? asRead : { hits: asRead.hits, searchedFor: asRead.searchedFor ?? phoneless };
  // Words of a script the search does not read were left out too (`Rīgas Κοκς`: `Rīgas`), and
  // punctuation left at the ends of the text searched goes (`Viru Puit: owners`: `Viru Puit`).
  const unreadLeftOut = withoutUnreadScriptWords(read.searchedFor ?? q);
  const searchedFor = unreadLeftOut ?? read.searchedFor;
  if (searchedFor === undefined) return read;
  // An opening quote whose closing one went with the words left out is no part of it either
  // (`SIA "Rīgas Qwrtzx"`: `SIA Rīgas`, request-words.ts), nor the stop of a street's type that
  // stood before a house number left out, where the register writes none (`Rävala pst. 999`: `Rävala pst`).
  const said = searchedTextSaid(searchedFor);
  // Function words kept beside a word of a town or name (`construction companies in Riga`: `in
  // Riga`) that no name listed holds with the others, each function word whole: the words without
  // them are searched (`Riga`). The names holding `in` at an address in Riga (SIA "IN Krāsas") were
  // no answer to the text, nor, `in` read as a beginning, Transport Invest OÜ to `transport
  // companies in Riga` (`transport in`, the town left out).
  const rest = functionWordsBeside(q, said);
  if (rest !== null && !read.hits.some((hit) => nameHoldsWords([hit.name, hit.other_name?.name], said))) {
    const without = searchReadings(deps, rest, opts);
    return { hits: without.hits, searchedFor: searchedTextSaid(without.searchedFor ?? rest) };
  }
  // A question of a category (`sanctioned companies in Latvia`) whose words kept are function
  // words alone (`in`): the names bearing them are no answer to it, and none is listed
  // (function-words-kept.ts; the answer says why).
  const category = functionWordsAlone(q, said) !== null && !nameIsText(read.hits.map((hit) => hit.name), said);
  return { hits: category ? [] : read.hits, searchedFor: said };
}

/** The hits of the text as searchInSnapshot reads it, with the text searched where it is not the text sent. */
function searchReadings(deps: SearchDeps, q: string, opts: SearchOptions): SearchRead {
  // A person's name with a birth date (`Jānis Bērziņš (dz. 1.1.1980)`): the companies named so, by
  // every word of the name, else none. Read as typed, the date's digits found `AN Puu Oy` and the
  // like by fewer words; a person's companies are the person check's (nothing-found.ts says so).
  const person = personWithBirthDate(q);
  // A date of no person's birth (`Tallinna Ehitus OÜ 2026-11-15`, an invoice's, its digits read as
  // numbers) is left out; so is one beside a name that names a company without it, the words of the
  // document left out too (`Rīgas Koks rēķins 2026-11-15` read as a person "Rīgas Koks rēķins").
  const dateless = textWithoutDate(q);
  if (person !== null) {
    const named = searchTyped(deps, person.name, opts);
    if (named.named) return { hits: named.hits, searchedFor: person.name };
    const company = dateless === null ? null : companyNamedBy(deps, dateless, opts);
    return company ?? { hits: [], searchedFor: person.name };
  }
  // A person's name with a year of birth, or its month and year (`Ilze Kalniņa, b. 03.1971`), that
  // names no company as typed: the companies named so, by every word of the name, else none. Read as
  // typed, the one-letter word for born was the one word some names hold (`b.`: `BA Õlu OÜ`), and
  // the year's digits found names by fewer words; a name with a year (`Cēsu Motoklubs 1980`) is a company's.
  const personOfYear = person === null ? personWithBirthYear(q) : null;
  if (personOfYear !== null && !searchTyped(deps, q, opts, 'asTyped').named) {
    const named = searchTyped(deps, personOfYear.name, opts);
    return { hits: named.named ? named.hits : [], searchedFor: personOfYear.name };
  }
  if (dateless !== null) {
    const read = searchReadings(deps, dateless, opts);
    return { hits: read.hits, searchedFor: read.searchedFor ?? dateless };
  }
  const readings = withoutRequestWords(q);
  if (readings.length === 0 || searchTyped(deps, q, opts, 'asTyped').named) return readOf(searchTyped(deps, q, opts));
  const named = readings.find((rest) => searchTyped(deps, rest, opts, 'asTyped').named);
  // None names a company as typed: the first, the whole text first, whose typos a name holds
  // (`Baltik Owners`: `Baltic Owners OÜ`, where `Baltik` alone listed `Baltic Puit OÜ` first). The
  // last, the fewest words, is read below whatever it names.
  // Only a text whose words beyond the last's are each some name's word (`owners`), as in such a
  // name: the words of a request no name holds (`who`, `tell`) make no name with typos of the others.
  const last = readings[readings.length - 1]!;
  const typoNamed = named === undefined
    ? [q, ...readings.slice(0, -1)].find((text) => wordsBeyondInNames(deps, text, last) && searchTyped(deps, text, opts, 'withTypos').named)
    : undefined;
  if (typoNamed === q) return readOf(searchTyped(deps, q, opts));
  const rest = named ?? typoNamed ?? readings[readings.length - 1]!;
  const asked = searchTyped(deps, rest, opts);
  return { hits: asked.hits, searchedFor: asked.searchedFor ?? rest };
}

/** The name matches of letters typed alone read as initials (withInitialsJoined, then withInitialsApart), best first of each. */
function initialsNamed(
  query: SearchQuery, readsOf: (words: string[]) => CountryRead[], before: number, limit: number, budget: number, typos: boolean,
  marks: MarksOrder | null,
): Array<{ c: Candidate; key: number[] }> {
  const joined = withInitialsJoined(query);
  const apart = withInitialsApart(query);
  const together = joined === null ? []
    : rankedCandidates(joined, readsOf(joined.words), new Pool(before), limit, budget, typos, marks).filter(({ key }) => isNameMatch(key));
  const each = apart === null ? []
    : rankedCandidates(apart.query, readsOf(apart.query.words), new Pool(before), limit, budget, typos, marks)
      .filter(({ c, key }) => isNameMatch(key) && holdsInitialsFirst(c.image, c.doc, apart.letters, c.refs));
  return [...together, ...each];
}

/** The hits of a text, or of it without a request's words, that names a company as typed; null where none does. */
function companyNamedBy(deps: SearchDeps, text: string, opts: SearchOptions): SearchRead | null {
  const named = [text, ...withoutRequestWords(text)].find((rest) => searchTyped(deps, rest, opts, 'asTyped').named);
  if (named === undefined) return null;
  const asked = searchTyped(deps, named, opts);
  return { hits: asked.hits, searchedFor: asked.searchedFor ?? named };
}

/** Whether each word of `text` that `rest` leaves out is a word of some company's name in the images. */
function wordsBeyondInNames(deps: SearchDeps, text: string, rest: string): boolean {
  const left = [...parseSearchQuery(text, false).words];
  for (const w of parseSearchQuery(rest, false).words) {
    const at = left.indexOf(w);
    if (at !== -1) left.splice(at, 1);
  }
  const images = [...deps.images.current().values()];
  return left.every((w) => images.some((image) => {
    const t = findTerm(image, w);
    return t !== -1 && nameRangeCount(image, t, t + 1) > 0;
  }));
}

const readOf = ({ hits, searchedFor }: TextHits): SearchRead => (searchedFor === undefined ? { hits } : { hits, searchedFor });

/**
 * The hits of a text, or, where it finds nothing and ends with a space or punctuation, those of
 * the text without them: a separator typed after a word makes it whole, and a text whose letters
 * only begin a legal form (`FI` of FIE, `UA` of UAB, `Mitte` of MTÜ, listed as that form's
 * companies) or a word, read as a word no name holds, emptied a form's list at the key before the
 * next word. On the demo store 19 of 5,221 beginnings of names did so, each with every separator
 * typed (space, comma, quote, full stop, hyphen). Read once more for such a text only. `named`
 * alone: no hits, only whether the text names a company (searchText).
 */
function searchTyped(deps: SearchDeps, q: string, opts: SearchOptions, named: NamedRead = false): TextHits {
  const read = searchText(deps, q, opts, named);
  if (read.hits.length > 0 || read.named || !TRAILING_SEPARATORS.test(q)) return read;
  const trimmed = q.replace(TRAILING_SEPARATORS, '');
  return trimmed.length === 0 ? read : searchText(deps, trimmed, opts, named);
}

/**
 * A text's hits, whether it named them (by a number, or by a name holding every word as typed),
 * and the text searched where words were left out (relaxed-query.ts fewerWords).
 */
interface TextHits { hits: SearchHit[]; named: boolean; searchedFor?: string }

/**
 * What a read asks: the hits (false), or no hits and whether a number or a name holding every word
 * names a company, read without the typos ('asTyped') or with them, a name holding every word with
 * its typos naming it too ('withTypos').
 */
type NamedRead = false | 'asTyped' | 'withTypos';

/** The hits of a text as typed and whether it named them, or that alone (`namedOnly`: NamedRead). */
function searchText(deps: SearchDeps, q: string, opts: SearchOptions, namedOnly: NamedRead = false): TextHits {
  const { db } = deps;
  const limit = Number.isFinite(opts.limit) ? Math.min(100, Math.max(1, Math.floor(opts.limit))) : 20;
  // A legal form written out with one slip (`Aktsiaseltz`) is that form (form-slips.ts).
  q = withFormSlipsMended(q, [...deps.images.current().values()]) ?? q;
  let query = parseSearchQuery(q);
  // A number written with a country's name (`Eesti 11003917`) is of that country; asked for with
  // another country, it names none of its companies.
  const named = query.lookup?.countryNamed;
  const asked: readonly Country[] = opts.country ? [opts.country] : COUNTRIES;
  const countries = named === undefined ? asked : asked.filter((c) => c === named);
  const budget = candidateBudget(limit);
  // A number written among the words of a name that it names goes first, as a whole-text one.
  let inText = codeInTextMatches(db, query, countries);
  if (query.codesInText.length > 0 && inText.fitting.length + inText.other.length === 0) {
    // Numbers that name no company in the countries asked for are words as typed.
    query = parseSearchQuery(q, false);
    inText = { fitting: [], other: [] };
  }
  const wholeCodes = codeMatches(db, query, countries, budget);
  const codes = [...wholeCodes, ...inText.fitting];

  const images = deps.images.current();
  const moves = statusMoves(db, images, opts.statuses);
  // Every reading of the text, and each typo tier in it, reads the typos of the same words.
  const typoTerms = new WordTermsRead();
  const readsOf = (words: string[]): CountryRead[] => countries.filter((c) => images.has(c))
    .map((country) => ({
      country, image: images.get(country)!, refs: resolveWords(images.get(country)!, words), typoTerms, moved: moves.get(country) ?? NO_MOVES, db,
    }));
  let reads = readsOf(query.words);
  // A word typed in Cyrillic that no dictionary knows may be a name's word written by its sound
  // (`Нямуно` for `Nemuno`): read as that word (cyrillic-words.ts).
  const cyrillic = withCyrillicRead(query, q, reads.map((r) => r.image), reads.map((r) => r.refs));
  if (cyrillic !== null) {
    query = cyrillic;
    reads = readsOf(query.words);
  }
  // A word no dictionary knows may be a name's word with its marked letters spelled out
  // (`Saehkoe` for `Sähkö`): read as that word (spelled-letters.ts).
  const spelled = withLettersSpelledOut(query, reads.map((r) => r.image), reads.map((r) => r.refs));
  if (spelled !== null) {
    query = spelled;
    reads = readsOf(query.words);
  }
  // A street's type written in full where the register abbreviates it (`maantee` for `mnt`):
  // read as the abbreviation (street-words.ts).
  const streetTypes = withStreetTypesAbbreviated(query, reads.map((r) => r.image), reads.map((r) => r.refs));
  if (streetTypes !== null) {
    query = streetTypes;
    reads = readsOf(query.words);
  }
  // A town typed before the street with no comma (`Rīga Brīvības 12`): the street without it.
  query = withStreetAfterPlace(query, reads);
  // Words typed with their marked letters (`Märt`) put the names holding them first among equals,
  // and before them the address typed, where it names a street and house (`Cēsu iela 19` before
  // its flats).
  const marks = bothOrders(marksOrder(db, q), addressOrder(db, q, query.street));
  // No typo read after an exact registration or VAT number: the text was a code, and it was found.
  // A number among words leaves them a name, which may hold a typo.
  const typos = wholeCodes.length === 0;
  // Numbers and their labels alone (`Reg. Nr. 40003123456`, `SIA 40003123456`): no name read,
  // which would list companies of the legal form.
  const numbersOnly = query.codesInText.length > 0 && query.words.length === 0;
  // A web or e-mail address read as typed (`rigaskoks lv`) is no name with a typo; its reading as
  // a name (below) takes the typo read.
  const typosAsTyped = typos && query.webAddressAsName === null;
  let ranked = numbersOnly ? [] : rankedCandidates(query, reads, new Pool(codes.length), limit, budget, typosAsTyped && namedOnly !== 'asTyped', marks);
  // Before other readings of the text: those of fewer of its words are no name of the text as typed.
  const namedAsTyped = codes.length + inText.other.length > 0 || ranked.some(({ key }) => isNameMatch(key));
  // The typo read reads names alone: each of its candidates is a name holding every word, typos mended.
  if (namedOnly) return { hits: [], named: namedAsTyped || (namedOnly === 'withTypos' && ranked.some(({ c }) => c.fuzzy)) };
  // A country code and as many digits apart as a postal code (`FI 2786`) that no name or address
  // holds as typed (typos aside): the beginning of a VAT number typed with a space after its code,
  // its companies in place of the typos of the words (code-matches.ts).
  if (codes.length === 0 && !ranked.some(({ c }) => !c.fuzzy)) {
    const spaced = spacedVatBeginningMatches(db, query, countries, budget);
    if (spaced.length > 0) {
      codes.push(...spaced);
      ranked = [];
    }
  }
  if (!numbersOnly) ranked = withConnectorAsSign(query, ranked, readsOf, limit);
  // A legal-form word typed as a word of the name (`MB Koks`): the names that are the words with it
  // (SIA "MB Koks", whose MB, a Lithuanian form, is its name's in Latvia) come right after the exact
  // names of the form typed.
  if (!numbersOnly) ranked = withFormWordsInName(query, ranked, readsOf, limit);
  // A legal form being typed after the name (`Med Green O`, on its way to `Med Green OÜ`): the
  // names that are or begin with the words before it, of a legal form it begins, follow the names
  // that hold the whole text (`Med Green Oil`). Its letters are no word of those names, so the
  // whole text lost them until the form was complete.
  // Begun alone (`UA` on its way to `UAB`, `Osaü`): the companies of the forms it begins follow the
  // names that hold the letters, as the form finished lists them.
  const begun = query.formBegun;
  if (begun !== null && !numbersOnly) {
    const kept = ranked.filter(({ key }) => isNameMatch(key));
    if (codes.length + kept.length < limit) {
      // Of the form's companies, those whose names write it as typed, marks and all, first among
      // equals (`Užd`: `Uždaroji akcinė bendrovė "Agro Lux"` before `UAB "EI ūkis"`), as the form
      // finished lists them (marks-tie-break.ts).
      const ofForm = () => {
        const companies = formBegunCompanies(query, begun.forms, readsOf([]), budget);
        return marks === null ? companies : marks(companies, limit);
      };
      ranked = begun.words.length === 0
        ? mergeReadings(kept, ofForm(), ranked, limit, () => true)
        : mergeReadings(kept, formBegunNames(query, begun, readsOf(begun.words), budget), ranked, limit);
    }
  }
  // Other readings of the text (relaxed-query.ts), each where the whole text found fewer than a
  // page of its best: without the words in parentheses, after the names that hold them too; a
  // legal-form word last as the beginning of a word being typed, after the exact names; a web or
  // e-mail address as the name it is made of, after the exact names; `II` as the Lithuanian IĮ
  // typed without its Į, after the names holding `II`; two dotted letters as the legal form they
  // spell (`A.S.`), after the names holding the letters; a first word typed in its base form as
  // the inflected word of a name it begins (`Rīga Koks` for `Rīgas Koks`, inflected-words.ts),
  // after the names holding the words as typed and a name with its place written apart; a
  // person's name as the genitive a Lithuanian IĮ holds it in. Each is made only where it may be read.
  const imageList = reads.map((r) => r.image);
  const ofFormTypedFirst = (key: number[]) => isNameOrWithPlace(key) && (query.forms.length === 0 || isOfFormTyped(key));
  const exactAsTyped = ranked.some(({ key }) => isExactName(key));
  let searchedFor: string | undefined;
  let formListedNone = false;
  const readings = [
    { looser: () => withoutParenthesized(query), best: isNameMatch, parentheses: true },
    // A text of legal forms only (`OÜ Ku`) keeps the companies of them all first where they fill a
    // page (`Oy Ab`, as many Finnish names are written).
    { looser: () => withFormAsWord(query), best: query.words.length === 0 ? () => true : isExactName },
    { looser: () => withWebAddressAsName(query, imageList), best: isExactName },
    // With a legal-form word typed after `II` (`ii sia`), the names holding `II` stay first only
    // where they are of that form: the others hold `II` alone, and a page of them kept out the
    // sole traders whose name begins with the word.
    { looser: () => withRomanTwoAsSoleTrader(query), best: formAfterRomanTwo(query) === null ? isNameMatch : isNameOfFormTyped },
    { looser: () => withInitialsAsForm(query), best: isNameMatch, initialsAsForm: true },
    // A letter alone before other words as an initial, the beginning of a word typed first (`A
    // Koks`), where names holding the words as typed are fewer than a page: as typed, it is a
    // whole word an address may hold (a staircase, the Lithuanian `g.`), and it found those.
    { looser: () => (/^[a-z]$/.test(query.words.find((w) => w.length === 1) ?? '') ? withInitialLast(query) : null), best: isNameMatch },
    { looser: () => withFirstWordInflected(query, imageList), best: isNameOrWithPlace },
    // A Lithuanian or Latvian word typed in another case than the name holds it (`UAB "Lietuvos
    // sveikatos"` for UAB "Lietuvos sveikata", other-case-words.ts). With a legal form typed, its
    // names so read come before names of another form holding the words as typed (VšĮ "Lietuvos
    // sveikatos centras"), as the form typed counts before how the words met a name (rank.ts).
    // Each form read (`projektų`: `projekts`, `projektai`) is ranked with the others, not the one of
    // most names alone: the Latvian `projekts` put UAB "Agro projektai" after every name it found.
    // Not where the text is an exact name as typed: it names that company.
    {
      looser: () => (exactAsTyped ? null : withWordInOtherCase(query, q, imageList)),
      best: ofFormTypedFirst, second: ofFormTypedFirst, leading: true,
    },
    // An owner's name typed in the nominative (`Jonas Jonaitis`) as the genitive a Lithuanian IĮ
    // is named in (`Jono Jonaičio IĮ`, owner-genitive.ts), only where no name holds the words as typed.
    { looser: () => (ranked.some(({ key }) => isNameMatch(key)) ? null : withOwnerGenitive(query, imageList)), best: isNameMatch },
  ];
  for (const { looser: reading, best, second, leading, parentheses, initialsAsForm } of readings) {
    if (numbersOnly) continue;
    const kept = leading ? leadingRun(ranked, best) : ranked.filter(({ key }) => best(key));
    if (codes.length + kept.length >= limit) continue;
    const read = reading();
    // Several readings (other-case-words.ts), each in the countries it names.
    const loosers = read === null ? [] : Array.isArray(read) ? read : [{ query: read, countries: countries as readonly string[] }];
    if (loosers.length === 0) continue;
    const looser = loosers[0]!.query;
    const taken = new Set(kept.map(({ c }) => candidateKey(c)));
    const more = rankedOfReadings(loosers.map(({ query: l, countries: within }) => () => rankedCandidates(
      l, readsOf(l.words).filter((r) => within.includes(r.country)), new Pool(codes.length + taken.size, taken), limit, budget, typos, marks,
    )), limit);
    // No name holds the words in parentheses: the list begins with the names of the text without
    // them, which it says it searched (`Rīgas Koks (Latvija)`: `Rīgas Koks`), and so where the
    // whole text found nothing, typos included, and the list is all of those words' typos
    // (`Baltic Transprt (Eesti)`: `Baltic Transprt`). Where names hold them too, those lead the
    // list, the whole text's.
    const onlyReading = ranked.length === 0 && more.length > 0;
    if (parentheses && codes.length + kept.length === 0 && inText.other.length === 0 && (onlyReading || more.some(({ key }) => isNameMatch(key)))) {
      searchedFor = typedOutsideParentheses(q);
    }
    // Two letters read as the legal form they spell (`A B Koks` as AB), where the whole text found
    // nothing: a list holding no company of that form nor the exact name of the other words is of
    // those words alone, which the answer says it searched (`Koks`), as for words left out. Said
    // nothing, every `Koks …` of any form looked like an answer to `A B Koks`.
    if (initialsAsForm && codes.length + ranked.length + inText.other.length === 0 && more.length > 0
      && !more.some(({ key }) => isExactOrOfFormTyped(key))) {
      formListedNone = true;
      searchedFor = typedWordsKept(q, query.words, looser.words);
    }
    ranked = mergeReadings(kept, more, ranked, limit, second);
  }
  // Letters typed alone before the other words as initials (`K G Logistika`, `A B Koks`), where names
  // holding the words as typed are fewer than a page, and two that spell a legal form listed no
  // company of it: the names writing them together (KG Logistika OÜ), then those holding a word
  // each begins before the other words (`Alfa Baltic Koks`), after the names holding the words as
  // typed, before any other reading's; no word then left out. Read as typed, `K G Logistika` found no
  // KG Logistika OÜ, and `A B Koks` every SIA "Koks …", as an AB.
  if (!numbersOnly && (query.initialsAsForm === null || formListedNone)) {
    const kept = ranked.filter(({ key }) => isNameMatch(key) && !formListedNone);
    const initials = codes.length + kept.length < limit ? initialsNamed(query, readsOf, codes.length, limit, budget, typos, marks) : [];
    if (initials.length > 0) {
      ranked = mergeReadings(kept, initials, ranked, limit);
      searchedFor = undefined;
    }
  }
  // A Finnish town typed by its name in the other language (`Helsingfors` for HELSINKI), last.
  if (!numbersOnly && countries.includes('FI')) {
    ranked = withTownRead(db, query, ranked, codes.length, images, moves.get('FI') ?? NO_MOVES, typos, typoTerms, limit, budget, marks);
  }
  // Fewer than a page: the same query without its connecting words, or a query of legal-form
  // words only read as words of names, follows (relaxed-query.ts), after every result before it.
  for (const looser of [withoutConnectors(query), formsAsWords(query)]) {
    if (looser === null || numbersOnly || codes.length + ranked.length >= limit) continue;
    const taken = new Set(ranked.map(({ c }) => candidateKey(c)));
    const more = rankedCandidates(looser, readsOf(looser.words), new Pool(codes.length + taken.size, taken), limit, budget, typos, marks);
    ranked = [...ranked, ...more].slice(0, limit);
  }
  // Nothing at all, typos included: fewer of the words, in turn, until one query finds something
  // (without the typo read, which found nothing for these words already). Not for a text that is
  // a registration or VAT number as a whole (`0112038-9`, `LV40003999999`): a number that names
  // no company names none, and the names holding a part of it (`… 9`) are no answer to it.
  // Nothing at all, typos included: a Finnish street's type typed apart (`Mannerheimin tie 1`) is
  // read joined, as the register writes the street (`Mannerheimintie 1`), where a dictionary knows
  // the word so joined, and the text so read is said searched (street-words.ts).
  if (codes.length === 0 && ranked.length === 0 && query.lookup === null && !numbersOnly) {
    const joined = withFinnishStreetTypeJoined(q, (word) => imageList.some((image) => findTerm(image, word) !== -1));
    if (joined !== null) {
      const read = searchText(deps, joined, opts, namedOnly);
      return { ...read, searchedFor: read.searchedFor ?? joined };
    }
  }
  // A word's readings two typos away, read once for every reading of the text below.
  const twoTyposReadings = new Map<string, string[]>();
  if (codes.length === 0 && ranked.length === 0 && query.lookup === null && !numbersOnly) {
    // First a word typed with two typos the typo read does not mend (its first letter among them,
    // or two letters of a long word left out): read as the word of the names it is closest to.
    const twoTypos = withTwoTyposRead(query, imageList, reads.map((r) => r.refs), twoTyposReadings);
    if (twoTypos !== null) ranked = rankedCandidates(twoTypos, readsOf(twoTypos.words), new Pool(0), limit, budget, typos, marks);
    // Every result is of the words read (`tranprt` as `transport`): the text says which.
    if (twoTypos !== null && ranked.length > 0) searchedFor = typedWordsRead(q, query.words, twoTypos.words);
    // Words in parentheses no name holds with the word read (`JG Tranprt (Eesti)`) are left out
    // first, as the reading without them does for a text without such a typo: read so, `JG` alone
    // listed `JG Mets OÜ` where `JG Tranprt` found `JG Transport OÜ`.
    // The reading made those words' list read alike (word-readings.ts): no word is read twice.
    const outsideTypos = twoTypos !== null && ranked.length === 0 ? withoutParenthesized(twoTypos) : null;
    if (outsideTypos !== null && query.outsideParentheses !== null) {
      ranked = rankedCandidates(outsideTypos, readsOf(outsideTypos.words), new Pool(0), limit, budget, typos, marks);
      if (ranked.length > 0) searchedFor = typedWordsRead(typedOutsideParentheses(q), query.outsideParentheses, outsideTypos.words);
    }
  }
  // Still nothing: the words after a word with a typo (a town or a country written after the name,
  // `Baltic Transprt Estonia`) are left out, and the rest read with its typos, one and two, before
  // fewerWords leaves out the word with the typo and lists the companies of the others.
  const afterTypo = codes.length === 0 && ranked.length === 0 && query.lookup === null && !numbersOnly && typos
    ? withoutWordsAfterTypo(query, reads.map((r) => r.refs), mayHoldTypo) : null;
  // A word that no dictionary holds within the edits of a typo (its terms as the typo read above
  // read them), nor two typos from it, nor as a beginning (`Volkswagen`), finds nothing with fewer
  // words around it either: not read again.
  const mendable = (word: string) => (twoTyposReadings.get(word)?.length ?? 0) > 0
    || reads.some((r) => typoTerms.of(r.image, word, false, allowedEdits(word.length)) !== null || begins(r.image, word));
  if (afterTypo !== null && mendable(afterTypo.typo)) {
    for (const fewer of afterTypo.queries) {
      const fewerReads = readsOf(fewer.words);
      let read = fewer;
      ranked = rankedCandidates(fewer, fewerReads, new Pool(0), limit, budget, true, marks);
      const two = ranked.length === 0 ? withTwoTyposRead(fewer, imageList, fewerReads.map((r) => r.refs), twoTyposReadings) : null;
      if (two !== null) {
        read = two;
        ranked = rankedCandidates(two, readsOf(two.words), new Pool(0), limit, budget, true, marks);
      }
      if (ranked.length > 0) {
        const kept = typedWordsKept(q, query.words, fewer.words);
        searchedFor = read === fewer ? kept : typedWordsRead(kept, fewer.words, read.words);
        break;
      }
    }
  }
  // Still nothing: a street's type one dictionary knows in another language (the Latvian `gatve`
  // for the Lithuanian `gatvė`) read as the register abbreviates it, before a word is left out.
  const knownStreetTypes = codes.length === 0 && ranked.length === 0 && query.lookup === null && !numbersOnly
    ? withStreetTypesAbbreviated(query, imageList, reads.map((r) => r.refs), true) : null;
  if (knownStreetTypes !== null) ranked = rankedCandidates(knownStreetTypes, readsOf(knownStreetTypes.words), new Pool(0), limit, budget, typos, marks);
  if (codes.length === 0 && ranked.length === 0 && query.lookup === null) {
    // A street and house number typed with more after it: the companies at the house, else the
    // street's (`Kauppakatu 1 A 5`: `Kauppakatu`), before a number after the house is kept without
    // it (`Brīvības iela 999-1`, read as `Brīvības iela 1`, listed the companies at house 1).
    for (const fewer of [...streetAndHouseReadings(query), ...fewerWords(query, reads.map((r) => r.refs))]) {
      if (isStreetNameLeftOut(query, fewer)) continue;
      ranked = rankedCandidates(fewer, readsOf(fewer.words), new Pool(0), limit, budget, false, marks);
      if (ranked.length > 0) {
        // Every word kept (an initial read last, as a beginning): the text searched is the text typed.
        if (fewer.words.length < query.words.length) searchedFor = typedWordsKept(q, query.words, fewer.words);
        break;
      }
    }
  }
  // A line's name before or after an address that is not its company's (an old seat, an office,
  // another company's): the exact names of the name first, those at the address typed first among
  // them, then the list of the text as read so far (the companies at the address). Not where the
  // text as typed names a company by a name holding its words.
  const namedBeside = numbersOnly || namedAsTyped ? null : nameBesideAddress(query, ranked, readsOf, limit);
  if (namedBeside !== null) {
    ranked = namedBeside;
    // The list leads with the name read beside its address, not with the fewer words searched.
    searchedFor = undefined;
  }
  ranked = withoutTownStreetMatches(db, query, withoutHouseNumberAsName(query, ranked), limit);
  const hits = resultHits(db, codes, ranked, inText.other, limit, query.key);
  return searchedFor === undefined ? { hits, named: namedAsTyped } : { hits, named: namedAsTyped, searchedFor };
}

/**
 * The ranked results with the exact names of the text without its word for "and" between two others
 * (`Niemi ja Virtanen`: `Niemi & Virtanen Ky`, whose `&` is no word of its key), each right after
 * the exact names holding the words as typed in the same order: read with the word alone, the name
 * holding `ja` in another order (`Virtanen ja Niemi Ay`) came first, and that of the order typed
 * followed only below a page (relaxed-query.ts withoutConnectors). Those of another order follow
 * the exact names of another order. One read of the exact names' cells, for such a text only.
 * The other way too: a `&` typed between two words (`Niemi & Virtanen`) reads the exact names
 * holding a word for "and" in its place (`Niemi ja Virtanen Oy`), which held the words past the
 * `&`'s exact names of both orders and so came after `Virtanen & Niemi Ky`; they move up so.
 */
function withConnectorAsSign(
  query: SearchQuery, ranked: Array<{ c: Candidate; key: number[] }>, readsOf: (words: string[]) => CountryRead[], limit: number,
): Array<{ c: Candidate; key: number[] }> {
  const looser = withoutConnectors(query);
  const readings = looser === null ? withSignAsConnectors(query) : [looser];
  if (readings.length === 0) return ranked;
  // Those the text as typed listed as names already keep their place; one it found by a typo or
  // its address alone moves up too: `Grönroos ja Virtanen`, within two edits of `Grönroos &
  // Virtanen Ky` as typed, listed it after `Virtanen & Grönroos Ky`, of the other order.
  const taken = new Set(ranked.filter(({ key }) => isNameMatch(key)).map(({ c }) => candidateKey(c)));
  const moved = new Set<string>();
  const signed: Array<{ c: Candidate; key: number[] }> = [];
  for (const reading of readings) {
    const found: Candidate[] = [];
    for (const r of readsOf(reading.words)) {
      // A word no name of the country holds (`och` in Latvia): no exact name there to read.
      if (r.refs.exact.includes(-1)) continue;
      for (const doc of exactNameDocs(r.image, r.refs, reading.key, true)) {
        const c = { country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket };
        const k = candidateKey(c);
        if (moved.has(k) || (looser !== null && taken.has(k))) continue;
        moved.add(k);
        found.push(c);
      }
    }
    // Half a step after the exact names of the text as typed in the same order (rank.ts key[1]).
    for (const { c, key } of rankKeys(reading, found)) signed.push({ c, key: [key[0]!, key[1]! + 0.5, ...key.slice(2)] });
  }
  if (signed.length === 0) return ranked;
  signed.sort((a, b) => compareOrder(a.key, b.key));
  const out = ranked.filter(({ c }) => !moved.has(candidateKey(c)));
  for (const s of signed) {
    const at = out.findIndex(({ key }) => compareOrder(s.key, key) < 0);
    out.splice(at === -1 ? out.length : at, 0, s);
  }
  return out.slice(0, limit);
}

/**
 * The ranked results with the exact names (the words in any order) of the text read with one of
 * its legal-form words as a word of the name (SearchQuery.formWordsAsName: `MB Koks` as `mb koks`)
 * right after the exact names of the legal form typed, before every other result: SIA "MB Koks"
 * is no MB, and its key keeps the word (domain/fold.ts companyNameKey), so the text as typed, read
 * as the name `Koks` of an MB, listed it among the names holding `Koks`, after every exact `Koks`.
 * An MB named `Koks` stays first. One read of the exact names' cells where every word of a
 * reading is some name's or address's in a country, else a look-up of the words alone.
 */
function withFormWordsInName(
  query: SearchQuery, ranked: Array<{ c: Candidate; key: number[] }>, readsOf: (words: string[]) => CountryRead[], limit: number,
): Array<{ c: Candidate; key: number[] }> {
  if (query.formWordsAsName.length === 0) return ranked;
  const moved = new Set<string>();
  const named: Array<{ c: Candidate; key: number[] }> = [];
  for (const words of query.formWordsAsName) {
    const reading = { ...withWords(query, words), forms: query.forms.filter((f) => !words.includes(f)) };
    const found: Candidate[] = [];
    for (const r of readsOf(words)) {
      if (r.refs.exact.includes(-1)) continue;
      for (const doc of exactNameDocs(r.image, r.refs, reading.key, true)) {
        const c = { country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket };
        if (moved.has(candidateKey(c))) continue;
        moved.add(candidateKey(c));
        found.push(c);
      }
    }
    named.push(...rankKeys(reading, found));
  }
  if (named.length === 0) return ranked;
  named.sort((a, b) => compareOrder(a.key, b.key));
  // The exact names of the form typed (rank.ts key[0] 0) lead the list as typed; they stay first.
  const rest = ranked.filter(({ c }) => !moved.has(candidateKey(c)));
  const lead = rest.findIndex(({ key }) => key[0] !== 0);
  const at = lead === -1 ? rest.length : lead;
  return [...rest.slice(0, at), ...named, ...rest.slice(at)].slice(0, limit);
}

/**
 * The ranked results without the companies found through their address whose name, not their
 * address, holds the house number of the street the text writes with its type, at another street
 * or house: `Tallinna Ehitus OÜ, Pärnu mnt 10, 10148 Tallinn` listed MTÜ "Rakvere Male Klubi 10",
 * at Pärnu mnt 40 in 10148 Tallinn, second, its `10` read as the line's house number. A house
 * number is no word of a name there; a number the text also writes elsewhere (`MTÜ Narva Selts 30,
 * Kopli tn 30`) may be, and a name holding every word, a typo's, or an address holding the number
 * too (a flat) stays. Reads the image only, for such a text only.
 */
function withoutHouseNumberAsName<T extends { c: Candidate; key: number[] }>(query: SearchQuery, ranked: T[]): T[] {
  const house = query.houseNumber;
  if (house === null || query.words.filter((w) => w === house).length !== 1) return ranked;
  return ranked.filter(({ c, key }) => {
    if (isNameMatch(key) || c.fuzzy || c.image.streetHash[c.doc] === query.street) return true;
    const term = findTerm(c.image, house);
    if (term === -1 || addressHolds(c.image, c.doc, term, term + 1)) return true;
    return !documentNames(c.image, c.doc).some((name) => name.includes(term));
  });
}

/**
 * The ranked results led by the exact names (the words in any order, current or other) of the names
 * a line writes before or after its address (SearchQuery.nameBesideAddress: `SIA "Rīgas Koks",
 * Kuldīgas iela 16, Ventspils`, `Kuldīgas iela 16, Ventspils, SIA "Rīgas Koks"`): those at the
 * street and house number typed first, then those of the name written first, then in rank order
 * (the legal form typed first); or null where there are none. Read with the address words, the
 * line found the companies at that address alone (by the words but the name's, relaxed-query.ts
 * fewerWords), and the company it names, registered elsewhere, was not listed: on the demo store,
 * for 4,376 of 4,527 active companies written before another company's address, and for 4,447
 * written after it. A company whose name and address both fit the line is one of these names, at
 * the street typed, and stays first. A part whose words the address of a company listed
 * at the street typed holds (of any the line lists where none is at it) is its place, no name
 * (`Tallinn, Narva mnt 5`, `SIA "Lux Elektro", Ventspils, Talsu iela 6A`, `Kuldīgas iela 99,
 * Ventspils`), unless written with a legal form or in quotes (`SIA "Ventspils", Kuldīgas iela 16`).
 * One read of the exact names' cells for each name.
 */
function nameBesideAddress(
  query: SearchQuery, ranked: Array<{ c: Candidate; key: number[] }>, readsOf: (words: string[]) => CountryRead[], limit: number,
): Array<{ c: Candidate; key: number[] }> | null {
  const beside = query.nameBesideAddress;
  if (beside === null) return null;
  // The first name read with each street its words may leave it (a street of several words), the
  // name of more words first among names alike (`Zemgales Mežs Invest Krišjāņa Valdemāra iela 45`:
  // `Zemgales Mežs Invest`, then `Zemgales Mežs`).
  const readings = [
    { words: beside.names[0]!, street: beside.street, part: 0, shorter: 0, written: beside.written[0]! },
    ...beside.longerStreets.map(({ name, street, written }, i) => ({ words: name, street, part: 0, shorter: i + 1, written })),
    ...beside.names.slice(1).map((words, i) => ({ words, street: beside.street, part: i + 1, shorter: 0, written: beside.written[i + 1]! })),
  ];
  const named: Array<{ c: Candidate; key: number[]; order: number[] }> = [];
  const seen = new Set<string>();
  // A longer street is read only where the words before a shorter one name no company: read so,
  // `Zemgales Mežs Invest Kuldīgas iela 16` listed SIA "Zemgales Mežs" too (a street `Invest Kuldīgas`).
  let firstNamed = false;
  // The longer street whose reading named a company (its place among them, 1 on), else 0.
  let longerNamed = 0;
  for (const { words, street, part, shorter, written } of readings) {
    if (shorter > 0 && firstNamed) continue;
    const atStreet = (c: Candidate) => c.image.streetHash[c.doc] === street;
    const atStreetListed = ranked.filter(({ c }) => atStreet(c));
    const listedAt = atStreetListed.length > 0 ? atStreetListed : ranked;
    const reads = readsOf(words).filter((r) => !r.refs.exact.includes(-1));
    const isPlace = (c: Candidate) => reads.some((r) => r.country === c.country && r.refs.exact.every((t) => addressHolds(c.image, c.doc, t, t + 1)));
    // A town is not written with a legal form or in quotes: so written, a name of a town's words
    // (SIA "Ventspils") is the company's, wherever the companies at the street are.
    if (reads.length === 0 || (!written && listedAt.some(({ c }) => isPlace(c)))) continue;
    const reading = withWords(query, words);
    const found: Candidate[] = [];
    for (const r of reads) {
      for (const doc of exactNameDocs(r.image, r.refs, reading.key, true)) {
        const c = { country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket };
        if (seen.has(candidateKey(c))) continue;
        seen.add(candidateKey(c));
        found.push(c);
      }
    }
    for (const { c, key } of rankKeys(reading, found)) named.push({ c, key, order: [atStreet(c) ? 0 : 1, part, shorter, ...key] });
    if (part === 0 && found.length > 0) {
      firstNamed = true;
      longerNamed = shorter;
    }
  }
  if (named.length === 0) return null;
  named.sort((a, b) => compareOrder(a.order, b.order));
  const streetRead = longerNamed > 0 ? beside.longerStreets[longerNamed - 1]
    : firstNamed && beside.streetWordsAfterName !== null ? { street: beside.street, streetWords: beside.streetWordsAfterName } : undefined;
  const atStreetRead = companiesAtStreetRead(query, streetRead, readsOf, seen, limit);
  return [...named.map(({ c, key }) => ({ c, key })), ...atStreetRead, ...ranked.filter(({ c }) => !seen.has(candidateKey(c)))].slice(0, limit);
}

/**
 * The companies at the street and house read right after a name (`Rīgas Koks Krišjāņa Valdemāra
 * iela 5`: those at Krišjāņa Valdemāra iela 5; `Green Vega Rautatienkatu 63`), in rank order, none
 * of `seen` (which they join): the text's list was read with the street the whole text's words
 * make, which no address is, and listed the companies at other houses of the street after the
 * name, or none at it.
 */
function companiesAtStreetRead(
  query: SearchQuery, longer: { street: number; streetWords: string[] } | undefined, readsOf: (words: string[]) => CountryRead[],
  seen: Set<string>, limit: number,
): Array<{ c: Candidate; key: number[] }> {
  if (longer === undefined) return [];
  const found: Candidate[] = [];
  for (const r of readsOf(longer.streetWords)) {
    for (const doc of streetDocs(r.image, r.refs, longer.street, limit)) {
      const c = { country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket };
      if (seen.has(candidateKey(c))) continue;
      seen.add(candidateKey(c));
      found.push(c);
    }
  }
  return rankKeys(withWords(query, longer.streetWords), found).sort((a, b) => compareOrder(a.key, b.key));
}

/**
 * The ranked results with those of the text read with a Finnish town by its other name
 * (`Helsingfors` for HELSINKI, town-other-language.ts) where they are fewer than a page of names
 * holding the words as typed (or a name with its place): after those, its companies that are
 * such names too, then the rest. Read in Finland alone, and only its companies at an address in
 * that town are taken: the towns' names are also Baltic words and given names (`Vasa`, `Inga`,
 * `Lojo`), and a search in a Baltic country only paid for it. The typo read only where the words
 * as typed found names through it: otherwise the text's words hold no typo it could mend, and a
 * text that found nothing read every country's typos already.
 */
function withTownRead(
  db: Database, query: SearchQuery, ranked: Array<{ c: Candidate; key: number[] }>, codes: number, images: ReadonlyMap<Country, SearchImage>,
  moved: CountryMoves, typos: boolean, typoTerms: WordTermsRead, limit: number, budget: number, marks: MarksOrder | null,
): Array<{ c: Candidate; key: number[] }> {
  const image = images.get('FI');
  if (image === undefined) return ranked;
  const kept = ranked.filter(({ key }) => isNameOrWithPlace(key));
  if (codes + kept.length >= limit) return ranked;
  const town = withTownInOtherLanguage(query);
  if (town === null) return ranked;
  const refs = resolveWords(image, town.query.words);
  // A town's name no Finnish address or name holds finds no company in it.
  if (town.towns.every((i) => refs.exact[i] === -1)) return ranked;
  const taken = new Set(kept.map(({ c }) => candidateKey(c)));
  const withTypos = typos && ranked.some(({ c }) => c.fuzzy);
  const more = rankedCandidates(town.query, [{ country: 'FI', image, refs, typoTerms, moved, db }], new Pool(codes + taken.size, taken), limit, budget, withTypos, marks)
    .filter(({ c }) => isInTownRead(c, town.towns));
  return mergeReadings(kept, more, ranked, limit, isNameOrWithPlace);
}

/** The results from the first on that `best` holds for, up to the first it does not. */
function leadingRun<T extends { key: number[] }>(ranked: T[], best: (key: number[]) => boolean): T[] {
  const end = ranked.findIndex(({ key }) => !best(key));
  return end === -1 ? ranked : ranked.slice(0, end);
}

/** The ranked results of several readings of one text as one list, by their keys, each company once. */
function rankedOfReadings(
  readings: Array<() => Array<{ c: Candidate; key: number[] }>>, limit: number,
): Array<{ c: Candidate; key: number[] }> {
  if (readings.length === 1) return readings[0]!();
  const all = readings.flatMap((read) => read()).sort((a, b) => compareOrder(a.key, b.key));
  const seen = new Set<string>();
  return all.filter(({ c }) => !seen.has(candidateKey(c)) && seen.add(candidateKey(c))).slice(0, limit);
}

/**
 * Two readings of one text in one list: the first reading's best, then the second's name
 * matches (`secondBest`), then the rest of the first's, then the rest of the second's (address
 * matches and typos), each candidate once.
 */
function mergeReadings<T extends { c: Candidate; key: number[] }>(
  best: T[], second: T[], first: T[], limit: number, secondBest: (key: number[]) => boolean = isNameMatch,
): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  const add = (list: T[]) => {
    for (const r of list) if (!seen.has(candidateKey(r.c)) && seen.add(candidateKey(r.c))) out.push(r);
  };
  add(best);
  add(second.filter(({ key }) => secondBest(key)));
  add(first);
  add(second);
  return out.slice(0, limit);
}

/**
 * The names that are, or begin with, the words before a legal form being typed (whole words), of
 * a legal form it begins, best first (the exact names first). A legal-form word is no word of the
 * name it stands in either, so `Rietumu Makšķernieku Bied` is on its way to `Rietumu Makšķernieku
 * Biedrība 77`, whose words are `rietumu makskernieku 77`, and `Asunto O` to `Asunto Oy Kaari`.
 */
function formBegunNames(
  query: SearchQuery, begun: NonNullable<SearchQuery['formBegun']>, reads: CountryRead[], budget: number,
): Array<{ c: Candidate; key: number[] }> {
  const head = { ...withWords(query, begun.words), forms: [] };
  const last = begun.words.length - 1;
  const found: Candidate[] = [];
  for (const r of reads) {
    const t = r.refs.exact[last]!;
    if (t === -1) continue;
    const whole = { ...r.refs, lastLo: t, lastHi: t + 1 };
    // A company whose proceeding ended since the image was built is past where the read in the
    // image's order stops: those of them that begin with the words are read on their own.
    const raised = raisedHolding(r.moved, t, t + 1).filter((doc) => currentNameStartsWith(r.image, doc, whole));
    const docs = new Set([...exactNameDocs(r.image, r.refs, head.key), ...startsWithDocs(r.image, whole, head.key, budget), ...raised]);
    if (docs.size === 0) continue;
    const begins = r.image.formSets.map((set) => formIsBegun(begun.forms, set));
    for (const doc of docs) if (begins[r.image.formSet[doc]!]) found.push({ country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket });
  }
  return rankKeys(head, found).sort((a, b) => compareOrder(a.key, b.key)).slice(0, budget);
}

/**
 * The companies of the legal forms a text of a form begun alone begins (`UA`: UAB; `Osa`: OÜ and
 * Oy), in rank order, as the finished form alone lists them (legalFormDocs): one pass over each
 * country's documents in rank order, stopped at the bound. A form begun is one whose every word a
 * company's set holds, the English ones too (`Lt`: the names holding Ltd, as `Ltd` lists), not
 * every company as after a name (formIsBegun).
 */
function formBegunCompanies(
  query: SearchQuery, forms: readonly string[], reads: CountryRead[], budget: number,
): Array<{ c: Candidate; key: number[] }> {
  const head = { ...withWords(query, []), forms: [] };
  const spellings = forms.map((form) => form.split(' '));
  const found: Candidate[] = [];
  for (const r of reads) {
    const qualifies = r.image.formSets.map((set) => spellings.some((words) => words.every((w) => set.includes(w))));
    // With those whose proceeding ended since the image was built, past where the read stops.
    const raised = r.moved.raised.filter((doc) => qualifies[r.image.formSet[doc]!]);
    for (const doc of new Set([...formSetDocs(r.image, qualifies, budget), ...raised])) {
      found.push({ country: r.country, image: r.image, refs: r.refs, doc, fuzzy: false, moved: r.moved.bucket });
    }
  }
  return rankKeys(head, found).sort((a, b) => compareOrder(a.key, b.key)).slice(0, budget);
}

/**
 * The candidates of the query's words, best first, at most `limit`. `readOn`: where the companies
 * no answer to the text (a street named after a town) left the page short, the reads are made once
 * more without them: counted in the pool, they had stopped the reads after them (`Tallinna Kala
 * OÜ`: the names holding a word `kala` begins, MTÜ Tallinna Kalastajate Selts among them).
 */
function rankedCandidates(
  query: SearchQuery, reads: CountryRead[], pool: Pool, limit: number, budget: number, withTypos: boolean,
  marks: MarksOrder | null, readOn = true,
): Array<{ c: Candidate; key: number[] }> {
  if (query.words.length > 0) {
    pool.addRead(reads, (r) => exactNameDocs(r.image, r.refs, query.key), Infinity);
    // A name and the place it is in, either side of a comma, a quote or a legal form (`Vega Trade
    // OÜ, Pärnu`): exact names of one side at an address holding the other rank next (rank.ts).
    if (query.placeSplits.length > 0) pool.addRead(reads, (r) => namePlaceDocs(r.image, r.refs, query.placeSplits), Infinity);
    // Names that begin with the words, the last one whole, rank before those where it only
    // begins a word (rank.ts): `nord` lists `Nord Eko` before `Nordeus`. Where a country's read
    // was cut off (by its bound, or by the pool keeping the best of all countries), the shorter
    // names that begin with a longer word may have filled it; then these are read on their own
    // (the last word's range narrowed to its one term). Not where the pool already holds a page of
    // that country's: read in rank order, its later ones cannot rank before those.
    const last = query.words.length - 1;
    const firstRead = new Map<Country, number[]>();
    pool.addRead(reads, (r) => {
      const docs = startsWithDocs(r.image, r.refs, query.key, budget);
      firstRead.set(r.country, docs);
      return docs;
    }, budget);
    // A first word typed with a marked letter (`Pä`) puts the names that begin with it as typed
    // first (rank.ts), while the read above, in rank order, may have filled with shorter names that
    // fold alike (`PA Õlu OÜ`): where it was cut off, those are read on their own too.
    const typed = query.beginningTyped;
    if (typed !== null && typed.word === query.words[0]) {
      const cutOff = reads.filter((r) => {
        const docs = firstRead.get(r.country)!;
        return docs.length >= budget || !docs.every((d) => pool.has(r.country, d));
      });
      pool.addRead(cutOff, (r) => startsWithDocs(r.image, r.refs, query.key, budget, [], typed), budget);
    }
    const wholeLast = new Map<Country, WordRefs>();
    for (const r of reads) {
      const t = r.refs.exact[last]!;
      const docs = firstRead.get(r.country)!;
      if (t === -1 || (docs.length < budget && docs.every((d) => pool.has(r.country, d)))) continue;
      const refs = { ...r.refs, lastLo: t, lastHi: t + 1 };
      let whole = 0;
      for (const c of pool.candidates.values()) if (c.country === r.country && currentNameStartsWith(c.image, c.doc, refs)) whole++;
      if (whole < limit) wholeLast.set(r.country, refs);
    }
    if (wholeLast.size > 0) {
      pool.addRead(reads.filter((r) => wholeLast.has(r.country)),
        (r) => startsWithDocs(r.image, wholeLast.get(r.country)!, query.key, budget), budget);
    }
    // A legal form typed (`MTÜ Jõhvi`, `VšĮ "Kauno`) puts its companies first among names that
    // begin alike (rank.ts), among those read: where a country's read was cut off, the shorter
    // names of a commoner form (`Jõhvi Auto OÜ`) may have filled it; then the form's are read
    // on their own.
    if (query.forms.length > 0) {
      const cutOff = reads.filter((r) => {
        const docs = firstRead.get(r.country)!;
        return docs.length >= budget || !docs.every((d) => pool.has(r.country, d));
      });
      if (cutOff.length > 0) {
        // First the names of another country writing the form typed as the country it names writes it (form-country.ts).
        readFormStarts(query, cutOff, pool, limit, budget, (r) => formKeysWritten(query, r.country));
        readFormStarts(query, cutOff, pool, limit, budget);
      }
    }
    // The same words in another order are an exact name too (rank.ts). The read above holds
    // every such name unless it was cut off; only then are the other orders read, never cut off.
    let inNames = 0;
    const inNamesCut: CountryRead[] = [];
    pool.addRead(reads, (r) => {
      const docs = inNamesDocs(r.image, r.refs, budget);
      inNames += docs.length;
      if (docs.length >= budget) inNamesCut.push(r);
      return docs;
    }, budget);
    // The legal form typed counts before how the words met the name (rank.ts): where that read
    // was cut off, the names of the form holding the words (`Ky Kala`: `VR Kala Ky`) may be past
    // the shorter names of a commoner form; then they are read on their own.
    if (query.forms.length > 0 && inNamesCut.length > 0) {
      // Those writing it as the country it names writes it first, as above.
      readFormInNames(query, inNamesCut, pool, limit, budget, (r) => formKeysWritten(query, r.country));
      readFormInNames(query, inNamesCut, pool, limit, budget);
    }
    if (inNames >= budget && query.words.length > 1) {
      pool.addRead(reads, (r) => exactNameDocs(r.image, r.refs, query.key, true), Infinity);
    }
    // A street and house number first, then whole words: a broad prefix over addresses would
    // merge every house number it begins.
    // A company whose proceeding ended since the image was built ranks among the active ones
    // today, while each read stops, in the image's order, before its old bucket: it is read on
    // its own too where its names hold the words, and, as the address reads are made, where its
    // address does (raisedInOrder: a handful of documents, if any, each read led by their list).
    const street = query.street;
    if (pool.size < limit && street !== null) {
      pool.addRead(reads, (r) => streetDocs(r.image, r.refs, street, budget), budget);
      pool.addRead(reads, (r) => streetDocs(r.image, r.refs, street, Infinity, r.moved.raisedInOrder), Infinity);
    }
    pool.addRead(reads, (r) => raisedNameDocs(r), Infinity);
    for (const lastAsPrefix of [false, true]) {
      if (pool.size >= limit) break;
      pool.addRead(reads, (r) => anywhereDocs(r.image, r.refs, lastAsPrefix, budget), budget);
      pool.addRead(reads, (r) => anywhereDocs(r.image, r.refs, lastAsPrefix, Infinity, r.moved.raisedInOrder), Infinity);
    }
    // A known word may still be a typo of a far commoner one (doubtfulWords).
    const doubtful = pool.size < limit && withTypos ? doubtfulWords(query, reads) : [];
    if (pool.size < limit && query.key.length >= 3 && withTypos && query.words.some((w) => !/^\d+$/.test(w))) {
      const flagged = hasUnknownWord(query, reads) || doubtful.some(Boolean);
      if (pool.size === 0 || flagged) {
        const found = readTypos(query, reads, pool, limit, budget, doubtful);
        // Nothing, with the known words read as typed: a typo may have made another real word
        // (`pesluar moboel` for `Pelsüar Mööbel`, `Peslüar` being another company's word), so
        // every word is read loosely before words are left out.
        if (found === 0 && pool.size === 0 && flagged && query.words.length > 1) {
          readTypos(query, reads, pool, limit, budget, query.words.map(() => true));
        }
      }
    }
  } else if (query.forms.length > 0) {
    // Only legal-form words: companies of that legal form, in rank order (and those of it whose
    // proceeding ended since the image was built, as above).
    // A form one country alone writes (`AB`: Lithuania) puts that country's companies first among
    // equals (rank.ts), while the read of every country stops at its bound in rank order, the
    // shorter names of the others' (`AE Puu Oy`, whose form `Ab` spells too) filling it: `AB "`
    // listed one AB. The named country's are read on their own first.
    const hint = query.countryHint;
    if (hint !== null) pool.addRead(reads.filter((r) => r.country === hint), (r) => legalFormDocs(r.image, query.forms, budget), budget);
    pool.addRead(reads, (r) => legalFormDocs(r.image, query.forms, budget), budget);
    pool.addRead(reads, (r) => raisedFormDocs(r, query.forms), budget);
  }

  const sorted = rankKeys(query, [...pool.candidates.values()]).sort((a, b) => compareOrder(a.key, b.key));
  // Those no answer to the text are left out before the page is cut, so that the candidates read
  // after them fill it: left out of a page cut already, they left it short.
  const ordered = marks === null ? sorted : marks(sorted, limit);
  if (reads.length === 0) return ordered.slice(0, limit);
  const answering = withoutHouseNumberAsName(query, ordered);
  const kept = withoutOtherHouses(reads[0]!.db, query, withoutTownStreetMatches(reads[0]!.db, query, answering, limit), limit);
  if (!readOn || kept.length >= limit || kept.length === answering.length || pool.size < limit) return kept.slice(0, limit);
  const left = new Set(answering.map(({ c }) => candidateKey(c)));
  for (const { c } of kept) left.delete(candidateKey(c));
  return rankedCandidates(query, reads, pool.without(left), limit, budget + left.size, withTypos, marks, false);
}

/** The documents raised to a better bucket today (status-moves.ts) whose current or other names hold the words. */
function raisedNameDocs(r: CountryRead): number[] {
  if (r.moved.raised.length === 0) return [];
  // Those whose names hold a word the last one typed begins: none for most texts.
  return raisedHolding(r.moved, r.refs.lastLo, r.refs.lastHi)
    .filter((doc) => documentNames(r.image, doc).some((name) => wordFit(name, r.refs) !== null));
}

/** The documents raised to a better bucket today of the legal forms typed. */
function raisedFormDocs(r: CountryRead, forms: readonly string[]): number[] {
  if (r.moved.raised.length === 0) return [];
  const ofForm = formsOf(r.image, forms);
  return r.moved.raised.filter((doc) => ofForm[r.image.formSet[doc]!]);
}

/** The legal-form words a read of the form typed reads in a country's image, or null where it reads none there. */
type FormsIn = (r: CountryRead) => readonly string[] | null;

/**
 * The reads of the countries whose image holds names of the form read there (`formsIn`), with
 * those form keys and the image's form sets that hold them: what readFormStarts and
 * readFormInNames read the names of the form typed through.
 */
function readsOfForm(allReads: CountryRead[], formsIn: FormsIn):
  { formsTyped: (r: CountryRead) => readonly string[]; formSet: (r: CountryRead) => boolean[]; ofForm: CountryRead[] } {
  const formsOfRead = new Map(allReads.map((r) => [r.country, formsIn(r)]));
  const formsTyped = (r: CountryRead) => formsOfRead.get(r.country)!;
  const reads = allReads.filter((r) => formsOfRead.get(r.country) !== null);
  const forms = new Map(reads.map((r) => [r.country, formsOf(r.image, formsTyped(r))]));
  return { formsTyped, formSet: (r) => forms.get(r.country)!, ofForm: reads.filter((r) => forms.get(r.country)!.includes(true)) };
}

/**
 * The names of the query's legal form that begin with its words, in the countries whose read of
 * such names was cut off, where the pool holds fewer than `limit` of them: with the last word as a
 * prefix, and whole (those rank first: `MTÜ Jõhvi` before `MTÜ Jõhvikas`) unless the first read
 * held them all, as for the read of every form (rankedCandidates). `formsIn`: the form keys read
 * in each country, the form typed unless said otherwise (form-country.ts formKeysWritten).
 */
function readFormStarts(
  query: SearchQuery, allReads: CountryRead[], pool: Pool, limit: number, budget: number, formsIn: FormsIn = () => query.forms,
): void {
  const { formsTyped, formSet, ofForm } = readsOfForm(allReads, formsIn);
  const last = query.words.length - 1;
  const few = (r: CountryRead, ofForm: boolean[], refs: WordRefs) => {
    let n = 0;
    for (const c of pool.candidates.values()) {
      if (c.country === r.country && ofForm[c.image.formSet[c.doc]!] && currentNameStartsWith(c.image, c.doc, refs) && ++n >= limit) return false;
    }
    return true;
  };
  const prefix = ofForm.filter((r) => few(r, formSet(r), r.refs));
  const prefixRead = new Map<Country, number>();
  if (prefix.length > 0) {
    pool.addRead(prefix, (r) => {
      const docs = startsWithDocs(r.image, r.refs, query.key, budget, formsTyped(r));
      prefixRead.set(r.country, docs.length);
      return docs;
    }, budget);
  }
  const whole = new Map<Country, WordRefs>();
  for (const r of ofForm) {
    const t = r.refs.exact[last]!;
    if (t === -1 || (prefixRead.get(r.country) ?? budget) < budget) continue;
    const refs = { ...r.refs, lastLo: t, lastHi: t + 1 };
    if (few(r, formSet(r), refs)) whole.set(r.country, refs);
  }
  if (whole.size > 0) {
    pool.addRead(ofForm.filter((r) => whole.has(r.country)), (r) => startsWithDocs(r.image, whole.get(r.country)!, query.key, budget, formsTyped(r)), budget);
  }
}

/**
 * The names of the query's legal form that hold its words, in the countries whose read of such
 * names was cut off, where the pool holds fewer than `limit` active ones (status ranks first: a
 * closed one comes after every active name of another form): with the last word as a
 * prefix, and whole (those rank first: `MB Tech` lists `MB "Agro Tech"` before `MB "Pro
 * technika"`), as readFormStarts reads the names that begin with them.
 */
function readFormInNames(
  query: SearchQuery, allReads: CountryRead[], pool: Pool, limit: number, budget: number, formsIn: FormsIn = () => query.forms,
): void {
  const { formsTyped, formSet, ofForm } = readsOfForm(allReads, formsIn);
  const last = query.words.length - 1;
  const few = (r: CountryRead, ofForm: boolean[], refs: WordRefs) => {
    let n = 0;
    for (const c of pool.candidates.values()) {
      if (c.country === r.country && ofForm[c.image.formSet[c.doc]!] && statusBucket(c) === 0
        && wordFit(documentNames(c.image, c.doc)[0]!, refs) !== null && ++n >= limit) return false;
    }
    return true;
  };
  const prefix = ofForm.filter((r) => few(r, formSet(r), r.refs));
  if (prefix.length > 0) pool.addRead(prefix, (r) => inNamesDocs(r.image, r.refs, budget, formsTyped(r)), budget);
  const whole = new Map<Country, WordRefs>();
  for (const r of ofForm) {
    const t = r.refs.exact[last]!;
    if (t === -1 || r.refs.lastHi - r.refs.lastLo === 1) continue;
    const refs = { ...r.refs, lastLo: t, lastHi: t + 1 };
    if (few(r, formSet(r), refs)) whole.set(r.country, refs);
  }
  if (whole.size > 0) pool.addRead(ofForm.filter((r) => whole.has(r.country)), (r) => inNamesDocs(r.image, whole.get(r.country)!, budget, formsTyped(r)), budget);
}

/**
 * The typo read, tier by tier until one adds a candidate (`loose`: the known words read loosely
 * too; typos.ts). Returns how many it added.
 */
function readTypos(query: SearchQuery, reads: CountryRead[], pool: Pool, limit: number, budget: number, loose: boolean[]): number {
  for (const tier of TYPO_TIERS) {
    // Typos of current names first (those beginning the name read on their own, as they rank
    // first: a page of active ones needs no other); typos of former or parallel names fill
    // what is left.
    const typos = new Map(reads.map((r) => [r.country, typoDocs(r.image, query.words, query.key, tier, budget, loose, r.typoTerms)]));
    // The companies whose proceeding ended since the image was built, past where the read in the
    // image's order stops: their typos are read on their own, all of them kept (a handful).
    const raised = reads.filter((r) => r.moved.raisedInOrder.length > 0);
    const raisedTypos = new Map(raised.map((r) => [r.country,
      typoDocs(r.image, query.words, query.key, tier, budget, loose, r.typoTerms, null, r.moved.raisedInOrder)]));
    const ofRaised = (r: CountryRead) => {
      const t = raisedTypos.get(r.country);
      return t === undefined ? [] : [...new Set([...t.whole, ...t.starting, ...t.ofCurrent, ...t.ofOther])];
    };
    // The whole name typed with a typo ranks first whatever its status (rank.ts), so it is
    // never left out by the bound.
    let added = pool.addRead(reads, (r) => typos.get(r.country)!.whole, Infinity, true).length;
    const starting = pool.addRead(reads, (r) => typos.get(r.country)!.starting, budget, true);
    added += starting.length;
    if (starting.filter((c) => statusBucket(c) === 0).length < limit) {
      added += pool.addRead(reads, (r) => typos.get(r.country)!.ofCurrent, budget, true).length;
    }
    // A legal form typed ranks its typos of current names first (rank.ts).
    if (query.forms.length > 0) added += readFormTypos(query, reads, pool, limit, budget, loose, tier);
    if (pool.size < limit) added += pool.addRead(reads, (r) => typos.get(r.country)!.ofOther, budget, true).length;
    if (raised.length > 0) added += pool.addRead(raised, ofRaised, Infinity, true).length;
    if (added > 0) return added;
  }
  return 0;
}

/**
 * The typos of the names of the query's legal form, in the countries where the pool holds fewer
 * than `limit` active typos of that form (as readFormInNames counts): the read of every form stops
 * at its bound in rank order, and the shorter names of a commoner form fill it (`Tmi Virtamen`:
 * `Virtasen … Oy`, `Virtanen & … Ky`). Returns how many it added.
 */
function readFormTypos(query: SearchQuery, reads: CountryRead[], pool: Pool, limit: number, budget: number, loose: boolean[], tier: TypoTier): number {
  const few = reads.flatMap((r) => {
    const ofForm = formsOf(r.image, query.forms);
    if (!ofForm.includes(true)) return [];
    let n = 0;
    for (const c of pool.candidates.values()) {
      if (c.fuzzy && c.country === r.country && ofForm[c.image.formSet[c.doc]!] && statusBucket(c) === 0 && ++n >= limit) return [];
    }
    return [{ r, ofForm }];
  });
  if (few.length === 0) return 0;
  const typos = new Map(few.map(({ r, ofForm }) => [r.country, typoDocs(r.image, query.words, query.key, tier, budget, loose, r.typoTerms, ofForm)]));
  const read = few.map(({ r }) => r);
  return pool.addRead(read, (r) => typos.get(r.country)!.starting, budget, true).length
    + pool.addRead(read, (r) => typos.get(r.country)!.ofCurrent, budget, true).length;
}

/** Codes first, then the candidates, then the companies of numbers the words did not name, as rows of the store. */
function resultHits(db: Database, codes: CodeMatch[], ranked: ReadonlyArray<{ c: Candidate }>, after: CodeMatch[], limit: number, queryKey: string): SearchHit[] {
  const rows = new Map(resultRows(db, ranked.map(({ c }) => resultKey(c.country, c.doc))).map((r) => [r.key, r]));
  const byCode = new Map(companyHits(db, [...codes, ...after]).map((hit) => [keyOf(hit), hit]));

  const hits: SearchHit[] = [];
  const shown = new Set<string>();
  const add = (hit: SearchHit | undefined) => {
    if (!hit || hits.length >= limit || shown.has(keyOf(hit))) return;
    shown.add(keyOf(hit));
    hits.push(hit);
  };
  // A company found by another number than the one typed says so (matched).
  const byNumber = (k: CodeMatch) => {
    const hit = byCode.get(keyOf(k));
    return hit && k.matched ? { ...hit, matched_number: k.matched } : hit;
  };
  for (const k of codes) add(byNumber(k));
  for (const { c } of ranked) {
    const row = rows.get(resultKey(c.country, c.doc));
    if (!row) continue;
    const { key: _key, ...fields } = row;
    const hit: SearchHit = { ...fields, country: c.country };
    add(hit);
    // Only for a result listed: most companies have one name, and most texts name it.
    if (hits[hits.length - 1] !== hit) continue;
    const other = otherNameMatched(c, queryKey);
    const otherRow = other === null ? undefined : otherNameOf(db, c.country, hit.regcode, other);
    if (otherRow) hit.other_name = otherRow;
  }
  for (const k of after) add(byNumber(k));
  return hits;
}

/** The hits of companies found by number, read from the register rows. */
function companyHits(db: Database, keys: CompanyKey[]): SearchHit[] {
  if (keys.length === 0) return [];
  return companiesByKeys(db, keys).map((row) => ({ ...row, country: row.country as Country }));
}
