// Mounts the MCP Streamable HTTP handler at /mcp on the REST server's port. The handler writes
// the raw response itself (JSON or an SSE stream), so the route hijacks the reply; headers that
// hooks already set on the Fastify reply (CORS) would be lost then, so they are copied onto the
// raw response first. Tool calls spend the company rate-limit budget inside the handler (it gets
// the same gate from src/cli/serve-main.ts); the route itself is not counted, or a call would pay twice.
// Every answer of /mcp is JSON-RPC, errors included: a body Fastify cannot read is answered as
// the SDK's transport answers it when it reads the body itself, not with the REST problem+json.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerPreflight, MCP_ALLOW, MCP_METHODS, optionsRoute } from './cors.ts';
import { JSON_TOO_DEEP, jsonDepthLimited, MAX_JSON_DEPTH } from './json-depth-limit.ts';
import { JSON_FORBIDDEN_KEY, parseJsonNamingForbiddenKeys } from './json-forbidden-keys.ts';
import { FORBIDDEN_JSON_KEY_MESSAGE } from '../domain/json-forbidden-keys.ts';

export type McpHandler = (
  req: IncomingMessage, res: ServerResponse, body: unknown, ctx: { clientIp: string },
) => Promise<void>;

/** A JSON-RPC error answer to a request whose id is unknown (its body was never read). */
function jsonRpcError(code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
}

interface BodyError { status: number; code: number; message: string }

/**
 * The answer to a body Fastify refused, by its error code: the status and JSON-RPC code the
 * SDK's StreamableHTTPServerTransport gives for the same body (400 and -32700 Parse error for
 * one that is not JSON; 413 and 415 with its transport error -32000), so a client that handles
 * the SDK's errors handles these; the 415 also names the media type sent. A body sent with a
 * Content-Encoding (gzip, …), which the SDK's transport reads undecoded and answers 400 -32700
 * Parse error as if the JSON were at fault, is its 415 too, naming the coding, as RFC 9110 §8.4
 * answers a content coding the server does not take. Any other failure is the generic internal error.
 */
function bodyErrorOf(
  error: FastifyError, bodyLimit: number, contentType: string | undefined, contentEncoding: string | undefined,
): BodyError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: -32700, message: 'Parse error: the request body is not valid JSON; send one JSON-RPC message (or a batch).' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: -32700, message: 'Parse error: the request body is empty; send one JSON-RPC message (or a batch).' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: -32700, message: 'Parse error: the request body is shorter or longer than its Content-Length.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: -32000, message: `Payload Too Large: the request body must not exceed ${bodyLimit} bytes (${bodyLimit / 1024} KiB).` };
    case JSON_FORBIDDEN_KEY:
      return { status: 400, code: -32600, message: FORBIDDEN_JSON_KEY_MESSAGE };
    case JSON_TOO_DEEP:
      return { status: 400, code: -32600, message: `Invalid Request: the request body must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep.` };
    case ENCODED_BODY:
      return { status: 415, code: -32000, message: `Unsupported Media Type: the request body must not be encoded (Content-Encoding ${capped(contentEncoding ?? '')} was sent); send it as plain application/json.` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: -32000, message: `Unsupported Media Type: Content-Type must be application/json, ${mediaTypeSent(contentType)}.` };
    default:
      return undefined;
  }
}

/** A header's text as a 415 names it: at most 64 characters of it. */
const capped = (value: string): string => (value.length > 64 ? `${value.slice(0, 64)}…` : value);

/** What a 415 says was sent: the media type without its parameters, at most 64 characters of it. */
function mediaTypeSent(contentType: string | undefined): string {
  const essence = (contentType ?? '').split(';', 1)[0]?.trim() ?? '';
  if (essence === '') return 'and none was sent';
  return `not ${capped(essence)}`;
}

/** The error code of a body sent with a content coding, which no parser here decodes. */
const ENCODED_BODY = 'MCP_ENCODED_BODY';

/**
 * The content codings a body was sent with, none for no header or `identity` alone (no coding);
 * Fastify hands the body to the JSON parser undecoded, which read gzip's bytes as broken JSON.
 */
function contentCodingOf(header: string | string[] | undefined): string | undefined {
  const codings = [header ?? []].flat().join(',').split(',').map((c) => c.trim()).filter((c) => c !== '' && c.toLowerCase() !== 'identity');
  return codings.length > 0 ? codings.join(', ') : undefined;
}

function answerBodyError(app: FastifyInstance) {
  // buildApp sets the limit; Fastify's own default (1 MiB) only if it ever stops doing so.
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = bodyErrorOf(error, bodyLimit, request.headers['content-type'], contentCodingOf(request.headers['content-encoding']));
    if (known) request.log.info({ status: known.status, code: known.code }, 'mcp request rejected');
    else request.log.error({ err: error }, 'mcp request failed');
    const { status, code, message } = known ?? { status: 500, code: -32603, message: 'Internal error' };
    // RFC 9110 §12.5.3: a 415 for a content coding says which it takes, none but identity.
    if (error.code === ENCODED_BODY) reply.header('accept-encoding', 'identity');
    return reply.code(status).header('cache-control', 'no-store').type('application/json').send(jsonRpcError(code, message));
  };
}

export function mountMcp(app: FastifyInstance, handler: McpHandler): void {
  parseJsonNamingForbiddenKeys(app);
  // Fastify also parses text/plain, into a string, which /mcp then refused as no JSON-RPC message
  // (400 -32600), so a client sending its JSON as text/plain (a browser's fetch without a
  // Content-Type) looked for a fault in its message. No route takes text (the REST API is GET
  // alone): without the parser such a body is 415, as the SDK's transport answers it.
  app.removeContentTypeParser('text/plain');
  // An explicit OPTIONS route gives the preflight of /mcp its own allowed methods, and Allow what it takes.
  app.options('/mcp', optionsRoute((request, reply) => answerPreflight(request, reply, MCP_METHODS, MCP_ALLOW)));

  // PUT and PATCH reach the handler too, which answers every method but POST with its JSON-RPC
  // 405 (Allow: POST, OPTIONS): left to the REST not-found handler, they got a problem+json whose Allow
  // listed GET and DELETE, which answer 405 themselves.
  app.route({
    method: ['POST', 'GET', 'DELETE', 'PUT', 'PATCH'],
    url: '/mcp',
    schema: { hide: true },
    // The body's nesting is bounded while it streams in, before JSON.parse reads it (json-depth-limit.ts).
    preParsing: (request, _reply, payload, done) => {
      // An encoded body (Content-Encoding: gzip) is refused before its bytes reach the JSON parser,
      // which answered them -32700 not valid JSON, so its client looked for a fault in its JSON.
      if (request.method === 'POST' && contentCodingOf(request.headers['content-encoding']) !== undefined) {
        done(Object.assign(new Error('encoded request body'), { code: ENCODED_BODY, statusCode: 415 }));
        return;
      }
      // pipeline, not pipe: a client that drops the request ends the limited stream too.
      const limited = jsonDepthLimited();
      pipeline(payload, limited, () => {});
      done(null, limited);
    },
    // Errors before the handler runs: in practice only the body parser's.
    errorHandler: answerBodyError(app),
    handler: async (request, reply) => {
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
      }
      reply.hijack();
      try {
        await handler(request.raw, reply.raw, request.body, { clientIp: request.ip });
      } catch (err) {
        request.log.error({ err }, 'mcp handler failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          reply.raw.end(jsonRpcError(-32603, 'Internal error'));
        } else if (!reply.raw.writableEnded) {
          reply.raw.end();
        }
      }
    },
  });
}
