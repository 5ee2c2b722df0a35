// `npm run mcp` reads DATABASE_PATH and SANCTIONS_THRESHOLD alone (SETTING_READERS). A client is
// often given the environment of the server beside it: a wrong PORT, WORKERS or IMPORT_ setting
// there used to end the stdio server at `cannot start: PORT must be …`, so the client had no tools
// over a setting the stdio server never uses. It now answers and names each on stderr, and still
// refuses a wrong SANCTIONS_THRESHOLD, which would change what it answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mcpFixture } from './fixture.ts';
import { commandEnv } from '../helpers/command-env.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('the stdio server answers with a wrong server or import setting in its environment, naming each on stderr', async (t) => {
  const fixture = await mcpFixture();
  t.after(() => fixture.close());
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry],
    env: commandEnv({ DATABASE_PATH: fixture.path, PORT: 'abc', WORKERS: '4', IMPORT_IDLE_TIMEOUT: 'abc' }),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = new Client({ name: 'mcp-stdio-settings-test', version: '1.0.0' });
  try {
    await client.connect(transport);
    assert.equal((await client.listTools()).tools.length, 7);
  } finally {
    await client.close();
  }
  const warned = stderr.split('\n').map((l) => /^\[mcp-stdio\] (.+) will refuse (\w+) \(not read by npm run mcp\): /.exec(l)).filter((m) => m !== null);
  assert.deepEqual(warned.map((m) => [m[1], m[2]]), [
    ['the server', 'PORT'], ['the server', 'WORKERS'], ['npm run import', 'IMPORT_IDLE_TIMEOUT'],
  ], stderr);
});

test('the stdio server still refuses a wrong SANCTIONS_THRESHOLD, which it reads', async (t) => {
  const fixture = await mcpFixture();
  t.after(() => fixture.close());
  const run = spawnSync(process.execPath, [entry], {
    env: commandEnv({ DATABASE_PATH: fixture.path, SANCTIONS_THRESHOLD: '0x1' }), input: '', encoding: 'utf8', timeout: 60_000,
  });
  assert.equal(run.status, 1, run.stderr);
  assert.equal(run.stdout, '', 'stdout belongs to the protocol');
  assert.match(run.stderr, /cannot start: SANCTIONS_THRESHOLD must be a decimal number from 0\.8 to 1, .*got "0x1"/);
});
