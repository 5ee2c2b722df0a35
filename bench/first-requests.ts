// The time of the first request of each use-case after a process opens a store (after a start,
// and after each publish, which changes the dataset version): what it reads once a dataset
// version (the coverage, the sources holding each kind of fact) is read then, with every other
// request of the process waiting. Run it with the code of two trees to compare:
//   node bench/first-requests.ts --root <tree> --store <store>
// Each call is timed once, in order, in a fresh process; the companies are the store's 1,001st of
// each country (its last, in a smaller store).
// With --after-publish (the store is written: give it a copy) it then publishes three times, as
// an import that rebuilt every country's search image would (new build ids, parts unchanged), and
// times the first search after each, at once, 0.3 s and 1 s later (from its call to its answer),
// with the longest wait of the event loop from the publish to the search's answer: what every
// other request of the process waited at most. The process follows the builds as a server does,
// and searches as the API's routes do, where the code of the tree can
// (Services.followImageBuilds, Services.whenSearchImagesLoaded).
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const { values } = parseArgs({ options: {
  root: { type: 'string', default: '.' }, store: { type: 'string' }, 'after-publish': { type: 'boolean', default: false },
} });
if (!values.store) {
  process.stderr.write('usage: node bench/first-requests.ts --root DIR --store FILE [--after-publish]\n');
  process.exit(2);
}
const db = new DatabaseSync(values.store, { readOnly: true });
const companies = ['LV', 'EE', 'LT', 'FI'].flatMap((country) => {
  const row = db.prepare(`SELECT regcode FROM companies WHERE country = ?1 ORDER BY country, regcode LIMIT 1
    OFFSET (SELECT MAX(0, MIN(1000, COUNT(*) - 1)) FROM companies WHERE country = ?1)`).get(country) as { regcode: string } | undefined;
  return row ? [{ country, regcode: row.regcode }] : [];
});
const person = db.prepare(`SELECT person_name AS name, birth_date AS birthDate FROM person_roles
  WHERE entity_type = 'natural_person' AND length(birth_date) = 10 LIMIT 1`).get() as { name: string; birthDate: string } | undefined;
db.close();

const { openForReading } = await import(resolve(values.root, 'src/store/open.ts'));
const { createServices } = await import(resolve(values.root, 'src/services/index.ts'));
const services = createServices({ db: openForReading(values.store), sanctionsThreshold: 0.9 });
await services.warmUp();
const ms: Record<string, number> = {};
const time = (label: string, call: () => unknown) => {
  const start = performance.now();
  try { call(); } catch { /* a 404 is an answer too */ }
  ms[label] = Math.round((performance.now() - start) * 10) / 10;
};
if (person) {
  // The 404 first: it names the registers read, with their dates, from the coverage.
  const dayBefore = `${Number(person.birthDate.slice(0, 4)) - 1}${person.birthDate.slice(4)}`;
  time('person check, 404', () => services.checkPerson(person.name, dayBefore, 100, new Date()));
  time('person check', () => services.checkPerson(person.name, person.birthDate, 100, new Date()));
}
for (const { country, regcode } of companies) time(`details ${country}`, () => services.getCompany(regcode, country));
for (const { country, regcode } of companies) time(`compliance ${country}`, () => services.complianceFor(regcode, country));
time('search', () => services.searchCompanies('baltic trans', { limit: 20 }));
if (values['after-publish']) {
  const following = new AbortController();
  const follow = typeof services.followImageBuilds === 'function' ? services.followImageBuilds(following.signal) : Promise.resolve();
  const writer = new DatabaseSync(values.store);
  let publishes = 0;
  const publish = () => writer.prepare("UPDATE search_images SET build_id = build_id || '/' || ?").run(`bench${Date.now()}-${++publishes}`);
  // At once: before the process can have seen the publish. 0.3 s later: most often while the
  // images load between requests. 1 s later: most often after.
  for (const [label, waitMs] of [['at once', 0], ['0.3 s later', 300], ['1 s later', 1000]] as const) {
    const stalls = monitorEventLoopDelay({ resolution: 1 });
    stalls.enable();
    // The histogram's timer running before the publish, so that a search at once is in it too.
    await sleep(20);
    publish();
    if (waitMs > 0) await sleep(waitMs);
    // As the API's routes call it: through whenSearchImagesLoaded where the tree has it (the
    // search then waits for the images, loaded between requests).
    const start = performance.now();
    const search = () => services.searchCompanies('baltic trans', { limit: 20 });
    await (typeof services.whenSearchImagesLoaded === 'function' ? services.whenSearchImagesLoaded(search) : search());
    ms[`search after a publish, ${label}`] = Math.round((performance.now() - start) * 10) / 10;
    // Another turn, so that the search's own wait is in the histogram.
    await sleep(5);
    stalls.disable();
    ms[`longest stall, publish to search ${label}`] = Math.round(stalls.max / 1e5) / 10;
  }
  following.abort();
  await follow;
  writer.close();
}
process.stdout.write(`${JSON.stringify({ root: values.root, ms })}\n`);
