// A store on a read-only file system (a volume mounted `:ro`, a read-only image) is served by the
// stdio server as it is in a directory of mode 0555. There SQLite's open of the shared-memory
// file fails with EROFS, which it reports as "unable to open database file", not as the
// read-only directory it is. The file system is made read-only by a bind mount in a mount
// namespace of the test's own, so the machine needs unshare and user namespaces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { callTool, structuredOf } from './client.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

/** The shell command that mounts `dir` read-only over itself and runs `command` there. */
function readOnlyMount(dir: string, command: string[]): string[] {
  const script = `mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"`;
  return ['--user', '--map-root-user', '--mount', 'sh', '-c', script, 'sh', dir, ...command];
}

/** Why this machine cannot mount a directory read-only for a child process, or null. */
function cannotMountReadOnly(dir: string): string | null {
  if (process.platform !== 'linux') return 'read-only bind mounts in a namespace need Linux';
  const probe = spawnSync('unshare', readOnlyMount(dir, ['touch', join(dir, 'probe')]), { encoding: 'utf8' });
  if (probe.error) return `unshare cannot be run here (${probe.error.message})`;
  if (/Read-only file system/.test(probe.stderr)) return null;
  return `no read-only bind mount in a user namespace here: ${probe.stderr.trim() || `status ${probe.status}`}`;
}

test('the stdio server serves a store on a read-only file system', async (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const dir = dirname(store.path);
  const skip = cannotMountReadOnly(dir);
  if (skip) { console.log(`skipped: ${skip}`); t.skip(skip); return; }

  const transport = new StdioClientTransport({
    command: 'unshare',
    args: readOnlyMount(dir, [process.execPath, entry]),
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
