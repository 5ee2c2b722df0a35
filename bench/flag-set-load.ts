// What reading the companies a compliance flag may rest on costs a server once per dataset version
// (services/flag-row-companies.ts): the CPU time, the wall time, the set's size and memory, and
// the longest turn of the event loop it took from the requests answered in between.
//   node --expose-gc bench/flag-set-load.ts --store <store>
import { parseArgs } from 'node:util';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { openForReading } from '../src/store/open.ts';
import { datasetReader } from '../src/services/dataset.ts';
import { flagRowCompanyLoads } from '../src/services/flag-row-companies.ts';
import { inReadSnapshot } from '../src/store/transactions.ts';

const { values } = parseArgs({ options: { store: { type: 'string' } } });
if (!values.store) {
  process.stderr.write('usage: node --expose-gc bench/flag-set-load.ts --store FILE\n');
  process.exit(2);
}
const db = openForReading(values.store);
const dataset = datasetReader(db);
const loads = flagRowCompanyLoads(db, () => dataset.facts(), (read) => inReadSnapshot(db, read));
globalThis.gc?.();
const before = process.memoryUsage();
const cpu = process.cpuUsage();
const started = performance.now();
// A request's view: the longest time between two turns of the event loop while the set is read.
let longest = 0;
let done = false;
const watch = (async () => {
  let last = performance.now();
  while (!done) {
    await nextTurn();
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }
})();
await loads.load();
done = true;
await watch;
const used = process.cpuUsage(cpu);
const wallMs = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();
const read = loads.of(dataset.facts());
console.log(JSON.stringify({
  companies: read?.set.size ?? null, cpuMs: Math.round((used.user + used.system) / 1000), wallMs: Math.round(wallMs),
  longestTurnMs: Math.round(longest * 10) / 10, heapMB: Math.round((after.heapUsed - before.heapUsed) / 1e5) / 10,
  arrayBuffersMB: Math.round((after.arrayBuffers - before.arrayBuffers) / 1e5) / 10,
}));
db.close();
