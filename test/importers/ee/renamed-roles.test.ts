// RIK writing a person's name otherwise on the roles it already lists (a given name added): the
// roles are the ones already seen, and a job watching the person through
// /persons/new-registrations must not be told of a board seat held since 2016 as new.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { query } from '../pipeline/helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
// Mari Tamm (born 1975-06-04): board member, founder, shareholder and beneficial owner of 14000001.
const PERSON_FILES = ['kaardile_kantud_isikud', 'kandevalised_isikud', 'osanikud', 'kasusaajad']
  .map((f) => `ettevotja_rekvisiidid__${f}.json`);

const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

async function importAt(databasePath: string, fromDir: string, now: Date): Promise<void> {
  const report = await importSources({ databasePath, sources: fixtureSized(eeSources), fromDir, now, progress: 'none', screen: false });
  assert.ok(report.sources.every((s) => s.status === 'published' || s.status === 'unchanged'),
    JSON.stringify(report.sources.map((s) => [s.source, s.status, s.message])));
}

test('a given name added by RIK keeps every role of the person first seen when it was', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-renamed-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const databasePath = join(root, 'registry.sqlite');
  const instants = (name: string) => query<Record<string, string>>(databasePath,
    'SELECT source, regcode, role, position, first_seen_at FROM person_roles WHERE person_name = ? ORDER BY source, role, position', name);

  await importAt(databasePath, files, FIRST);
  const before = instants('Mari Tamm');
  assert.equal(before.length, 4, JSON.stringify(before));
  for (const file of PERSON_FILES) {
    const path = join(files, file);
    const text = readFileSync(path, 'utf8');
    const renamed = text.replace(/"eesnimi": "Mari",(\s*)"(nimi_arinimi|nimi)": "Tamm"/g, '"eesnimi": "Mari Liis",$1"$2": "Tamm"');
    assert.notEqual(renamed, text, file);
    writeFileSync(path, renamed);
  }
  await importAt(databasePath, files, SECOND);

  assert.deepEqual(instants('Mari Liis Tamm'), before, 'the renamed roles kept the instants of the first import');
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 }).newRegistrations('Mari Liis Tamm', '1975-06-04', 24, 100, new Date('2026-11-21T12:00:00Z'));
  assert.equal(answer.personKnown, true);
  assert.deepEqual(answer.results.map((r) => `${r.regcode} ${r.role}`), [], 'roles held for years listed as newly registered');
});

test('a shareholder RIK lists with no start date keeps its instant when her surname is replaced', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-renamed-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const shareholders = join(files, 'ettevotja_rekvisiidid__osanikud.json');
  // RIK gives no algus_kpv for Mari Tamm's holding: nothing but the person tells the rename.
  const undated = readFileSync(shareholders, 'utf8').replace('"algus_kpv": "05.06.2016"', '"algus_kpv": null');
  writeFileSync(shareholders, undated);
  const databasePath = join(root, 'registry.sqlite');
  const instant = (name: string) => query<Record<string, string | null>>(databasePath,
    "SELECT regcode, since, first_seen_at FROM person_roles WHERE source = 'ee.shareholders' AND person_name = ?", name);

  await importAt(databasePath, files, FIRST);
  const before = instant('Mari Tamm');
  assert.equal(before.length, 1, JSON.stringify(before));
  assert.equal(before[0]!.since, null);
  writeFileSync(shareholders, undated.replace(/"eesnimi": "Mari",(\s*)"nimi_arinimi": "Tamm"/, '"eesnimi": "Mari",$1"nimi_arinimi": "Kask"'));
  await importAt(databasePath, files, SECOND);

  assert.deepEqual(instant('Mari Kask'), before, 'the holding kept the instant of the first import');
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 }).newRegistrations('Mari Kask', '1975-06-04', 24, 100, new Date('2026-11-21T12:00:00Z'));
  assert.equal(answer.personKnown, true);
  assert.deepEqual(answer.results.map((r) => `${r.regcode} ${r.role}`), [], 'a holding listed for years told as newly registered');
});

test('a check by the surname RIK replaced finds every role of the person, saying the name it publishes now', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-renamed-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const databasePath = join(root, 'registry.sqlite');
  await importAt(databasePath, files, FIRST);
  for (const file of PERSON_FILES) {
    const path = join(files, file);
    const text = readFileSync(path, 'utf8');
    const renamed = text.replace(/"eesnimi": "Mari",(\s*)"(nimi_arinimi|nimi)": "Tamm"/g, '"eesnimi": "Mari",$1"$2": "Kask"');
    assert.notEqual(renamed, text, file);
    writeFileSync(path, renamed);
  }
  await importAt(databasePath, files, SECOND);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 }).checkPerson('Mari Tamm', '1975-06-04', 100, new Date('2026-11-21T12:00:00Z'));
  // The four roles of the first import, each under the name now, found by the name before.
  assert.deepEqual(answer.results.map((r) => [r.source, r.role, r.position, r.personName, r.formerName]), [
    ['ee.beneficial-owners', 'beneficial_owner', 'direct_ownership', 'Mari Kask', 'Mari Tamm'],
    ['ee.shareholders', 'member', null, 'Mari Kask', 'Mari Tamm'],
    ['ee.persons', 'member', 'founder', 'Mari Kask', 'Mari Tamm'],
    ['ee.persons', 'officer', 'board_member', 'Mari Kask', 'Mari Tamm'],
  ]);
});
