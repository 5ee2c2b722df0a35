// `npm run import` stopped part-way by SIGTERM (a deploy, a scheduler's timeout) or SIGINT
// (Ctrl-C): the command says so, undoes what it had begun (a store it created, its lock) and ends
// by that signal. It used to end silently, leaving the empty store it had created at DATABASE_PATH,
// which npm start then served (answering nothing) instead of building the demo dataset there.
// The import is held opening its file, a named pipe, so the signal falls within it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { importLockPath } from '../../../src/store/import-lock.ts';
import { LV_FIXTURES, REPO, query, runImport, scratch } from './helpers.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const fifoUnsupported = (() => {
  if (process.platform === 'win32') return 'named pipes (mkfifo) are a POSIX feature';
  const probe = spawnSync('mkfifo', ['--version'], { encoding: 'utf8' });
  return probe.error ? `mkfifo cannot be run here (${probe.error.message})` : null;
})();
if (fifoUnsupported) console.log(`# skipped: ${fifoUnsupported}`);

/**
 * A folder whose register.csv is a named pipe no one writes to: opening it to read waits for ever,
 * so the import is held there, after it took its lock and opened the store, before any publish.
 */
function pipeFolder(base: string): string {
  const dir = join(base, 'held');
  mkdirSync(dir);
  const made = spawnSync('mkfifo', [join(dir, 'register.csv')], { encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
  return dir;
}

interface Ended { signal: NodeJS.Signals | null; status: number | null; stderr: string; stdout: string }

/** Starts the import, waits until it holds its lock and the store exists, sends `signal` and waits for the end. */
async function interrupted(databasePath: string, dir: string, signal: NodeJS.Signals): Promise<Ended> {
  const child: ChildProcess = spawn(process.execPath, ['src/cli/import.ts', 'lv', '--from', dir, '--only', 'register', '--progress', 'none'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout!.on('data', (c: Buffer) => { stdout += c; });
  child.stderr!.on('data', (c: Buffer) => { stderr += c; });
  const ended = new Promise<Ended>((resolve) => child.on('close', (status, sig) => { exited = true; resolve({ signal: sig, status, stderr, stdout }); }));
  // The lock is written, and the store opened, before the import reads its first file; a signal
  // is handled once the synchronous steps between them are done, so within the import.
  while (!exited && !(existsSync(importLockPath(databasePath)) && existsSync(databasePath))) await new Promise((resolve) => setTimeout(resolve, 20));
  if (exited) {
    const end = await ended;
    assert.fail(`the import ended before it read the pipe: status ${end.status}\n${end.stdout}${end.stderr}`);
  }
  child.kill(signal);
  return ended;
}

test('an import stopped by SIGTERM in a store it created removes that store and its lock, says so and ends by the signal', { skip: fifoUnsupported ?? false }, async (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const end = await interrupted(s.db, pipeFolder(s.dir), 'SIGTERM');
  assert.equal(existsSync(s.db), false, 'no empty store left for npm start to serve');
  assert.equal(existsSync(`${s.db}-wal`), false);
  assert.equal(existsSync(importLockPath(s.db)), false, 'the lock is released');
  assert.equal(end.signal, 'SIGTERM', `ended by the signal, not status ${end.status}: ${end.stdout}${end.stderr}`);
  assert.match(end.stderr, new RegExp(`import stopped by SIGTERM: nothing was published; DATABASE_PATH=${s.db} is as it was before the command`));
});

test('an import stopped by SIGINT leaves the store it imported into as it was, and its lock released', { skip: fifoUnsupported ?? false }, async (t) => {
  const s = scratch();
  t.after(s.cleanup);
  await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register'), fromDir: LV_FIXTURES });
  const served = () => query<{ regcode: string; name: string }>(s.db, 'SELECT regcode, name FROM companies ORDER BY regcode');
  const before = served();
  assert.ok(before.length > 0);
  const end = await interrupted(s.db, pipeFolder(s.dir), 'SIGINT');
  assert.equal(end.signal, 'SIGINT', `ended by the signal, not status ${end.status}: ${end.stdout}${end.stderr}`);
  assert.match(end.stderr, /import stopped by SIGINT: nothing was published/);
  assert.deepEqual(served(), before);
  assert.equal(existsSync(importLockPath(s.db)), false, 'the lock is released');
});
