// The README's curl lines, as the demo tests send them: each answers with the status its comment
// names, and a 200 with data (test/demo/examples.test.ts on a demo built now,
// examples-late-evening.test.ts on one built when the registers' day is already the next).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoDatabase } from '../../src/demo/build.ts';
import { loadConfig } from '../../src/config/config.ts';
import { createServices, type Services } from '../../src/services/index.ts';
import { openForReading, type Database } from '../../src/store/open.ts';
import { API, startTestApp, type TestApp } from '../http/harness.ts';

/**
 * The app served on the default demo dataset (the seed and scale of `npm start`, or `scale`) built
 * at `builtAt`, as production builds it, rate limits off, the store it reads and the services the app
 * and the MCP tools answer from; `close` removes it.
 */
export async function servedDemo(builtAt: Date, label: string, scale?: number): Promise<{ t: TestApp; db: Database; services: Services; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const databasePath = join(dir, 'registry.sqlite');
  await buildDemoDatabase({ databasePath, now: builtAt, ...(scale === undefined ? {} : { scale }) });
  const db = openForReading(databasePath);
  const services = createServices({ db, sanctionsThreshold: loadConfig({}).sanctionsThreshold });
  const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  return { t, db, services, close: async () => { await t.close(); db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

interface Example { line: string; path: string; conditional: boolean; expected: number }

/** The README's curl lines: the path after $BASE, whether it sends If-None-Match, and the status its comment names. */
export function readmeExamples(): Example[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const out: Example[] = [];
  for (const line of readme.split('\n')) {
    const m = /^curl (?:-i )?"\$BASE([^"]*)"(.*?)#\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const status = /^(\d{3})\b/.exec(m[3]!.trim()) ?? /\b(304)$/.exec(m[3]!.trim());
    out.push({ line: line.trim(), path: m[1]!, conditional: /If-None-Match/i.test(m[2]!), expected: status ? Number(status[1]) : 200 });
  }
  return out;
}

/** A 200 that lists or names something: a list with results, a person with associations, a company. */
export function assertHoldsData(body: Record<string, unknown>, what: string): void {
  // A person check that finds only name-only candidates (candidates=true) lists them apart.
  const candidates = Array.isArray(body.candidates) ? body.candidates.length : 0;
  // A search by the name of an owner registered abroad lists no company and names the owner.
  const holders = Array.isArray(body.holdersAbroad) ? body.holdersAbroad.length : 0;
  if (Array.isArray(body.results)) assert.ok(body.results.length > 0 || candidates > 0 || holders > 0, `${what}: no results`);
  else assert.ok(typeof body.regcode === 'string' || typeof body.openapi === 'string' || typeof body.type === 'string', `${what}: ${JSON.stringify(body).slice(0, 200)}`);
}

/** Sends every curl line of the README to the app: the status its comment names, and data where 200. */
export async function assertReadmeExamplesAnswer(t: TestApp): Promise<void> {
  const examples = readmeExamples();
  assert.ok(examples.length >= 15, `found ${examples.length} examples in the README`);
  for (const example of examples) {
    const url = `${API}${example.path}`;
    const headers: Record<string, string> = {};
    if (example.conditional) headers['if-none-match'] = String((await t.app.inject({ url })).headers.etag);
    const r = await t.app.inject({ url, headers });
    assert.equal(r.statusCode, example.expected, `${example.line}\n${r.body.slice(0, 300)}`);
    if (r.statusCode === 200) assertHoldsData(r.json(), example.line);
  }
}
