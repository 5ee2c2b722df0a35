// A seeded store's real services answering over REST (the app built as production builds it) and
// over MCP (in process) at once: the set-up of tests that ask both the same question.
import { startTestApp, type TestApp } from './harness.ts';
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
