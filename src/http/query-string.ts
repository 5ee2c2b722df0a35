// The query-string parser of every route: Fastify's own (fast-querystring, as find-my-way uses
// it), plus one rule. `country` is read in capitals (domain/country.ts, countryFromInput), so
// `country=lv` answers as `country=LV` does and anything else still fails the schema with its
// 400. Done here rather than in a preValidation hook: a hook is one more step on every request
// of the route, this is one property check on a parse that happens anyway.
import { parse } from 'fast-querystring';
import { countryFromInput } from '../domain/country.ts';

export function parseQueryString(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = query.length === 0 ? {} : parse(query);
  if (typeof parsed.country === 'string') parsed.country = countryFromInput(parsed.country);
  return parsed;
}
