// The SDK's McpError writes `MCP error <code>: ` before its message, and the server sent that
// message whole, so the SDK's client, building its own McpError of it, showed
// `MCP error -32029: MCP error -32029: Rate limit exceeded: …`. Here the SDK's own client over
// real HTTP (the app as `npm start` serves it, the real rate gate) reads each error once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { mcpFixture } from './fixture.ts';
import { rawHttpPoster } from './raw-json-rpc.ts';

/** The error a request of `client` fails with, as its caller catches it. */
async function errorOf(request: Promise<unknown>): Promise<McpError> {
  try {
    await request;
  } catch (err) {
    if (err instanceof McpError) return err;
    throw err;
  }
  throw new Error('the request succeeded');
}

test('the SDK client over HTTP reads each error with its code once', async (t) => {
  const fixture = await mcpFixture();
  // A frozen clock: every read falls in one window of the rate limit.
  const gate = createMemoryGate(() => 7_000_000);
  const app = await buildApp({
    services: fixture.services, config: loadConfig({ LOG_LEVEL: 'silent' }), gate, logger: false,
    mcpHandler: createMcpHttpHandler({ services: fixture.services, gate }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new Client({ name: 'error-text-client', version: '1.0.0' });
  t.after(async () => { await client.close(); await app.close(); await gate.close(); await fixture.close(); });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`)));

  const unknown = await errorOf(client.readResource({ uri: 'company://LV/49999999999' }));
  assert.equal(unknown.code, -32002);
  assert.match(unknown.message, /^MCP error -32002: No company 49999999999 in LV\b/);

  const unnamed = await errorOf(client.request({ method: 'tools/call', params: { arguments: { query: 'Rīgas Koks' } } } as never, {} as never));
  assert.equal(unnamed.code, -32602);
  assert.match(unnamed.message, /^MCP error -32602: name must be the name of a tool, as "search_companies"; it is missing\.$/);

  const uri = `company://${fixture.known.country}/${fixture.known.regcode}`;
  for (let i = 0; i < 19; i++) await client.readResource({ uri });
  const over = await errorOf(client.readResource({ uri }));
  assert.equal(over.code, -32029);
  assert.equal(over.message,
    'MCP error -32029: Rate limit exceeded: at most 20 tool calls and resource reads per 10 seconds from one client. Retry after 10 seconds.');
  assert.deepEqual(over.data, { retryAfter: 10 });
});

test('on the wire an error message is the sentence alone, its code in code', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'company://LV/49999999999' } });
  assert.equal(answer.error?.code, -32002, JSON.stringify(answer));
  assert.match(answer.error.message, /^No company 49999999999 in LV\b/);
});
