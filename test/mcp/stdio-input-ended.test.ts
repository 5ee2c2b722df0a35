// A client that writes its requests and closes stdin (`… | npm run --silent mcp`, a script's
// pipe): the process exited on stdin's end, and the answers still being made were lost, a search
// among them, with status 0 and nothing on either stream. Every request read is now answered first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('requests written before stdin closes are all answered before the process exits', async (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATABASE_PATH: store.path }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => child.kill());
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdin.end([
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pipe', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_companies', arguments: { query: 'Latvijas Gāze' } } },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_company_details', arguments: { regcode: FIXTURE.companies.lvGaze.regcode } } },
  ].map((m) => `${JSON.stringify(m)}\n`).join(''));
  assert.equal(await exited, 0, `exits when stdin closes; stderr:\n${stderr}`);
  const answers = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: number; result?: { isError?: boolean } });
  assert.deepEqual(answers.map((a) => a.id).sort(), [1, 2, 3], stdout);
  assert.ok(answers.every((a) => a.result !== undefined && a.result.isError !== true), stdout);
});
