// An Estonian or Lithuanian VAT number typed without its country code: a checkout form with the
// VAT number's country in a field of its own sends `101485881` (country=EE) for `EE101485881`.
// Those VAT numbers are numbers of their own, no company's regcode, so the digits found nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const EE = '12754320';
const LT = '304677993';
// A company whose regcode is the digits of EE's VAT number: it comes first, being that number.
const LT_OF_THOSE_DIGITS = '101485881';
const vat = (country: string, regcode: string, number: string): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(EE, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 1' }),
      ownCompany(LT, 'UAB "Alfa Eko"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Gedimino pr. 9' }),
      ownCompany('12754321', 'Pärnu Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Pärnu maakond, Pärnu linn, Aia tn 1' }),
    ],
    vat_registrations: [vat('EE', EE, 'EE101485881'), vat('LT', LT, 'LT100732907682')],
  } });
});
after(() => ctx.close());

const autofill = (q: string, country?: 'EE' | 'LT' | 'LV') => ctx.services.autofill(q, { limit: 10, country }).map((r) => [r.regcode, r.vatNumber ?? null]);

test('the digits of an Estonian or Lithuanian VAT number find its company', () => {
  assert.deepEqual(autofill('101485881', 'EE'), [[EE, 'EE101485881']]);
  assert.deepEqual(autofill('101485881'), [[EE, 'EE101485881']]);
  assert.deepEqual(autofill('100732907682', 'LT'), [[LT, 'LT100732907682']]);
  assert.deepEqual(autofill('101 485 881', 'EE'), [[EE, 'EE101485881']]);
  // Another country asked for: none of its companies has them.
  assert.deepEqual(autofill('101485881', 'LV'), []);
});

test('a regcode of those digits comes first, the VAT number after it', () => {
  const ctx2 = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(EE, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 1' }),
      ownCompany(LT_OF_THOSE_DIGITS, 'UAB "Banga"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Gedimino pr. 1' }),
    ],
    vat_registrations: [vat('EE', EE, 'EE101485881')],
  } });
  try {
    assert.deepEqual(ctx2.services.autofill('101485881', { limit: 10 }).map((r) => r.regcode), [LT_OF_THOSE_DIGITS, EE]);
  } finally {
    ctx2.close();
  }
});
