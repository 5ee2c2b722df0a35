// Cross-origin access from any origin (spec 4.9). No credentials are ever needed, so `*` is
// safe, and every origin gets the same headers: one onRequest hook sets them (before any route
// runs, so /mcp, which hijacks its response, can copy them), and one OPTIONS route answers every
// preflight. Headers a browser script must read (rate limits, ETag, the next page's Link, the MCP session) are exposed;
// without Access-Control-Expose-Headers a page could not see them. A preflight allows the
// headers the API reads and any other header the page's script sends (X-Requested-With, which
// Laravel's front end adds to every axios call, Cache-Control, Authorization):
// the API ignores them, and refusing one fails the whole request in the browser.
// Our own hook rather than @fastify/cors: with a fixed `*` there is nothing to negotiate per
// request, and the plugin's per-request work was measurable on the hottest routes (bench/).
import type {
  FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import { methodsOfPath } from './path-methods.ts';

export const REST_METHODS = ['GET', 'HEAD', 'OPTIONS'];
export const MCP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'];
/** What /mcp takes (its Allow): a preflight also allows GET and DELETE, so a page reads their 405. */
export const MCP_ALLOW = ['POST', 'OPTIONS'];

const ALLOWED_HEADERS = [
  'Content-Type', 'Accept', 'If-None-Match',
  'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Last-Event-ID',
];
const ALLOWED_LOWER = new Set(ALLOWED_HEADERS.map((name) => name.toLowerCase()));
const ALLOWED_LIST = ALLOWED_HEADERS.join(', ');
// A list of header names (RFC 9110 tokens); anything else is not echoed back.
const HEADER_NAMES = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:[ \t]*,[ \t]*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;
const EXPOSED_HEADERS = [
  'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Link', 'Mcp-Session-Id',
].join(', ');
const PREFLIGHT_MAX_AGE = '600';

/** The headers of every answer; also set by an answer given before routing (errors.ts), which no hook sees. */
export function setCorsHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
}

function corsHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  setCorsHeaders(reply);
  done();
}

/** A browser's CORS preflight, which names the method the page's script will send. */
export function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/** The headers a preflight allows: ours, then those the request names that are not ours. */
function allowedHeaders(requested: string | string[] | undefined): string {
  const text = (Array.isArray(requested) ? requested.join(',') : requested ?? '').trim();
  if (text === '' || text.length > 1000 || !HEADER_NAMES.test(text)) return ALLOWED_LIST;
  const extra = [...new Set(text.split(',').map((name) => name.trim().toLowerCase()))]
    .filter((name) => !ALLOWED_LOWER.has(name));
  return extra.length === 0 ? ALLOWED_LIST : `${ALLOWED_LIST}, ${extra.join(', ')}`;
}

/**
 * Answers an OPTIONS request: 204 with the methods of the path (a preflight's and, in Allow, any
 * client's; no Allow for a path no route takes), the request headers we accept and a max age.
 */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply, methods: string[], allow: string[]): void {
  if (allow.length > 0) reply.header('allow', allow.join(', '));
  reply.code(204)
    .header('access-control-allow-methods', methods.join(', '))
    .header('access-control-allow-headers', allowedHeaders(request.headers['access-control-request-headers']))
    .header('vary', 'Access-Control-Request-Headers')
    .header('access-control-max-age', PREFLIGHT_MAX_AGE)
    .send();
}

/**
 * The options of an OPTIONS route answered by `answer` in its onRequest hook, before Fastify reads
 * a body by its Content-Type: a client that puts Content-Type: application/json on every request
 * sent OPTIONS with no body and was answered 400 (Body cannot be empty), one with an XML body 415,
 * while OPTIONS gives a body no meaning (RFC 9110 §9.3.7). Node discards the unread body.
 */
export function optionsRoute(answer: (request: FastifyRequest, reply: FastifyReply) => unknown): RouteShorthandOptions & { handler: RouteHandlerMethod } {
  return {
    schema: { hide: true },
    onRequest: async (request, reply) => {
      await answer(request, reply);
      return reply;
    },
    // Never reached (the hook has answered); Fastify wants a route to have one.
    handler: answer as RouteHandlerMethod,
  };
}

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', corsHeaders);
  // Every path (unknown ones included, as browsers preflight before knowing): the REST methods.
  // /mcp registers its own OPTIONS route, which find-my-way prefers to this wildcard. An OPTIONS
  // that is no preflight asks what the path takes (RFC 9110 §9.3.7): it was answered 204 with no
  // Allow, and 204 also for a path no route takes, which is now the 404 a GET of it gets.
  app.options('*', optionsRoute((request, reply) => {
    const allow = methodsOfPath(request.server, request.url);
    if (allow.length === 0 && !isPreflight(request)) return reply.callNotFound();
    return answerPreflight(request, reply, REST_METHODS, allow);
  }));
}
