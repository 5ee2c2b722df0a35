// FI files imported through the real pipeline into a store of their own, served over REST and
// MCP as production serves them: what the FI tests that compare the two read (and servedStore, any
// store served so, what an EE test of the same kind reads).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { fixtureSized } from '../lt/support.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { connectInProcess, type Connected } from '../../mcp/client.ts';

/** Imports the FI files of `files`, then a REST getter (a 200 asserted, its JSON) and an MCP client on that store; closed after the test. */
export async function servedFi(t: { after(fn: () => unknown): void }, files: string): Promise<{ get(url: string): Promise<any>; mcp: Connected }> {
  const dir = mkdtempSync(join(tmpdir(), 'fi-served-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const report = await importSources({
    databasePath, sources: fixtureSized(fiSources), fromDir: files, now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
  });
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
  return servedStore(t, databasePath);
}

/** A REST getter (a 200 asserted, its JSON) and an MCP client on the store at `databasePath`, as production serves it; closed after the test. */
export async function servedStore(t: { after(fn: () => unknown): void }, databasePath: string): Promise<{ get(url: string): Promise<any>; mcp: Connected }> {
  const db = openForReading(databasePath);
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const { app, close } = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services });
  t.after(async () => { await mcp.close(); await close(); db.close(); });
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}${url}` });
    assert.equal(r.statusCode, 200, r.body);
    return JSON.parse(r.body);
  };
  return { get, mcp };
}
