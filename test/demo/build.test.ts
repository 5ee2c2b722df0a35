// End to end: the demo files go through the real pipeline into a store, and the store holds what
// the demo promises. Queries go straight to the store with plain prepared SELECTs.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoDatabase, type DemoBuildResult } from '../../src/demo/build.ts';
import { NOTABLE } from '../../src/demo/notable.ts';
import { openForReading, type Database } from '../../src/store/open.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { NOW } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'demo-build-'));
const databasePath = join(dir, 'registry.sqlite');
let db: Database;
let result: DemoBuildResult;

after(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function store(): Promise<Database> {
  if (!db) {
    // What a build killed part-way leaves: the next build starts from nothing and leaves nothing.
    writeFileSync(`${databasePath}.building`, 'half a store');
    mkdirSync(join(`${databasePath}.building-files`, 'current'), { recursive: true });
    writeFileSync(join(`${databasePath}.building-files`, 'current', 'register.csv'), 'half a file');
    result = await buildDemoDatabase({ databasePath, now: NOW, scale: 0.02 });
    db = openForReading(databasePath);
  }
  return db;
}

const all = (d: Database, sql: string, ...args: Array<string | number>) => d.prepare(sql).all(...args) as Array<Record<string, unknown>>;

test('the build replaces the database in one step and reports what it holds', async () => {
  const d = await store();
  assert.ok(existsSync(databasePath));
  // The reader open here has its -wal and -shm beside the store; nothing of the build is left.
  assert.deepEqual(readdirSync(dir).filter((f) => !/^registry\.sqlite(-wal|-shm)?$/.test(f)), [], 'nothing beside the store');
  const companies = all(d, 'SELECT count(*) AS n FROM companies')[0]!.n;
  const roles = all(d, 'SELECT count(*) AS n FROM person_roles')[0]!.n;
  assert.equal(result.companies, companies);
  assert.equal(result.roles, roles);
});

test('companies of all four countries, and one regcode in two of them', async () => {
  const d = await store();
  const countries = all(d, 'SELECT country, count(*) AS n FROM companies GROUP BY country ORDER BY country');
  assert.deepEqual(countries.map((r) => r.country), ['EE', 'FI', 'LT', 'LV']);
  for (const r of countries) assert.ok(Number(r.n) > 40, `${r.country}: ${r.n}`);
  const dup = all(d, 'SELECT country, name FROM companies WHERE regcode = ? ORDER BY country', NOTABLE.duplicateRegcode.regcode);
  assert.deepEqual(dup.map((r) => [r.country, r.name]), NOTABLE.duplicateRegcode.companies.map((c) => [c.country, c.name]));
});

test('the notable person has associations in Latvia and Estonia, apart from a namesake', async () => {
  const d = await store();
  const key = personNameKey(NOTABLE.person.name);
  const rows = all(d, 'SELECT DISTINCT country, regcode FROM person_roles WHERE name_key = ? AND birth_date = ? ORDER BY country, regcode', key, NOTABLE.person.birthDate);
  assert.deepEqual(rows.map((r) => `${r.country}:${r.regcode}`), NOTABLE.person.companies.map((c) => `${c.country}:${c.regcode}`).sort());
  const namesake = all(d, 'SELECT DISTINCT regcode FROM person_roles WHERE name_key = ? AND birth_date = ?', key, NOTABLE.namesake.birthDate);
  assert.deepEqual(namesake.map((r) => r.regcode), NOTABLE.namesake.companies.map((c) => c.regcode));
});

test('registrations of the last day were first seen at the load instant; older ones were not', async () => {
  const d = await store();
  const since = new Date(NOW.getTime() - 24 * 3_600_000).toISOString();
  for (const r of NOTABLE.newRegistrations) {
    const fresh = all(d, 'SELECT DISTINCT regcode FROM person_roles WHERE name_key = ? AND first_seen_at >= ?', personNameKey(r.person.name), since);
    assert.deepEqual(fresh.map((x) => x.regcode), [r.company.regcode]);
  }
  const older = all(d, 'SELECT first_seen_at FROM person_roles WHERE regcode = ?', NOTABLE.olderCompanies[0].regcode);
  assert.ok(older.length > 0 && older.every((x) => String(x.first_seen_at) < since));
});

test('EE companies absent from the current dump are kept as closed', async () => {
  const d = await store();
  const closed = all(d, "SELECT closed_on FROM companies WHERE country = 'EE' AND status = 'closed'");
  assert.ok(closed.length > 0);
  assert.ok(closed.every((r) => r.closed_on === registersToday(NOW)));
});

test('screening finds the sanctioned companies and none of the near-misses', async () => {
  const d = await store();
  const S = NOTABLE.sanctioned;
  const matched = new Map(all(d, 'SELECT country, regcode, matched_on FROM sanction_matches WHERE score >= 0.9').map((r) => [`${r.country}:${r.regcode}`, r.matched_on]));
  assert.equal(matched.get(`LV:${S.byRegcode.regcode}`), 'registration_number');
  assert.equal(matched.get(`EE:${S.byName.regcode}`), 'name');
  assert.equal(matched.get(`LT:${S.byNameUn.regcode}`), 'name');
  assert.equal(matched.get(`LV:${S.byOwner.regcode}`), 'owner');
  // A partnership through its general partner alone: no beneficial owner is recorded.
  assert.equal(matched.get(`LV:${S.byPartner.regcode}`), 'owner');
  assert.deepEqual(all(d, "SELECT 1 FROM person_roles WHERE regcode = ? AND role = 'beneficial_owner'", S.byPartner.regcode), []);
  assert.equal(matched.get(`LV:${S.byFormerName.regcode}`), 'name');
  // On no list of its own: its shares are frozen on FID's asset-freeze table, and its member is listed.
  assert.deepEqual(all(d, 'SELECT DISTINCT matched_on FROM sanction_matches WHERE country = ? AND regcode = ? AND score >= 0.9 ORDER BY 1',
    'LV', S.byFrozenShares.regcode).map((r) => r.matched_on), ['owner', 'registration_number']);
  const nearMisses = all(d, "SELECT entry_id FROM sanction_matches WHERE entry_id IN ('9103', '9104', '59103', '6908102') AND score >= 0.9");
  assert.deepEqual(nearMisses, []);
  // The candidate for a reviewer: matched below the threshold, by the register's spelling of the listed name.
  const K = NOTABLE.sanctionCandidate;
  const candidate = all(d, 'SELECT score, matched_name FROM sanction_matches WHERE country = ? AND regcode = ?', K.country, K.regcode);
  assert.deepEqual(candidate.map((r) => r.matched_name), [K.listedName]);
  const score = Number(candidate[0]!.score);
  assert.ok(score >= 0.8 && score < 0.9, `score ${score}`);
});

// OFAC's sdn_comments.csv carries the rest of a Remarks cut where it falls, and the importer joins
// the two as they are: the demo wrote a Linked To clause of its own there after a closed remark, so
// the listed owner of SIA "Kurzemes Metāla Serviss" read `Gender Male.Linked To: …`, its gender lost
// from the particulars a reviewer sets against the owner, while every other OFAC person kept one.
test('every OFAC person of the demo keeps its gender, the listed owner whose remarks overflow into sdn_comments.csv too', async () => {
  const d = await store();
  const persons = all(d, "SELECT entry_id, reason, particulars FROM sanction_entries WHERE list = 'OFAC' AND schema = 'person'");
  const owner = all(d, "SELECT entry_id FROM sanction_matches WHERE list = 'OFAC' AND matched_on = 'owner' AND regcode = ?", NOTABLE.sanctioned.byOwner.regcode);
  assert.ok(owner.length > 0 && persons.some((p) => p.entry_id === owner[0]!.entry_id), 'the listed owner is an OFAC person');
  for (const p of persons) {
    assert.equal((JSON.parse(String(p.particulars)) as { gender: string | null }).gender, 'male', `${p.entry_id}: ${p.reason}`);
  }
  const ownerEntry = persons.find((p) => p.entry_id === owner[0]!.entry_id)!;
  assert.match(String(ownerEntry.reason), /; Gender Male; Linked To: SIA KURZEMES METALA SERVISS\.$/);
});
