// A Lithuanian or Latvian word of a name typed in another grammatical case (docs/search.md, step
// 5): `UAB "Lietuvos sveikatos"`, as a company is written of in the genitive, for UAB "Lietuvos
// sveikata". The word typed is a word of other names (`Sveikatos centras`), so no typo was read,
// and the last word, read as a beginning, begins no word of the name: the company was not listed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const lt = (regcode: string, name: string, form = '310', formName = 'Uždaroji akcinė bendrovė') =>
  ownCompany(regcode, name, { country: 'LT', form, formName });
const lv = (regcode: string, name: string, form = 'SIA') => ownCompany(regcode, name, { country: 'LV', form });

const LIETUVOS_SVEIKATA = '300000001';
const SVEIKATOS_CENTRAS = '300000002';
const AGRO_PROJEKTAI = '300000003';
const PREKYBA_NOVA = '300000004';
const RIGAS_KOKS = '40000000001';
const AGRO_PROJEKTS = '40000000002';
const KEKAVAS_LOGISTIKA = '40000000003';
const KEKAVAS_LOGI = '40000000004';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    lt(LIETUVOS_SVEIKATA, 'UAB "Lietuvos sveikata"'),
    // Holds the genitive typed: the word is known, and its name holds the words as typed.
    lt(SVEIKATOS_CENTRAS, 'VšĮ "Lietuvos sveikatos centras"', '570', 'Viešoji įstaiga'),
    lt(AGRO_PROJEKTAI, 'UAB "Agro projektai"'),
    lt(PREKYBA_NOVA, 'UAB "Prekyba Nova"'),
    lt('300000005', 'UAB "Prekybos centras"'),
    lv(RIGAS_KOKS, 'SIA "Rīgas Koks"'),
    lv('40000000005', 'SIA "Koka Nams"'),
    lv(AGRO_PROJEKTS, 'SIA "Agro Projekts"'),
    lv('40000000006', 'SIA "Projekta Vadība"'),
    ownCompany(KEKAVAS_LOGISTIKA, 'IK "Ķekavas Loģistika"', { form: 'IK' }),
    lv(KEKAVAS_LOGI, 'SIA "Ķekavas Logi"'),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 10) => ctx.services.autofill(q, { limit }).map((r) => r.regcode);

test('a name typed with its last word in the genitive finds the name, of the legal form typed first', () => {
  for (const q of ['UAB "Lietuvos sveikatos"', 'uab lietuvos sveikatos']) assert.equal(autofill(q)[0], LIETUVOS_SVEIKATA, q);
  // Without a form, the name holding the words as typed first.
  assert.deepEqual(autofill('Lietuvos sveikatos'), [SVEIKATOS_CENTRAS, LIETUVOS_SVEIKATA]);
  assert.equal(autofill('SIA "Rīgas Koka"')[0], RIGAS_KOKS);
});

test('the first word in the genitive finds the name', () => {
  assert.equal(autofill('Prekybos Nova')[0], PREKYBA_NOVA);
  assert.equal(autofill('Prekybos N')[0], PREKYBA_NOVA);
});

test('a word whose letters or ending say its language is read in that language\'s names', () => {
  // `ų` is Lithuanian: the Latvian `Projekts` is no case of it.
  assert.deepEqual(autofill('Agro projektų'), [AGRO_PROJEKTAI, AGRO_PROJEKTS]);
  // `-a` is a case of either: the Latvian name, of the form typed, first.
  assert.deepEqual(autofill('SIA "Agro Projekta"'), [AGRO_PROJEKTS, AGRO_PROJEKTAI]);
});

test('a last word still being typed, which names begin with, is not read in another case', () => {
  // `Loģis` on its way to `Loģistika`: not the Latvian `logi`.
  assert.deepEqual(autofill('SIA "Ķekavas Loģis'), [KEKAVAS_LOGISTIKA]);
  assert.ok(!autofill('Ķekavas Loģis').includes(KEKAVAS_LOGI));
});
