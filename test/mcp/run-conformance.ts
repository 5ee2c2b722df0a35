// CI step (not part of `npm test`, which never touches the network): runs the official MCP
// conformance suite against /mcp of a real app on the seed store. npx fetches the pinned suite
// from the npm registry. Exit code: the suite's (0 when only the baseline's scenarios fail).
//   node_modules/.bin/node test/mcp/run-conformance.ts [extra conformance args...]
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { createMcpHttpHandler } from '../../src/mcp/http-handler.ts';
import { mcpFixture } from './fixture.ts';

const SUITE = '@modelcontextprotocol/conformance@0.1.16';
const baseline = fileURLToPath(new URL('./conformance-baseline.yml', import.meta.url));

const fixture = await mcpFixture();
// Rate limits off: the suite makes more than 20 calls in 10 s from one address.
const config = loadConfig({ RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
const gate = createMemoryGate();
const app = await buildApp({
  services: fixture.services, config, gate, logger: false,
  mcpHandler: createMcpHttpHandler({ services: fixture.services, gate: null }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`;

// The suite needs Node >= 22: put the project's Node first on PATH for npx and what it runs.
const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
const args = ['-y', SUITE, 'server', '--url', url, '--suite', 'all', '--expected-failures', baseline, ...process.argv.slice(2)];
const code = await new Promise<number>((resolve) => {
  const child = spawn('npx', args, { stdio: 'inherit', env });
  child.on('exit', (status) => resolve(status ?? 1));
  child.on('error', (err) => { console.error(`cannot run npx: ${err.message}`); resolve(1); });
});

await app.close();
await gate.close();
await fixture.close();
process.exit(code);
