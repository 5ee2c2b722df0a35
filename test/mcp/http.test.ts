// /mcp over real HTTP through buildApp, the way `npm start` serves it: the SDK's own
// StreamableHTTPClientTransport, the real memory rate gate shared with the REST routes, CORS
// for browser clients, and the answers to methods a stateless server does not take.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { createMcpServer } from '../../src/mcp/server.ts';
import type { Services } from '../../src/services/index.ts';
import type { RateGate } from '../../src/domain/rate-limits.ts';
import { callTool, errorTextOf, structuredOf } from './client.ts';
import { mcpFixture } from './fixture.ts';

async function startServer(gate: RateGate) {
  const fixture = await mcpFixture();
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = await buildApp({
    services: fixture.services, config, gate, logger: false,
    mcpHandler: createMcpHttpHandler({ services: fixture.services, gate }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    fixture, base, url: new URL(`${base}/mcp`),
    async connect() {
      const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
      return client;
    },
    async close() {
      await app.close();
      await gate.close();
      await fixture.close();
    },
  };
}

test('over HTTP the SDK client lists the seven tools and calls one', async () => {
  const s = await startServer(createMemoryGate());
  try {
    const client = await s.connect();
    assert.equal(client.getServerVersion()?.name, 'baltic-nordic-registry');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(),
      ['check_person', 'get_company_compliance', 'get_company_details', 'get_company_financials', 'list_holder_holdings', 'list_new_person_roles', 'search_companies']);
    const found = structuredOf<{ results: Array<{ regcode: string }> }>(
      await callTool(client, 'search_companies', { query: s.fixture.known.name }));
    assert.ok(found.results.some((r) => r.regcode === s.fixture.known.regcode));
    // Strict function-calling clients send null for the optional arguments they leave out.
    assert.deepEqual(structuredOf(await callTool(client, 'search_companies', { query: s.fixture.known.name, country: null, limit: null })), found);
    assert.equal(client.transport?.sessionId, undefined, 'stateless: no session id');
    await client.close();
  } finally {
    await s.close();
  }
});

test('tool calls spend the company budget of the calling IP, shared with the REST routes', async () => {
  // The real in-process gate with a frozen clock: all calls fall in one window.
  const s = await startServer(createMemoryGate(() => 5_000_000));
  try {
    for (let i = 0; i < 15; i++) {
      const r = await fetch(`${s.base}/api/public/v1/companies/search?q=${encodeURIComponent(s.fixture.known.name)}`);
      assert.equal(r.status, 200);
    }
    const client = await s.connect();
    await client.listTools();
    // The answer to a tool call carries the group's RateLimit headers, as a REST answer does.
    const call = (id: number) => fetch(s.url, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_companies', arguments: { query: s.fixture.known.name } } }),
    });
    const sixteenth = await call(16);
    assert.equal(sixteenth.status, 200);
    assert.deepEqual(['limit', 'remaining', 'reset'].map((h) => sixteenth.headers.get(`ratelimit-${h}`)), ['20', '4', '10']);
    const list = await fetch(s.url, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(list.headers.get('ratelimit-limit'), null, 'a request that calls no tool spends nothing and says nothing');
    for (let i = 17; i <= 20; i++) {
      const r = await callTool(client, 'get_company_details', { regcode: s.fixture.known.regcode, country: s.fixture.known.country });
      assert.equal(r.isError, undefined, `request ${i} of the group is allowed`);
    }
    const over = errorTextOf(await callTool(client, 'get_company_details', { regcode: s.fixture.known.regcode }));
    assert.match(over, /^Rate limit exceeded: at most 20 tool calls and resource reads per 10 seconds from one client\. Retry after 10 seconds\.$/);
    const rest = await fetch(`${s.base}/api/public/v1/companies/search?q=${encodeURIComponent(s.fixture.known.name)}`);
    assert.equal(rest.status, 429, 'the REST routes see the calls the tools spent');
    await client.close();
  } finally {
    await s.close();
  }
});

test('CORS: the preflight allows the MCP headers, and POST answers carry Access-Control-Allow-Origin', async () => {
  const s = await startServer(createMemoryGate());
  try {
    const pre = await fetch(s.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://chat.example', 'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
      },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), '*');
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
    const allowed = (pre.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'accept', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id']) {
      assert.ok(allowed.split(/\s*,\s*/).includes(h), `${h} is allowed (${allowed})`);
    }

    const post = await fetch(s.url, {
      method: 'POST',
      headers: { origin: 'https://chat.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0', id: 1, method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'browser', version: '1' } },
      }),
    });
    assert.equal(post.status, 200);
    assert.equal(post.headers.get('access-control-allow-origin'), '*');
    assert.match(post.headers.get('content-type') ?? '', /application\/json/);
    const body = await post.json() as { result: { serverInfo: { name: string }; capabilities: Record<string, unknown> } };
    assert.equal(body.result.serverInfo.name, 'baltic-nordic-registry');
    assert.ok(body.result.capabilities.tools && body.result.capabilities.resources && body.result.capabilities.prompts);
  } finally {
    await s.close();
  }
});

test('GET and DELETE answer 405 (no stream, no session), as do PUT and PATCH; a POST without the Accept header 406', async () => {
  const s = await startServer(createMemoryGate());
  try {
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH']) {
      const r = await fetch(s.url, { method, headers: { origin: 'https://chat.example', accept: 'text/event-stream' } });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.get('allow'), 'POST, OPTIONS');
      assert.equal(r.headers.get('access-control-allow-origin'), '*');
      const body = await r.json() as { error: { message: string } };
      assert.match(body.error.message, /POST only/);
    }
    const noAccept = await fetch(s.url, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    assert.equal(noAccept.status, 406, 'the transport spec requires both JSON and SSE in Accept');
  } finally {
    await s.close();
  }
});

/**
 * The SDK's transport reading the request body itself (no parsed body handed to it), with the
 * body limit of /mcp: what a client of an MCP server built on the SDK alone is answered.
 */
async function startSdkReference(services: Services) {
  const server = createServer((req, res) => {
    const mcp = createMcpServer({ services });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: 256 * 1024,
    });
    res.on('close', () => { void transport.close(); void mcp.close(); });
    void mcp.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface JsonRpcError { jsonrpc: string; id: unknown; error: { code: number; message: string } }

async function post(url: string | URL, body: string, contentType = 'application/json') {
  const r = await fetch(url, {
    method: 'POST', body,
    headers: { origin: 'https://chat.example', 'content-type': contentType, accept: 'application/json, text/event-stream' },
  });
  return { status: r.status, headers: r.headers, text: await r.text() };
}

test('a body /mcp cannot read is a JSON-RPC error with the status the SDK gives it, never problem+json', async () => {
  const s = await startServer(createMemoryGate());
  const sdk = await startSdkReference(s.fixture.services);
  try {
    const bodies: Array<[string, string, string | undefined]> = [
      ['not JSON', '{"jsonrpc": "2.0", "id": 1, "method": ', undefined],
      ['empty', '', undefined],
      ['over 256 KiB', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(300 * 1024) } }), undefined],
      ['form-encoded', 'jsonrpc=2.0&method=ping', 'application/x-www-form-urlencoded'],
    ];
    for (const [what, body, contentType] of bodies) {
      const ours = await post(s.url, body, contentType);
      assert.match(ours.headers.get('content-type') ?? '', /^application\/json/, `${what}: ${ours.text}`);
      assert.equal(ours.headers.get('cache-control'), 'no-store', what);
      assert.equal(ours.headers.get('access-control-allow-origin'), '*', `${what}: a browser client can read it`);
      const answer = JSON.parse(ours.text) as JsonRpcError;
      assert.deepEqual([answer.jsonrpc, answer.id, typeof answer.error.message], ['2.0', null, 'string'], what);
      const reference = await post(sdk.url, body, contentType);
      const expected = JSON.parse(reference.text) as JsonRpcError;
      assert.deepEqual([ours.status, answer.error.code], [reference.status, expected.error.code], `${what}: as the SDK answers it`);
    }
    const notJson = JSON.parse((await post(s.url, '{"jsonrpc": "2.0",')).text) as JsonRpcError;
    assert.equal(notJson.error.code, -32700);
    assert.match(notJson.error.message, /^Parse error: the request body is not valid JSON/);
    const large = await post(s.url, JSON.stringify({ pad: 'x'.repeat(300 * 1024) }));
    assert.equal(large.status, 413);
    assert.match((JSON.parse(large.text) as JsonRpcError).error.message, /must not exceed 262144 bytes \(256 KiB\)/);
  } finally {
    await sdk.close();
    await s.close();
  }
});

test('a message sent as text/plain (fetch\'s type for a string body) is 415 naming the type sent, as the SDK answers it', async () => {
  const s = await startServer(createMemoryGate());
  const sdk = await startSdkReference(s.fixture.services);
  try {
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    for (const contentType of ['text/plain;charset=UTF-8', 'text/plain']) {
      const ours = await post(s.url, ping, contentType);
      const answer = JSON.parse(ours.text) as JsonRpcError;
      const expected = JSON.parse((await post(sdk.url, ping, contentType)).text) as JsonRpcError;
      assert.deepEqual([ours.status, answer.error.code, answer.id], [415, expected.error.code, null], `${contentType}: ${ours.text}`);
      assert.equal(answer.error.message, 'Unsupported Media Type: Content-Type must be application/json, not text/plain.');
      assert.equal(ours.headers.get('access-control-allow-origin'), '*', 'a browser client can read it');
    }
    const untyped = await fetch(s.url, { method: 'POST', body: new Uint8Array(Buffer.from(ping)), headers: { accept: 'application/json, text/event-stream' } });
    assert.equal(untyped.status, 415);
    assert.match(((await untyped.json()) as JsonRpcError).error.message, /must be application\/json, and none was sent\.$/);
  } finally {
    await sdk.close();
    await s.close();
  }
});

test('a body sent with a Content-Encoding (gzip) is 415 naming the coding, where the SDK reads its bytes as broken JSON', async () => {
  const s = await startServer(createMemoryGate());
  const sdk = await startSdkReference(s.fixture.services);
  const { gzipSync, deflateSync } = await import('node:zlib');
  try {
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    const send = (url: string | URL, body: Uint8Array, encoding: string) => fetch(url, {
      method: 'POST', body,
      headers: { origin: 'https://chat.example', 'content-type': 'application/json', 'content-encoding': encoding, accept: 'application/json, text/event-stream' },
    });
    // The SDK's transport takes no encoded body either: it answers 400 -32700 Parse error.
    const reference = await send(sdk.url, new Uint8Array(gzipSync(ping)), 'gzip');
    assert.deepEqual([reference.status, ((await reference.json()) as JsonRpcError).error.code], [400, -32700]);
    for (const [encoding, body] of [['gzip', gzipSync(ping)], ['deflate', deflateSync(ping)], ['br', Buffer.from(ping)]] as const) {
      const r = await send(s.url, new Uint8Array(body), encoding);
      const answer = (await r.json()) as JsonRpcError;
      assert.deepEqual([r.status, answer.error.code, answer.id], [415, -32000, null], encoding);
      assert.equal(answer.error.message,
        `Unsupported Media Type: the request body must not be encoded (Content-Encoding ${encoding} was sent); send it as plain application/json.`);
      assert.equal(r.headers.get('accept-encoding'), 'identity', 'says which coding it takes (RFC 9110 §12.5.3)');
      assert.equal(r.headers.get('access-control-allow-origin'), '*', 'a browser client can read it');
    }
    // identity is no coding: the message is answered.
    const plain = await send(s.url, new Uint8Array(Buffer.from(ping)), 'identity');
    assert.equal(plain.status, 200, await plain.clone().text());
    assert.deepEqual(((await plain.json()) as { result: unknown }).result, {});
  } finally {
    await sdk.close();
    await s.close();
  }
});
