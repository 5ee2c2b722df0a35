// A compliance team checking a person who is a Latvian company's beneficial owner asks of which
// country the owner is a national and where the owner lives. UR's beneficial_owners.csv gives both
// (`nationality`, `residence`: ISO alpha-2 codes, several in one quoted cell as `"IL;RU"`), and
// the service dropped them. Each beneficial-owner role of the person check now carries them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { API } from '../../http/harness.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { sql as migration024 } from '../../../src/store/migrations/024_role_nationality.ts';
import { importerVersionKey } from '../../../src/store/dataset-read.ts';
import { runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';
import { answerOf } from './officer-imports.ts';

const ownerSources = sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.beneficial-owners' || s.id === 'lv.officers');

async function importOwners(s: Scratch) {
  const report = await runImport({ databasePath: s.db, sources: ownerSources, fromDir: s.files, now: new Date() });
  const owners = sourceReport(report, 'lv.beneficial-owners');
  assert.equal(owners.status, 'published', owners.message);
  return owners;
}

type Role = { role: string; regcode: string; nationality: string[] | null; residence: string[] | null };
async function rolesOf(s: Scratch, name: string, birthDate: string): Promise<Array<[string, string, string[] | null, string[] | null]>> {
  const r = await answerOf(s, `${API}/persons/check?name=${encodeURIComponent(name)}&birthDate=${birthDate}`);
  assert.equal(r.statusCode, 200, r.body);
  return (JSON.parse(r.body).results as Role[]).map((x) => [x.role, x.regcode, x.nationality, x.residence]);
}

// Two rows added to the fixture: one whose cells hold no code, one whose nationality cell holds a
// country's name beside a code and a lower-case code.
const EXTRA = '406;40003000006;Roberts;Kalns;;1982-02-02;;;2019-02-03;2020-01-01 10:00:00.000\r\n'
  + '407;40003000006;Marta;Egle;;1985-05-05;"Latvija;ua";lv;2019-02-03;2020-01-01 10:00:00.000\r\n';

test('each beneficial owner of the person check carries its nationalities and residences as UR gives them, a bad code warned of', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const file = join(s.files, 'beneficial_owners.csv');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\r?\n?$/, '\r\n') + EXTRA);
  const owners = await importOwners(s);
  assert.deepEqual(owners.warnings.filter((w) => w.startsWith('nationality') || w.startsWith('residence')),
    ['nationality holds a value that is no two-letter country code; the owner is kept without it: 1 (e.g. beneficial_owners.csv:8 "Latvija;ua")']);

  // Both of a multi-valued cell, in the register's order.
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', ['IL', 'RU'], ['RU', 'MD']]]);
  // Empty cells: the register gives none.
  assert.deepEqual(await rolesOf(s, 'Roberts Kalns', '1982-02-02'), [['beneficial_owner', '40003000006', [], []]]);
  // The code beside the bad part is kept.
  assert.deepEqual(await rolesOf(s, 'Marta Egle', '1985-05-05'), [['beneficial_owner', '40003000006', ['UA'], ['LV']]]);
});

test('a role of another kind gives no nationality, and a store upgraded to schema 24 answers null until the owners are imported again', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await importOwners(s);
  const officer = (await answerOf(s, `${API}/persons/check?name=${encodeURIComponent('Jānis Bērziņš')}&birthDate=1977-07-14`));
  const roles = JSON.parse(officer.body).results as Role[];
  assert.ok(roles.some((r) => r.role === 'officer'), officer.body);
  for (const r of roles) assert.deepEqual([r.nationality, r.residence], r.role === 'beneficial_owner' ? [['LV'], ['LV']] : [null, null], JSON.stringify(r));

  // The store as the code before schema 24 left it (its publish recorded by that code), then its
  // step applied: the columns are empty.
  const db = new DatabaseSync(s.db);
  db.exec('ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE person_roles DROP COLUMN residence');
  db.exec(migration024);
  db.prepare('UPDATE meta SET value = ? WHERE key = ?').run('before-schema-24', importerVersionKey('lv.beneficial-owners'));
  db.close();
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', null, null]]);

  // The next import reads the same file again, published by other code, and fills them.
  const again = await importOwners(s);
  assert.match(again.warnings.join('\n'), /imported again: they were published by another version of the importers/);
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', ['IL', 'RU'], ['RU', 'MD']]]);
});
