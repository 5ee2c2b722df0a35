// What one POST to /mcp may ask before the SDK reads it (src/mcp/request-bounds.ts), and the tool
// list built once per process (src/mcp/tool-list-once.ts): the requests around the tool calls
// spend no rate-limit budget, so their work is bounded instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { createMcpServer } from '../../src/mcp/server.ts';
import { registerTools } from '../../src/mcp/tools/index.ts';
import { MAX_BATCH_MESSAGES, MAX_BODY_VALUES } from '../../src/mcp/request-bounds.ts';
import { MAX_JSON_DEPTH } from '../../src/http/json-depth-limit.ts';
import { mcpFixture } from './fixture.ts';

interface Answer { id: number | null; result?: { tools?: unknown[] }; error?: { code: number; message: string } }

async function withApp(run: (post: (body: unknown) => Promise<{ status: number; answer: Answer | Answer[] }>) => Promise<void>) {
  // A body is sent as given when it is a text already (JSON no serialiser would write).

  const fixture = await mcpFixture();
  const gate = createMemoryGate();
  const app = await buildApp({
    services: fixture.services, config: loadConfig({ LOG_LEVEL: 'silent' }), gate, logger: false,
    mcpHandler: createMcpHttpHandler({ services: fixture.services, gate }),
  });
  try {
    await run(async (body) => {
      const r = await app.inject({
        method: 'POST', url: '/mcp', payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      });
      return { status: r.statusCode, answer: JSON.parse(r.body) as Answer | Answer[] };
    });
  } finally {
    await app.close();
    await gate.close();
    await fixture.close();
  }
}

const listTools = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

test('a batch of more messages than one window of tool calls is refused before any is answered', async () => {
  await withApp(async (post) => {
    // Within the bound, every message is answered (tools/list spends no budget).
    const within = await post(Array.from({ length: MAX_BATCH_MESSAGES }, (_, i) => listTools(i)));
    assert.equal(within.status, 200);
    assert.equal((within.answer as Answer[]).length, MAX_BATCH_MESSAGES);
    // One more: a batch of 100 tools/list, the SDK's own bound, was about 340 ms of CPU and a
    // 4.7 MB answer to a 5 KB request.
    for (const length of [MAX_BATCH_MESSAGES + 1, 100]) {
      const over = await post(Array.from({ length }, (_, i) => listTools(i)));
      assert.equal(over.status, 400, `${length} messages`);
      const answer = over.answer as Answer;
      assert.equal(answer.id, null);
      assert.equal(answer.error?.code, -32600);
      assert.equal(answer.error?.message, `Invalid Request: a batch must not hold more than ${MAX_BATCH_MESSAGES} messages; send the others in later requests`);
    }
  });
});

test('an empty batch is one Invalid Request, as JSON-RPC answers it, not a 202 with nothing in it', async () => {
  await withApp(async (post) => {
    const empty = await post('[]');
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.answer, {
      jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a batch (a JSON array) must hold at least one message.' },
    });
  });
});

test('a message of more values than any request needs is refused, however they are nested', async () => {
  await withApp(async (post) => {
    const members = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    const wide = Array.from({ length: 40 }, () => Array.from({ length: 30 }, () => 1));
    const bodies: Array<[string, unknown]> = [
      ['members in params', { ...listTools(1), params: members(MAX_BODY_VALUES) }],
      ['arrays in arrays in params', { ...listTools(1), params: { x: wide } }],
      ['members in tool arguments', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_companies', arguments: { query: 'Latvijas Gāze', ...members(MAX_BODY_VALUES) } } }],
    ];
    for (const [what, body] of bodies) {
      const r = await post(body);
      assert.equal(r.status, 400, what);
      assert.equal((r.answer as Answer).error?.code, -32600, what);
      assert.match((r.answer as Answer).error!.message, new RegExp(`must not hold more than ${MAX_BODY_VALUES} values`), what);
    }
    // A tool call with its few arguments is answered as ever.
    const call = await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_companies', arguments: { query: 'Latvijas Gāze', limit: 5 } } });
    assert.equal(call.status, 200);
    assert.equal((call.answer as Answer).error, undefined);
  });
});

test('a body nested deeper than any message is refused before it is parsed', async () => {
  await withApp(async (post) => {
    const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
    // Parsing 120,000 arrays in arrays (240 KB, within the body limit) took about 20 ms of CPU
    // before anything could refuse them, and such a request spends no budget.
    for (const [what, body] of [
      ['a batch of arrays in arrays', nested(120_000)],
      ['arrays in params', `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${nested(MAX_JSON_DEPTH - 1)}}}`],
    ]) {
      const r = await post(body);
      assert.equal(r.status, 400, what);
      assert.equal((r.answer as Answer).error?.code, -32600, what);
      assert.equal((r.answer as Answer).error?.message,
        `Invalid Request: the request body must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`, what);
    }
    // As deep as the bound (the message, params and the arrays within): read as ever. Brackets
    // in a string do not count, nor after a quote escaped in it.
    const within = await post(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"s":"[[\\"{{\\\\","x":${nested(MAX_JSON_DEPTH - 2)}}}`);
    assert.equal(within.status, 200);
    assert.ok(Array.isArray((within.answer as Answer).result?.tools));
  });
});

test('every server of the process answers tools/list with the one list the SDK built first', async () => {
  const fixture = await mcpFixture();
  const listed: unknown[] = [];
  try {
    // Two servers, as two HTTP requests build them; the list object each answers is kept as sent.
    for (let i = 0; i < 2; i++) {
      const server = createMcpServer({ services: fixture.services });
      const [ours, theirs] = InMemoryTransport.createLinkedPair();
      const answered = new Promise<JSONRPCMessage>((resolve) => { theirs.onmessage = resolve; });
      await server.connect(ours);
      await theirs.start();
      await theirs.send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      listed.push(((await answered) as { result: unknown }).result);
      await server.close();
    }
    const [first, second] = listed as Array<{ tools: Array<{ name: string; inputSchema: unknown }> }>;
    assert.deepEqual(first!.tools.map((t) => t.name).sort(),
      ['check_person', 'get_company_compliance', 'get_company_details', 'get_company_financials', 'list_holder_holdings', 'list_new_person_roles', 'search_companies']);
    assert.equal(second, first, 'the second server built no list of its own');
    // The list is the SDK's own answer for these tools: a server of the SDK's with the same tools,
    // asked without the memo, answers the same, but for what tells a client nothing (tool-list-once.ts).
    const plain = new McpServer({ name: 'plain', version: '0' });
    registerTools(plain, { services: fixture.services, admit: async () => null });
    const [ours, theirs] = InMemoryTransport.createLinkedPair();
    const answered = new Promise<JSONRPCMessage>((resolve) => { theirs.onmessage = resolve; });
    await plain.connect(ours);
    await theirs.start();
    await theirs.send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const sdk = ((await answered) as unknown as { result: { tools: Array<Record<string, unknown>> } }).result;
    assert.deepEqual({ ...sdk, tools: sdk.tools.map(publishedAs) }, first);
    await plain.close();
  } finally {
    await fixture.close();
  }
});

/** A tool of the SDK's list as this server publishes it: no draft-07 `$schema`, no `execution` saying the default, no closed output objects. */
function publishedAs(tool: Record<string, unknown>): Record<string, unknown> {
  const open = (node: unknown): unknown => Array.isArray(node) ? node.map(open)
    : node !== null && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, open(v)]))
      : node;
  const { execution, inputSchema, outputSchema, ...rest } = tool as { execution: { taskSupport: string }; inputSchema: object; outputSchema: object };
  assert.deepEqual(execution, { taskSupport: 'forbidden' });
  const { $schema: inDialect, ...input } = inputSchema as { $schema: string };
  const { $schema: outDialect, ...output } = open(outputSchema) as { $schema: string };
  assert.deepEqual([inDialect, outDialect], ['http://json-schema.org/draft-07/schema#', 'http://json-schema.org/draft-07/schema#']);
  return { ...rest, inputSchema: input, outputSchema: output };
}
