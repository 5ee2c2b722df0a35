// The worker thread of reindex and withdraw (store-commands.ts): posts the lines to print, or the
// failure as plain fields (an Error's class does not cross to the main thread).
import { parentPort, workerData } from 'node:worker_threads';
import { ImportLockError } from '../store/import-lock.ts';
import { runStoreCommand, type StoreCommand } from './store-commands.ts';

export type StoreCommandOutcome =
  | { ok: true; lines: string[] }
  | { ok: false; message: string; stack: string | undefined; lockError: boolean };

/** `committed`: one Int32 the main thread reads in its signal handler, set the moment the transaction commits. */
const { job, committed } = workerData as { job: StoreCommand; committed: SharedArrayBuffer };
let outcome: StoreCommandOutcome;
try {
  outcome = {
    ok: true,
    lines: await runStoreCommand(job, {
      onWait: (m) => { process.stderr.write(`${m}\n`); },
      // Set at once, not posted: a message could reach the main thread after the signal's handler ran.
      onCommitted: () => { Atomics.store(new Int32Array(committed), 0, 1); },
    }),
  };
} catch (err) {
  const e = err instanceof Error ? err : new Error(String(err));
  outcome = { ok: false, message: e.message, stack: e.stack, lockError: err instanceof ImportLockError };
}
parentPort!.postMessage(outcome);
