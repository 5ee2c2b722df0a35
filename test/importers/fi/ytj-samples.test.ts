// The real PRH YTJ v3 records in the shared samples (Nokia Oyj from /companies, Anttoni Patana Oy
// as stored from the bulk schema), mapped field by field, their prepayment and employer entries too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { Row } from '../../../src/importers/source.ts';
import { emitted, makeContext, NO_SAMPLES, recordsOf, samplesDir } from '../lt/support.ts';

const dir = samplesDir('fi');
const load = (name: string): unknown => JSON.parse(readFileSync(join(dir!, name), 'utf8'));

test('Nokia (a /companies page): current name, former, parallel and auxiliary names, TOL, VAT, address', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  const page = load('opendata-ytj-api_v3_companies__businessId_0112038-9.json') as { companies: Row[] };
  const result = mapYtjCompany(page.companies[0]!, makeContext('companies.json'));
  assert.deepEqual(recordsOf(result, 'company'), [{
    country: 'FI', regcode: '0112038-9', name: 'Nokia Oyj',
    legalFormCode: '17', legalFormName: 'Julkinen osakeyhtiö',
    status: 'active', registryStatus: 'Rekisterissä',
    registeredOn: '1896-12-19', closedOn: null,
    address: 'Karakaari 7, 02610 ESPOO', addressStreet: 'Karakaari 7', addressCity: 'ESPOO',
    addressPostcode: '02610', addressRegionCode: '049', addressCountry: null,
  }]);
  assert.deepEqual(recordsOf(result, 'contact'), [{ country: 'FI', regcode: '0112038-9', kind: 'website', value: 'www.nokia.com' }]);
  const names = recordsOf(result, 'companyName');
  assert.deepEqual(names.filter((n) => n.kind === 'former'), [
    { country: 'FI', regcode: '0112038-9', name: 'Oy Nokia Ab', kind: 'former', validFrom: '1966-06-10', validTo: '1997-08-31' },
  ]);
  assert.deepEqual(names.filter((n) => n.kind === 'parallel').map((n) => n.name), ['Nokia Abp', 'Nokia Corporation']);
  assert.equal(names.filter((n) => n.kind === 'auxiliary').length, 11);
  assert.ok(names.some((n) => n.kind === 'auxiliary' && n.name === 'Vertu' && n.validFrom === '2006-03-08'));
  assert.deepEqual(recordsOf(result, 'activity'), [{
    country: 'FI', regcode: '0112038-9', code: '70100', description: 'Activities of head offices',
    classification: 'TOL 2025', isMain: true, validFrom: '2026-01-01',
  }]);
  assert.deepEqual(recordsOf(result, 'vat'), [{
    country: 'FI', regcode: '0112038-9', vatNumber: 'FI01120389', active: true, registeredOn: '1994-06-01', deregisteredOn: null,
  }]);
  // The prepayment register (5, type 55) and the employer register (7, type 41), as the VAT entry.
  assert.deepEqual(recordsOf(result, 'taxRegister'), [
    { country: 'FI', regcode: '0112038-9', register: 'prepayment', registered: true, since: '1995-03-01', until: null },
    { country: 'FI', regcode: '0112038-9', register: 'employer', registered: true, since: '1944-01-01', until: null },
  ]);
  assert.deepEqual(recordsOf(result, 'flag'), []);
  assert.equal(emitted(result).length, 1 + 14 + 1 + 1 + 1 + 2);
});

test('Anttoni Patana Oy (bulk array element): postal address as one line with its c/o line, VAT active since 2024-08-12', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  const [row] = load('opendata-ytj-api_v3_all_companies__one_record_3466646-8.json') as Row[];
  const result = mapYtjCompany(row!, makeContext('all_companies.json'));
  assert.deepEqual(recordsOf(result, 'company'), [{
    country: 'FI', regcode: '3466646-8', name: 'Anttoni Patana Oy',
    legalFormCode: '16', legalFormName: 'Osakeyhtiö',
    status: 'active', registryStatus: 'Rekisterissä',
    registeredOn: '2024-08-08', closedOn: null,
    address: 'c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100 HELSINKI', addressStreet: 'c/o Anttoni Patana, Mechelininkatu 18 B 52',
    addressCity: 'HELSINKI',
    addressPostcode: '00100', addressRegionCode: '091', addressCountry: null,
  }]);
  assert.deepEqual(recordsOf(result, 'contact'), [], 'no website published');
  assert.deepEqual(recordsOf(result, 'vat'), [{
    country: 'FI', regcode: '3466646-8', vatNumber: 'FI34666468', active: true, registeredOn: '2024-08-12', deregisteredOn: null,
  }]);
  assert.deepEqual(recordsOf(result, 'activity'), [{
    country: 'FI', regcode: '3466646-8', code: '70220', description: 'Business and other management consultancy activities',
    classification: 'TOL 2008', isMain: true, validFrom: '2024-08-05',
  }]);
  assert.deepEqual(recordsOf(result, 'companyName'), []);
  assert.deepEqual(recordsOf(result, 'taxRegister'), [
    { country: 'FI', regcode: '3466646-8', register: 'prepayment', registered: true, since: '2024-09-23', until: null },
  ], 'in the prepayment register, in no employer register');
});
