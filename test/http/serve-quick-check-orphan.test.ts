// /readyz's check of every page (PRAGMA quick_check) runs in a process of the server's. A server
// killed with SIGKILL (an OOM kill, a supervisor giving up on a stop) never ran its stop, and the
// check went on alone, reading the whole store (at national size 4 GB, minutes on a busy machine)
// for no one. It now ends once the server is gone, part-way through the store, its answer never
// written: what the first test holds it to, whatever the speed of the machine. (On a store small
// enough for a test the old check too ended soon after its server, having read the rest.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';
import { spawnQuickCheck } from '../../src/store/quick-check.ts';
import type { ChildProcess } from 'node:child_process';

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

/** Reads /proc: Linux only. */
const skip = process.platform !== 'linux' && 'reads /proc';

/** The seed store and 64 MB more for the check to read (it is caught part-way), built once for the file's tests. */
let store: Promise<string> | undefined;
function fillerStore(): Promise<string> {
  store ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-orphan-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = await seedDatabaseFile(dir);
    const db = new DatabaseSync(path);
    db.exec(`CREATE TABLE filler (bytes BLOB);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 64)
      INSERT INTO filler SELECT randomblob(1000000) FROM n;`);
    db.close();
    return path;
  })();
  return store;
}

/** Waits until process `pid` has read 16 MB (a quarter of the filler), then holds it there with SIGSTOP; undefined if it ended first. */
async function stopPartWay(pid: () => number | undefined): Promise<number | undefined> {
  for (let i = 0; i < 3000; i++) {
    const found = pid();
    const read = found === undefined ? 0 : bytesRead(found);
    if (read === null || (found !== undefined && stateOf(found) === 'Z')) return undefined;
    if (found !== undefined && read > 16_000_000) {
      process.kill(found, 'SIGSTOP');
      return found;
    }
    await sleep(10);
  }
  assert.fail('no check found part-way');
}

// The process is this test's own here, as the server's is the server's, so that how it ended and
// what it wrote are seen: the pipe a killed server leaves is closed by the kernel, here by hand.
test('a page check whose server is gone ends part-way through the store, its answer never written', { skip, timeout: 60_000 }, async (t) => {
  const path = await fillerStore();
  // Caught with most of the filler still to read (a loaded machine may let one run past that: another is started).
  let child: ChildProcess | undefined;
  for (let attempt = 0; attempt < 5 && child === undefined; attempt++) {
    const started = spawnQuickCheck(path, path, '');
    t.after(() => { started.kill('SIGKILL'); });
    const pid = await stopPartWay(() => started.pid);
    if (pid !== undefined && (bytesRead(pid) ?? Infinity) < 32_000_000) child = started;
    else started.kill('SIGKILL');
  }
  assert.ok(child !== undefined, 'a check caught with half the store to read');
  let written = '';
  child.stdout!.on('data', (chunk: Buffer) => { written += chunk.toString(); });
  const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('close', (code, signal) => resolve([code, signal])));
  child.stdin!.destroy();
  process.kill(child.pid!, 'SIGCONT');
  const [code, signal] = await ended;
  // A check that read on to the end of the store answers {"problems":[],…} and exits 0.
  assert.equal(written, '', 'the check read on to the end of the store after its server was gone and wrote its answer');
  assert.deepEqual([code, signal], [null, 'SIGKILL']);
});

test('the page check of a server killed with SIGKILL ends with it rather than reading the store on alone', { skip, timeout: 60_000 }, async (t) => {
  // Held where it is while its server is killed: the check is under way when the server dies,
  // however fast this machine reads. A loaded machine may let one check read the whole store before
  // it is seen part-way: another server is started, as the test above starts another check.
  let server: Awaited<ReturnType<typeof startServeProcess>> | undefined;
  let check: number | undefined;
  for (let attempt = 0; attempt < 3 && check === undefined; attempt++) {
    if (server !== undefined) await server.stop('SIGKILL');
    server = await startServeProcess({ DATABASE_PATH: await fillerStore(), RATE_LIMITS: 'off' });
    const started = server;
    t.after(() => started.stop('SIGKILL'));
    check = await stopPartWay(() => childrenOf(started.pid, 'quick_check')[0]);
  }
  assert.ok(server !== undefined && check !== undefined, 'a check found part-way');
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
