// Builds the app the way src/cli/serve-main.ts does (loadConfig, a rate gate, buildApp) for
// app.inject tests. Services default to the real ones over the seed store.
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/config.ts';
import type { RateGate } from '../../src/domain/rate-limits.ts';
import { buildApp, type McpHandler } from '../../src/http/app.ts';
import { createMemoryGate, createOpenGate } from '../../src/http/rate-limit/memory-gate.ts';
import type { Services } from '../../src/services/index.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';

export interface TestAppOptions {
  services: Services;
  env?: Record<string, string>;
  gate?: RateGate;
  logLines?: string[];
  mcpHandler?: McpHandler;
}

export interface TestApp {
  app: FastifyInstance;
  gate: RateGate;
  close(): Promise<void>;
}

export async function startTestApp(opts: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'info', ...opts.env });
  const gate = opts.gate ?? (config.rateLimits ? createMemoryGate() : createOpenGate());
  const logLines = opts.logLines;
  const app = await buildApp({
    services: opts.services,
    config,
    gate,
    logger: logLines ? { stream: { write: (line: string) => { logLines.push(line); } } } : false,
    mcpHandler: opts.mcpHandler,
  });
  return {
    app,
    gate,
    async close() {
      await app.close();
      await gate.close();
    },
  };
}

/** The app as served with /mcp mounted, the MCP handler spending the same rate gate. */
export async function startTestAppWithMcp(services: Services): Promise<TestApp> {
  const gate = createMemoryGate();
  return startTestApp({ services, gate, mcpHandler: createMcpHttpHandler({ services, gate }) });
}

export const API = '/api/public/v1';

/** Asserts the one problem+json shape and that nothing internal leaked. */
export function problemOf(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const type = String(response.headers['content-type']);
  if (!type.startsWith('application/problem+json')) throw new Error(`expected problem+json, got ${type}: ${response.body}`);
  return JSON.parse(response.body) as {
    type: string; title: string; status: number; detail: string; instance?: string; retryAfter?: number;
    errors?: Array<{ parameter: string; in: string; message: string }>;
  };
}

/** The message a person endpoint's 400 gives `birthDate` for a name sent with that birth date (the test fails on any other status). */
export async function birthDateMessage(app: TestApp, path: string, name: string, birthDate: string): Promise<string> {
  const r = await app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(name)}&birthDate=${encodeURIComponent(birthDate)}` });
  if (r.statusCode !== 400) throw new Error(`expected a 400 for birthDate ${birthDate}, got ${r.statusCode}: ${r.body}`);
  return problemOf(r).errors?.find((e) => e.parameter === 'birthDate')?.message ?? '';
}
