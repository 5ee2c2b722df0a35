// The time of the first request of each use-case after a process opens a store (after a start,
// and after each publish, which changes the dataset version): what it reads once a dataset
// version (the coverage, the sources holding each kind of fact) is read then, with every other
// request of the process waiting. Run it with the code of two trees to compare:
//   node bench/first-requests.ts --root <tree> --store <store>
// Each call is timed once, in order, in a fresh process; the companies are the store's 1,001st of
// each country (its last, in a smaller store).
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const { values } = parseArgs({ options: { root: { type: 'string', default: '.' }, store: { type: 'string' } } });
if (!values.store) {
  process.stderr.write('usage: node bench/first-requests.ts --root DIR --store FILE\n');
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
process.stdout.write(`${JSON.stringify({ root: values.root, ms })}\n`);
