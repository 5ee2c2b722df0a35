// Shared by the pipeline and LV import tests: scratch folders, imports without progress output,
// and plain reads of the store on a separate read-only connection (as the server reads it).
import { mkdtempSync, rmSync, cpSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { importSources, type ImportOptions, type ImportReport, type SourceReport } from '../../../src/importers/pipeline/run.ts';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const LV_FIXTURES = join(REPO, 'test/fixtures/lv');
export const SAMPLES = fileURLToPath(new URL('../../../../shared/data-sources/samples/', import.meta.url));
export const LV_SAMPLES = join(SAMPLES, 'lv');

export interface Scratch { dir: string; db: string; files: string; cleanup(): void }

export function scratch(): Scratch {
  const dir = mkdtempSync(join(tmpdir(), 'import-test-'));
  const files = join(dir, 'files');
  cpSync(LV_FIXTURES, files, { recursive: true });
  return { dir, db: join(dir, 'store.sqlite'), files, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A scratch folder holding only the given files copied from `from`. */
export function folderWith(base: string, from: string, names: string[]): string {
  const dir = mkdtempSync(join(base, 'in-'));
  for (const n of names) cpSync(join(from, n), join(dir, n));
  return dir;
}

export async function runImport(opts: Omit<ImportOptions, 'progress'> & { progress?: ImportOptions['progress'] }): Promise<ImportReport> {
  return importSources({ progress: 'none', screen: false, ...opts });
}

export function sourceReport(report: ImportReport, id: string): SourceReport {
  const s = report.sources.find((r) => r.source === id);
  if (!s) throw new Error(`no report for ${id}: ${report.sources.map((r) => r.source).join(', ')}`);
  return s;
}

export function query<T = Record<string, unknown>>(dbPath: string, sql: string, ...params: Array<string | number | null>): T[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db.prepare(sql).all(...params).map((r) => ({ ...r })) as T[];
  } finally {
    db.close();
  }
}

/** Every row of every data table and of the search index, for "nothing changed" comparisons. */
export function dumpStore(dbPath: string): Record<string, unknown[]> {
  const tables = ['companies', 'company_names', 'vat_registrations', 'tax_ratings', 'activity_codes', 'classifier_codes',
    'financial_statements', 'person_roles', 'association_first_seen', 'company_first_seen', 'role_departures', 'compliance_flags', 'source_state', 'meta',
    'search_images', 'search_image_parts', 'search_results'];
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = query(dbPath, `SELECT * FROM ${t} ORDER BY 1, 2`);
  return out;
}

export const samplesPresent = () => existsSync(LV_SAMPLES) && readdirSync(LV_SAMPLES).length > 0;
