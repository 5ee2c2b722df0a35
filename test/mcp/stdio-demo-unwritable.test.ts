// A desktop client starts the stdio server in a directory of its own choosing (on macOS, `/`, a
// read-only file system). With DATABASE_PATH left out, the default data/registry.sqlite is
// relative to that directory, and the demo dataset cannot be built there. The operator reads the
// client's log of stderr: it must name the absolute path, the directory that cannot be written
// and what to set. It said "ENOENT: no such file or directory, mkdir
// 'data/registry.sqlite.building-files'".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannotMountReadOnly, readOnlyMountArgs } from '../helpers/read-only-mount.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('started in a read-only directory without DATABASE_PATH, the stdio server says where it cannot build the demo and what to set', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-ro-cwd-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const skip = cannotMountReadOnly(dir);
  if (skip) { console.log(`skipped: ${skip}`); t.skip(skip); return; }

  const env = { ...process.env };
  delete env.DATABASE_PATH;
  const child = spawn('unshare', readOnlyMountArgs(dir, [process.execPath, entry]), { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const [status] = await new Promise<[number | null]>((resolve) => child.on('exit', (code) => resolve([code])));

  assert.equal(status, 1, stderr);
  assert.equal(stdout, '', 'stdout belongs to the protocol');
  const store = join(dir, 'data', 'registry.sqlite');
  assert.ok(stderr.includes(`cannot start: DATABASE_PATH=data/registry.sqlite does not exist and the demo dataset cannot be built at ${store}: `
    + `${dir} cannot be written (a read-only file system). Set DATABASE_PATH to the absolute path of a store`), stderr);
});
