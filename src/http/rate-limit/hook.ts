// Applies the gate to REST routes. Chosen over @fastify/rate-limit: the route's `config.rateGroup`
// says which budget it spends, so a group's budget is shared by all its routes without one
// encapsulated plugin context per group, and the very same gate serves the MCP tool calls.
// The hook is attached to each limited route when it is registered (onRoute), bound to its
// group: unlimited routes pay nothing, and no request looks its route's config up.
// It runs in onRequest, before validation: a 400 spends budget too (a client cannot probe for
// free), and 304s are counted like any other answer. Preflight OPTIONS is never counted.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { appendRouteHook } from '../route-hooks.ts';
import { RateLimitedError } from '../../domain/errors.ts';
import type { RateGate, RateLimitGroup } from '../../domain/rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit group a route spends; routes without one are not limited. */
    rateGroup?: RateLimitGroup;
    /** 200 answers get the shared Cache-Control and a strong ETag (see ../caching.ts). */
    cacheable?: boolean;
  }
}

export function installRateLimitHook(app: FastifyInstance, gate: RateGate): void {
  const hookFor = (group: RateLimitGroup) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    const decision = await gate.consume(group, request.ip);
    reply.header('ratelimit-limit', String(decision.limit));
    reply.header('ratelimit-remaining', String(decision.remaining));
    reply.header('ratelimit-reset', String(decision.resetSeconds));
    if (!decision.allowed) throw new RateLimitedError(decision.resetSeconds);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const group = route.config?.rateGroup;
    if (!group) return;
    route.onRequest = appendRouteHook(route.onRequest, hookFor(group) as onRequestHookHandler);
  });
}
