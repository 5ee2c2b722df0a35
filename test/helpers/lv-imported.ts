// LV files a test wrote into its scratch folder beside the fixtures, imported through the real
// pipeline (only the sources the test names, each asserted published, its message shown where
// not) and the store opened read-only as the server opens it, closed after the test. Five LV tests
// wrote these lines out again in seven places, two more with the one source lv.register.
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { sources } from '../../src/importers/lv/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices, type Services } from '../../src/services/index.ts';
import { runImport, sourceReport, type Scratch } from '../importers/pipeline/helpers.ts';

export interface ImportedLv {
  db: DatabaseSync;
  /** The real services over the store, built when first read (a test reading the dataset alone builds none). */
  readonly services: Services;
}

export async function importLv(t: { after(fn: () => unknown): void }, s: Scratch, ids: readonly string[], now: Date): Promise<ImportedLv> {
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => ids.includes(d.id)), knownSources: sources,
    fromDir: s.files, now });
  for (const id of ids) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  let services: Services | undefined;
  return {
    db,
    get services() { return services ??= createServices({ db, sanctionsThreshold: 0.9 }); },
  };
}
