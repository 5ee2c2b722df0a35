// The REST app on the test services and an in-process MCP client on the seed fixture, for the
// tests that send one question to both (a lookup by a typed number, a field both answers carry):
// opened before a test file's tests and closed after them; read its fields in a test.
import { after, before } from 'node:test';
import { startTestApp, type TestApp } from './harness.ts';
import { testServices } from './services.ts';
import { connectedFixture } from '../mcp/fixture.ts';
import type { Connected } from '../mcp/client.ts';

export function restAndMcp(env: Record<string, string> = {}): { readonly app: TestApp; readonly mcp: Connected } {
  const connected = connectedFixture();
  let app: TestApp | undefined;
  before(async () => { app = await startTestApp({ services: await testServices(), env }); });
  after(async () => { await app?.close(); });
  return { get app() { return app!; }, get mcp() { return connected.mcp; } };
}
