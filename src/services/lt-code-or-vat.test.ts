// `LT` before 9 digits: a Lithuanian VAT number, or the company code typed with its country code
// (domain/regcode.ts). Both numbers have 9 digits and differ for one company, so the VAT register
// decides first and the company code is read only where no company has that VAT number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const company = (regcode: string, name: string) => ownCompany(regcode, name, {
  country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Gedimino pr. 1', source: 'lt.jar',
});

// The VAT number of AUDRA is the company code of BANGA: the collision the rule must settle.
const AUDRA = '305000001';
const BANGA = '305000002';
// Companies registered before the 9-digit codes keep codes of 7 or 8 digits (ja_kodas, 7 to 9 digits).
const NEMUNAS = '11058424';
const ANCIENT = '1234567';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [company(AUDRA, 'UAB "Audra"'), company(BANGA, 'UAB "Banga"'), company(NEMUNAS, 'AB "Nemunas"'), company(ANCIENT, 'AB "Senoji"')],
    vat_registrations: [{ country: 'LT', regcode: AUDRA, vat_number: `LT${BANGA}`, active: 1, registered_on: '2020-02-01', deregistered_on: null, source: 'lt.vat', as_of: '2026-11-20' }],
  } });
});
after(() => ctx.close());

const searched = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);

test('LT before a company code that is no VAT number finds the company, in details and in search', () => {
  assert.equal(ctx.services.getCompany(`LT${AUDRA}`).regcode, AUDRA);
  assert.equal(ctx.services.getCompany(`lt ${AUDRA}`).regcode, AUDRA);
  assert.equal(ctx.services.sanctionsFor(`LT${AUDRA}`).regcode, AUDRA);
  assert.deepEqual(searched(`LT${AUDRA}`), [AUDRA]);
  assert.deepEqual(ctx.services.autofill(`LT${AUDRA}`, { limit: 10 }).map((r) => r.regcode), [AUDRA]);
});

test('LT before 9 digits that are a VAT number is that VAT number only, even where a company has them as its code', () => {
  assert.equal(ctx.services.getCompany(`LT${BANGA}`).regcode, AUDRA);
  assert.deepEqual(searched(`LT${BANGA}`), [AUDRA]);
  // Without the country code the digits are the company code.
  assert.equal(ctx.services.getCompany(BANGA).regcode, BANGA);
});

test('LT before 9 digits that are neither is not found; search lists those one digit from either, marked', () => {
  assert.throws(() => ctx.services.getCompany('LT305000009'), NotFoundError);
  // One digit from AUDRA's VAT number and from BANGA's code: each its own number that is so.
  assert.throws(() => ctx.services.getCompany('LT305000092'), NotFoundError);
  assert.deepEqual(ctx.services.searchCompanies('LT305000092', { limit: 20 }).map((r) => [r.regcode, r.matchedNumber]), [
    [AUDRA, { number: `LT${BANGA}`, kind: 'one_digit_off' }], [BANGA, { number: BANGA, kind: 'one_digit_off' }],
  ]);
  assert.deepEqual(searched('LT305000099'), []);
});

test('LT before an older company code of 7 or 8 digits, which no Lithuanian VAT number has, finds the company', () => {
  for (const code of [NEMUNAS, ANCIENT]) {
    for (const typed of [`LT${code}`, `LT ${code}`, `lt-${code}`]) {
      assert.equal(ctx.services.getCompany(typed).regcode, code, typed);
      assert.equal(ctx.services.sanctionsFor(typed).regcode, code, typed);
      assert.deepEqual(searched(typed), [code], typed);
      assert.deepEqual(ctx.services.autofill(typed, { limit: 10 }).map((r) => r.regcode), [code], typed);
    }
  }
  // Named as the code it was read as, in Lithuania, not as a VAT number no company has.
  assert.throws(() => ctx.services.getCompany('LT11058425'), { message: /^No company with registration number 11058425 in LT\b/ });
});
