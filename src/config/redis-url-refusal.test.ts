// A REDIS_URL the server cannot use stops the start with the value it was given, and that line
// reaches the logs: the password of an address with a wrong scheme (http://user:secret@host) was
// written there whole. It is now shown as ***, the rest of the address as given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';

const refusal = (url: string): string => {
  try {
    loadConfig({ REDIS_URL: url });
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`REDIS_URL=${url} was accepted`);
};

test('a REDIS_URL refused names the address without its user and password', () => {
  for (const [url, shown] of [
    ['http://ops:s3cret-pw@cache.internal:6379', 'http://***@cache.internal:6379'],
    ['redis:/:s3cret-pw@cache.internal', 'redis:/***@cache.internal'],
    ['tcp://s3cret-pw@10.0.0.5:6380/0', 'tcp://***@10.0.0.5:6380/0'],
    ['s3cret-pw@cache.internal', '***@cache.internal'],
    ['http://ops:s3cret-pw/x@cache.internal', 'http://***@cache.internal'],
  ]) {
    const message = refusal(url!);
    assert.ok(!message.includes('s3cret-pw'), message);
    assert.equal(message, `REDIS_URL must be a redis:// or rediss:// address (redis://host:6379), got ${JSON.stringify(shown)}`);
  }
});

test('an address without a password is named as given', () => {
  assert.ok(refusal('cache.internal:6379').endsWith('got "cache.internal:6379"'));
  assert.ok(refusal('http://cache.internal:6379').endsWith('got "http://cache.internal:6379"'));
});
