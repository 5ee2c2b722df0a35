// A house number typed right after the street (`Kauppakatu 1`) is the address's house number, the
// first number after the street's name: no company is at Kauppakatu 1, and the text listed those at
// Kauppakatu 69 C 1 and 51 C 1, its words held by their staircase's flat number, as if at the house.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string, street: string, country: string, form: string) =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });

const KAUPPAKATU_69_C_1 = '2295618-5';
const KAUPPAKATU_51_C_1 = '0863198-2';
const KAUPPAKATU_7 = '1492413-2';
const BRIVIBAS_59_1 = '40000000059';
const BRIVIBAS_59_K2 = '40000000060';
const BRIVIBAS_1 = '40000000001';
const GEDIMINO_9_1 = '300000009';
const PARNU_12_1 = '12000012';
const PARNU_5_1 = '12000005';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(KAUPPAKATU_69_C_1, 'Alfa Katto Ky', 'Kauppakatu 69 C 1, 40348 JYVÄSKYLÄ', 'Kauppakatu 69 C 1', 'FI', 'Ky'),
    at(KAUPPAKATU_51_C_1, 'Suomen Tilitoimisto Oy', 'Kauppakatu 51 C 1, 40155 JYVÄSKYLÄ', 'Kauppakatu 51 C 1', 'FI', 'Oy'),
    at(KAUPPAKATU_7, 'KE Leipomo Oy', 'Kauppakatu 7, 40291 JYVÄSKYLÄ', 'Kauppakatu 7', 'FI', 'Oy'),
    at(BRIVIBAS_59_1, 'SIA "Zaļais Nams"', 'Rīga, Brīvības iela 59 - 1, LV-1010', 'Brīvības iela 59 - 1', 'LV', 'SIA'),
    at(BRIVIBAS_59_K2, 'SIA "Vecais Tilts"', 'Rīga, Brīvības iela 59 k-2, LV-1010', 'Brīvības iela 59 k-2', 'LV', 'SIA'),
    at(BRIVIBAS_1, 'SIA "Rīgas Koks"', 'Rīga, Brīvības iela 1 - 72, LV-1010', 'Brīvības iela 1 - 72', 'LV', 'SIA'),
    at(GEDIMINO_9_1, 'UAB "Alfa baldai"', 'Vilnius, Gedimino pr. 9-1, LT-01103', 'Gedimino pr. 9-1', 'LT', 'UAB'),
    at(PARNU_12_1, 'Kivi Med OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 12-1, 10146', 'Pärnu mnt 12-1', 'EE', 'OÜ'),
    at(PARNU_5_1, 'EN Piim OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 5/1, 10146', 'Pärnu mnt 5/1', 'EE', 'OÜ'),
  ] } });
});
after(() => ctx.close());

const read = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { regcodes: results.map((r) => r.regcode), searchedFor: ctx.services.searchedFor(results as never) };
};

test('a house number typed after the street lists no company whose flat or staircase number it is', () => {
  // Nobody at Kauppakatu 1: the street's companies, said searched as the street, as for a house no address holds.
  for (const q of ['Kauppakatu 1', 'Kauppakatu 1 A 5']) {
    const { regcodes, searchedFor } = read(q);
    assert.deepEqual(new Set(regcodes), new Set([KAUPPAKATU_69_C_1, KAUPPAKATU_51_C_1, KAUPPAKATU_7]), q);
    assert.equal(searchedFor, 'Kauppakatu', q);
  }
  // A house someone is at lists them alone, a staircase and flat typed after it or not.
  assert.deepEqual(read('Kauppakatu 7').regcodes, [KAUPPAKATU_7]);
  assert.deepEqual(read('Kauppakatu 7 A 5').regcodes, [KAUPPAKATU_7]);
  assert.deepEqual(read('Kauppakatu 69').regcodes, [KAUPPAKATU_69_C_1]);
  assert.equal(read('Kauppakatu 69 C 1').regcodes[0], KAUPPAKATU_69_C_1);
  // LV: a flat after ` - ` and a korpuss are no house number.
  assert.deepEqual(read('Brīvības iela 1').regcodes, [BRIVIBAS_1]);
  assert.deepEqual(read('Brīvības iela 1 dz. 5').regcodes, [BRIVIBAS_1]);
  assert.equal(read('Brīvības iela 2').searchedFor, 'Brīvības iela');
  const flatAfterNoHouse = read('Brīvības iela 999-1');
  assert.equal(flatAfterNoHouse.searchedFor, 'Brīvības iela');
  assert.equal(flatAfterNoHouse.regcodes.length, 3);
  // LT and EE: a flat after a hyphen, a building after a slash.
  assert.deepEqual(read('Gedimino pr. 1'), { regcodes: [GEDIMINO_9_1], searchedFor: 'Gedimino pr.' });
  assert.deepEqual(read('Gedimino pr. 9').regcodes, [GEDIMINO_9_1]);
  assert.equal(read('Pärnu mnt 1').searchedFor, 'Pärnu mnt');
  assert.deepEqual(read('Pärnu mnt 5').regcodes, [PARNU_5_1]);
  assert.deepEqual(read('Pärnu mnt 12').regcodes, [PARNU_12_1]);
});

test('a house typed with its flat or building in one word, at a house held without it, is said searched as the house typed', () => {
  // `9-5`: no flat 5 at Gedimino pr. 9; the companies at the house, said as typed up to the house,
  // not folded (`gedimino pr 9`).
  assert.deepEqual(read('Gedimino pr. 9-5'), { regcodes: [GEDIMINO_9_1], searchedFor: 'Gedimino pr. 9' });
  assert.deepEqual(read('Pärnu mnt 12/3'), { regcodes: [PARNU_12_1], searchedFor: 'Pärnu mnt 12' });
});
