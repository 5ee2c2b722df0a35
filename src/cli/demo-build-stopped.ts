// A stop asked for while the demo dataset is built before anything is served (a deploy's SIGTERM,
// Ctrl-C, a liveness probe or an MCP client that gave up on a port or an answer not there yet)
// ended the process by the signal without a line: the log stopped at the build's progress, as a
// crash's does. The server and the MCP stdio command say it alike, each on its own log. The
// part-built store is never served (it is built beside DATABASE_PATH), and the next build removes it.
import { resolve } from 'node:path';

/** Runs `build`, a SIGTERM or SIGINT during it said on `say` and ending the process with status 0. */
export async function buildUnlessStopped(path: string, build: () => Promise<void>,
  say: (line: string, fields: { signal: NodeJS.Signals }) => void): Promise<void> {
  const stopped = (signal: NodeJS.Signals) => {
    say(`stopped by ${signal} while building the demo dataset at ${resolve(path)}: nothing was served; `
      + 'the next start builds it again, removing what this one left beside it', { signal });
    process.exit(0);
  };
  process.once('SIGTERM', stopped);
  process.once('SIGINT', stopped);
  try {
    await build();
  } finally {
    process.off('SIGTERM', stopped);
    process.off('SIGINT', stopped);
  }
}
