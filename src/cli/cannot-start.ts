// How a server process that cannot start ends: one line at level error with the reason (which
// names the variable or DATABASE_PATH at fault), then status 1. A worker of serve-primary.ts ends
// with its own status instead, so that the primary stops the whole server even when the worker
// failed after its port was open (loading the search index): another would fail the same way,
// and replacing it forever would hide the fault.
import cluster from 'node:cluster';
import { stderrLog } from './stderr-log.ts';

/** The status of a worker that could not start (EX_CONFIG of sysexits.h). */
export const WORKER_CANNOT_START = 78;

export function cannotStart(err: unknown): never {
  stderrLog(`cannot start: ${err instanceof Error ? err.message : String(err)}`, {}, 'error');
  process.exit(cluster.isWorker ? WORKER_CANNOT_START : 1);
}
