// The `next` of a person check (and of new registrations, below) that left companies out: the
// same request, with `after` set to the last company listed. A key rather than a count of companies to skip, so an import published
// between two pages moves no company from one page to the other: each company is listed once,
// and one that left the register meanwhile leaves no gap. New registrations are ordered by their
// newest role, which an import changes, so their next also bounds the pages after the first by the
// newest role the first page read (firstSeenUntil; services/new-registrations-page.ts). The request keeps the client's name,
// birth date and limit (the default written out where none was sent, schemas/common.ts nextKeepsLimit), and is a path on this server,
// as the `type` of a problem is.
import type { CompanyKeyView, NewRegistrationKeyView } from '../../services/views.ts';
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

/**
 * `LV:40003123456@2026-11-24T01:22:08Z` (the schema has checked its form) as the company it
 * names, or null where the instant is no real one (2026-13-45T25:00:00Z): the route's 400.
 */
export function newRegistrationKeyOf(after: string): NewRegistrationKeyView | null {
  const at = after.lastIndexOf('@');
  const firstSeenAt = after.slice(at + 1);
  const ms = Date.parse(firstSeenAt);
  if (Number.isNaN(ms) || new Date(ms).toISOString() !== firstSeenAt.replace(/Z$/, '.000Z')) return null;
  return { ...companyKeyOf(after.slice(0, at)), firstSeenAt };
}

/** `2026-11-24T01:22:08.123Z` (the schema has checked its form) in milliseconds, or null where it is no real instant. */
export function firstSeenUntilOf(value: string): number | null {
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || new Date(ms).toISOString() !== value.replace(/(:\d{2})Z$/, '$1.000Z')) return null;
  return ms;
}

/**
 * The request for the page of new registrations after `after`, as nextPageRequest makes the
 * person check's: the client's name, birth date, hours and limit (each the default where none was
 * sent), candidates=true kept, after= or candidatesAfter= the last company listed, and
 * firstSeenUntil= the bound of every page after the first (the newest role the first page read).
 * A window begun at firstSeenAfter keeps it: the pages after list the roles first seen after it too.
 */
export function newRegistrationsNextRequest(query: {
  name: string; birthDate: string; hours?: number; firstSeenAfter?: string; limit?: number; candidates?: boolean;
  after: NewRegistrationKeyView & { candidates?: true; firstSeenUntil: string };
}): string {
  const parts = [`name=${encodeURIComponent(query.name)}`, `birthDate=${encodeURIComponent(query.birthDate)}`];
  if (query.hours !== undefined) parts.push(`hours=${query.hours}`);
  if (query.firstSeenAfter !== undefined) parts.push(`firstSeenAfter=${encodeURIComponent(query.firstSeenAfter)}`);
  if (query.limit !== undefined) parts.push(`limit=${query.limit}`);
  if (query.candidates === true) parts.push('candidates=true');
  const company = encodeURIComponent(`${query.after.country}:${query.after.regcode}@${query.after.firstSeenAt}`);
  parts.push(query.after.candidates ? `candidatesAfter=${company}` : `after=${company}`);
  parts.push(`firstSeenUntil=${encodeURIComponent(query.after.firstSeenUntil)}`);
  return `${API_PREFIX}/persons/new-registrations?${parts.join('&')}`;
}
