// A seeded store's real services answering over REST (the app built as production builds it) and
// over MCP (in process) at once: the set-up of tests that ask both the same question.
import { startTestApp, type TestApp } from './harness.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import type { SeedData } from '../helpers/seed.ts';
import { connectInProcess, type Connected } from '../mcp/client.ts';

export interface ServedSeeded {
  ctx: SeededServices;
  app: TestApp;
  mcp: Connected;
  /** Closes the MCP client, the app and the store, in that order. */
  close(): Promise<void>;
}

export async function serveSeeded(data: SeedData = {}, env?: Record<string, string>): Promise<ServedSeeded> {
  const ctx = seededServices(data);
  const app = await startTestApp({ services: ctx.services, env });
  const mcp = await connectInProcess({ services: ctx.services });
  return {
    ctx, app, mcp,
    async close() {
      await mcp.close();
      await app.close();
      ctx.close();
    },
  };
}
