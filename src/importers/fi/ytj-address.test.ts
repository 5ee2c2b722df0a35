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

// A flat with no staircase letter and a PO box, written as a Finnish address writes them, in the
// address's language: `Kotikatu 5 10` reads as two house numbers (or house 510 to a form that
// drops spaces), and `PL 52, 22101 MARIEHAMN` mixes a Finnish word into a Swedish address.
const street = (extra: Record<string, unknown>, offices: Array<[string, string]> = [['TAMPERE', 'TAMMERFORS']], municipality = '837') => [{
  type: 1, street: 'Kotikatu', buildingNumber: '5', entrance: '', apartmentNumber: '', apartmentIdSuffix: '', postOfficeBox: '',
  postCode: '33100', co: null, registrationDate: '2020-01-01',
  postOffices: [{ city: offices[0]![0], languageCode: '1', municipalityCode: municipality }, { city: offices[0]![1], languageCode: '2', municipalityCode: municipality }],
  ...extra,
}];
const MARIEHAMN: Array<[string, string]> = [['MAARIANHAMINA', 'MARIEHAMN']];

test('a flat with no staircase letter is written after as (bst in Swedish), one with a letter as before', () => {
  assert.equal(companyAddress(street({ apartmentNumber: '10' })).street, 'Kotikatu 5 as 10');
  assert.equal(companyAddress(street({ apartmentNumber: '10', apartmentIdSuffix: 'a' })).line, 'Kotikatu 5 as 10a, 33100 TAMPERE');
  assert.equal(companyAddress(street({ street: 'Strandvägen', apartmentNumber: '10', postCode: '22100' }, MARIEHAMN, '478')).line,
    'Strandvägen 5 bst 10, 22100 MARIEHAMN');
  assert.equal(companyAddress(street({ entrance: 'B', apartmentNumber: '10' })).street, 'Kotikatu 5 B 10');
  assert.equal(companyAddress(street({})).street, 'Kotikatu 5');
});

test('a PO box is PB in Swedish, and one the register wrote with its word is not given another', () => {
  const box = (n: string) => ({ type: 2, street: '', buildingNumber: '', postOfficeBox: n, postCode: '22101' });
  assert.deepEqual(companyAddress(street(box('52'), MARIEHAMN, '478')), {
    line: 'PB 52, 22101 MARIEHAMN', street: 'PB 52', city: 'MARIEHAMN', postcode: '22101', regionCode: '478', country: null,
  });
  assert.equal(companyAddress(street({ ...box('226'), postCode: '00045' })).line, 'PL 226, 00045 TAMPERE');
  assert.equal(companyAddress(street({ ...box('PL 226'), postCode: '00045' })).street, 'PL 226');
});
