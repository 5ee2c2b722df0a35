// Two server processes started like `npm start` (src/cli/serve.js) share one Redis: a client's
// budget (REST requests and MCP tool calls alike) is spent across both, as it would be across replicas behind a load balancer. A server
// whose REDIS_URL points at nothing still answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REDIS_BIN, startRedis } from './redis-server.ts';
import { startServeProcess as startServer, type ServeProcess as Server } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

test('two server processes on one Redis share each client budget', async (t) => {
  const redis = await startRedis();
  if (!redis) { t.skip(`${REDIS_BIN} is not installed (apt-get install redis-server)`); return; }
  const dir = await mkdtemp(join(tmpdir(), 'shared-limits-'));
  const servers: Server[] = [];
  try {
    const databasePath = await seedDatabaseFile(dir);
    const env = { DATABASE_PATH: databasePath, REDIS_URL: redis.url };
    servers.push(await startServer(env), await startServer(env));
    const [a, b] = servers as [Server, Server];
    const search = '/api/public/v1/companies/search?q=ab';
    for (let i = 1; i <= 19; i++) {
      const r = await fetch((i % 2 ? a : b).url + search);
      assert.equal(r.status, 200, `request ${i}`);
      assert.equal(r.headers.get('ratelimit-remaining'), String(20 - i), 'both processes count into one window');
      await r.arrayBuffer();
    }
    // The twentieth unit of the company budget is an MCP tool call on the other process.
    const call = await fetch(`${b.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_companies', arguments: { query: 'koks' } } }),
    });
    assert.equal(call.status, 200);
    const answer = await call.json() as { result?: { isError?: boolean } };
    assert.ok(answer.result && answer.result.isError !== true, JSON.stringify(answer));
    for (const server of [a, b]) {
      const r = await fetch(server.url + search);
      assert.equal(r.status, 429);
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
      await r.arrayBuffer();
    }
    // The other groups are untouched.
    const check = await fetch(`${a.url}/api/public/v1/persons/new-registrations?name=ab&birthDate=1980-01-01`);
    assert.equal(check.status, 200);
    assert.equal(check.headers.get('ratelimit-remaining'), '9');
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a server whose Redis is unreachable still answers 200', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'redis-down-'));
  let server: Server | undefined;
  try {
    const databasePath = await seedDatabaseFile(dir);
    const port = await freePort();
    server = await startServer({ DATABASE_PATH: databasePath, REDIS_URL: `redis://127.0.0.1:${port}` });
    for (let i = 0; i < 22; i++) {
      const r = await fetch(`${server.url}/api/public/v1/companies/search?q=ab`);
      assert.equal(r.status, 200);
      await r.arrayBuffer();
    }
    const ready = await fetch(`${server.url}/readyz`);
    assert.equal(ready.status, 200);
    // Logged before the app's logger exists too: the same line, the cause in its own field.
    const outage = server.lines().find((l) => /^rate-limit store .* unreachable/.test(String(l.msg)));
    assert.equal(outage?.msg, `rate-limit store 127.0.0.1:${port} unreachable; requests are allowed uncounted`, JSON.stringify(outage));
    assert.equal(outage.redis, `127.0.0.1:${port}`);
    assert.match(String((outage.err as { message?: unknown } | undefined)?.message), /ECONNREFUSED/);
  } finally {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
