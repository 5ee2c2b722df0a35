// What a built benchmark store holds: row counts per table and country, and how it was built
// (kept beside the store as JSON, so a cached store reports its build without rebuilding).
import type { DatabaseSync } from 'node:sqlite';

export interface StoreCounts {
  companies: Record<string, number>;
  companiesTotal: number;
  personRoles: number;
  financialRows: number;
  vatRegistrations: number;
  sanctionEntries: number;
}

export interface BuildInfo {
  seed: number;
  scale: number;
  builtAt: string;
  /** The commit whose importers wrote the store (absent from stores built before it was recorded). */
  builtBy?: string | null;
  generateSeconds: number;
  importSeconds: number;
  storeBytes: number;
  counts: StoreCounts;
  /** How long the command's one publish transaction held the write lock (absent in stores built before it). */
  publishSeconds?: number;
  /** Each source's own work: reading, staging, checking and its part of the publish. */
  sourceSeconds: Record<string, number>;
}

const count = (db: DatabaseSync, table: string) => Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);

export function storeCounts(db: DatabaseSync): StoreCounts {
  const rows = db.prepare('SELECT country, COUNT(*) AS n FROM companies GROUP BY country ORDER BY country').all() as Array<{ country: string; n: number }>;
  const companies = Object.fromEntries(rows.map((r) => [r.country, Number(r.n)]));
  return {
    companies,
    companiesTotal: rows.reduce((s, r) => s + Number(r.n), 0),
    personRoles: count(db, 'person_roles'),
    financialRows: count(db, 'financial_statements'),
    vatRegistrations: count(db, 'vat_registrations'),
    sanctionEntries: count(db, 'sanction_entries'),
  };
}
