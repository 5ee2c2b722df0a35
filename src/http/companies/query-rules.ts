// The company routes' rules beyond their query schemas (../query-rules.ts): a `country` that
// disagrees with the country a regcode names (`Latvia 40003123456` asked with country=EE), and a
// `country` left out for a number that exists in more than one country (11058424, in EE and LT).
// The lookup refuses both too (services/resolve-company.ts), but only once the query has passed
// its schema: beside another parameter refused (candidates=yes), the 400 named that one alone,
// and the client, fixing it, was then told to add country.
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { AmbiguousRegcodeError, CountryNamedDisagreesError } from '../../domain/errors.ts';
import { parseRegcodeInput, regcodeTooLong, shownRegcode } from '../../domain/regcode.ts';
import type { QueryRules } from '../query-rules.ts';
import { textEncodedTwiceRule } from '../../domain/text-encoded-twice.ts';
import { searchParamsUnread } from './search-params-unread.ts';

export const countryNamedRules: QueryRules = (query, params) => {
  const { regcode } = params;
  const asked = query.country;
  if (typeof regcode !== 'string' || typeof asked !== 'string' || !(COUNTRIES as readonly string[]).includes(asked)) return [];
  if (regcodeTooLong(regcode)) return [];
  const named = parseRegcodeInput(regcode)?.countryNamed;
  return named === undefined || named === asked ? [] : new CountryNamedDisagreesError(shownRegcode(regcode), named, asked as Country).errors;
};

/**
 * The rules of a company route, `regcodeCountries` telling where a number sent without `country`
 * names a company (services' regcodeCountries). Only a 400 of another parameter reads it, so a
 * request the schema passes costs no second lookup: its own lookup refuses the ambiguity.
 */
export function companyQueryRules(regcodeCountries: (regcode: string) => Country[]): QueryRules {
  return (query, params, sent) => {
    const issues = countryNamedRules(query, params, sent);
    const { regcode } = params;
    if (issues.length > 0 || query.country !== undefined || typeof regcode !== 'string' || regcodeTooLong(regcode)) return issues;
    const countries = regcodeCountries(regcode);
    return countries.length > 1 ? new AmbiguousRegcodeError(shownRegcode(regcode), countries).errors : [];
  };
}

/**
 * The rules of search and autofill beyond their schema: a `q` percent-encoded twice (its client
 * encoding a query string it had already encoded) is refused naming the text it reads as
 * (domain/text-encoded-twice.ts), rather than searched as the escapes it arrived as; a page or
 * status parameter other APIs take, asking for what is not answered, is refused naming what these do instead
 * (search-params-unread.ts).
 */
export const searchTextRules: QueryRules = (query) => {
  const message = typeof query.q === 'string' ? textEncodedTwiceRule(query.q) : null;
  const unread = searchParamsUnread(query);
  return message === null ? unread : [{ parameter: 'q', in: 'query', message }, ...unread];
};
