// RIK gives most persons of its current dumps no birth date, so the person check lists their roles
// as candidates of the name alone; its person rows carry instead a hash of the personal code
// (isikukood_hash). The candidates of one person share a candidateGroup number, a namesake's have
// another, and a row without the hash has none; neither the hash nor what the store keeps of it
// is ever served. Fixtures written from the documented keys (ee-lt-fi.md §1.3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { query } from '../pipeline/helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const NOW = new Date('2026-11-20T06:00:00Z');
const NAME = 'Kadri Mets';
const BIRTH = '1979-05-22';
// Two people named Kadri Mets, told apart only by the hash of their personal codes.
const HASH_A = '3f1c9a0b7d2e4f60a1b2c3d4e5f60718293a4b5c6d7e8f9011223344556677aa';
const HASH_B = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29181706f5e4d3c2b1a09f8e7d6c5b';

function entry(id: number, role: string, roleText: string, hash: string | undefined, since: string): Record<string, unknown> {
  return {
    kirje_id: id, kaardi_piirkond: 1, kaardi_nr: 1, kaardi_tyyp: 'C', kande_nr: 1,
    isiku_tyyp: 'F', isiku_roll: role, isiku_roll_tekstina: roleText,
    eesnimi: 'Kadri', nimi_arinimi: 'Mets', isikukood_registrikood: null,
    // A row of a dump without the key, as before RIK added it.
    ...(hash === undefined ? {} : { isikukood_hash: hash }),
    valis_kood: null, valis_kood_riik: null, valis_kood_riik_tekstina: null, synniaeg: null,
    aadress_riik: 'EST', aadress_riik_tekstina: 'Eesti', algus_kpv: since, lopp_kpv: null, email: null,
  };
}

const card = [
  // The same person (HASH_A) on the boards of two companies.
  { ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ', kaardile_kantud_isikud: [
    entry(5001, 'JUHL', 'Juhatuse liige', HASH_A, '19.11.2026'),
    entry(5002, 'PROK', 'Prokurist', undefined, '19.11.2026'),
  ] },
  { ariregistri_kood: 11000027, nimi: 'Kase Kaubandus OÜ', kaardile_kantud_isikud: [entry(5003, 'JUHL', 'Juhatuse liige', HASH_B, '19.11.2026')] },
  { ariregistri_kood: 12000003, nimi: 'Lõuna Grupp AS', kaardile_kantud_isikud: [entry(5004, 'JUHL', 'Juhatuse liige', HASH_A, '19.11.2026')] },
];

async function importedStore(t: import('node:test').TestContext): Promise<string> {
  const { root, files } = tempFilesFolder(t, 'ee-candidate-groups-');
  copyFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'));
  writeFileSync(join(files, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json'), JSON.stringify(card, null, 2));
  const databasePath = join(root, 'registry.sqlite');
  const sources = eeSources.filter((s) => s.id === 'ee.basic' || s.id === 'ee.persons')
    .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const report = await importSources({ databasePath, sources, fromDir: files, now: NOW, progress: 'none', screen: false });
  assert.ok(report.sources.every((s) => s.status === 'published'), JSON.stringify(report.sources.map((s) => [s.source, s.status, s.message])));
  return databasePath;
}

interface Candidate { regcode: string; position: string | null; birthDateMatch: string; candidateGroup: number | null }

const groupsOf = (candidates: Candidate[]) => Object.fromEntries(candidates.map((c) => [`${c.regcode} ${c.position}`, c.candidateGroup]));

test('the person check groups the candidates of one person by the hash RIK gives, and serves neither the hash nor what is kept of it', async (t) => {
  const databasePath = await importedStore(t);
  const kept = query<{ person_group: string | null }>(databasePath,
    "SELECT DISTINCT person_group FROM person_roles WHERE source = 'ee.persons' AND person_group IS NOT NULL").map((r) => r.person_group!);
  assert.equal(kept.length, 2, 'one stored value per person');
  for (const value of kept) assert.ok(!value.includes(HASH_A) && !value.includes(HASH_B), 'the store keeps a value derived from the hash, not the hash');

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const app = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(() => app.close());
  const r = await app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(NAME)}&birthDate=${BIRTH}&candidates=true` });
  assert.equal(r.statusCode, 200, r.body);
  const candidates = (r.json() as { candidates: Candidate[] }).candidates;
  assert.ok(candidates.every((c) => c.birthDateMatch === 'unknown'));
  // Listed by company: 11000027 (the namesake, first), 12000003 and 14000001 (hers).
  assert.deepEqual(groupsOf(candidates), {
    '11000027 board_member': 1,
    '12000003 board_member': 2,
    '14000001 board_member': 2,
    '14000001 procurator': null,
  });
  for (const secret of [HASH_A, HASH_B, ...kept]) assert.ok(!r.body.includes(secret), `the answer holds ${secret}`);

  const news = await app.app.inject({ url: `${API}/persons/new-registrations?name=${encodeURIComponent(NAME)}&birthDate=${BIRTH}&candidates=true&hours=168` });
  assert.equal(news.statusCode, 200, news.body);
  for (const secret of [HASH_A, HASH_B, ...kept]) assert.ok(!news.body.includes(secret), `the answer holds ${secret}`);
});

test('new registrations number the candidates first seen in the window by person too', async (t) => {
  const databasePath = await importedStore(t);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 })
    .newRegistrations(NAME, BIRTH, 48, 100, new Date('2026-11-20T12:00:00Z'), true);
  const candidates = (answer.candidates ?? []) as unknown as Candidate[];
  assert.equal(candidates.length, 4, JSON.stringify(answer));
  const groups = groupsOf(candidates);
  assert.equal(groups['12000003 board_member'], groups['14000001 board_member'], 'one person in two companies is one group');
  assert.notEqual(groups['11000027 board_member'], groups['14000001 board_member'], 'a namesake is another group');
  assert.deepEqual(new Set(Object.values(groups)), new Set([1, 2, null]));
  assert.ok(!JSON.stringify(answer).includes(HASH_A) && !JSON.stringify(answer).includes(HASH_B));
});
