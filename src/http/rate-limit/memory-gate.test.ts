import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMemoryGate, createOpenGate } from './memory-gate.ts';

test('a fixed window allows max requests, denies the next, and opens again when it ends', async () => {
  let now = 1_000_000;
  const gate = createMemoryGate(() => now);
  try {
    for (let i = 1; i <= 10; i++) {
      const d = await gate.consume('newRegistrations', '192.0.2.1');
      assert.deepEqual(d, { allowed: true, limit: 10, remaining: 10 - i, resetSeconds: 60 });
    }
    now += 59_001;
    assert.deepEqual(await gate.consume('newRegistrations', '192.0.2.1'), { allowed: false, limit: 10, remaining: 0, resetSeconds: 1 });
    assert.equal((await gate.consume('newRegistrations', '192.0.2.2')).allowed, true, 'another client has its own window');
    assert.equal((await gate.consume('personCheck', '192.0.2.1')).allowed, true, 'another group has its own window');
    now += 1_000;
    assert.deepEqual(await gate.consume('newRegistrations', '192.0.2.1'), { allowed: true, limit: 10, remaining: 9, resetSeconds: 60 });
  } finally {
    await gate.close();
  }
});

test('the open gate of RATE_LIMITS=off never denies', async () => {
  const gate = createOpenGate();
  for (let i = 0; i < 50; i++) assert.equal((await gate.consume('company', 'x')).allowed, true);
});
