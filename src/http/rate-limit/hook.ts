// Applies the gate to REST routes. Chosen over @fastify/rate-limit: the route's `config.rateGroup`
// says which budget it spends, so a group's budget is shared by all its routes without one
// encapsulated plugin context per group, and the very same gate serves the MCP tool calls.
// The hook is attached to each limited route when it is registered (onRoute), bound to its
// group: unlimited routes pay nothing, and no request looks its route's config up.
// It runs in onRequest, before validation: a 400 spends budget too (a client cannot probe for
// free), and 304s are counted like any other answer. OPTIONS (a preflight or not) is never
// counted and carries no RateLimit headers: a browser sends a preflight by itself, before each
// request of a page it has not cached (10 minutes), so counting it would halve the page's budget,
// and over the limit a refused preflight would show the page a network error instead of the 429
// and its Retry-After. Headers on it would inform no one: the page's script never sees a
// preflight's answer, and reading the budget without spending it would cost a gate (Redis) round
// trip per preflight; any GET of the path says it.
// A request of another method on a limited route's path (POST /persons/check) is taken by no
// route, and answered 405 by the not-found handler: it spends the path's budget as well, through
// the function installRateLimitHook returns, so it carries the RateLimit headers every other
// answer of the path carries (and a client cannot send it for free either); so does a request whose
// path cannot be decoded (`/companies/50%`), refused before routing (errors.ts frameworkErrorHandlerWith).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { appendRouteHook } from '../route-hooks.ts';
import { RateLimitedError } from '../../domain/errors.ts';
import type { RateDecision, RateGate, RateLimitGroup } from '../../domain/rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit group a route spends; routes without one are not limited. */
    rateGroup?: RateLimitGroup;
    /** 200 answers get the shared Cache-Control and a strong ETag (see ../caching.ts). */
    cacheable?: boolean;
  }
}

/**
 * Spends the budget of the group whose route takes the request's path, for a request no route
 * took, with its RateLimit headers set: the decision and its group (a 429 names it), or null where
 * no limited route takes the path.
 */
export type PathBudget = (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<(RateDecision & { group: RateLimitGroup }) | null>;

// Whether a route's path (`/api/public/v1/companies/:regcode/sanctions`) takes a request's path
// as the router reads it: a run of slashes as one, a trailing slash as none (app.ts, routerOptions),
// a fixed segment percent-encoded or not (`chec%6B` is `check`), a parameter any one segment.
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
const takes = (route: readonly string[], path: readonly string[]) => route.length === path.length
  && route.every((segment, i) => segment.startsWith(':') || segment === decoded(path[i]!));

export function installRateLimitHook(app: FastifyInstance, gate: RateGate): PathBudget {
  const spend = async (group: RateLimitGroup, request: FastifyRequest, reply: FastifyReply) => {
    const decision = await gate.consume(group, request.ip);
    reply.header('ratelimit-limit', String(decision.limit));
    reply.header('ratelimit-remaining', String(decision.remaining));
    reply.header('ratelimit-reset', String(decision.resetSeconds));
    return decision;
  };
  const hookFor = (group: RateLimitGroup) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    const decision = await spend(group, request, reply);
    if (!decision.allowed) throw new RateLimitedError(decision.resetSeconds, group);
  };
  const limitedPaths = new Map<string, { segments: string[]; group: RateLimitGroup }>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const group = route.config?.rateGroup;
    if (!group) return;
    route.onRequest = appendRouteHook(route.onRequest, hookFor(group) as onRequestHookHandler);
    if (!limitedPaths.has(route.url)) limitedPaths.set(route.url, { segments: segmentsOf(route.url), group });
  });
  return async (request, reply, path) => {
    // A route of fixed segments first, as the router prefers it to one with a parameter.
    const read = segmentsOf(path);
    const routes = [...limitedPaths.values()];
    const taking = routes.find((r) => !r.segments.some((s) => s.startsWith(':')) && takes(r.segments, read))
      ?? routes.find((r) => takes(r.segments, read));
    return taking === undefined ? null : { ...await spend(taking.group, request, reply), group: taking.group };
  };
}
