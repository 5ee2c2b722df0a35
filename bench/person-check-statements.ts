// Where a person check's time goes in the store: the services of one tree answer person checks
// in process (people at random role ids with their exact birth date, as bench/load/requests.ts
// makes the load's list), and every statement run is timed apart: its CPU (user + system) and the
// pages SQLite read from the file for it (read system calls, /proc/self/io syscr: a page its
// cache of 2 MB does not hold costs one). Each check is asked twice, the second timed, so what is
// read once per process or dataset version is not counted.
//   node bench/person-check-statements.ts --store <store> [--tree .] [--count 2000] [--seed 20261122] [--top 12] [--settle-ms 8000]
// Prints, per check: the CPU of the whole check, of the statements and the page reads, then the
// statements by CPU, each with its calls and page reads a check (the statement's first 120 characters).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { openForReading } from '../src/store/open.ts';
import { personCheckPaths } from './load/requests.ts';

const { values } = parseArgs({ options: {
  store: { type: 'string' }, tree: { type: 'string', default: '.' }, count: { type: 'string', default: '2000' },
  seed: { type: 'string', default: '20261122' }, top: { type: 'string', default: '12' }, 'settle-ms': { type: 'string', default: '8000' },
} });
const [count, seed, top, settleMs] = [Number(values.count), Number(values.seed), Number(values.top), Number(values['settle-ms'])];
if (!values.store || !(count >= 1) || !Number.isInteger(seed) || !(top >= 1) || !(settleMs >= 0)) {
  process.stderr.write('usage: node bench/person-check-statements.ts --store <store> [--tree DIR] [--count N] [--seed N] [--top N] [--settle-ms N]\n');
  process.exit(2);
}

const listDb = openForReading(values.store);
const asks = personCheckPaths(listDb, seed, count).map((path) => {
  const query = new URL(path, 'http://localhost').searchParams;
  return { name: query.get('name')!, birthDate: query.get('birthDate')! };
});
listDb.close();

const root = resolve(values.tree);
const { openForReading: openOfTree } = await import(resolve(root, 'src/store/open.ts'));
const { createServices } = await import(resolve(root, 'src/services/index.ts'));
const services = createServices({ db: openOfTree(values.store), sanctionsThreshold: 0.9 });
await services.warmUp();
// What a server reads between requests once its images are (the companies a flag may rest on).
if (typeof services.followImageBuilds === 'function') {
  const stop = new AbortController();
  const following = services.followImageBuilds(stop.signal);
  await sleep(settleMs);
  stop.abort();
  await following;
}

/** Read system calls of this process so far (each a page SQLite's cache did not hold). */
const readCalls = () => Number(/^syscr: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))![1]);
// The read calls one reading of /proc/self/io makes itself (readFileSync reads to the end).
const ownReads = (() => { const first = readCalls(); return readCalls() - first; })();

interface Tally { calls: number; cpuUs: number; reads: number }
const tallies = new Map<string, Tally>();
let timing = false;
for (const method of ['all', 'get', 'iterate'] as const) {
  const original = StatementSync.prototype[method] as (...args: unknown[]) => unknown;
  (StatementSync.prototype as unknown as Record<string, unknown>)[method] = function (this: StatementSync, ...args: unknown[]) {
    if (!timing) return original.apply(this, args);
    // The reading of /proc is itself read calls: taken before the CPU is, its own left out.
    const reads = readCalls();
    const cpu = process.cpuUsage();
    const out = original.apply(this, args);
    const used = process.cpuUsage(cpu);
    const readAfter = readCalls() - ownReads;
    const key = this.sourceSQL.replace(/\s+/g, ' ').trim().slice(0, 120);
    const tally = tallies.get(key) ?? { calls: 0, cpuUs: 0, reads: 0 };
    tally.calls++;
    tally.cpuUs += used.user + used.system;
    tally.reads += readAfter - reads;
    tallies.set(key, tally);
    return out;
  };
}

const checkAll = () => {
  for (const { name, birthDate } of asks) {
    try {
      services.checkPerson(name, birthDate, 50);
    } catch { /* a 404 is an answer too */ }
  }
};
checkAll();
// The whole checks' CPU apart, without the timing's own cost.
const whole = process.cpuUsage();
checkAll();
const used = process.cpuUsage(whole);
timing = true;
checkAll();
timing = false;

const per = (x: number) => Math.round((x / asks.length) * 10) / 10;
const sorted = [...tallies].sort((a, b) => b[1].cpuUs - a[1].cpuUs);
const sum = (k: keyof Tally) => sorted.reduce((n, [, t]) => n + t[k], 0);
process.stdout.write(`${JSON.stringify({
  checks: asks.length,
  cpuUsPerCheck: per(used.user + used.system),
  statementsCpuUsPerCheck: per(sum('cpuUs')),
  statementCallsPerCheck: per(sum('calls')),
  pageReadsPerCheck: per(sum('reads')),
  statements: sorted.slice(0, top).map(([sql, t]) => ({ cpuUsPerCheck: per(t.cpuUs), callsPerCheck: per(t.calls), pageReadsPerCheck: per(t.reads), sql })),
}, null, 1)}\n`);
