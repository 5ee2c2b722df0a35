// A legal form written out with one slip (docs/search.md, "A legal form typed with a slip"):
// without its marks it was read as the form already, but a letter wrong, missing, added or two
// swapped made it a word no name holds, left out, and the form typed picked nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const ee = (regcode: string, name: string, form: string, formName: string) => ownCompany(regcode, name, { country: 'EE', form, formName });

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    // The OÜs have the lower codes and the shorter names: among names alike they come first.
    ee('10000001', 'Tallinna Aken OÜ', 'OÜ', 'Osaühing'),
    ee('10000002', 'Tallinna Auto OÜ', 'OÜ', 'Osaühing'),
    ee('10000003', 'Tallinna Hooldus AS', 'AS', 'Aktsiaselts'),
    ownCompany('40000000001', 'SIA "Eko Med"', { formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany('300000001', 'IĮ "Eko Med"', { country: 'LT', form: 'IĮ', formName: 'Individuali įmonė' }),
    // A name's word a slip from a form's: a word of the name, not the form.
    ee('10000004', 'Osauhingu Maja OÜ', 'OÜ', 'Osaühing'),
    ee('10000005', 'Maja Kodu OÜ', 'OÜ', 'Osaühing'),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a legal form written out with one slip is that form, as it is without its marks', () => {
  assert.equal(autofill('Aktsiaselts Tallinna')[0], 'Tallinna Hooldus AS');
  for (const q of ['Aktsiaseltz Tallinna', 'Akstiaselts Tallinna', 'Aktsiaslets Tallinna', 'Tallinna aktsiselts']) {
    assert.equal(autofill(q)[0], 'Tallinna Hooldus AS', q);
  }
  assert.equal(autofill('Individuali imone "Eko Med"')[0], 'IĮ "Eko Med"');
  assert.equal(autofill('Individuali imonee "Eko Med"')[0], 'IĮ "Eko Med"');
  assert.equal(autofill('Individulai imone Eko Med')[0], 'IĮ "Eko Med"');
  assert.equal(autofill('Sabiedriba ar ierobezotu atbildbu "Eko Med"')[0], 'SIA "Eko Med"');
  assert.equal(ctx.services.searchedFor(ctx.services.autofill('Aktsiaseltz Tallinna', { limit: 10 })), undefined, 'no word left out');
});

test('a word a name holds is a word of the name, however near a form', () => {
  assert.equal(autofill('Osauhingu Maja')[0], 'Osauhingu Maja OÜ');
  // A form's beginning is a form being typed, not a slip.
  assert.deepEqual(autofill('Tallinna Hooldus Aktsiasel'), ['Tallinna Hooldus AS']);
});

test('the text searched writes a form mended as the form is written, in the case typed', () => {
  const searchedFor = (q: string) => ctx.services.searchedFor(ctx.services.autofill(q, { limit: 10 }));
  assert.equal(searchedFor('Aktsiaseltz Tallinna Qwrtzx'), 'Aktsiaselts Tallinna');
  assert.equal(searchedFor('tallinna aktsiaseltz qwrtzx'), 'tallinna aktsiaselts');
  assert.equal(searchedFor('AKTSIASELTZ TALLINNA QWRTZX'), 'AKTSIASELTS TALLINNA');
  // The quote the words left out leave open is not said (an opening quote with no closing one after it).
  assert.equal(searchedFor('Individuali imonee "Eko Med Qwrtzx"'), 'Individuali įmonė Eko Med');
});
