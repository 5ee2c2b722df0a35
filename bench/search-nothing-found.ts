// The CPU time of searches that find nothing as typed, in two versions of the code over one store:
// the names of companies no register here holds (a buyer typing a foreign supplier) are the texts
// that reach every fallback of the search, the two-typos read last of all (docs/search.md, "Two
// typos"), which bench/services-ab.ts, whose texts are the names of companies, never reaches.
// Rounds alternate the two trees; each text's best time of the rounds is kept.
//   git worktree add --detach /tmp/before <commit>
//   node bench/search-nothing-found.ts --a /tmp/before --b . --store <store.sqlite> [--rounds 20]
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import type { Services } from '../src/services/index.ts';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, rounds: { type: 'string', default: '20' },
} });
const rounds = Number(values.rounds);
if (!values.a || !values.b || !values.store || !(rounds >= 1)) {
  process.stderr.write('usage: node bench/search-nothing-found.ts --a DIR --b DIR --store FILE [--rounds N]\n');
  process.exit(2);
}

// Foreign companies' names, one or more words, and two strings of letters no name holds.
const TEXTS = ['Microsoft', 'Volkswagen', 'Amazon Web Services', 'Siemens Healthineers', 'Deutsche Telekom',
  'Schneider Electric', 'Procter Gamble', 'Unilever Nederland', 'Qwertyuiop', 'Zxcvbnmasdf', 'Electrolux',
  'Kuehne Nagel', 'Maersk Line', 'Bridgestone'];

async function servicesOf(root: string): Promise<Services> {
  const { openForReading } = await import(resolve(root, 'src/store/open.ts'));
  const { createServices } = await import(resolve(root, 'src/services/index.ts'));
  return createServices({ db: openForReading(values.store!), sanctionsThreshold: 0.9 }) as Services;
}

const trees = [values.a, values.b];
const services = [await servicesOf(values.a), await servicesOf(values.b)];
const best = services.map(() => new Map<string, number>());
const found = services.map(() => new Map<string, number>());
for (let r = 0; r < rounds + 1; r++) {
  for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
    for (const q of TEXTS) {
      const start = process.hrtime.bigint();
      const results = services[k]!.searchCompanies(q, { limit: 20 });
      const us = Number(process.hrtime.bigint() - start) / 1000;
      // Round 0 warms the statements and the images; it is not counted.
      if (r > 0) best[k]!.set(q, Math.min(best[k]!.get(q) ?? Infinity, us));
      found[k]!.set(q, results.length);
    }
  }
}
const mean = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / m.size;
for (const q of TEXTS) {
  process.stdout.write(`${q.padEnd(22)} ${best.map((m) => `${m.get(q)!.toFixed(0).padStart(7)} µs`).join('  ')}`
    + `  results ${found.map((m) => m.get(q)).join(' / ')}\n`);
}
const [ma, mb] = [mean(best[0]!), mean(best[1]!)];
const [xa, xb] = [Math.max(...best[0]!.values()), Math.max(...best[1]!.values())];
process.stdout.write(`mean: A ${ma.toFixed(0)} µs, B ${mb.toFixed(0)} µs, B ÷ A ×${(mb / ma).toFixed(2)}; `
  + `at most: A ${xa.toFixed(0)} µs, B ${xb.toFixed(0)} µs (A ${trees[0]}, B ${trees[1]})\n`);
