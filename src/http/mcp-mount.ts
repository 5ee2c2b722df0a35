// Mounts the MCP Streamable HTTP handler at /mcp on the REST server's port. The handler writes
// the raw response itself (JSON or an SSE stream), so the route hijacks the reply; headers that
// hooks already set on the Fastify reply (CORS) would be lost then, so they are copied onto the
// raw response first. Tool calls spend the company rate-limit budget inside the handler (it gets
// the same gate from src/cli/serve-main.ts); the route itself is not counted, or a call would pay twice.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { answerPreflight, MCP_METHODS } from './cors.ts';

export type McpHandler = (
  req: IncomingMessage, res: ServerResponse, body: unknown, ctx: { clientIp: string },
) => Promise<void>;

export function mountMcp(app: FastifyInstance, handler: McpHandler): void {
  // An explicit OPTIONS route gives the preflight of /mcp its own allowed methods.
  app.options('/mcp', { schema: { hide: true } }, (_request, reply) => answerPreflight(reply, MCP_METHODS));

  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp',
    schema: { hide: true },
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
          reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
        } else if (!reply.raw.writableEnded) {
          reply.raw.end();
        }
      }
    },
  });
}
