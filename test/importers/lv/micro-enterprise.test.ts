// The VID micro-enterprise tax payers file dates each company's exit from the regime
// (`Izslegsanas_datums`): the members of a company that left are no longer linked to it as
// micro_enterprise now. Files written here from the columns the source reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { microEnterpriseSource } from '../../../src/importers/lv/micro-enterprise.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

const MEMBERS_HEADER = 'id;uri;at_legal_entity_registration_number;entity_type;name;latvian_identity_number_masked;birth_date;'
  + 'legal_entity_registration_number;number_of_shares;share_nominal_value;share_currency;date_from;registered_on;last_modified_at\n';

async function importMicro(t: { after(fn: () => void): void }, microRows: string) {
  const dir = mkdtempSync(join(tmpdir(), 'micro-enterprise-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const files = join(dir, 'files');
  mkdirSync(files);
  writeFileSync(join(files, 'members.csv'), MEMBERS_HEADER
    + '1;u;40003000021;NATURAL_PERSON;Zariņa Līga;;1985-02-03;;100;1;EUR;2019-01-10;2019-01-10;2020-01-01 10:00:00.000\n'
    + '2;u;40003000022;NATURAL_PERSON;Krūmiņš Ivars;;1979-11-30;;100;1;EUR;2018-06-01;2018-06-01;2020-01-01 10:00:00.000\n');
  writeFileSync(join(files, 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv'),
    'Registracijas_kods,Nosaukums,Registracijas_datums,Izslegsanas_datums\n' + microRows);
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [microEnterpriseSource], fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  return { db, report };
}

test('a company that left the micro-enterprise tax links its members until the day it left', async (t) => {
  const { db, report } = await importMicro(t,
    '40003000021,"SIA ""Paliek""",01.02.2019,\n'
    + '40003000022,"SIA ""Aizgāja""",01.07.2018, 31.12.2023 \n');
  assert.equal(sourceReport(report, 'lv.micro-enterprise').status, 'published', JSON.stringify(report.sources));
  assert.deepEqual(query(db, "SELECT regcode, person_name, role, since, until FROM person_roles ORDER BY regcode"), [
    { regcode: '40003000021', person_name: 'Zariņa Līga', role: 'micro_enterprise', since: '2019-02-01', until: null },
    { regcode: '40003000022', person_name: 'Krūmiņš Ivars', role: 'micro_enterprise', since: '2018-07-01', until: '2023-12-31' },
  ]);
});

test('an exit date that is no date rejects its row rather than read as still a micro-enterprise', async (t) => {
  const { db, report } = await importMicro(t,
    '40003000021,"SIA ""Paliek""",01.02.2019,\n'
    + '40003000022,"SIA ""Aizgāja""",01.07.2018,31.02.2023\n');
  const r = sourceReport(report, 'lv.micro-enterprise');
  assert.deepEqual(r.rejects, { 'Izslegsanas_datums "31.02.2023" is not a real date': 1 });
  assert.deepEqual(query(db, 'SELECT regcode FROM person_roles ORDER BY regcode'), [{ regcode: '40003000021' }]);
});
