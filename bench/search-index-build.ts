// The search index rebuild at national size, before and after, in one run: N generated companies
// (LV, like bench/import-lv.ts, with former names and VAT numbers) go into a store through the real
// staging and publish functions; then the previous implementation (bench/search-index-baseline/)
// and the current rebuildSearchIndex are timed on the same data, followed by the publishes an
// import meets: the same register again, a register with 1% changed, a VAT file with 1% more.
//   node_modules/.bin/node bench/search-index-build.ts [--companies 500000] [--dir DIR]
// DIR is kept when given; otherwise a temporary folder is used and removed. Wall and CPU time
// are printed for each step (on a shared machine, quote CPU time).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openForWriting, type Database } from '../src/store/open.ts';
import { createStagingArea } from '../src/store/staging.ts';
import { publishStaged } from '../src/store/publish.ts';
import { rebuildSearchIndex } from '../src/store/search-index.ts';
import { searchCompanyRows } from '../src/services/search/search-companies.ts';
import { rebuildSearchIndex as baselineRebuild } from './search-index-baseline/search-index.ts';

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 500_000);

let seed = 20261122;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!;
const LAST = ['Bērziņš', 'Kalniņš', 'Ozols', 'Jansons', 'Liepiņš', 'Krūmiņš', 'Balodis', 'Eglītis', 'Zariņš', 'Pētersons', 'Vītols', 'Kļaviņš', 'Cīrulis', 'Siliņš'];
const WORDS = ['Koks', 'Būve', 'Serviss', 'Grupa', 'IT', 'Transports', 'Dizains'];
const STREETS = ['Brīvības iela', 'Elizabetes iela', 'Lāčplēša iela', 'Krišjāņa Barona iela', 'Rīgas iela', 'Skolas iela'];
const CITIES = ['Rīga', 'Daugavpils', 'Liepāja', 'Jelgava', 'Jūrmala', 'Ventspils', 'Rēzekne', 'Valmiera'];
const regcodeOf = (i: number) => String(40003000000 + i);

interface Company { regcode: string; name: string; status: string; address: string }
const companies: Company[] = [];
for (let i = 0; i < COMPANIES; i++) {
  companies.push({
    regcode: regcodeOf(i), name: `SIA "${pick(LAST)} ${pick(WORDS)} ${i}"`, status: rnd() < 0.2 ? 'closed' : 'active',
    address: `${pick(CITIES)}, ${pick(STREETS)} ${1 + Math.floor(rnd() * 200)}`,
  });
}
const formerNames = companies.filter(() => rnd() < 0.1).map((c) => ({ regcode: c.regcode, name: `SIA "${pick(LAST)} ${pick(WORDS)}"` }));
const vatOf = (c: Company) => ({ regcode: c.regcode, vatNumber: `LV${c.regcode}` });
const vat = companies.filter(() => rnd() < 0.3).map(vatOf);

let runId = 0;
function publish(db: Database, source: string, kind: string, records: Array<Record<string, unknown>>): number {
  const staging = createStagingArea(db, source, [kind]);
  records.forEach((r, i) => {
    const error = staging.insert(kind, { country: 'LV', ...r }, i + 2);
    if (error) throw new Error(`${source} line ${i + 2}: ${error}`);
  });
  staging.flush();
  const result = publishStaged(db, {
    source, country: 'LV', kinds: [kind], asOf: '2026-11-22', checksum: null, runId: ++runId,
    now: new Date('2026-11-22T06:00:00Z'), policy: 'replace', statusRules: [],
  });
  staging.drop();
  return result.steps['search index'] ?? 0;
}
const register = (list: Company[]) => list.map((c) => ({ ...c, legalFormCode: 'SIA', legalFormName: 'Sabiedrība ar ierobežotu atbildību' }));
const names = () => formerNames.map((n) => ({ ...n, kind: 'former' }));
const vats = (list: Array<{ regcode: string; vatNumber: string }>) => list.map((v) => ({ ...v, active: true }));

const rows: Array<[string, number, number]> = [];
function timed<T>(label: string, run: () => T): T {
  const cpu = process.cpuUsage();
  const t = performance.now();
  const value = run();
  const used = process.cpuUsage(cpu);
  rows.push([label, performance.now() - t, (used.user + used.system) / 1000]);
  console.log(`${label.padEnd(62)} ${((performance.now() - t) / 1000).toFixed(2).padStart(7)} s wall ${((used.user + used.system) / 1e6).toFixed(2).padStart(7)} s CPU`);
  return value;
}
function inTransaction(db: Database, run: () => void): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    run();
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
// What readers see: every document's company in id order, and a few searches.
function indexView(db: Database): string {
  const order = (db.prepare("SELECT regcode FROM search_docs WHERE country = 'LV' ORDER BY doc_id").all() as Array<{ regcode: string }>).map((r) => r.regcode);
  const queries = ['ozols', 'koks 12', 'berzins it', 'riga', 'sia', 'zarins transports 4', 'kalnin', 'brivibas iela 12', '40003000777', 'LV40003000123', 'eglitsi koks'];
  return JSON.stringify([order, queries.map((q) => searchCompanyRows(db, q, { limit: 50 }).map((c) => c.regcode))]);
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-search-index-'));
mkdirSync(dir, { recursive: true });
const db = openForWriting(join(dir, 'store.sqlite'));
try {
  console.log(`${COMPANIES.toLocaleString('en-US')} LV companies, ${formerNames.length.toLocaleString('en-US')} former names, ${vat.length.toLocaleString('en-US')} VAT numbers`);
  timed('load: register publish (its index step is a first build)', () => publish(db, 'bench.register', 'company', register(companies)));
  timed('load: former-names publish', () => publish(db, 'bench.names', 'companyName', names()));
  timed('load: VAT publish', () => publish(db, 'bench.vat', 'vat', vats(vat)));

  timed('BEFORE  full rebuild (previous implementation)', () => inTransaction(db, () => baselineRebuild(db, 'LV')));
  db.prepare("DELETE FROM search_state WHERE country = 'LV'").run(); // its documents are of the old layout
  timed('AFTER   full rebuild (first build, or another layout)', () => inTransaction(db, () => rebuildSearchIndex(db, 'LV')));
  timed('AFTER   rebuild, nothing changed', () => inTransaction(db, () => rebuildSearchIndex(db, 'LV')));

  const step = (label: string, ms: number) => { rows.push([label, ms, NaN]); console.log(`${label.padEnd(62)} ${(ms / 1000).toFixed(2).padStart(7)} s wall (publish step 'search index')`); };
  step('AFTER   index step of a re-publish of the same register', publish(db, 'bench.register', 'company', register(companies)));
  // 1% changed: 0.4% new companies, 0.2% renamed, 0.2% closed, 0.1% gone, 0.1% moved address.
  const changed = companies.filter((_, i) => i % 1000 >= 1 || i % 1000 === 0).map((c, i) => {
    const r = i % 1000;
    if (r < 2) return { ...c, name: `SIA "${pick(LAST)} ${pick(WORDS)} Jauns ${i}"` };
    if (r < 4) return { ...c, status: 'closed' };
    if (r === 4) return { ...c, address: `${pick(CITIES)}, ${pick(STREETS)} 1` };
    return c;
  }).filter((_, i) => i % 1000 !== 999);
  for (let i = 0; i < COMPANIES / 250; i++) changed.push({ regcode: regcodeOf(COMPANIES + i), name: `SIA "${pick(LAST)} ${pick(WORDS)} ${COMPANIES + i}"`, status: 'active', address: `${pick(CITIES)}, ${pick(STREETS)} 7` });
  step('AFTER   index step of a register publish with 1% changed', publish(db, 'bench.register', 'company', register(changed)));
  step('AFTER   index step of a VAT publish with 1% more numbers', publish(db, 'bench.vat', 'vat', vats([...vat, ...changed.filter((_, i) => i % 100 === 1).map(vatOf)])));

  const incremental = indexView(db);
  db.prepare("DELETE FROM search_state WHERE country = 'LV'").run();
  inTransaction(db, () => rebuildSearchIndex(db, 'LV'));
  console.log(`incremental index reads as a full rebuild of the same rows: ${incremental === indexView(db) ? 'yes' : 'NO'}`);
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
} finally {
  db.close();
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
