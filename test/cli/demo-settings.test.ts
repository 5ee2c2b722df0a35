// `npm run demo` reads DATABASE_PATH alone (SETTING_READERS): a wrong server or import setting in
// the shared env file used to end it at `PORT must be …`, status 1, with no demo built. It now
// names each on stderr and builds the demo; an empty DATABASE_PATH, which it reads, is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandEnv } from '../helpers/command-env.ts';

const REPO = new URL('../..', import.meta.url).pathname;

function runDemo(env: Record<string, string>) {
  // The smallest scale: a few hundred companies, built in about two seconds.
  return spawnSync(process.execPath, ['src/cli/demo.ts', '--scale', '0.02'], {
    cwd: REPO, env: commandEnv(env), encoding: 'utf8', timeout: 120_000,
  });
}

test('the demo builds with a wrong server or import setting, naming each on stderr, and refuses an empty DATABASE_PATH', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'demo-settings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'demo.sqlite');
  const run = runDemo({ DATABASE_PATH: databasePath, PORT: 'abc', IMPORT_IDLE_TIMEOUT: 'abc' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Demo dataset: \d+ companies/);
  const warnings = run.stderr.split('\n').filter((l) => l.includes(' will refuse '));
  assert.deepEqual(warnings.map((l) => /^(.+) will refuse (\w+) \(not read by npm run demo\): /.exec(l)?.slice(1)), [
    ['the server', 'PORT'], ['npm run import', 'IMPORT_IDLE_TIMEOUT'],
  ], run.stderr);
  assert.ok(existsSync(databasePath), 'the demo store was built');

  const empty = runDemo({ DATABASE_PATH: '' });
  assert.equal(empty.status, 1, empty.stderr);
  assert.match(empty.stderr, /^DATABASE_PATH is set but empty/);
});
