import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDate, parsePartialDate, isIsoDate, birthKeyFromMaskedCode, isNotAfterToday } from './dates.ts';

test('register date formats', () => {
  assert.equal(parseDate(' 08.08.2000 '), '2000-08-08');
  assert.equal(parseDate('2020-10-30 23:33:27.773'), '2020-10-30');
  assert.equal(parseDate('2023-02-30'), null);
  assert.equal(parseDate(' '), null);
  assert.equal(parsePartialDate('1980-05'), '1980-05');
  assert.ok(!isIsoDate('2023-02-30'));
});

test('masked personal codes give a birth date unless issued after 2017', () => {
  assert.equal(birthKeyFromMaskedCode('140777-*****'), '140777');
  assert.equal(birthKeyFromMaskedCode('321234-*****'), null);
  assert.equal(birthKeyFromMaskedCode('300962-*****'), '300962');
  assert.equal(birthKeyFromMaskedCode('311299-*****'), '311299');
});

test('a birth date may be today anywhere on Earth, and no later', () => {
  // 09:59 UTC is 23:59 in UTC+14, the earliest calendar: the 25th begins there at 10:00 UTC.
  const before = new Date('2026-11-24T09:59:59Z');
  const after = new Date('2026-11-24T10:00:00Z');
  assert.ok(isNotAfterToday('2026-11-24', before));
  assert.ok(!isNotAfterToday('2026-11-25', before));
  assert.ok(isNotAfterToday('2026-11-25', after));
  assert.ok(!isNotAfterToday('2026-11-26', after));
  assert.ok(!isNotAfterToday('2080-01-01', after), 'a mistyped year');
  assert.ok(isNotAfterToday('1900-01-01', after));
});
