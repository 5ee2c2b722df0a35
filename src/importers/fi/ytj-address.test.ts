// The c/o line of a YTJ address, as the v3 schema gives it (`co`), with and without its `c/o`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { companyAddress } from './ytj-address.ts';

const postal = (co: string | null, extra: Record<string, unknown> = {}) => [{
  type: 2, street: 'Mechelininkatu', buildingNumber: '18', entrance: 'B', apartmentNumber: '52', apartmentIdSuffix: '',
  postOfficeBox: '', postCode: '00100', co, registrationDate: '2024-08-05',
  postOffices: [{ city: 'HELSINKI', languageCode: '1', municipalityCode: '091' }], ...extra,
}];

test('a c/o line the register wrote without c/o is given it, before the street', () => {
  const address = companyAddress(postal('Tilitoimisto Laskuri Oy'));
  assert.equal(address.line, 'c/o Tilitoimisto Laskuri Oy, Mechelininkatu 18 B 52, 00100 HELSINKI');
  assert.equal(address.street, 'c/o Tilitoimisto Laskuri Oy, Mechelininkatu 18 B 52');
});

test('a c/o line before a PO box; an empty co changes nothing', () => {
  assert.equal(companyAddress(postal('C/O Matti Meikäläinen', { street: '', buildingNumber: '', entrance: '', apartmentNumber: '', postOfficeBox: '226' })).line,
    'C/O Matti Meikäläinen, PL 226, 00100 HELSINKI');
  assert.equal(companyAddress(postal('')).line, 'Mechelininkatu 18 B 52, 00100 HELSINKI');
  assert.equal(companyAddress(postal(null)).street, 'Mechelininkatu 18 B 52');
});
