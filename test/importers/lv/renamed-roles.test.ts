// A register that writes a person's name otherwise on roles it already lists (a surname taken at
// marriage): the roles are the ones already seen, and a job watching the person through
// /persons/new-registrations must not be told of a board seat held since 2018 as new. Two people
// of one board born the same day and seated the same day must never take each other's instant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { query, runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

const SECOND_IMPORT = new Date('2026-11-21T09:30:00.000Z');
const ROLE_SOURCES = ['lv.beneficial-owners', 'lv.members', 'lv.micro-enterprise', 'lv.officers', 'lv.stockholders'];

function withServices<T>(s: Scratch, read: (services: Services) => T): T {
  const db = openForReading(s.db);
  try {
    return read(createServices({ db, sanctionsThreshold: 0.9 }));
  } finally {
    db.close();
  }
}

const rolesOf = (s: Scratch, name: string) => query<{ source: string; regcode: string; first_seen_at: string }>(s.db,
  `SELECT source, regcode, first_seen_at FROM person_roles WHERE person_name = ? ORDER BY source, regcode`, name);

test('a surname taken at marriage keeps every role of the person first seen when it was, in each LV role source', async (t) => {
  const { s } = await importFixtures();
  t.after(() => s.cleanup());
  // Inese Liberte (born 1980-05): board member of 40003000001 since 2018, member and beneficial
  // owner of 40003000006, a joint stockholder.
  const before = rolesOf(s, 'Liberte Inese').concat(rolesOf(s, 'Inese Liberte'));
  assert.deepEqual([...new Set(before.map((r) => r.source))].sort(), ROLE_SOURCES);

  for (const file of ['officers.csv', 'members.csv', 'stockholders_joint_owners.csv', 'beneficial_owners.csv']) {
    const path = join(s.files, file);
    const text = readFileSync(path, 'utf8');
    const renamed = text.replaceAll('Liberte Inese', 'Ozola-Liberte Inese').replaceAll(';Inese;Liberte;', ';Inese;Ozola-Liberte;');
    assert.notEqual(renamed, text, file);
    writeFileSync(path, renamed);
  }
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: SECOND_IMPORT });
  for (const id of ROLE_SOURCES) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);

  const after = rolesOf(s, 'Ozola-Liberte Inese').concat(rolesOf(s, 'Inese Ozola-Liberte'));
  assert.deepEqual(after, before, 'the renamed roles kept the instants of the first import');
  // The job watching her by her former name finds her roles under the new one (every word of the
  // name within it), as does one watching the new name: neither is told of them as new.
  for (const watched of ['Inese Liberte', 'Inese Ozola-Liberte']) {
    const answer = withServices(s, (services) =>
      services.newRegistrations(watched, '1980-05-21', 24, 100, new Date('2026-11-21T12:00:00.000Z')));
    assert.equal(answer.personKnown, true, watched);
    assert.deepEqual(answer.results.map((r) => `${r.regcode} ${r.role}`), [], `${watched}: roles held for years listed as newly registered`);
  }
});

// Two board members of 40003000001 born 1985-02-01 (masked code 010285-*****), seated 2016-04-04:
// Ilze first seen at the first import, Inga added to the file at the second.
const ILZE = '201;https://dati.ur.gov.lv/officers/201;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Liepa Ilze;010285-*****;;;INDIVIDUALLY;;2016-04-04;2020-01-01 10:00:00.000\n';
const INGA = '202;https://dati.ur.gov.lv/officers/202;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Liepa Inga;010285-*****;;;INDIVIDUALLY;;2016-04-04;2020-01-01 10:00:00.000\n';
const officerSources = sources.filter((x) => x.id === 'lv.register' || x.id === 'lv.officers');
const THIRD_IMPORT = new Date('2026-11-22T06:00:00.000Z');

async function importOfficers(s: Scratch, officers: string, now: Date): Promise<void> {
  writeFileSync(join(s.files, 'officers.csv'), officers);
  const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now });
  assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
}

async function withTwins(t: { after(fn: () => void): void }): Promise<{ s: Scratch; original: string }> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  await importOfficers(s, original + ILZE, FIRST_IMPORT);
  await importOfficers(s, original + ILZE + INGA, SECOND_IMPORT);
  return { s, original };
}

const firstSeenOn40003000001 = (s: Scratch) => Object.fromEntries(query<{ person_name: string; first_seen_at: string }>(s.db,
  "SELECT person_name, first_seen_at FROM person_roles WHERE source = 'lv.officers' AND regcode = '40003000001' AND person_name LIKE '%Liepa%'")
  .map((r) => [r.person_name, r.first_seen_at]));

test('of two board members born and seated the same day, the one renamed keeps her own instant', async (t) => {
  const { s, original } = await withTwins(t);
  await importOfficers(s, original + ILZE + INGA.replace('Liepa Inga', 'Zariņa-Liepa Inga'), THIRD_IMPORT);
  assert.deepEqual(firstSeenOn40003000001(s), {
    'Liepa Ilze': '2016-04-04T00:00:00.000Z',
    'Zariņa-Liepa Inga': SECOND_IMPORT.toISOString(),
  });
});

test('two board members born and seated the same day, both renamed at one import, carry neither instant', async (t) => {
  const { s, original } = await withTwins(t);
  await importOfficers(s, original + ILZE.replace('Liepa Ilze', 'Kalna-Liepa Ilze') + INGA.replace('Liepa Inga', 'Zariņa-Liepa Inga'), THIRD_IMPORT);
  // Either could be either: a new role rather than the other one's instant.
  assert.deepEqual(firstSeenOn40003000001(s), {
    'Kalna-Liepa Ilze': THIRD_IMPORT.toISOString(),
    'Zariņa-Liepa Inga': THIRD_IMPORT.toISOString(),
  });
});
