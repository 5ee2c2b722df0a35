import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instantInUtc } from './instant-written-otherwise.ts';

test('a date and time with an offset or microseconds names the instant in UTC to the millisecond', () => {
  assert.deepEqual(instantInUtc('2026-11-30T16:20:47.343+02:00'), { instant: '2026-11-30T14:20:47.343Z', plusAsSpace: false });
  assert.deepEqual(instantInUtc('2026-11-30T14:20:47.343999+00:00'), { instant: '2026-11-30T14:20:47.343Z', plusAsSpace: false });
  assert.deepEqual(instantInUtc('2026-11-30T09:20:47-0500'), { instant: '2026-11-30T14:20:47.000Z', plusAsSpace: false });
  assert.deepEqual(instantInUtc('2026-12-01T00:20:47.3 10:00'), { instant: '2026-11-30T14:20:47.300Z', plusAsSpace: true });
});

test('a value that names no instant is none', () => {
  for (const value of ['2026-02-30T10:00:00+02:00', '2026-11-30T25:00:00Z', '2026-11-30T10:00:00', '2026-11-30T10:00:00+25:00', 'yesterday', '2026-11-30']) {
    assert.equal(instantInUtc(value), null, value);
  }
});
