// The CPU time of a request list in two versions of the app, in one process over one store: the
// app of tree A and of tree B (worktrees of two commits) each built as serve-main.ts builds it
// (followStore's services, buildApp, no rate limits, log at warn) and asked each path by Fastify's
// inject, the whole route (query rules, handler, schemas, caching headers) without the socket.
// Where bench/load-ab.ts measures a server process under wrk, whose CPU a request moved by ±15%
// between runs on a machine busy with other work, this alternates the two apps within one process
// every few requests, so a ratio of a few per cent shows. Every path is first asked
// of both and the status and body compared: `same` counts the answers alike, byte for byte.
// --floor: the search and autofill services answer the one list of the first path's text, read
// once (as bench/floor-server.ts answers), so that what is measured is the route's work beside the
// search (query rules, the owners abroad read, the sentences beside the list, the schemas), its
// ratio not diluted by the search's cost; the answers then differ from the real ones, alike in A and B.
//   node bench/route-ab.ts --a <tree> --b <tree> --store <store> --paths FILE [--rounds 11] [--settle-ms 5000] [--floor]
// FILE: one path a line (bench/load/route-paths.ts writes search's and autofill's). Prints JSON:
// each version's µs of CPU a request (best and median of the rounds) and the median of B ÷ A.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, paths: { type: 'string' },
  rounds: { type: 'string', default: '11' }, 'settle-ms': { type: 'string', default: '5000' }, floor: { type: 'boolean', default: false },
} });
const [rounds, settleMs] = [Number(values.rounds), Number(values['settle-ms'])];
if (!values.a || !values.b || !values.store || !values.paths || !(rounds >= 1) || !(settleMs >= 0)) {
  process.stderr.write('usage: node bench/route-ab.ts --a <tree> --b <tree> --store <store> --paths FILE [--rounds N] [--settle-ms N] [--floor]\n');
  process.exit(2);
}
const paths = readFileSync(values.paths, 'utf8').split('\n').filter((line) => line !== '');

interface Injecting { inject(opts: { method: 'GET'; url: string }): Promise<{ statusCode: number; rawPayload: Buffer }> }

/** The app of one tree on the store, its services warmed up and given time for the loads between requests. */
async function appOf(root: string): Promise<Injecting> {
  const { loadConfig } = await import(resolve(root, 'src/config/config.ts'));
  const { buildApp } = await import(resolve(root, 'src/http/app.ts'));
  const { createOpenGate } = await import(resolve(root, 'src/http/rate-limit/memory-gate.ts'));
  const { followStore } = await import(resolve(root, 'src/cli/followed-store.ts'));
  const config = loadConfig({ ...process.env, DATABASE_PATH: resolve(values.store!), RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const { services } = followStore(config.databasePath, config.sanctionsThreshold, quiet, { checkPages: false });
  await services.warmUp();
  // What a server loads between requests once the images are (services-ab.ts), before the rounds.
  await sleep(settleMs);
  return buildApp({ services: values.floor ? floorOf(services) : services, config, gate: createOpenGate() });
}

interface SearchServices {
  searchCompanies(q: string, opts: { limit: number }): unknown;
  autofill(q: string, opts: { limit: number }): unknown;
}

/** The services with the search and autofill answering one list each, that of the first path's text, whatever is asked. */
function floorOf<S extends SearchServices>(services: S): S {
  const q = new URL(`http://x${paths[0]}`).searchParams.get('q') ?? '';
  const found = services.searchCompanies(q, { limit: 20 });
  const filled = services.autofill(q, { limit: 10 });
  return new Proxy(services, {
    get: (target, name) => (name === 'searchCompanies' ? () => found : name === 'autofill' ? () => filled : Reflect.get(target, name)),
  });
}

const ask = (app: Injecting, url: string) => app.inject({ method: 'GET', url });

// The paths asked of one app between two readings of the CPU time: A and B alternate every
// CHUNK requests (A first, then B first), so that the machine's other work, which moves the CPU
// time of a request by ±10% from one second to the next, falls on both alike.
const CHUNK = 25;

/** CPU time (user and system) a request, in µs, of A and of B, every path asked once of each. */
async function cpuPerRequest(first: Injecting, second: Injecting): Promise<[number, number]> {
  const spent = [0, 0];
  for (let at = 0, n = 0; at < paths.length; at += CHUNK, n++) {
    const chunk = paths.slice(at, at + CHUNK);
    for (const side of n % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = process.cpuUsage();
      for (const url of chunk) await ask(side === 0 ? first : second, url);
      const used = process.cpuUsage(start);
      spent[side]! += used.user + used.system;
    }
  }
  return [spent[0]! / paths.length, spent[1]! / paths.length];
}

const A = await appOf(values.a);
const B = await appOf(values.b);
let same = 0;
const differing: string[] = [];
for (const url of paths) {
  const [a, b] = [await ask(A, url), await ask(B, url)];
  if (a.statusCode === b.statusCode && a.rawPayload.equals(b.rawPayload)) same++;
  else if (differing.length < 5) differing.push(url);
}
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < rounds; r++) {
  const [x, y] = r % 2 === 0 ? await cpuPerRequest(A, B) : (await cpuPerRequest(B, A)).reverse() as [number, number];
  a.push(x);
  b.push(y);
  process.stderr.write(`round ${r + 1}: A ${a.at(-1)!.toFixed(1)} µs, B ${b.at(-1)!.toFixed(1)} µs a request\n`);
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
process.stdout.write(`${JSON.stringify({
  requests: paths.length, rounds, floor: values.floor, same, differing,
  aMicros: { best: round1(Math.min(...a)), median: round1(median(a)) },
  bMicros: { best: round1(Math.min(...b)), median: round1(median(b)) },
  ratio: Math.round(median(a.map((x, i) => b[i]! / x)) * 1000) / 1000,
})}\n`);
process.exit(0);
