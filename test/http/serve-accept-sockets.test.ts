// New connections arriving together are accepted several in one turn of the server's event loop
// (src/cli/accept-sockets.ts): Node accepts one per listening socket per turn, and a busy server's
// turn lasts tens of milliseconds, so a client opening a pool of 50 connections waited seconds
// for the last of them. And the port, shared by the server's own sockets, is not shared with a
// second server started on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { ACCEPT_SOCKETS } from '../../src/cli/accept-sockets.ts';
import { spawnServeProcess, startServeProcess, type ServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const PRELOAD = new URL('../fixtures/serve/accepted-per-turn.cjs', import.meta.url).pathname;
const BURST = 24;
const LINUX_ONLY = process.platform === 'linux' ? false : 'the kernel spreads connections over sockets sharing a port on Linux only; elsewhere the server opens one';

/** Opens a connection and sends one request on it: once the kernel has taken it, and its answer's status line. */
function requestOnNewConnection(port: number, path: string): { connected: Promise<void>; status: Promise<string> } {
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => { connected = resolve; });
  const status = new Promise<string>((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      connected();
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { answer += chunk; });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
  return { connected: isConnected, status };
}

async function withServer(env: Record<string, string>, run: (server: ServeProcess, port: number) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'accept-sockets-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    const server = await startServeProcess({ DATABASE_PATH: databasePath, RATE_LIMITS: 'off', ...env });
    try {
      const listening = server.lines().find((l) => l.msg === 'listening')!;
      await run(server, listening.port!);
    } finally {
      process.kill(server.pid, 'SIGCONT');
      await server.stop('SIGTERM');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a burst of new connections is accepted several at a turn, and each is answered', { skip: LINUX_ONLY }, async () => {
  await withServer({ NODE_OPTIONS: `--require ${PRELOAD}` }, async (server, port) => {
    const listening = server.lines().find((l) => l.msg === 'listening')!;
    assert.equal(listening.acceptSockets, ACCEPT_SOCKETS, 'the listening line says how many sockets accept');
    // Stopped, the server accepts nothing: the kernel completes every connection and queues it,
    // as it does while a busy server's turn lasts. Then all of them wait at once.
    process.kill(server.pid, 'SIGSTOP');
    const requests = Array.from({ length: BURST }, () => requestOnNewConnection(port, '/healthz'));
    // Every connection queued: the client's `connect` comes once the kernel has completed it.
    await Promise.all(requests.map((r) => r.connected));
    process.kill(server.pid, 'SIGCONT');
    const statuses = await Promise.all(requests.map((r) => r.status));
    assert.deepEqual(statuses, Array.from({ length: BURST }, () => 'HTTP/1.1 200 OK'), 'every connection of the burst answered');
    await server.waitFor(() => server.lines().filter((l) => l.msg === 'connections accepted in one turn').reduce((n, l) => n + Number(l.count), 0) >= BURST);
    const perTurn = server.lines().filter((l) => l.msg === 'connections accepted in one turn').map((l) => Number(l.count));
    // One per turn would take 24 turns; spread over the sockets, the first turn takes one from each that has any.
    assert.ok(Math.max(...perTurn) >= 2, `accepted per turn: ${perTurn.join(', ')}`);
    assert.ok(perTurn.length < BURST, `${perTurn.length} turns for ${BURST} connections`);
  });
});

test('a second server started on the port of a running one is refused, HOST and PORT named', async () => {
  await withServer({}, async (_server, port) => {
    const dir = await mkdtemp(join(tmpdir(), 'accept-sockets-second-'));
    try {
      const second = spawnServeProcess({ DATABASE_PATH: await seedDatabaseFile(dir), RATE_LIMITS: 'off', PORT: String(port) });
      // A second server that listens would share the port, taking part of the first one's connections.
      const code = await Promise.race([second.exited, second.waitFor((l) => l.msg === 'listening').then(() => 'listening', () => 'never listened')]);
      if (code === 'listening') await second.stop('SIGKILL');
      assert.equal(code, 1, 'the second server stops');
      const said = second.lines().map((l) => String(l.msg)).join('\n');
      assert.match(said, new RegExp(`cannot start: HOST=127\\.0\\.0\\.1 PORT=${port}: cannot listen there: .*EADDRINUSE`));
      assert.ok(!second.lines().some((l) => l.msg === 'listening'), 'it never listens');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
