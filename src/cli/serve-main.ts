// The server of `npm start` (entry: serve.js): the REST API and the MCP endpoint on one port;
// with WORKERS > 1, each worker of serve-primary.ts runs this.
// Thin on purpose: configuration, the store (read-only), the services, the rate-limit gate,
// buildApp, listen, shut down.
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from '../config/config.ts';
import { buildApp, REQUEST_TIME_LIMIT_MS, type McpHandler } from '../http/app.ts';
import { installDrain } from '../http/drain.ts';
import { FASTIFY_LISTEN_TEXT } from '../http/logging.ts';
import { createRateGate, type GateLog } from '../http/rate-limit/create-gate.ts';
import { ensureDatabase } from './ensure-database.ts';
import { stderrLog, warnUnreadSettings } from './stderr-log.ts';
import { cannotStart } from './cannot-start.ts';
import { httpUrl } from './listen-address.ts';
import { assertCanListen, cannotListen } from './listen-check.ts';
import { followStore } from './followed-store.ts';
import { exitWhenWritten } from './exit-when-written.ts';
import { acceptSocketCount, listenOnMoreSockets, type MoreSockets } from './accept-sockets.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { command: 'server' });
  // Said once per server: with WORKERS > 1 the primary says it.
  if (!cluster.isWorker) warnUnreadSettings(config.settingProblems);
  // A worker never builds the store (the primary did) and listens through the primary's socket.
  await ensureDatabase(config.databasePath, cluster.isWorker ? undefined : () => assertCanListen(config.host, config.port));
  // Read before the port opens: a bad store must not look like a server starting (see served-store.ts).
  // Its log lines go to stderr until the app's logger exists.
  const store = followStore(config.databasePath, config.sanctionsThreshold, {
    info: (fields, msg) => stderrLog(msg, fields, 'info'),
    warn: (fields, msg) => stderrLog(msg, fields, 'warn'),
    error: (fields, msg) => stderrLog(msg, fields, 'error'),
  }, { checkPages: true });
  const { services } = store;

  // The gate exists before the app (buildApp takes it), so its log lines go through this
  // forwarder, which switches to the app's logger once there is one.
  let gateLog: GateLog = { warn: (obj, msg) => stderrLog(msg, { ...obj }) };
  const gate = await createRateGate(config, { warn: (obj, msg) => gateLog.warn(obj, msg) });

  // The /mcp handler shares the REST gate (tool calls spend the company budget; none when rate
  // limits are off). The MCP SDK is loaded on the first /mcp request, not at start: most
  // processes never serve one, and loading it is a tenth of the time to the first answer.
  let mcp: Promise<McpHandler> | null = null;
  const mcpHandler: McpHandler = async (req, res, body, ctx) => {
    mcp ??= import('../mcp/index.ts').then(({ createMcpHttpHandler }) => createMcpHttpHandler({
      services,
      gate: config.rateLimits ? gate : null,
      onError: (err) => app.log.error({ err }, 'mcp request failed'),
    }));
    return (await mcp)(req, res, body, ctx);
  };

  const app = await buildApp({ services, config, gate, mcpHandler, storeDamage: () => store.storeDamage() });
  gateLog = app.log;
  store.setLog(app.log);
  const drain = installDrain(app, REQUEST_TIME_LIMIT_MS);

  let closing = false;
  let moreSockets: MoreSockets | null = null;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    const began = performance.now();
    app.log.info({ signal }, 'shutting down');
    try {
      moreSockets?.close();
      await drain.close();
      await gate.close();
      // Stops the search images' loading first: a server stopped right after its start is still
      // reading them, and read from a closed store they would fail the stop.
      await store.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      exitWhenWritten(1);
      return;
    }
    // The last line of a clean stop: without it a log that ends at "shutting down" reads the same
    // as a process that died draining, and only the exit status, which logs rarely keep, tells.
    app.log.info({ signal, ms: Math.round(performance.now() - began) }, 'stopped: connections drained, store closed');
    exitWhenWritten(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (cluster.isWorker) {
    // A worker of serve-primary.ts: Ctrl-C reaches the whole process group, and the primary
    // relays it as SIGTERM, so SIGINT here would be a second signal and cut the shutdown short.
    // (A worker whose primary is killed outright exits at once: Node's cluster does that when the
    // channel to the primary closes.)
    process.on('SIGINT', () => {});
  } else {
    process.on('SIGINT', () => void shutdown('SIGINT'));
  }

  const sockets = acceptSocketCount();
  // Sockets opened with SO_REUSEPORT share the port with any other socket that sets it, a second
  // server started on the same port included, which would then take half the connections unsaid:
  // the port is first opened alone, as before, so that a port in use still stops the start.
  if (sockets > 1) await assertCanListen(config.host, config.port);
  try {
    // Fastify hands its options to Node's listen, which reads reusePort; Fastify's type omits it
    // (a variable, not a literal, to pass it).
    const listenOptions = { port: config.port, host: config.host, reusePort: sockets > 1, listenTextResolver: () => FASTIFY_LISTEN_TEXT };
    await app.listen(listenOptions);
  } catch (err) {
    // Node names the address (`listen EADDRINUSE … 0.0.0.0:8080`, `getaddrinfo ENOTFOUND …`), not
    // the setting that chose it.
    throw cannotListen(config.host, config.port, err);
  }
  // Stopped while the port was opening: the store is closed, there is nothing left to load.
  if (closing) return;
  moreSockets = listenOnMoreSockets(app.server, sockets);
  // One socket serves as well, only slower to take a burst of new connections: not a reason to stop.
  const acceptSockets = await moreSockets.opened.then(() => sockets, (err: unknown) => {
    moreSockets?.close();
    app.log.warn({ err }, 'no more listening sockets could be opened on the port: new connections are accepted one per turn of the event loop');
    return 1;
  });
  if (closing) return;
  const address = app.server.address();
  const where = typeof address === 'string' || address === null ? String(address) : httpUrl(address.address, address.port);
  // The store as an absolute path: a relative DATABASE_PATH says nothing without the directory it was started in.
  app.log.info({ address: where, port: typeof address === 'object' && address ? address.port : null, databasePath: resolve(config.databasePath), redis: config.redisUrl !== null, rateLimits: config.rateLimits, acceptSockets }, 'listening');
  // The search images load once the port is open, rather than before it (about a fifth of a
  // second at national size with the store in the page cache, a second or more without) or on the
  // first search: one part of 1 MB at a time, answering in between what needs no image. A search
  // that comes first waits for it; then the images a publish rebuilds are loaded the same way.
  const started = performance.now();
  const warnings = await services.warmUp();
  // Stopped while loading: the load ended there, and the stop's line is the last.
  if (closing) return;
  for (const warning of warnings) app.log.warn(warning);
  app.log.info({ ms: Math.round(performance.now() - started) }, 'search index loaded');
  // Only now does V8 favour memory over speed (`--optimize-for-size`): the heap then stays near
  // what is live instead of growing ahead of it. At national size the server's RSS after the
  // benchmark's load is about 295 MB with it and 450 to 500 MB without. Set from the process's
  // start, it made the start collect far more often (41 scavenges and 7 full collections in its
  // first 2.5 s, against 16 and 4): about 90 ms of CPU more before the first answer, and twice the
  // CPU for building the demo store (bench/README.md, "The first answer after start, and V8's
  // memory mode").
  setFlagsFromString('--optimize-for-size');
}

main().catch(cannotStart);
