// npm run import, reindex and withdraw on a DATABASE_PATH that holds no store (another file) or a
// damaged one (cut short): each says so in one line naming DATABASE_PATH and what to do, status 1,
// and leaves the file as it was. The import and withdraw failed with SQLite's words alone and a
// stack trace (`import failed: Error: file is not a database at openForWriting …`), and reindex
// printed the words and the usage with status 2, which says the command line was wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { LV_FIXTURES, REPO, runImport } from './helpers.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const COMMANDS = [['lv', '--from', LV_FIXTURES, '--only', 'register', '--progress', 'none'], ['reindex'], ['withdraw', 'lv.vat']];

function runCli(args: string[], databasePath: string) {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function assertSaid(args: string[], databasePath: string, words: string, instead: string) {
  const before = readFileSync(databasePath);
  const run = runCli(args, databasePath);
  const name = args.join(' ');
  assert.equal(run.status, 1, `${name}: ${run.stderr}`);
  assert.equal(run.stderr, `import failed: DATABASE_PATH=${databasePath} cannot be read as a store: ${words}; `
    + `${instead}, or move this file away for the command to create a new one\n`, name);
  assert.equal(run.stdout, '', name);
  assert.deepEqual(readFileSync(databasePath), before, `${name} left the file as it was`);
}

test('a DATABASE_PATH holding another file is named in one line by the import, reindex and withdraw, status 1', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-unreadable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const notStore = join(dir, 'registry.sqlite');
  writeFileSync(notStore, 'regcode,name\n'.repeat(400));
  for (const args of COMMANDS) assertSaid(args, notStore, 'file is not a database', 'point DATABASE_PATH at the store');
});

test('a store cut short is named in one line by the import, reindex and withdraw, status 1', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-unreadable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const whole = join(dir, 'whole.sqlite');
  await runImport({ databasePath: whole, sources: sources.filter((s) => ['lv.register', 'lv.vat'].includes(s.id)), fromDir: LV_FIXTURES });
  const bytes = readFileSync(whole);
  const cut = join(dir, 'registry.sqlite');
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  for (const args of COMMANDS) assertSaid(args, cut, 'database disk image is malformed', 'restore the store from a backup');
});
