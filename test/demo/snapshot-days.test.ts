// The demo's two snapshots are of the registers' (Riga's) days, the days the service counts by, at
// any hour: the current one of the day of the load instant there, the older one of two days
// before. Dated from the UTC day, a demo built between 22:00 (21:00 in summer) UTC and midnight
// described a day the registers had left; and 48 hours before a load in the hour after a change of
// the clocks is another day there than two days before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { previousSnapshotInstant } from '../../src/demo/snapshot-job.ts';
import { addDays } from '../../src/demo/calendar.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { writeDemo } from './helpers.ts';

test('the older snapshot is of the registers\' day two days before the load\'s, within an hour of 48 hours before it', () => {
  for (const at of [
    '2026-11-29T12:00:00Z', '2026-11-29T22:30:00Z', '2026-06-30T21:30:00Z',
    // An hour after the clocks went back (23:30 on 26 October, winter time) and forward (00:30 on 31 March, summer time).
    '2026-10-26T21:30:00Z', '2026-03-30T21:30:00Z',
  ]) {
    const now = new Date(at);
    const previous = previousSnapshotInstant(now);
    assert.equal(registersToday(previous), addDays(registersToday(now), -2), at);
    assert.ok(Math.abs(now.getTime() - previous.getTime() - 48 * 3_600_000) <= 3_600_000, `${at}: ${previous.toISOString()}`);
  }
});

test('a demo built at 22:30 UTC is of the next day, the registers\', in its records and in the files that state their day', () => {
  const now = new Date('2026-11-29T22:30:00Z');
  for (const [snapshot, day] of [['current', '2026-11-30'], ['previous', '2026-11-28']] as const) {
    const demo = writeDemo({ now, snapshot });
    try {
      assert.deepEqual([demo.data.today, demo.data.previousDay], ['2026-11-30', '2026-11-28']);
      // EMTA's tax debtors list states its day in its first column (dd.mm.yyyy).
      const rows = readFileSync(join(demo.dir, 'maksuvolglaste_nimekiri.csv'), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/).slice(1);
      assert.ok(rows.length > 0, 'the demo lists tax debtors');
      assert.deepEqual([...new Set(rows.map((r) => r.split(';')[0]))], [`${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`], snapshot);
    } finally {
      demo.cleanup();
    }
  }
  // The companies registered within the last day are of the registers' yesterday.
  const demo = writeDemo({ now });
  try {
    const fresh = demo.data.companies.filter((c) => !c.inPrevious);
    assert.ok(fresh.length > 0);
    assert.deepEqual([...new Set(fresh.map((c) => c.registeredOn))], ['2026-11-29']);
  } finally {
    demo.cleanup();
  }
});
