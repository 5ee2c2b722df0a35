// Cache headers of the data endpoints (spec section 8 "Caching"): 200 answers of cacheable
// routes get the shared Cache-Control and a strong ETag, the hash of the serialised body, and a
// conditional request with a matching If-None-Match gets 304 with no body. The tag is the body's
// alone: an import that changes nothing of an answer (another country, another company) keeps
// its tag, so caches revalidate it with a 304; a tag that also hashed the dataset version changed
// every answer's tag at every publish, and the body read in one snapshot could be tagged with
// the version of another (the version is re-read at most once a second).
// The hook is attached to the routes whose config says `cacheable` when they are registered, so
// other routes pay nothing and a cacheable one does not look its config up on every request.
// The body stays the serialiser's string: encoding it to bytes once for the hash and the socket
// saves as much on two-byte answers (ā, š, ė) as it costs on Latin-1 ones, where Node then
// writes the headers and the body as two buffers (bench/body-encoding.ts).
// An answer whose body names the address it was sent to (the discovery document's servers[0])
// depends, behind a trusted proxy, on X-Forwarded-Host and X-Forwarded-Proto, which no cache
// keys on by itself: it says so in Vary. Without it a shared cache kept the document made for
// one request's forwarded host (any host a client chose, where the proxy passes the client's
// header on) and served it to everyone for up to 90 minutes, and clients sent their calls there.
import { hash } from 'node:crypto';
import { appendRouteHook, prependRouteHook } from './route-hooks.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';

export const DATA_CACHE_CONTROL = 'public, s-maxage=1800, stale-while-revalidate=3600';

/** The request headers Fastify reads a request's host and scheme from behind a trusted proxy. */
export const FORWARDED_ORIGIN_VARY = 'X-Forwarded-Host, X-Forwarded-Proto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body names the address the request was sent to (see the Vary note above). */
    namesRequestOrigin?: boolean;
  }
}

export interface CachingOptions {
  /** Whether a request's host and scheme are read from X-Forwarded-* (TRUST_PROXY names a proxy). */
  forwardedOriginTrusted: boolean;
}

export function strongEtag(body: string | Buffer): string {
  return `"${hash('sha256', body, 'base64url').slice(0, 32)}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses weak comparison, and `*` matches any current tag. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Gives one route the cache headers of a cacheable one, for a route a plugin declares with no config of ours. */
export type CacheRoute = (route: RouteOptions) => void;

export function installCaching(app: FastifyInstance, { forwardedOriginTrusted }: CachingOptions): CacheRoute {
  const cacheHeaders = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    const etag = strongEtag(payload);
    reply.header('cache-control', DATA_CACHE_CONTROL);
    reply.header('etag', etag);
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
      // A 304 has no body, and a Content-Length only if it is the 200's (RFC 9110 8.6). A null
      // payload keeps Fastify from writing "0"; on HEAD, Fastify's own last hook measures the
      // body it is given, which is then the 200's.
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      done(null, request.method === 'HEAD' ? payload : null);
      return;
    }
    done(null, payload);
  };
  const cacheHeadersVaryingWithOrigin = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
    // On the 304 too: a cache that revalidates learns the variants from it (RFC 9110 15.4.5).
    if (reply.statusCode === 200) reply.header('vary', FORWARDED_ORIGIN_VARY);
    cacheHeaders(request, reply, payload, done);
  };
  const cacheRoute: CacheRoute = (route) => {
    const variesWithOrigin = forwardedOriginTrusted && route.config?.namesRequestOrigin === true;
    const hook = (variesWithOrigin ? cacheHeadersVaryingWithOrigin : cacheHeaders) as unknown as onSendHookHandler;
    // The HEAD twin Fastify adds to a GET route ends its onSend hooks with one that drops the
    // body: the tag is computed before it, so HEAD carries the headers GET would.
    route.onSend = route.method === 'HEAD' ? prependRouteHook(route.onSend, hook) : appendRouteHook(route.onSend, hook);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.cacheable) cacheRoute(route);
  });
  return cacheRoute;
}
