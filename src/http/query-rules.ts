// The rules of a route's query that its schema cannot state (a name holding a letter, a cursor
// sent with the parameter it follows, a country the regcode's disagrees with), declared on the
// route as `queryRules` and applied twice: by the handler before it reads the query (or by the
// lookup it calls), and by the error handler beside a schema failure, so a 400 lists every failing
// parameter (the contract's "every failing parameter is listed") and not only those the schema
// caught: a spreadsheet's name and birth date swapped (name=1980-01-01&birthDate=Jānis Bērziņš)
// was told the birth date alone, and its client, fixing that, was then told the name.
import type { FastifyRequest } from 'fastify';
import { InvalidParameterError, type ParameterIssue } from '../domain/errors.ts';

/**
 * The issues of a query whose other parameters may have failed the schema: each value is read as
 * it came. `params` are the path's, for a rule that weighs a query value against the path; `sent`
 * the names of the query's parameters the request itself holds, where the schema has given one its
 * default (`hours` of /persons/new-registrations, which firstSeenAfter takes the place of).
 */
export type QueryRules = (
  query: Readonly<Record<string, unknown>>, params: Readonly<Record<string, unknown>>, sent: ReadonlySet<string>,
) => ParameterIssue[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rules beyond its query schema (query-rules.ts). */
    queryRules?: QueryRules;
  }
}

/** Refuses the query of a request its schema passed, naming every parameter a rule of the route fails. */
export function checkQueryRules(request: FastifyRequest): void {
  const issues = request.routeOptions.config.queryRules?.(queryOf(request), paramsOf(request), sentOf(request)) ?? [];
  if (issues.length > 0) throw new InvalidParameterError(issues);
}

/**
 * The issues of the route's rules for the parameters `issues` (the schema's) does not name yet,
 * appended to them: one issue per parameter, the schema's first.
 */
export function withQueryRuleIssues(request: FastifyRequest, issues: ParameterIssue[]): ParameterIssue[] {
  const rules = request.routeOptions.config?.queryRules;
  if (!rules) return issues;
  const named = new Set(issues.filter((issue) => issue.in === 'query').map((issue) => issue.parameter));
  const more = rules(queryOf(request), paramsOf(request), sentOf(request)).filter((issue) => !named.has(issue.parameter));
  return more.length > 0 ? [...issues, ...more] : issues;
}

/** A parameter's name as rules compare it with another API's: lower case, without `-`, `_` or spaces (`page_token` is `pagetoken`). */
export const looseParameterName = (name: string): string => name.toLowerCase().replace(/[-_ ]/g, '');

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, unknown>;
const sentOf = (request: FastifyRequest): ReadonlySet<string> => {
  const url = request.raw.url ?? '';
  return new Set(url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).keys() : []);
};
