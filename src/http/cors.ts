// Cross-origin access from any origin (spec 4.9). No credentials are ever needed, so `*` is
// safe, and every origin gets the same headers: one onRequest hook sets them (before any route
// runs, so /mcp, which hijacks its response, can copy them), and one OPTIONS route answers every
// preflight. Headers a browser script must read (rate limits, ETag, the MCP session) are exposed;
// without Access-Control-Expose-Headers a page could not see them.
// Our own hook rather than @fastify/cors: with a fixed `*` there is nothing to negotiate per
// request, and the plugin's per-request work was measurable on the hottest routes (bench/).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REST_METHODS = ['GET', 'HEAD', 'OPTIONS'];
export const MCP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'];

const ALLOWED_HEADERS = [
  'Content-Type', 'Accept', 'If-None-Match',
  'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Last-Event-ID',
].join(', ');
const EXPOSED_HEADERS = [
  'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Mcp-Session-Id',
].join(', ');
const PREFLIGHT_MAX_AGE = '600';

function corsHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  done();
}

/** Answers a preflight: 204 with the methods of the path, the request headers we accept and a max age. */
export function answerPreflight(reply: FastifyReply, methods: string[]): void {
  reply.code(204)
    .header('access-control-allow-methods', methods.join(', '))
    .header('access-control-allow-headers', ALLOWED_HEADERS)
    .header('access-control-max-age', PREFLIGHT_MAX_AGE)
    .send();
}

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', corsHeaders);
  // Every path (unknown ones included, as browsers preflight before knowing): the REST methods.
  // /mcp registers its own OPTIONS route, which find-my-way prefers to this wildcard.
  app.options('*', { schema: { hide: true } }, (_request, reply) => answerPreflight(reply, REST_METHODS));
}
