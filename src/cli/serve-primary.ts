// The server of `npm start` with WORKERS > 1: this process serves nothing itself. It builds the
// demo store when missing (once, before any worker opens it), then forks the workers, each a
// whole server (serve-main.ts) with its own store connection and search images, all accepting
// on one listening socket. A worker that dies is replaced; SIGTERM or SIGINT is relayed to every
// worker as SIGTERM, and this process exits once they have all stopped.
// Connections are spread by the kernel (SCHED_NONE) rather than handed out by this process one
// by one: the primary stays out of the request path.
import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from '../config/config.ts';
import { ensureDatabase } from './ensure-database.ts';
import { assertCanListen } from './listen-check.ts';
import { stderrLog, warnUnreadSettings } from './stderr-log.ts';
import { WORKER_CANNOT_START, cannotStart } from './cannot-start.ts';
import { openStoreToServe } from '../store/served-store.ts';

/** How long workers get to finish their requests after SIGTERM before they are killed. */
const STOP_GRACE_MS = 30_000;

function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  stderrLog(msg, { role: 'primary', ...fields }, level);
}

// A worker whose process has exited is still in cluster.workers until its channel's disconnect is
// seen too, which may come after its 'exit' event: counted there as live, the last worker's exit
// found one left, no exitStopped ran, and the primary ended when its event loop emptied, status 0
// whatever the stop's code and without its last line.
const liveWorkers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

async function main(): Promise<void> {
  const config = loadConfig(process.env, { command: 'server' });
  warnUnreadSettings(config.settingProblems, { role: 'primary' });
  // The workers listen through this process's socket: checked here, before a build.
  await ensureDatabase(config.databasePath, () => assertCanListen(config.host, config.port));
  // Checked here once, so that a bad store is one line and status 1 rather than one failure per worker.
  openStoreToServe(config.databasePath).close();
  cluster.schedulingPolicy = cluster.SCHED_NONE;

  const listening = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  let stopBegan = 0;
  let stopSignal: string | null = null;
  // As a single server's last line: the stop is complete, every worker drained and gone.
  const exitStopped = () => {
    log(exitCode === 0 ? 'info' : 'warn', 'stopped: every worker stopped', {
      signal: stopSignal, code: exitCode, ms: Math.round(performance.now() - stopBegan),
    });
    process.exit(exitCode);
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasServing = listening.delete(worker);
    if (stopping) {
      // A worker still starting when the stop came (its handler of the signal not installed yet)
      // ends by the SIGTERM relayed to it: it served nothing, so that is a clean stop too, not a failure.
      const endedStarting = !wasServing && signal === 'SIGTERM';
      if (code !== 0 && !endedStarting) exitCode = 1;
      if (liveWorkers().length === 0) exitStopped();
      return;
    }
    // A worker that never listened, or that says it could not start (its search index unreadable),
    // failed to start (a bad store, a port in use): another would fail the same way, so the whole
    // server stops with the worker's reason already in the log.
    if (!wasServing || code === WORKER_CANNOT_START) {
      log('error', 'a worker failed to start; stopping', { worker: worker.process.pid, code, signal });
      stop(1);
      return;
    }
    log('warn', 'a worker stopped unexpectedly; starting another', { worker: worker.process.pid, code, signal });
    fork();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    stopBegan = performance.now();
    const workers = liveWorkers();
    if (workers.length === 0) exitStopped();
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', 'workers did not stop in time; killing them', { graceMs: STOP_GRACE_MS });
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  let signals = 0;
  const onSignal = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      // A second signal: as a single server does, stop at once, saying so last (stderr is written
      // synchronously, so the line is out before the exit); the workers still draining are killed.
      const workers = liveWorkers();
      log('warn', 'second signal: killing the workers and exiting at once', { signal, workers: workers.map((w) => w.process.pid) });
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    log('info', 'shutting down the workers', { signal });
    stopSignal = signal;
    stop(0);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  log('info', 'starting workers', { workers: config.workers });
  for (let i = 0; i < config.workers; i++) fork();
}

main().catch(cannotStart);
