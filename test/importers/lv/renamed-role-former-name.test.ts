// A person whose surname the register replaced outright (Bērziņa Anna, now Kalniņa Anna) is still
// found by the person check under the name a monitoring user typed from a contract or an older
// record: the role keeps the name it was published under before, and the answer says which name
// the register publishes now. The former name goes with the role (or, for an office the file
// stopped listing, with its departure, listed as left), and never ties a namesake, nor another
// person taking the seat, to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { openStoreToServe } from '../../../src/store/served-store.ts';
import { query, REPO, runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const officerSources = sources.filter((x) => x.id === 'lv.register' || x.id === 'lv.officers');
const IMPORTS = ['2026-11-20T06:00:00.000Z', '2026-11-21T06:00:00.000Z', '2026-11-22T06:00:00.000Z'].map((d) => new Date(d));
const NOW = new Date('2026-11-22T12:00:00.000Z');

// A board member of 40003000001 born 1985-03-14 (masked code 140385-*****), seated 2017-09-01;
// with no start date, a member of the board of 40003000007. A namesake born 1972-11-30 sits on
// the board of 40003000006 throughout.
const anna = (name: string, born = '1985-03-14', code = '140385-*****') =>
  `301;https://dati.ur.gov.lv/officers/301;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;${name};${code};${born};;INDIVIDUALLY;;2017-09-01;2020-01-01 10:00:00.000\n`
  + `302;https://dati.ur.gov.lv/officers/302;40003000007;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;${name};${code};${born};;INDIVIDUALLY;;;2020-01-01 10:00:00.000\n`;
const NAMESAKE = '303;https://dati.ur.gov.lv/officers/303;40003000006;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Bērziņa Anna;301172-*****;1972-11-30;;INDIVIDUALLY;;2012-01-01;2020-01-01 10:00:00.000\n';

/** Imports the fixture officers with `extra` appended, one release after another; `between` runs after the first. */
async function releases(t: { after(fn: () => void): void }, extra: string[], between: (s: Scratch) => void = () => {}): Promise<Scratch> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  for (const [i, rows] of extra.entries()) {
    if (i === 1) between(s);
    writeFileSync(join(s.files, 'officers.csv'), original + rows);
    const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now: IMPORTS[i]! });
    assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
  }
  return s;
}

function withServices<T>(s: Scratch, read: (services: Services) => T): T {
  const db = openForReading(s.db);
  try {
    return read(createServices({ db, sanctionsThreshold: 0.9 }));
  } finally {
    db.close();
  }
}

/** The roles the check lists: company, the name the register publishes, the former name matched. */
const rolesFound = (s: Scratch, name: string, birthDate: string) => withServices(s, (services) => {
  try {
    return services.checkPerson(name, birthDate, 100, NOW).results.map((r) => [r.regcode, r.personName, r.formerName ?? null]);
  } catch (err) {
    if ((err as Error).name === 'NotFoundError' || /No company is associated/.test((err as Error).message)) return 'not found';
    throw err;
  }
});

/** The former names the roles found were matched by, in the order listed. */
const formerNamesMatched = (s: Scratch, name: string, birthDate: string) => {
  const found = rolesFound(s, name, birthDate);
  if (found === 'not found') assert.fail(`${name} ${birthDate}: not found`);
  return found.map((r) => r[2]);
};

test('a check by the surname the register replaced finds the role, saying the name it publishes now', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna') + NAMESAKE, anna('Kalniņa Anna') + NAMESAKE]);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [
    ['40003000001', 'Kalniņa Anna', 'Bērziņa Anna'],
    ['40003000007', 'Kalniņa Anna', 'Bērziņa Anna'],
  ]);
  // By the name now: the same roles, found by it.
  assert.deepEqual(rolesFound(s, 'Anna Kalniņa', '1985-03-14'), [
    ['40003000001', 'Kalniņa Anna', null],
    ['40003000007', 'Kalniņa Anna', null],
  ]);
  // The namesake born another day keeps her own role alone.
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1972-11-30'), [['40003000006', 'Bērziņa Anna', null]]);
  // A job watching the former name still watches her: known, nothing new.
  const watched = withServices(s, (services) => services.newRegistrations('Anna Bērziņa', '1985-03-14', 24, 100, NOW));
  assert.equal(watched.personKnown, true);
  assert.deepEqual(watched.results, []);

  // Over REST, as a monitoring client reads it.
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const r = await app.inject({ method: 'GET', url: `${API}/persons/check?name=${encodeURIComponent('Anna Bērziņa')}&birthDate=1985-03-14` });
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(JSON.parse(r.body).results.map((x: { personName: string; formerName?: string }) => [x.personName, x.formerName]),
    [['Kalniņa Anna', 'Bērziņa Anna'], ['Kalniņa Anna', 'Bērziņa Anna']]);
});

test('a second rename keeps the first name beside the second', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna'), anna('Kalniņa-Liepa Anna')]);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [
    ['40003000001', 'Kalniņa-Liepa Anna', 'Bērziņa Anna'],
    ['40003000007', 'Kalniņa-Liepa Anna', 'Bērziņa Anna'],
  ]);
  assert.deepEqual(formerNamesMatched(s, 'Anna Kalniņa', '1985-03-14'), ['Kalniņa Anna', 'Kalniņa Anna']);
});

test('an office the file stops listing is listed as left, found by its former names too, which go with it', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna'), '']);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [
    ['40003000001', 'Kalniņa Anna', 'Bērziņa Anna'],
    ['40003000007', 'Kalniņa Anna', 'Bērziņa Anna'],
  ]);
  const left = withServices(s, (services) => services.checkPerson('Anna Bērziņa', '1985-03-14', 100, NOW).results);
  assert.ok(left.every((r) => r.until === null && r.unlistedOn !== null), JSON.stringify(left));
  assert.equal(query(s.db, 'SELECT * FROM role_former_names').length, 2);
  // Withdrawn, the departures go, and their former names with them.
  await withdrawSources({ databasePath: s.db, sources: sources.filter((x) => x.id === 'lv.officers'), knownSources: sources, now: NOW });
  assert.deepEqual(query(s.db, 'SELECT * FROM role_former_names'), []);
  assert.deepEqual(query(s.db, 'SELECT * FROM role_departures'), []);
});

test('withdrawing the source takes the former names of its roles with it', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna')]);
  assert.equal(query(s.db, 'SELECT * FROM role_former_names').length, 2);
  await withdrawSources({ databasePath: s.db, sources: sources.filter((x) => x.id === 'lv.officers'), knownSources: sources, now: NOW });
  assert.deepEqual(query(s.db, 'SELECT * FROM role_former_names'), []);
});

test('another person taking the seat under another name is not tied to the name that left', async (t) => {
  // Bērziņa Anna leaves both boards; Kalniņa Anna, born another day, is seated the same day.
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna', '1990-02-02', '020290-*****')]);
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1990-02-02'), 'not found');
  // The boards Bērziņa Anna left are hers, as left; the newcomer's name is none of hers.
  assert.deepEqual(rolesFound(s, 'Anna Bērziņa', '1985-03-14'), [['40003000001', 'Bērziņa Anna', null], ['40003000007', 'Bērziņa Anna', null]]);
  assert.deepEqual(rolesFound(s, 'Anna Kalniņa', '1990-02-02'), [['40003000001', 'Kalniņa Anna', null], ['40003000007', 'Kalniņa Anna', null]]);
  assert.deepEqual(query(s.db, 'SELECT * FROM role_former_names'), []);
});

test('a store of the schema before former names is refused by the server and brought up by reindex, then keeps them', async (t) => {
  const s = await releases(t, [anna('Bērziņa Anna'), anna('Kalniņa Anna')], (store) => {
    // The store as the version before wrote it (schema 6: before former names, company contacts, person groups, holder countries, departures and tax-debt schedules).
    const db = new DatabaseSync(store.db);
    db.exec('DROP TABLE role_departures; DROP TABLE role_former_names; DROP TABLE company_contacts; ALTER TABLE person_roles DROP COLUMN person_group; ALTER TABLE person_roles DROP COLUMN holder_country; '
      + 'ALTER TABLE tax_debts DROP COLUMN scheduled_amount; ALTER TABLE tax_debts DROP COLUMN schedule_ends; ALTER TABLE companies DROP COLUMN address_country; ALTER TABLE financial_statements DROP COLUMN quarter_employees; ALTER TABLE person_roles DROP COLUMN representation; ALTER TABLE person_roles DROP COLUMN representation_with_at_least; DROP TABLE tax_registers; DROP TABLE reorganizations; ALTER TABLE sanction_entries DROP COLUMN addresses; ALTER TABLE sanction_entries DROP COLUMN particulars; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 6');
    db.close();
    assert.throws(() => openStoreToServe(store.db), /schema is version 6, older than this server's \d+; .*npm run import -- reindex/);
    const run = spawnSync(process.execPath, ['src/cli/import.ts', 'reindex'], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: store.db }), encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(run.status, 0, run.stderr);
    openStoreToServe(store.db).close();
  });
  assert.deepEqual(formerNamesMatched(s, 'Anna Bērziņa', '1985-03-14'), ['Bērziņa Anna', 'Bērziņa Anna']);
});
