import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parseDate, parsePartialDate, isIsoDate, birthKeyFromMaskedCode, isNotAfterToday, registersToday, REGISTER_TIME_ZONES,
} from './dates.ts';

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

test("the registers' day begins at midnight in Riga, Tallinn, Vilnius and Helsinki, winter and summer", () => {
  // Winter (UTC+2): 23:59 and 00:00 of the 25th there.
  assert.equal(registersToday(new Date('2026-11-24T21:59:59Z')), '2026-11-24');
  assert.equal(registersToday(new Date('2026-11-24T22:00:00Z')), '2026-11-25');
  // Summer (UTC+3): the 1st of July begins at 21:00 UTC on the 30th of June.
  assert.equal(registersToday(new Date('2026-06-30T20:59:59Z')), '2026-06-30');
  assert.equal(registersToday(new Date('2026-06-30T21:00:00Z')), '2026-07-01');
  // Around the changes of 29 March and 25 October 2026 (01:00 UTC).
  assert.equal(registersToday(new Date('2026-03-28T22:00:00Z')), '2026-03-29');
  assert.equal(registersToday(new Date('2026-03-29T21:00:00Z')), '2026-03-30');
  assert.equal(registersToday(new Date('2026-10-24T21:00:00Z')), '2026-10-25');
  assert.equal(registersToday(new Date('2026-10-25T21:59:59Z')), '2026-10-25');
  assert.equal(registersToday(new Date('2026-10-25T22:00:00Z')), '2026-10-26');
});

test('the four capitals share one calendar day at every hour of a year', () => {
  const calendars = REGISTER_TIME_ZONES.map((zone) =>
    [zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })] as const);
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
    const at = new Date(t);
    for (const [zone, calendar] of calendars) assert.equal(calendar.format(at), registersToday(at), `${zone} at ${at.toISOString()}`);
  }
});
