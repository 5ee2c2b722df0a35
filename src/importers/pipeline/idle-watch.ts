// A transfer that stops sending is given up after a while of its own (IMPORT_IDLE_TIMEOUT), not
// after Node's 300 s for the headers and again for the body: a publisher's server that accepts the
// connection, or sends the headers, then sends nothing, held the whole import for five minutes.
// Idle, not total: a file of a few GB over a slow link keeps going as long as bytes arrive.

/** The abort reason: fetchFailureReason reports its message as the reason of the failure. */
export class TransferIdle extends Error {}

export interface IdleWatch {
  /** Give to fetch: aborted once no byte came for the whole timeout. */
  signal: AbortSignal;
  /** A byte (or the headers) arrived: the wait starts again. */
  touch(): void;
  /** The transfer ended, either way: no abort will follow. */
  stop(): void;
}

export function watchIdle(timeoutMs: number): IdleWatch {
  const controller = new AbortController();
  const seconds = timeoutMs / 1000;
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      controller.abort(new TransferIdle(`the server sent nothing for ${seconds} s (IMPORT_IDLE_TIMEOUT=${seconds})`));
    }, timeoutMs);
  };
  arm();
  return {
    signal: controller.signal,
    touch: () => { if (!controller.signal.aborted) arm(); },
    stop: () => { if (timer) clearTimeout(timer); timer = null; },
  };
}
