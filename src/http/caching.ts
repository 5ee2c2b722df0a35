// Cache headers of the data endpoints (spec section 8 "Caching"): 200 answers of cacheable
// routes get the shared Cache-Control and a strong ETag, the hash of the dataset version and
// the serialised body, so an import that changes nothing a client sees keeps the tag, and a
// conditional request with a matching If-None-Match gets 304 with no body.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const DATA_CACHE_CONTROL = 'public, s-maxage=1800, stale-while-revalidate=3600';

export function strongEtag(datasetVersion: string, body: string | Buffer): string {
  const digest = createHash('sha256').update(datasetVersion).update('\n').update(body).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/** RFC 9110 13.1.2: If-None-Match uses weak comparison, and `*` matches any current tag. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function installCaching(app: FastifyInstance, datasetVersion: () => string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.cacheable || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = strongEtag(datasetVersion(), payload);
    reply.header('cache-control', DATA_CACHE_CONTROL);
    reply.header('etag', etag);
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
