// A compliance analyst deciding whether a sanctions candidate is their partner's owner needs what
// the list says to tell namesakes apart, and the importers dropped it: the UN and EU lists' place of
// birth and gender, the UN's LAST_DAY_UPDATED and the EU's latest regulation (when the entry was
// last amended), the EU entry's unitedNationId (the same person on the UN list); OFAC's remarks give
// the gender and place of birth, FID's list the gender and country of birth. They are now stored
// (schema 21, sanction_entries.particulars) and served with every match and candidate (REST
// sanctions check, compliance statement, MCP get_company_compliance); null before the next import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { MapContext, MapResult, Row } from '../../../src/importers/source.ts';
import { mapEuSanctionEntity } from '../../../src/importers/sanctions/eu-fsf.ts';
import { mapUnRecord } from '../../../src/importers/sanctions/un-sc.ts';
import { mapOfacSdn } from '../../../src/importers/sanctions/ofac-sdn.ts';
import { mapFidEntity } from '../../../src/importers/sanctions/lv-fid.ts';
import { mapOpenSanctionsRow } from '../../../src/importers/sanctions/opensanctions.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, insertCompany, insertRole, withDb } from '../../screening/store.ts';
import { openForReading, openForWriting, schemaVersion } from '../../../src/store/open.ts';
import { migrations } from '../../../src/store/migrations/index.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { NO_SAMPLES, SAMPLES } from './samples-folder.ts';

const NOW = new Date('2026-11-21T08:00:00Z');
const LATEST = migrations[migrations.length - 1]!.version;

function ctx(warnings: string[] = []): MapContext {
  return { file: 'test', line: 1, asOf: '2026-11-20', lookup: () => undefined, warn: (m, v) => { warnings.push(`${m} ${v ?? ''}`); } };
}

function entry(result: MapResult): SanctionEntryRecord {
  assert.ok(result && !Array.isArray(result) && !('reject' in result), `expected one record, got ${JSON.stringify(result)}`);
  return result.record as SanctionEntryRecord;
}

test('each list\'s gender, places of birth, last amendment and UN reference are read as it writes them', () => {
  const eu = entry(mapEuSanctionEntity({
    logicalId: '9102', unitedNationId: 'CDi.003', designationDate: '2022-06-03', subjectType: { code: 'person' },
    regulation: [
      { publicationDate: '2022-06-03', programme: 'RUS' },
      { publicationDate: '2024-03-14', programme: 'RUS' },
      { publicationDate: '2023-09-13', programme: 'RUS' },
    ],
    nameAlias: [{ wholeName: 'Gennadiy Kuznetsov', gender: '', strong: 'true' }, { wholeName: 'Gennadijs Kuzņecovs', gender: 'M', strong: 'true' }],
    birthdate: [
      { birthdate: '1961-11-05', city: 'Omsk', countryIso2Code: 'RU', countryDescription: 'RUSSIAN FEDERATION' },
      { year: '1962', place: 'near Tomsk', region: 'Tomsk Oblast', countryIso2Code: 'RU', countryDescription: 'UNKNOWN' },
      { year: '1963', countryIso2Code: '00', countryDescription: 'UNKNOWN' },
    ],
  }, ctx()));
  assert.deepEqual(eu.particulars, {
    gender: 'male', birthPlaces: ['Omsk, RUSSIAN FEDERATION', 'near Tomsk, Tomsk Oblast, RU'], amendedOn: '2024-03-14', unReference: 'CDi.003',
  });
  assert.equal(eu.listedOn, '2022-06-03', 'the listing date is the designation date, as before');
  assert.deepEqual(eu.birthDates, ['1961-11-05', '1962', '1963'], 'the birth dates are read as before');

  const warnings: string[] = [];
  const un = entry(mapUnRecord({
    '#name': 'INDIVIDUAL', DATAID: '6907995', FIRST_NAME: 'GASTON', SECOND_NAME: 'IYAMUREMYE', UN_LIST_TYPE: 'DRC', GENDER: 'Male',
    LAST_DAY_UPDATED: { VALUE: ['2016-10-13', '2021-05-20', 'n/a'] },
    INDIVIDUAL_PLACE_OF_BIRTH: [
      { CITY: 'Musanze District', STATE_PROVINCE: 'Northern Province', COUNTRY: 'Rwanda' },
      { CITY: 'Ruhengeri', COUNTRY: 'Rwanda', NOTE: 'formerly' },
      { COUNTRY: '' },
    ],
  }, ctx(warnings)));
  assert.deepEqual(un.particulars, {
    gender: 'male', birthPlaces: ['Musanze District, Northern Province, Rwanda', 'Ruhengeri, Rwanda (formerly)'], amendedOn: '2021-05-20', unReference: null,
  });
  assert.equal(warnings.length, 1, `a LAST_DAY_UPDATED that is no date is reported: ${warnings.join(' | ')}`);
  assert.match(warnings[0]!, /LAST_DAY_UPDATED/);
  const unEntity = entry(mapUnRecord({ '#name': 'ENTITY', DATAID: '110', FIRST_NAME: 'AL-AKHTAR TRUST', UN_LIST_TYPE: 'Al-Qaida' }, ctx()));
  assert.deepEqual(unEntity.particulars, { gender: null, birthPlaces: [], amendedOn: null, unReference: null });
  const unknown = entry(mapUnRecord({ '#name': 'INDIVIDUAL', DATAID: '7', FIRST_NAME: 'X Y', UN_LIST_TYPE: 'DRC', GENDER: 'Unknown' }, ctx()));
  assert.equal(unknown.particulars.gender, null);

  const ofac = entry(mapOfacSdn({
    ent_num: '2674', SDN_Name: 'ABBAS, Abu', SDN_Type: 'individual', Program: 'SDT',
    Remarks: 'DOB 10 Dec 1948; POB Baghdad, Iraq; alt. POB Safed, Palestine; Gender Male; nationality Iraq.',
  }, ctx()));
  assert.deepEqual(ofac.particulars, { gender: 'male', birthPlaces: ['Baghdad, Iraq', 'Safed, Palestine'], amendedOn: null, unReference: null });
  assert.deepEqual(ofac.birthDates, ['1948-12-10'], 'the remarks are read as before');

  const fid = entry(mapFidEntity({
    Id: 'LV-7', Type: 'fp', Gender: 's', Name: { WholeName: 'Anna Petrova' }, Birth: { BirthDate: '1970-01-02', BirthCountry: 'Krievija' },
  }, ctx()));
  assert.deepEqual(fid.particulars, { gender: 'female', birthPlaces: ['Krievija'], amendedOn: null, unReference: null });

  const os = entry(mapOpenSanctionsRow({ id: 'NK-2', schema: 'Person', name: 'Viktor Kozlov', sanctions: 'LV' }, ctx()));
  assert.deepEqual(os.particulars, { gender: null, birthPlaces: [], amendedOn: null, unReference: null }, 'a list giving none gives an object, never null');
});

test('the real UN and EU excerpts give their entries\' places of birth, gender and last amendment', async (t) => {
  if (!existsSync(SAMPLES)) { t.skip(NO_SAMPLES); return; }
  const store = createTestStore();
  try {
    const from = join(store.dir, 'from');
    mkdirSync(from, { recursive: true });
    copyFileSync(join(SAMPLES, 'eu_fsf_xmlFullSanctionsList_1_1.xml'), join(from, 'xmlFullSanctionsList_1_1.xml'));
    copyFileSync(join(SAMPLES, 'un_consolidated.xml'), join(from, 'consolidated.xml'));
    const report = await importSources({ databasePath: store.path, sources: [euSource, unSource], fromDir: from, now: NOW, progress: 'none' });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
    withDb(store.path, (db) => {
      const of = (list: string, reference: string) => JSON.parse(String((db.prepare('SELECT particulars FROM sanction_entries WHERE list = ? AND reference = ?')
        .get(list, reference) as { particulars: string }).particulars));
      assert.deepEqual(of('UN', 'CDi.003'), {
        gender: 'male', birthPlaces: ['Musanze District, Northern Province, Rwanda', 'Ruhengeri, Rwanda'],
        amendedOn: '2016-10-13', unReference: null,
      });
      assert.equal(of('UN', 'CDi.001').birthPlaces.length, 0, 'an empty INDIVIDUAL_PLACE_OF_BIRTH gives no place');
      assert.deepEqual(of('EU', 'EU.36.64'), { gender: 'male', birthPlaces: [], amendedOn: '2018-02-16', unReference: null });
      assert.equal(of('EU', 'EU.3523.13').gender, null, 'an enterprise has no gender');
    });
  } finally {
    store.cleanup();
  }
});

// A UN individual and an EU entry naming it by its UN reference, written from the documented elements.
const UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-19T00:00:00.000Z"><INDIVIDUALS><INDIVIDUAL>
  <DATAID>6908001</DATAID><FIRST_NAME>Viktors</FIRST_NAME><SECOND_NAME>Zaharovs</SECOND_NAME><UN_LIST_TYPE>DRC</UN_LIST_TYPE>
  <REFERENCE_NUMBER>CDi.901</REFERENCE_NUMBER><LISTED_ON>2019-02-01</LISTED_ON><GENDER>Male</GENDER>
  <LAST_DAY_UPDATED><VALUE>2020-03-05</VALUE><VALUE>2024-07-30</VALUE></LAST_DAY_UPDATED>
  <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1971-04-12</DATE></INDIVIDUAL_DATE_OF_BIRTH>
  <INDIVIDUAL_PLACE_OF_BIRTH><CITY>Daugavpils</CITY><COUNTRY>Latvia</COUNTRY></INDIVIDUAL_PLACE_OF_BIRTH>
</INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
const EU_XML = `<?xml version="1.0" encoding="UTF-8"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00">
  <sanctionEntity unitedNationId="CDi.901" euReferenceNumber="EU.9901.1" logicalId="9901" designationDate="2019-02-04">
    <regulation publicationDate="2019-02-04" programme="COD"/><regulation publicationDate="2025-01-27" programme="COD"/>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias wholeName="Viktors Zaharovs" gender="M" strong="true"/>
    <birthdate birthdate="1971-04-12" city="Daugavpils" countryIso2Code="LV" countryDescription="LATVIA"/>
  </sanctionEntity>
</export>`;

type Particulars = { gender: string | null; birthPlaces: string[]; amendedOn: string | null; unReference: string | null } | null;
type Match = { list: string; particulars: Particulars };

test('a match carries its entry\'s particulars in the sanctions check, the compliance statement and get_company_compliance; null before the next import', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003900001', name: 'SIA "Daugavas Loģistika"' });
      insertRole(db, { country: 'LV', regcode: '40003900001', role: 'beneficial_owner', name: 'Viktors Zaharovs', birthDate: '1971-04-12' });
    });
    const from = join(store.dir, 'from');
    mkdirSync(from, { recursive: true });
    writeFileSync(join(from, 'consolidated.xml'), UN_XML);
    writeFileSync(join(from, 'xmlFullSanctionsList_1_1.xml'), EU_XML);
    const report = await importSources({ databasePath: store.path, sources: [euSource, unSource], fromDir: from, now: NOW, progress: 'none' });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);

    const served = async () => {
      const db = openForReading(store.path);
      const services = createServices({ db, sanctionsThreshold: 0.9 });
      const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
      const mcp = await connectInProcess({ services });
      try {
        const rest = await t.app.inject({ url: `${API}/companies/40003900001/sanctions?candidates=true` });
        assert.equal(rest.statusCode, 200, rest.body);
        const statement = await t.app.inject({ url: `${API}/companies/40003900001/compliance` });
        assert.equal(statement.statusCode, 200, statement.body);
        const tool = structuredOf<{ sanctions: Match[] }>(await callTool(mcp.client, 'get_company_compliance', { regcode: '40003900001' }));
        const byList = (matches: Match[]) => Object.fromEntries(matches.map((m) => [m.list, m.particulars]));
        return { rest: byList(rest.json().sanctions), statement: byList(statement.json().sanctions), mcp: byList(tool.sanctions) };
      } finally {
        await mcp.close();
        await t.close();
        db.close();
      }
    };
    const now = await served();
    assert.deepEqual(now.rest, {
      EU: { gender: 'male', birthPlaces: ['Daugavpils, LATVIA'], amendedOn: '2025-01-27', unReference: 'CDi.901' },
      UN: { gender: 'male', birthPlaces: ['Daugavpils, Latvia'], amendedOn: '2024-07-30', unReference: null },
    });
    assert.deepEqual(now.statement, now.rest);
    assert.deepEqual(now.mcp, now.rest);

    // An entry imported before the column (schema 20) is migrated with none: served null, not an empty object.
    withDb(store.path, (db) => db.exec('UPDATE sanction_entries SET particulars = NULL'));
    const before = await served();
    assert.deepEqual(before, { rest: { EU: null, UN: null }, statement: { EU: null, UN: null }, mcp: { EU: null, UN: null } });
  } finally {
    store.cleanup();
  }
});

test('a store at schema 20 is brought up to date with its entries kept and their particulars unknown', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      db.prepare(`INSERT INTO sanction_entries (list, entry_id, reference, schema, name, aliases, identifiers, countries, programs,
        listed_on, reason, source_url, birth_dates, source, as_of, addresses, particulars)
        VALUES ('EU', '1', NULL, 'entity', 'Amber Port Terminal JSC', '[]', '[]', '["LV"]', '["RUS"]', NULL, NULL, NULL, '[]', 'sanctions.eu', NULL, '[]',
        '{"gender":null,"birthPlaces":[],"amendedOn":"2024-06-24","unReference":null}')`).run();
      db.exec('ALTER TABLE sanction_entries DROP COLUMN particulars; ALTER TABLE role_departures DROP COLUMN holder_regcode; ALTER TABLE role_departures DROP COLUMN holder_country; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 20');
    });
    const db = openForWriting(store.path);
    try {
      assert.equal(schemaVersion(db), LATEST);
      assert.deepEqual({ ...db.prepare('SELECT name, addresses, particulars FROM sanction_entries').get() },
        { name: 'Amber Port Terminal JSC', addresses: '[]', particulars: null });
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
