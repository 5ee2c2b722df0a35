import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { basicSource, cityOfEhakText } from '../../../src/importers/ee/basic.ts';
import { FIXTURES, SAMPLES, mapFiles, readRows, recordsOf } from './map-fixture.ts';

const sample = new URL('ettevotja_rekvisiidid__lihtandmed.csv', SAMPLES);

test('the real RIK basic-data excerpt maps field by field', (t) => {
  if (!existsSync(sample)) return t.skip(`no shared samples folder at ${sample.pathname}`);
  const header = Object.keys(readRows(sample, basicSource.files[0]!)[0]!);
  assert.deepEqual(header, basicSource.files[0]!.csv!.known, 'the documented header is the real one, BOM dropped');
  const mapped = mapFiles(basicSource, [sample]);
  assert.deepEqual(mapped.rejects, []);
  assert.deepEqual(recordsOf(mapped, 'company'), [
    {
      country: 'EE', regcode: '12652512', name: '001 Kinnisvara OÜ', legalFormCode: 'OÜ', legalFormName: 'Osaühing',
      status: 'active', registryStatus: 'Registrisse kantud', registeredOn: '2014-04-25', closedOn: null,
      address: 'Harju maakond, Tallinn, Haabersti linnaosa, Õismäe tee 78-9, 13513', addressStreet: 'Õismäe tee 78-9',
      addressCity: 'Tallinn', addressPostcode: '13513', addressRegionCode: '0176',
    },
    {
      country: 'EE', regcode: '11694365', name: '007 Autohaus osaühing', legalFormCode: 'OÜ', legalFormName: 'Osaühing',
      status: 'active', registryStatus: 'Registrisse kantud', registeredOn: '2009-07-30', closedOn: null,
      address: 'Tartu maakond, Tartu linn, Tartu linn, Turu tn 34, 51004', addressStreet: 'Turu tn 34',
      addressCity: 'Tartu', addressPostcode: '51004', addressRegionCode: '8151',
    },
  ]);
  assert.deepEqual(recordsOf(mapped, 'vat'), [
    { country: 'EE', regcode: '12652512', vatNumber: 'EE101721589', active: true, registeredOn: null, deregisteredOn: null },
    { country: 'EE', regcode: '11694365', vatNumber: 'EE101335276', active: true, registeredOn: null, deregisteredOn: null },
  ]);
});

test('basic-data fixture: statuses, quoting, address fallbacks and VAT numbers', () => {
  const mapped = mapFiles(basicSource, [new URL('ettevotja_rekvisiidid__lihtandmed.csv', FIXTURES)]);
  const companies = new Map(recordsOf(mapped, 'company').map((c) => [c.regcode, c]));
  assert.equal(companies.size, 6);

  const quoted = companies.get('10000018')!;
  assert.equal(quoted.name, '"Tamme" Puit AS');
  assert.equal(quoted.status, 'liquidation');
  assert.equal(quoted.registryStatus, 'Likvideerimisel');
  assert.equal(quoted.legalFormCode, 'AS');
  // No ADS address: built from street (with a quoted `;`), EHAK text and postcode.
  assert.equal(quoted.address, 'Turu tn 34; ladu 2, Tartu linn, Tartu linn, Tartu maakond, 51004');
  assert.equal(quoted.registeredOn, '1996-10-14');

  const bankrupt = companies.get('11000027')!;
  assert.equal(bankrupt.status, 'insolvency');
  assert.equal(bankrupt.registryStatus, 'Pankrotis');
  assert.equal(bankrupt.address, 'Jüri alevik, Aruküla tee 5', 'the raw address when ADS is empty');

  const nonProfit = companies.get('80000036')!;
  assert.equal(nonProfit.legalFormCode, 'MTÜ');
  assert.equal(nonProfit.addressCity, 'Jüri alevik');
  assert.equal(nonProfit.addressRegionCode, '3806');

  const sole = companies.get('16000009')!;
  assert.equal(sole.legalFormCode, 'FIE');
  assert.equal(sole.address, null);
  assert.equal(sole.addressCity, null);

  assert.equal(companies.get('12000003')!.registeredOn, '2012-03-15', 'an ISO date is read too');

  const vat = recordsOf(mapped, 'vat').map((v) => [v.regcode, v.vatNumber]);
  assert.deepEqual(vat, [['14000001', 'EE102000001'], ['11000027', 'EE101335276'], ['12000003', 'EE101000003']]);

  assert.deepEqual(mapped.rejects.map((r) => [r.line, r.reason]), [
    [8, 'ariregistri_kood is not an 8-digit registry code: "ABC12345"'],
    [9, 'nimi (company name) is empty'],
  ]);
});

test('basic data declares the close-missing policy and companies plus VAT', () => {
  assert.equal(basicSource.publishPolicy, 'close-missing');
  assert.deepEqual(basicSource.produces, ['company', 'vat']);
});

test('the city of an EHAK text skips districts and counties', () => {
  assert.equal(cityOfEhakText('Haabersti linnaosa, Tallinn, Harju maakond'), 'Tallinn');
  assert.equal(cityOfEhakText('Harju maakond'), null);
  assert.equal(cityOfEhakText(null), null);
});

// A checkout form's city field, a courier label and a customer name a town by its name: the
// settlement RIK's EHAK text gives a town as (Pärnu linn, Paldiski linn in Lääne-Harju vald) was
// served as written, so a form was filled with Pärnu linn, which reads as no town's name.
test('a town is named without the word linn, a borough or village with its type', () => {
  assert.equal(cityOfEhakText('Tartu linn, Tartu linn, Tartu maakond'), 'Tartu');
  assert.equal(cityOfEhakText('Pärnu linn, Pärnu linn, Pärnu maakond'), 'Pärnu');
  assert.equal(cityOfEhakText('Paldiski linn, Lääne-Harju vald, Harju maakond'), 'Paldiski');
  assert.equal(cityOfEhakText('Keila linn, Keila linn, Harju maakond'), 'Keila');
  assert.equal(cityOfEhakText('Ahtme linnaosa, Kohtla-Järve linn, Ida-Viru maakond'), 'Kohtla-Järve');
  assert.equal(cityOfEhakText('Jüri alevik, Rae vald, Harju maakond'), 'Jüri alevik');
  assert.equal(cityOfEhakText('Kose alev, Kose vald, Harju maakond'), 'Kose alev');
  assert.equal(cityOfEhakText('Kurna küla, Rae vald, Harju maakond'), 'Kurna küla');
});
