// An import on a full disk, for real (a small tmpfs, filled). The first import of a store whose
// schema could not be written failed with a stack trace ending in "cannot rollback - no transaction
// is active" (the ROLLBACK after SQLite had rolled back itself hid the reason) and left the store
// half-made; an import into a store whose publish found no room crashed writing its journal, with
// a stack trace in place of the report, so the operator read neither which sources failed nor that
// nothing was changed. Each now says the disk is full, where room is needed, and that nothing was
// published, with no stack trace, exit status 1, and the served data as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cannotMountSmallVolume, smallVolumeArgs } from '../../helpers/small-volume.ts';
import { spawnSyncGroup } from '../../helpers/process-group.ts';
import { LV_FIXTURES, REPO } from './helpers.ts';

const unsupported = cannotMountSmallVolume();
if (unsupported) console.log(`# skipped: ${unsupported}`);

const QUERY = `const { DatabaseSync } = await import('node:sqlite');
const db = new DatabaseSync(process.argv[1], { readOnly: true });
console.log('companies: ' + JSON.stringify(db.prepare('SELECT regcode, name FROM companies ORDER BY regcode').all()));`;

/** Runs `script` in a child that sees a tmpfs of `size` at the volume; $1 the store, $2 node, $3 the fixtures. */
function onSmallVolume(size: string, script: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'disk-full-'));
  try {
    const volume = join(dir, 'volume');
    mkdirSync(volume);
    const db = join(volume, 'store.sqlite');
    // In a group of its own, ended with it: the shell stopped by the timeout alone left its import running.
    const run = spawnSyncGroup('unshare', smallVolumeArgs(volume, size, script.join('\n'), [db, process.execPath, LV_FIXTURES]), {
      cwd: REPO, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 120_000,
    });
    assert.deepEqual(run.left, [], `the script (status ${run.status}, ${run.signal ?? 'no signal'}) left its commands running:\n${run.stderr}`);
    return { ...run, db };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const importLv = (more = '') => `env DATABASE_PATH="$1" "$2" src/cli/import.ts lv --from "$3" --progress none${more}`;
const statusOf = (stdout: string, label: string) => new RegExp(`^${label} (\\d+)$`, 'm').exec(stdout)?.[1];
const room = (db: string) => `free space beside DATABASE_PATH=${db} (the store and its -wal, which grows with what the command writes) and in the temporary directory (SQLITE_TMPDIR, else TMPDIR, else /var/tmp), then run the command again`;

test('a first import that cannot write the store\'s schema says the disk is full and where, and leaves no store', { skip: unsupported ?? false }, () => {
  const run = onSmallVolume('300k', [
    `${importLv()}; echo "status $?"`,
    'ls -A "$VOLUME" | sed "s/^/left: /"',
  ]);
  assert.equal(statusOf(run.stdout, 'status'), '1', run.stdout + run.stderr);
  const escaped = room(run.db).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(run.stderr, new RegExp(`^import failed: migration \\d+ \\(\\w+\\) failed: database or disk is full; nothing was published; ${escaped}$`, 'm'));
  assert.doesNotMatch(run.stderr, /no transaction is active/);
  assert.doesNotMatch(run.stderr, /\bat .+:\d+:\d+/, 'no stack trace');
  assert.doesNotMatch(run.stdout, /^left: /m, 'no half-made store for npm start to serve');
});

test('an import whose publish finds the disk full reports every source, says where to make room, and changes nothing', { skip: unsupported ?? false }, () => {
  const run = onSmallVolume('3m', [
    `${importLv(' --only register')} > /dev/null || exit 91`,
    `"$2" --input-type=module -e "${QUERY}" "$1"`,
    // The volume filled, then 64 KiB made free: room for the lock and the journal, not for the publish.
    'dd if=/dev/zero of="$VOLUME/fill" bs=4096 2>/dev/null; truncate -s -$((64 * 1024)) "$VOLUME/fill"',
    `${importLv(' --force')}; echo "status $?"`,
    'rm "$VOLUME/fill"',
    `"$2" --input-type=module -e "${QUERY}" "$1"`,
  ]);
  assert.equal(statusOf(run.stdout, 'status'), '1', run.stdout + run.stderr);
  assert.doesNotMatch(run.stderr, /\bat .+:\d+:\d+/, 'no stack trace');
  assert.match(run.stdout, /^Import finished with failures/m, run.stdout + run.stderr);
  const failed = [...run.stdout.matchAll(/^FAILED +(\S+)[^\n]*\n +([^\n]*)$/gm)];
  assert.ok(failed.some(([, source]) => source === 'lv.register'), run.stdout);
  assert.match(run.stdout, new RegExp(`lv\\.register[^\\n]*\\n +the command's publish failed: database or disk is full; nothing was changed; ${room(run.db).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const [before, after] = [...run.stdout.matchAll(/^companies: (.*)$/gm)].map((m) => m[1]);
  assert.ok(before && before !== '[]', run.stdout);
  assert.equal(after, before, 'the served companies are as they were');
});
