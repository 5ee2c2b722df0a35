// The report names the store an import published into, made absolute, and says when the command
// created it: a scheduled job started in another folder (cron starts one in the home folder)
// resolves the default DATABASE_PATH there, and its report read as a success into the served store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LV_FIXTURES, REPO } from './helpers.ts';
import { commandEnv } from '../../helpers/command-env.ts';

function importRegister(cwd: string, databasePath: string) {
  const run = spawnSync(process.execPath, [join(REPO, 'src/cli/import.ts'), 'lv', '--only', 'register', '--from', LV_FIXTURES, '--progress', 'none'], {
    cwd, env: commandEnv({ DATABASE_PATH: databasePath }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('the report names the store it published into, absolute, and a store the command created', (t) => {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'import-store-path-')));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  mkdirSync(join(home, 'data'));
  const first = importRegister(home, 'data/registry.sqlite');
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout, /^Published lv\.register in one transaction/m);
  const store = join(home, 'data/registry.sqlite');
  assert.ok(first.stdout.includes(`Store: DATABASE_PATH=${store}, a new store this command created (no store was there before)`), first.stdout);

  const again = importRegister(home, 'data/registry.sqlite');
  assert.equal(again.status, 0, again.stderr);
  // Unchanged files publish nothing: no store line. Forced, the store is named, not as new.
  const forced = spawnSync(process.execPath, [join(REPO, 'src/cli/import.ts'), 'lv', '--only', 'register', '--from', LV_FIXTURES, '--force', '--progress', 'none'], {
    cwd: home, env: commandEnv({ DATABASE_PATH: 'data/registry.sqlite' }), encoding: 'utf8', timeout: 60_000,
  });
  assert.equal(forced.status, 0, forced.stderr);
  assert.match(forced.stdout, new RegExp(`^Store: DATABASE_PATH=${store.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm'));
});
