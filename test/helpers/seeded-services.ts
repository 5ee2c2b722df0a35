// The real services over a freshly seeded store, opened read-only as the server opens it.
import type { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { createServices, type Services } from '../../src/services/index.ts';
import { FIXTURE, seedDatabase, type SeedData, type SeededStore } from './seed.ts';

export interface SeededServices {
  services: Services;
  db: DatabaseSync;
  store: SeededStore;
  /** Closes the connection and removes the store. */
  close(): void;
}

export function seededServices(data: SeedData = {}): SeededServices {
  const store = seedDatabase(undefined, data);
  const db = openForReading(store.path);
  const services = createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold });
  return {
    services, db, store,
    close() {
      db.close();
      store.cleanup();
    },
  };
}
