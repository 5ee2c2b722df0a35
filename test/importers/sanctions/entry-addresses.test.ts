// A reviewer telling a namesake from the listed party needs where the listed party is: every list
// gives addresses (EU address, UN INDIVIDUAL_ADDRESS/ENTITY_ADDRESS, OFAC add.csv, FID Address,
// OpenSanctions addresses) and only their countries were kept, so a match or a candidate carried
// no address and the reviewer had to look the entry up in the list. Each is now stored as one
// line and served with every match and candidate (REST sanctions check, compliance statement,
// MCP get_company_compliance); an entry imported before the column is null, not an empty list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { MapContext, MapResult, Row } from '../../../src/importers/source.ts';
import { mapEuSanctionEntity } from '../../../src/importers/sanctions/eu-fsf.ts';
import { mapUnRecord } from '../../../src/importers/sanctions/un-sc.ts';
import { mapOfacSdn } from '../../../src/importers/sanctions/ofac-sdn.ts';
import { mapFidEntity } from '../../../src/importers/sanctions/lv-fid.ts';
import { mapOpenSanctionsRow } from '../../../src/importers/sanctions/opensanctions.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { fidSource, ofacSource, openSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, insertCompany, withDb } from '../../screening/store.ts';
import { openForReading, openForWriting, schemaVersion } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/sanctions/', import.meta.url));
const NOW = new Date('2026-11-21T08:00:00Z');

function ctx(lookups: Record<string, Record<string, Row[]>> = {}): MapContext {
  return { file: 'test', line: 1, asOf: '2026-11-20', lookup: (file, key) => lookups[file]?.[key], warn: () => {} };
}

function entry(result: MapResult): SanctionEntryRecord {
  assert.ok(result && !Array.isArray(result) && !('reject' in result), `expected one record, got ${JSON.stringify(result)}`);
  return result.record as SanctionEntryRecord;
}

test('each list\'s addresses are one line each, in the order the list gives their parts, with its note', () => {
  const eu = entry(mapEuSanctionEntity({
    logicalId: '77', subjectType: { code: 'enterprise' }, nameAlias: { wholeName: 'Amber Port Terminal JSC', strong: 'true' },
    address: [
      { street: 'Krasta iela 1', zipCode: 'LV-1019', city: 'Riga', countryIso2Code: 'LV', countryDescription: 'LATVIA', remark: 'Registered office' },
      { city: 'Moscow', countryIso2Code: 'RU', countryDescription: 'UNKNOWN' },
      { countryIso2Code: '00', countryDescription: 'UNKNOWN' },
    ],
  }, ctx()));
  assert.deepEqual(eu.addresses, ['Krasta iela 1, LV-1019 Riga, LATVIA (Registered office)', 'Moscow, RU']);
  assert.deepEqual(eu.countries, ['LV', 'RU'], 'the countries are read as before');

  const un = entry(mapUnRecord({
    '#name': 'INDIVIDUAL', DATAID: '6907995', FIRST_NAME: 'GASTON', SECOND_NAME: 'IYAMUREMYE', UN_LIST_TYPE: 'DRC',
    INDIVIDUAL_ADDRESS: [
      { CITY: 'Kinshasa', COUNTRY: 'Democratic Republic of the Congo', NOTE: 'as of June 2016' },
      { STREET: '', STATE_PROVINCE: 'North Kivu  Province', COUNTRY: 'Democratic Republic of the Congo' },
      { COUNTRY: '' },
    ],
  }, ctx()));
  assert.deepEqual(un.addresses, [
    'Kinshasa, Democratic Republic of the Congo (as of June 2016)', 'North Kivu Province, Democratic Republic of the Congo',
  ]);
  const unEntity = entry(mapUnRecord({
    '#name': 'ENTITY', DATAID: '110', FIRST_NAME: 'AL-AKHTAR TRUST', UN_LIST_TYPE: 'Al-Qaida',
    ENTITY_ADDRESS: { STREET: 'Street 3', CITY: 'Karachi', ZIP_CODE: '74000', COUNTRY: 'Pakistan' },
  }, ctx()));
  assert.deepEqual(unEntity.addresses, ['Street 3, Karachi, 74000, Pakistan']);

  const ofac = entry(mapOfacSdn({ ent_num: '306', SDN_Name: 'BANCO NACIONAL DE CUBA', SDN_Type: '-0- ', Program: 'CUBA', Remarks: '-0- ' }, ctx({
    'add.csv': { 306: [
      { ent_num: '306', Add_num: '199', Address: 'Zweierstrasse 35', City_State_Province_Postal_Code: 'Zurich CH-8022', Country: 'Switzerland', Add_remarks: '-0- ' },
      { ent_num: '306', Add_num: '25', Address: '-0- ', City_State_Province_Postal_Code: 'Havana', Country: 'Cuba', Add_remarks: 'Head office' },
    ] },
  })));
  assert.deepEqual(ofac.addresses, ['Zweierstrasse 35, Zurich CH-8022, Switzerland', 'Havana, Cuba (Head office)']);

  const fid = entry(mapFidEntity({
    Id: 'LV-101', Type: 'jp', Name: { WholeName: 'SIA "Austrumu Enerģijas Tirgotājs"' },
    Address: [
      { AddressWhole: 'Rīga, Krasta iela 1', AddressCity: 'Rīga', AddressCountry: 'Latvija' },
      { AddressStreet: 'Tverskaya 1', AddressCity: 'Maskava', AddressCountry: 'Krievija', AddressRemark: 'iepriekšējā' },
      { AddressWhole: 'Minska, Baltkrievija', AddressCountry: 'Baltkrievija' },
    ],
  }, ctx()));
  assert.deepEqual(fid.addresses, ['Rīga, Krasta iela 1, Latvija', 'Tverskaya 1, Maskava, Krievija (iepriekšējā)', 'Minska, Baltkrievija']);

  const os = entry(mapOpenSanctionsRow({
    id: 'NK-1', schema: 'Company', name: 'SIA Austrumu Kurjers', sanctions: 'EU RUS', addresses: 'Rīga, Latvia; Moscow, Russia',
  }, ctx()));
  assert.deepEqual(os.addresses, ['Rīga, Latvia', 'Moscow, Russia']);
  const none = entry(mapOpenSanctionsRow({ id: 'NK-2', schema: 'Person', name: 'Viktor Kozlov', sanctions: 'LV', addresses: '' }, ctx()));
  assert.deepEqual(none.addresses, [], 'a list giving no address gives none, not null');
});

test('a match carries its entry\'s addresses in the sanctions check, the compliance statement and get_company_compliance; null before the next import', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40103063306', name: 'SIA "Ventspils Naftas Tirdzniecība"' });
      insertCompany(db, { country: 'LV', regcode: '40003555004', name: 'SIA "Austrumu Enerģijas Tirgotājs"' });
    });
    const from = join(store.dir, 'from');
    mkdirSync(from, { recursive: true });
    for (const sub of ['lists', 'ofac']) for (const f of readdirSync(join(FIXTURES, sub))) copyFileSync(join(FIXTURES, sub, f), join(from, f));
    const report = await importSources({
      databasePath: store.path, sources: [ofacSource, fidSource, openSanctionsSource], fromDir: from, now: NOW, progress: 'none',
    });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);

    const served = async () => {
      const db = openForReading(store.path);
      const services = createServices({ db, sanctionsThreshold: 0.9 });
      const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
      try {
        const rest = await t.app.inject({ url: `${API}/companies/40103063306/sanctions` });
        assert.equal(rest.statusCode, 200, rest.body);
        const fid = (await t.app.inject({ url: `${API}/companies/40003555004/sanctions?candidates=true` })).json();
        const statement = await t.app.inject({ url: `${API}/companies/40103063306/compliance` });
        const mcp = services.complianceFor('40103063306');
        const of = (m: Array<{ list: string; addresses: unknown }>, list: string) => m.find((x) => x.list === list)?.addresses;
        return {
          rest: of(rest.json().sanctions, 'OFAC'),
          statement: of(statement.json().sanctions, 'OFAC'),
          mcp: of(mcp.sanctions, 'OFAC'),
          fid: of([...fid.sanctions, ...(fid.candidates ?? [])], 'LV'),
        };
      } finally {
        await t.close();
        db.close();
      }
    };
    const now = await served();
    assert.deepEqual(now.rest, ['Dzintaru iela 1, Ventspils LV-3601, Latvia']);
    assert.deepEqual(now.mcp, now.rest);
    assert.deepEqual(now.statement, now.rest);
    assert.deepEqual(now.fid, ['Rīga, Krasta iela 1, Latvija']);

    // An entry imported before the column (schema 19) is migrated with none: served null, not [].
    withDb(store.path, (db) => db.exec('UPDATE sanction_entries SET addresses = NULL'));
    const before = await served();
    assert.equal(before.rest, null);
    assert.equal(before.mcp, null);
    assert.equal(before.statement, null);
    assert.equal(before.fid, null);
  } finally {
    store.cleanup();
  }
});

test('a store at schema 19 is brought up to date with its entries kept and their addresses unknown', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      db.prepare(`INSERT INTO sanction_entries (list, entry_id, reference, schema, name, aliases, identifiers, countries, programs,
        listed_on, reason, source_url, birth_dates, source, as_of, addresses)
        VALUES ('EU', '1', NULL, 'entity', 'Amber Port Terminal JSC', '[]', '[]', '["LV"]', '["RUS"]', NULL, NULL, NULL, '[]', 'sanctions.eu', NULL, '["Riga, LATVIA"]')`).run();
      db.exec('ALTER TABLE sanction_entries DROP COLUMN addresses; ALTER TABLE sanction_entries DROP COLUMN particulars; ALTER TABLE role_departures DROP COLUMN holder_regcode; ALTER TABLE role_departures DROP COLUMN holder_country; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 19');
    });
    const db = openForWriting(store.path);
    try {
      assert.ok(schemaVersion(db) >= 20);
      assert.deepEqual({ ...db.prepare('SELECT name, addresses FROM sanction_entries').get() }, { name: 'Amber Port Terminal JSC', addresses: null });
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
