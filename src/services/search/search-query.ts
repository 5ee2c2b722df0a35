// What a search text asks for: the words that decide a match (legal forms removed, folded), the
// legal-form words (they never decide a match, only break ties or, alone, pick a legal form),
// and whether the text can be a registration or VAT number.
import { withIelaWrittenOut } from './street-words.ts';
import { companyNameTokens, foldText, foldTokens, isLegalFormWord, isStreetTypeWord, legalFormsBegun, streetKey, withSoftHyphensRead } from '../../domain/fold.ts';
import { nameHash } from '../../store/search-image/image.ts';
import { labelledNumberParts, parseRegcodeInput, type RegcodeLookup } from '../../domain/regcode.ts';
import { decodeHtmlCharacters } from '../../domain/html-characters.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { countryNamesApart } from '../../domain/country-name-beside.ts';
import { WEB_TOP_LEVEL_DOMAINS } from '../../domain/web-top-level-domains.ts';
import { codesInTokens, finnishIdsWritten, joinNumberGroups, lineFields } from './codes-in-text.ts';
import { isPhoneNumberAlone, withoutPhoneNumbers } from './phone-numbers.ts';
import { numberBegunAsTyped } from './number-begun.ts';
import { countryOfNumberLabel, withNumberLabelsWrittenOut } from '../../domain/number-labels.ts';
import { swedishFormsAsFinnish, swedishFormsBegun } from './swedish-forms.ts';
import { countryOfForms, isToldByCase } from './form-country.ts';
import { markedBeginningTyped, type Beginning } from '../../domain/marked-words.ts';
import { endsWithStreetType, LINE_OF_STREET, writesStreetType } from './address-in-text.ts';

// Bounds on the work one text can cause; the HTTP layer caps q at 200 characters anyway.
const MAX_INPUT = 400;
const MAX_WORDS = 8;
// A text that names a street and house number keeps more: an address as the Estonian register
// writes it (`Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19-68, 13624`) holds ten
// words, and cut to eight it lost its flat and postcode, the words that tell the companies of one
// house apart.
const MAX_ADDRESS_WORDS = 12;
const MAX_WORD_LENGTH = 40;
// The legal-form words typed that are each read as a word of the name: a text holds one or two.
const MAX_FORM_WORDS_AS_NAME = 3;

export interface SearchQuery {
  words: string[];
  /** The words joined: compared with stored name keys. */
  key: string;
  forms: string[];
  lookup: RegcodeLookup | null;
  /** nameHash of the street and house number the text names (domain/fold.ts streetKey), if any. */
  street: number | null;
  /**
   * The text names its street and house with a street's type (`Viru väljak 16`, `Cēsu iela 19`), so
   * it is an address: at that street and house, the address as typed comes before a name holding
   * one of its words (rank.ts). `Viru 16` may be a name's words and a number.
   */
  streetTyped: boolean;
  /**
   * The house number of `street` where the text writes the street's type (streetTyped), as its
   * words hold it (`10` of `Pärnu mnt 10`, `54` of `Narva mnt 54/1`), else null: no name's word
   * where the text holds it once (search-companies.ts withoutHouseNumberAsName).
   */
  houseNumber: string | null;
  /**
   * The street's words and house number of `street` where the text writes the street's type, apart
   * or ending its word (`kauppakatu` and `1` of `Kauppakatu 1 A 5`, `brivibas` and `1` of `Brīvības
   * iela 1 k-2`), else null: a company at another house of the street whose flat or staircase number
   * is the house typed is no answer to it (other-house.ts).
   */
  houseTyped: { streetWords: string[]; house: string } | null;
  /**
   * nameHash of `street` without its first word, where the street key holds two words or more
   * before the house number: a town typed before the street with no comma (`Rīga Brīvības 12`,
   * whose key `riga brivibas 12` no address has; `Tallinn Narva mnt 5`). Read in its place where no
   * address is at `street` and one at this is (street-after-place.ts); else null.
   */
  streetAfterPlace: number | null;
  /**
   * Registration and VAT numbers written among words (codes-in-text.ts), when the whole text is
   * not one; `words`, `forms` and `street` are then those of the rest of the text.
   */
  codesInText: RegcodeLookup[];
  /**
   * The words of each field of a text holding numbers among its words (codes-in-text.ts
   * fieldWords: `Kalve Trade SIA, 40001340517, Brīvības iela 5, Rīga`), where it has several; else
   * empty. A number's company whose name holds one field's words is the one the line names.
   */
  fieldWords: string[][];
  /**
   * The street and house number each field of such a text names (codes-in-text.ts lineFields:
   * `40001340517, Maskavas iela 46 - 36, Rīga` names `maskavas 46`); else empty. A number's
   * company at that address is the one the line names, whatever name it writes.
   */
  fieldStreets: string[];
  /**
   * The words of the text without what it holds in parentheses (`Rīgas Koks (Latvija)`: a
   * country, a town, a former name, a status), when they differ and some are left; else null.
   */
  outsideParentheses: string[] | null;
  /**
   * The words with a legal-form word typed read as a word of the name, in its place, one reading
   * for each such word (`MB Koks`: `mb koks`; `SIA "MB Koks"`: `sia koks`, `mb koks`), where the
   * text holds other words and no number: another country's legal form is a word of a company's
   * name (SIA "MB Koks", domain/fold.ts companyNameKey). Else empty.
   */
  formWordsAsName: string[][];
  /**
   * The names a line may write beside its address (`SIA "Rīgas Koks", Kuldīgas iela 16, Ventspils`,
   * or after it, `Kuldīgas iela 16, Ventspils, SIA "Rīgas Koks"`: `rigas koks`), where the text
   * names a street and house number and other words and holds no registration or VAT number: the
   * words of each part before and after the part that names the street (parts between commas,
   * semicolons and quotes; a part writing the street's type, `iela`, `tn`, `-katu`, before one that
   * does not, `MTÜ Narva Selts 30, Kopli tn 27`), a part of a town or a county (`Ventspils`) among
   * them, a postal code left out, and in the street's part the words before the street's name where
   * it writes the street's type apart and no part comes before it (`Rīgas Koks Kuldīgas iela 16`:
   * `rigas koks`), in the order written; with `street`, the nameHash of that part's street key.
   * Else null. The register may hold another address for the company the line names (an old seat,
   * an office), and read with the address words, the line found the companies at that address
   * alone (search-companies.ts nameBesideAddress). `longerStreets`: where the street's part is
   * read so, the same words read with a street of two or three words (`Rīgas Koks Krišjāņa
   * Valdemāra iela 5`: `rigas koks` before `krisjana valdemara 5`), each a name for the first and
   * the nameHash of its street and the street key's words, the fewest words first, each read only
   * where those before it name no company: nothing tells a street's first word from a name's last
   * but which reading names one. `written`, for each name and longer street:
   * whether it is written as a company's name, with a legal form or in quotes (`SIA "Ventspils"`),
   * so it is a name even where it is the town of the companies at the street.
   */
  nameBesideAddress: {
    names: string[][]; written: boolean[]; street: number;
    longerStreets: Array<{ name: string[]; street: number; streetWords: string[]; written: boolean }>;
    /** The street key's words where the street's part writes the first name before it, else null. */
    streetWordsAfterName: string[] | null;
  } | null;
  /**
   * The last word when it is a legal-form word that ends the text after other words (`Karl Sa`)
   * or after another legal form (`OÜ Ku`): the legal form, or the beginning of a word being typed
   * (`Karl Saksaarmäo`, `OÜ Kuldne Kala`); else null.
   */
  formBeingTyped: string | null;
  /**
   * The last word of the name ends the text (`UAB "Konsult`), so it may be a word still being
   * typed (`Konsultacijos`), not one finished by a space, a quote or a legal form after it.
   */
  lastWordEndsText: boolean;
  /**
   * The last word of the name ends the text, or spaces alone follow it (`AS Valmieras Dārzs `):
   * more words of the name may still be typed, not after a quote or a legal form.
   */
  nameMayGoOn: boolean;
  /**
   * A legal form being typed after the name: the text's last words begin a legal-form word or
   * phrase without completing it (`Med Green O` on its way to `Med Green OÜ`, `Pro Smart Lt`, `EV
   * Stikls, sabiedrība ar i`). `words`: the words before them; `forms`: the spellings they begin
   * (domain/fold.ts legalFormsBegun). Or a legal form begun alone, the whole text (`UA`, `Osaü`,
   * `Uždaroji akcinė b`): `words` empty. Else null.
   */
  formBegun: { words: string[]; forms: string[] } | null;
  /**
   * The words and legal-form words of the text with two dotted letters that spell a legal form
   * read as it (`Harju Lahendused A.S.`, `O.Ü.`, `A S Tech Metall`), when it holds such letters;
   * else null. Two dotted or spaced letters are more often a person's initials, so the text reads
   * them as letters first.
   */
  initialsAsForm: { words: string[]; forms: string[] } | null;
  /**
   * The words of the text with each web or e-mail address read as the name it is made of
   * (`info@rigaskoks.lv`, `www.rigas-koks.lv/kontakti` are `rigaskoks`, `rigas koks`), when the
   * text holds one; else null.
   */
  webAddressAsName: string[] | null;
  /**
   * The country of the first web or e-mail address's top-level domain, where it is one of the four
   * (`.lt`), else the one country the legal form typed names (form-country.ts: `AB`, JAR's, is
   * LT; `Akciju sabiedrība` LV): among results otherwise equal, that country's come first. Not a
   * filter: a company's address is as often `.com` or another country's, and a Finnish Oy is an
   * `Ab` in Swedish. A legal-form word that ends the text counts (`Logistics Systems Oy`: FI),
   * though it may be the beginning of a word being typed (formBeingTyped).
   */
  countryHint: Country | null;
  /**
   * The countryHint of the text with formBeingTyped read as the beginning of a word
   * (relaxed-query.ts withFormAsWord): `Karl Sa`, on its way to `Karl Saksaarmäo`, names no country.
   */
  countryHintAsWord: Country | null;
  /**
   * Where the words may split into a name and the place it is in: the number of words before a
   * comma, a semicolon, a quote or a legal-form word that stands between words (`Vega Trade OÜ,
   * Pärnu` and `SIA "Rīgas Koks" Rīga` split after 2). The name is either side.
   */
  placeSplits: number[];
  /**
   * The number of words before a `&` that stands between two words (`Niemi & Virtanen`: 1), where
   * the text holds one; else null. The `&` is no word, and a name may write the word for "and" in
   * its place (`Niemi ja Virtanen Oy`).
   */
  signAt: number | null;
  /**
   * The first letters of the first word as typed, where one is a marked letter (`Pä`, `Žem`,
   * `Pärnu`; domain/marked-words.ts markedBeginningTyped), with that word folded; else null. The
   * names that begin so come first among those beginning with the words (rank.ts).
   */
  beginningTyped: (Beginning & { word: string }) | null;
  /**
   * The legal-form words whose case tells their country typed as JAR writes them, in capitals or
   * in small letters (`ab` of `AB Pro` and of `ab pro`, not of `Ab Pro`): form-country.ts tells
   * JAR's AB from the Swedish Ab of a Finnish Oy by them.
   */
  formsAsJarWrites: ReadonlySet<string>;
  /**
   * The last word is a letter alone that the text typed before its other words (an initial, `A
   * Koks` read as `Koks A`: relaxed-query.ts withInitialLast): the names holding a word it begins
   * before those words come first among names alike (rank.ts). False for a text as typed.
   */
  initialFirst: boolean;
  /**
   * The country whose register the label before the whole text's number names (`registrikood
   * 11058424`: EE; domain/number-labels.ts countryOfNumberLabel), or before a number still being
   * typed (`registrikood 1105`), else null: where the digits are several countries' companies'
   * numbers, or begin them, its companies come first (code-matches.ts).
   */
  labelCountry: Country | null;
}

// What ends a name written before its place, or a place before its name.
const PLACE_SEPARATOR = /[,;"“”„«»]/;
const QUOTE = /["“”„«»]/;

/**
 * The word counts before each separator of a name and a place (SearchQuery.placeSplits). The
 * folded tokens of the pieces between separators are walked along the words; a token that is not
 * the next word (a legal-form word or phrase) is passed over, and a legal-form word ends a piece.
 */
function placeSplitsOf(text: string, words: string[], hasForms: boolean): number[] {
  if (words.length < 2 || (!hasForms && !PLACE_SEPARATOR.test(text))) return [];
  const splits: number[] = [];
  let at = 0;
  const split = () => {
    if (at > 0 && at < words.length && !splits.includes(at)) splits.push(at);
  };
  for (const part of text.split(PLACE_SEPARATOR)) {
    for (const token of foldTokens(part)) {
      if (token === words[at]) at++;
      else if (isLegalFormWord(token)) split();
    }
    split();
  }
  return splits;
}

// The parts beside a line's address read as names, at most: a name, a town, a county.
const MAX_NAMES_BESIDE_ADDRESS = 3;
// The words of a street's name read before its type where a line writes no separator between
// the name and the street (`Krišjāņa Valdemāra iela`, `13. janvāra iela`, `Rīgas Koks Kr. Barona
// iela 5`), at most.
const MAX_STREET_WORDS_AFTER_NAME = 3;
// A postal code among the parts after an address (`LV-3601`, `00100 Helsinki`), no word of a name.
const POSTAL_CODE = /(?:^|\s)(?:(?:LV|LT|EE|FI)-?)?\d{4,5}(?=\s|$)/giu;

/**
 * The part of a line that is its address: the first naming a street and house number (streetKey)
 * and writing the street's type (`iela`, `tn`, `-katu`), or else the first naming a street and
 * house number; -1 where none does.
 */
function addressPartOf(parts: readonly string[]): number {
  const keyed = parts.map((part) => /\d/.test(part) && streetKey(part) !== null);
  const typed = parts.findIndex((part, i) => keyed[i] && foldTokens(part).some(writesStreetType));
  return typed === -1 ? keyed.indexOf(true) : typed;
}

/**
 * nameHash of a street key without its first word, where two words or more stand before its house
 * number (`riga brivibas 12`: `brivibas 12`), else null: the first may be the town, typed before
 * the street without the comma the registers write after it.
 */
function streetAfterFirstWord(key: string | null): number | null {
  if (key === null) return null;
  const words = key.split(' ');
  return words.length >= 3 && !/\d/.test(words[0]!) ? nameHash(words.slice(1).join(' ')) : null;
}

/**
 * The street key of a line: that of its address part where an earlier part holds a number and
 * writes no street's type (`MTÜ Narva Selts 78, Telliskivi tn 26-72`: `telliskivi 26`, where
 * streetKey reads `narva selts 78`, which no address is), else streetKey's.
 */
function lineStreetKey(text: string): string | null {
  const key = streetKey(text);
  if (key === null || !PLACE_SEPARATOR.test(text)) return key;
  const parts = text.split(PLACE_SEPARATOR);
  const at = addressPartOf(parts);
  return at > 0 && parts.slice(0, at).some((part) => /\d/.test(part)) ? streetKey(parts[at]!) ?? key : key;
}

/**
 * Where the street of one word begins among the folded tokens of a line's part, after a name's
 * words: the word before a type written apart (`Rīgas Koks Kuldīgas iela 16`), a word ending
 * with its type (`Green Vega Rautatienkatu 63`), a street's word and ordinal before a Riga
 * `līnija` (`Digital Koks Čiekurkalna 1. līnija 60`); a house number after it. -1 where none is.
 */
function streetAfterNameAt(tokens: readonly string[]): number {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const at = isStreetTypeWord(t) ? i - 1
      : t === LINE_OF_STREET && /^\d+$/.test(tokens[i - 1]!) ? i - 2
        : endsWithStreetType(t) ? i : -1;
    if (at >= 1 && streetKey(tokens.slice(at).join(' ')) !== null) return at;
  }
  return -1;
}

/**
 * The names written beside the address of a text naming a street and house number
 * (SearchQuery.nameBesideAddress), or null.
 */
function nameBesideAddressOf(text: string, keep: ReadonlySet<string>): SearchQuery['nameBesideAddress'] {
  const parts = text.split(PLACE_SEPARATOR);
  const at = addressPartOf(parts);
  if (at === -1) return null;
  const nameOf = (head: string) => companyNameTokens(head, keep).slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
  // Each part's opening in the text, to tell a part written in quotes.
  const opens: number[] = [];
  parts.reduce((from, part) => { opens.push(from); return from + part.length + 1; }, 0);
  const quoted = (i: number) => QUOTE.test(text[opens[i]! - 1] ?? '') && QUOTE.test(text[opens[i]! + parts[i]!.length] ?? '');
  const writtenAsName = (head: string, i: number) => quoted(i) || foldTokens(head).some(isLegalFormWord);
  const names = parts.slice(0, at).map((part, i) => ({ words: nameOf(part), written: writtenAsName(part, i) }))
    .filter(({ words }) => words.length > 0);
  // A line with no part before the street's: the words before the street's name, where its type is
  // written apart, the type after the street's one word (`Kuldīgas iela`), or ends it (`Kauppakatu`).
  const tokens = foldTokens(parts[at]!);
  const streetAt = names.length > 0 ? -1 : streetAfterNameAt(tokens);
  const formBefore = streetAt !== -1 && tokens.slice(0, streetAt).some(isLegalFormWord);
  if (streetAt !== -1) names.push({ words: nameOf(tokens.slice(0, streetAt).join(' ')), written: formBefore });
  // A street of several words (`Krišjāņa Valdemāra iela`, `Sörnäisten rantatie`) leaves its first
  // words with the name's: the words read with a longer street too, a name's word kept each time.
  const longerStreets: Array<{ name: string[]; street: number; streetWords: string[]; written: boolean }> = [];
  for (let words = 2; streetAt !== -1 && words <= MAX_STREET_WORDS_AFTER_NAME && streetAt - words + 1 >= 1; words++) {
    const name = nameOf(tokens.slice(0, streetAt - words + 1).join(' '));
    const key = streetKey(tokens.slice(streetAt - words + 1).join(' '));
    if (name.length > 0 && key !== null) longerStreets.push({ name, street: nameHash(key), streetWords: key.split(' '), written: formBefore });
  }
  // The parts after it, as an invoice or a shipping label writes the name after the address
  // (`Kuldīgas iela 16, Ventspils, SIA "Rīgas Koks"`), without their postal codes.
  names.push(...parts.slice(at + 1).map((part, i) => ({ words: nameOf(part.replace(POSTAL_CODE, ' ')), written: writtenAsName(part, at + 1 + i) })));
  const kept = names.filter(({ words }) => words.length > 0).slice(0, MAX_NAMES_BESIDE_ADDRESS);
  const street = streetKey(streetAt === -1 ? parts[at]! : tokens.slice(streetAt).join(' '));
  return kept.length === 0 || street === null ? null
    : {
      names: kept.map(({ words }) => words), written: kept.map(({ written }) => written), street: nameHash(street), longerStreets,
      streetWordsAfterName: streetAt === -1 ? null : street.split(' '),
    };
}


/**
 * The word count before the first `&` of the text when words stand on both sides of it
 * (SearchQuery.signAt), walking the folded tokens before it along the words as placeSplitsOf does.
 */
function signAtOf(text: string, words: string[]): number | null {
  const sign = text.indexOf('&');
  if (sign === -1 || words.length < 2) return null;
  let at = 0;
  for (const token of foldTokens(text.slice(0, sign))) if (token === words[at]) at++;
  return at > 0 && at < words.length ? at : null;
}

// A web or e-mail address: the label before its top-level domain is what the name is made of;
// the scheme, `www.` and other subdomains, the mailbox before `@` and the path are not. Only the
// top-level domains of the four countries and the common generic ones, the list the person check
// reads: `Koks.Serviss` is words.
// An address begins where a word does (which keeps a long text of letters linear to read).
const TOP_LEVEL_DOMAIN = String.raw`\.(` + WEB_TOP_LEVEL_DOMAINS.join('|') + String.raw`)(?![\p{L}\p{N}])`;
// The label an address is copied with from a letterhead, a signature or a page, colon and all
// (`e-pasts: info@rigaskoks.lv`, `E-mail:`, `el. paštas:`, `sähköposti:`, `www:`), and the `mailto:`
// of a link: left with the address, they were words no name holds, and `e-pasts: info@rigaskoks.lv`
// listed the companies named `LV …`.
// An e-mail's label is no word of a name before a mailbox, and is read without its colon too
// (`e-mail info@rigaskoks.lv`); a page's (`web`) may end a name (`Baltic Web www.balticweb.lv`).
const ADDRESS_LABEL = String.raw`(?:(?<![\p{L}\p{N}])(?:(?:e-?pasts|e-?mail|e-?post|e-?posti|el\.?\s?pa[sš]tas|s[äa]hk[öo]posti)\s*:?|(?:mail|web|www|url|website|homepage|m[āa]jaslapa|tinklalapis|svetain[ėe]|koduleht|veebileht|kotisivu|kotisivut|verkkosivu|verkkosivut)\s*:)\s*(?=[\p{L}\p{N}._%+-]+(?:@|\s?[(\[]at[)\]])|https?:|mailto:|www\.|[\p{L}\p{N}-]+\.))?`;
// A mailbox is written with `@`, or with `(at)` or `[at]` where the page hid it from harvesters
// (`info(at)rigaskoks.lv`). A path, a query or a fragment follows the domain (`?subject=Rēķins`).
const WEB_ADDRESS = new RegExp(ADDRESS_LABEL + String.raw`(?<![\p{L}\p{N}._%+@/:-])(?:https?://|mailto:)?(?:[\p{L}\p{N}._%+-]+(?:@|\s?[(\[]at[)\]]\s?))?(?:[\p{L}\p{N}-]+\.)*([\p{L}\p{N}-]+)`
  + TOP_LEVEL_DOMAIN + String.raw`(?:[/?#]\S*)?`, 'giu');
const HAS_TOP_LEVEL_DOMAIN = new RegExp(TOP_LEVEL_DOMAIN, 'iu');

/**
 * The text with each web or e-mail address replaced by its name label, and the country of the
 * first one's top-level domain; null when it holds none.
 */
function webAddressesAsNames(text: string): { text: string; country: Country | null } | null {
  if (!HAS_TOP_LEVEL_DOMAIN.test(text)) return null;
  let country: Country | null = null;
  const replaced = text.replace(WEB_ADDRESS, (_, label: string, domain: string) => {
    country ??= COUNTRIES.find((c) => c === domain.toUpperCase()) ?? null;
    return ` ${label} `;
  });
  return replaced === text ? null : { text: replaced, country };
}

// A part in parentheses, or an opening one not yet closed while typing.
export const PARENTHESIZED = /\([^()]*(?:\)|$)/g;

// Three or four single letters, each but the last followed by a dot: `S.I.A.`, `U.A.B`.
// A space may follow each dot: `S. I. A.`, `U. A. B.`.
const DOTTED_LETTERS = /(?<![\p{L}\p{N}])(?:\p{L}\. ?){2,3}\p{L}\.?(?![\p{L}\p{N}])/gu;
// Three or four single letters with a space between each, as a form is typed to stand out or
// copied from a letter-spaced heading: `U A B`, `S I A`, `M T Ü`.
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,3}(?![\p{L}\p{N}])/gu;
// `A/S`, as Latvian (and Danish) texts long wrote an akciju sabiedrība.
const SLASHED_AS = /(?<![\p{L}\p{N}/])[Aa]\/[Ss](?![\p{L}\p{N}/])/gu;
// `O/Y`, as Finnish texts long wrote an osakeyhtiö (`O/Y Stockmann`), and `A/B`, an aktiebolag (Swedish).
const SLASHED_OY_AB = /(?<![\p{L}\p{N}/])(?:[Oo]\/[Yy]|[Aa]\/[Bb])(?![\p{L}\p{N}/])/gu;
// `T:mi`, as Finnish texts abbreviate a toiminimi (a sole trader) as often as `Tmi`.
const COLON_TMI = /(?<![\p{L}\p{N}:])[Tt]:[Mm][Ii](?![\p{L}\p{N}:])/gu;

// Two letters, each followed by a dot (the last one may be left out): `A.S.`, `O. Ü.`; or with
// a space between them: `A S`, `O Ü`.
const DOTTED_PAIR = /(?<![\p{L}\p{N}])\p{L}(?:\. ?| )\p{L}\.?(?![\p{L}\p{N}])/gu;
const SPACED_PAIR = /(?<![\p{L}\p{N}])\p{L} \p{L}(?![\p{L}\p{N}])/u;

/**
 * A legal form of three letters or more written with dots or spaces between them is that legal
 * form (`S.I.A. Rīgas Koks`, `S. I. A. Rīgas Koks` and `U A B Agro statyba` are `SIA Rīgas Koks`
 * and `UAB Agro statyba`); folded as it is, its letters would be words the name must hold. Other
 * dotted or spaced letters stay letters, as the index folds them in names (`A.B.C. Serviss`), and
 * so do two: `A.S.`, `A B` are more often a person's initials than a legal form. `A/S` is AS,
 * `O/Y` Oy, `A/B` Aktiebolag, `T:mi` Tmi (folded as it is, `t mi`: `T:mi Virtanen` listed `MI Aken OÜ`).
 */
function joinDottedLegalForms(text: string, pattern = DOTTED_LETTERS): string {
  const dotted = text.includes('.') || pattern === DOTTED_PAIR ? text.replace(pattern, joinedIfLegalForm) : text;
  const spaced = pattern === DOTTED_LETTERS && text.includes(' ') ? dotted.replace(SPACED_LETTERS, joinedIfLegalForm) : dotted;
  const slashed = spaced.includes('/') ? spaced.replace(SLASHED_AS, ' AS ').replace(SLASHED_OY_AB, slashedForm) : spaced;
  return slashed.includes(':') ? slashed.replace(COLON_TMI, ' Tmi ') : slashed;
}

// `A/B` is read as the Swedish word it shortens, which names Finland (form-country.ts): as `AB` it
// named Lithuania, whose register writes its akcinė bendrovė so but never with a slash, and
// `Nova Kala A/B` put AB "Nova Kala" before the Oy the letterhead is of.
const slashedForm = (written: string) => (/^a\/b$/i.test(written) ? ' Aktiebolag ' : ` ${written.replace('/', '')} `);

function joinedIfLegalForm(letters: string): string {
  const joined = foldText(letters.replace(/[. ]/g, ''));
  return isLegalFormWord(joined) ? ` ${joined} ` : letters;
}

// Legal forms spelled with a letter that no word beginning would be typed with by chance. Not
// `Kü` (KÜ, korteriühistu) or `Tü` (TÜ): many Estonian words begin so (`Küte`, `Küla`, `Tüür`).
const FORMS_WITH_MARKS = new Set(['oü', 'uü', 'mtü', 'tüh', 'všį', 'žūk']);

/**
 * Whether the text's last word, a legal-form word, may be the beginning of a word being typed:
 * nothing after it (a space, a dot or a number typed after a word ends it), and not written as
 * only a legal form is (`AS`, `OÜ`, `KÜ`: in capitals, or with the form's own letters).
 */
function mayBeginWord(text: string): boolean {
  const typed = /(\p{L}+)$/u.exec(text)?.[1];
  if (typed === undefined || FORMS_WITH_MARKS.has(typed.toLowerCase())) return false;
  return typed !== typed.toUpperCase() || typedInCapitals(text.slice(0, -typed.length));
}

/**
 * Whether the text before the last word is written in capitals alone (`SIA "VALMIERAS SA`, caps
 * lock on, or a name copied from a register's extract): its capitals then say nothing of the last
 * word, which may be `SA` or the beginning of `SANTEHNIKA`. Read as the legal form alone, the
 * company being typed left the list between `SIA "VALMIERAS S` and `SIA "VALMIERAS SAN`.
 */
function typedInCapitals(before: string): boolean {
  return /\p{Lu}/u.test(before) && before === before.toUpperCase();
}

// The last tokens read as a legal form being typed: `sabiedriba ar ierobezotu a`.
const MAX_FORM_TOKENS = 4;
// English and German forms that people write for a company of any legal form (`Ltd` for an OÜ).
// One letter of them is too often the beginning of a word of the name (`Pro Smart L…`).
const FOREIGN_FORMS = new Set([
  'ltd', 'llc', 'plc', 'jsc', 'limited', 'gmbh', 'private limited company', 'public limited company', 'limited liability company',
  'joint stock company', 'limited company',
]);

// `II` alone before it is the Lithuanian IĮ typed without its Į (relaxed-query.ts withRomanTwoAsSoleTrader).
const ROMAN_TWO = foldText('II');

/**
 * The legal form being typed at the end of the text (SearchQuery.formBegun), or null. Not a whole
 * legal-form word: the text reads that as the legal form already. A form begun alone, the whole
 * text (`UA` on its way to `UAB`, `Osaü`, `Uždaroji akcinė b`), has no words; one after other
 * legal-form words (`SIA Ak`) is rather a name's word being typed, read as the text is, and so is
 * one after `II` alone, IĮ typed without its Į: read as `II` and a private limited company begun,
 * `II Pr` on its way to `IĮ "Prime …"` listed every name holding `II`, of any form, a page that
 * kept the reading of IĮ out between `II P` and `II Prim`.
 */
function formBegunAtEnd(text: string, tokens: string[]): SearchQuery['formBegun'] {
  const lastIsPart = /\p{L}$/u.test(text);
  for (let k = Math.min(MAX_FORM_TOKENS, tokens.length); k >= 1; k--) {
    const tail = tokens.slice(-k);
    if (k === 1 && isLegalFormWord(tail[0]!)) return null;
    // Finland's forms written in Swedish too (`Kone kommanditb`: a Ky), which fold.ts does not spell.
    const forms = [...legalFormsBegun(tail, lastIsPart), ...swedishFormsBegun(tail, lastIsPart)]
      .filter((form) => tail.join('').length > 1 || !FOREIGN_FORMS.has(form));
    if (forms.length === 0) continue;
    const words = companyNameTokens(tokens.slice(0, -k).join(' ')).slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
    if (words.length > 0 && !words.every((w) => w === ROMAN_TWO)) return { words, forms };
    return k === tokens.length ? { words, forms } : null;
  }
  return null;
}

/** Whether a company of these legal-form words (its image's form set) has a legal form that `forms` begin. */
export function formIsBegun(forms: readonly string[], formSet: readonly string[]): boolean {
  return forms.some((form) => FOREIGN_FORMS.has(form) || form.split(' ').every((w) => formSet.includes(w)));
}

// Legal-form words spelled with a marked letter of their own (OÜ, MTÜ, KÜ, VšĮ, IĮ, ŽŪK, …).
const FORM_SPELLINGS_WITH_MARKS = new Set(['oü', 'uü', 'tü', 'kü', 'mtü', 'tüh', 'všį', 'iį', 'žūk', 'tūb', 'kūb']);
// A word of Latin letters, marks included, and one holding a mark once decomposed.
const LATIN_WORD = /[\p{Script=Latin}\p{M}]+/gu;
const MARKED = /\p{M}/u;
const NO_WORDS: ReadonlySet<string> = new Set();
/** A text ending in a letter or digit ends in a word that may still be typed on. */
const LAST_CHARACTER_OF_WORD = /[\p{L}\p{N}\p{M}]$/u;

/**
 * The legal-form words of `forms` whose case tells their country (isToldByCase) that the
 * text writes in capitals (`AB`) or in small letters (`ab`), folded: not as a Finnish Oy writes its
 * Swedish form, `Ab`. A buyer typing without the shift key writes `ab pro` for AB "Projektai Nova"
 * (a Swedish speaker writing an Oy's form capitalises it as a name's word), and read as naming no
 * country, it listed 23 Finnish `Pro … Oy` before it on the demo store (docs/search.md).
 */
function formWordsAsJarWrites(text: string, forms: readonly string[]): ReadonlySet<string> {
  if (!forms.some(isToldByCase)) return NO_WORDS;
  const found = new Set<string>();
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const folded = foldText(word).trim();
    const titleCase = word !== word.toUpperCase() && word !== word.toLowerCase();
    if (isToldByCase(folded) && !titleCase && forms.includes(folded)) found.add(folded);
  }
  return found;
}

/**
 * The legal-form words of the text that were typed with a marked letter their form has not
 * (`Šia`, on its way to `Šiaulių`; `Õu` to `Õun`; `Sä` to `Säätö`): the beginning of a word of a
 * name, not SIA, OÜ or SA. Folded, they are the form's letters, and a text of them alone listed
 * companies of that form (`Šia` listed the Latvian SIAs).
 */
function formWordsTypedWithMarks(text: string): ReadonlySet<string> {
  if (!/[^\x00-\x7f]/.test(text)) return NO_WORDS;
  let found: Set<string> | null = null;
  for (const [raw] of text.normalize('NFC').matchAll(LATIN_WORD)) {
    const word = raw.toLowerCase();
    if (!MARKED.test(word.normalize('NFD')) || FORM_SPELLINGS_WITH_MARKS.has(word)) continue;
    const folded = foldText(word);
    if (isLegalFormWord(folded)) (found ??= new Set()).add(folded);
  }
  return found ?? NO_WORDS;
}

/**
 * What the text asks for. `readNumbers` false: the numbers among its words are words, for a
 * text whose numbers named no company (a name may hold one).
 */
export function parseSearchQuery(q: string, readNumbers = true): SearchQuery {
  return parseText(q, readNumbers, true);
}

const NO_FIELDS: { words: string[][]; streets: string[] } = { words: [], streets: [] };

// Texts read since the module was loaded: what textsReadFor counts.
let textsRead = 0;

/**
 * How many texts reading `q` reads: the text itself and each other reading of it (without its
 * parentheses, its web addresses as names, two dotted letters as a legal form), never more than
 * four, however the text is made.
 */
export function textsReadFor(q: string): number {
  const before = textsRead;
  parseSearchQuery(q);
  return textsRead - before;
}

function beginningTypedOf(text: string, words: readonly string[], numbers: boolean): SearchQuery['beginningTyped'] {
  const word = words[0];
  if (word === undefined || numbers) return null;
  const begun = markedBeginningTyped(text, word);
  return begun === null ? null : { ...begun, word };
}

/**
 * The text read; with `readings`, also its other readings, each read as a text of its own whose
 * words alone are kept. Those are read without readings of their own: the text without its
 * parentheses still held parentheses where they were unbalanced (`((((`, one removed a read), and
 * each of its readings was read with all of its own, so a 131-character text of opening
 * parentheses after a web address and two dotted letters (` x.lv A.S. ((((…`) took 15 s of CPU.
 */
function parseText(q: string, readNumbers: boolean, readings: boolean): SearchQuery {
  textsRead++;
  // Pasted from a web page's source, a text may hold HTML character references (`&quot;`; a
  // soft hyphen's `&shy;` read as one is, domain/fold.ts withSoftHyphensRead). A
  // Finnish form written in Swedish (`öppet bolag`, `Öb`) is its Finnish abbreviation (swedish-forms.ts).
  // A Latvian street's `ie.` is its `iela` (street-words.ts), a number's shortest label (`į. k.`,
  // `ĮK`, `rg-kood`) the one it abbreviates (domain/number-labels.ts, which the details lookup reads too).
  const pasted = withNumberLabelsWrittenOut(withIelaWrittenOut(swedishFormsAsFinnish(joinDottedLegalForms(withSoftHyphensRead(decodeHtmlCharacters(String(q ?? '').slice(0, MAX_INPUT)))))));
  // A phone number on the line is no registration number, nor a word of the name, and a phone
  // number alone is nothing to search (phone-numbers.ts).
  const typed = isPhoneNumberAlone(pasted) ? '' : withoutPhoneNumbers(pasted) ?? pasted;
  // A number being typed after its label or with a separator after it (`Reģ. Nr. 40003-`) is read
  // as its beginning typed alone (number-begun.ts).
  const whole = (readNumbers ? numberBegunAsTyped(typed) : null) ?? typed;
  const lookup = parseRegcodeInput(whole);
  const wholeTokens = foldTokens(whole);
  // A number among the words written in groups with hyphens or dots (`Koks, 40003-123456`) is read as its digits.
  const joined = lookup === null && readNumbers ? joinNumberGroups(whole) : whole;
  const inText = lookup === null && readNumbers
    ? codesInTokens(joined === whole ? wholeTokens : foldTokens(joined), () => countryNamesApart(joined), finnishIdsWritten(joined)) : null;
  const codesInText = inText?.lookups ?? [];
  const fields = codesInText.length > 0 ? lineFields(joined) : NO_FIELDS;
  // The rest of a text that held numbers: folded already, so an ordinal's dot is gone (step 1).
  const tokens = codesInText.length > 0 ? inText!.rest : wholeTokens;
  const text = codesInText.length > 0 ? tokens.join(' ') : whole;
  const typedWithMarks = formWordsTypedWithMarks(whole);
  const nameTokens = companyNameTokens(text, typedWithMarks);
  const street = lineStreetKey(text);
  const maxWords = street === null ? MAX_WORDS : MAX_ADDRESS_WORDS;
  const words = nameTokens.slice(0, maxWords).map((w) => w.slice(0, MAX_WORD_LENGTH));
  const kept = new Set(nameTokens);
  const forms = [...new Set(tokens.filter((t) => !kept.has(t)))].slice(0, MAX_WORDS);
  const last = tokens[tokens.length - 1];
  // After a legal form too (`OÜ Ku`, on its way to `OÜ Kuldne Kala`): the text is no pair of
  // legal forms (OÜ and KÜ) that a company has.
  const formBeingTyped = (words.length > 0 || forms.some((f) => f !== last)) && words.length < maxWords && last !== undefined
    && isLegalFormWord(last) && codesInText.length === 0 && mayBeginWord(whole) ? last : null;
  const formBegun = codesInText.length === 0 ? formBegunAtEnd(whole, tokens) : null;
  const formWordsAsName = readings && codesInText.length === 0 && words.length > 0 && words.length < maxWords
    ? forms.filter(isLegalFormWord).slice(0, MAX_FORM_WORDS_AS_NAME)
      .map((form) => companyNameTokens(text, new Set([...typedWithMarks, form])).slice(0, maxWords).map((w) => w.slice(0, MAX_WORD_LENGTH)))
    : [];
  const bare = readings ? whole.replace(PARENTHESIZED, ' ') : whole;
  const outside = bare === whole ? null : parseText(bare, readNumbers, false).words;
  const outsideParentheses = outside !== null && outside.length > 0 && outside.join(' ') !== words.join(' ') ? outside : null;
  const web = readings ? webAddressesAsNames(whole) : null;
  const webWords = web === null ? null : parseText(web.text, readNumbers, false).words;
  const webAddressAsName = webWords !== null && webWords.length > 0 && webWords.join(' ') !== words.join(' ') ? webWords : null;
  const pairs = readings && (whole.includes('.') || SPACED_PAIR.test(whole)) ? joinDottedLegalForms(whole, DOTTED_PAIR) : whole;
  const asForms = pairs === whole ? null : parseText(pairs, readNumbers, false);
  const initialsAsForm = asForms !== null && asForms.words.length > 0 && asForms.key !== words.join(' ')
    ? { words: asForms.words, forms: asForms.forms } : null;
  const placeSplits = codesInText.length > 0 || outsideParentheses !== null ? [] : placeSplitsOf(whole, words, forms.length > 0);
  // The street key's last word is its house number (`12/3`: 12).
  const house = street === null ? null : street.split(' ').at(-1)!.split('/')[0]!;
  return {
    words, key: words.join(' '), forms, lookup, street: street === null ? null : nameHash(street),
    streetTyped: street !== null && tokens.some(isStreetTypeWord),
    houseNumber: house !== null && tokens.some(isStreetTypeWord) ? house : null,
    houseTyped: street !== null && house !== null && tokens.some(writesStreetType) ? { streetWords: street.split(' ').slice(0, -1), house } : null,
    streetAfterPlace: streetAfterFirstWord(street), codesInText,
    fieldWords: fields.words, fieldStreets: fields.streets, formWordsAsName,
    nameBesideAddress: readings && street !== null && codesInText.length === 0 ? nameBesideAddressOf(whole, typedWithMarks) : null,
    outsideParentheses, formBeingTyped, lastWordEndsText: words.length > 0 && codesInText.length === 0 && last === words[words.length - 1]
      && LAST_CHARACTER_OF_WORD.test(whole),
    nameMayGoOn: words.length > 0 && codesInText.length === 0 && last === words[words.length - 1] && LAST_CHARACTER_OF_WORD.test(whole.trimEnd()),
    formBegun, initialsAsForm, webAddressAsName, placeSplits,
    // A whole legal-form word that ends the text is the legal form typed (`Logistics Systems Oy`,
    // `Rīgas Koks Sia`) in this reading: left out of the country it names, `Logistics Systems Oy`
    // listed the Estonian `Logistics Systems AS` before the Finnish `Logistics Systems Ay`, which
    // `Logistics Systems Oy ` with a space after it put first.
    countryHint: web?.country ?? countryOfForms(forms),
    countryHintAsWord: formBeingTyped === null ? null : web?.country ?? countryOfForms(forms.filter((f) => f !== formBeingTyped)),
    signAt: codesInText.length > 0 ? null : signAtOf(whole, words),
    beginningTyped: beginningTypedOf(whole, words, codesInText.length > 0),
    formsAsJarWrites: formWordsAsJarWrites(whole, forms),
    initialFirst: false,
    // A number still being typed after its label (`registrikood 1105`, number-begun.ts) names its
    // register as the whole number does.
    labelCountry: lookup === null && whole === typed ? null : countryOfNumberLabel(labelledNumberParts(typed)?.[0] ?? ''),
  };
}
