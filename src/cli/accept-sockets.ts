// More listening sockets on the server's port, so that a burst of new connections is accepted
// several at a time. Node's event loop (libuv 1.45 on, "unix: don't accept() connections in a
// loop", libuv/libuv#3696) accepts one connection per listening socket per turn of the loop. Under
// load a turn answers a request on every connection already open, tens of milliseconds, so the
// 50 connections a client pool opens at once waited up to 50 turns: 2 to 3.6 s at national size,
// with the accept queue seen draining at about 13 connections a second (bench/README.md, "where
// the HTTP tails are"). With SO_REUSEPORT the kernel spreads new connections over several sockets
// bound to the one port, and each turn accepts one from each.
//
// Only where the kernel spreads them (Linux), and only for a server that accepts its own
// connections: with WORKERS > 1 the cluster's primary accepts and hands them out, and it does
// little else.
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';

/**
 * Listening sockets of a server on Linux: enough that a pool of 50 is accepted in a few turns. The
 * kernel spreads connections by a hash, not evenly: with 8, a socket could hold ten of the 50 and
 * the last wait ten turns (a run's slowest request up to 864 ms at national size); with 32 none
 * above 341 ms (bench/README.md, "32 listening sockets").
 */
export const ACCEPT_SOCKETS = 32;

/** How many listening sockets this process opens on its port. */
export function acceptSocketCount(platform: NodeJS.Platform = process.platform): number {
  return platform === 'linux' && !cluster.isWorker ? ACCEPT_SOCKETS : 1;
}

/** The sockets opened beside the server's own. */
export interface MoreSockets {
  /** Resolves once every socket listens (or the first that could not, with its error). */
  opened: Promise<void>;
  /** Stops accepting on every one of them; the connections they accepted are the HTTP server's to end. */
  close(): void;
}

/**
 * Opens `count - 1` more sockets on the port `server` listens on (its own listen was made with
 * `reusePort`), each handing its connections to the HTTP server as if it had accepted them: the
 * same parser, timeouts and keep-alive, and its close ends them.
 */
export function listenOnMoreSockets(server: HttpServer, count: number): MoreSockets {
  const listening: Server[] = [];
  let closed = false;
  // At the address the server's own socket took (a HOST of `localhost` names two).
  const open = async (host: string, port: number) => {
    for (let i = 1; i < count && !closed; i++) {
      // As Node's HTTP server opens its own socket: a client that half-closes its side after the
      // request still gets the answer (allowHalfOpen), and small writes are not held (noDelay).
      const socket = createServer({ allowHalfOpen: true, noDelay: true }, (connection) => server.emit('connection', connection));
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.listen({ host, port, reusePort: true }, () => {
          socket.off('error', reject);
          resolve();
        });
      });
      // Closed while this one was opening: it must not go on accepting after the others stopped.
      if (closed) socket.close();
      else listening.push(socket);
    }
  };
  const address = server.address();
  const opened = count <= 1 || address === null || typeof address === 'string' ? Promise.resolve() : open(address.address, address.port);
  return {
    opened,
    close() {
      closed = true;
      for (const socket of listening.splice(0)) socket.close();
    },
  };
}
