// `npm run import -- reindex` and `withdraw SOURCE` stopped by SIGINT (Ctrl-C) or SIGTERM ended
// without a word: each is one transaction written without a pause on the main thread, where no
// handler could run. They now run it in a worker thread, and the command says that nothing was
// changed and DATABASE_PATH is as it was, ends by the signal, and the next command runs.
// The store's write lock is held by this test, so the command is held at its transaction's start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../../src/importers/lv/index.ts';
import { importLockPath } from '../../../src/store/import-lock.ts';
import { LV_FIXTURES, REPO, dumpStore, runImport, scratch } from './helpers.ts';
import { commandEnv } from '../../helpers/command-env.ts';

interface Ended { signal: NodeJS.Signals | null; status: number | null; stderr: string; stdout: string }

function lockHolder(databasePath: string): number | null {
  try {
    return (JSON.parse(readFileSync(importLockPath(databasePath), 'utf8')) as { pid: number }).pid;
  } catch {
    return null; // not there, or being written
  }
}

/** Runs the command while this process holds the store's write lock; sends `signal` once it holds the import lock. */
async function interrupted(args: string[], databasePath: string, signal: NodeJS.Signals): Promise<Ended> {
  const holder = new DatabaseSync(databasePath);
  holder.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE');
  try {
    const child = spawn(process.execPath, ['src/cli/import.ts', ...args], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let exited = false;
    child.stdout.on('data', (c: Buffer) => { stdout += c; });
    child.stderr.on('data', (c: Buffer) => { stderr += c; });
    const ended = new Promise<Ended>((resolve) => child.on('close', (status, sig) => { exited = true; resolve({ signal: sig, status, stderr, stdout }); }));
    // The lock naming this command (the one an earlier case left names a process now gone).
    while (!exited && lockHolder(databasePath) !== child.pid) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(exited, false, `${args.join(' ')} ended before it took its lock: ${stderr}`);
    child.kill(signal);
    return await ended;
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
  }
}

test('reindex and withdraw stopped by a signal say nothing was changed, end by the signal and leave the store as it was', async (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register' || d.id === 'lv.officers'), fromDir: LV_FIXTURES });
  assert.equal(report.ok, true);
  const before = dumpStore(s.db);
  const cases: [string[], NodeJS.Signals][] = [[['reindex'], 'SIGINT'], [['withdraw', 'lv.officers'], 'SIGTERM']];
  for (const [args, signal] of cases) {
    const end = await interrupted(args, s.db, signal);
    assert.equal(end.signal, signal, `${args.join(' ')}: ${end.stdout}${end.stderr}`);
    assert.equal(end.stderr, `${args[0]} stopped by ${signal}: nothing was changed; DATABASE_PATH=${s.db} is as it was before the command; run the command again\n`);
    assert.equal(end.stdout, '');
    assert.deepEqual(dumpStore(s.db), before, `${args.join(' ')}: the store is as it was`);
  }
  // The lock left names a process that no longer runs: the next command takes it over.
  const again = spawnSync(process.execPath, ['src/cli/import.ts', 'withdraw', 'lv.officers'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db }), encoding: 'utf8', timeout: 60_000,
  });
  assert.equal(again.status, 0, again.stderr);
  assert.match(again.stdout, /^lv\.officers: withdrawn, \d+ role/);
});
