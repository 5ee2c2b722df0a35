// SIGTERM and SIGINT stop the server even while a client holds a connection on which its request
// has only partly arrived: that connection was never idle to Node, and a closing server no longer
// applies the request time limit, so the process stayed up for as long as the client wished. The
// stop, once complete, is logged as such.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

/** A connection that has sent part of a request's headers and then nothing more. */
async function halfSentRequest(url: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.write('GET /api/public/v1/companies/search?q=alfa HTTP/1.1\r\nHost: registry\r\n');
  return { socket, closed };
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} ends the server, status 0, while a client has sent only part of a request`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startServeProcess({ DATABASE_PATH: await seedDatabaseFile(dir), RATE_LIMITS: 'off' });
    const half = await halfSentRequest(server.url);
    t.after(() => half.socket.destroy());
    // The server has read the part sent: it answers another request after it.
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);

    // Not a time limit on the shutdown: only so that a server that never ends fails the test.
    const guard = setTimeout(() => void server.stop('SIGKILL'), 120_000);
    const code = await server.stop(signal);
    clearTimeout(guard);
    assert.equal(code, 0, server.lines().map((l) => JSON.stringify(l)).join('\n'));
    await half.closed;
    assert.ok(server.lines().some((l) => l.msg === 'shutting down' && l.signal === signal));
    // A clean stop says so last, with how long it took: a log that ends at "shutting down" is a
    // process that died draining.
    // (Waited for: the exit may be seen before the last of the output is read.)
    const stopped = await server.waitFor((l) => l.msg === 'stopped: connections drained, store closed');
    // Last as logged and as written: a process that exits while its logger still writes an
    // earlier line ends its log with that line ("shutting down" after "stopped").
    const later = server.lines().filter((l) => (l.time as number) > (stopped.time as number));
    assert.deepEqual(later, [], 'nothing is logged after the stop line');
    const last = server.lines().at(-1)!;
    assert.equal(last, stopped, 'the last line written');
    assert.equal(last.signal, signal);
    assert.ok(Number.isInteger(last.ms) && (last.ms as number) >= 0, JSON.stringify(last));
  });
}

test('a server stopped as soon as it listens, while its search index still loads, stops cleanly', async (t) => {
  // The index loads after the port opens; a stop then closed the store under the load, and the
  // process ended with status 1 ("statement has been finalized") after its stop line.
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = await seedDatabaseFile(dir);
  for (let round = 0; round < 3; round++) {
    const server = await startServeProcess({ DATABASE_PATH: databasePath, RATE_LIMITS: 'off' });
    const guard = setTimeout(() => void server.stop('SIGKILL'), 120_000);
    const code = await server.stop('SIGTERM');
    clearTimeout(guard);
    const log = server.lines().map((l) => JSON.stringify(l)).join('\n');
    assert.equal(code, 0, log);
    const stopped = await server.waitFor((l) => l.msg === 'stopped: connections drained, store closed');
    assert.equal(server.lines().at(-1), stopped, log);
  }
});
