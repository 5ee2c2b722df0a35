// A street and house number typed (`Kauppakatu 1`, `Brīvības iela 1`) where no company is at that
// house: the text's words found the companies at another house of the street whose flat or
// staircase number is the number typed (`Kauppakatu 69 C 1`, `Brīvības iela 59 - 1`), listed as
// if at the house, with a note that the address typed is not theirs. The number typed right after
// the street is the house number, the first number after the street's name in an address; where
// no company is at the house, the street's companies are listed, and the text searched says so,
// as for a house number no address holds (street-left-out.ts streetAndHouseReadings). So too a
// company at another street whose address or name holds the street's name elsewhere, as its town
// or a word of the name (`Tartu tn 33`: Tartu Vili OÜ at Puškini tn 33, LI Õlu OÜ at Raatuse tn
// 33-5 in Tartu): a street's type and house number typed make the text an address.
import type { Database } from '../../store/open.ts';
import { streetKey } from '../../domain/fold.ts';
import { isEndOfOther } from './address-in-text.ts';
import { withoutByAddress } from './address-read-filter.ts';
import { isNameMatch, type Candidate } from './rank.ts';
import type { SearchQuery } from './search-query.ts';

// The digits a house number begins with: `12a` is a house of number 12, as is `12` typed.
const houseDigits = (house: string) => /^\d+/.exec(house)?.[0] ?? house;

/**
 * Whether an address names another street than the one typed or, `atAnyHouse` false, the street
 * typed at another house (its flat or staircase number the house typed). One naming no street and
 * house (a village's farm) is not read so.
 */
function isElsewhere(address: string, typed: NonNullable<SearchQuery['houseTyped']>, atAnyHouse: boolean): boolean {
  const key = streetKey(address);
  if (key === null) return false;
  const words = key.split(' ');
  return !isEndOfOther(words.slice(0, -1), typed.streetWords)
    || (!atAnyHouse && houseDigits(words.at(-1)!.split('/')[0]!) !== houseDigits(typed.house));
}

/**
 * The ranked results without the companies found through their address, not their names, whose
 * address is not at the street and house the text writes with the street's type (read with fewer
 * words, the street alone: not at the street); `limit` results kept where the list holds them.
 * Those at the street and house typed (the image's street key) are not read.
 */
export function withoutOtherHouses<T extends { c: Candidate; key: number[] }>(
  db: Database, query: SearchQuery, ranked: T[], limit: number,
): T[] {
  const { street, houseTyped } = query;
  if (houseTyped === null) return ranked;
  const byAddress = ({ c, key }: T) => (isNameMatch(key) || c.fuzzy || c.image.streetHash[c.doc] === street ? null : houseTyped);
  // Fewer words read where no company is at the house (`Tartu tn 68`: `tartu tn`): the text still
  // names its street, and a company at another street in the town of that name (Raatuse tn 55 in
  // Tartu) is no answer to it, at whatever house.
  return withoutByAddress(db, ranked, limit, byAddress, (address, typed) => isElsewhere(address, typed, street === null));
}
