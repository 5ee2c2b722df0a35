// One list source imported from files written for a test into a store holding one company, then
// that company's sanctions answer, as a screening client reads it after the import.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { createTestStore, insertCompany, withDb } from '../../screening/store.ts';

export async function sanctionsAfterImport(
  company: { country: 'LV' | 'LT' | 'EE' | 'FI'; regcode: string; name: string },
  source: SourceDefinition, files: Record<string, string | Buffer>, options: { candidates?: boolean } = {},
) {
  return (await importedWithSanctions(company, source, files, options)).answer;
}

/** The same, with the source's import report beside the answer. */
export async function importedWithSanctions(
  company: { country: 'LV' | 'LT' | 'EE' | 'FI'; regcode: string; name: string },
  source: SourceDefinition, files: Record<string, string | Buffer>, options: { candidates?: boolean } = {},
) {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => insertCompany(db, company));
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const report = await importSources({ databasePath: store.path, sources: [source], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    const db = openForReading(store.path);
    try {
      return { report: report.sources[0]!, answer: createServices({ db, sanctionsThreshold: 0.9 }).sanctionsFor(company.regcode, company.country, options.candidates ?? false) };
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
}
