// GET /api/public/v1 (the discovery document, also at /api/public/v1/openapi.json) and the
// human-readable reference at /api/public/v1/docs. Neither is rate-limited. The reference page is Swagger UI with every
// asset served from this process, and a Content-Security-Policy that lets the page talk to
// this origin only, so opening the docs makes no request to any other host.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config/config.ts';
import type { Services } from '../../services/index.ts';
import { API_PREFIX } from '../errors.ts';
import type { CacheRoute } from '../caching.ts';
import { cachedResponses, notAcceptableResponse } from '../schemas/common.ts';
import { notAcceptableExample } from '../schemas/answer-examples.ts';
import { discoveryDocument, type RequestOrigin, withServersInYaml, withServersWrittenIn } from './document.ts';
import { referencePageDescription } from './page-description.ts';
import { problemCatalogueRoutes } from './problems.ts';

export interface DiscoveryRouteOptions {
  services: Services; config: Config; mcpMounted: boolean;
  /** The cache headers of a cacheable route (caching.ts), for the page's copies the plugin declares. */
  cacheRoute: CacheRoute;
}

/** The dataset version the document's x-dataset and x-coverage follow; null while the store cannot be read. */
function datasetVersion(services: Services): string | null {
  try {
    return services.datasetInfo().version;
  } catch {
    return null;
  }
}

const YAML_COPY = `${API_PREFIX}/docs/yaml`;

const DOCS_CSP = [
  "default-src 'self'", "connect-src 'self'", "img-src 'self' data:", "font-src 'self' data:",
  "script-src 'self'", "style-src 'self' 'unsafe-inline'", "object-src 'none'",
  "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'",
].join('; ');

export const discoveryRoutes: FastifyPluginAsyncTypebox<DiscoveryRouteOptions> = async (app, { services, config, mcpMounted, cacheRoute }) => {
  // A request is its own origin: Fastify reads its protocol and host through a trusted proxy only.
  const document = (origin?: RequestOrigin) => discoveryDocument(app, services, config, mcpMounted, origin);
  // The document is some 200 KB of JSON, built and serialised anew for each request (about 2.5 ms
  // on the demo, on a route no rate limit meters): it is kept serialised for the dataset version,
  // and the address a request names (servers[0], from the Host a client writes) is written into
  // it per request, so no Host, however many a client rotates through, makes it anew. A document
  // with no dataset (the store unreadable) is never kept.
  let kept: { version: string; serialise: (origin: RequestOrigin) => string } | undefined;
  const serialisedDocument = (origin: RequestOrigin): string => {
    const version = datasetVersion(services);
    if (version === null) return JSON.stringify(document(origin));
    if (kept?.version !== version) kept = { version, serialise: withServersWrittenIn(document()) };
    return kept.serialise(origin);
  };

  app.get('/', {
    // servers[0] is the address the request was sent to (caching.ts: Vary behind a proxy).
    config: { cacheable: true, namesRequestOrigin: true },
    schema: {
      operationId: 'discover',
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of the REST API with the extensions `x-rate-limits`, `x-coverage` '
        + '(which fields each country publishes), `x-dataset` (dataset version and per-source as-of dates) and `x-mcp`.',
      tags: ['discovery'],
      response: {
        ...cachedResponses(Type.Object({}, { additionalProperties: true, description: 'This OpenAPI 3.1 document, with the extension fields' }), { rateLimited: false }),
        ...notAcceptableResponse(notAcceptableExample(API_PREFIX), false),
      },
    },
  }, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return serialisedDocument(request);
  });

  // Where OpenAPI toolkits, code generators and action builders look for a document first: the
  // same bytes (so the same ETag) as the discovery document, not a 404 that sent them guessing.
  // Left out of the document itself, which describes the API's operations, not its own copies.
  app.get('/openapi.json', { config: { cacheable: true, namesRequestOrigin: true }, schema: { hide: true } }, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return serialisedDocument(request);
  });

  await app.register(problemCatalogueRoutes);

  // The page's document (/docs/json, which the page loads) and its YAML copy (/docs/yaml) are the
  // discovery document with the page's description, made by the plugin's handlers for every
  // request (a few ms, and over 100 ms for the YAML, on routes no rate limit meters): each is kept
  // as the handler first sent it, for the dataset version, and sent as kept until a publish.
  const pageCopies = new Set([`${API_PREFIX}/docs/json`, YAML_COPY]);
  let keptPages: { version: string; byRoute: Map<string, { type: string; body: string }> } | undefined;
  // The version read before the handler made the document, so a publish meanwhile keeps no older copy as the newer.
  const versionAsked = new WeakMap<object, string>();
  const keptPage = (route: string | undefined, version: string | null) => (
    route !== undefined && version !== null && keptPages?.version === version ? keptPages.byRoute.get(route) : undefined);

  await app.register(async (docs) => {
    // Kept per dataset version, the copies are cached and revalidated as the document is: without
    // an ETag a build fetching the YAML to generate a client downloaded its 300 KB every time.
    docs.addHook('onRoute', (route) => {
      if (!pageCopies.has(route.url)) return;
      // The YAML names the address the request was sent to, as the discovery document does (Vary behind a proxy).
      if (route.url === YAML_COPY) route.config = { ...route.config, namesRequestOrigin: true };
      cacheRoute(route);
    });
    docs.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !pageCopies.has(route)) return;
      const version = datasetVersion(services);
      const kept = keptPage(route, version);
      if (kept) return reply.type(kept.type).send(kept.body);
      if (version !== null) versionAsked.set(request, version);
    });
    docs.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url;
      if (route !== undefined && pageCopies.has(route) && reply.statusCode === 200 && typeof payload === 'string') {
        const version = versionAsked.get(request);
        if (version !== undefined && !keptPage(route, version)) {
          if (keptPages?.version !== version) keptPages = { version, byRoute: new Map() };
          keptPages.byRoute.set(route, { type: String(reply.getHeader('content-type')), body: payload });
        }
      }
      if (typeof payload === 'string' && route === YAML_COPY && reply.statusCode === 200) return withServersInYaml(payload, request);
      return typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? withViewport(payload) : payload;
    });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      // The page's asset URLs are absolute; they need the prefix this plugin is registered under.
      indexPrefix: API_PREFIX,
      staticCSP: DOCS_CSP,
      // The page calls the API at `/`, on the origin it was loaded from, whatever a proxy says of it.
      // The page also shows, under the API's description, the rate limits and data sources the
      // document carries as extension fields that Swagger UI does not render.
      transformSpecification: () => referencePageDocument(document()),
      transformSpecificationClone: false,
      // BaseLayout: no top bar, whose logo named the web framework instead of this service and whose
      // box offered to load some other document into the page.
      uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, tryItOutEnabled: true },
      theme: {
        title: 'Company registry API v1 reference',
        // A source's file name (pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv) is one
        // word wider than a phone: it breaks rather than widen the page.
        css: [{ filename: 'reference.css', content: '.swagger-ui .info li { overflow-wrap: anywhere; }' }],
      },
    });
  });
};

function referencePageDocument(doc: ReturnType<typeof discoveryDocument>) {
  const info = (doc as { info?: { description?: string } }).info ?? {};
  return {
    ...doc,
    info: { ...info, description: referencePageDescription(info.description ?? '', doc['x-dataset'], doc['x-rate-limits']) },
  };
}

/**
 * The page Swagger UI serves has no viewport tag, so a phone lays it out 980 px wide and shrinks
 * it to a third, its text too small to read; with the tag it is laid out at the phone's width.
 */
export function withViewport(html: string): string {
  return html.includes('name="viewport"') ? html
    : html.replace(/<head>/i, '<head>\n<meta name="viewport" content="width=device-width, initial-scale=1">');
}
