import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeDemo, NOW } from './helpers.ts';

function hashes(dir: string, files: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of [...files].sort()) out[f] = createHash('sha256').update(readFileSync(join(dir, f))).digest('hex');
  return out;
}

test('the same seed and load instant give byte-identical files, both snapshots', () => {
  for (const snapshot of ['current', 'previous'] as const) {
    const a = writeDemo({ seed: 11, snapshot });
    const b = writeDemo({ seed: 11, snapshot });
    try {
      assert.ok(a.files.length > 30, `expected the files of every register, got ${a.files.length}`);
      assert.deepEqual(hashes(b.dir, b.files), hashes(a.dir, a.files));
    } finally {
      a.cleanup();
      b.cleanup();
    }
  }
});

test('another seed gives other data', () => {
  const a = writeDemo({ seed: 11 });
  const b = writeDemo({ seed: 12 });
  try {
    assert.notEqual(hashes(a.dir, ['register.csv'])['register.csv'], hashes(b.dir, ['register.csv'])['register.csv']);
  } finally {
    a.cleanup();
    b.cleanup();
  }
});

test('files are dated to the snapshot instant, which the pipeline takes as their as-of date', () => {
  const current = writeDemo({ snapshot: 'current' });
  const previous = writeDemo({ snapshot: 'previous' });
  try {
    assert.equal(statSync(join(current.dir, 'register.csv')).mtime.toISOString(), NOW.toISOString());
    assert.equal(statSync(join(previous.dir, 'register.csv')).mtime.toISOString(), new Date(NOW.getTime() - 2 * 86_400_000).toISOString());
  } finally {
    current.cleanup();
    previous.cleanup();
  }
});
