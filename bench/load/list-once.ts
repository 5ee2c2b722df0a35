// Every path of a list asked once of a server, `connections` at a time over kept-alive
// connections: a run of a fixed count of the same requests, where a run of wrk for some seconds
// answers however many the machine lets it, a different part of a long list each time (a search
// list's texts differ in cost by ×10). On a machine whose other work varies, a server's CPU
// divided by the same requests compares two versions where wrk's slices do not.
import { Agent, request } from 'node:http';

export interface ListRun { requests: number; non2xx: number; errors: number; ms: number }

export async function askListOnce(url: string, paths: readonly string[], connections: number): Promise<ListRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(url);
  const run: ListRun = { requests: 0, non2xx: 0, errors: 0, ms: 0 };
  const t0 = performance.now();
  let next = 0;
  const ask = (path: string) => new Promise<void>((resolve) => {
    const req = request({ hostname, port, path, agent }, (res) => {
      if (res.statusCode === undefined || res.statusCode >= 300) run.non2xx++;
      res.resume();
      res.on('end', () => { run.requests++; resolve(); });
    });
    req.on('error', () => { run.errors++; resolve(); });
    req.end();
  });
  const worker = async () => {
    while (next < paths.length) await ask(paths[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(connections, paths.length) }, worker));
  agent.destroy();
  run.ms = performance.now() - t0;
  return run;
}
