// YTJ company objects written from the documented v3 schema: proceedings, ceased companies,
// ended VAT registrations, foreign and PO-box addresses, TOL 2025 codes and junk business IDs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { Row } from '../../../src/importers/source.ts';
import { fixturesDir, makeContext, recordsOf, rejectOf } from '../lt/support.ts';

const dir = fixturesDir('fi');
const bulk = JSON.parse(readFileSync(join(dir, 'all_companies.json'), 'utf8')) as Row[];
const page = (JSON.parse(readFileSync(join(dir, 'companies_page_0001.json'), 'utf8')) as { companies: Row[] }).companies;
const ctx = makeContext('all_companies.json');
const byId = (id: string) => [...bulk, ...page].find((c) => (c.businessId as { value: string }).value === id)!;
const map = (id: string) => mapYtjCompany(byId(id), ctx);

test('the street address wins over the postal one; apartment suffix joins the number; the c/o line comes first', () => {
  const [company] = recordsOf(map('2345678-0'), 'company');
  // Mail to the company reaches it through the accountant named: without the line it is returned.
  assert.equal(company!.address, 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b, 00100 HELSINKI');
  assert.equal(company!.addressStreet, 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b');
  assert.equal(company!.addressCity, 'HELSINKI');
  const names = recordsOf(map('2345678-0'), 'companyName').map((n) => `${n.kind}:${n.name}`);
  assert.deepEqual(names, ['former:Vanha Tunturi Oy', 'parallel:Fjäll Test Ab', 'auxiliary:Tunturi Kahvila']);
});

test('an open bankruptcy makes the company insolvent and raises a dated flag', () => {
  const result = map('2345679-9');
  assert.equal(recordsOf(result, 'company')[0]!.status, 'insolvency');
  // The API gives the situation as its code alone: KONK is served as the proceeding's name.
  assert.equal(recordsOf(result, 'company')[0]!.registryStatus, 'Rekisterissä; Konkurssi');
  assert.deepEqual(recordsOf(result, 'flag'), [
    { country: 'FI', regcode: '2345679-9', flag: 'insolvent', detail: 'Konkurssi', since: '2026-09-15', until: null },
  ]);
  assert.equal(recordsOf(result, 'activity')[0]!.description, 'Asuin- ja muiden rakennusten rakentaminen', 'Finnish when no English');
});

test('a ceased company is closed on its end date and keeps its last name; its ended VAT is inactive', () => {
  const result = map('2345680-1');
  const company = recordsOf(result, 'company')[0]!;
  assert.deepEqual(
    { name: company.name, status: company.status, closedOn: company.closedOn, registryStatus: company.registryStatus, address: company.address },
    { name: 'Lopetettu Oy', status: 'closed', closedOn: '2021-06-30', registryStatus: 'Lakannut', address: null },
  );
  assert.deepEqual(recordsOf(result, 'vat'), [
    { country: 'FI', regcode: '2345680-1', vatNumber: 'FI23456801', active: false, registeredOn: '1999-02-01', deregisteredOn: '2021-03-31' },
  ]);
});

test('liquidation counts only while open; a foreign postal address keeps its country', () => {
  const result = map('2345682-8');
  const company = recordsOf(result, 'company')[0]!;
  assert.equal(company.status, 'liquidation');
  assert.equal(company.address, 'Box 45, 11122 STOCKHOLM, SE');
  assert.deepEqual([company.addressStreet, company.addressPostcode, company.addressCity, company.addressCountry], ['Box 45', '11122', 'STOCKHOLM', 'SE']);
  assert.deepEqual(recordsOf(result, 'flag').map((f) => f.flag), ['in_liquidation']);
});

test('a /companies page: reorganisation and TOL 2025; an unregistered sole trader in no other register is unknown with its own words', () => {
  const reorganised = map('2345684-4');
  assert.equal(recordsOf(reorganised, 'company')[0]!.status, 'reorganisation');
  assert.equal(recordsOf(reorganised, 'activity')[0]!.classification, 'TOL 2025');
  const trader = recordsOf(map('2345685-2'), 'company')[0]!;
  assert.deepEqual(
    { status: trader.status, registryStatus: trader.registryStatus, legalFormName: trader.legalFormName, registeredOn: trader.registeredOn },
    { status: 'unknown', registryStatus: 'Rekisteröimätön', legalFormName: 'Sole trader', registeredOn: '2019-03-01' },
  );
});

test('junk is rejected with a reason: wrong check digit, no name, malformed or missing ID', () => {
  assert.equal(rejectOf(map('2345686-1')), 'invalid check digit in business ID "2345686-1"');
  assert.equal(rejectOf(map('2345683-6')), 'no name for business ID "2345683-6"');
  assert.equal(rejectOf(mapYtjCompany({ businessId: { value: '23456836' } }, ctx)), 'malformed business ID "23456836"');
  assert.equal(rejectOf(mapYtjCompany({ names: [] }, ctx)), 'missing businessId');
});
