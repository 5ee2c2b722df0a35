// A legal form typed before a word still being typed (`VšĮ "Ma`, on its way to `VšĮ "Mažeikių
// sporto centras"`): among the names of that form, a whole last word counted before where it
// stood, so names holding the two letters as a word of their own further in (`VšĮ "Kauno MA"`)
// came before the names they begin, which the buyer is typing. Where the last word ends the text,
// the names it begins come first, as without a form typed; a word finished by a space is whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const VSI = { country: 'LT', form: '570', formName: 'Viešoji įstaiga' } as const;
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('300200001', 'VšĮ "MA Projektai"', VSI),
    ownCompany('300200002', 'VšĮ "Mažeikių sporto centras"', VSI),
    ownCompany('300200003', 'VšĮ "Kauno MA"', VSI),
    ownCompany('300200004', 'VšĮ "Vilniaus MA klubas"', VSI),
    ownCompany('300200005', 'UAB "Mada"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' }),
  ] } });
});
after(() => ctx.close());

const names = (q: string) => {
  const autofill = ctx.services.autofill(q, { limit: 5 }).map((r) => r.name);
  assert.deepEqual(ctx.services.searchCompanies(q, { limit: 5 }).map((r) => r.name), autofill, q);
  return autofill;
};

test('a word being typed after a legal form lists the names it begins before those holding it as a short word further in', () => {
  for (const q of ['VšĮ "Ma', 'VšĮ Ma', 'Viešoji įstaiga "Ma']) {
    assert.deepEqual(names(q).slice(0, 4), ['VšĮ "MA Projektai"', 'VšĮ "Mažeikių sporto centras"', 'VšĮ "Kauno MA"', 'VšĮ "Vilniaus MA klubas"'], q);
  }
  // As without the form typed.
  assert.deepEqual(names('Ma').slice(0, 3), ['VšĮ "MA Projektai"', 'UAB "Mada"', 'VšĮ "Mažeikių sporto centras"']);
});

test('a word finished by a space after a legal form is whole: the names holding it come first', () => {
  assert.deepEqual(names('VšĮ "Ma" ').slice(0, 3), ['VšĮ "MA Projektai"', 'VšĮ "Kauno MA"', 'VšĮ "Vilniaus MA klubas"']);
});
