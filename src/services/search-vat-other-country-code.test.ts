// A registration or VAT number typed with another country's code before it: a checkout form that
// puts the country chosen before the number (LV by default), or a buyer typing LV out of habit,
// sends `LV11003917` for an Estonian registry code, `EE40145707427` for a Latvian VAT number's
// digits. The code named no company of its country, and the number as a whole was no name's
// word, so the form listed nothing. The digits alone name the company.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const EE = '11003917';
const LV = '40145707427';
const LT = '304677993';
const vat = (country: string, regcode: string, number: string): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(EE, 'Mets Euro OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 1' }),
      ownCompany(LV, 'SIA "Jūrmalas Čiekurs"', { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību', address: 'Jūrmala, Jomas iela 1' }),
      ownCompany(LT, 'UAB "Alfa Eko"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Gedimino pr. 9' }),
    ],
    vat_registrations: [vat('EE', EE, 'EE101485881'), vat('LV', LV, `LV${LV}`), vat('LT', LT, 'LT100732907682')],
  } });
});
after(() => ctx.close());

const autofill = (q: string, country?: 'EE' | 'LT' | 'LV') => ctx.services.autofill(q, { limit: 10, country }).map((r) => r.regcode);
const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a number typed with another country\'s code before it finds the company its digits name', () => {
  for (const q of ['LV11003917', 'LV 11003917', 'FI11003917', 'LT11003917']) assert.deepEqual(autofill(q), [EE], q);
  for (const q of ['EE40145707427', 'LT 40145707427', 'FI40145707427']) assert.deepEqual(search(q), [LV], q);
  // An Estonian VAT number's digits, a Lithuanian company code.
  assert.deepEqual(autofill('LV101485881'), [EE]);
  assert.deepEqual(autofill('EE304677993'), [LT]);
  assert.deepEqual(autofill('LV100732907682'), [LT]);
});

test('the country asked for still bounds the answer, and a number of its own country is read as before', () => {
  assert.deepEqual(autofill('LV11003917', 'LV'), []);
  assert.deepEqual(autofill('LV11003917', 'EE'), [EE]);
  assert.deepEqual(autofill('EE11003917'), [EE]);
  assert.deepEqual(autofill(`LV${LV}`), [LV]);
  // Digits that name no company of any country: nothing.
  assert.deepEqual(autofill('LV99999999'), []);
});
