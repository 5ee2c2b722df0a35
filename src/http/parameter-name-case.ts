// A query parameter named in another case than the endpoint's (`Country=EE`, `Limit=5`,
// `BirthDate=…`) is refused with a 400 naming it and the parameter meant: names are
// case-sensitive, and such a parameter was ignored as unknown, so `q=rigas koks&Country=EE`
// listed Latvian companies as if no country were asked, a wrong answer no client could tell from
// a right one. Any other name no endpoint's schema declares is still ignored (a cache-busting
// `_=…`, a `utm_source` a shared link carries): those mean nothing here, and refusing them would
// break clients that send them to every API. Applied to every route with a query schema, from
// its schema's names: checked after the schema passes (a preHandler, refusing before the
// handler reads the query), and listed beside the schema's issues where it fails (errors.ts).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { InvalidParameterError, type ParameterIssue } from '../domain/errors.ts';
import { withQueryRuleIssues } from './query-rules.ts';
import { prependRouteHook } from './route-hooks.ts';

/** A query schema's parameter names by their lower case (`birthdate` → `birthDate`); null for a route taking none. */
function namesByLowerCase(schema: unknown): ReadonlyMap<string, string> | null {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (properties === undefined) return null;
  const names = Object.keys(properties);
  return names.length === 0 ? null : new Map(names.map((name) => [name.toLowerCase(), name]));
}

/** `Country is not a parameter of this endpoint: country is`, for each name of the query only a case away from one the endpoint takes. */
function misCased(query: Readonly<Record<string, unknown>>, names: ReadonlyMap<string, string>): ParameterIssue[] {
  const issues: ParameterIssue[] = [];
  for (const sent of Object.keys(query)) {
    const meant = names.get(sent.toLowerCase());
    if (meant !== undefined && meant !== sent) issues.push({ parameter: sent, in: 'query', message: `is not a parameter of this endpoint: ${meant} is` });
  }
  return issues;
}

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/**
 * The schema's issues of a request with those of its parameters named in another case appended,
 * for the error handler. A required parameter sent only in another case (`Q=rigas`) is told once,
 * by the schema's issue (`q is required (Q was given: parameter names are case-sensitive)`).
 */
export function withMisCasedIssues(request: FastifyRequest, issues: ParameterIssue[]): ParameterIssue[] {
  const names = namesByLowerCase(request.routeOptions.schema?.querystring);
  if (names === null) return issues;
  const query = queryOf(request);
  const named = new Set(issues.filter((issue) => issue.in === 'query').map((issue) => issue.parameter));
  const more = misCased(query, names).filter((issue) => {
    const meant = names.get(issue.parameter.toLowerCase())!;
    return !(named.has(meant) && !(meant in query));
  });
  return more.length > 0 ? [...issues, ...more] : issues;
}

/** Attaches the check to every route registered after it that declares a query schema. */
export function installParameterNameCase(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const names = namesByLowerCase(route.schema?.querystring);
    if (names === null) return;
    const refuseMisCased: preHandlerAsyncHookHandler = async (request) => {
      const issues = misCased(queryOf(request), names);
      // The route's other rules beside it (query-rules.ts), so the 400 names every failing parameter.
      if (issues.length > 0) throw new InvalidParameterError(withQueryRuleIssues(request, issues));
    };
    route.preHandler = prependRouteHook(route.preHandler, refuseMisCased);
  });
}
