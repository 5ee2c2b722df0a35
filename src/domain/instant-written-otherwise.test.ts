import { test } from 'node:test';
import assert from 'node:assert/strict';
import { instantInUtc, instantOfEpochCount, instantToSend } from './instant-written-otherwise.ts';
import { QUERY_WORDS } from './argument-words.ts';

test('a date and time with an offset or microseconds names the instant in UTC to the millisecond', () => {
  assert.deepEqual(instantInUtc('2026-11-30T16:20:47.343+02:00'), { instant: '2026-11-30T14:20:47.343Z', plusAsSpace: false, formFaults: [] });
  assert.deepEqual(instantInUtc('2026-11-30T14:20:47.343999+00:00'), { instant: '2026-11-30T14:20:47.343Z', plusAsSpace: false, formFaults: [] });
  assert.deepEqual(instantInUtc('2026-11-30T09:20:47-0500'), { instant: '2026-11-30T14:20:47.000Z', plusAsSpace: false, formFaults: [] });
  assert.deepEqual(instantInUtc('2026-12-01T00:20:47.3 10:00'), { instant: '2026-11-30T14:20:47.300Z', plusAsSpace: true, formFaults: [] });
});

test('a value in UTC with its Z says what its form lacks of the answer\'s: decimals, a capital T or Z', () => {
  // Python's and PostgreSQL's microseconds, written with the Z: told "in UTC with its Z", which it was.
  assert.deepEqual(instantInUtc('2026-10-13T00:00:00.000000Z'),
    { instant: '2026-10-13T00:00:00.000Z', plusAsSpace: false, formFaults: ['with three decimals of a second or none (it has 6)'] });
  assert.deepEqual(instantInUtc('2026-10-13 00:00:00.5z')?.formFaults,
    ['with three decimals of a second or none (it has 1)', 'with a capital T between the date and the time', 'with a capital Z']);
});

test('a value that names no instant is none', () => {
  for (const value of ['2026-02-30T10:00:00+02:00', '2026-11-30T25:00:00Z', '2026-11-30T10:00:00', '2026-11-30T10:00:00+25:00', 'yesterday', '2026-11-30']) {
    assert.equal(instantInUtc(value), null, value);
  }
});

test('a count of seconds or milliseconds since 1970 names its instant, with its unit', () => {
  assert.deepEqual(instantOfEpochCount('1764512447343'), { instant: '2025-11-30T14:20:47.343Z', unit: 'milliseconds' });
  assert.deepEqual(instantOfEpochCount('1764512447'), { instant: '2025-11-30T14:20:47.000Z', unit: 'seconds' });
  assert.deepEqual(instantOfEpochCount('1764512447.343999'), { instant: '2025-11-30T14:20:47.343Z', unit: 'seconds' });
  for (const value of ['176451244', '17645124473', '1764512447343.5', '2026-11-30', '-1764512447']) assert.equal(instantOfEpochCount(value), null, value);
});

// A day alone was told the form alone; its midnight would leave out the roles a first import dates then.
test('a day alone sent as firstSeenAfter is told the last instant before it, and as any other watermark nothing', () => {
  assert.equal(instantToSend('2026-11-24', 'firstSeenAfter', QUERY_WORDS),
    ', not a day alone; the roles first seen from that day on (UTC) are those after 2026-11-23T23:59:59.999Z: send firstSeenAfter=2026-11-23T23:59:59.999Z');
  assert.equal(instantToSend('2026-03-01', 'firstSeenAfter', QUERY_WORDS).endsWith('send firstSeenAfter=2026-02-28T23:59:59.999Z'), true);
  for (const [value, argument] of [['2026-02-30', 'firstSeenAfter'], ['2026-11-24', 'firstSeenUntil'], ['24.11.2026', 'firstSeenAfter']]) {
    assert.equal(instantToSend(value, argument!, QUERY_WORDS), '', `${argument} ${value}`);
  }
});
