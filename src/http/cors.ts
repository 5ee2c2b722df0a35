// Cross-origin access from any origin (spec 4.9). No credentials are ever needed, so `*` is
// safe. Headers a browser script must read (rate limits, ETag, the MCP session) are exposed;
// without Access-Control-Expose-Headers a page could not see them.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const REST_METHODS = ['GET', 'HEAD', 'OPTIONS'];
export const MCP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'];

const ALLOWED_HEADERS = [
  'Content-Type', 'Accept', 'If-None-Match',
  'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Last-Event-ID',
];
const EXPOSED_HEADERS = [
  'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Mcp-Session-Id',
];

/** Route-level override for /mcp: its preflight also allows POST and DELETE. */
export const mcpCorsConfig = { methods: MCP_METHODS };

export async function installCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: '*',
    methods: REST_METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
}
