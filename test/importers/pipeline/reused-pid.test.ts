// An import killed with its container (out of memory, a deploy) leaves its lock and its running
// runs naming its pid, and the next container's import process is given the same small pid: a
// pid alone then named a live process, the new import itself, which waited for "the import in
// process N" for ever, every scheduled run after it too, and left the killed runs `running`.
// A lock and a run now name when their process started, and a live process that started at
// another instant is another process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { acquireImportLock, importLockPath } from '../../../src/store/import-lock.ts';
import { endAbandonedRuns, startImportRun } from '../../../src/store/import-runs.ts';
import { processStart, thisProcessStart } from '../../../src/store/process-identity.ts';
import { openForWriting } from '../../../src/store/open.ts';
import { query } from './helpers.ts';

const skip = thisProcessStart === null ? 'the system does not say when a process started (no /proc): a pid alone decides there' : false;
if (skip) console.log(`# skipped: ${skip}`);

/** This process's pid as a process that started earlier had it: same boot, other clock ticks. */
const earlierStart = () => `${thisProcessStart!.split(':')[0]}:1`;

test('a lock naming this pid, taken by a process that started at another instant, is taken over at once', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'reused-pid-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  writeFileSync(importLockPath(databasePath), JSON.stringify({ pid: process.pid, startedAt: '2026-11-20T06:00:00.000Z', start: earlierStart() }));
  const release = await new Promise<() => void>((resolve, reject) => {
    acquireImportLock(databasePath, { onWait: (m) => reject(new Error(`waited: ${m}`)) }).then(resolve, reject);
  });
  release();
  assert.equal(existsSync(importLockPath(databasePath)), false);
});

test('a lock of a process still running is waited for, as before', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'reused-pid-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  // The parent of this process runs as long as it does.
  writeFileSync(importLockPath(databasePath), JSON.stringify({ pid: process.ppid, startedAt: '2026-11-20T06:00:00.000Z', start: processStart(process.ppid) }));
  let waited = '';
  const release = await acquireImportLock(databasePath, {
    // Told why it waits, the holder lets go: the waiting call then takes the lock.
    onWait: (m) => { waited = m; rmSync(importLockPath(databasePath)); },
    pollMs: 10,
  });
  release();
  assert.match(waited, new RegExp(`^waiting for the import in process ${process.ppid} `));
});

test('a run naming this pid, started by a process that started at another instant, is ended as interrupted', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'reused-pid-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'store.sqlite');
  const db = openForWriting(path);
  const killed = startImportRun(db, 'lv.register', new Date('2026-11-20T06:00:00Z'), process.pid, earlierStart());
  const going = startImportRun(db, 'lv.officers', new Date('2026-11-20T06:00:00Z'));
  assert.equal(endAbandonedRuns(db, new Date('2026-11-21T06:00:00Z')), 1);
  db.close();
  const runs = query<{ id: number; status: string; message: string }>(path, 'SELECT id, status, message FROM import_runs ORDER BY id');
  assert.deepEqual(runs.map((r) => [r.id, r.status]), [[killed, 'interrupted'], [going, 'running']]);
  assert.equal(runs[0]!.message, `process ${process.pid} ended before the run finished; nothing was changed`);
  assert.match(runs[1]!.message, new RegExp(`^running in process ${process.pid} \\(start [^)]+\\)$`));
});
