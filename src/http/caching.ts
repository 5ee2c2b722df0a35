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
// A data route (config `datedByData`) also says when its answer last changed, Last-Modified, and
// answers If-Modified-Since: a monitor or cache that keeps dates, not tags, got a 200 on every
// poll. The date is the later of the dataset's last change (a publish or screening run) and the
// start of the registers' day, as an answer also reads the day (an office that ended yesterday).
// It is read before the handler, in a read snapshot that the handler's reads in the same turn of
// the event loop join (Services.lastChangedAt), so the date and the body are of one version. A
// body read later (a handler awaiting something first) may be of a publish made after the date's
// read: dated earlier than it is, it is sent again at the next poll, but a client whose
// If-Modified-Since is that earlier date would be told 304 for a body that changed. So a 304 by
// date is given only where the date, read again as the answer is sent, is still the one it was
// dated by (a read more on a conditional request, none on the others). An answer counted back
// from the clock (new registrations within `hours`) changes with no publish and is left undated
// (leaveUndated): its ETag alone validates it.
import { hash } from 'node:crypto';
import { registersDayBegan } from '../domain/dates.ts';
import { appendRouteHook, prependRouteHook } from './route-hooks.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';

export const DATA_CACHE_CONTROL = 'public, s-maxage=1800, stale-while-revalidate=3600';

/** The request headers Fastify reads a request's host and scheme from behind a trusted proxy. */
export const FORWARDED_ORIGIN_VARY = 'X-Forwarded-Host, X-Forwarded-Proto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body names the address the request was sent to (see the Vary note above). */
    namesRequestOrigin?: boolean;
    /** The body is made from the store and the registers' day alone: it is dated (Last-Modified). */
    datedByData?: boolean;
  }
}

export interface CachingOptions {
  /** Whether a request's host and scheme are read from X-Forwarded-* (TRUST_PROXY names a proxy). */
  forwardedOriginTrusted: boolean;
  /** The dataset's last change (Services.lastChangedAt); without it no answer is dated. */
  lastChangedAt?: () => number | null;
}

/** An answer's date (Last-Modified) and what it was taken from: the later of the last change and the day's start. */
interface AnswerDate { at: number; basis: number }
const dated = new WeakMap<FastifyRequest, AnswerDate>();

/** An answer of a dated route that follows the clock (a window counted back from now): sent with no Last-Modified. */
export function leaveUndated(request: FastifyRequest): void {
  dated.delete(request);
}

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC850_DATE = new RegExp(`^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);

/**
 * An HTTP-date in any of its three forms (RFC 9110 5.6.7), as milliseconds; null for anything else,
 * which If-Modified-Since then is not (ignored, as the RFC asks, rather than read as some date).
 */
export function httpDate(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  let at = Number.NaN;
  if (IMF_FIXDATE.test(text)) at = Date.parse(text);
  else if (RFC850_DATE.test(text)) {
    // A two-digit year more than 50 years ahead is of the century before (RFC 9110 5.6.7).
    const [, , day, month, year, time] = /^(\w+), (\d{2})-(\w{3})-(\d{2}) (\S+) GMT$/.exec(text)!;
    const thisYear = new Date().getUTCFullYear();
    let full = Math.floor(thisYear / 100) * 100 + Number(year);
    if (full > thisYear + 50) full -= 100;
    at = Date.parse(`${day} ${month} ${full} ${time} GMT`);
  } else if (ASCTIME_DATE.test(text)) at = Date.parse(`${text} GMT`);
  return Number.isNaN(at) ? null : at;
}

/**
 * RFC 9110 13.1.3: If-Modified-Since is read on GET and HEAD alone and only where no If-None-Match
 * came (a tag says more than a date); the answer is unmodified where it last changed in the
 * second the date names or before.
 */
export function notModifiedSince(request: FastifyRequest, lastModified: number): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['if-none-match'] !== undefined) return false;
  const since = httpDate(request.headers['if-modified-since']);
  return since !== null && Math.floor(lastModified / 1000) * 1000 <= since;
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

/** registersDayBegan of `now`, read from the zone's calendar once a day (it is at a few µs a request). */
let day: { began: number; next: number } | null = null;
function dayBegan(now: number): number {
  if (day === null || now < day.began || now >= day.next) {
    const began = registersDayBegan(new Date(now));
    // 30 hours on is in the next day whatever the clock change (a day is 23 to 25 hours long).
    day = { began, next: registersDayBegan(new Date(began + 30 * 3_600_000)) };
  }
  return day.began;
}

export function installCaching(app: FastifyInstance, { forwardedOriginTrusted, lastChangedAt }: CachingOptions): CacheRoute {
  const basisAt = (now: number) => Math.max(lastChangedAt!() ?? 0, dayBegan(now));
  /** Whether the data has not changed since the answer's date was read (see the note above). */
  const stillDated = (date: AnswerDate) => {
    try {
      return basisAt(Date.now()) === date.basis;
    } catch {
      return false;
    }
  };
  const cacheHeaders = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    const etag = strongEtag(payload);
    reply.header('cache-control', DATA_CACHE_CONTROL);
    reply.header('etag', etag);
    const date = dated.get(request);
    if (date !== undefined) reply.header('last-modified', new Date(date.at).toUTCString());
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)
      || (date !== undefined && notModifiedSince(request, date.at) && stillDated(date))) {
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
  // Read before the handler, in the snapshot its reads join (see the note above); never later than
  // now, should the importer's clock run ahead. An unreadable store leaves the answer undated, not
  // failed. A hook of a callback, not async, and the day's start kept until the next day's: as an
  // async hook reading the zone's calendar at each request it cost details about a tenth of its
  // req/s under load; a callback hook also runs the handler in the same turn, as the snapshot needs.
  const dateAnswer = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const now = Date.now();
    try {
      const basis = basisAt(now);
      dated.set(request, { at: Math.min(now, basis), basis });
    } catch { /* undated */ }
    done();
  };
  const cacheRoute: CacheRoute = (route) => {
    if (lastChangedAt !== undefined && route.config?.datedByData === true) route.preHandler = appendRouteHook(route.preHandler, dateAnswer);
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
