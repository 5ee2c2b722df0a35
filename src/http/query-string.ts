// The query-string parser of every route: Fastify's own (fast-querystring, as find-my-way uses
// it), plus two rules.
// - `country` is read in capitals (domain/country.ts, countryFromInput), so `country=lv` answers
//   as `country=LV` does and anything else still fails the schema with its 400. Done here rather
//   than in a preValidation hook: a hook is one more step on every request of the route, this is
//   one property check on a parse that happens anyway.
// - A value that is not percent-encoded UTF-8 (`name=B%E7rzi%F2%F0`, Bērziņš in the Baltic
//   Windows code page) is kept by fast-querystring as its raw text, which no name holds: the
//   person check would answer "no association" about a name it never read. Such a value becomes
//   an UndecodableValue, which fails every parameter's schema and is told as what it is
//   (validation-issues.ts). The check costs one decodeURIComponent of a query holding a `%`.
import { parse } from 'fast-querystring';
import { countryFromInput } from '../domain/country.ts';

/** A query value whose percent-encoding is not UTF-8; holds the text as it was sent. */
export class UndecodableValue {
  readonly raw: string;
  constructor(raw: string) { this.raw = raw; }
}

export function parseQueryString(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = query.length === 0 ? {} : parse(query);
  if (typeof parsed.country === 'string') parsed.country = countryFromInput(parsed.country);
  if (query.includes('%') && !decodes(query)) markUndecodable(query, parsed);
  return parsed;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function markUndecodable(query: string, parsed: Record<string, unknown>): void {
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const rawValue = part.slice(equals + 1);
    if (decodes(rawValue)) continue;
    const rawKey = part.slice(0, equals).replace(/\+/g, ' ');
    if (!decodes(rawKey)) continue;
    parsed[decodeURIComponent(rawKey)] = new UndecodableValue(rawValue);
  }
}
