// How far the two-typos read reaches (docs/search.md, "Two typos"): active companies whose name
// holds a word of eight letters or more, typed without their legal form and with that word
// mistyped one way, asked of search; a miss is a company not among the first ten. Five ways:
// - left2: two letters left out (not the first: `tranprt` for `transport`);
// - left1wrong1: one left out and another mistyped (not the first);
// - firstNear1: the first letter mistyped for a key beside it, and another letter mistyped;
// - firstFar1: the first letter mistyped for a key far from it, and another mistyped (not read);
// - firstLeftOut: the first letter left out, nothing else.
// The services are those of --tree (default: this one), so trees before and after a change can be
// compared on one store:
//   node_modules/.bin/node bench/quality/two-typos.ts --store <demo store> [--tree DIR] [--count 300] [--seed N]
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Rng } from '../../src/demo/random.ts';
import { NEIGHBOURS } from '../../src/store/search-image/two-typos.ts';
import { splitName, withoutDiacritics } from './perturb.ts';
import type { Services } from '../../src/services/index.ts';

const { values } = parseArgs({ options: {
  store: { type: 'string' }, tree: { type: 'string', default: '.' }, count: { type: 'string', default: '300' },
  seed: { type: 'string', default: '20261129' },
} });
const count = Number(values.count);
if (!values.store || !(count >= 1)) {
  process.stderr.write('usage: node bench/quality/two-typos.ts --store FILE [--tree DIR] [--count N] [--seed N]\n');
  process.exit(2);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const rng = new Rng(Number(values.seed));
const pick = (s: string) => s[rng.int(0, s.length - 1)]!;
/** `word` with the letter at `i` replaced by another one. */
const mistyped = (word: string, i: number) => word.slice(0, i) + pick(LETTERS.replace(word[i]!, '')) + word.slice(i + 1);
const leftOut = (word: string, i: number) => word.slice(0, i) + word.slice(i + 1);
const far = (c: string) => LETTERS.split('').filter((l) => l !== c && !(NEIGHBOURS[c] ?? '').includes(l)).join('');

const WAYS: Record<string, (w: string) => string> = {
  left2: (w) => { const i = rng.int(1, w.length - 2); return leftOut(leftOut(w, i), rng.int(1, w.length - 3)); },
  left1wrong1: (w) => mistyped(leftOut(w, rng.int(1, w.length - 1)), rng.int(1, w.length - 2)),
  firstNear1: (w) => mistyped(pick(NEIGHBOURS[w[0]!] ?? far(w[0]!)) + w.slice(1), rng.int(1, w.length - 1)),
  firstFar1: (w) => mistyped(pick(far(w[0]!)) + w.slice(1), rng.int(1, w.length - 1)),
  firstLeftOut: (w) => w.slice(1),
};

const db = new DatabaseSync(values.store, { readOnly: true });
const rows = db.prepare(`SELECT country, regcode, name, name_key AS nameKey FROM companies WHERE status = 'active' ORDER BY country, regcode`)
  .all() as Array<{ country: string; regcode: string; name: string; nameKey: string }>;
db.close();
// The companies with a long word, every n-th so that all four countries are in.
const withLong = rows.map((r) => {
  const parts = splitName(r.name, r.nameKey);
  const words = parts?.core.map((w) => withoutDiacritics(w).toLowerCase()) ?? [];
  const long = words.findIndex((w) => /^[a-z]{8,}$/.test(w));
  return long === -1 ? null : { ...r, words, long };
}).filter((r) => r !== null);
const step = Math.max(1, Math.floor(withLong.length / count));
const chosen = withLong.filter((_, i) => i % step === 0).slice(0, count);

const { openForReading } = await import(resolve(values.tree!, 'src/store/open.ts'));
const { createServices } = await import(resolve(values.tree!, 'src/services/index.ts'));
const services = createServices({ db: openForReading(values.store), sanctionsThreshold: 0.9 }) as Services;

for (const [way, typed] of Object.entries(WAYS)) {
  let missed = 0;
  for (const c of chosen) {
    const words = [...c.words];
    words[c.long] = typed(words[c.long]!);
    const found = services.searchCompanies(words.join(' '), { limit: 10 });
    if (!found.some((r) => r.country === c.country && r.regcode === c.regcode)) missed++;
  }
  process.stdout.write(`${way.padEnd(13)} missed ${missed} of ${chosen.length}\n`);
}
