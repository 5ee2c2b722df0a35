// A throwaway redis-server for tests: loopback only, no persistence, on a free port, stopped
// by the test. Returns null when the binary is not installed (the caller skips with a reason).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';

export const REDIS_BIN = '/usr/bin/redis-server';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function pingOnce(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(500, () => { socket.destroy(); resolve(false); });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) { socket.end(); resolve(data.startsWith('+PONG')); }
    });
  });
}

export interface RedisHandle { url: string; port: number; stop(): Promise<void> }

export async function startRedis(): Promise<RedisHandle | null> {
  if (!existsSync(REDIS_BIN)) return null;
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i++) {
    if (await pingOnce(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}
