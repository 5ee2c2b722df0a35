// A name and the place it is in (docs/search.md, step 5): what people copy from an invoice's
// header or type to tell companies of one name apart (`Koka Nams, Valmiera`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../domain/fold.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

// The street and house number as the importers keep it apart: what the street read compares.
const company = (regcode: string, name: string, address: string, country = 'LV', form = 'SIA') =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: address.split(', ')[country === 'LV' ? 1 : 2] ?? null });

// Two companies of one name in two towns.
const NAMS_JELGAVA = '40000000001';
const NAMS_VALMIERA = '40000000002';
// Holds every word of `Koka Nams Valmiera` in its name (the town as the beginning of a word).
const VALMIERAS_NAMS = '40000000003';
// Holds them in its name (`Nams`) and address (`Koka iela`, `Valmiera`), and its name is shorter.
const NAMS_KOKA_IELA = '40000000004';
// Named by the word before a street and house number it is not at.
const KOKA = '40000000005';
const VEGA_TRADE = '10000001';
const TRADE_VEGA = '10000002';
const ONCE_VEGA_TRADE = '10000003';
const VEGA_TRADE_TARTU = '10000004';
// `Tallinn Põhja Kivi Prime`: the name of three words with its town, then the shorter name of two
// whose address holds the other two (`Põhja-Tallinna`).
const POHJA_KIVI_PRIME = '10000005';
const KIVI_PRIME = '10000006';
// At one house, as the address is copied: `Rīga, Brīvības iela 12`; shorter names at house 120
// and at flat 12 of another house. An invoice's header: `Tallinna Haldus OÜ, Tallinna tn 1a`, with
// a shorter name of `Haldus` at 1a of another street in a district named with `Tallinna`.
const AT_TWELVE = '40000000006';
const TALLINNA_HALDUS = '10000007';
const at = (regcode: string, name: string, address: string, street: string, country = 'LV', form = 'SIA') =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      company(NAMS_JELGAVA, 'SIA "Koka Nams"', 'Jelgava, Lielā iela 1, LV-3001'),
      company(NAMS_VALMIERA, 'SIA "Koka Nams"', 'Valmiera, Rīgas iela 5, LV-4201'),
      company(VALMIERAS_NAMS, 'SIA "Valmieras Koka Nams"', 'Rīga, Brīvības iela 1, LV-1010'),
      company(NAMS_KOKA_IELA, 'SIA "Nams"', 'Valmiera, Koka iela 3, LV-4201'),
      company(KOKA, 'SIA "Koka"', 'Cēsis, Rīgas iela 3, LV-4101'),
      company(VEGA_TRADE, 'Vega Trade OÜ', 'Pärnu maakond, Pärnu linn, Rüütli tn 48', 'EE', 'OÜ'),
      company(TRADE_VEGA, 'Trade Vega OÜ', 'Pärnu maakond, Pärnu linn, Rüütli tn 52', 'EE', 'OÜ'),
      company(ONCE_VEGA_TRADE, 'Kala OÜ', 'Pärnu maakond, Pärnu linn, Aia tn 1', 'EE', 'OÜ'),
      company(VEGA_TRADE_TARTU, 'Vega Trade Pro OÜ', 'Tartu maakond, Tartu linn, Turu tn 2', 'EE', 'OÜ'),
      company(POHJA_KIVI_PRIME, 'Põhja Kivi Prime OÜ', 'Harju maakond, Tallinn, Sõpruse pst 11', 'EE', 'OÜ'),
      company(KIVI_PRIME, 'Kivi Prime OÜ', 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Tööstuse tn 16', 'EE', 'OÜ'),
      at(AT_TWELVE, 'SIA "Laivu Darbnīca"', 'Rīga, Brīvības iela 12, LV-1010', 'Brīvības iela 12'),
      at('40000000007', 'SIA "Egle"', 'Rīga, Brīvības iela 120, LV-1010', 'Brīvības iela 120'),
      at('40000000008', 'SIA "Ieva"', 'Rīga, Brīvības iela 52 - 12, LV-1010', 'Brīvības iela 52 - 12'),
      at(TALLINNA_HALDUS, 'Tallinna Haldus OÜ', 'Lääne-Viru maakond, Rakvere linn, Tallinna tn 1a, 44307', 'Tallinna tn 1a', 'EE', 'OÜ'),
      at('10000008', 'RM Haldus OÜ', 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Kopli tn 1a, 10315', 'Kopli tn 1a', 'EE', 'OÜ'),
    ],
    company_names: [
      { country: 'EE', regcode: ONCE_VEGA_TRADE, name: 'Vega Trade OÜ', name_key: companyNameKey('Vega Trade OÜ'), kind: 'former', valid_from: '2010-01-01', valid_to: '2015-01-01', source: 'ee.basic' },
    ],
  } });
});
after(() => ctx.close());

const regcodes = (q: string, limit = 20) => ctx.services.searchCompanies(q, { limit }).map((r) => r.regcode);

test('a name and its town apart (a comma, a quote, its legal form) list the company of that name in that town first', () => {
  for (const q of ['Koka Nams, Valmiera', 'SIA "Koka Nams" Valmiera', 'Koka Nams SIA Valmiera', 'Valmiera, SIA Koka Nams', 'koka nams; valmiera']) {
    assert.equal(regcodes(q)[0], NAMS_VALMIERA, q);
  }
  assert.equal(regcodes('SIA "Koka Nams", Jelgava')[0], NAMS_JELGAVA);
  // Before a name that holds every word, even when that fills the page.
  assert.deepEqual(regcodes('Koka Nams, Valmiera').slice(0, 2), [NAMS_VALMIERA, VALMIERAS_NAMS]);
  assert.deepEqual(regcodes('Koka Nams, Valmiera', 1), [NAMS_VALMIERA]);
  // A place being typed.
  assert.equal(regcodes('Koka Nams, Valmie')[0], NAMS_VALMIERA);
});

test('of names with the place, the words in the order typed, then the current name before a former one', () => {
  assert.deepEqual(regcodes('Vega Trade OÜ, Pärnu').slice(0, 3), [VEGA_TRADE, TRADE_VEGA, ONCE_VEGA_TRADE]);
  assert.deepEqual(regcodes('Trade Vega OÜ Pärnu maakond').slice(0, 3), [TRADE_VEGA, VEGA_TRADE, ONCE_VEGA_TRADE]);
  // Another town: the name's own words first, as before.
  assert.equal(regcodes('Vega Trade OÜ, Tartu')[0], VEGA_TRADE_TARTU);
});

test('without a separator, the name with its place comes first of the companies found by their address', () => {
  // The name that holds every word first, as before; then the name with its town, before a
  // shorter name whose address holds the other words.
  assert.deepEqual(regcodes('Koka Nams Valmiera'), [VALMIERAS_NAMS, NAMS_VALMIERA, NAMS_KOKA_IELA]);
  // A street and house number is not a place: the street read decides.
  // The longest name first: the fewest words left for the place.
  assert.deepEqual(regcodes('Tallinn Põhja Kivi Prime'), [POHJA_KIVI_PRIME, KIVI_PRIME]);
  assert.equal(regcodes('Koka iela 3')[0], NAMS_KOKA_IELA);
  assert.equal(regcodes('Nams, Koka iela 3')[0], NAMS_KOKA_IELA);
});

test('a street and house number after a town or a name, as an address or an invoice header is copied, puts that house first', () => {
  for (const q of ['Brīvības iela 12', 'Rīga, Brīvības iela 12', 'Rīga, Brīvības iela 12, LV-1010', 'Rīga; Brīvības 12']) {
    assert.equal(regcodes(q)[0], AT_TWELVE, q);
  }
  for (const q of ['Tallinna Haldus OÜ, Tallinna tn 1a', 'Tallinna Haldus OÜ, Tallinna tn 1a, Rakvere', '"Tallinna Haldus" Tallinna tn 1a']) {
    assert.equal(regcodes(q)[0], TALLINNA_HALDUS, q);
  }
});
