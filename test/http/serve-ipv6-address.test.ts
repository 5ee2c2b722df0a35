// The "listening" line gives the address as a URL an operator can paste: an IPv6 host in
// brackets. HOST=:: was logged as http://:::8080, which no browser or curl takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const hasIpv6Loopback = Object.values(networkInterfaces()).flat().some((i) => i?.family === 'IPv6' && i.address === '::1');

test('an IPv6 HOST is logged in brackets, and the logged address answers', async (t) => {
  if (!hasIpv6Loopback) {
    const reason = 'this machine has no IPv6 loopback (::1)';
    console.log(`skipped: ${reason}`);
    t.skip(reason);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'ipv6-host-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    for (const host of ['::1', '::']) {
      const server = await startServeProcess({ DATABASE_PATH: databasePath, RATE_LIMITS: 'off', HOST: host });
      try {
        const listening = server.lines().find((l) => l.msg === 'listening')!;
        assert.equal(listening.address, `http://[${host}]:${listening.port}`);
        // Pasted as logged (the unspecified address reached through its loopback).
        const url = String(listening.address).replace('[::]', '[::1]');
        assert.equal((await fetch(`${url}/healthz`)).status, 200);
        assert.equal(await server.stop(), 0);
      } finally {
        await server.stop('SIGKILL');
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
