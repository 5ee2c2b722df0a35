// The two answers Node gives on the connection before a request exists (errors.ts,
// clientErrorHandler): 408, the request not in full within the time limit, and 431, the URL and
// headers beyond what the server reads. Any operation may get either, whatever its path, so the
// document states them once as shared responses (components/responses) that every operation
// refers to: a client generated from it knew neither status, and read either as an unknown one.
import { maxHeaderSize } from 'node:http';
import { PROBLEM_TYPES } from './problem-types.ts';
import { TEXT_MAX_LENGTH } from './common.ts';

/** A client has this long to send its request (headers and body); the server's close waits no longer either. */
export const REQUEST_TIME_LIMIT_MS = 30_000;

const API = '/api/public/v1';

export const REQUEST_TIMEOUT_DETAIL = `The request was not received in full within ${REQUEST_TIME_LIMIT_MS / 1000} s.`;
// Node counts the request line with the headers: the commonest overflow is a long URL, which
// "the headers are too large" sent looking among the headers.
export const HEADERS_TOO_LARGE_DETAIL = `The URL and the headers together are longer than the ${maxHeaderSize / 1024} KiB the server reads; `
  + `q and name take at most ${TEXT_MAX_LENGTH} characters.`;

// The headers of these answers a client acts on; the connection is closed after each
// (Connection: close), and no rate-limit budget is spent, so none of the RateLimit headers is sent.
const HEADERS = {
  'Cache-Control': { description: 'no-store: the answer is about this moment and must not be cached', schema: { type: 'string' } },
};

const response = (description: string, example: Record<string, unknown>) => ({
  description,
  headers: HEADERS,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example } },
});

/** The shared responses, by the name each operation refers to them with. */
export const CONNECTION_REFUSALS = {
  RequestTimeout: {
    status: '408',
    response: response('The request (its request line, headers and body) did not arrive in full within '
      + `${REQUEST_TIME_LIMIT_MS / 1000} s; answered on the connection, which is then closed. Send the request again, whole`, {
      type: `${API}/problems/request-timeout`, title: PROBLEM_TYPES['request-timeout'].title, status: 408, detail: REQUEST_TIMEOUT_DETAIL,
    }),
  },
  HeadersTooLarge: {
    status: '431',
    response: response(`The URL (its query included) and the headers together are longer than the ${maxHeaderSize / 1024} KiB `
      + 'the server reads; answered on the connection before the request is read, which is then closed. A URL that fits '
      + 'but holds a text longer than its parameter takes is a 400 naming the parameter; no URL is answered 414', {
      type: `${API}/problems/headers-too-large`, title: PROBLEM_TYPES['headers-too-large'].title, status: 431,
      detail: HEADERS_TOO_LARGE_DETAIL, instance: `${API}/companies/search`,
    }),
  },
} as const;

interface OpenApiObject {
  components?: { responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/**
 * The document with the shared responses in components and a reference to each on every
 * operation (@fastify/swagger's transformObject: route schemas have no way to refer to a shared
 * response).
 */
export function withConnectionRefusals<T extends OpenApiObject>({ openapiObject }: { openapiObject: T }): T {
  openapiObject.components = {
    ...openapiObject.components,
    responses: {
      ...openapiObject.components?.responses,
      ...Object.fromEntries(Object.entries(CONNECTION_REFUSALS).map(([name, r]) => [name, r.response])),
    },
  };
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null || operation.responses === undefined) continue;
      for (const [name, r] of Object.entries(CONNECTION_REFUSALS)) {
        operation.responses[r.status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return openapiObject;
}
