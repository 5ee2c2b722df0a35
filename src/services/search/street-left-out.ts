// A text naming a street and house number that finds nothing (`Qwertytie 1`, a street no address
// holds): the reading of fewer of its words kept the house number alone once the street's name was
// left out, and listed every name holding `1` (`Biedrība "Ādažu Kopiena 19"`), with a note that
// its address is not the one typed. A street's house number names no company without its street.
import { writesStreetType } from './address-in-text.ts';
import type { SearchQuery } from './search-query.ts';
import { isFinnishStreetType } from './street-words.ts';

const NUMBER = /^\d/;

/**
 * Whether `fewer`, a reading of fewer of the words of `query` (relaxed-query.ts fewerWords), keeps
 * house numbers alone where `query` writes a street's type (`Qwertytie 1`, `Qwerty tie 1`, `Qwerty tori 1`).
 */
export function isHouseNumberAlone(query: SearchQuery, fewer: SearchQuery): boolean {
  return fewer.words.length > 0 && fewer.words.every((w) => NUMBER.test(w)) && query.words.some((w) => writesStreetType(w) || isFinnishStreetType(w));
}
