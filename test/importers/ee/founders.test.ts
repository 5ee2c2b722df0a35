// A founder (Asutaja, RIK's off-card persons) holds no office in the company. Served as an officer
// with position "Asutaja", the founder stood in the company's officers list and in a person check
// beside the board. The API's role list is closed, so a founder is now a member with position
// founder: the officers list leaves them out, a person check names them so, and a founder already served under the former reading keeps
// the instant first seen (no new registration at the import that rereads it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { mapPersonsOfCompany } from '../../../src/importers/ee/person-entry.ts';
import { roleOfCardEntry } from '../../../src/importers/ee/persons.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
const MARI = { name: 'Mari Tamm', birthDate: '1975-06-04' };

const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

/** ee.persons as it read a founder before: an officer whose position is the register's word. */
const formerPersons = (s: SourceDefinition): SourceDefinition => s.id !== 'ee.persons' ? s : {
  ...s,
  files: s.files.map((f) => ({
    ...f,
    mapRow: (row, ctx) => mapPersonsOfCompany(row, ctx, ['kaardile_kantud_isikud', 'kaardivalised_isikud'],
      (entry) => entry.isiku_roll === 'ASUT' ? { role: 'officer', position: 'Asutaja' } : roleOfCardEntry(entry)),
  })),
};

test('a founder is no officer: a member with position founder, first seen when the former reading was', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-founders-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const first = await importSources({ databasePath, sources: fixtureSized(eeSources).map(formerPersons), fromDir: FIXTURES, now: FIRST, progress: 'none', screen: false });
  assert.ok(first.sources.every((s) => s.status === 'published'), JSON.stringify(first.sources.map((s) => [s.source, s.status])));
  const second = await importSources({
    databasePath, sources: fixtureSized(eeSources).filter((s) => s.id === 'ee.persons'), fromDir: FIXTURES, now: SECOND,
    progress: 'none', screen: false, force: true,
  });
  assert.equal(second.sources[0]!.status, 'published', second.sources[0]!.message);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.officers.filter((o) => o.name === MARI.name).map((o) => o.position), ['board_member'],
    'the founder is not listed among the officers');
  assert.ok(!company.officers.some((o) => o.position === 'Asutaja' || o.position === 'founder'));

  const roles = services.checkPerson(MARI.name, MARI.birthDate, 100, SECOND).results
    .filter((r) => r.regcode === '14000001' && r.country === 'EE')
    .map((r) => `${r.role}/${r.position ?? ''}`).sort();
  assert.deepEqual(roles, ['beneficial_owner/direct_ownership', 'member/', 'member/founder', 'officer/board_member']);

  const fresh = services.newRegistrations(MARI.name, MARI.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.filter((r) => r.position === 'founder'), [], 'the reread founder is no new registration');
});
