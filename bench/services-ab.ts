// The CPU time of one use-case in two versions of the code, in one process over one store: a
// change to a hot path (details, the person check, search, autofill) measured against the code
// before it, and its answers compared. Rounds alternate the two versions (A first, then B first)
// so that a slow moment of the shared machine does not fall on one of them; what counts is the
// median of the rounds' ratios B ÷ A. The answers of every request are hashed for each version:
// `same` says whether they are identical.
//   git worktree add /tmp/before <commit>   (or: git archive <commit> src | tar -x -C /tmp/before)
//   node bench/services-ab.ts --what details --a /tmp/before --b . --store bench/out/store-….sqlite
// --store-b: the store B reads, where the two versions' search images are of another format (B's
// a copy of the store rebuilt by B's code: `DATABASE_PATH=copy node src/cli/import.ts reindex`);
// the requests are read from --store, and both stores hold the same companies.
// --what: details | details-any-country | details-unknown | compliance | person | person-candidates | person-unknown
//   | new-registrations | new-registrations-paged | search | search-mcp | search-rest | autofill
// Companies: every n-th in key order (all four countries); people: random roles with a full
// birth date (person-candidates: asked with candidates=true, which code before it ignores;
// person-unknown: asked for the day a year before, the 404 path; new-registrations: people with a
// role first seen in the last 168 hours, asked for those, 100 companies a page; new-registrations-paged: one company a page with
// candidates=true, the first page of a walk); search and autofill: the first
// two words of the names of those companies, and their first five letters for autofill;
// search-mcp: those searches as search_companies makes them, with the owners abroad of the name
// typed read where no result bears it (holdersNamed, where the services have it) and who carries
// on a closed LV company of the first three results (closedSucceeded, else its details); search-rest:
// those searches as GET /companies/search makes them, the owners abroad read (holdersAbroad) where
// the tree's services export the route's rule (searchFoundLittle), none in a tree before it;
// details-unknown: the regcode of each such company with its first digit moved on by one, where no
// company bears that number, asked in no country (the 404 path, which reads every country and the
// owners' numbers).
// Each version's services are warmed up as a server's are, then given SETTLE_MS (--settle-ms, 5000) of its loads
// between requests (Services.followImageBuilds), so that what a server reads once per version
// outside requests is read before the rounds, not in them.
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Rng } from '../src/demo/random.ts';
import type { Services } from '../src/services/index.ts';
import type { Country } from '../src/domain/country.ts';
import { companyNameKey } from '../src/domain/fold.ts';

const WHATS = ['details', 'details-any-country', 'details-unknown', 'compliance', 'person', 'person-candidates', 'person-unknown',
  'new-registrations', 'new-registrations-paged', 'search', 'search-mcp', 'search-rest', 'autofill'] as const;
const USAGE = `usage: node bench/services-ab.ts --what ${WHATS.join('|')} --a DIR --b DIR --store FILE [--store-b FILE] [--count N] [--rounds N] [--seed N] [--settle-ms N]\n`;
const OPTIONS = {
  what: { type: 'string', default: 'details' }, a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, 'store-b': { type: 'string' },
  count: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '21' }, seed: { type: 'string', default: '20261128' },
  'settle-ms': { type: 'string', default: '5000' }, help: { type: 'boolean', short: 'h' },
} as const;
// An option it does not know: what was wrong and the usage, not parseArgs' stack trace.
const { values } = (() => {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
// Asked for: the usage on stdout, and no run.
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const what = values.what as (typeof WHATS)[number];
const [count, rounds] = [Number(values.count), Number(values.rounds)];
if (!values.a || !values.b || !values.store || !WHATS.includes(what) || !(count >= 1) || !(rounds >= 1) || !(Number(values['settle-ms']) >= 0)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

type Call = (services: Services) => unknown;
const now = new Date();

/**
 * A search as search_companies makes it (mcp/tools/search-companies.ts): the owners abroad read
 * where it found fewer than a page and no result bears the name, and who carries on each closed
 * LV company of the first three results, through closedSucceeded where the tree's services have
 * it, else through each such company's details, as the tool read it before.
 */
function searchAsTool(s: Services, q: string): unknown {
  const results = s.searchCompanies(q, { limit: 20 });
  const named = companyNameKey(q);
  const read = 'holdersNamed' in s && results.length < 20 && !results.some((r) => companyNameKey(r.name) === named);
  return [results, read ? s.holdersNamed(q) : [], successorsAsTool(s, results)];
}

function successorsAsTool(s: Services, results: ReturnType<Services['searchCompanies']>): unknown[] {
  const closed = results.slice(0, 3).filter((r) => r.status === 'closed' && r.country === 'LV');
  if (closed.length === 0) return [];
  // A tree before it has no closedSucceeded.
  if (typeof (s as Partial<Services>).closedSucceeded === 'function') return s.closedSucceeded(closed, now);
  return closed.flatMap((r) => {
    const d = s.getCompany(r.regcode, 'LV');
    return (d.succeededBy ?? []).length > 0 ? [{ regcode: r.regcode, country: 'LV', closedOn: d.closedOn, succeededBy: d.succeededBy }] : [];
  });
}

// The route's rule of a search that found little, as each tree exports it (none before holdersAbroad).
type FoundLittle = (q: string, results: ReadonlyArray<{ name: string }>, limit: number) => boolean;
const foundLittleOf = new WeakMap<Services, FoundLittle>();
// What the loads between requests take at national size at most, with time to spare (the
// companies a flag may rest on: about a second); --settle-ms sets it (a seed store needs little).
const SETTLE_MS = Number(values['settle-ms']);

/** A search as GET /companies/search makes it (http/companies/routes.ts) in the tree of `s`. */
function searchAsRoute(s: Services, q: string): unknown {
  const results = s.searchCompanies(q, { limit: 20 });
  const foundLittle = foundLittleOf.get(s);
  return [results, foundLittle?.(q, results, 20) ? s.holdersNamed(q) : []];
}

function requests(store: string): Call[] {
  const db = new DatabaseSync(store, { readOnly: true });
  const rng = new Rng(Number(values.seed));
  const calls: Call[] = [];
  if (what.startsWith('person') || what.startsWith('new-registrations')) {
    const max = Number((db.prepare('SELECT MAX(id) AS n FROM person_roles').get() as { n: number | null }).n ?? 0);
    const byId = db.prepare(`SELECT person_name AS name, birth_date AS birthDate FROM person_roles
      WHERE id = ? AND entity_type = 'natural_person' AND length(birth_date) = 10`);
    // New registrations: people with a role first seen in the window, whose answers list something.
    const recent = what.startsWith('new-registrations') ? db.prepare(`SELECT person_name AS name, birth_date AS birthDate FROM person_roles
      WHERE first_seen_at >= ? AND entity_type = 'natural_person' AND length(birth_date) = 10 ORDER BY id`)
      .all(new Date(now.getTime() - 168 * 3_600_000).toISOString()) as Array<{ name: string; birthDate: string }> : null;
    for (let tries = 0; calls.length < count && tries < count * 20 && max > 0; tries++) {
      const p = recent ? recent[rng.int(0, recent.length - 1)] : byId.get(rng.int(1, max)) as { name: string; birthDate: string } | undefined;
      if (!p) continue;
      if (what === 'person') calls.push((s) => s.checkPerson(p.name, p.birthDate, 100, now));
      else if (what === 'person-candidates') calls.push((s) => s.checkPerson(p.name, p.birthDate, 100, now, null, { after: null }));
      else if (what === 'new-registrations') calls.push((s) => s.newRegistrations(p.name, p.birthDate, 168, 100, now));
      else if (what === 'new-registrations-paged') calls.push((s) => s.newRegistrations(p.name, p.birthDate, 168, 1, now, true));
      else calls.push((s) => s.checkPerson(p.name, `${Number(p.birthDate.slice(0, 4)) - 1}${p.birthDate.slice(4)}`, 100, now));
    }
  } else if (what === 'search' || what === 'search-mcp' || what === 'search-rest' || what === 'autofill') {
    const total = Number((db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n);
    const stride = Math.max(1, Math.floor(total / count));
    let i = 0;
    for (const { name } of db.prepare('SELECT name FROM companies').iterate() as Iterable<{ name: string }>) {
      if (i++ % stride !== 0) continue;
      const q = name.split(/\s+/).slice(0, 2).join(' ');
      if (what === 'search-mcp') calls.push((s) => searchAsTool(s, q));
      else if (what === 'search-rest') calls.push((s) => searchAsRoute(s, q));
      else calls.push(what === 'search' ? (s) => s.searchCompanies(q, { limit: 20 }) : (s) => s.autofill(q.slice(0, 5), { limit: 10 }, now));
    }
  } else {
    const total = Number((db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n);
    const stride = Math.max(1, Math.floor(total / count));
    let i = 0;
    for (const row of db.prepare('SELECT country, regcode FROM companies').iterate() as Iterable<{ country: Country; regcode: string }>) {
      if (i++ % stride !== 0) continue;
      if (what === 'details-unknown') {
        const unknown = row.regcode.replace(/\d/, (d) => String((Number(d) + 1) % 10));
        if (!db.prepare('SELECT 1 FROM companies WHERE regcode = ?').get(unknown)) calls.push((s) => s.getCompany(unknown));
        continue;
      }
      const { regcode } = row;
      const country = what === 'details-any-country' ? undefined : row.country;
      calls.push(what === 'compliance' ? (s) => s.complianceFor(regcode, country) : (s) => s.getCompany(regcode, country));
    }
  }
  db.close();
  return calls;
}

async function servicesOf(root: string, store: string): Promise<Services> {
  const { openForReading } = await import(resolve(root, 'src/store/open.ts'));
  const { createServices, searchFoundLittle } = await import(resolve(root, 'src/services/index.ts'));
  const services = createServices({ db: openForReading(store), sanctionsThreshold: 0.9 }) as Services;
  if (searchFoundLittle) foundLittleOf.set(services, searchFoundLittle);
  await services.warmUp();
  // What a server loads between requests once the images are (the companies a flag may rest on,
  // read once per version): started as the server starts it and given time to end, then stopped.
  if (typeof services.followImageBuilds === 'function') {
    const stop = new AbortController();
    const following = services.followImageBuilds(stop.signal);
    await sleep(SETTLE_MS);
    stop.abort();
    await following;
  }
  return services;
}

function answersHash(services: Services, calls: Call[]): string {
  const hash = createHash('sha256');
  for (const call of calls) {
    let out: unknown;
    try {
      out = call(services);
    } catch (err) {
      out = { error: (err as Error).constructor.name, message: (err as Error).message };
    }
    hash.update(`${JSON.stringify(out)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** CPU time (user and system) a call, in µs: a process waiting for the shared core is not counted. */
function cpuPerCall(services: Services, calls: Call[]): number {
  const start = process.cpuUsage();
  for (const call of calls) {
    try {
      call(services);
    } catch { /* a 404 or 400 is an answer too */ }
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls.length;
}

const calls = requests(values.store);
const [A, B] = [await servicesOf(values.a, values.store), await servicesOf(values.b, values['store-b'] ?? values.store)];
const [hashA, hashB] = [answersHash(A, calls), answersHash(B, calls)];
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2 === 0) { a.push(cpuPerCall(A, calls)); b.push(cpuPerCall(B, calls)); } else { b.push(cpuPerCall(B, calls)); a.push(cpuPerCall(A, calls)); }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const round1 = (x: number) => Math.round(x * 10) / 10;
process.stdout.write(`${JSON.stringify({
  what, requests: calls.length, rounds, same: hashA === hashB, answersA: hashA, answersB: hashB,
  aMicros: { best: round1(Math.min(...a)), median: round1(median(a)) },
  bMicros: { best: round1(Math.min(...b)), median: round1(median(b)) },
  ratio: Math.round(median(a.map((x, i) => b[i]! / x)) * 1000) / 1000,
})}\n`);
