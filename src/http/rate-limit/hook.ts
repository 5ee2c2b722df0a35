// Applies the gate to REST routes. Chosen over @fastify/rate-limit: one small hook reads the
// route's `config.rateGroup`, so a group's budget is shared by all its routes without one
// encapsulated plugin context per group, and the very same gate serves the MCP tool calls.
// It runs in onRequest, before validation: a 400 spends budget too (a client cannot probe for
// free), and 304s are counted like any other answer. Preflight OPTIONS is never counted.
import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request, reply) => {
    const group = request.routeOptions.config.rateGroup;
    if (!group || request.method === 'OPTIONS') return;
    const decision = await gate.consume(group, request.ip);
    reply.header('ratelimit-limit', String(decision.limit));
    reply.header('ratelimit-remaining', String(decision.remaining));
    reply.header('ratelimit-reset', String(decision.resetSeconds));
    if (!decision.allowed) throw new RateLimitedError(decision.resetSeconds);
  });
}
