// A company's key (`LV:40003032949`, as a person answer's or a holder's `next` names a company) sent
// as its number alone (`40003032949`), or with its country but no colon (`LV40003032949`), was told
// the key's format with an example of another company, and not which country to send: the number's
// shape says it (domain/number-shape-countries.ts), so the refusal names the key to send.
import { COUNTRIES } from '../domain/country.ts';
import { numberShapeCountries } from '../domain/number-shape-countries.ts';
import { LISTED_COUNTRIES } from './schemas/common.ts';

// The companies a person's or a holder's page lists are Latvian and Estonian (LISTED_COUNTRIES): a
// 9-digit number, which the Lithuanian register gives (and UR's reorganisations file as the old
// code of a Latvian company no longer registered, never a key), or an older Lithuanian code of 8,
// names no company listed; told to send `LT:302801462`, a client would page past every Estonian one.
const LISTED_SHAPES = 'Latvian (11 digits) and Estonian (8 digits) companies alone (the Lithuanian and Finnish registers publish no roles or owners)';
// A key of a country whose companies are never listed: `LT:302801462`.
const UNLISTED_KEY = new RegExp(`^(${COUNTRIES.filter((c) => !LISTED_COUNTRIES.includes(c)).join('|')}):`, 'iu');

// The instant a new registrations' key ends with, kept where it was sent (`40003032949@2026-…Z`).
const WITH_INSTANT = /^(.*)@([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)$/u;
// A country code before the number with a space, a hyphen or nothing in place of the colon.
const COUNTRY_WITHOUT_COLON = new RegExp(`^(${COUNTRIES.join('|')})[\\s-]?(?=\\d)(.+)$`, 'iu');

/**
 * What a refusal of `parameter` adds where `value` is a registration number without its country
 * (or its colon): `; 40003032949 is sent without its country: by its shape it is a Latvian
 * registration number (11 digits): send after=LV:40003032949`. `withInstant`: the key of new
 * registrations, which ends with `@` and the firstSeenAt of the company's newest role listed,
 * kept where it was sent; sent with a company's key alone, that instant is left out. A number of
 * another country's shape alone (a Lithuanian code, 9 digits) is told the pages list no such company.
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
  const again = `send ${parameter} as next gives it`;
  if (UNLISTED_KEY.test(key)) return `; ${key} is no company these pages list: they list ${LISTED_SHAPES}: ${again}`;
  const shapes = numberShapeCountries(number).filter((r) => prefixed === null || r.country === prefixed[1]!.toUpperCase());
  if (shapes.length === 0) return null;
  const readings = shapes.filter((r) => LISTED_COUNTRIES.includes(r.country));
  if (readings.length === 0) {
    return `; ${key} is no company these pages list: by its shape it is ${shapes.map((r) => r.as).join(' or ')}, and they list ${LISTED_SHAPES}: ${again}`;
  }
  const tail = !withInstant ? '' : instantAt !== null ? `@${instantAt[2]}` : '@';
  const instant = !withInstant || instantAt !== null ? ''
    : `${readings.length === 1 ? '' : ', each'} followed by the firstSeenAt of its newest role listed, as next gives it`;
  const send = (r: { country: string; regcode: string }) => `${parameter}=${r.country}:${r.regcode}${tail}`;
  const lead = prefixed === null ? `; ${number} is sent without its country: by its shape it is` : `; ${key} has no colon after its country: it is`;
  const keys = readings.length === 1 ? `${readings[0]!.as}: send ${send(readings[0]!)}${instant}`
    : `${readings.map((r) => `${r.as}, ${send(r)}`).join(', or ')}: send the one it is${instant}`;
  return `${lead} ${keys}`;
}
