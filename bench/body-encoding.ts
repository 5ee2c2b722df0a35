// How the way an answer's body is sent changes what the server answers: a 2 KB JSON body with
// its strong ETag, kept a string or encoded to UTF-8 bytes once (bench/body-server.ts), for
// Latin-1 names and for names with letters beyond Latin-1, under the wrk load of `npm run bench`
// beside R0 (bench/hello-server.ts) measured in the same run. Rounds alternate the servers'
// routes so that a slow moment of the machine does not fall on one of them; medians are shown.
//   node bench/body-encoding.ts [--seconds 4] [--rounds 3] [--warmup 1]
import { parseArgs } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rps, runWrk, wrkAvailable, type WrkSummary } from './load/wrk.ts';
import { cpuSpentUs, serverCpu, startBodyServer, startHello } from './load/server.ts';

const { values } = parseArgs({ options: {
  seconds: { type: 'string', default: '4' }, rounds: { type: 'string', default: '3' }, warmup: { type: 'string', default: '1' },
} });
const [seconds, rounds, warmup] = [Number(values.seconds), Number(values.rounds), Number(values.warmup)];
if (!(seconds >= 1 && rounds >= 1 && warmup >= 0)) {
  process.stderr.write('usage: node bench/body-encoding.ts [--seconds N ≥ 1] [--rounds N ≥ 1] [--warmup N ≥ 0]\n');
  process.exit(2);
}
if (!wrkAvailable()) {
  process.stderr.write('bench/body-encoding.ts needs wrk (Debian package wrk)\n');
  process.exit(2);
}

const ROUTES: Array<[string, string]> = [
  ['/string/latin1', 'string, Latin-1 names'], ['/bytes/latin1', 'bytes, Latin-1 names'],
  ['/string/beyond', 'string, names beyond Latin-1'], ['/bytes/beyond', 'bytes, names beyond Latin-1'],
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const hello = await startHello();
const bodies = await startBodyServer();
interface Run { wrk: WrkSummary; cpuUsPerRequest: number }
const runs = new Map<string, Run[]>();
const measure = async (name: string, server: { url: string; pid: number }, path: string) => {
  const pathsFile = join(tmpdir(), 'body-encoding-paths.txt');
  if (warmup > 0) await runWrk({ url: server.url, paths: [path], pathsFile, seconds: warmup });
  const cpu0 = serverCpu(server.pid)!;
  const wrk = await runWrk({ url: server.url, paths: [path], pathsFile, seconds });
  const cpuUsPerRequest = cpuSpentUs(cpu0, serverCpu(server.pid)!) / wrk.requests;
  runs.set(name, [...(runs.get(name) ?? []), { wrk, cpuUsPerRequest }]);
  process.stderr.write(`${name}: ${Math.round(rps(wrk))} req/s, ${cpuUsPerRequest.toFixed(1)} µs CPU a request\n`);
};
try {
  for (let round = 0; round < rounds; round++) {
    await measure('R0 (hello)', hello, '/hello');
    for (const [path, label] of ROUTES) await measure(label, bodies, path);
  }
} finally {
  await hello.stop();
  await bodies.stop();
}

const r0 = median(runs.get('R0 (hello)')!.map((run) => rps(run.wrk)));
const lines = [
  `| route | body bytes | req/s (median of ${rounds}) | of R0 | server CPU µs a request (median) | p99 ms (median) |`,
  '|---|---|---|---|---|---|',
];
for (const [name, list] of runs) {
  const r = median(list.map((run) => rps(run.wrk)));
  const first = list[0]!.wrk;
  lines.push(`| ${name} | ${Math.round(first.bytes / first.requests)} | ${Math.round(r).toLocaleString('en')} | ${Math.round((r / r0) * 100)}% `
    + `| ${median(list.map((run) => run.cpuUsPerRequest)).toFixed(1)} | ${(median(list.map((run) => run.wrk.p99)) / 1000).toFixed(1)} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
