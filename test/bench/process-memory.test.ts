// The bench reads the server's memory after the load runs from /proc, for the server and its
// children. The server runs a store check in a short-lived child process; a child that has ended
// but is not yet reaped (a zombie) has no VmRSS line, and the figure became NaN, so `npm run bench`
// reported no RSS and its smoke test failed on a busy machine. A zombie child now counts as none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processTreeMemory } from '../../bench/load/server.ts';

const zombieChildOf = (pid: number) => readdirSync('/proc').filter((e) => /^\d+$/.test(e)).some((e) => {
  try {
    const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]) === pid && fields[0] === 'Z';
  } catch {
    return false;
  }
});

test('the memory of a process whose child ended unreaped is its own, a finite figure', { skip: process.platform !== 'linux' && 'reads /proc (Linux only)' }, async (t) => {
  // sh starts `true` in the background, then becomes `sleep`, which never reaps it: a zombie child.
  const parent = spawn('sh', ['-c', 'true & exec sleep 30'], { stdio: 'ignore' });
  t.after(() => parent.kill('SIGKILL'));
  const deadline = Date.now() + 5000;
  while (!zombieChildOf(parent.pid!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  assert.ok(zombieChildOf(parent.pid!), 'the child ended and was not reaped');
  const memory = processTreeMemory(parent.pid!);
  assert.ok(memory !== null && Number.isFinite(memory.rss) && memory.rss > 0, `rss ${memory?.rss}`);
  assert.ok(Number.isFinite(memory.peak) && memory.peak >= memory.rss, `peak ${memory.peak}`);
});
