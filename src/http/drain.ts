// Closing the server on SIGTERM or SIGINT. Fastify's close stops accepting connections, closes the
// idle ones and waits for the rest. A connection on which a request has only partly arrived (a
// client that stopped half-way through its headers, or sends its body slowly) is not idle to
// Node, and once the server is closing Node no longer applies the request time limit to it: one
// such client kept the process running for ever after the signal. Whatever completes on it now
// would be answered 503 anyway, so every connection is closed as soon as no request is being
// answered; a request still being answered after the request time limit is cut.
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** Closes the app: the requests being answered finish, then every connection is closed. */
  close(): Promise<void>;
}

export function installDrain(app: FastifyInstance, requestTimeLimitMs: number): Drain {
  let answering = 0;
  let closing = false;
  const closeConnectionsIfDrained = () => {
    if (closing && answering === 0) app.server.closeAllConnections();
  };
  // On the raw server: a response's `close` comes once whether it finished or was aborted.
  app.server.on('request', (_req, res) => {
    answering += 1;
    res.once('close', () => {
      answering -= 1;
      closeConnectionsIfDrained();
    });
  });
  return {
    async close() {
      closing = true;
      const closed = app.close();
      closeConnectionsIfDrained();
      const cut = setTimeout(() => {
        app.log.warn({ requests: answering }, 'requests still being answered when the time limit ended: connections closed');
        app.server.closeAllConnections();
      }, requestTimeLimitMs);
      cut.unref();
      try {
        await closed;
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
