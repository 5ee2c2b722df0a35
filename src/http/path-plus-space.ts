// A `+` in a path is a plus (RFC 3986), but the form encoders many clients build URLs with write a
// space as `+` (PHP's urlencode, Java's URLEncoder, Python's quote_plus): a number typed with its
// groups apart, `40003 123456`, reached the company route as `40003+123456` and was refused as no
// number, where `40003%20123456` is read. A `+` written as such between two characters of a path
// parameter is read as the space it stands for; one sent as `%2B` stays a plus, and so does a
// leading one (`+37167123456`, a phone number typed by hand, told as one), where a space is
// trimmed anyway. No registration number or owner's number holds a plus.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { pathOf } from './path-methods.ts';
import { appendRouteHook } from './route-hooks.ts';
import { valueWithControlsAsSpaces } from '../domain/text-input.ts';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The raw segment `+` decoded as the router decodes it, each `+` after its first character a space. */
export function plusAsSpace(raw: string): string | null {
  try {
    return decodeURIComponent(raw.slice(0, 1) + raw.slice(1).replaceAll('+', '%20'));
  } catch {
    return null;
  }
}

/**
 * Reads the `+` of the route's path parameters as spaces, in the raw URL's segment of each: the
 * router keeps a run of slashes as one and drops a trailing one (app.ts), as segmentsOf does; and
 * their control characters as spaces.
 */
function hookFor(route: RouteOptions) {
  const routeSegments = segmentsOf(route.url);
  const params = routeSegments.flatMap((segment, at) => (segment.startsWith(':') ? [{ name: segment.slice(1), at }] : []));
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const url = request.raw.url ?? '';
    const values = request.params as Record<string, string>;
    if (url.includes('+')) {
      const raw = segmentsOf(pathOf(url));
      for (const { name, at } of params) {
        const segment = raw[at];
        if (segment === undefined || !segment.slice(1).includes('+') || typeof values[name] !== 'string') continue;
        const read = plusAsSpace(segment);
        if (read !== null) values[name] = read;
      }
    }
    // A control character as a space, as in a query's texts (domain/text-input.ts).
    for (const { name } of params) values[name] = valueWithControlsAsSpaces(values[name]) as string;
    done();
  };
}

/** Attaches the reading to the GET routes (and their HEAD twins) under `apiPrefix` that take a path parameter. */
export function installPathPlusAsSpace(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith(`${apiPrefix}/`) || !route.url.includes('/:') || !methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.onRequest = appendRouteHook(route.onRequest, hookFor(route));
  });
}
