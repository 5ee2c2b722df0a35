// The EE fixtures imported once with ee.persons reading some roles as an earlier version did, then
// ee.persons again as it reads them now: what a store upgraded in place serves after its next
// import (the positions now, with the instants first seen under the former reading).
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { mapPersonsOfCompany } from '../../../src/importers/ee/person-entry.ts';
import { roleOfCardEntry } from '../../../src/importers/ee/persons.ts';
import type { Row, SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
export const FIRST = new Date('2026-11-20T06:00:00Z');
export const SECOND = new Date('2026-11-21T06:00:00Z');

type RoleChoice = ReturnType<typeof roleOfCardEntry>;

const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

/** `formerRole`: the earlier reading of an entry, or undefined where it read the entry as now. */
export async function servicesAfterRereading(t: TestContext, formerRole: (entry: Row) => RoleChoice | undefined): Promise<Services> {
  const root = mkdtempSync(join(tmpdir(), 'ee-former-reading-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const former = (s: SourceDefinition): SourceDefinition => s.id !== 'ee.persons' ? s : {
    ...s,
    files: s.files.map((f) => ({
      ...f,
      mapRow: (row, ctx) => mapPersonsOfCompany(row, ctx, ['kaardile_kantud_isikud', 'kaardivalised_isikud'],
        (entry) => formerRole(entry) ?? roleOfCardEntry(entry)),
    })),
  };
  const first = await importSources({ databasePath, sources: fixtureSized(eeSources).map(former), fromDir: FIXTURES, now: FIRST, progress: 'none', screen: false });
  assert.ok(first.sources.every((s) => s.status === 'published'), JSON.stringify(first.sources.map((s) => [s.source, s.status])));
  const second = await importSources({
    databasePath, sources: fixtureSized(eeSources).filter((s) => s.id === 'ee.persons'), fromDir: FIXTURES, now: SECOND,
    progress: 'none', screen: false, force: true,
  });
  assert.equal(second.sources[0]!.status, 'published', second.sources[0]!.message);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  return createServices({ db, sanctionsThreshold: 0.9 });
}
