// A company asked by its country and number as two segments of the path, as OpenCorporates and
// several registries' APIs write it (`/companies/lv/40003123456`, `/companies/EE/10137319/compliance`):
// it was told the group's paths, none of which says that here the country is a query parameter, so a
// client moving from such an API read the company as missing. The 404 names the request meant.
import { countryFromName, isCountry, type Country } from '../../domain/country.ts';

// What may follow a company's number in its path (routes.ts), and the group's words the country
// may come before (`/companies/lv/search`).
const COMPANY_SUB_PATHS = new Set(['compliance', 'sanctions']);
const GROUP_WORDS = new Set(['search', 'autofill']);

/**
 * The request `path` (`{prefix}/companies/{country}/{regcode}[/compliance|/sanctions]`) was meant as,
 * as a clause of the 404's detail (`the country is a parameter here: …/companies/40003123456?country=LV`);
 * null for any other path. The country is one of the four, as a code in any case or a name
 * (`latvia`, `Eesti`), read by the rule the `country` parameter follows.
 */
export function countryFirstPath(path: string, prefix: string): string | null {
  const companies = `${prefix}/companies/`;
  if (!path.startsWith(companies)) return null;
  const [first, second, third, ...rest] = path.slice(companies.length).split('/');
  if (!first || !second || rest.some((s) => s !== '')) return null;
  const sub = third === undefined || third === '' ? '' : third;
  if (sub !== '' && (GROUP_WORDS.has(second) || !COMPANY_SUB_PATHS.has(sub))) return null;
  const country = countryOfSegment(first);
  if (country === null) return null;
  const meant = `${companies}${second}${sub === '' ? '' : `/${sub}`}?country=${country}`;
  return GROUP_WORDS.has(second)
    ? `the country is the parameter country here: ${meant}`
    : `a company is asked by its number, the country as the parameter country: ${meant}`;
}

/** The country a path's segment names (`lv`, `Latvia`, `Eesti`), by the rule the `country` parameter follows; else null. */
export function countryOfSegment(segment: string): Country | null {
  let name = segment;
  try { name = decodeURIComponent(segment); } catch { /* as sent */ }
  const country = countryFromName(name);
  return isCountry(country) ? country : null;
}
