// The query-string parser of every route: Fastify's own (fast-querystring, as find-my-way uses
// it), plus four rules.
// - `country` is read in capitals (domain/country.ts, countryFromInput), so `country=lv` answers
//   as `country=LV` does and anything else still fails the schema with its 400. Done here rather
//   than in a preValidation hook: a hook is one more step on every request of the route, this is
//   one property check on a parse that happens anyway.
// - A value that is not percent-encoded UTF-8 (`name=B%E7rzi%F2%F0`, Bērziņš in the Baltic
//   Windows code page) is kept by fast-querystring as its raw text, which no name holds: the
//   person check would answer "no association" about a name it never read. Such a value becomes
//   an UndecodableValue, which fails every parameter's schema and is told as what it is
//   (validation-issues.ts). The check costs one decodeURIComponent of a query holding a `%`.
// - A count (`limit`, `hours`) is decimal digits, a `+` and surrounding spaces allowed. The
//   validator's coercion reads any number JavaScript reads, so `limit=0x5` was 5 and `limit=1e1`
//   10: a value read as another than written. Such a value becomes a NotDecimal, which fails the
//   parameter's schema with its rule (`must be an integer from 1 to 100`).
// - A `birthDate` is read without surrounding spaces, as a count and a regcode are: a date pasted
//   from a document or a form often brings a space, and ` 1980-01-01` is no other date.
import { parse } from 'fast-querystring';
import { countryFromInput } from '../domain/country.ts';

/** Marks a query value whose percent-encoding is not UTF-8 (told by validation-issues.ts). */
export class UndecodableValue {}

/** Marks a count written otherwise than in decimal digits (`0x5`, `1e1`, `5.0`). */
export class NotDecimal {}

/** The integer query parameters of the API (test/http/validation.test.ts holds this to the schemas). */
export const COUNT_PARAMETERS = ['limit', 'hours'] as const;
const DECIMAL = /^\s*\+?\d+\s*$/;

export function parseQueryString(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = query.length === 0 ? {} : parse(query);
  if (typeof parsed.country === 'string') parsed.country = countryFromInput(parsed.country);
  if (typeof parsed.birthDate === 'string') parsed.birthDate = parsed.birthDate.trim();
  for (const name of COUNT_PARAMETERS) {
    const value = parsed[name];
    if (typeof value === 'string' && value !== '' && !DECIMAL.test(value)) parsed[name] = new NotDecimal();
  }
  if (query.includes('%') && decoded(query) === null) markUndecodable(query, parsed);
  return parsed;
}

/** The text percent-decoded, or null when its escapes are not UTF-8. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function markUndecodable(query: string, parsed: Record<string, unknown>): void {
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0 || decoded(part.slice(equals + 1)) !== null) continue;
    const key = decoded(part.slice(0, equals).replace(/\+/g, ' '));
    if (key !== null) parsed[key] = new UndecodableValue();
  }
}
