// bench/screening-ab.ts lists the matches two versions of the rules wrote differently, each named by
// its company and entry: a digest alone said that the demo's matches changed, not which.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchDifferences, type ScreenedMatch } from '../../bench/screening-differences.ts';

const row = (regcode: string, score: number, more: Partial<ScreenedMatch> = {}): ScreenedMatch => ({
  country: 'LV', regcode, companyName: `Company ${regcode}`, list: 'EU', entryId: '9101', entryName: 'Ivan PETROV',
  matchedOn: 'owner', matchedName: 'Ivan PETROV', score, features: '{"birthDateMatch":"exact"}', ...more,
});

test('the rows one screening wrote and the other did not, and those whose score changed, are named with their scores', () => {
  const before = [row('40003000001', 1), row('40003000002', 0.95), row('40003000003', 0.85)];
  const after = [row('40003000002', 1), row('40003000003', 0.85), row('40003000004', 0.9, { entryName: null })];
  assert.deepEqual(matchDifferences(before, after), {
    added: ['LV 40003000004 Company 40003000004: EU 9101 (no entry), owner 0.900 as Ivan PETROV'],
    removed: ['LV 40003000001 Company 40003000001: EU 9101 Ivan PETROV, owner 1.000 as Ivan PETROV'],
    changed: ['LV 40003000002 Company 40003000002: EU 9101 Ivan PETROV, owner 0.950 as Ivan PETROV -> owner 1.000 as Ivan PETROV'],
  });
});

test('a row whose evidence alone changed is listed with both, and the same rows list nothing', () => {
  const before = [row('40003000001', 1)];
  const after = [row('40003000001', 1, { features: '{"birthDateMatch":"exact","reading":"polish"}' })];
  assert.deepEqual(matchDifferences(before, after).changed,
    ['LV 40003000001 Company 40003000001: EU 9101 Ivan PETROV, owner 1.000 as Ivan PETROV, features {"birthDateMatch":"exact"} -> {"birthDateMatch":"exact","reading":"polish"}']);
  assert.deepEqual(matchDifferences(before, before), { added: [], removed: [], changed: [] });
});
