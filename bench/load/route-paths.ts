// The request lists `npm run bench` sends to an endpoint, written one path a line, for the runs
// that measure one endpoint alone (bench/load-ab.ts --paths, bench/answers-same.ts): the same
// query set and seed as bench/run.ts, so a search or autofill list is the one its load phase rotates.
//   node bench/load/route-paths.ts --store STORE --out DIR [--seed N] [--per-class N] [--size N]
// Writes DIR/<endpoint>.txt for each endpoint (search.txt, autofill.txt, details.txt, …), and
// search-hints.txt: texts that reach the sentences the search route says beside its list (a VAT
// number typed for a company's registration number, a pasted line of name, number and address, a
// number of another company or of none, digits written full-width or as HTML references), which
// the judged queries seldom do: the list to check a change to those sentences' cost by.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from '../../src/demo/build.ts';
import { openForReading } from '../../src/store/open.ts';
import { buildQuerySet } from '../quality/query-set.ts';
import { API, buildRequestLists, ENDPOINTS } from './requests.ts';

const { values } = parseArgs({ options: {
  store: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string', default: String(DEFAULT_SEED) },
  'per-class': { type: 'string', default: '40' }, size: { type: 'string', default: '1000' },
} });
const [seed, perClass, size] = [Number(values.seed), Number(values['per-class']), Number(values.size)];
if (!values.store || !values.out || !Number.isInteger(seed) || !(perClass >= 1) || !(size >= 1)) {
  process.stderr.write('usage: node bench/load/route-paths.ts --store STORE --out DIR [--seed N] [--per-class N] [--size N]\n');
  process.exit(2);
}
const db = openForReading(values.store);
const lists = buildRequestLists(db, buildQuerySet(db, { seed, perClass }), { seed, size, now: new Date() });
const hints = searchHintPaths(db, Math.ceil(size / 10));
db.close();
mkdirSync(values.out, { recursive: true });
for (const endpoint of ENDPOINTS) writeFileSync(join(values.out, `${endpoint}.txt`), `${lists[endpoint].join('\n')}\n`);
writeFileSync(join(values.out, 'search-hints.txt'), `${hints.join('\n')}\n`);
process.stdout.write(`${JSON.stringify({ ...Object.fromEntries(ENDPOINTS.map((e) => [e, lists[e].length])), searchHints: hints.length })}\n`);

/** The search texts of search-hints.txt, from companies with a VAT registration spread over the store. */
function searchHintPaths(store: typeof db, wanted: number): string[] {
  const rows = store.prepare(`SELECT c.country, c.regcode, c.name, c.address, v.vat_number FROM vat_registrations v
    JOIN companies c ON c.country = v.country AND c.regcode = v.regcode LIMIT ?`).all(wanted * 20) as Array<{
      country: string; regcode: string; name: string; address: string | null; vat_number: string }>;
  const picked = rows.filter((_, i) => i % 20 === 0);
  const fullWidth = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  const texts = picked.flatMap((c, i) => {
    const other = picked[(i + 1) % picked.length]!;
    const street = c.address?.split(',').slice(1, 2).join('').trim() ?? '';
    return [
      `${c.country}${c.regcode}`, c.vat_number, `${c.name}, ${c.vat_number}`, `${c.name}, ${other.vat_number}, ${street}`,
      `${c.name}, reg. nr. ${c.regcode}, ${other.address ?? ''}`, `${c.name} ${c.regcode.replace(/\d$/, (d) => String((Number(d) + 1) % 10))}`,
      fullWidth(c.vat_number), `${c.name.replace(/"/g, '&quot;')} &#${c.regcode.charCodeAt(0)};${c.regcode.slice(1)}`,
    ];
  });
  return texts.map((q) => `${API}/companies/search?q=${encodeURIComponent(q)}`);
}
