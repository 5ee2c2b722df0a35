// An Estonian or Lithuanian VAT number sent to the company lookups without its country code
// (`101485881` for EE101485881, `100732907682` for LT100732907682), as a form with the VAT
// number's country in a field of its own keeps it: search found the company by those digits, the
// details and the sanctions check answered 404 "No company with registration number 101485881".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { AmbiguousRegcodeError, NotFoundError } from '../domain/errors.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const EE = '12754320';
const LT = '304677993';
// A Lithuanian company whose code is the digits of another company's EE VAT number.
const LT_OF_THOSE_DIGITS = '101485882';
const EE_WITH_LT_CODE_DIGITS = '12754321';
// Digits that are the VAT number of an EE company and of an LT one.
const BOTH_DIGITS = '100000009';
const vat = (country: string, regcode: string, number: string): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});
const ee = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 1' });
const lt = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Gedimino pr. 9' });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      ee(EE, 'Tallinna Ehitus OÜ'), lt(LT, 'UAB "Alfa Eko"'), lt(LT_OF_THOSE_DIGITS, 'UAB "Banga"'), ee(EE_WITH_LT_CODE_DIGITS, 'Pärnu Ehitus OÜ'),
      ee('12754322', 'Narva Ehitus OÜ'), lt('304677994', 'UAB "Beta"'),
    ],
    vat_registrations: [
      vat('EE', EE, 'EE101485881'), vat('LT', LT, 'LT100732907682'), vat('EE', EE_WITH_LT_CODE_DIGITS, `EE${LT_OF_THOSE_DIGITS}`),
      vat('EE', '12754322', `EE${BOTH_DIGITS}`), vat('LT', '304677994', `LT${BOTH_DIGITS}`),
    ],
  } });
});
after(() => ctx.close());

test('the details and the sanctions check find a company by the digits of its EE or LT VAT number, as search does', () => {
  for (const [typed, regcode] of [['101485881', EE], ['101 485 881', EE], ['100732907682', LT]] as const) {
    assert.equal(ctx.services.getCompany(typed).regcode, regcode, typed);
    assert.equal(ctx.services.sanctionsFor(typed).regcode, regcode, typed);
    assert.equal(ctx.services.searchCompanies(typed, { limit: 5 })[0]?.regcode, regcode, `search ${typed}`);
  }
  assert.equal(ctx.services.getCompany('101485881', 'EE').regcode, EE);
  assert.equal(ctx.services.getCompany('100732907682', 'LT').regcode, LT);
});

test('a company whose code the digits are is the one looked up; the VAT number only where none is, in the country asked for', () => {
  assert.equal(ctx.services.getCompany(LT_OF_THOSE_DIGITS).regcode, LT_OF_THOSE_DIGITS);
  assert.equal(ctx.services.getCompany(LT_OF_THOSE_DIGITS, 'LT').regcode, LT_OF_THOSE_DIGITS);
  assert.equal(ctx.services.getCompany(LT_OF_THOSE_DIGITS, 'EE').regcode, EE_WITH_LT_CODE_DIGITS);
});

test('digits that are VAT numbers in both countries need the country; digits of no VAT number stay not found', () => {
  assert.throws(() => ctx.services.getCompany(BOTH_DIGITS), AmbiguousRegcodeError);
  assert.equal(ctx.services.getCompany(BOTH_DIGITS, 'LT').regcode, '304677994');
  assert.throws(() => ctx.services.getCompany('101485881', 'LT'), (e: unknown) => e instanceof NotFoundError && e.elsewhere.join() === 'EE');
  assert.throws(() => ctx.services.getCompany('101485889'), NotFoundError);
  // An LV or FI VAT number's digits are its regcode's: no VAT reading of its own.
  assert.throws(() => ctx.services.getCompany('10148588'), NotFoundError);
});
