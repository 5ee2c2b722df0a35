// The /mcp endpoint: MCP Streamable HTTP, stateless. Every POST gets its own McpServer and
// transport (no session id), so any replica answers any request and nothing outlives the
// request. Answers are plain JSON (enableJsonResponse): a read-only server never sends
// messages of its own, and plain JSON passes every proxy and browser fetch.
// The HTTP layer has already parsed the body, set the CORS headers and hijacked the reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RateDecision, RateGate } from '../domain/rate-limits.ts';
import type { Services } from '../services/index.ts';
import { createMcpServer } from './server.ts';
import { requestBoundsIssue } from './request-bounds.ts';
import { messageIssue } from './message-check.ts';

export type McpHttpHandler = (
  req: IncomingMessage, res: ServerResponse, body: unknown, ctx: { clientIp: string },
) => Promise<void>;

export interface McpHttpDeps {
  services: Services;
  /** The rate-limit groups count tool calls (check_person's in personCheck) and resource reads per client IP; null turns limits off. */
  gate: RateGate | null;
  onError?: (err: unknown) => void;
}

function jsonRpcError(
  res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null,
): void {
  if (res.headersSent) { res.end(); return; }
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
}

/**
 * The RateLimit headers of the REST company routes, on the answer to a request whose tool calls
 * (or resource reads) spent the company budget: set before the transport writes its JSON answer,
 * after every call of the request, so they show what is left once the last call is counted.
 * A request that calls nothing (initialize, tools/list) spends nothing and carries none.
 */
function rateLimitHeaders(res: ServerResponse) {
  return (decision: RateDecision) => {
    if (res.headersSent) return;
    res.setHeader('ratelimit-limit', String(decision.limit));
    res.setHeader('ratelimit-remaining', String(decision.remaining));
    res.setHeader('ratelimit-reset', String(decision.resetSeconds));
  };
}

export function createMcpHttpHandler(deps: McpHttpDeps): McpHttpHandler {
  return async (req, res, body, ctx) => {
    if (req.method !== 'POST') {
      // No session means no server-to-client stream (GET) and nothing to end (DELETE): the
      // transport spec answers both with 405 in that case. Allow names OPTIONS too, as the REST
      // 405s and the OPTIONS answer of /mcp do (http/cors.ts).
      jsonRpcError(res, 405, -32000, 'Method not allowed: this stateless MCP server takes POST only.', { allow: 'POST, OPTIONS' });
      return;
    }
    if (body === undefined) {
      jsonRpcError(res, 400, -32700, 'Parse error: the request body must be a JSON-RPC message (Content-Type: application/json).');
      return;
    }
    // A batch too long or a message too large is refused before the SDK validates it (request-bounds.ts).
    const outOfBounds = requestBoundsIssue(body);
    if (outOfBounds !== null) {
      jsonRpcError(res, 400, -32600, outOfBounds);
      return;
    }
    // JSON that is no JSON-RPC message ("params": 5) is said as over stdio, under the request's
    // id, where the transport would answer -32700 Parse error with id null (message-check.ts).
    const issue = messageIssue(body, true);
    if (issue !== null) {
      jsonRpcError(res, 400, issue.code, issue.message, {}, issue.id);
      return;
    }
    const server = createMcpServer({
      services: deps.services,
      rateLimit: deps.gate ? { gate: deps.gate, clientKey: ctx.clientIp, onDecision: rateLimitHeaders(res) } : undefined,
      onError: deps.onError,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (err) {
      deps.onError?.(err);
      jsonRpcError(res, 500, -32603, 'Internal server error');
    }
  };
}
