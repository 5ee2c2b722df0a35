// REDIS_URL: counters shared by every replica, and a Redis outage that never fails a request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRedisGate } from '../../src/http/rate-limit/redis-gate.ts';
import { createRateGate } from '../../src/http/rate-limit/create-gate.ts';
import { API, startTestApp } from './harness.ts';
import { freePort, REDIS_BIN, startRedis } from './redis-server.ts';
import { testServices } from './services.ts';

const quietLog = { warn: () => {} };

test('two gates on one Redis spend one budget', async (t) => {
  const redis = await startRedis();
  if (!redis) { t.skip(`${REDIS_BIN} is not installed`); return; }
  const a = await createRedisGate({ url: redis.url, log: quietLog });
  const b = await createRedisGate({ url: redis.url, log: quietLog });
  try {
    for (let i = 1; i <= 20; i++) {
      const d = await (i % 2 ? a : b).consume('company', '198.51.100.1');
      assert.equal(d.allowed, true);
      assert.equal(d.remaining, 20 - i);
      assert.ok(d.resetSeconds >= 1 && d.resetSeconds <= 10);
    }
    assert.equal((await a.consume('company', '198.51.100.1')).allowed, false);
    const denied = await b.consume('company', '198.51.100.1');
    assert.equal(denied.allowed, false);
    assert.equal(denied.remaining, 0);
    assert.equal((await b.consume('company', '198.51.100.2')).allowed, true, 'per client');
    assert.equal((await b.consume('personCheck', '198.51.100.1')).allowed, true, 'per group');
  } finally {
    await a.close();
    await b.close();
    await redis.stop();
  }
});

test('with Redis unreachable, requests are answered (uncounted) and the outage is logged', async () => {
  const closedPort = await freePort();
  const warnings: string[] = [];
  const lines: string[] = [];
  // The outage line named no address, so an operator could not tell which Redis was meant; it
  // names host and port, never the password the URL carries.
  const gate = await createRateGate({ rateLimits: true, redisUrl: `redis://ops:s3cret-pw@127.0.0.1:${closedPort}/0` },
    { warn: (obj, msg) => { warnings.push(msg); lines.push(JSON.stringify({ ...obj, msg })); } });
  const app = await startTestApp({ services: await testServices(), gate });
  try {
    for (let i = 0; i < 25; i++) {
      const r = await app.app.inject({ url: `${API}/companies/search?q=ab` });
      assert.equal(r.statusCode, 200);
    }
    assert.ok(warnings.length >= 1, 'the operator is told');
    assert.ok(warnings.length <= 3, 'but not once per request');
    assert.equal(warnings[0], `rate-limit store 127.0.0.1:${closedPort} unreachable; requests are allowed uncounted`);
    assert.ok(lines.every((l) => !l.includes('s3cret-pw') && !l.includes('ops:')), lines.join('\n'));
  } finally {
    await app.close();
  }
});

test('a Redis that goes away mid-service fails open', async (t) => {
  const redis = await startRedis();
  if (!redis) { t.skip(`${REDIS_BIN} is not installed`); return; }
  const gate = await createRedisGate({ url: redis.url, log: quietLog });
  const app = await startTestApp({ services: await testServices(), gate });
  try {
    const before = await app.app.inject({ url: `${API}/companies/search?q=ab` });
    assert.equal(before.headers['ratelimit-remaining'], '19');
    await redis.stop();
    for (let i = 0; i < 25; i++) {
      assert.equal((await app.app.inject({ url: `${API}/companies/search?q=ab` })).statusCode, 200);
    }
  } finally {
    await app.close();
    await redis.stop();
  }
});
