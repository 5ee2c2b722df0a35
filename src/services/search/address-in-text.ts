// An invoice line whose address is not the one the register holds (`Kurzemes Metāla Serviss,
// Rūpniecības iela 5`, a company registered at Graudu iela 33): the name found the company and
// nothing said the line's address is another, an old seat, a branch's, or another company's of a
// like name. One rule for the REST search's and autofill's addressInText and search_companies'
// sentence: the street and house number a field of the text writes with its street's type, read
// as the search reads an address (domain/fold.ts streetKey), against the first result's address.
import { foldTokens, isLegalFormWord, isStreetTypeWord, streetKey } from '../../domain/fold.ts';
import { firstOfCompanyList } from './company-list.ts';
import { withFinnishStreetTypeJoined } from './street-words.ts';

// A field of a pasted line, as the search splits one (codes-in-text.ts).
const FIELD_SEPARATOR = /[,;:|\t\r\n]+/u;
// A word of five digits or more is a registration, VAT or phone number, or a postcode: no house
// number, and what stands after it is another part of the line (`40103777120 Rūpniecības iela 5`).
const NUMBER_WORD = /\d{5}/;
// Street types abbreviated as invoices write them, which the registers write in full (folded):
// `gt`, `krastm` and `lauk` read only to tell an address typed and to compare two, not in the
// search's street key, which leaves out `bulv`, `prosp` and `sos` too (domain/fold.ts) and reads
// `ie.` before a house number as `iela` (street-words.ts withIelaWrittenOut).
const ABBREVIATED_TYPES = new Set(['ie', 'bulv', 'prosp', 'sos', 'gt', 'krastm', 'lauk']);
// A Finnish or Swedish street's type is the end of its one word (`Mannerheimintie`, `Tapiontori`, `Storgatan`).
const JOINED_TYPE = /.(?:tie|katu|kuja|polku|kaari|tori|puistikko|bulevardi|aukio|ranta|rinne|raitti|vayla|gatan|vagen)$/;
// A Riga street numbered as its `līnija` (`Čiekurkalna 1. līnija 2`), a word of both keys.
export const LINE_OF_STREET = 'linija';

/** Whether a folded word ends with its street's type (`Mannerheimintie`, `Storgatan`). */
export const endsWithStreetType = (token: string) => JOINED_TYPE.test(token);

/** Whether a folded word is a street's type written apart (`iela`, `tn`, `ie`, `prosp`). */
export const isStreetTypeApart = (token: string) => isStreetTypeWord(token) || ABBREVIATED_TYPES.has(token);

/** Whether a folded word writes a street's type: apart (`iela`, `tn`, `ie`), or ending its word (`Mannerheimintie`). */
export const writesStreetType = (token: string) => isStreetTypeWord(token) || ABBREVIATED_TYPES.has(token) || token === LINE_OF_STREET
  || JOINED_TYPE.test(token);

/** An address a text writes: as typed (`Rūpniecības iela 5`) and its street key's words (`rupniecibas`, `5`). */
interface AddressTyped { typed: string; key: string[] }

/**
 * The address of one part of a field, where it writes a street's type before a house number:
 * from its first word that is no word of the name listed first (`Kurzemes Metāla Serviss
 * Rūpniecības iela 5`, pasted without a comma) to the house number. A word of that name right
 * before the street's type is the street's (`Rīgas Koks, Rīgas iela 5`).
 */
function addressOfPart(words: readonly string[], nameWords: ReadonlySet<string>): AddressTyped | null {
  const folded = words.map((w) => foldTokens(w));
  const typeAt = folded.findIndex((tokens) => tokens.some(writesStreetType));
  if (typeAt < 0) return null;
  // A type written apart keeps the word before it (`Rīgas iela`); one ending its word, that word.
  const streetAt = folded[typeAt]!.some((t) => isStreetTypeWord(t) || ABBREVIATED_TYPES.has(t)) ? typeAt - 1 : typeAt;
  let from = 0;
  while (from < streetAt && folded[from]!.every((t) => nameWords.has(t) || isLegalFormWord(t))) from++;
  const key = streetKey(words.slice(from).join(' '));
  if (key === null) return null;
  // The words typed down to the house number, the last word of the key: no flat, postcode or town.
  const house = key.split(' ').at(-1)!.split('/')[0]!;
  let to = words.length;
  for (let i = Math.max(from, typeAt); i < words.length; i++) {
    if (folded[i]!.includes(house)) { to = i + 1; break; }
  }
  // A Latvian korpuss is another building of the house (`33 k-2`): written with it.
  const building = /\/k(\d+)$/.exec(key)?.[1];
  if (building !== undefined) to = Math.min(words.length, to + (folded[to]?.includes(building) ? 1 : 2));
  return { typed: words.slice(from, to).join(' ').replace(/^["“”„«»]+|["“”„«»]+$/g, ''), key: keyWords(key) };
}

/** A street key's words without the types it may still hold abbreviated (`rupniecibas ie 5`). */
const keyWords = (key: string) => key.split(' ').filter((w) => !ABBREVIATED_TYPES.has(w));

/** The addresses a text writes with a street's type, each field's, its parts between numbers apart. */
export function addressesTyped(text: string, nameWords: ReadonlySet<string> = new Set()): AddressTyped[] {
  const found: AddressTyped[] = [];
  for (const field of text.split(FIELD_SEPARATOR)) {
    // A building after a slash stays with its house (`Narva mnt 54 / 1`), as streetKey reads it.
    const words = field.replace(/(\d)\s*\/\s*(\d)/g, '$1/$2').split(/\s+/).filter((w) => w !== '');
    let from = 0;
    for (let i = 0; i <= words.length; i++) {
      if (i < words.length && !NUMBER_WORD.test(words[i]!)) continue;
      const address = addressOfPart(words.slice(from, i), nameWords);
      if (address !== null) found.push(address);
      from = i + 1;
    }
  }
  return found;
}

/**
 * Whether two street keys' words name one street and house: the same house number, and the street's
 * words of one the last of the other's (`valdemara 5` and `krisjana valdemara 5`, the register's
 * name in full; street types and initials are out of both).
 */
function sameStreetAndHouse(a: readonly string[], b: readonly string[]): boolean {
  return a.at(-1) === b.at(-1) && isEndOfOther(a, b);
}

/** Whether the fewer of two lists of words are the last of the other's (`valdemara` of `krisjana valdemara`). */
export function isEndOfOther(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((w, i) => long[long.length - short.length + i] === w);
}

/** What the text's address says beside the first company listed, each part worded for a sentence. */
export interface AddressBesideFirst {
  /** The address as the text writes it: `Rūpniecības iela 5`. */
  typed: string;
  /** The company listed first, named: `SIA "Kurzemes Metāla Serviss" (LV 40103777120)`. */
  first: string;
  /** The address the register holds for it, as served; null where it holds none. */
  registered: string | null;
}

/**
 * Beside a search of a text writing a street and house number with the street's type (an invoice
 * line, a letterhead), where the company listed first is not registered at it: the address typed
 * and the one the register holds. Null where the text writes no such address, where the register's
 * is one the text writes (whatever its case, marks, `iela` or `ie.`, flat or postcode), or where
 * nothing is listed. The address is read from the text and the result alone: no store read.
 */
export function addressBesideFirst(
  query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; address: string | null }>,
): AddressBesideFirst | null {
  const first = results[0];
  // Of a list of companies, the first is the one searched (company-list.ts).
  query = firstOfCompanyList(query) ?? query;
  if (first === undefined || !/\d/.test(query)) return null;
  const typed = addressesTyped(query, new Set(foldTokens(first.name)));
  if (typed.length === 0) return null;
  const held = first.address === null ? null : streetKey(first.address);
  // A Finnish street's type typed apart (`Mannerheimin tie 1`) is the street the register writes in one word.
  const joined = withFinnishStreetTypeJoined(query, () => true);
  const read = joined === null ? typed : [...typed, ...addressesTyped(joined, new Set(foldTokens(first.name)))];
  if (held !== null && read.some((t) => sameStreetAndHouse(t.key, keyWords(held)))) return null;
  return { typed: typed[0]!.typed, first: `${first.name} (${first.country} ${first.regcode})`, registered: first.address };
}

/** The REST search's and autofill's addressInText: addressBesideFirst worded as numberInText is; null where it finds nothing. */
export function addressInTextHint(
  query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; address: string | null }>,
): string | null {
  const beside = addressBesideFirst(query, results);
  if (beside === null) return null;
  const held = beside.registered === null ? 'holds no address for it' : `holds ${beside.registered}`;
  return `the address in the text, ${beside.typed}, is not the address of ${beside.first}, listed first: the register ${held}; `
    + 'an old address, a branch\'s or another company\'s: check which company the document means';
}
