// A store on a read-only file system (a volume mounted `:ro`, a read-only image) is served by the
// stdio server as it is in a directory of mode 0555. There SQLite's open of the shared-memory
// file fails with EROFS, which it reports as "unable to open database file", not as the
// read-only directory it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { callTool, structuredOf } from './client.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';
import { cannotMountReadOnly, readOnlyMountArgs } from '../helpers/read-only-mount.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('the stdio server serves a store on a read-only file system', async (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const dir = dirname(store.path);
  const skip = cannotMountReadOnly(dir);
  if (skip) { console.log(`skipped: ${skip}`); t.skip(skip); return; }

  const transport = new StdioClientTransport({
    command: 'unshare',
    args: readOnlyMountArgs(dir, [process.execPath, entry]),
    env: { ...process.env as Record<string, string>, DATABASE_PATH: store.path },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = new Client({ name: 'mcp-read-only-test', version: '1.0.0' });
  try {
    await client.connect(transport);
    const found = structuredOf<{ results: Array<{ regcode: string }> }>(
      await callTool(client, 'search_companies', { query: 'Nokia', country: 'FI' }));
    assert.deepEqual(found.results.map((r) => r.regcode), [FIXTURE.companies.fiNokia.regcode]);
  } catch (err) {
    assert.fail(`${(err as Error).message}\nstderr of the server:\n${stderr}`);
  } finally {
    await client.close();
  }
  assert.equal(existsSync(`${store.path}-shm`), false, 'nothing written beside the store');
});
