// A space or punctuation typed after letters that only begin a legal form (`FI` of FIE, `UA` of
// UAB) or a word: read as a whole word no name holds, it emptied a form's list at the key before
// the next word (`FI` listed ten companies, `FI ` none). A text that finds nothing and ends so is
// read without them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const FIE = '11908884';
const UAB = '303514405';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(FIE, 'Ülo Oja FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja' }),
    ownCompany(UAB, 'UAB "EI ūkis"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a text that finds nothing with a space or punctuation after it answers as without them', () => {
  assert.deepEqual(autofill('FI'), [FIE]);
  assert.deepEqual(autofill('UA'), [UAB]);
  for (const end of [' ', ',', ' "', ' „', '.', '-', ' , ']) {
    assert.deepEqual(autofill(`FI${end}`), [FIE], JSON.stringify(`FI${end}`));
    assert.deepEqual(search(`UA${end}`), [UAB], JSON.stringify(`UA${end}`));
  }
  // Nothing either way: nothing.
  assert.deepEqual(autofill('Zzyzx '), []);
});
