// A Finnish street's type typed apart from its name (`Mannerheimin tie 1` for the register's
// `Mannerheimintie 1`): no address holds the type alone, the text found nothing, and fewer of its
// words were read down to the house number alone, which listed the names holding `1`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { addressInTextHint } from './search/address-in-text.ts';

const at = (regcode: string, name: string, address: string, street: string, country: string, form: string) =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });

const AT_1 = '3527742-1';
const AT_41 = '3074445-7';
const KAUPPAKATU = '2295618-5';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(AT_1, 'RV Logistiikka Oy', 'Mannerheimintie 1 C 6, 00828 HELSINKI', 'Mannerheimintie 1 C 6', 'FI', 'OY'),
    at(AT_41, 'EJ Työ Oy', 'Mannerheimintie 41, 00211 HELSINKI', 'Mannerheimintie 41', 'FI', 'OY'),
    at(KAUPPAKATU, 'Alfa Katto Ky', 'Kauppakatu 69, 40348 JYVÄSKYLÄ', 'Kauppakatu 69', 'FI', 'KY'),
    // Names holding a house number typed.
    at('50008504805', 'Biedrība "Ādažu Kopiena 1"', 'Jelgava, Pasta iela 138 - 110, LV-3008', 'Pasta iela 138 - 110', 'LV', 'BDR'),
    at('1031220-0', 'SK Kauppa 1 Oy', 'Hämeenkatu 1, 15744 LAHTI', 'Hämeenkatu 1', 'FI', 'OY'),
  ] } });
});
after(() => ctx.close());

const read = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { regcodes: results.map((r) => r.regcode), searchedFor: ctx.services.searchedFor(results as never), results };
};

test('a Finnish street typed with its type apart lists its companies, as the street in one word does, and says so', () => {
  for (const q of ['Mannerheimin tie 1', 'MANNERHEIMIN TIE 1', 'mannerheimin-tie 1']) {
    const { regcodes, searchedFor, results } = read(q);
    assert.deepEqual(regcodes, read('Mannerheimintie 1').regcodes, q);
    assert.equal(regcodes[0], AT_1, q);
    assert.match(searchedFor ?? '', /^mannerheimintie 1$/i, q);
    // The address typed is the company's: no note that it is another's.
    assert.equal(addressInTextHint(q, results as never), null, q);
  }
  // At a house no company is at: the street's companies.
  const other = read('Mannerheimin tie 999');
  assert.deepEqual(new Set(other.regcodes), new Set([AT_1, AT_41]));
  assert.equal(other.searchedFor, 'Mannerheimintie');
  assert.equal(read('Kauppa katu 69').regcodes[0], KAUPPAKATU);
  assert.equal(read('Kauppa katu 69').searchedFor, 'Kauppakatu 69');
});

test('a Finnish street no address holds finds nothing, not the names holding its house number', () => {
  for (const q of ['Qwertytie 1', 'Qwerty tie 1', 'Qwerty tori 1', 'Storgatan 1', 'Qwerty katu 1']) {
    const { regcodes, searchedFor } = read(q);
    assert.deepEqual(regcodes, [], q);
    assert.equal(searchedFor, undefined, q);
  }
  // A name with its number is still found by them.
  assert.equal(read('Ādažu Kopiena 1').regcodes[0], '50008504805');
  assert.equal(read('Kauppa 1')?.regcodes[0], '1031220-0');
});
