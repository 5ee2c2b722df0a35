// Baltic groups hold across borders: an Estonian OÜ held by a Latvian SIA or a Finnish Oy. RIK
// gives such a holder's number in valis_kood and its country in valis_kood_riik (a code) and
// valis_kood_riik_tekstina (its Estonian name), UR marks a FOREIGN_ENTITY. The owners of a company
// linked a holder only to a company of the same country, so a Latvian holder of an OÜ was served
// with country null (no second details call followed it), and a foreign holder whose number
// happened to be a domestic company's was linked to that unrelated company. A holder now carries
// the country its register names, and is linked to a company of that country only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { roleRecord } from '../../src/importers/ee/person-entry.ts';
import { sources as eeSources } from '../../src/importers/ee/index.ts';
import { sources as lvSources } from '../../src/importers/lv/index.ts';
import { mapHolderRow } from '../../src/importers/lv/holders.ts';
import type { Emitted, MapContext, Row } from '../../src/importers/source.ts';
import type { RoleRecord } from '../../src/domain/records.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { runImport, scratch, sourceReport } from './pipeline/helpers.ts';

const EE_FIXTURES = fileURLToPath(new URL('../fixtures/ee/', import.meta.url));
const ctx: MapContext = { file: 'f', line: 1, asOf: null, lookup: () => undefined, warn: () => {} };
const legal = (over: Row): Row => ({ isiku_tyyp: 'J', nimi_arinimi: 'Holder', isikukood_registrikood: null, valis_kood: null,
  valis_kood_riik: null, valis_kood_riik_tekstina: null, ...over });
const eeHolder = (over: Row) => {
  const r = roleRecord('10000018', legal(over), { role: 'member', position: null }, ctx) as RoleRecord;
  return [r.holderRegcode, r.holderCountry ?? null];
};

test('an EE legal holder carries the country RIK names for its foreign code, its number in that register\'s form', () => {
  // A Latvian SIA, by the Estonian name, the alpha-3 and the alpha-2 code.
  assert.deepEqual(eeHolder({ valis_kood: '40003000001', valis_kood_riik_tekstina: 'Läti' }), ['40003000001', 'LV']);
  assert.deepEqual(eeHolder({ valis_kood: '40003000001', valis_kood_riik: 'LVA' }), ['40003000001', 'LV']);
  assert.deepEqual(eeHolder({ valis_kood: 'LV40003000001', valis_kood_riik: 'LV' }), ['40003000001', 'LV']);
  // A Finnish business ID written without its hyphen or with its VAT prefix: the store's form.
  assert.deepEqual(eeHolder({ valis_kood: '01120389', valis_kood_riik: 'FIN', valis_kood_riik_tekstina: 'Soome' }), ['0112038-9', 'FI']);
  assert.deepEqual(eeHolder({ valis_kood: 'FI01120389', valis_kood_riik_tekstina: 'Soome' }), ['0112038-9', 'FI']);
  assert.deepEqual(eeHolder({ valis_kood: '110053842', valis_kood_riik_tekstina: 'Leedu' }), ['110053842', 'LT']);
  // A Lithuanian VAT number is no company code: its digits name another company, if any.
  assert.deepEqual(eeHolder({ valis_kood: 'LT100001234', valis_kood_riik: 'LTU' }), ['LT100001234', 'LT']);
  // Another country, by its alpha-3 code, its alpha-2 code or its Estonian name: kept as alpha-2,
  // its number as written (a register the store does not hold).
  assert.deepEqual(eeHolder({ valis_kood: '556677-8899', valis_kood_riik: 'SWE', valis_kood_riik_tekstina: 'Rootsi' }), ['556677-8899', 'SE']);
  assert.deepEqual(eeHolder({ valis_kood: 'HE398114', valis_kood_riik: 'CYP' }), ['HE398114', 'CY']);
  assert.deepEqual(eeHolder({ valis_kood: 'HRB 12345', valis_kood_riik: 'de' }), ['HRB 12345', 'DE']);
  assert.deepEqual(eeHolder({ valis_kood: 'HE398114', valis_kood_riik_tekstina: 'Küpros' }), ['HE398114', 'CY']);
  assert.deepEqual(eeHolder({ valis_kood: '1027700132195', valis_kood_riik_tekstina: 'Vene Föderatsioon' }), ['1027700132195', 'RU']);
  // A name in English or in another of the four registers' languages, any case and marks.
  for (const name of ['cyprus', 'Kipra', 'Kipras', 'Kypros', 'KUPROS']) assert.deepEqual(eeHolder({ valis_kood: 'HE398114', valis_kood_riik_tekstina: name }), ['HE398114', 'CY'], name);
  // A country not read (an unknown text, a code of none) or none named for a foreign code: ZZ.
  assert.deepEqual(eeHolder({ valis_kood: '14000001', valis_kood_riik_tekstina: 'Atlantis' }), ['14000001', 'ZZ']);
  assert.deepEqual(eeHolder({ valis_kood: '14000001', valis_kood_riik: 'XX' }), ['14000001', 'ZZ']);
  assert.deepEqual(eeHolder({ valis_kood: '14000001' }), ['14000001', 'ZZ']);
  // No country named for a number that is no Estonian registry code (a Latvian one, 11 digits):
  // of a register not named, not Estonia's.
  assert.deepEqual(eeHolder({ isikukood_registrikood: '40003000007' }), ['40003000007', 'ZZ']);
  // An Estonian holder stays one.
  assert.deepEqual(eeHolder({ isikukood_registrikood: '12000003' }), ['12000003', null]);
  assert.deepEqual(eeHolder({ isikukood_registrikood: '12000003', valis_kood_riik_tekstina: 'Eesti' }), ['12000003', null]);
});

test('an LV FOREIGN_ENTITY holder is of a register the store does not hold, a LEGAL_ENTITY of Latvia', () => {
  const holder = (entityType: string) => {
    const out = mapHolderRow('member', 'members_joint_owners.csv', {
      id: '1', at_legal_entity_registration_number: '40003000001', entity_type: entityType, name: 'Holder',
      legal_entity_registration_number: '40003000007', number_of_shares: '10', share_nominal_value: '1', share_currency: 'EUR', date_from: '2020-01-01',
    }, ctx) as Emitted & { record: RoleRecord };
    return out.record.holderCountry ?? null;
  };
  assert.equal(holder('FOREIGN_ENTITY'), 'ZZ');
  assert.equal(holder('LEGAL_ENTITY'), null);
});

test('an LV FOREIGN_ENTITY holder keeps its number as its own register writes it, a LEGAL_ENTITY its Latvian digits only', () => {
  const number = (entityType: string, written: string) => {
    const out = mapHolderRow('member', 'members_joint_owners.csv', {
      id: '1', at_legal_entity_registration_number: '40003000001', entity_type: entityType, name: 'Holder',
      legal_entity_registration_number: written, number_of_shares: '10', share_nominal_value: '1', share_currency: 'EUR', date_from: '2020-01-01',
    }, ctx) as Emitted & { record: RoleRecord };
    return out.record.holderRegcode;
  };
  // A Swedish organisationsnummer, a Finnish business ID, a German Handelsregister number.
  assert.equal(number('FOREIGN_ENTITY', '556677-8899'), '556677-8899');
  assert.equal(number('FOREIGN_ENTITY', ' 2786402-8 '), '2786402-8');
  assert.equal(number('FOREIGN_ENTITY', 'HRB  12345'), 'HRB 12345');
  // A placeholder names no number.
  assert.equal(number('FOREIGN_ENTITY', '-'), null);
  assert.equal(number('LEGAL_ENTITY', '40003000007'), '40003000007');
  assert.equal(number('LEGAL_ENTITY', '-'), null);
});

test('details follow an OÜ\'s Latvian holder to its company, and link no foreign holder to a company of the same number', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  cpSync(EE_FIXTURES, s.files, { recursive: true });
  // Tamme Puit AS (EE 10000018): held by SIA "Alfa Koks" (LV 40003000001) and by a Swedish AB
  // whose number RIK writes as 14000001, the registry code of Näidis Ehitus OÜ.
  const owners = join(s.files, 'ettevotja_rekvisiidid__osanikud.json');
  const companies = JSON.parse(readFileSync(owners, 'utf8')) as Array<{ ariregistri_kood: number; osanikud: Row[] }>;
  const entry = (over: Row): Row => ({ isiku_tyyp: 'J', isiku_roll: 'O', isiku_roll_tekstina: 'Osanik', eesnimi: null, isikukood_registrikood: null,
    isikukood_hash: null, synniaeg: null, osaluse_valuuta: 'EUR', osaluse_omandiliik: 'L', algus_kpv: '01.02.2020', lopp_kpv: null, ...over });
  companies.find((c) => c.ariregistri_kood === 10000018)!.osanikud = [
    entry({ kirje_id: 6201, nimi_arinimi: 'SIA "Alfa Koks"', valis_kood: '40003000001', valis_kood_riik: 'LVA', valis_kood_riik_tekstina: 'Läti', osaluse_protsent: 70, osaluse_suurus: 1750 }),
    entry({ kirje_id: 6202, nimi_arinimi: 'Nordic Holding AB', valis_kood: '14000001', valis_kood_riik: 'SWE', valis_kood_riik_tekstina: 'Rootsi', osaluse_protsent: 30, osaluse_suurus: 750 }),
  ];
  writeFileSync(owners, JSON.stringify(companies));
  // SIA "Alfa Koks" (LV 40003000001): a foreign member whose number is that of AS "Gamma" (LV 40003000007).
  appendFileSync(join(s.files, 'members.csv'),
    '207;u;40003000001;FOREIGN_ENTITY;Gamma Holding GmbH;;;40003000007;500;1;EUR;2021-01-01;2021-01-01;2021-01-01 10:00:00.000\n'
    // A Swedish AB whose number, as Sweden writes it, holds a hyphen.
    + '208;u;40003000001;FOREIGN_ENTITY;Nordic Holding AB;;;556677-8899;400;1;EUR;2021-01-01;2021-01-01;2021-01-01 10:00:00.000\n');

  const ee = eeSources.map((x) => ({ ...x, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const report = await runImport({ databasePath: s.db, sources: [...lvSources, ...ee], fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  for (const id of ['lv.members', 'ee.shareholders']) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const tamme = services.getCompany('10000018', 'EE');
  // The Swedish holder is of no register held here (country null), but its register is named.
  assert.deepEqual(tamme.owners.map((o) => [o.name, o.regcode, o.country, o.registeredIn, o.share?.percent]), [
    ['SIA "Alfa Koks"', '40003000001', 'LV', 'LV', 70],
    ['Nordic Holding AB', '14000001', null, 'SE', 30],
  ]);
  // The next link of the chain, as a client follows it.
  const lv = tamme.owners[0]!;
  assert.equal(services.getCompany(lv.regcode!, lv.country!).name, 'SIA "Alfa Koks"');

  const gamma = services.getCompany('40003000001', 'LV').owners.find((o) => o.name === 'Gamma Holding GmbH');
  // UR names no country of a foreign entity: neither held here nor named.
  assert.deepEqual([gamma?.regcode, gamma?.country, gamma?.registeredIn], ['40003000007', null, null]);
  // A foreign number is served as the register gives it, for the analyst to look up abroad.
  const nordic = services.getCompany('40003000001', 'LV').owners.find((o) => o.name === 'Nordic Holding AB');
  assert.deepEqual([nordic?.regcode, nordic?.country, nordic?.registeredIn], ['556677-8899', null, null]);
  // A Latvian member of the same company is still followed to its company, of its own register.
  assert.deepEqual(services.getCompany('40003000001', 'LV').owners.filter((o) => o.name === 'AS "Gamma"').map((o) => [o.country, o.registeredIn]), [['LV', 'LV']]);
});
