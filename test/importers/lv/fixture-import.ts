// One import of every LV fixture (plus the real NACE sample when present), shared by the tests
// that check what each source stored.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import type { ImportReport } from '../../../src/importers/pipeline/run.ts';
import { LV_SAMPLES, runImport, scratch, type Scratch } from '../pipeline/helpers.ts';

export const FIRST_IMPORT = new Date('2026-11-20T06:00:00.000Z');

export async function importFixtures(): Promise<{ s: Scratch; report: ImportReport }> {
  const s = scratch();
  const nace = join(LV_SAMPLES, 'NACE.csv');
  if (existsSync(nace)) cpSync(nace, join(s.files, 'NACE.csv'));
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST_IMPORT });
  return { s, report };
}
