// An Estonian supervisory board member (RIK's wording Nõukogu liige, under a role code the register
// does not publish) was served with position "Nõukogu liige", beside Latvia's supervisory_board_member:
// one seat named two ways, one of them in Estonian. It is now supervisory_board_member, and a role
// first served in the wording keeps the instant first seen (no new registration at the reread).
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
const PEETER = { name: 'Peeter Põder', birthDate: '1962-12-12' };

const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

/** ee.persons as it read a role of an unconfirmed code before: an officer whose position is the wording. */
const formerPersons = (s: SourceDefinition): SourceDefinition => s.id !== 'ee.persons' ? s : {
  ...s,
  files: s.files.map((f) => ({
    ...f,
    mapRow: (row, ctx) => mapPersonsOfCompany(row, ctx, ['kaardile_kantud_isikud', 'kaardivalised_isikud'],
      (entry) => entry.isiku_roll === 'NOUKL' ? { role: 'officer', position: String(entry.isiku_roll_tekstina) } : roleOfCardEntry(entry)),
  })),
};

test('an EE supervisory board member is served as LV names the seat, first seen when the wording was', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-worded-positions-'));
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

  const officers = services.getCompany('14000001', 'EE').officers;
  assert.deepEqual(officers.filter((o) => o.name === PEETER.name).map((o) => o.position), ['supervisory_board_member']);
  const roles = services.checkPerson(PEETER.name, PEETER.birthDate, 100, SECOND).results.map((r) => `${r.role}/${r.position}`);
  assert.deepEqual(roles, ['officer/supervisory_board_member']);
  const fresh = services.newRegistrations(PEETER.name, PEETER.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.position} ${r.firstSeenAt}`), [], 'the reread seat is no new registration');
});
