// WORKERS > 1: `npm start` forks that many server processes on one port (src/cli/serve-primary.ts).
// They all answer, one that dies is replaced, SIGTERM stops every one of them, every process logs
// JSON lines that read alike, and settings that would break the rate-limit contract or make no
// sense are refused at start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { SERVE, spawnServeProcess, startServeProcess, type LogLine } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const isListening = (l: LogLine) => l.msg === 'listening' && typeof l.pid === 'number';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function search(url: string): Promise<number> {
  const r = await fetch(`${url}/api/public/v1/companies/search?q=ab`);
  await r.arrayBuffer();
  return r.status;
}

test('WORKERS=2 serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = await startServeProcess({ DATABASE_PATH: databasePath, WORKERS: '2', RATE_LIMITS: 'off' });
    try {
      await server.waitFor(() => server.lines().filter(isListening).length >= 2);
      const workers = [...new Set(server.lines().filter(isListening).map((l) => l.pid!))];
      assert.equal(workers.length, 2, 'two worker processes listen');
      assert.ok(!workers.includes(server.pid), 'the process started serves nothing itself');
      const ports = new Set(server.lines().filter(isListening).map((l) => l.port));
      assert.equal(ports.size, 1, 'both on the one port');
      for (let i = 0; i < 6; i++) assert.equal(await search(server.url), 200);

      process.kill(workers[0]!, 'SIGKILL');
      await server.waitFor((l) => l.msg === 'a worker stopped unexpectedly; starting another' && l.worker === workers[0]);
      await server.waitFor((l) => isListening(l) && !workers.includes(l.pid!));
      const replacement = server.lines().filter(isListening).map((l) => l.pid!).find((pid) => !workers.includes(pid))!;
      for (let i = 0; i < 6; i++) assert.equal(await search(server.url), 200, 'still answering after a worker died');

      assert.equal(await server.stop('SIGTERM'), 0, 'a clean stop exits 0');
      for (const pid of [workers[1]!, replacement]) assert.equal(alive(pid), false, `worker ${pid} stopped with the primary`);
      assert.equal(server.lines().filter((l) => l.msg === 'shutting down').length, 2, 'each worker shut down gracefully');
      // (Waited for: the exit may be seen before the last of the output is read.)
      await server.waitFor((l) => l.role === 'primary' && typeof l.msg === 'string' && l.msg.startsWith('stopped'));
      await server.waitFor(() => server.lines().filter((l) => l.msg === 'stopped: connections drained, store closed').length === 2);
      const last = server.lines().filter((l) => l.role === 'primary').at(-1)!;
      assert.deepEqual([last.role, last.msg, last.signal, last.code], ['primary', 'stopped: every worker stopped', 'SIGTERM', 0], JSON.stringify(last));
      assert.ok(Number.isInteger(last.ms), 'with how long the stop took');
      // The primary's lines (on stderr) and the workers' (pino, on stdout) read alike.
      assert.ok(server.lines().some((l) => l.role === 'primary'), 'the primary logged');
      assert.deepEqual(server.otherLines(), [], 'every line is a JSON object');
      for (const l of server.lines()) {
        assert.ok(['info', 'warn', 'error'].includes(l.level as string), `level by name: ${JSON.stringify(l)}`);
        assert.equal(l.hostname, hostname(), `the host is named: ${JSON.stringify(l)}`);
      }
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('workers whose primary is killed outright stop too, and a port in use stops the whole server with status 1', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-orphans-'));
  const taken = createServer();
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = await startServeProcess({ DATABASE_PATH: databasePath, WORKERS: '2', RATE_LIMITS: 'off' });
    await server.waitFor(() => server.lines().filter(isListening).length >= 2);
    const workers = server.lines().filter(isListening).map((l) => l.pid!);
    await server.stop('SIGKILL');
    await waitUntil(() => workers.every((pid) => !alive(pid)), `workers ${workers.join(', ')} exit without their primary`);

    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
    const port = (taken.address() as { port: number }).port;
    const child = spawn(process.execPath, [SERVE], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), WORKERS: '2', RATE_LIMITS: 'off', DATABASE_PATH: databasePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    assert.equal(code, 1, `a port in use ends the server with status 1:\n${stderr}`);
    assert.match(stderr, /EADDRINUSE/, 'the worker says why');
    assert.match(stderr, /a worker failed to start; stopping/);
  } finally {
    taken.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('WORKERS=2 stopped while its workers still start exits 0, as a stop requested', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-stopped-starting-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = spawnServeProcess({ DATABASE_PATH: databasePath, WORKERS: '2', RATE_LIMITS: 'off' });
    try {
      // The workers are forked on this line and take a second or more to start: the stop reaches
      // them before they listen (a deploy stopped at once, a probe that gave up).
      await server.waitFor((l) => l.role === 'primary' && l.msg === 'starting workers');
      process.kill(server.pid, 'SIGTERM');
      assert.equal(await server.exited, 0, server.lines().map((l) => JSON.stringify(l)).join('\n'));
      const last = await server.waitFor((l) => l.role === 'primary' && l.msg === 'stopped: every worker stopped');
      assert.deepEqual([last.level, last.code], ['info', 0], JSON.stringify(last));
      assert.equal(server.lines().filter(isListening).length, 0, 'stopped before any worker listened');
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a second signal to the primary of WORKERS=2 says so last, kills the workers still draining and exits 1', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-second-signal-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = await startServeProcess({ DATABASE_PATH: databasePath, WORKERS: '2', RATE_LIMITS: 'off' });
    try {
      await server.waitFor(() => server.lines().filter(isListening).length >= 2);
      const workers = server.lines().filter(isListening).map((l) => l.pid!);
      // A worker that cannot finish its stop (as one held by a long request would be): the first
      // signal leaves the primary waiting for it.
      process.kill(workers[0]!, 'SIGSTOP');
      process.kill(server.pid, 'SIGTERM');
      await server.waitFor((l) => l.role === 'primary' && l.msg === 'shutting down the workers');
      process.kill(server.pid, 'SIGINT');
      assert.equal(await server.exited, 1);
      const last = await server.waitFor((l) => l.role === 'primary' && typeof l.msg === 'string' && l.msg.startsWith('second signal'));
      assert.equal(server.lines().filter((l) => l.role === 'primary').at(-1), last, 'the primary\'s last line');
      assert.deepEqual([last.level, last.msg, last.signal], ['warn', 'second signal: killing the workers and exiting at once', 'SIGINT'], JSON.stringify(last));
      assert.ok((last.workers as number[]).includes(workers[0]!), `names the workers it kills: ${JSON.stringify(last)}`);
      await waitUntil(() => workers.every((pid) => !alive(pid)), `workers ${workers.join(', ')} ended with the primary`);
    } finally {
      for (const pid of server.lines().filter(isListening).map((l) => l.pid!)) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('WORKERS written as 1 in another way (01) serves from the process started, as WORKERS=1 does', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-one-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = await startServeProcess({ DATABASE_PATH: databasePath, WORKERS: '01', RATE_LIMITS: 'off' });
    try {
      await server.waitFor(isListening);
      assert.deepEqual(server.lines().filter(isListening).map((l) => l.pid), [server.pid], 'the process started listens itself');
      assert.equal(await search(server.url), 200);
      assert.ok(!server.lines().some((l) => l.role === 'primary'), 'no primary');
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('WORKERS is refused when it is not a count, or when the workers would count rate limits apart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'workers-refused-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    // The reason comes as the JSON log line, its quotes escaped.
    for (const [env, reason] of [
      [{ WORKERS: 'two' }, /WORKERS must be a whole number from 1 to 32 written in digits, got \\"two\\"/],
      [{ WORKERS: '0' }, /WORKERS must be a whole number/],
      // Read as 1 by Number(), so started as one server rather than a primary: still refused.
      [{ WORKERS: ' 1 ' }, /WORKERS must be a whole number from 1 to 32 written in digits, got \\" 1 \\"/],
      [{ WORKERS: '0x2' }, /WORKERS must be a whole number from 1 to 32 written in digits, got \\"0x2\\"/],
      [{ WORKERS: '2' }, /WORKERS=2 needs REDIS_URL/],
    ] as const) {
      await assert.rejects(startServeProcess({ DATABASE_PATH: databasePath, ...env }), reason, JSON.stringify(env));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
