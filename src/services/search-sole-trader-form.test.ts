// IĮ, the Lithuanian sole trader's enterprise (individuali įmonė), is a legal form like UAB: a
// name written with it is the same name without it. II without the Į is a Roman numeral, part of
// the name (Finnish housing companies: `Asunto Oy Kaari II`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const AZUOLAS = '300000001';
const AZUOLAS_PLIUS = '300000002';
const PETRAICIO = '300000003';
const PETRAICIO_STATYBA = '300000004';
const KAARI = '1234567-1';
const KAARI_II = '2345678-1';
const MARIJAMPOLES = '300000005';
const MA_KOKS = '40003000001';
const MA_DUONA = '300000006';
const PRIME = '300000007';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(AZUOLAS_PLIUS, 'UAB "Ąžuolas Plius"', { country: 'LT', form: 'UAB' }),
    ownCompany(AZUOLAS, 'IĮ "Ąžuolas"', { country: 'LT', form: 'IĮ' }),
    ownCompany(PETRAICIO_STATYBA, 'UAB "Jono Petraičio statyba"', { country: 'LT', form: 'UAB' }),
    ownCompany(PETRAICIO, 'Jono Petraičio IĮ', { country: 'LT', form: 'IĮ' }),
    ownCompany(KAARI, 'Asunto Oy Kaari', { country: 'FI', form: 'OY' }),
    ownCompany(KAARI_II, 'Asunto Oy Kaari II', { country: 'FI', form: 'OY' }),
    ownCompany(MARIJAMPOLES, 'IĮ "Marijampolės prekyba"', { country: 'LT', form: 'IĮ' }),
    // Shorter names whose `MA` is a whole word, of other forms: first in rank order.
    ownCompany(MA_KOKS, 'SIA "MA Koks"', { country: 'LV', form: 'SIA' }),
    ownCompany(MA_DUONA, 'UAB "MA duona"', { country: 'LT', form: 'UAB' }),
    ownCompany(PRIME, 'IĮ "Prime baldai"', { country: 'LT', form: 'IĮ' }),
    // Names holding II, a page of autofill's three with Asunto Oy Kaari II.
    ...['SIA "II Koks"', 'SIA "II Nams"', 'SIA "II Logi"'].map((name, i) => ownCompany(`4000300010${i}`, name, { country: 'LV', form: 'SIA' })),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);

test('a name written with IĮ is found first by the name alone, as with any legal form', () => {
  assert.equal(search('Ąžuolas')[0], AZUOLAS);
  assert.equal(search('azuolas')[0], AZUOLAS);
  assert.equal(search('Jono Petraičio')[0], PETRAICIO);
  for (const q of ['IĮ Ąžuolas', 'Ąžuolas IĮ', 'IĮ „Ąžuolas“']) assert.deepEqual(search(q).slice(0, 1), [AZUOLAS], q);
});

test('II without the Į stays a word of the name: the names holding it come first', () => {
  assert.deepEqual(search('Asunto Oy Kaari II').slice(0, 1), [KAARI_II]);
  assert.deepEqual(search('kaari ii').slice(0, 1), [KAARI_II]);
  assert.equal(search('Asunto Oy Kaari')[0], KAARI);
});

test('II is also IĮ typed without its Į: where no name holds II, the sole trader comes first', () => {
  // A keyboard without Lithuanian letters: `IĮ "Ąžuolas"` typed as `II "Azuolas"`.
  for (const q of ['II "Azuolas"', 'II Ąžuolas', 'azuolas ii']) assert.deepEqual(search(q).slice(0, 1), [AZUOLAS], q);
  assert.deepEqual(search('Jono Petraicio II').slice(0, 2), [PETRAICIO, PETRAICIO_STATYBA]);
  // After the names that hold II, the names of the other words follow.
  assert.deepEqual(search('Kaari II').slice(0, 2), [KAARI_II, KAARI]);
});

test('II typed for IĮ, key by key: the sole traders the last word begins stay first while it is typed', () => {
  // A buyer typing `IĮ "Marijampolės prekyba"` as `II Marijampoles…` on a keyboard without Į: `II Ma`
  // listed every `MA …` of any form, a whole word, before the sole trader, which `II M` and `II Mar` list first.
  const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
  for (const q of ['II M', 'II Ma', 'ii ma', 'II Mar', 'II "Ma']) assert.equal(autofill(q)[0], MARIJAMPOLES, q);
  // A last word finished by a space is whole, and the names holding it as a word come first, as before.
  assert.deepEqual(autofill('II Ma ').slice(0, 1), [MA_KOKS]);
});

test('II typed for IĮ, then letters that begin an English legal form: the sole traders they begin', () => {
  // `Pr` begins `private limited company`, `Li` `limited`, `Js` `jsc`: read as `II` and such a form
  // being typed, `II Pr` listed the names holding II, of any form, a page, and no IĮ "Prime …"
  // between `II P` and `II Prim`, which list it first.
  const autofill = (q: string) => ctx.services.autofill(q, { limit: 3 }).map((r) => r.regcode);
  for (const q of ['II P', 'II Pr', 'ii pr', 'II Pri', 'II "Pri', 'II Prim']) assert.equal(autofill(q)[0], PRIME, q);
  // II alone, and after a name's words, as before: the names holding it, the form begun after a name.
  assert.equal(autofill('II').length, 3);
  assert.ok(autofill('II').every((r) => r !== PRIME));
});
