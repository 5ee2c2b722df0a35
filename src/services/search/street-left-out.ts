// A text naming a street and house number that finds nothing (`Qwertytie 1`, `Pirita pst. 1`, a
// street no address holds): the reading of fewer of its words left the street's name out first, a
// word no dictionary knows, and kept its type and house number, or the number alone, which listed
// the companies at any such street's house (`pst 1`: Rävala pst 1) or every name holding `1`
// (`Biedrība "Ādažu Kopiena 19"`), with a note that the address is not the one typed. A street's
// type and house number name no company without the street.
import { isStreetTypeApart, writesStreetType } from './address-in-text.ts';
import type { SearchQuery } from './search-query.ts';
import { isFinnishStreetType } from './street-words.ts';
import { withWords } from './relaxed-query.ts';

const NUMBER = /^\d/;
const isTypeApart = (w: string) => isStreetTypeApart(w) || isFinnishStreetType(w);

// A flat's word before its number (LV `dz.`, `dzīv.`, EE `korter`, `kv`, LT `butas`, `bt.`), folded.
const FLAT_WORDS = new Set(['dz', 'dziv', 'dzivoklis', 'korter', 'kv', 'butas', 'bt']);
const NUMBER_IN = /\d/;
// After a number, a letter alone (a staircase, a korpuss's `k`; before it, an initial of the
// street's name: `K. Donelaičio g.`) or a flat's word.
const isLetterOfHouse = (w: string, i: number, words: readonly string[]) =>
  words.slice(0, i).some((before) => NUMBER_IN.test(before)) && ((w.length === 1 && !isTypeApart(w)) || FLAT_WORDS.has(w));
// A word of the house: a number, or a letter or flat's word after one.
const isOfHouse = (w: string, i: number, words: readonly string[]) => NUMBER_IN.test(w) || isLetterOfHouse(w, i, words);

/**
 * Whether `fewer`, a reading of fewer of the words of `query` (relaxed-query.ts fewerWords), keeps
 * house numbers, the letters and flat words after them and street types written apart alone where
 * `query` writes a street's type (`Qwertytie 1`, `Qwerty tori 1`: `1`; `Pirita pst. 1`: `pst 1`;
 * `Qwertykatu 1 A 5`: `a 5`, which listed any company with `A 5` in its address).
 */
export function isStreetNameLeftOut(query: SearchQuery, fewer: SearchQuery): boolean {
  const houseLetters = new Set(query.words.filter((w, i) => isLetterOfHouse(w, i, query.words)));
  return fewer.words.length > 0 && fewer.words.every((w) => NUMBER.test(w) || isTypeApart(w) || houseLetters.has(w))
    && query.words.some((w) => writesStreetType(w) || isFinnishStreetType(w));
}

/**
 * The readings of a text writing a street's type and house number (SearchQuery.houseTyped) with
 * more words after the house (a flat, a staircase, a korpuss, a postcode): the street and house
 * alone, read as the text's street and house (`Brīvības iela 1 dz. 5`: `brivibas iela 1`, the
 * companies at the house), then the street alone, without its house's numbers, letters alone and
 * flat words (`Kauppakatu 1 A 5`: `kauppakatu`; `Brīvības iela 999 - 1`: `brivibas iela`), where
 * a word of the street's name is left; none for another text.
 */
export function streetAndHouseReadings(query: SearchQuery): SearchQuery[] {
  const typed = query.houseTyped;
  if (typed === null) return [];
  const out: SearchQuery[] = [];
  const houseAt = query.words.findIndex((w) => NUMBER.test(w) && w.startsWith(typed.house.replace(/\D.*$/, '')));
  if (houseAt > 0 && houseAt < query.words.length - 1) {
    const { street, streetTyped } = query;
    out.push({ ...withWords(query, query.words.slice(0, houseAt + 1)), street, streetTyped });
  }
  const words = query.words.filter((w, i) => !isOfHouse(w, i, query.words));
  if (words.length < query.words.length && !words.every(isTypeApart)) out.push(withWords(query, words));
  return out;
}
