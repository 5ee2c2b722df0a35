// npm run import (and reindex, run in its worker) on a store another process holds a write
// transaction on past SQLite's wait (an sqlite3 shell, a backup tool: imports take turns by their
// own lock): one line naming DATABASE_PATH, why and what to do, status 1, the served data as it
// was. It failed with `import failed: Error: database is locked` and a stack trace, naming no store,
// and import and withdraw then waited the holder out a second time in their closing checkpoint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { LV_FIXTURES, REPO, dumpStore, runImport } from './helpers.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { importLockPath } from '../../../src/store/import-lock.ts';
import { commandEnv } from '../../helpers/command-env.ts';

function runCli(args: string[], databasePath: string, lockWait: string) {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath, IMPORT_LOCK_WAIT: lockWait }), encoding: 'utf8', timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, ms: Date.now() - started };
}

test('a store another process holds a write transaction on is named in one line by the import, reindex and withdraw, status 1, at the first wait, data as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-locked-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'registry.sqlite');
  await runImport({ databasePath: store, sources: sources.filter((s) => s.id === 'lv.register'), fromDir: LV_FIXTURES });
  // A register file that would change a name, were it published.
  const files = join(dir, 'files');
  cpSync(LV_FIXTURES, files, { recursive: true });
  const register = join(files, 'register.csv');
  writeFileSync(register, readFileSync(register, 'utf8').replaceAll('Alfa Koks', 'Alfa Koks Renamed'));
  const before = dumpStore(store);

  const holder = new DatabaseSync(store);
  t.after(() => { if (holder.isOpen) holder.close(); });
  // Pages of the holder's earlier commit wait in the log: a checkpoint the command ran after its
  // failure would copy them into the store file, once SQLite's wait for the holder's lock had run out
  // a second time (the command ended after 20 s, not 10).
  holder.exec('CREATE TABLE held_scratch (x); DROP TABLE held_scratch;');
  holder.exec('BEGIN IMMEDIATE');
  const storeFile = readFileSync(store);
  const said = (databasePath: string, seconds: number) => `import failed: DATABASE_PATH=${databasePath} is locked: another process held a write `
    + `transaction on it for over ${seconds} s (IMPORT_LOCK_WAIT; not an import, reindex or withdraw, which take turns: an sqlite3 shell or a backup tool `
    + 'writing it?); the served data is as it was; end that process\'s transaction, then run the command again\n';
  // Each waits as long as IMPORT_LOCK_WAIT says (the default, 10 s, is the setting's own test's).
  for (const [args, wait] of [[['lv', '--from', files, '--only', 'register', '--progress', 'none'], 2], [['reindex'], 1], [['withdraw', 'lv.register'], 1]] as const) {
    const run = runCli([...args], store, String(wait));
    assert.equal(run.status, 1, `${args[0]}: ${run.stderr}`);
    assert.equal(run.stderr, said(store, wait), args[0]);
    assert.ok(run.ms >= wait * 1000, `${args[0]}: waited the ${wait} s asked, not ${run.ms} ms`);
    assert.doesNotMatch(run.stderr, /\n\s+at /, `${args[0]}: no stack trace`);
    assert.ok(readFileSync(store).equals(storeFile), `${args[0]}: ended at its failure, no checkpoint waiting for the holder again`);
    assert.equal(existsSync(importLockPath(store)), false, `${args[0]}: the import lock released`);
  }
  holder.exec('ROLLBACK');
  holder.close();
  assert.deepEqual(dumpStore(store), before, 'the served data is as it was');
});
