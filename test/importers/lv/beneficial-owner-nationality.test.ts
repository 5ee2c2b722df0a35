// UR's beneficial_owners.csv gives each owner's nationality and residence (ISO alpha-2 codes,
// several in one quoted cell as `"IL;RU"`). The nationality is stored so a sanctions match on the
// owner can say whether it is among the countries the list gives; it is personal data and never
// served: the person check, which names the owner to one who knows the birth date, does not carry
// it. The residence is not read at all (docs/operations.md, Personal data).
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

type Role = { role: string; regcode: string };
/** The owner's roles as the person check lists them, and the nationality stored with each. */
async function rolesOf(s: Scratch, name: string, birthDate: string): Promise<Array<[string, string, string[] | null]>> {
  const r = await answerOf(s, `${API}/persons/check?name=${encodeURIComponent(name)}&birthDate=${birthDate}`);
  assert.equal(r.statusCode, 200, r.body);
  // Never served: no role of the answer names a nationality or residence.
  assert.doesNotMatch(r.body, /nationality|residence/i);
  const db = new DatabaseSync(s.db, { readOnly: true });
  try {
    // The residence is not kept: the roles have no column for it.
    const columns = (db.prepare('PRAGMA table_info(person_roles)').all() as Array<{ name: string }>).map((c) => c.name);
    assert.ok(columns.includes('nationality') && !columns.includes('residence'), columns.join(', '));
    const stored = db.prepare('SELECT nationality FROM person_roles WHERE country = ? AND regcode = ? AND role = ? AND person_name = ?');
    return (JSON.parse(r.body).results as Role[]).map((x) => {
      const row = stored.get('LV', x.regcode, x.role, name) as { nationality: string | null } | undefined;
      return [x.role, x.regcode, row?.nationality == null ? null : JSON.parse(row.nationality) as string[]];
    });
  } finally { db.close(); }
}

// Two rows added to the fixture: one whose cells hold no code, one whose nationality cell holds a
// country's name beside a code and a lower-case code.
const EXTRA = '406;40003000006;Roberts;Kalns;;1982-02-02;;;2019-02-03;2020-01-01 10:00:00.000\r\n'
  + '407;40003000006;Marta;Egle;;1985-05-05;"Latvija;ua";lv;2019-02-03;2020-01-01 10:00:00.000\r\n';

test('each beneficial owner is stored with its nationalities as UR gives them, a bad code warned of, and the person check serves none', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const file = join(s.files, 'beneficial_owners.csv');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\r?\n?$/, '\r\n') + EXTRA);
  const owners = await importOwners(s);
  assert.deepEqual(owners.warnings.filter((w) => w.startsWith('nationality') || w.startsWith('residence')),
    ['nationality holds a value that is no two-letter country code; the owner is kept without it: 1 (e.g. beneficial_owners.csv:8 "Latvija;ua")']);

  // Both of a multi-valued cell, in the register's order (the residence cell, RU;MD, not kept).
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', ['IL', 'RU']]]);
  // Empty cells: the register gives none.
  assert.deepEqual(await rolesOf(s, 'Roberts Kalns', '1982-02-02'), [['beneficial_owner', '40003000006', []]]);
  // The code beside the bad part is kept.
  assert.deepEqual(await rolesOf(s, 'Marta Egle', '1985-05-05'), [['beneficial_owner', '40003000006', ['UA']]]);
});

test('a store upgraded to schema 24 holds no nationality until the owners are imported again, which fills them', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await importOwners(s);
  const roles = await rolesOf(s, 'Jānis Bērziņš', '1977-07-14');
  assert.ok(roles.some(([role]) => role === 'beneficial_owner'), JSON.stringify(roles));
  for (const [role, , nationality] of roles) {
    if (role === 'beneficial_owner') assert.deepEqual(nationality, ['LV']);
  }

  // The store as the code before schema 24 left it (its publish recorded by that code), then its
  // step applied: the column is empty.
  const db = new DatabaseSync(s.db);
  db.exec('ALTER TABLE person_roles DROP COLUMN nationality');
  db.exec(migration024);
  db.prepare('UPDATE meta SET value = ? WHERE key = ?').run('before-schema-24', importerVersionKey('lv.beneficial-owners'));
  db.close();
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', null]]);

  // The next import reads the same file again, published by other code, and fills them.
  const again = await importOwners(s);
  assert.match(again.warnings.join('\n'), /imported again: they were published by another version of the importers/);
  assert.deepEqual(await rolesOf(s, 'Pēteris Kalniņš', '1975-03-03'), [['beneficial_owner', '40003000007', ['IL', 'RU']]]);
});
