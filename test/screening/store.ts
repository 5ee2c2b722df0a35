// A small store for screening tests: companies and controlling holders written straight into
// the live tables (as a published register import would leave them), in a temporary folder.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openForWriting, type Database } from '../../src/store/open.ts';
import { companyNameKey, personNameKey } from '../../src/domain/fold.ts';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { euSource } from '../../src/importers/sanctions/index.ts';

export interface TestStore { dir: string; path: string; cleanup(): void }

export function createTestStore(): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'screening-'));
  const path = join(dir, 'registry.sqlite');
  openForWriting(path).close();
  return { dir, path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function withDb<T>(path: string, fn: (db: Database) => T): T {
  const db = openForWriting(path);
  try { return fn(db); } finally { db.close(); }
}

export function insertCompany(db: Database, c: { country: string; regcode: string; name: string }): void {
  db.prepare(`INSERT INTO companies (country, regcode, name, name_key, status, source, as_of, first_seen_at)
    VALUES (?, ?, ?, ?, 'active', 'test.register', '2026-11-20', '2026-11-20T00:00:00Z')`)
    .run(c.country, c.regcode, c.name, companyNameKey(c.name));
}

export function insertRole(db: Database, r: {
  country: string; regcode: string; role: string; name: string; entityType?: 'natural_person' | 'legal_entity';
  birthDate?: string | null; birthKey?: string | null; holderRegcode?: string | null; sharePercent?: number | null; until?: string | null;
  position?: string | null; shareAmount?: number | null; shareCurrency?: string | null; since?: string | null;
}): void {
  db.prepare(`INSERT INTO person_roles (country, regcode, role, position, person_name, name_key, entity_type, birth_date,
      birth_key, holder_regcode, since, until, share_percent, share_amount, share_currency, assoc_key, first_seen_at, source, as_of)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '2026-11-20T00:00:00Z', 'test.roles', '2026-11-20')`)
    .run(r.country, r.regcode, r.role, r.position ?? null, r.name, personNameKey(r.name), r.entityType ?? 'natural_person', r.birthDate ?? null,
      r.birthKey ?? null, r.holderRegcode ?? null, r.since ?? null, r.until ?? null, r.sharePercent ?? null, r.shareAmount ?? null, r.shareCurrency ?? null,
      `${r.country}:${r.regcode}:${r.role}:${r.name}`);
}

export interface StoredMatch { country: string; regcode: string; list: string; entry_id: string; matched_on: string; matched_name: string | null; score: number; features: string; algorithm_version: string }

export function matchesOf(db: Database, country: string, regcode: string): StoredMatch[] {
  return db.prepare('SELECT * FROM sanction_matches WHERE country = ? AND regcode = ? ORDER BY score DESC')
    .all(country, regcode) as unknown as StoredMatch[];
}

export function insertFormerName(db: Database, n: { country: string; regcode: string; name: string; validFrom?: string | null; validTo: string | null }): void {
  db.prepare(`INSERT INTO company_names (country, regcode, name, name_key, kind, valid_from, valid_to, source, as_of)
    VALUES (?, ?, ?, ?, 'former', ?, ?, 'test.register', '2026-11-20')`)
    .run(n.country, n.regcode, n.name, companyNameKey(n.name), n.validFrom ?? null, n.validTo);
}

const EU_FIXTURE = new URL('../fixtures/sanctions/screening/xmlFullSanctionsList_1_1.xml', import.meta.url);

/** The screening fixture's EU list imported into the store (which screens its holders), its publish asserted. */
export async function importEuFixture(store: TestStore): Promise<void> {
  const dir = join(store.dir, 'lists');
  mkdirSync(dir);
  copyFileSync(EU_FIXTURE, join(dir, 'xmlFullSanctionsList_1_1.xml'));
  const report = await importSources({ databasePath: store.path, sources: [euSource], fromDir: dir, now: new Date('2026-11-21T08:00:00Z'), progress: 'none' });
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
}
