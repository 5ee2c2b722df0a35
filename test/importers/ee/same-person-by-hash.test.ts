// RIK gives a person's birth date (synniaeg) on some rows and not on others, and the same hash of
// the personal code (isikukood_hash) on every row of that person. A row without the birth date but
// with the hash of a row whose birth date matches is the person's own role, as the register itself
// says: the person check lists it among results (birthDateMatch same_person), not among the
// candidates, and new registrations report it without candidates=true. A namesake's hash, or no
// hash, leaves a row a candidate. Fixtures written from the documented keys (ee-lt-fi.md §1.3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const NAME = 'Kadri Mets';
const BIRTH = '1979-05-22';
const HASH_A = '3f1c9a0b7d2e4f60a1b2c3d4e5f60718293a4b5c6d7e8f9011223344556677aa';
const HASH_B = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29181706f5e4d3c2b1a09f8e7d6c5b';

function entry(id: number, role: string, roleText: string, hash: string | undefined, birth: string | null): Record<string, unknown> {
  return {
    kirje_id: id, kaardi_piirkond: 1, kaardi_nr: 1, kaardi_tyyp: 'C', kande_nr: 1,
    isiku_tyyp: 'F', isiku_roll: role, isiku_roll_tekstina: roleText,
    eesnimi: 'Kadri', nimi_arinimi: 'Mets', isikukood_registrikood: null,
    ...(hash === undefined ? {} : { isikukood_hash: hash }),
    valis_kood: null, valis_kood_riik: null, valis_kood_riik_tekstina: null, synniaeg: birth,
    aadress_riik: 'EST', aadress_riik_tekstina: 'Eesti', algus_kpv: '19.11.2026', lopp_kpv: null, email: null,
  };
}

type Company = { ariregistri_kood: number; nimi: string; kaardile_kantud_isikud: Array<Record<string, unknown>> };

// Her board seat with the birth date; the same hash without it elsewhere; a namesake; a row of no hash.
const confirmed: Company = { ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ', kaardile_kantud_isikud: [
  entry(6001, 'JUHL', 'Juhatuse liige', HASH_A, '22.05.1979'),
  entry(6002, 'PROK', 'Prokurist', undefined, null),
] };
const sameHash: Company = { ariregistri_kood: 12000003, nimi: 'Lõuna Grupp AS', kaardile_kantud_isikud: [entry(6003, 'JUHL', 'Juhatuse liige', HASH_A, null)] };
const namesake: Company = { ariregistri_kood: 11000027, nimi: 'Kase Kaubandus OÜ', kaardile_kantud_isikud: [entry(6004, 'JUHL', 'Juhatuse liige', HASH_B, null)] };

async function imported(root: string, databasePath: string, card: Company[], now: Date): Promise<void> {
  const files = join(root, `files-${now.getTime()}`);
  mkdirSync(files);
  copyFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'));
  writeFileSync(join(files, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json'), JSON.stringify(card, null, 2));
  const sources = eeSources.filter((s) => s.id === 'ee.basic' || s.id === 'ee.persons')
    .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const report = await importSources({ databasePath, sources, fromDir: files, now, progress: 'none', screen: false });
  assert.ok(report.sources.every((s) => s.status === 'published' || s.status === 'unchanged'), JSON.stringify(report.sources.map((s) => [s.source, s.status, s.message])));
}

function tempRoot(t: import('node:test').TestContext): string {
  const root = mkdtempSync(join(tmpdir(), 'ee-same-person-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

interface Role { regcode: string; position: string | null; birthDateMatch: string; candidateGroup?: number | null }
const rolesOf = (roles: Role[]) => roles.map((r) => `${r.regcode} ${r.position} ${r.birthDateMatch}`).sort();

test('a row without a birth date that RIK marks as the person of a row whose birth date matches is among results, marked same_person, and leaves the candidates', async (t) => {
  const root = tempRoot(t);
  const databasePath = join(root, 'registry.sqlite');
  await imported(root, databasePath, [confirmed, sameHash, namesake], new Date('2026-11-20T06:00:00Z'));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const app = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(() => app.close());

  const plain = await app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(NAME)}&birthDate=${BIRTH}` });
  assert.equal(plain.statusCode, 200, plain.body);
  const body = plain.json() as { count: number; results: Role[]; candidates?: Role[] };
  assert.deepEqual(rolesOf(body.results), ['12000003 board_member same_person', '14000001 board_member exact']);
  assert.equal(body.count, 2);
  // Without candidates=true, the answer says how many roles candidates=true lists beside them: the
  // namesake's and the one of no hash, not the row of her hash, which is among results.
  assert.equal((body as { candidateRoles?: number }).candidateRoles, 2);

  const asked = await app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(NAME)}&birthDate=${BIRTH}&candidates=true` });
  assert.equal(asked.statusCode, 200, asked.body);
  const withCandidates = asked.json() as { results: Role[]; candidates: Role[] };
  assert.deepEqual(rolesOf(withCandidates.results), ['12000003 board_member same_person', '14000001 board_member exact']);
  // The namesake's hash and the row of no hash stay candidates; hers is listed once, among results.
  assert.deepEqual(rolesOf(withCandidates.candidates), ['11000027 board_member unknown', '14000001 procurator unknown']);
  for (const secret of [HASH_A, HASH_B]) assert.ok(!asked.body.includes(secret));

  // Another birth date confirms no row of hers, so her hash confirms none either: all are candidates.
  const other = await app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(NAME)}&birthDate=1980-01-01&candidates=true` });
  assert.equal(other.statusCode, 200, other.body);
  const otherBody = other.json() as { results: Role[]; candidates: Role[] };
  assert.deepEqual(otherBody.results, []);
  assert.deepEqual(rolesOf(otherBody.candidates),
    ['11000027 board_member unknown', '12000003 board_member unknown', '14000001 procurator unknown']);
});

test('without any hash, a row without a birth date stays a candidate beside the confirmed one', async (t) => {
  const root = tempRoot(t);
  const databasePath = join(root, 'registry.sqlite');
  const noHash = (c: Company): Company => ({ ...c, kaardile_kantud_isikud: c.kaardile_kantud_isikud.map((e) => {
    const { isikukood_hash: _dropped, ...rest } = e;
    return rest;
  }) });
  await imported(root, databasePath, [confirmed, sameHash].map(noHash), new Date('2026-11-20T06:00:00Z'));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 })
    .checkPerson(NAME, BIRTH, 50, new Date('2026-11-20T12:00:00Z'), null, { after: null });
  assert.deepEqual(rolesOf(answer.results as Role[]), ['14000001 board_member exact']);
  assert.deepEqual(rolesOf((answer.candidates ?? []) as Role[]), ['12000003 board_member unknown', '14000001 procurator unknown']);
});

test('new registrations report a newly seen role of the same hash as the person\'s, without candidates=true', async (t) => {
  const root = tempRoot(t);
  const databasePath = join(root, 'registry.sqlite');
  await imported(root, databasePath, [confirmed, namesake], new Date('2026-11-20T06:00:00Z'));
  // A day later RIK lists her, by the same hash and no birth date, on a second board.
  await imported(root, databasePath, [confirmed, namesake, sameHash], new Date('2026-11-21T06:00:00Z'));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const answer = services.newRegistrations(NAME, BIRTH, 12, 100, new Date('2026-11-21T07:00:00Z'));
  assert.equal(answer.personKnown, true);
  assert.deepEqual(rolesOf(answer.results as Role[]), ['12000003 board_member same_person'], JSON.stringify(answer));
  assert.equal(answer.count, 1);
  const asked = services.newRegistrations(NAME, BIRTH, 12, 100, new Date('2026-11-21T07:00:00Z'), true);
  assert.deepEqual(rolesOf(asked.results as Role[]), ['12000003 board_member same_person']);
  assert.deepEqual(asked.candidates, [], 'her new role is not listed again as a candidate');
});
