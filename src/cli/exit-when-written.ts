// How a stopped server ends. Its logger writes lines asynchronously (pino's default destination,
// with no buffering to flush), and process.exit writes what is still queued at once: a line whose
// write is under way when exit comes lands after the ones exit writes, so a stopped server's log
// could end at "shutting down" after "stopped" (4 of 15 stops, by hand). So the process waits
// until nothing is left to do (`beforeExit`: those writes done, in order), and exits then. Left to
// end by itself from there, Node would first take its whole heap apart object by object (the
// search images, the statements, the app), which is most of a stop's time: 0.3 to 0.8 s of a
// WORKERS worker's on a busy machine, where the exit itself is a few milliseconds. The timer ends
// it anyway if some handle would keep it alive. A WORKERS worker's channel to its primary is one
// such handle, always open: it is let go first.

/** Ends the process with `code` once its pending writes are done (at the latest after `limitMs`). */
export function exitWhenWritten(code: number, limitMs = 1000): void {
  process.exitCode = code;
  process.channel?.unref();
  process.once('beforeExit', () => process.exit(code));
  setTimeout(() => process.exit(code), limitMs).unref();
}
