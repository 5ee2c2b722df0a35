// The company routes' rule beyond their query schemas (../query-rules.ts): a `country` that
// disagrees with the country a regcode names (`Latvia 40003123456` asked with country=EE). The
// lookup refuses it too (services/resolve-company.ts), but only once the query has passed its
// schema: beside another parameter refused (candidates=yes), the 400 named that one alone.
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { CountryNamedDisagreesError } from '../../domain/errors.ts';
import { parseRegcodeInput, regcodeTooLong, shownRegcode } from '../../domain/regcode.ts';
import type { QueryRules } from '../query-rules.ts';

export const countryNamedRules: QueryRules = (query, params) => {
  const { regcode } = params;
  const asked = query.country;
  if (typeof regcode !== 'string' || typeof asked !== 'string' || !(COUNTRIES as readonly string[]).includes(asked)) return [];
  if (regcodeTooLong(regcode)) return [];
  const named = parseRegcodeInput(regcode)?.countryNamed;
  return named === undefined || named === asked ? [] : new CountryNamedDisagreesError(shownRegcode(regcode), named, asked as Country).errors;
};
