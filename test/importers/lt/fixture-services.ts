// The services over a store imported from the repository's LT fixtures with some files replaced or
// added, as the tests of what a file's rows become in an answer build it.
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { fixtureSized, fixturesDir } from './support.ts';

/** `files` (name: content) written over a copy of the LT fixtures, every LT source imported on 2026-11-21. */
export async function ltServicesWith(t: TestContext, files: Record<string, string>): Promise<Services> {
  const dir = mkdtempSync(join(tmpdir(), 'lt-fixtures-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const fromDir = join(dir, 'files');
  cpSync(fixturesDir('lt'), fromDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(fromDir, name), content);
  const report = await importSources({
    databasePath: join(dir, 'registry.sqlite'), sources: fixtureSized(ltSources), fromDir, now: new Date('2026-11-21T10:00:00Z'),
    progress: 'none', screen: false,
  });
  assert.equal(report.ok, true, JSON.stringify(report.sources.map((s) => [s.source, s.message])));
  const db = openForReading(join(dir, 'registry.sqlite'));
  t.after(() => db.close());
  return createServices({ db, sanctionsThreshold: 0.9 });
}
