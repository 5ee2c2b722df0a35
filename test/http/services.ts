// The services the HTTP tests run against: the real ones, over the seed store, opened the way
// src/cli/serve-main.ts opens the production store (read-only). One store per test file process.
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.ts';
import { createServices, type Services } from '../../src/services/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';

export { FIXTURE } from '../helpers/seed.ts';

let shared: Services | undefined;

export async function testServices(): Promise<Services> {
  if (!shared) {
    const store = seedDatabase();
    const db = openForReading(store.path);
    shared = createServices({ db, sanctionsThreshold: loadConfig({}).sanctionsThreshold });
    process.once('exit', () => { db.close(); store.cleanup(); });
  }
  return shared;
}

/**
 * The test services, counting how often a document's coverage is read (once per document made),
 * with a dataset version the test sets: what the tests of the documents kept per version read.
 */
export async function countingServices(): Promise<{ services: Services; builds: () => number; publish: (version: string) => void }> {
  const real = await testServices();
  let builds = 0;
  let version: string | null = null;
  const services = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'coverage') return () => { builds += 1; return target.coverage(); };
      if (property === 'datasetInfo') return () => ({ ...target.datasetInfo(), ...(version === null ? {} : { version }) });
      return Reflect.get(target, property, receiver);
    },
  });
  return { services, builds: () => builds, publish: (v) => { version = v; } };
}

/** A person of the fixture with several associations, one registered within the last day. */
export const PERSON = { name: FIXTURE.persons.janis.name, birthDate: FIXTURE.persons.janis.birthDate };
export const UNKNOWN_REGCODE = '49999999999';

/** Writes the seed store into dir (for server child processes) and returns its path. */
export async function seedDatabaseFile(dir: string): Promise<string> {
  return seedDatabase(join(dir, 'registry.sqlite')).path;
}
