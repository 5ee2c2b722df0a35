// /readyz's check of every page (PRAGMA quick_check) runs in a process of the server's. A server
// killed with SIGKILL (an OOM kill, a supervisor giving up on a stop) never ran its stop, and the
// check went on alone, reading the whole store (at national size 4 GB, minutes on a busy machine)
// for no one. It now ends once the server is gone, part-way through the store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

/** The state letter of process `pid` (R, S, Z …), or null once it is gone. */
function stateOf(pid: number): string | null {
  try {
    // "pid (comm) S ppid …": the command may hold spaces and parentheses, the state follows the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` and whose command line holds `text`. */
function childrenOf(pid: number, text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text)) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** Bytes process `pid` has read so far (its store's pages, mostly), or null once it is gone. */
function bytesRead(pid: number): number | null {
  try {
    return Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the page check of a server killed with SIGKILL ends with it rather than reading the store on alone', { skip: process.platform !== 'linux' && 'reads /proc', timeout: 60_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'check-orphan-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = await seedDatabaseFile(dir);
  // 64 MB more for the check to read: it is caught part-way.
  const db = new DatabaseSync(path);
  db.exec(`CREATE TABLE filler (bytes BLOB);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 64)
    INSERT INTO filler SELECT randomblob(1000000) FROM n;`);
  db.close();

  const server = await startServeProcess({ DATABASE_PATH: path, RATE_LIMITS: 'off' });
  t.after(() => server.stop('SIGKILL'));
  let check: number | undefined;
  for (let i = 0; i < 3000 && check === undefined; i++) {
    check = childrenOf(server.pid, 'quick_check').find((pid) => (bytesRead(pid) ?? 0) > 16_000_000);
    if (check === undefined) await sleep(10);
  }
  assert.ok(check !== undefined, 'a check found part-way');
  // Held where it is while its server is killed: the check is under way when the server dies,
  // however fast this machine reads.
  process.kill(check, 'SIGSTOP');
  t.after(() => { if (stateOf(check) !== null) process.kill(check, 'SIGKILL'); });
  assert.equal(server.lines().some((l) => typeof l.msg === 'string' && /quick_check/.test(l.msg)), false, 'the check has not ended');
  await server.stop('SIGKILL');
  process.kill(check, 'SIGCONT');

  // A process gone, or ended and waiting to be reaped by whatever adopted it.
  let state = stateOf(check);
  for (let i = 0; i < 50 && state !== null && state !== 'Z'; i++) {
    await sleep(100);
    state = stateOf(check);
  }
  assert.ok(state === null || state === 'Z', `the check still runs 5 s after its server was killed (state ${state}, ${bytesRead(check)} bytes read)`);
});
