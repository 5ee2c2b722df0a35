// A street and house number typed with the street's type (`Tartu tn 33`) is an address: a company
// at another street whose town or name holds the street's name (LI Õlu OÜ at Raatuse tn 33-5 in
// Tartu, Tartu Vili OÜ at Puškini tn 33) was listed beside the one at Tartu tn 33.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string, street: string, country: string, form: string) =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });

const TARTU_33 = '16575312';
const RAATUSE_IN_TARTU = '11227101';
const TARTU_VILI = '16976296';
const PARNU_1 = '14343759';
const RIIA_IN_PARNU = '12157691';
const VILNIAUS_13 = '300523955';
const VILNIAUS_GROZIS = '300319419';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(TARTU_33, 'Partners Köök OÜ', 'Viljandi maakond, Viljandi linn, Viljandi linn, Tartu tn 33-11, 71008', 'Tartu tn 33-11', 'EE', 'OÜ'),
    at(RAATUSE_IN_TARTU, 'LI Õlu OÜ', 'Tartu maakond, Tartu linn, Tartu linn, Raatuse tn 33-5, 50585', 'Raatuse tn 33-5', 'EE', 'OÜ'),
    at(TARTU_VILI, 'Tartu Vili OÜ', 'Ida-Viru maakond, Narva linn, Narva linn, Puškini tn 33, 20461', 'Puškini tn 33', 'EE', 'OÜ'),
    at(PARNU_1, 'Nova Kinnisvara OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 1, 10150', 'Pärnu mnt 1', 'EE', 'OÜ'),
    at(RIIA_IN_PARNU, 'Metall Tech OÜ', 'Pärnu maakond, Pärnu linn, Pärnu linn, Riia mnt 59/1, 80035', 'Riia mnt 59/1', 'EE', 'OÜ'),
    at(VILNIAUS_13, 'UAB "Šventosios investicijos"', 'Vilnius, Vilniaus g. 13, LT-01453', 'Vilniaus g. 13', 'LT', 'UAB'),
    at(VILNIAUS_GROZIS, 'UAB "Vilniaus grožis"', 'Klaipėda, Minijos g. 82-13, LT-94026', 'Minijos g. 82-13', 'LT', 'UAB'),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a street and house typed list no company at another street whose town or name holds the street\'s name', () => {
  assert.deepEqual(regcodes('Tartu tn 33'), [TARTU_33]);
  assert.deepEqual(regcodes('Vilniaus g. 13'), [VILNIAUS_13]);
  // A building typed after the slash that no address holds: the companies at the house, not those of the town.
  assert.deepEqual(regcodes('Pärnu mnt 1/3'), [PARNU_1]);
  // The name before the street, the street as registered, still find the company.
  assert.deepEqual(regcodes('Tartu Vili Puškini tn 33'), [TARTU_VILI]);
  assert.deepEqual(regcodes('LI Õlu, Raatuse tn 33-5'), [RAATUSE_IN_TARTU]);
  assert.deepEqual(regcodes('Riia mnt 59/1'), [RIIA_IN_PARNU]);
});

test('a street typed at a house no company is at lists the companies at that street, none at another street of its town', () => {
  // No company at Tartu tn 68: the street's, not every `tn` of Tartu (Raatuse tn 33-5).
  assert.deepEqual(regcodes('Tartu tn 68'), [TARTU_33]);
  assert.deepEqual(regcodes('Pärnu mnt 999'), [PARNU_1]);
  // No company at any Viljandi tn: nothing, as for a street no address holds, not those in Viljandi.
  assert.deepEqual(regcodes('Viljandi tn 5'), []);
  assert.deepEqual(regcodes('Qwertytie 1'), []);
});
