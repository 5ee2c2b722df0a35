// The service's own HTTP stack answering without data work: buildApp as serve-main.ts builds it
// (CORS, caching and ETag, validation, response schemas, logging at warn), with services that
// return one real answer of each endpoint, read once from the store at start. wrk against it
// gives each endpoint's floor: what it would cost if its data were free. Beside R0 (a bare
// hello-world route) it tells how much of an endpoint's cost is the stack and the size of its
// answer, and how much is the data work.
//   DATABASE_PATH=STORE PORT=N SAMPLES=JSON node bench/floor-server.ts
// SAMPLES: {"details": "/api/public/v1/companies/…", "search": "…", …}, one real request each.
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from '../src/config/config.ts';
import { buildApp } from '../src/http/app.ts';
import { createOpenGate } from '../src/http/rate-limit/memory-gate.ts';
import { openForReading } from '../src/store/open.ts';
import { createServices, type Services } from '../src/services/index.ts';
import type { Country } from '../src/domain/country.ts';

// The runtime settings of src/cli/serve.js.
setFlagsFromString('--optimize-for-size');

const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
const samples = JSON.parse(process.env.SAMPLES ?? '{}') as Record<string, string>;
const db = openForReading(config.databasePath);
const real = createServices({ db, sanctionsThreshold: config.sanctionsThreshold });

const query = (path: string | undefined) => new URL(`http://x${path ?? '/'}`);
const regcodeOf = (path: string | undefined) => decodeURIComponent(query(path).pathname.split('/')[5] ?? '');
const countryOf = (path: string | undefined) => (query(path).searchParams.get('country') ?? undefined) as Country | undefined;
const param = (path: string | undefined, name: string) => query(path).searchParams.get(name) ?? '';

const details = real.getCompany(regcodeOf(samples.details), countryOf(samples.details));
const sanctions = real.sanctionsFor(regcodeOf(samples.sanctions), countryOf(samples.sanctions));
const search = real.searchCompanies(param(samples.search, 'q'), { limit: 20 });
const autofill = real.autofill(param(samples.autofill, 'q'), { limit: 10 });
const person = real.checkPerson(param(samples.personCheck, 'name'), param(samples.personCheck, 'birthDate'), 50);
const fresh = real.newRegistrations(param(samples.newRegistrations, 'name'), param(samples.newRegistrations, 'birthDate'), 168, 100);

const services: Services = {
  ...real,
  getCompany: () => details,
  sanctionsFor: () => sanctions,
  searchCompanies: () => search,
  autofill: () => autofill,
  checkPerson: () => person,
  newRegistrations: () => fresh,
};
const app = await buildApp({ services, config, gate: createOpenGate() });
await app.listen({ port: Number(process.env.PORT ?? 8082), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
