// A Lithuanian legal form written out in the text (`Individuali įmonė`, `Tikroji ūkinė bendrija`),
// as Lithuanian documents write it, is the abbreviation JAR names the form by (IĮ, TŪB): the
// companies whose name holds the abbreviation are of the form typed, as UAB and `Uždaroji akcinė
// bendrovė` already were.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const IJ_AGRO_ALFA = '301547377';
const SIA_AGRO_ALFA = '40175981289';
const IJ_WRITTEN_OUT = '303681289';
const IJ_OTHER = '308228557';
const TUB_RASA = '302000001';
const UAB_RASA = '302000002';
// An AB and a UAB of one name, the UAB first in the index's order (its lower code).
const UAB_GRUDAI = '302000003';
const AB_GRUDAI = '302000004';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(SIA_AGRO_ALFA, 'SIA "Agro Alfa"', { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany(IJ_AGRO_ALFA, 'IĮ "Agro Alfa"', { country: 'LT', form: '110', formName: 'IĮ' }),
    ownCompany(IJ_WRITTEN_OUT, 'Individuali įmonė "AV sprendimai"', { country: 'LT', form: '110', formName: 'IĮ' }),
    ownCompany(IJ_OTHER, 'IĮ "Eko Med"', { country: 'LT', form: '110', formName: 'IĮ' }),
    ownCompany(UAB_RASA, 'UAB "Rasa"', { country: 'LT', form: '310', formName: 'UAB' }),
    ownCompany(TUB_RASA, 'TŪB "Rasa"', { country: 'LT', form: '410', formName: 'TŪB' }),
    ownCompany(UAB_GRUDAI, 'UAB "Grūdų Centras"', { country: 'LT', form: '310', formName: 'UAB' }),
    ownCompany(AB_GRUDAI, 'AB "Grūdų Centras"', { country: 'LT', form: '320', formName: 'Akcinė bendrovė' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string, limit = 20) => ctx.services.searchCompanies(q, { limit }).map((r) => r.regcode);
const filled = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('the form written out puts the company of that form first among the names typed', () => {
  for (const q of ['Individuali įmonė "Agro Alfa"', 'individuali imone agro alfa', '„Agro Alfa“ individuali įmonė']) {
    assert.equal(search(q)[0], IJ_AGRO_ALFA, q);
    assert.equal(filled(q)[0], IJ_AGRO_ALFA, q);
  }
  // As the abbreviation does.
  assert.equal(search('IĮ Agro Alfa')[0], IJ_AGRO_ALFA);
  for (const q of ['Tikroji ūkinė bendrija "Rasa"', 'TŪB Rasa']) assert.equal(search(q)[0], TUB_RASA, q);
});

test('the form written out alone lists its companies, whichever way their names write it', () => {
  assert.deepEqual(new Set(search('Individuali įmonė')), new Set([IJ_AGRO_ALFA, IJ_WRITTEN_OUT, IJ_OTHER]));
  assert.deepEqual(new Set(search('Individuali įmonė')), new Set(search('IĮ')));
});

test('Akcinė bendrovė written out is an AB, not the UAB (uždaroji akcinė bendrovė) whose form holds its words', () => {
  for (const q of ['Akcinė bendrovė "Grūdų Centras"', 'AB Grūdų Centras']) {
    assert.deepEqual(search(q), [AB_GRUDAI, UAB_GRUDAI], q);
    assert.deepEqual(filled(q), [AB_GRUDAI, UAB_GRUDAI], q);
  }
  for (const q of ['Uždaroji akcinė bendrovė "Grūdų Centras"', 'UAB Grūdų Centras']) assert.deepEqual(search(q), [UAB_GRUDAI, AB_GRUDAI], q);
  // The form alone lists its companies only.
  assert.deepEqual(search('Akcinė bendrovė'), [AB_GRUDAI]);
});
