// JSON-RPC messages sent to the MCP server as they are, not through a client that would refuse to
// send them malformed: over HTTP (the app built as production builds it, answered in-process) and
// over stdio (the documented entry spawned on a seeded store).
import type { TestContext } from 'node:test';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { seedDatabase } from '../helpers/seed.ts';
import { mcpFixture, type McpFixture } from './fixture.ts';

export interface RawAnswer { id?: string | number | null; result?: Record<string, unknown>; error?: { code: number; message: string } }

/** A poster of raw JSON-RPC bodies to /mcp of an app on the MCP fixture, closed after the test. */
export async function rawHttpPoster(t: TestContext): Promise<{
  fixture: McpFixture;
  post: (body: unknown) => Promise<RawAnswer>;
  /** A body sent as written (a key JSON.stringify would not write, as __proto__), with the answer's status. */
  postText: (text: string) => Promise<{ status: number; answer: RawAnswer }>;
}> {
  const fixture = await mcpFixture();
  const gate = createMemoryGate();
  const app = await buildApp({
    services: fixture.services, config: loadConfig({ LOG_LEVEL: 'silent' }), gate, logger: false,
    mcpHandler: createMcpHttpHandler({ services: fixture.services, gate }),
  });
  t.after(async () => { await app.close(); await gate.close(); await fixture.close(); });
  const postText = async (text: string) => {
    const answer = await app.inject({
      method: 'POST', url: '/mcp', payload: text,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    });
    return { status: answer.statusCode, answer: JSON.parse(answer.body) as RawAnswer };
  };
  const post = async (body: unknown) => (await postText(JSON.stringify(body))).answer;
  return { fixture, post, postText };
}

/** The answers, by id, of the stdio server to `messages` written one a line (each with an id). */
export async function rawStdioAnswers(t: TestContext, messages: Array<{ id: number }>): Promise<Map<unknown, RawAnswer>> {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATABASE_PATH: store.path }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => child.kill());
  const answers = new Map<unknown, RawAnswer>();
  const all = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as RawAnswer;
      answers.set(answer.id, answer);
      if (answers.size === messages.length) resolve();
    });
  });
  for (const m of messages) child.stdin.write(`${JSON.stringify(m)}\n`);
  await all;
  return answers;
}
