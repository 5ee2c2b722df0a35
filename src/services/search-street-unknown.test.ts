// A street no address holds, typed with its type and house number (`Pirita pst. 1`): its name, a
// word no dictionary knows, was left out first, and its type and house number listed the
// companies at another street's house (`pst 1`: Rävala pst 1), said searched as `pst. 1`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string, street: string, country: string, form: string) =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });

const RAVALA_1 = '16226363';
const BRIVIBAS_1 = '40000000001';
const GEDIMINO_1 = '300000001';
const KAUPPAKATU_A_5 = '2295618-5';
const LACPLESA_K_2 = '40000000002';
const ARENDUSKODA_5 = '80136983';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(RAVALA_1, 'Kivi Med OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Rävala pst 1, 10146', 'Rävala pst 1', 'EE', 'OÜ'),
    at('12052861', 'EN Piim OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Rävala pst 58, 10146', 'Rävala pst 58', 'EE', 'OÜ'),
    at(BRIVIBAS_1, 'SIA "Rīgas Koks"', 'Rīga, Brīvības iela 1, LV-1010', 'Brīvības iela 1', 'LV', 'SIA'),
    at(GEDIMINO_1, 'UAB "Alfa baldai"', 'Vilnius, Gedimino pr. 1, LT-01103', 'Gedimino pr. 1', 'LT', 'UAB'),
    at(KAUPPAKATU_A_5, 'Alfa Katto Oy', 'Kauppakatu 12 A 5, 40100 JYVÄSKYLÄ', 'Kauppakatu 12 A 5', 'FI', 'Oy'),
    at(LACPLESA_K_2, 'SIA "Baltic Koks"', 'Rīga, Lāčplēša iela 7 k-2 - 3, LV-1011', 'Lāčplēša iela 7 k-2 - 3', 'LV', 'SIA'),
    at(ARENDUSKODA_5, 'Mittetulundusühing Balti Arenduskoda 5', 'Pärnu maakond, Pärnu linn, Riia mnt 150, 80028', 'Riia mnt 150', 'EE', 'MTÜ'),
  ] } });
});
after(() => ctx.close());

const read = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { regcodes: results.map((r) => r.regcode), searchedFor: ctx.services.searchedFor(results as never) };
};

const assertNothingFound = (texts: string[]) => {
  for (const q of texts) {
    const { regcodes, searchedFor } = read(q);
    assert.deepEqual(regcodes, [], q);
    assert.equal(searchedFor, undefined, q);
  }
};

test('a street no address holds finds nothing, not another street\'s house of its type and number', () => {
  assertNothingFound(['Pirita pst. 1', 'Pirita pst 1', 'Qwerty iela 1', 'Qwerty pr. 1', 'qwerty iela']);
  // A known street at a house no company is at lists the street's companies, and says so.
  const other = read('Rävala pst. 999');
  assert.deepEqual(new Set(other.regcodes), new Set([RAVALA_1, '12052861']));
  assert.match(other.searchedFor ?? '', /^Rävala pst\.?$/);
  assert.equal(read('Rävala pst. 1').regcodes[0], RAVALA_1);
  assert.equal(read('Brīvības iela 1').regcodes[0], BRIVIBAS_1);
  assert.equal(read('Gedimino pr. 1').regcodes[0], GEDIMINO_1);
  // A name typed before the street still finds its company.
  assert.equal(read('Rīgas Koks, Qwerty iela 1').regcodes[0], BRIVIBAS_1);
});

test('a street no address holds finds nothing with a letter after its house, not the companies holding its number', () => {
  // The letter after the house was kept with the number (`5 a`) and listed the companies whose
  // name or address holds a 5 (`Balti Arenduskoda 5`, `Kauppakatu 12 A 5`), said searched as `5`.
  assertNothingFound(['Qwerty tn 5 a', 'Qwerty g. 5 A', 'Qwertykatu 5 A', 'Qwerty iela 5 k-2', 'Qwertykatu 1 A 5', 'Qwerty tn 5']);
  // A known street typed so lists its companies as before, and the name typed its company.
  assert.equal(read('Kauppakatu 12 A 5').regcodes[0], KAUPPAKATU_A_5);
  assert.equal(read('Kauppakatu 1 A 5').regcodes[0], KAUPPAKATU_A_5);
  assert.equal(read('Lāčplēša iela 7 k-2').regcodes[0], LACPLESA_K_2);
  assert.equal(read('Balti Arenduskoda 5').regcodes[0], ARENDUSKODA_5);
});

test('a street whose house number was left out is said as the register writes its type, without a stop it never writes', () => {
  // RIK writes `pst` and UR `iela` without a stop; the one typed before the number is no part of
  // the street said searched. JAR writes `pr.` with its stop, kept.
  assert.equal(read('Rävala pst. 999').searchedFor, 'Rävala pst');
  assert.equal(read('Brīvības iela. 999').searchedFor, 'Brīvības iela');
  assert.equal(read('Gedimino pr. 999').searchedFor, 'Gedimino pr.');
  assert.equal(read('Rävala pst 999').searchedFor, 'Rävala pst');
});
