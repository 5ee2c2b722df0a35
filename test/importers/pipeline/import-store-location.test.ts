// `npm run import` where the store cannot be written (DATABASE_PATH naming a directory, such as a
// volume's mount point, or a file under a link to a volume that is not mounted) stops before it
// touches anything, in one line naming DATABASE_PATH and the path at fault, status 2; it failed
// part-way with "ENOENT … mkdir" or "unable to open database file" and a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandEnv } from '../../helpers/command-env.ts';

const REPO = new URL('../../..', import.meta.url).pathname;
const FIXTURES = new URL('../../fixtures/lv/', import.meta.url).pathname;

function runImport(args: string[], databasePath: string) {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('a DATABASE_PATH that is a directory, a dangling link or lies under one is refused before anything is created', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-location-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const volume = join(dir, 'volume');
  mkdirSync(volume);
  const unmounted = join(dir, 'data');
  symlinkSync(join(dir, 'mnt-not-mounted'), unmounted);
  // The store file itself a link to a volume not mounted: the import wrote beside the link, or
  // failed with "unable to open database file".
  const linkedStore = join(dir, 'registry.sqlite');
  symlinkSync(join(dir, 'mnt-not-mounted', 'registry.sqlite'), linkedStore);
  // A directory on the way that is a file (a file copied where the volume's folder was meant).
  const notFolder = join(dir, 'notes.txt');
  writeFileSync(notFolder, 'not a folder');
  const cases: [string, RegExp][] = [
    [join(notFolder, 'registry.sqlite'), new RegExp(`^DATABASE_PATH=${notFolder}/registry\\.sqlite cannot be written: ${notFolder} is not a directory$`, 'm')],
    [linkedStore, new RegExp(`^DATABASE_PATH=${linkedStore} cannot be written: ${linkedStore} is a symbolic link to ${dir}/mnt-not-mounted/registry\\.sqlite, which does not exist`)],
    [volume, new RegExp(`^DATABASE_PATH=${volume} cannot be written: ${volume} is a directory: name the store file in it \\(${volume}/registry\\.sqlite\\)`)],
    [join(unmounted, 'registry.sqlite'), new RegExp(`^DATABASE_PATH=${unmounted}/registry\\.sqlite cannot be written: ${unmounted} is a symbolic link to ${dir}/mnt-not-mounted, which does not exist`)],
  ];
  for (const [databasePath, reason] of cases) {
    for (const args of [['lv', '--from', FIXTURES, '--progress', 'none'], ['reindex'], ['withdraw', 'lv.tax-rating']]) {
      const run = runImport(args, databasePath);
      if (args[0] !== 'lv' && databasePath !== volume) {
        // reindex and withdraw want an existing store: that is said first.
        assert.match(run.stderr, /does not exist/, `${args[0]} ${databasePath}`);
        continue;
      }
      assert.equal(run.status, 2, `${args.join(' ')} into ${databasePath}: ${run.stderr}`);
      assert.match(run.stderr, reason, args[0]);
      assert.equal(run.stderr.trim().split('\n').length, 1, `one line: ${run.stderr}`);
      assert.equal(run.stdout, '');
    }
  }
  assert.deepEqual(readdirSync(volume), [], 'nothing created in the directory');
  assert.equal(lstatSync(linkedStore).isSymbolicLink(), true, 'the link is still a link');
  assert.deepEqual(readdirSync(dir).sort(), ['data', 'notes.txt', 'registry.sqlite', 'volume'], 'nothing created beside the link');
  assert.equal(existsSync(join(dir, 'mnt-not-mounted')), false, 'the link target was not created');
});
