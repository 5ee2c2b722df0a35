// The VID micro-enterprise tax payers file dates each company's exit from the regime
// (`Izslegsanas_datums`): the members of a company that left are no longer linked to it as
// micro_enterprise now. Files written here from the columns the source reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { microEnterpriseSource } from '../../../src/importers/lv/micro-enterprise.ts';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const MEMBERS_HEADER = 'id;uri;at_legal_entity_registration_number;entity_type;name;latvian_identity_number_masked;birth_date;'
  + 'legal_entity_registration_number;number_of_shares;share_nominal_value;share_currency;date_from;registered_on;last_modified_at\n';

const REGISTER_HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term\n';

const DEFAULT_MEMBERS = MEMBERS_HEADER
  + '1;u;40003000021;NATURAL_PERSON;Zariņa Līga;;1985-02-03;;100;1;EUR;2019-01-10;2019-01-10;2020-01-01 10:00:00.000\n'
  + '2;u;40003000022;NATURAL_PERSON;Krūmiņš Ivars;;1979-11-30;;100;1;EUR;2018-06-01;2018-06-01;2020-01-01 10:00:00.000\n';

async function importMicro(t: { after(fn: () => void): void }, microRows: string, members = DEFAULT_MEMBERS, jointOwners?: string) {
  const { root: dir, files } = tempFilesFolder(t, 'micro-enterprise-');
  writeFileSync(join(files, 'members.csv'), members);
  if (jointOwners !== undefined) writeFileSync(join(files, 'members_joint_owners.csv'), jointOwners);
  writeFileSync(join(files, 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv'),
    'Registracijas_kods,Nosaukums,Registracijas_datums,Izslegsanas_datums\n' + microRows);
  const db = join(dir, 'store.sqlite');
  // The register names the companies, so that a person check can list them.
  writeFileSync(join(files, 'register.csv'), REGISTER_HEADER + ['40003000021', '40003000022', '40003000023']
    .map((regcode) => `${regcode};;SIA "M${regcode}";SIA;M${regcode};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2015-01-01;; ;Rīga, Skolas iela 1;1011;1;0;0;0010000;\n`).join(''));
  const report = await runImport({ databasePath: db, sources: [registerSource, microEnterpriseSource], fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
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
  assert.deepEqual(r.rejects, { 'Izslegsanas_datums is not a real date': 1 });
  assert.deepEqual(query(db, 'SELECT regcode FROM person_roles ORDER BY regcode'), [{ regcode: '40003000021' }]);
});

// members.csv keeps a former holding with its date_to. A member who sold their shares in 2021 was
// still linked to the micro-enterprise as current (until null), so a person check showed them
// behind a company they left years before; one who left before the company entered the regime
// was linked from the day it entered; one who joined later, from before they joined.
const HOLDINGS_HEADER = MEMBERS_HEADER.replace('date_from;registered_on', 'date_from;date_to;registered_on');
const CHANGING = '40003000023,"SIA ""Mainās""",01.02.2019,\n';

test('a member is linked to a micro-enterprise only while both the holding and the regime last', async (t) => {
  const { db, report } = await importMicro(t, CHANGING, HOLDINGS_HEADER
    + '11;u;40003000023;NATURAL_PERSON;Zariņa Līga;;1985-02-03;;100;1;EUR;2019-01-10;2021-05-31;2019-01-10;2021-06-01 10:00:00.000\n'
    + '12;u;40003000023;NATURAL_PERSON;Ozols Juris;;1988-02-02;;100;1;EUR;2021-06-01;;2021-06-01;2021-06-01 10:00:00.000\n'
    + '13;u;40003000023;NATURAL_PERSON;Vītols Kārlis;;1970-07-07;;100;1;EUR;2010-01-01;2015-12-31;2010-01-01;2016-01-04 10:00:00.000\n');
  assert.equal(sourceReport(report, 'lv.micro-enterprise').status, 'published', JSON.stringify(report.sources));
  assert.deepEqual(query(db, 'SELECT person_name, since, until FROM person_roles ORDER BY person_name'), [
    { person_name: 'Ozols Juris', since: '2021-06-01', until: null },
    { person_name: 'Zariņa Līga', since: '2019-02-01', until: '2021-05-31' },
  ]);

  const store = openForReading(db);
  t.after(() => store.close());
  const services = createServices({ db: store, sanctionsThreshold: 0.9 });
  const now = new Date('2026-11-20T06:00:00Z');
  assert.deepEqual(services.checkPerson('Līga Zariņa', '1985-02-03', 100, now).results.map((r) => [r.role, r.since, r.until]),
    [['micro_enterprise', '2019-02-01', '2021-05-31']]);
  assert.throws(() => services.checkPerson('Kārlis Vītols', '1970-07-07', 100, now), /No company is associated/);
});

test('a member whose date_to is no date is left out with a warning, the other members still linked', async (t) => {
  const { db, report } = await importMicro(t, CHANGING, HOLDINGS_HEADER
    + '11;u;40003000023;NATURAL_PERSON;Zariņa Līga;;1985-02-03;;100;1;EUR;2019-01-10;2021-02-30;2019-01-10;2021-06-01 10:00:00.000\n'
    + '12;u;40003000023;NATURAL_PERSON;Ozols Juris;;1988-02-02;;100;1;EUR;2021-06-01;;2021-06-01;2021-06-01 10:00:00.000\n');
  const r = sourceReport(report, 'lv.micro-enterprise');
  assert.equal(r.status, 'published', JSON.stringify(r));
  assert.match(JSON.stringify(r.warnings), /members\.csv date_to is not a real date/);
  assert.deepEqual(query(db, 'SELECT person_name FROM person_roles'), [{ person_name: 'Ozols Juris' }]);
});

// members.csv lists a holding two persons hold together (spouses) as one JOINT_OWNERS row with no
// person, the persons in members_joint_owners.csv by member_id. The source read members.csv
// alone, so the two members of a micro-enterprise held jointly were linked to it by nothing, and a
// person check of either answered as if neither were behind it as micro-enterprise members.
const JOINT_HEADER = 'id;member_id;entity_type;name;latvian_identity_number_masked;birth_date;legal_entity_registration_number;date_from;registered_on;last_modified_at\n';

test('the joint owners of a micro-enterprise\'s holding are each linked to it as its members', async (t) => {
  const { db, report } = await importMicro(t, CHANGING, HOLDINGS_HEADER
    + '31;u;40003000023;JOINT_OWNERS;;;;;200;1;EUR;2019-03-01;;2019-03-01;2019-03-01 10:00:00.000\n'
    + '32;u;40003000023;JOINT_OWNERS;;;;;100;1;EUR;2012-01-01;2016-05-31;2012-01-01;2016-06-01 10:00:00.000\n',
  JOINT_HEADER
    + '1;31;NATURAL_PERSON;Ozola Anna;010190-*****;1990-01-01;;2019-03-01;2019-03-01;2019-03-01 10:00:00.000\n'
    + '2;31;NATURAL_PERSON;Ozols Juris;020288-*****;;;2019-03-01;2019-03-01;2019-03-01 10:00:00.000\n'
    + '3;32;NATURAL_PERSON;Vītola Rasma;;1960-06-06;;2012-01-01;2012-01-01;2016-06-01 10:00:00.000\n');
  assert.equal(sourceReport(report, 'lv.micro-enterprise').status, 'published', JSON.stringify(report.sources));
  // The holding that ended before the company entered the regime links no one.
  assert.deepEqual(query(db, 'SELECT person_name, role, position, since, until FROM person_roles ORDER BY person_name'), [
    { person_name: 'Ozola Anna', role: 'micro_enterprise', position: 'member', since: '2019-03-01', until: null },
    { person_name: 'Ozols Juris', role: 'micro_enterprise', position: 'member', since: '2019-03-01', until: null },
  ]);
  const store = openForReading(db);
  t.after(() => store.close());
  const services = createServices({ db: store, sanctionsThreshold: 0.9 });
  const now = new Date('2026-11-20T06:00:00Z');
  assert.deepEqual(services.checkPerson('Juris Ozols', '1988-02-02', 100, now).results.map((r) => [r.regcode, r.role, r.since, r.until]),
    [['40003000023', 'micro_enterprise', '2019-03-01', null]]);
});
