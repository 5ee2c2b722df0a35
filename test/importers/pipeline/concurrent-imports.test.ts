// Two imports into one store at once. The other one is a child process that holds the store as a
// publishing import does (its import lock and SQLite's write lock) until the test lets it go: a
// national register's publish holds the write lock for a minute or more, and an import started
// meanwhile failed with "database is locked" once SQLite's busy timeout (10 s) ran out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import { acquireImportLock, importLockPath } from '../../../src/store/import-lock.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const register = sources.find((s) => s.id === 'lv.register')!;
const officers = sources.find((s) => s.id === 'lv.officers')!;

/** A process that takes the store as an import does and keeps it until it reads a line. */
function holdStore(databasePath: string) {
  const lock = new URL('../../../src/store/import-lock.ts', import.meta.url).href;
  const code = `
    import { DatabaseSync } from 'node:sqlite';
    import { acquireImportLock } from ${JSON.stringify(lock)};
    const release = await acquireImportLock(${JSON.stringify(databasePath)});
    const db = new DatabaseSync(${JSON.stringify(databasePath)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('holding\\n');
    process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); release(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  const holding = new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (status) => reject(new Error(`the holding process ended (${status}) before it held the store`)));
  });
  return { child, holding, letGo: () => child.stdin.write('go\n') };
}

test('an import started while another is publishing waits for it, says so, then publishes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'concurrent-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  const first = await runImport({ databasePath, sources: [register], fromDir: LV_FIXTURES, now: new Date('2026-11-20T06:00:00Z') });
  assert.ok(first.ok);

  const other = holdStore(databasePath);
  t.after(() => other.child.kill());
  await other.holding;
  let told!: (message: string) => void;
  const waited = new Promise<string>((resolve) => { told = resolve; });
  const second = runImport({ databasePath, sources: [officers], fromDir: LV_FIXTURES, onWait: told });
  const outcome = await Promise.race([waited, second.then((r) => r)]);
  assert.equal(typeof outcome, 'string', `the import did not wait: ${JSON.stringify(outcome)}`);
  assert.match(outcome as string, new RegExp(`waiting for the import in process ${other.child.pid} \\(started .+\\) to finish writing`));

  other.letGo();
  await once(other.child, 'exit');
  const report = sourceReport(await second, 'lv.officers');
  assert.equal(report.status, 'published', report.message);
  assert.ok(query<{ n: number }>(databasePath, 'SELECT COUNT(*) AS n FROM person_roles')[0]!.n > 0);
  assert.equal(existsSync(importLockPath(databasePath)), false, 'the lock is gone with the import');
});

test('a lock left by an import that was killed is taken over at once', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'concurrent-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  writeFileSync(importLockPath(databasePath), JSON.stringify({ pid: 4_000_000, startedAt: '2026-11-20T06:00:00.000Z' }));
  const waits: string[] = [];
  const release = await acquireImportLock(databasePath, { onWait: (m) => waits.push(m), alive: (pid) => pid !== 4_000_000 });
  assert.deepEqual(waits, [], 'no wait for a process that no longer runs');
  release();
  assert.equal(existsSync(importLockPath(databasePath)), false);
});
