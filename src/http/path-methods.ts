// The methods a path takes, read from the router: the Allow header of a 405 (RFC 9110 §15.5.6)
// and of an OPTIONS answer (§9.3.7), so both list the same methods for the same path.
import type { FastifyInstance } from 'fastify';

const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];

/** The URL without its query. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Whether a path segment is percent-encoded UTF-8, as the router must decode it to route the path. */
export function segmentDecodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The methods routes take at `url`, OPTIONS last; empty where no route takes the path. */
export function methodsOfPath(app: FastifyInstance, url: string): string[] {
  const path = pathOf(url);
  const routed = ROUTED_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
  return routed.length === 0 ? [] : [...routed, 'OPTIONS'];
}
