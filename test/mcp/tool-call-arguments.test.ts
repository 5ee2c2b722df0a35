// tools/call with `arguments` sent as a JSON array (a model writing its arguments as a list), a
// text or a number was answered -32603, an internal error, whose message was zod's issue list in
// JSON: the client read that the server had failed. It is invalid params (-32602) naming
// `arguments` and what it must be, over HTTP and stdio alike; null is no arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { seedDatabase } from '../helpers/seed.ts';
import { mcpFixture } from './fixture.ts';

interface Answer { id?: string | number | null; result?: { isError?: boolean; content?: Array<{ text?: string }> }; error?: { code: number; message: string } }

const call = (id: number, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_companies', arguments: args } });
const WRONG: Array<[unknown, string]> = [[['Rīgas Koks'], 'an array'], ['Rīgas Koks', 'a text'], [7, 'a number']];

function assertRefused(answer: Answer | undefined, kind: string) {
  assert.equal(answer?.error?.code, -32602, JSON.stringify(answer));
  assert.match(answer!.error!.message, /arguments must be a JSON object of the tool's arguments by name, as \{"query": "Rīgas Koks"\}/);
  assert.match(answer!.error!.message, new RegExp(`not ${kind}\\.$`));
  assert.ok(answer!.error!.message.length < 200, answer!.error!.message);
}

test('over HTTP, arguments that are no object are invalid params naming arguments; null is none', async (t) => {
  const fixture = await mcpFixture();
  const gate = createMemoryGate();
  const app = await buildApp({
    services: fixture.services, config: loadConfig({ LOG_LEVEL: 'silent' }), gate, logger: false,
    mcpHandler: createMcpHttpHandler({ services: fixture.services, gate }),
  });
  t.after(async () => { await app.close(); await gate.close(); await fixture.close(); });
  const post = async (body: unknown) => JSON.parse((await app.inject({
    method: 'POST', url: '/mcp', payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  })).body) as Answer;
  for (const [args, kind] of WRONG) assertRefused(await post(call(1, args)), kind);
  // null, as strict clients send for what is not given: the tool itself names what is missing.
  const none = await post(call(2, null));
  assert.equal(none.result?.isError, true, JSON.stringify(none));
  assert.match(none.result?.content?.[0]?.text ?? '', /query must be a text/);
  const good = await post(call(3, { query: fixture.known.name }));
  assert.equal(good.result?.isError, undefined, JSON.stringify(good));
});

test('over stdio, arguments sent as an array are invalid params naming arguments', async (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATABASE_PATH: store.path }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => child.kill());
  const answered = new Promise<Answer>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => resolve(JSON.parse(line) as Answer));
  });
  child.stdin.write(`${JSON.stringify(call(9, ['Rīgas Koks']))}\n`);
  const answer = await answered;
  assert.equal(answer.id, 9);
  assertRefused(answer, 'an array');
});
