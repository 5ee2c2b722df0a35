// The "listening" line names the store the server reads. A relative DATABASE_PATH was logged as
// given (data/registry.sqlite), which says nothing to an operator reading the log without the
// directory the server was started in; it is logged absolute. It is the one line saying where the
// server listens: Fastify's own "Server listening at …" lines (one per address of the machine) are
// not written beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

test('a relative DATABASE_PATH is logged as the absolute path of the store served', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'listening-store-'));
  try {
    await mkdir(join(dir, 'data'));
    await seedDatabaseFile(join(dir, 'data'));
    const server = await startServeProcess({ DATABASE_PATH: 'data/registry.sqlite', RATE_LIMITS: 'off' }, undefined, { cwd: dir });
    try {
      const listening = server.lines().find((l) => l.msg === 'listening');
      assert.equal(listening?.databasePath, join(dir, 'data', 'registry.sqlite'));
      const saysWhere = server.lines().filter((l) => /listen/i.test(String(l.msg)));
      assert.deepEqual(saysWhere, [listening], saysWhere.map((l) => JSON.stringify(l)).join('\n'));
      assert.equal(await server.stop(), 0);
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
