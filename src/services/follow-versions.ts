// The loop of a read kept between requests for each dataset version (the flag-row companies, the
// financial files' first years): load the current version, then check again every `everyMs`
// until stopped. The wait keeps no process alive (ref: false), so a stop needs no timer cleared.
import { setTimeout as sleep } from 'node:timers/promises';

export async function followVersions(load: (stop?: AbortSignal) => Promise<unknown>, stop: AbortSignal, everyMs: number): Promise<void> {
  while (!stop.aborted) {
    await load(stop);
    try {
      await sleep(everyMs, undefined, { signal: stop, ref: false });
    } catch {
      return; // aborted while waiting
    }
  }
}
