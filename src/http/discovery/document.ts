// The discovery document (spec 4.7): the OpenAPI 3.1 document that @fastify/swagger generates
// from the route schemas, plus extension fields a client needs and OpenAPI has no place for:
// the rate-limit groups, which fields each country publishes, and the dataset's freshness.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import { RATE_LIMIT_GROUPS } from '../../domain/rate-limits.ts';
import type { Services } from '../../services/index.ts';
import { isWellFormedHost } from './request-host.ts';

const GROUP_PATHS: Record<keyof typeof RATE_LIMIT_GROUPS, string[]> = {
  company: ['/companies/search', '/companies/autofill', '/companies/{regcode}', '/companies/{regcode}/sanctions', '/companies/{regcode}/compliance',
    '/holders/{holderRegcode}/holdings', '/mcp (each tool call or resource read)'],
  personCheck: ['/persons/check', '/mcp (each check_person call)'],
  newRegistrations: ['/persons/new-registrations', '/mcp (each list_new_person_roles call)'],
};

export function rateLimitExtension(config: Pick<Config, 'rateLimits' | 'redisUrl'>) {
  return {
    enabled: config.rateLimits,
    countedPer: 'client IP address',
    window: 'fixed',
    sharedBetweenReplicas: config.redisUrl !== null,
    headers: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After (429 only)'],
    groups: Object.entries(RATE_LIMIT_GROUPS).map(([group, g]) => ({
      group, max: g.max, windowSeconds: g.windowSeconds, covers: g.covers,
      paths: GROUP_PATHS[group as keyof typeof RATE_LIMIT_GROUPS],
    })),
    // A browser sends a preflight by itself before a page's request, and the page's script never
    // sees its answer: counting it would halve a page's budget, and RateLimit headers on it would
    // be read by no one (rate-limit/hook.ts).
    notLimited: ['discovery', 'docs', '/healthz', '/readyz', 'OPTIONS on any path (a CORS preflight or not; no RateLimit headers)'],
  };
}

function datasetExtension(services: Services) {
  try {
    const info = services.datasetInfo();
    return { version: info.version, sources: info.sources };
  } catch {
    return null; // the document stays useful while the store is unreadable; /readyz reports that
  }
}

/** What the server knows of where a request was sent: Fastify reads both from X-Forwarded-* only behind a trusted proxy. */
export interface RequestOrigin { protocol: string; host: string | undefined }

/**
 * The servers list, with the absolute address the document was fetched at first: OpenAPI
 * toolkits and action builders join servers[0] and a path into the URL they call, and take no
 * relative `/` (it made `//api/public/v1/...`, an address without a host). `/` stays second, for
 * a reader behind a proxy that rewrites the host. A host that is no address (`x"><script>…`, any
 * text a client writes into Host) is not named: the document then gives `/` alone, as when no
 * host is known.
 */
export function serversFor(origin: RequestOrigin | undefined) {
  const relative = { url: '/', description: 'The server this document is fetched from' };
  if (!origin?.host || !/^https?$/.test(origin.protocol) || !isWellFormedHost(origin.host)) return [relative];
  return [{ url: `${origin.protocol}://${origin.host}`, description: 'The address this document was fetched at' }, relative];
}

export function discoveryDocument(app: FastifyInstance, services: Services, config: Config, mcpMounted: boolean, origin?: RequestOrigin) {
  return {
    ...(app.swagger() as Record<string, unknown>),
    servers: serversFor(origin),
    'x-rate-limits': rateLimitExtension(config),
    'x-coverage': services.coverage(),
    'x-dataset': datasetExtension(services),
    'x-mcp': mcpMounted ? { url: '/mcp', transport: 'streamable-http', authentication: 'none' } : null,
  };
}

const SERVERS_MARKER = 'the servers of the request';

/**
 * The document serialised once, each request's servers written into it: all but servers (some
 * 200 KB, a few ms to build and serialise) is the same whatever address a request names, so
 * a client sending another Host with every request costs a few hundred bytes of text, not a new
 * document, and no address a client writes pushes another's document out of a cache.
 * Within the serialised text the quotes of strings are escaped, so `"servers":"<marker>"` is
 * found at the document's own servers key alone.
 */
export function withServersWrittenIn(document: ReturnType<typeof discoveryDocument>): (origin: RequestOrigin) => string {
  const text = JSON.stringify({ ...document, servers: SERVERS_MARKER });
  const key = '"servers":';
  const at = text.indexOf(`${key}${JSON.stringify(SERVERS_MARKER)}`) + key.length;
  const before = text.slice(0, at);
  const after = text.slice(at + JSON.stringify(SERVERS_MARKER).length);
  return (origin) => before + JSON.stringify(serversFor(origin)) + after;
}

// The top-level servers of a YAML form of the document: its key at the start of a line (a nested
// key is indented) and the indented lines of its list.
const YAML_SERVERS = /^servers:\n(?:[ -].*\n)*/m;

/**
 * The YAML form of the document (/docs/yaml, what code generators and linters take) with the
 * servers of the request, as the discovery document gives them: made from the reference page's
 * copy, whose only server is `/` (the page calls the origin it was loaded from), it gave a
 * generator no address, and one that takes no relative server built a client of localhost. Each
 * value is written as a JSON string, which YAML reads as its double-quoted scalar.
 */
export function withServersInYaml(yaml: string, origin: RequestOrigin): string {
  const servers = serversFor(origin);
  if (servers.length === 1 || !YAML_SERVERS.test(yaml)) return yaml;
  const list = servers.map((s) => `  - url: ${JSON.stringify(s.url)}\n    description: ${JSON.stringify(s.description)}\n`).join('');
  return yaml.replace(YAML_SERVERS, () => `servers:\n${list}`);
}
