// The MCP tests run on the shared seed store through the real services, as the server does.
import { after, before } from 'node:test';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import type { Services } from '../../src/services/index.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';
import { connectInProcess, type Connected } from './client.ts';

export interface McpFixture {
  services: Services;
  /** The seed's database file (for the stdio child). */
  path: string;
  /** A company every test can find by name. */
  known: { regcode: string; country: 'LV'; name: string };
  close(): Promise<void>;
}

export async function mcpFixture(): Promise<McpFixture> {
  const store = seedDatabase();
  const db = openForReading(store.path);
  const services = createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold });
  return {
    services,
    path: store.path,
    known: { regcode: FIXTURE.companies.lvGaze.regcode, country: 'LV', name: 'Latvijas Gāze' },
    async close() {
      db.close();
      store.cleanup();
    },
  };
}

export { FIXTURE };

/**
 * The seed fixture and an in-process client of a server on it, opened before a test file's tests
 * and closed after them (registers the file's before and after hooks); read its fields in a test.
 */
export function connectedFixture(): { readonly fixture: McpFixture; readonly mcp: Connected } {
  const held = {} as { fixture: McpFixture; mcp: Connected };
  before(async () => {
    held.fixture = await mcpFixture();
    held.mcp = await connectInProcess({ services: held.fixture.services });
  });
  after(async () => {
    await held.mcp?.close();
    await held.fixture?.close();
  });
  return held;
}
