// Content negotiation of the JSON endpoints (the data routes, the discovery document and the
// problem catalogue under /api/public/v1; not the reference page under /docs, which is HTML, nor
// /mcp, whose transport negotiates itself, nor the health endpoints, which orchestrators call
// with whatever Accept they send). Accept: text/csv was answered with JSON and 200, which a client
// that would only read CSV took as CSV or failed on later; it is now a 406 problem+json naming
// what is served. A header that admits JSON at all (application/json, application/*, */*, as
// every browser's does) keeps working, as does no header, and one of no media range at all
// (`json`) is ignored as RFC 9110 12.5.1 lets a server ignore a header it cannot read.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { NotAcceptableError } from '../domain/errors.ts';
import { appendRouteHook } from './route-hooks.ts';

interface MediaRange { type: string; subtype: string; q: number }

/** The media ranges of an Accept header, each with its weight; a member of another form is left out. */
function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const member of accept.split(',')) {
    const [range, ...params] = member.split(';').map((part) => part.trim());
    const match = /^([\w.+*-]+)\/([\w.+*-]+)$/.exec(range ?? '');
    if (match === null) continue;
    const weight = params.map((p) => /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(p)).find((m) => m !== null);
    ranges.push({ type: match[1]!.toLowerCase(), subtype: match[2]!.toLowerCase(), q: weight ? Number(weight[1]) : 1 });
  }
  return ranges;
}

/** The weight the most specific range matching `media` gives it (RFC 9110 12.5.1); 0 where none does. */
function weightOf(media: string, ranges: readonly MediaRange[]): number {
  const [type, subtype] = media.split('/');
  let best: { specificity: number; q: number } | null = null;
  for (const range of ranges) {
    const specificity = range.type === type && range.subtype === subtype ? 2
      : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
    if (specificity >= 0 && (best === null || specificity > best.specificity)) best = { specificity, q: range.q };
  }
  return best?.q ?? 0;
}

/**
 * Whether an Accept header admits an answer of the JSON endpoints: none sent, one of no media range
 * read, or one giving application/json, the type of every answer but a failure, a weight above 0
 * (application/json;q=0 refuses it, whatever else is taken). A failure is problem+json whatever was asked for.
 */
export function acceptsJson(accept: string | string[] | undefined): boolean {
  if (accept === undefined) return true;
  const ranges = mediaRanges(Array.isArray(accept) ? accept.join(',') : accept);
  return ranges.length === 0 || weightOf('application/json', ranges) > 0;
}

/** The 406 detail: what was asked for and what is served. */
export function notAcceptableDetail(accept: string): string {
  const shown = accept.length > 100 ? `${accept.slice(0, 100)}…` : accept;
  return `Accept: ${shown} does not admit application/json, the media type this endpoint answers in (application/problem+json for a failure): `
    + 'send Accept: application/json, or no Accept header.';
}

// A hook of a callback, not async: every JSON request passes it, and an async hook's promise was
// a measurable part of a details request's cost under load.
const refuseUnacceptable = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
  const accept = request.headers.accept;
  if (acceptsJson(accept)) done();
  else done(new NotAcceptableError(notAcceptableDetail(Array.isArray(accept) ? accept.join(', ') : accept ?? '')));
};

/**
 * Attaches the check to the GET routes (and their HEAD twins) under `apiPrefix` when they are
 * registered, but for the reference page's.
 */
export function installAcceptJson(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const json = route.url.startsWith(`${apiPrefix}/`) || route.url === apiPrefix;
    if (json && !route.url.startsWith(`${apiPrefix}/docs`) && methods.every((m) => m === 'GET' || m === 'HEAD')) {
      route.onRequest = appendRouteHook(route.onRequest, refuseUnacceptable);
    }
  });
}
