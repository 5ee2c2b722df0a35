// A screened test store as the server answers from it: read-only, the services over it and an MCP
// client connected to them in process, closed together.
import type { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { createServices, type Services } from '../../src/services/index.ts';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { connectInProcess, type Connected } from '../mcp/client.ts';
import type { TestStore } from './store.ts';

export interface ServedScreening { db: DatabaseSync; services: Services; mcp: Connected; close(): Promise<void> }

export async function servedScreening(store: TestStore, threshold = DEFAULT_THRESHOLD): Promise<ServedScreening> {
  const db = openForReading(store.path);
  const services = createServices({ db, sanctionsThreshold: threshold });
  const mcp = await connectInProcess({ services });
  return { db, services, mcp, async close() { await mcp.close(); db.close(); store.cleanup(); } };
}
