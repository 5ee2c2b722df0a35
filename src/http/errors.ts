// The one error handler: every failure of a request (AppError family, validation, unknown route,
// wrong method, anything unexpected) leaves as the same RFC 9457 problem+json shape with
// `Cache-Control: no-store`. Only the AppError family chooses its own detail; anything else
// gets a generic one, so a stack, SQL text or a file path never reaches a body.
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, InvalidParameterError, RateLimitedError, type ParameterIssue } from '../domain/errors.ts';
import { pathRegcodeIssue, undecodableRegcodeIssue } from './companies/path-regcode.ts';
import { issuesFromAjv, type AjvIssue } from './validation-issues.ts';
import { withQueryRuleIssues } from './query-rules.ts';
import { withMisCasedIssues } from './parameter-name-case.ts';
import { methodsOfPath, pathOf } from './path-methods.ts';
import { answerPreflight, isPreflight, REST_METHODS, setCorsHeaders } from './cors.ts';
import type { PathBudget } from './rate-limit/hook.ts';
import { PROBLEM_TYPES, type ProblemTypeName } from './schemas/problem-types.ts';
import { HEADERS_TOO_LARGE_DETAIL, REQUEST_TIMEOUT_DETAIL } from './schemas/connection-refusals.ts';
import { unreadRequestPath } from './unread-request-path.ts';
import { detailsPartOfPath } from './companies/details-part-path.ts';
import { holderHoldingsOfPath } from './holders/holder-part-path.ts';
import { countryFirstPath } from './companies/country-first-path.ts';
import { emptyHolderIssue, undecodableHolderIssue } from './holders/empty-holder-path.ts';
import { pathUnderApiPrefix } from './path-under-api-prefix.ts';

export const API_PREFIX = '/api/public/v1';
/** Problem `type` values are relative references to the problem catalogue of discovery/. */
export const PROBLEM_BASE = `${API_PREFIX}/problems/`;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: ParameterIssue[];
  retryAfter?: number;
  instance?: string;
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];


export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}): FastifyReply {
  reply.removeHeader('etag');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply
    .code(problem.status)
    .header('cache-control', 'no-store')
    .type('application/problem+json')
    .send({ ...problem, instance: pathOf(request.url) });
}

function fromAppError(error: AppError): Problem {
  const problem: Problem = {
    type: PROBLEM_BASE + error.type, title: error.title, status: error.status, detail: error.message,
  };
  const issues = (error as { errors?: ParameterIssue[] }).errors;
  if (Array.isArray(issues)) problem.errors = issues;
  const retryAfter = (error as { retryAfter?: number }).retryAfter;
  if (typeof retryAfter === 'number') problem.retryAfter = retryAfter;
  return problem;
}

/**
 * Fastify validates path parameters before the query and stops at the first failing part; to
 * list every failing parameter, a path failure also runs the route's query validator here, and
 * either failure the route's rules beyond its schema (query-rules.ts). A
 * query failure also names a path regcode that is no registration or VAT number of any country,
 * which the lookup would refuse once the query passed (its schema is loose on purpose).
 */
function validationProblem(error: FastifyError, request: FastifyRequest): Problem {
  const where = error.validationContext === 'params' ? 'path' : 'query';
  const schema = request.routeOptions.schema;
  const issues = issuesFromAjv((error.validation ?? []) as AjvIssue[], where,
    where === 'path' ? schema?.params : schema?.querystring,
    (where === 'path' ? request.params : request.query) as Record<string, unknown>);
  const regcode = (request.params as { regcode?: unknown } | undefined)?.regcode;
  if (where === 'query' && typeof regcode === 'string') {
    const issue = pathRegcodeIssue(request.url, regcode);
    if (issue) issues.unshift(issue);
  }
  if (where === 'path' && schema?.querystring) {
    const validateQuery = request.getValidationFunction('querystring');
    if (validateQuery && !validateQuery({ ...(request.query as object) })) {
      issues.push(...issuesFromAjv((validateQuery.errors ?? []) as AjvIssue[], 'query', schema.querystring,
        request.query as Record<string, unknown>));
    }
  }
  // The route's rules beyond its schema (query-rules.ts): a name holding no letter beside a birth
  // date refused is told with it, as is every failing parameter, and a parameter named in
  // another case than the route's (parameter-name-case.ts).
  return fromAppError(new InvalidParameterError(withMisCasedIssues(request, withQueryRuleIssues(request, issues))));
}

/**
 * The type of a Fastify client error by its status. A type's page states one status
 * (discovery/problems.ts), so a 413 is not `bad-request`; a status without a page of its own
 * is `about:blank`, whose title is the status phrase (RFC 9457 4.2.1).
 */
function frameworkClientProblem(status: number): { type: string; title: string } {
  if (status === 400) return { type: PROBLEM_BASE + 'bad-request', title: 'Bad request' };
  if (status === 413) return { type: PROBLEM_BASE + 'body-too-large', title: 'Content too large' };
  if (status === 415) return { type: PROBLEM_BASE + 'unsupported-media-type', title: 'Unsupported media type' };
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Client error' };
}

function problemFor(error: FastifyError, request: FastifyRequest): Problem {
  if (error instanceof AppError) return fromAppError(error);
  if (error.validation) return validationProblem(error, request);
  const status = error.statusCode ?? 500;
  // Fastify's own client errors (a body that cannot be read, too large or of another media
  // type, a URL that cannot be decoded) carry fixed messages written by Fastify, safe to show.
  if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    return { ...frameworkClientProblem(status), status, detail: error.message };
  }
  return {
    type: PROBLEM_BASE + 'internal', title: 'Internal server error', status: 500,
    detail: `The request could not be answered because of an internal error (request id ${request.id}).`,
  };
}

/** The line of every problem answered on purpose: each 4xx, whether a route or no route answered it, and a 503 the service means. */
function logRejected(request: FastifyRequest, problem: Problem): void {
  request.log.info({ problem: problem.type, status: problem.status }, 'request rejected');
}

/**
 * The 429 of a request over the budget of the limited path it was sent to, spent by `pathBudget`
 * (rate-limit/hook.ts) for a request no route's hook spent it for; null where the budget admits it
 * (its RateLimit headers then set) or no limited route takes the path.
 */
async function overPathBudget(pathBudget: PathBudget | null, request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply | null> {
  const budget = pathBudget === null ? null : await pathBudget(request, reply, path);
  if (budget === null || budget.allowed) return null;
  const limited = fromAppError(new RateLimitedError(budget.resetSeconds, budget.group));
  logRejected(request, limited);
  return sendProblem(request, reply, limited, { 'retry-after': String(budget.resetSeconds) });
}

/**
 * Errors Fastify raises before routing (a URL that cannot be decoded): the same shape, and the
 * CORS headers of every answer, which the onRequest hook that sets them (cors.ts) never gave it:
 * a shop's page that put a typed `%` in the path (`/companies/50%`) read a network error in the
 * browser, not the 400, and its preflight failed. A preflight is answered as on any path, so the
 * page's request itself reaches this 400. On a limited route's path the request spends the
 * route's budget, as its hook would have (`pathBudget`, read once the hook is installed): the
 * 400 carried none of the RateLimit headers the document declares for it, and was never counted.
 */
export function frameworkErrorHandlerWith(pathBudget: () => PathBudget | null) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Fastify logs "request completed" from the listeners it sets when it routes a request, which a
    // URL it cannot decode never reaches: this request's lines used to end at "request rejected".
    const began = performance.now();
    reply.raw.once('finish', () => request.log.info({ res: reply, responseTime: performance.now() - began }, 'request completed'));
    setCorsHeaders(reply);
    if (isPreflight(request)) {
      answerPreflight(request, reply, REST_METHODS, []);
      return;
    }
    // An OPTIONS is never counted (rate-limit/hook.ts).
    if (request.method !== 'OPTIONS' && await overPathBudget(pathBudget(), request, reply, pathOf(request.url)) !== null) return;
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    // A company's or an owner's number that cannot be decoded is named, as a query value so sent is.
    const undecodable = badUrl ? undecodableRegcodeIssue(request.url) ?? undecodableHolderIssue(request.url, API_PREFIX) : null;
    const problem: Problem = undecodable ? fromAppError(new InvalidParameterError([undecodable])) : {
      type: PROBLEM_BASE + 'bad-request', title: 'Bad request', status: 400,
      detail: badUrl ? 'The request URL is not validly percent-encoded' : 'The request could not be routed',
    };
    logRejected(request, problem);
    sendProblem(request, reply, problem);
  };
}

/** A path segment in the other number, as English writes it: `person` and `persons`, `company` and `companies`. */
function otherNumbers(segment: string): string[] {
  const s = segment.toLowerCase();
  if (s.endsWith('ies')) return [`${s.slice(0, -3)}y`];
  if (s.endsWith('s')) return [s.slice(0, -1)];
  return s.endsWith('y') ? [`${s.slice(0, -1)}ies`, `${s}s`] : [`${s}s`];
}

/**
 * `pathBudget`: where rate limits are on, what spends the budget of a limited route's path for a
 * request of another method (rate-limit/hook.ts), so that its 405 carries the RateLimit headers
 * every answer of the path carries, and over the limit is a 429 as any request of the path is.
 */
export function installErrorHandlers(app: FastifyInstance, pathBudget: PathBudget | null = null): void {
  // The fixed segments of every route's path (`api`, `companies`, `sanctions`), as the router
  // matches them: case-sensitive, so `/Companies/search` is no path; its 404 names the one that is.
  const routeSegments = new Set<string>();
  // The paths of the documented routes, a parameter written as the reference writes it (`{regcode}`).
  const documented = new Set<string>();
  // The most segments a documented path has: no part of a path longer than that is one they are under.
  let documentedDepth = 0;
  app.addHook('onRoute', (route) => {
    for (const segment of route.url.split('/')) if (segment !== '' && !segment.startsWith(':') && segment !== '*') routeSegments.add(segment);
    if (!(route.schema as { hide?: boolean } | undefined)?.hide && !route.url.includes('*')) {
      documented.add(route.url.replace(/:(\w+)/g, '{$1}'));
      documentedDepth = Math.max(documentedDepth, route.url.split('/').length);
    }
  });
  /** `path` with each segment a route's in another case written as the route's, where a route takes that; else null. */
  const pathInRouteCase = (path: string): string | null => {
    const written = path.split('/').map((s) => (routeSegments.has(s.toLowerCase()) ? s.toLowerCase() : s)).join('/');
    return written !== path && methodsOfPath(app, written).length > 0 ? written : null;
  };
  /**
   * `path` with a segment no route has written as a route's in the other number (`person` for
   * `persons`, `company` for `companies`), where a route takes that; else null.
   */
  const pathInRouteNumber = (path: string): string | null => {
    const written = path.split('/').map((s) => (s === '' || routeSegments.has(s) ? s : otherNumbers(s).find((o) => routeSegments.has(o)) ?? s)).join('/');
    return written !== path && methodsOfPath(app, written).length > 0 ? written : null;
  };
  /**
   * The documented paths under the longest part of `path` that some are under, below the API's own
   * (`/api/public/v1/persons/Janis`: `/persons/check` and `/persons/new-registrations`); null for none.
   */
  const pathsUnder = (path: string): { under: string; paths: string[] } | null => {
    const segments = path.split('/');
    // From the deepest part a documented path can be under, not from the path's own end: a path
    // of thousands of segments (`/companies/a/a/a/…`) read part by part was seconds of CPU.
    for (let n = Math.min(segments.length, documentedDepth - 1); n > API_PREFIX.split('/').length; n--) {
      const under = segments.slice(0, n).join('/');
      const paths = [...documented].filter((p) => p.startsWith(`${under}/`)).sort();
      if (paths.length > 0) return { under, paths };
    }
    return null;
  };

  /** The answer to a request no route takes: 405 with Allow where the path takes other methods, else 404. */
  const answerNoRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const allowed = methodsOfPath(app, path);
    if (allowed.length > 0 && !SAFE_METHODS.includes(request.method)) {
      const limited = await overPathBudget(pathBudget, request, reply, path);
      if (limited !== null) return limited;
      const allow = allowed.join(', ');
      const problem: Problem = {
        type: PROBLEM_BASE + 'method-not-allowed', title: 'Method not allowed', status: 405,
        detail: `${request.method} is not allowed on this path; use ${allow}`,
      };
      logRejected(request, problem);
      return sendProblem(request, reply, problem, { allow });
    }
    // An owner's number left empty (`/holders//holdings`) names holderRegcode, as a company's names regcode.
    const noHolder = request.method === 'GET' || request.method === 'HEAD' ? emptyHolderIssue(path, API_PREFIX) : null;
    if (noHolder !== null) {
      const invalid = fromAppError(new InvalidParameterError([noHolder]));
      logRejected(request, invalid);
      return sendProblem(request, reply, invalid);
    }
    // Routes are matched case-sensitively, as a proxy's location and a cache's key in front of
    // the service read the path: a path that worked here in another case could be sent elsewhere
    // there. The 404 names the path in the case the routes take instead.
    const inRouteCase = pathInRouteCase(path);
    // A resource named in the other number (`/person/check`) is named as the routes write it; a
    // path under a group of routes that none takes (`/persons/Janis`) is told the group's paths.
    const inRouteNumber = inRouteCase === null ? pathInRouteNumber(path) : null;
    const siblings = inRouteCase === null && inRouteNumber === null ? pathsUnder(path) : null;
    // A part of a company's details asked as a path of its own (`/companies/40003123456/owners`).
    // An owner's number without its list's word (`/holders/HE398114`), the request that lists its holdings.
    // A company's country and number as two segments (`/companies/lv/40003123456`), as other APIs write it.
    const detailsPart = siblings === null ? null
      : detailsPartOfPath(path, API_PREFIX) ?? countryFirstPath(path, API_PREFIX) ?? holderHoldingsOfPath(path, API_PREFIX);
    // A path sent without the API's prefix, under another, or without its group (`/companies/search`
    // from a base URL of the host alone): the endpoint it was meant as (path-under-api-prefix.ts).
    const underPrefix = inRouteCase === null && inRouteNumber === null && siblings === null
      ? pathUnderApiPrefix(path, documented, API_PREFIX) : null;
    const problem: Problem = {
      type: PROBLEM_BASE + 'not-found', title: 'Not found', status: 404,
      detail: inRouteCase !== null
        ? `No endpoint at ${path}; paths are case-sensitive: ${inRouteCase}`
        : inRouteNumber !== null
          ? `No endpoint at ${path}; the endpoint is ${inRouteNumber}`
          : siblings !== null
            ? `No endpoint at ${path}; ${detailsPart === null ? '' : `${detailsPart}; `}the endpoints under ${siblings.under} are ${siblings.paths.join(', ')}; the API reference is at ${API_PREFIX}`
            : underPrefix !== null
              ? `No endpoint at ${path}; the endpoint is ${underPrefix}`
              : `No endpoint at ${path}; the API reference is at ${API_PREFIX}`,
    };
    logRejected(request, problem);
    return sendProblem(request, reply, problem);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Fastify reads the body of a request no route takes (a POST to a REST path) before the
    // not-found handler runs: a body it cannot read (not JSON, too large) must not hide the 405
    // or 404 the request gets whatever its body.
    if (request.is404 && !(error instanceof AppError) && !error.validation) {
      request.log.info({ code: error.code }, 'request body of no route not read');
      return answerNoRoute(request, reply);
    }
    const problem = problemFor(error, request);
    // A 503 the service answers on purpose (/readyz of an empty store, polled by a load
    // balancer every few seconds) is no failure: it is logged as a rejection, without a stack.
    // The request named as `incoming request` names it (its serializer: the person routes' query
    // redacted): at LOG_LEVEL=warn or error that line is not kept, and the reqId alone named nothing.
    if (problem.status >= 500 && !(error instanceof AppError)) request.log.error({ err: error, req: request }, 'request failed');
    else logRejected(request, problem);
    const headers: Record<string, string> = {};
    if (problem.retryAfter !== undefined) headers['retry-after'] = String(problem.retryAfter);
    return sendProblem(request, reply, problem, headers);
  });

  app.setNotFoundHandler(answerNoRoute);
}

// Client errors Node's HTTP parser reports before a request exists (no route, no reply object).
// Each has a type of the catalogue (schemas/problem-types.ts), as every other problem has: they
// were `about:blank`, the one type a client could not GET a description of. Their `instance` is
// given where Node's objects tell the path for certain (unread-request-path.ts: a 408 of a body
// sent too slowly, a 431 of a connection's first request whose request line came in one packet),
// and left out elsewhere, rather than name another request's path or a part of one.
const UNREADABLE: Record<string, { status: number; phrase: string; type: ProblemTypeName; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, phrase: 'Request Timeout', type: 'request-timeout', detail: REQUEST_TIMEOUT_DETAIL },
  HPE_HEADER_OVERFLOW: { status: 431, phrase: 'Request Header Fields Too Large', type: 'headers-too-large', detail: HEADERS_TOO_LARGE_DETAIL },
};

/**
 * A request Node cannot parse as HTTP/1.1 leaves as the same problem+json shape as every other
 * error, on the raw socket. The commonest cause is a URL typed with characters outside ASCII
 * (`?q=Brīvības` sent as is by curl), so the detail says how to send them.
 */
export function clientErrorHandler(this: { log: Pick<FastifyBaseLogger, 'info'> }, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = UNREADABLE[error.code ?? ''];
  const instance = known ? unreadRequestPath(error, socket) : null;
  const problem: Problem = known
    ? {
      type: PROBLEM_BASE + known.type, title: PROBLEM_TYPES[known.type].title, status: known.status, detail: known.detail,
      ...(instance === null ? {} : { instance }),
    }
    : {
      type: PROBLEM_BASE + 'bad-request', title: 'Bad request', status: 400,
      detail: error.code === 'HPE_INVALID_URL'
        ? 'The URL could not be read: percent-encode characters outside ASCII as UTF-8 (ī as %C4%AB, a space as %20).'
        : 'The request could not be read as HTTP/1.1 (a malformed request line or header).',
    };
  // No request exists, so no reqId and no other line: without this one a client refused here
  // (a URL typed with ī, headers too large, a request sent too slowly) left no trace in the log.
  this.log.info({ problem: problem.type, status: problem.status, code: error.code }, 'request rejected');
  const body = JSON.stringify(problem);
  // Access-Control-Allow-Origin as on every other answer (cors.ts): without it a page's script
  // that sent such a request (a long text pasted into an autofill field) read a network error.
  // The charset too, as every answer Fastify sends names it: a client that checks the media type
  // against the one of every other problem, or decodes by the header, reads this one alike.
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${problem.status} ${known?.phrase ?? 'Bad Request'}\r\nContent-Type: application/problem+json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nAccess-Control-Allow-Origin: *\r\n`
      + `Connection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
