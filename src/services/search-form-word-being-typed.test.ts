// A legal form typed before a word still being typed (`UAB "Konsult` on its way to `UAB
// "Konsultacijos Nova"`): the word typed so far is a whole word of other names (`Konsult Pro AS`),
// and a whole last word counted before the form typed, so the list held no UAB at all between
// `UAB "Konsul` and `UAB "Konsulta`, which list the UABs. Where the last word ends the text the
// form counts first; a word finished by a space or a form after it is whole, as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const UAB = { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' } as const;
const OU = { country: 'EE', form: 'OÜ' } as const;
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('300000001', 'UAB "Konsultacijos Nova"', UAB),
    ownCompany('300000002', 'UAB "Konsultacijos Tech"', UAB),
    ...['Pro', 'Alfa', 'Nova', 'Green', 'Group', 'Smart'].map((w, i) => ownCompany(`1000000${i}`, `Konsult ${w} OÜ`, OU)),
    ownCompany('40000000001', 'SIA "Priedes"'),
    ownCompany('10000010', 'Priede Saar OÜ', OU),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 5) => ctx.services.autofill(q, { limit }).map((r) => r.name);

test('a legal form typed before a word being typed keeps that form\'s companies first at every letter', () => {
  for (const q of ['UAB "Konsul', 'UAB "Konsult', 'UAB "Konsulta', 'uab konsult', 'UAB Konsult']) {
    assert.deepEqual(autofill(q, 2), ['UAB "Konsultacijos Nova"', 'UAB "Konsultacijos Tech"'], q);
  }
  // The whole word's names still follow.
  assert.ok(autofill('UAB "Konsult', 5).includes('Konsult Alfa OÜ'));
});

test('a word finished by a space or a legal form after it is whole, as before', () => {
  assert.match(autofill('Konsult UAB')[0]!, /^Konsult \w+ OÜ$/);
  assert.equal(autofill('Priede SIA')[0], 'Priede Saar OÜ');
  assert.match(autofill('UAB Konsult ')[0]!, /^Konsult \w+ OÜ$/);
});
