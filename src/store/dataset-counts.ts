// How much a store holds, for build logs (`npm run demo`) and tests: companies and person roles.
import type { DatabaseSync } from 'node:sqlite';

export interface DatasetCounts { companies: number; roles: number }

export function datasetCounts(db: DatabaseSync): DatasetCounts {
  const companies = db.prepare('SELECT count(*) AS n FROM companies').get() as { n: number };
  const roles = db.prepare('SELECT count(*) AS n FROM person_roles').get() as { n: number };
  return { companies: Number(companies.n), roles: Number(roles.n) };
}
