// A company's key (`LV:40003032949`, as a person answer's or a holder's `next` names a company) sent
// as its number alone (`40003032949`), or with its country but no colon (`LV40003032949`), was told
// the key's format with an example of another company, and not which country to send: the number's
// shape says it (domain/number-shape-countries.ts), so the refusal names the key to send.
import { COUNTRIES } from '../domain/country.ts';
import { numberShapeCountries } from '../domain/number-shape-countries.ts';

// The instant a new registrations' key ends with, kept where it was sent (`40003032949@2026-…Z`).
const WITH_INSTANT = /^(.*)@([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)$/u;
// A country code before the number with a space, a hyphen or nothing in place of the colon.
const COUNTRY_WITHOUT_COLON = new RegExp(`^(${COUNTRIES.join('|')})[\\s-]?(?=\\d)(.+)$`, 'iu');

/**
 * What a refusal of `parameter` adds where `value` is a registration number without its country
 * (or its colon): `; 40003032949 is sent without its country: by its shape it is a Latvian
 * registration number (11 digits): send after=LV:40003032949`. `withInstant`: the key of new
 * registrations, which ends with `@` and the firstSeenAt of the company's newest role listed,
 * kept where it was sent; sent with a company's key alone, that instant is left out.
 * Null for any other value.
 */
export function companyKeyHint(value: unknown, parameter: string, withInstant: boolean): string | null {
  if (typeof value !== 'string') return null;
  const sent = value.trim();
  // An instant after `@` is read apart: a new registrations' key keeps it, a company's alone leaves it out.
  const instantAt = WITH_INSTANT.exec(sent);
  const key = instantAt === null ? sent : instantAt[1]!;
  const prefixed = COUNTRY_WITHOUT_COLON.exec(key);
  const number = prefixed === null ? key : prefixed[2]!.trim();
  const readings = numberShapeCountries(number).filter((r) => prefixed === null || r.country === prefixed[1]!.toUpperCase());
  if (readings.length === 0) return null;
  const tail = !withInstant ? '' : instantAt !== null ? `@${instantAt[2]}` : '@';
  const instant = !withInstant || instantAt !== null ? ''
    : `${readings.length === 1 ? '' : ', each'} followed by the firstSeenAt of its newest role listed, as next gives it`;
  const send = (r: { country: string; regcode: string }) => `${parameter}=${r.country}:${r.regcode}${tail}`;
  const lead = prefixed === null ? `; ${number} is sent without its country: by its shape it is` : `; ${key} has no colon after its country: it is`;
  const keys = readings.length === 1 ? `${readings[0]!.as}: send ${send(readings[0]!)}${instant}`
    : `${readings.map((r) => `${r.as}, ${send(r)}`).join(', or ')}: send the one it is${instant}`;
  return `${lead} ${keys}`;
}
