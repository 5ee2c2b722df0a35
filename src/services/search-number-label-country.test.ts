// A number's label names its register (docs/search.md, "A number's label"): where the digits are
// several countries' companies' numbers (8 digits: an Estonian registry code, an older Lithuanian
// company code, a Finnish business ID written without its hyphen), the fixed country order put
// the Lithuanian company first for `registrikood 11058424` and the Estonian one for `Y-tunnus
// 11042724`. The label's country now comes first; the others stay listed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('11058424', 'Viru Puit OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('11058424', 'AB "Nemuno laivyba"', { country: 'LT', form: 'AB' }),
    ownCompany('11042724', 'Consulting Pro OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('1104272-4', 'Energia Estate Oy', { country: 'FI', form: '16' }),
    // More Estonian codes begun by 1200 than a search reads of a number's beginning, all lower
    // than the Finnish business ID's.
    ...Array.from({ length: 40 }, (_, i) => ownCompany(`120000${String(i + 10)}`, `Harju Ehitus ${i + 10} OÜ`, { country: 'EE', form: 'OÜ' })),
    ownCompany('1200866-7', 'Trade Kiinteistöt Oy', { country: 'FI', form: '16' }),
  ] } });
});
after(() => ctx.close());

const listed = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => `${r.country} ${r.name}`);

test('a label of one country\'s register puts its company first where the digits are several countries\'', () => {
  for (const q of ['registrikood 11058424', 'Registrikood: 11058424', 'KMKR 11058424', 'rg-kood 11058424', 'Äriregistri kood 11058424']) {
    assert.deepEqual(listed(q), ['EE Viru Puit OÜ', 'LT AB "Nemuno laivyba"'], q);
  }
  for (const q of ['įmonės kodas 11058424', 'ĮK 11058424', 'Juridinio asmens kodas 11058424']) {
    assert.deepEqual(listed(q), ['LT AB "Nemuno laivyba"', 'EE Viru Puit OÜ'], q);
  }
  for (const q of ['Y-tunnus 11042724', 'Yritys- ja yhteisötunnus 11042724', 'FO-nummer 11042724']) {
    assert.deepEqual(listed(q), ['FI Energia Estate Oy', 'EE Consulting Pro OÜ'], q);
  }
});

test('a label the languages share, or none, keeps the fixed country order', () => {
  for (const q of ['11058424', 'Reg. Nr. 11058424', 'Business ID 11058424']) {
    assert.deepEqual(listed(q), ['LT AB "Nemuno laivyba"', 'EE Viru Puit OÜ'], q);
  }
  assert.deepEqual(listed('Reg. No. 11042724'), ['EE Consulting Pro OÜ', 'FI Energia Estate Oy']);
});

test('a label before a number still being typed puts its register\'s companies first, as before the whole number', () => {
  assert.deepEqual(listed('Y-tunnus 1104'), ['FI Energia Estate Oy', 'EE Consulting Pro OÜ']);
  assert.deepEqual(listed('registrikood 1104'), ['EE Consulting Pro OÜ', 'FI Energia Estate Oy']);
  assert.deepEqual(listed('Y-tunnus: 1104-'), ['FI Energia Estate Oy', 'EE Consulting Pro OÜ']);
  // The label's companies among more of another country's lower codes than a page.
  for (const q of ['Y-tunnus 1200', 'Y-tunnus 12008', 'FO-nummer 1200']) assert.equal(listed(q)[0], 'FI Trade Kiinteistöt Oy', q);
  assert.equal(listed('registrikood 1200')[0], 'EE Harju Ehitus 10 OÜ');
  assert.ok(!listed('1200').includes('FI Trade Kiinteistöt Oy'), 'no label: the codes in their order');
});
