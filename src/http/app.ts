// buildApp: the whole HTTP server as a factory, built the same way by src/cli/serve-main.ts and by
// the tests. Order matters: CORS first (its headers must be on every answer, 429s included),
// then the rate-limit hook, then caching; @fastify/swagger before any route so that every
// route's schema reaches the discovery document.
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { maxHeaderSize } from 'node:http';
import type { Config } from '../config/config.ts';
import type { RateGate } from '../domain/rate-limits.ts';
import { isSearchableText, SEARCHABLE_TEXT_FORMAT } from '../domain/text-input.ts';
import type { Services } from '../services/index.ts';
import type { StoreDamage } from '../services/store-check.ts';
import { installCaching } from './caching.ts';
import { companyRoutes } from './companies/routes.ts';
import { AutofillRecordSchema, CompanyDetailsSchema, CompanySummarySchema, ComplianceSchema, SanctionsSchema } from './companies/schemas.ts';
import { installCors } from './cors.ts';
import { installAcceptJson } from './accept-json.ts';
import { installPathPlusAsSpace } from './path-plus-space.ts';
import { lazySchemaController } from './lazy-compilers.ts';
import { personRoutes } from './persons/routes.ts';
import { holderRoutes } from './holders/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { API_PREFIX, clientErrorHandler, frameworkErrorHandlerWith, installErrorHandlers } from './errors.ts';
import { healthRoutes } from './health/routes.ts';
import { loggerOptions, requestIdOptions, type LogOptions } from './logging.ts';
import { mountMcp, type McpHandler } from './mcp-mount.ts';
import { NewRegistrationsResponse, PersonCheckResponse } from './persons/schemas.ts';
import { installRateLimitHook, type PathBudget } from './rate-limit/hook.ts';
import { parseQueryString } from './query-string.ts';
import { installParameterNameCase } from './parameter-name-case.ts';
import { ABOVE_MAXIMUM, notAfterTodayKeyword, ProblemSchema } from './schemas/common.ts';
import { REQUEST_TIME_LIMIT_MS, withConnectionRefusals } from './schemas/connection-refusals.ts';

export type { McpHandler } from './mcp-mount.ts';

export interface AppDeps {
  services: Services;
  config: Config;
  gate: RateGate;
  /** Logging: false for silence; by default JSON lines at config.logLevel on stdout. */
  logger?: false | Partial<LogOptions>;
  mcpHandler?: McpHandler;
  /** Damaged pages found in the store served (services/store-check.ts): /readyz answers 503 with them. None where absent. */
  storeDamage?: () => StoreDamage | null;
}

export { REQUEST_TIME_LIMIT_MS } from './schemas/connection-refusals.ts';

const OPENAPI_INFO = {
  title: 'Company registry API (LV, LT, EE, FI)',
  version: '1.0.0',
  description: 'Public, read-only company registry information for Latvia, Lithuania, Estonia and Finland: '
    + 'search, company details, sanctions checks, compliance statements, form autofill and the company roles of a named person. '
    + 'No registration or credentials. Errors are RFC 9457 problem details (application/problem+json). '
    + `Any operation may also be answered 408 (the request not in full within ${REQUEST_TIME_LIMIT_MS / 1000} s) or 431 `
    + `(URL and headers over ${maxHeaderSize / 1024} KiB) `
    + 'before the request is read, each stated once under components/responses. A method a path does not take is a 405 '
    + 'whose Allow header lists the ones it does; the REST endpoints read no body (one sent with a GET is ignored), so '
    + 'none answers 413 or 415, and no URL is answered 414. '
    + 'Parameter names are case-sensitive: one differing from a parameter of the endpoint only by letter case (Country for country) '
    + 'is a 400 naming both; any other parameter the endpoint does not take (a cache-busting _=…, utm_source) is ignored.',
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { services, config, gate } = deps;
  // What spends a limited path's budget for a request no route took (rate-limit/hook.ts), once installed below.
  let pathBudget: PathBudget | null = null;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions({ level: config.logLevel, clientAddress: config.logClientAddress, ...deps.logger }),
    ...requestIdOptions,
    // A bare hop count (TRUST_PROXY=1) is accepted by Fastify 5 but trusts nobody; see docs/operations.md.
    trustProxy: config.trustProxy as boolean | string,
    // `country` in any case (query-string.ts). A path parameter of any length reaches its schema,
    // which names it and its bound (`regcode` at most 256, 64 without the spaces around it,
    // domain/regcode.ts): the router's own limit (100) refused a longer one as a request that
    // could not be routed. Node's 16 KiB of headers bound the URL. A run of slashes is one, as
    // a trailing slash is none: a client joining a base address that ends with `/` to a path that
    // begins with one (`…/v1//companies/…`) got a 404 that nginx in front (merge_slashes) did not give.
    routerOptions: {
      ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, querystringParser: parseQueryString, maxParamLength: 16 * 1024,
    },
    // allErrors lists every failing parameter, not only the first. The usual DoS concern of
    // allErrors does not apply: every string has a maxLength, and the one pattern (two characters
    // other than spaces, schemas/common.ts) takes time linear in the text, at most 200 characters;
    // so does the one format of our own (two characters that print, a letter or a digit among
    // them, domain/text-input.ts), and the one
    // keyword of our own compares a date with today's (schemas/common.ts).
    // validateSchema off: checking our own schemas against JSON Schema's meta-schema compiled that
    // meta-schema at every start, about 30 ms before the port opened (fast-json-stringify turns
    // it off for the same reason). A malformed schema still fails: Ajv's strict mode throws on
    // an unknown keyword or type when the route's validator is built, and the OpenAPI test
    // validates every schema of the document.
    ajv: {
      customOptions: {
        allErrors: true, validateSchema: false,
        formats: { [SEARCHABLE_TEXT_FORMAT]: isSearchableText },
        keywords: [notAfterTodayKeyword, ABOVE_MAXIMUM],
      },
    },
    schemaController: lazySchemaController,
    frameworkErrors: frameworkErrorHandlerWith(() => pathBudget),
    clientErrorHandler,
    // REST requests have no body; MCP JSON-RPC messages are small. A slow client gets 30 s to
    // send its request (headers and body), which bounds slow-loris connections.
    bodyLimit: 256 * 1024,
    requestTimeout: REQUEST_TIME_LIMIT_MS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (typeof config.trustProxy === 'number') {
    app.log.warn({ trustProxy: config.trustProxy }, 'TRUST_PROXY as a hop count trusts no proxy in Fastify 5; give proxy addresses or CIDR ranges');
  }

  for (const schema of [ProblemSchema, CompanySummarySchema, CompanyDetailsSchema, SanctionsSchema, ComplianceSchema,
    AutofillRecordSchema, PersonCheckResponse, NewRegistrationsResponse]) {
    app.addSchema(schema);
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      // Said outright, not left out: a linter (redocly's recommended rules) and client generators
      // refuse a document that states neither where it is served nor what credentials it takes.
      // `/` is the default OpenAPI gives a missing list (the paths carry /api/public/v1); the
      // discovery route puts the address it was fetched at before it (discovery/document.ts). An
      // empty security list is "no credential", the one requirement of a public API.
      servers: [{ url: '/', description: 'The server this document is fetched from' }],
      security: [],
      tags: [
        { name: 'companies', description: 'Rate limit group "company": 20 requests per 10 s per client IP' },
        { name: 'persons', description: '/persons/check: 20 per 10 s; /persons/new-registrations: 10 per 60 s' },
        { name: 'discovery', description: 'This document and the reference page; not rate-limited' },
        { name: 'health', description: 'Liveness and readiness; not rate-limited' },
      ],
    },
    // Shared schemas keep their $id as component name (components/schemas/CompanyDetails).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // The 408 and 431 any request may get before it is read, stated once (schemas/connection-refusals.ts).
    transformObject: withConnectionRefusals as never,
  });

  installCors(app);
  pathBudget = config.rateLimits ? installRateLimitHook(app, gate) : null;
  // A hop count trusts no proxy (above), so only addresses or `true` have the origin read from X-Forwarded-*.
  const cacheRoute = installCaching(app, {
    forwardedOriginTrusted: config.trustProxy === true || typeof config.trustProxy === 'string',
    lastChangedAt: () => services.lastChangedAt(),
  });
  installErrorHandlers(app, pathBudget);
  installParameterNameCase(app);
  installAcceptJson(app, API_PREFIX);
  installPathPlusAsSpace(app, API_PREFIX);

  await app.register(companyRoutes, { prefix: API_PREFIX, services });
  await app.register(personRoutes, { prefix: API_PREFIX, services });
  await app.register(holderRoutes, { prefix: API_PREFIX, services });
  await app.register(discoveryRoutes, { prefix: API_PREFIX, services, config, mcpMounted: deps.mcpHandler !== undefined, cacheRoute });
  await app.register(healthRoutes, { services, storeDamage: deps.storeDamage });
  if (deps.mcpHandler) mountMcp(app, deps.mcpHandler);

  await app.ready();
  return app;
}
