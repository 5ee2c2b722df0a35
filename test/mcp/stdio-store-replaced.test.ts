// The stdio server, which a desktop client may keep running for days, answers from a store put at
// DATABASE_PATH as a new file meanwhile (npm run demo, a store moved into place), as npm start
// does; it kept reading the file it opened at start, deleted, until the client restarted it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { callTool, structuredOf } from './client.ts';
import { seedDatabase } from '../helpers/seed.ts';
import { commandEnv } from '../helpers/command-env.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('a store moved into DATABASE_PATH is answered from by the stdio server', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'stdio-replaced-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'served'));
  mkdirSync(join(dir, 'built'));
  const served = seedDatabase(join(dir, 'served', 'registry.sqlite')).path;
  const built = seedDatabase(join(dir, 'built', 'registry.sqlite')).path;
  const db = new DatabaseSync(built);
  db.exec("UPDATE companies SET name = 'Eesti Energia Uus AS' WHERE name = 'Eesti Energia AS'");
  db.close();

  const transport = new StdioClientTransport({
    command: process.execPath, args: [entry], env: commandEnv({ DATABASE_PATH: served }), stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = new Client({ name: 'mcp-store-replaced-test', version: '1.0.0' });
  t.after(() => client.close());
  await client.connect(transport);
  const name = async () => structuredOf<{ name: string }>(
    await callTool(client, 'get_company_details', { regcode: '10137025', country: 'EE' })).name;
  assert.equal(await name(), 'Eesti Energia AS');

  renameSync(built, served);
  // The path is checked at most once a second, when a call comes.
  let last = await name();
  for (let i = 0; i < 300 && last !== 'Eesti Energia Uus AS'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await name();
  }
  assert.equal(last, 'Eesti Energia Uus AS', stderr);
  assert.match(stderr, /\[mcp-stdio\] DATABASE_PATH names a new file: answering from it/);
});
