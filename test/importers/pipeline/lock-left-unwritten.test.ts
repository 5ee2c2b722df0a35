// The import lock on a full disk. The lock was created, then its holder could not be written into
// it (ENOSPC): the command failed with a stack trace and left the file empty, naming no process,
// which every later import took for "another import" being written that very moment and waited
// for, for ever, long after the disk was freed (a scheduled import piling up a waiting process
// each night). The command now removes the lock it could not write, saying so in one line, and a
// lock that still names no process well after it was written is taken over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { acquireImportLock, importLockPath } from '../../../src/store/import-lock.ts';
import { cannotMountSmallVolume, smallVolumeArgs } from '../../helpers/small-volume.ts';
import { spawnSyncGroup } from '../../helpers/process-group.ts';
import { LV_FIXTURES, REPO } from './helpers.ts';

/** Acquires the lock, failing (rather than waiting) if the command would wait; resolves to the release. */
const acquireWithoutWaiting = (databasePath: string) => new Promise<() => void>((resolve, reject) => {
  acquireImportLock(databasePath, { onWait: (m) => reject(new Error(`waited: ${m}`)) }).then(resolve, reject);
});

test('a lock left naming no process (written empty a minute ago) is taken over at once', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-unwritten-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  const lock = importLockPath(databasePath);
  writeFileSync(lock, '');
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(lock, minuteAgo, minuteAgo);
  const release = await acquireWithoutWaiting(databasePath);
  release();
  assert.equal(existsSync(lock), false);
});

test('a lock being written this very moment (empty, just written) is still waited for, naming the lock', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-unwritten-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  const lock = importLockPath(databasePath);
  writeFileSync(lock, '');
  // Dated ahead, so that no pause of this machine can make it look left behind.
  const ahead = new Date(Date.now() + 3_600_000);
  utimesSync(lock, ahead, ahead);
  await assert.rejects(acquireWithoutWaiting(databasePath),
    new RegExp(`^Error: waited: waiting for another import \\(its lock ${importLockPath(databasePath)} names no process yet; one left so is taken over 10 s after it was written\\)`));
});

// A real full disk: a small tmpfs, filled, mounted in a user and mount namespace of the child's own.
const fullDiskUnsupported = cannotMountSmallVolume();
if (fullDiskUnsupported) console.log(`# skipped: ${fullDiskUnsupported}`);

test('an import whose lock cannot be written (a full disk) says so in one line, leaves no lock, and the next import runs once room is made', { skip: fullDiskUnsupported ?? false }, (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-full-disk-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const volume = join(dir, 'volume');
  mkdirSync(volume);
  const db = join(volume, 'store.sqlite');
  const importCmd = `env DATABASE_PATH="$1" "$2" src/cli/import.ts lv --from "$3" --only register --progress none`;
  const script = [
    `${importCmd} > /dev/null || exit 91`,
    'dd if=/dev/zero of="$VOLUME/fill" bs=4096 count=10000 2>/dev/null',
    `${importCmd} --force; echo "status $?"`,
    'test -e "$1.import-lock" && echo "lock left: $(wc -c < "$1.import-lock") bytes"',
    'rm "$VOLUME/fill"',
    // Room made: the next import runs, where it waited for "another import" for ever (cut after a minute here).
    `timeout 60 ${importCmd} --force; echo "status $?"`,
  ].join('\n');
  // In a group of its own, ended with it: the shell stopped by the timeout alone left its import running.
  const run = spawnSyncGroup('unshare', smallVolumeArgs(volume, '2m', script, [db, process.execPath, LV_FIXTURES]), {
    cwd: REPO, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 120_000,
  });
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.deepEqual(run.left, [], 'the script left none of its commands running');
  const [full, freed] = run.stdout.split(/^status /m).slice(1).map((part) => part.split('\n')[0]);
  assert.equal(full, '1', run.stdout + run.stderr);
  assert.match(run.stderr, new RegExp(`^import failed: cannot write the import lock ${db}\\.import-lock: no space left on the device \\(ENOSPC\\); free space there and run the command again$`, 'm'));
  assert.doesNotMatch(run.stderr, /\bat .+:\d+:\d+/, 'no stack trace');
  assert.doesNotMatch(run.stdout, /lock left/);
  assert.equal(freed, '0', `${run.stdout}\n${run.stderr}`);
  assert.match(run.stdout, /PUBLISHED\s+lv\.register/);
});
