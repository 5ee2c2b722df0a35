// The `next` of a person check that left companies out: the same request, with `after` set to the
// last company listed. A key rather than a count of companies to skip, so an import published
// between two pages moves no company from one page to the other: each company is listed once,
// and one that left the register meanwhile leaves no gap. The request keeps the client's name,
// birth date and limit (as given; a limit left out stays out), and is a path on this server,
// as the `type` of a problem is.
import type { CompanyKeyView } from '../../services/views.ts';
import type { Country } from '../../domain/country.ts';
import { API_PREFIX } from '../errors.ts';

/** `LV:40003123456` (the schema has checked its form) as the company it names. */
export function companyKeyOf(after: string): CompanyKeyView {
  const colon = after.indexOf(':');
  return { country: after.slice(0, colon) as Country, regcode: after.slice(colon + 1) };
}

/**
 * The request for the page after `after`: a company of the person's (after=), or, where it is one
 * of the candidates, of the candidates (candidates=true&candidatesAfter=). A request that asked
 * for candidates keeps asking for them.
 */
export function nextPageRequest(query: {
  name: string; birthDate: string; limit?: number; candidates?: boolean; after: CompanyKeyView & { candidates?: true };
}): string {
  const parts = [`name=${encodeURIComponent(query.name)}`, `birthDate=${encodeURIComponent(query.birthDate)}`];
  if (query.limit !== undefined) parts.push(`limit=${query.limit}`);
  if (query.candidates === true) parts.push('candidates=true');
  const company = encodeURIComponent(`${query.after.country}:${query.after.regcode}`);
  parts.push(query.after.candidates ? `candidatesAfter=${company}` : `after=${company}`);
  return `${API_PREFIX}/persons/check?${parts.join('&')}`;
}
