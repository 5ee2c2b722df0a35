// A text naming a street and house number that finds nothing (`Qwertytie 1`, `Pirita pst. 1`, a
// street no address holds): the reading of fewer of its words left the street's name out first, a
// word no dictionary knows, and kept its type and house number, or the number alone, which listed
// the companies at any such street's house (`pst 1`: Rävala pst 1) or every name holding `1`
// (`Biedrība "Ādažu Kopiena 19"`), with a note that the address is not the one typed. A street's
// type and house number name no company without the street.
import { isStreetTypeApart, writesStreetType } from './address-in-text.ts';
import type { SearchQuery } from './search-query.ts';
import { isFinnishStreetType } from './street-words.ts';

const NUMBER = /^\d/;
const isTypeApart = (w: string) => isStreetTypeApart(w) || isFinnishStreetType(w);

/**
 * Whether `fewer`, a reading of fewer of the words of `query` (relaxed-query.ts fewerWords), keeps
 * house numbers and street types written apart alone where `query` writes a street's type
 * (`Qwertytie 1`, `Qwerty tori 1`: `1`; `Pirita pst. 1`: `pst 1`).
 */
export function isStreetNameLeftOut(query: SearchQuery, fewer: SearchQuery): boolean {
  return fewer.words.length > 0 && fewer.words.every((w) => NUMBER.test(w) || isTypeApart(w))
    && query.words.some((w) => writesStreetType(w) || isFinnishStreetType(w));
}
