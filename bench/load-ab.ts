// Two versions of the service under the same wrk load, compared by the server's CPU a request:
// the service of tree A and of tree B (worktrees of two commits) each run from its sources on one
// store, and wrk rotates through the same requests against each in turn (details of companies
// spread over the store, person checks with --endpoint personCheck, or the list of --paths:
// bench/load/route-paths.ts writes search's and autofill's as `npm run bench` sends them), the order
// swapped every round (A B, B A, …), so a busy moment of the shared machine falls on both. Each
// run is a warm-up, then the measured run with the server's user + system CPU read from /proc
// before and after it (bench/load/server.ts serverCpu) and divided by the requests wrk
// counted. req/s is printed beside it; on this machine req/s of one version moves by up to ×2
// between runs, its CPU a request by a few per cent. Before the rounds every request is asked of
// both once and their bodies compared byte for byte (sameBodies): a change meant to cost less
// must answer the same.
//   node bench/load-ab.ts --a <tree> --b <tree> --store <store> [--endpoint details|personCheck]
//     [--rounds 8] [--seconds 5] [--warmup 2] [--count 2000] [--seed 20261122] [--connections 50] [--ports 8816,8817]
//     [--paths FILE] [--once]
// details: every n-th company in key order; personCheck: people at random role ids with their
// exact birth date, as bench/load/requests.ts makes the bench's list (--seed picks them); --paths
// FILE: the paths of the file, one a line (--endpoint is then not read).
// --once: each measured run asks every path of the list once (bench/load/list-once.ts) instead of
// wrk's run of --seconds, so that A and B answer the same requests: on a machine busy with other
// work wrk's runs answered 30 to 250 searches a second, each a different slice of the list.
// Prints a line per run on stderr, then the medians and B ÷ A as JSON on stdout.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openForReading } from '../src/store/open.ts';
import { detailsPath, personCheckPaths, spreadCompanies } from './load/requests.ts';
import { cpuSpentUs, serverCpu, startTree, type RunningServer } from './load/server.ts';
import { rps, runWrk, wrkAvailable } from './load/wrk.ts';
import { askListOnce } from './load/list-once.ts';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' },
  rounds: { type: 'string', default: '8' }, seconds: { type: 'string', default: '5' }, warmup: { type: 'string', default: '2' },
  count: { type: 'string', default: '2000' }, connections: { type: 'string', default: '50' }, ports: { type: 'string' }, paths: { type: 'string' },
  once: { type: 'boolean', default: false },
  endpoint: { type: 'string', default: 'details' }, seed: { type: 'string', default: '20261122' },
} });
const ENDPOINTS = ['details', 'personCheck'] as const;
const endpoint = values.endpoint as (typeof ENDPOINTS)[number];
const [rounds, seconds, warmup, count, connections] = ['rounds', 'seconds', 'warmup', 'count', 'connections'].map((k) => Number(values[k as 'rounds']));
const ports = values.ports?.split(',').map(Number);
if (!values.a || !values.b || !values.store || !(rounds! >= 1 && seconds! >= 1 && warmup! >= 0 && count! >= 1 && connections! >= 1)
  || !ENDPOINTS.includes(endpoint) || !Number.isInteger(Number(values.seed))
  || (ports !== undefined && (ports.length !== 2 || !ports.every((p) => Number.isInteger(p) && p > 0)))) {
  process.stderr.write('usage: node bench/load-ab.ts --a <tree> --b <tree> --store <store> [--endpoint details|personCheck] [--rounds N] [--seconds N] [--warmup N] [--count N] [--seed N] [--connections N] [--ports A,B] [--paths FILE] [--once]\n');
  process.exit(2);
}
if (!wrkAvailable()) {
  process.stderr.write('bench/load-ab.ts needs wrk (Debian package wrk)\n');
  process.exit(2);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const listed = values.paths === undefined ? null : readFileSync(values.paths, 'utf8').split('\n').filter((line) => line !== '');
const paths = listed ?? (() => {
  const db = openForReading(values.store!);
  const made = endpoint === 'personCheck' ? personCheckPaths(db, Number(values.seed), count!) : spreadCompanies(db, count!).map(detailsPath);
  db.close();
  return made;
})();

/** The status and a hash of the body of each path, asked of one server a few at a time. */
async function bodiesOf(url: string): Promise<string[]> {
  const out = new Array<string>(paths.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const res = await fetch(url + paths[i]);
      out[i] = `${res.status} ${createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex')}`;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}
let sameBodies: { compared: number; differing: number; firstDiffering: string | null } | null = null;
const work = mkdtempSync(join(tmpdir(), 'load-ab-'));
interface Run { rps: number; cpuUs: number; non2xx: number }
const runs: Record<'a' | 'b', Run[]> = { a: [], b: [] };
const servers: Partial<Record<'a' | 'b', RunningServer>> = {};
try {
  for (const [i, side] of (['a', 'b'] as const).entries()) {
    servers[side] = await startTree(resolve(values[side]!), resolve(values.store), paths[0]!, ports?.[i]);
  }
  const [bodiesA, bodiesB] = [await bodiesOf(servers.a!.url), await bodiesOf(servers.b!.url)];
  const differing = paths.filter((_, i) => bodiesA[i] !== bodiesB[i]);
  sameBodies = { compared: paths.length, differing: differing.length, firstDiffering: differing[0] ?? null };
  process.stderr.write(`bodies: ${paths.length - differing.length} of ${paths.length} the same${differing.length > 0 ? `, first differing ${differing[0]}` : ''}\n`);
  const measure = async (side: 'a' | 'b', round: number) => {
    const server = servers[side]!;
    const run = (s: number) => runWrk({ url: server.url, paths, pathsFile: join(work, 'paths.txt'), seconds: s, connections });
    if (warmup! > 0) await run(warmup!);
    const before = serverCpu(server.pid)!;
    const asked = values.once ? await askListOnce(server.url, paths, connections!) : null;
    const wrk = asked === null ? await run(seconds!) : null;
    const requests = asked?.requests ?? wrk!.requests;
    const cpuUs = cpuSpentUs(before, serverCpu(server.pid)!) / requests;
    const figures = asked !== null ? { rps: asked.requests / (asked.ms / 1000), cpuUs, non2xx: asked.non2xx + asked.errors }
      : { rps: rps(wrk!), cpuUs, non2xx: wrk!.non2xx + wrk!.connectErrors + wrk!.readErrors + wrk!.writeErrors + wrk!.timeouts };
    runs[side].push(figures);
    process.stderr.write(`round ${round + 1} ${side.toUpperCase()}: ${figures.rps.toFixed(0)} req/s, ${cpuUs.toFixed(1)} µs CPU a request`
      + `${figures.non2xx > 0 ? `, ${figures.non2xx} non-2xx or errors` : ''}\n`);
  };
  // A fresh process answers its first seconds of load slower (code run the first time, then
  // optimised): with a warm-up asked for, each side gets a run of its own, unmeasured, first.
  for (const side of warmup! > 0 ? ['a', 'b'] as const : []) {
    await runWrk({ url: servers[side]!.url, paths, pathsFile: join(work, 'paths.txt'), seconds: Math.max(5, warmup!), connections });
  }
  for (let round = 0; round < rounds!; round++) {
    for (const side of round % 2 === 0 ? ['a', 'b'] as const : ['b', 'a'] as const) await measure(side, round);
  }
} finally {
  for (const s of Object.values(servers)) await s.stop();
  rmSync(work, { recursive: true, force: true });
}
const summary = (side: 'a' | 'b') => ({ rps: median(runs[side].map((r) => r.rps)), cpuUs: median(runs[side].map((r) => r.cpuUs)), non2xx: runs[side].reduce((n, r) => n + r.non2xx, 0) });
const pairs = (k: 'rps' | 'cpuUs') => runs.a.map((r, i) => runs.b[i]![k] / r[k]);
process.stdout.write(`${JSON.stringify({
  endpoint: listed === null ? endpoint : null, paths: paths.length, rounds, seconds: values.once ? null : seconds, once: values.once, sameBodies,
  a: summary('a'), b: summary('b'),
  // B ÷ A of each round's pair, and their median: above 1, B costs more CPU a request (or answers more req/s).
  cpuUsRatio: { median: median(pairs('cpuUs')), pairs: pairs('cpuUs') },
  rpsRatio: { median: median(pairs('rps')), pairs: pairs('rps') },
})}\n`);
