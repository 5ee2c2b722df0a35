// A street named after a town (`Rīgas iela`, `Tallinna mnt`, `Vilniaus g.`) holds the word a name
// takes from its town: where the text's words name companies (`Rīgas Koks`), a company found
// because its street bears that word is no answer (search/town-street-match.ts); a text that is an
// address still finds the companies at the street.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string, extra: object = {}): SeedRow =>
  ({ ...ownCompany(regcode, name, { address, ...extra }), address_street: address.split(', ')[1]! });
const RIGAS_KOKS = '40000000001';
// In Valmiera, at Rīgas iela: its name holds `koks`, or a former name does.
const ZEMGALES_KOKS = '40000000002';
const AUTO_SMART = '40000000003';
// In Rīga, its name holding `koks`: the town is the text's word, not a street's.
const KOKS_RIGA = '40000000004';
const VILNIAUS_STATYBA = '300000001';
const AT_VILNIAUS_G = '300000002';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      at(RIGAS_KOKS, 'SIA "Rīgas Koks"', 'Rīga, Brīvības iela 12, LV-1010'),
      at(ZEMGALES_KOKS, 'SIA "Zemgales Koks"', 'Valmiera, Rīgas iela 47, LV-4201'),
      at(AUTO_SMART, 'SIA "Valmieras Auto Smart"', 'Valmiera, Rīgas iela 24, LV-4201'),
      at(KOKS_RIGA, 'SIA "Koks un Ko"', 'Rīga, Rīgas iela 5, LV-1010'),
      at(VILNIAUS_STATYBA, 'UAB "Vilniaus statyba"', 'Kaunas, Laisvės al. 1, LT-44001', { country: 'LT', form: 'UAB' }),
      at(AT_VILNIAUS_G, 'UAB "Kauno statyba"', 'Šiauliai, Vilniaus g. 5, LT-76001', { country: 'LT', form: 'UAB' }),
      at('12754320', 'Tallinna Ehitus OÜ', 'Harju maakond, Tallinn, Narva mnt 5, 10117', { country: 'EE', form: 'OÜ' }),
      // Of the address matches, the first in the index's order: at Tallinna mnt in Pärnu.
      at('11446896', 'AB Ehitus OÜ', 'Pärnu maakond, Pärnu linn, Tallinna mnt 27, 80021', { country: 'EE', form: 'OÜ' }),
      // `tallinna` its district's word.
      at('12898758', 'DI Ehitus OÜ', 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Kopli tn 4, 10401', { country: 'EE', form: 'OÜ' }),
      at('12000001', 'Tallinna Kala OÜ', 'Ida-Viru maakond, Narva linn, Kreenholmi tn 51, 20411', { country: 'EE', form: 'OÜ' }),
      at('12000002', 'AB Kala OÜ', 'Pärnu maakond, Pärnu linn, Tallinna mnt 23, 80012', { country: 'EE', form: 'OÜ' }),
      at('12000003', 'CD Kala OÜ', 'Pärnu maakond, Pärnu linn, Tallinna mnt 25, 80012', { country: 'EE', form: 'OÜ' }),
      at('12000004', 'EF Kala OÜ', 'Pärnu maakond, Pärnu linn, Tallinna mnt 27, 80012', { country: 'EE', form: 'OÜ' }),
      // Towns of the wider table: Kandava (LV), Kouvola (FI), Jurbarkas (LT), Türi (EE).
      at('40000000011', 'SIA "Kandavas Koks"', 'Kandava, Lielā iela 1, LV-3120'),
      at('40000000012', 'SIA "Kurzemes Koks"', 'Tukums, Kandavas iela 5, LV-3101'),
      at('3000301-1', 'Kouvolan Rakennus Oy', 'Kauppalankatu 1, 45100 Kouvola', { country: 'FI', form: 'Oy' }),
      at('3000302-9', 'Savon Rakennus Oy', 'Kouvolan valtatie 5, 53100 Lappeenranta', { country: 'FI', form: 'Oy' }),
      at('300000011', 'UAB "Jurbarko statyba"', 'Jurbarkas, Kauno g. 1, LT-74001', { country: 'LT', form: 'UAB' }),
      at('300000012', 'UAB "Nemuno statyba"', 'Tauragė, Jurbarko g. 3, LT-72001', { country: 'LT', form: 'UAB' }),
      at('12000011', 'Türi Puit OÜ', 'Järva maakond, Türi vald, Türi linn, Viljandi tn 1, 72213', { country: 'EE', form: 'OÜ' }),
      at('12000012', 'Lõuna Puit OÜ', 'Järva maakond, Paide linn, Türi tn 5, 72711', { country: 'EE', form: 'OÜ' }),
      // Its name holds a word `kala` begins, its address `tallinna` as its district's word.
      at('80000001', 'MTÜ Narva Kalastajate Selts', 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Kopli tn 41, 10339', { country: 'EE', form: 'MTÜ' }),
    ],
    company_names: [
      { country: 'LV', regcode: AUTO_SMART, name: 'SIA "Ziemeļu Koks Baltic"', name_key: 'ziemelu koks baltic', kind: 'former', valid_from: '2023-02-09', valid_to: '2024-04-24', source: 'lv.name-history', as_of: '2026-12-01' },
    ],
  } });
});
after(() => ctx.close());

const regcodes = (q: string, country?: 'LV' | 'LT', limit = 10) => ctx.services.searchCompanies(q, { limit, ...(country ? { country } : {}) }).map((r) => r.regcode);

test('a name\'s town word does not list the companies whose street alone bears it', () => {
  for (const [q, country] of [['Rīgas Koks', 'LV'], ['Rīgas Koks', undefined], ['SIA "Rīgas Koks"', 'LV']] as const) {
    const found = regcodes(q, country);
    assert.equal(found[0], RIGAS_KOKS, q);
    assert.equal(found.includes(ZEMGALES_KOKS), false, `${q}: ${found.join(', ')}`);
    assert.equal(found.includes(AUTO_SMART), false, `${q}: ${found.join(', ')}`);
  }
  assert.equal(ctx.services.autofill('Rīgas Koks', { limit: 10 }).some((r) => r.regcode === AUTO_SMART), false);
  const lt = regcodes('Vilniaus statyba');
  assert.deepEqual(lt, [VILNIAUS_STATYBA], lt.join(', '));
});

test('a company in the town the text names, and a text that is an address, still list it', () => {
  assert.equal(regcodes('Rīgas Koks').includes(KOKS_RIGA) || regcodes('Koks Rīga').includes(KOKS_RIGA), true);
  for (const q of ['Rīgas iela 24', 'Valmiera, Rīgas iela 24']) assert.equal(regcodes(q)[0], AUTO_SMART, q);
  assert.equal(regcodes('Vilniaus g. 5')[0], AT_VILNIAUS_G);
  // No name holds both words: the street is what the text names beside the name.
  assert.equal(regcodes('Zemgales Koks Rīgas')[0], ZEMGALES_KOKS);
});

test('the page left without them is filled by the results after them', () => {
  assert.deepEqual(regcodes('Tallinna Ehitus', undefined, 10), ['12754320', '12898758']);
  assert.deepEqual(regcodes('Tallinna Ehitus', undefined, 2), ['12754320', '12898758']);
});

// Counted in the pool, the companies at Tallinna mnt stopped the reads after them: the names holding
// a word `kala` begins were not read, and `Tallinna Kala` listed its one exact name.
test('a page they left short is filled by the reads they had stopped', () => {
  const own = ctx.services.searchCompanies('Tallinna Kala', { limit: 3, country: 'EE' }).map((r) => r.name);
  assert.deepEqual(own, ['Tallinna Kala OÜ', 'MTÜ Narva Kalastajate Selts'], own.join(', '));
});

// The table held the larger towns alone: a street named after Kandava, Kouvola, Jurbarkas or Türi
// still answered a name taking its word from that town.
test('a street named after a smaller town is no answer to a name either', () => {
  for (const [q, own, other] of [
    ['Kandavas Koks', '40000000011', '40000000012'], ['Kouvolan Rakennus', '3000301-1', '3000302-9'],
    ['Jurbarko statyba', '300000011', '300000012'], ['Türi Puit', '12000011', '12000012'],
  ] as const) {
    const found = regcodes(q);
    assert.equal(found[0], own, q);
    assert.equal(found.includes(other), false, `${q}: ${found.join(', ')}`);
  }
  // The street typed, its companies are listed.
  assert.equal(regcodes('Kandavas iela 5')[0], '40000000012');
});
