// The /mcp mount: the raw handler gets the parsed body and the client address, writes the
// response itself, and the CORS headers set by hooks survive the hijack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { McpHandler } from '../../src/http/app.ts';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('/mcp is 404 when no MCP handler is mounted', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ method: 'POST', url: '/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    assert.equal(r.statusCode, 404);
  } finally {
    await t.close();
  }
});

test('POST /mcp reaches the handler with the parsed body and client IP; CORS headers survive', async () => {
  const calls: Array<{ method: string | undefined; body: unknown; clientIp: string }> = [];
  const handler: McpHandler = async (req, res, body, ctx) => {
    calls.push({ method: req.method, body, clientIp: ctx.clientIp });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }));
  };
  const t = await startTestApp({ services: await testServices(), mcpHandler: handler, env: { TRUST_PROXY: '127.0.0.1' } });
  try {
    const r = await t.app.inject({
      method: 'POST', url: '/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { origin: 'https://agent.example', accept: 'application/json, text/event-stream', 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json(), { jsonrpc: '2.0', id: 1, result: {} });
    assert.deepEqual(calls, [{ method: 'POST', body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, clientIp: '203.0.113.9' }]);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.match(String(r.headers['access-control-expose-headers']), /Mcp-Session-Id/);
    assert.equal(r.headers['ratelimit-limit'], undefined, 'the route itself is not counted; tool calls are, in the handler');
    for (const method of ['GET', 'DELETE'] as const) {
      await t.app.inject({ method, url: '/mcp' });
    }
    assert.deepEqual(calls.map((c) => c.method), ['POST', 'GET', 'DELETE']);

    const pre = await t.app.inject({
      method: 'OPTIONS', url: '/mcp',
      headers: { origin: 'https://agent.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-protocol-version' },
    });
    assert.equal(pre.statusCode, 204);
    assert.match(String(pre.headers['access-control-allow-methods']), /POST/);
    assert.match(String(pre.headers['access-control-allow-methods']), /DELETE/);
    assert.match(String(pre.headers['access-control-allow-headers']), /Mcp-Protocol-Version/);

    const doc = (await t.app.inject({ url: API })).json();
    assert.equal(doc['x-mcp'].url, '/mcp');
    assert.equal(doc.paths['/mcp'], undefined, 'MCP is not part of the REST document');
  } finally {
    await t.close();
  }
});

test('a handler that throws gives a generic JSON-RPC error, not a stack', async () => {
  const handler: McpHandler = async () => { throw new Error('boom at /srv/src/mcp/server.ts:10'); };
  const t = await startTestApp({ services: await testServices(), mcpHandler: handler });
  try {
    const r = await t.app.inject({ method: 'POST', url: '/mcp', payload: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    assert.equal(r.statusCode, 500);
    assert.doesNotMatch(r.body, /boom|server\.ts/);
    assert.equal(r.json().error.code, -32603);
  } finally {
    await t.close();
  }
});
