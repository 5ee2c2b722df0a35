// A seeded store's real services answering over REST (the app built as production builds it) and
// over MCP (in process) at once: the set-up of tests that ask both the same question.
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import type { SeedData } from '../helpers/seed.ts';
import { connectInProcess, type Connected } from '../mcp/client.ts';

export interface ServedSeededRest {
  ctx: SeededServices;
  app: TestApp;
  /** Closes the app and the store, in that order. */
  close(): Promise<void>;
}

export interface ServedSeeded extends ServedSeededRest {
  mcp: Connected;
  /** Closes the MCP client, the app and the store, in that order. */
  close(): Promise<void>;
}

/** The same without the MCP client: the set-up of tests that ask over REST alone (or connect a
 *  client in one test only), written out again in each before the helper. */
export async function serveSeededRest(data: SeedData = {}, env?: Record<string, string>): Promise<ServedSeededRest> {
  const ctx = seededServices(data);
  const app = await startTestApp({ services: ctx.services, env });
  return {
    ctx, app,
    async close() {
      await app.close();
      ctx.close();
    },
  };
}

export async function serveSeeded(data: SeedData = {}, env?: Record<string, string>): Promise<ServedSeeded> {
  const rest = await serveSeededRest(data, env);
  const mcp = await connectInProcess({ services: rest.ctx.services });
  return {
    ...rest, mcp,
    async close() {
      await mcp.close();
      await rest.close();
    },
  };
}

/**
 * The names a search or autofill lists for `q`, in order, asserting a 200: what a buyer sees of
 * the answer, in the tests of the order of results.
 */
export function resultNames(t: ServedSeededRest): (path: 'search' | 'autofill', q: string) => Promise<string[]> {
  return async (path, q) => {
    const res = await t.app.app.inject({ url: `${API}/companies/${path}?q=${encodeURIComponent(q)}` });
    assert.equal(res.statusCode, 200, `${path} ${q}: ${res.body}`);
    return (JSON.parse(res.body).results as Array<{ name: string }>).map((r) => r.name);
  };
}
