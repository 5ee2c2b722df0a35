// A checkout form's VAT field with a digit left out (LV4000312345) or one too many was answered
// "No company with VAT number … in LV", read as a company this service does not know, though no
// VAT number of Latvia has 10 digits. The 404's next step now says so; a number of the right
// length that names no company is answered as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const hintOf = (typed: string, country?: 'LV' | 'EE' | 'LT' | 'FI') => {
  try {
    ctx.services.getCompany(typed, country);
  } catch (e) {
    assert.ok(e instanceof NotFoundError, `${typed}: ${(e as Error).message}`);
    return e.hint;
  }
  assert.fail(`${typed} found a company`);
};

test('a VAT number of a length its country never issues says which length it takes and what to check', () => {
  assert.equal(hintOf('LV4000312345'), 'a VAT number of LV has 11 digits after LV, LV4000312345 has 10: check the number for a digit missing');
  assert.equal(hintOf('EE1000000001'), 'a VAT number of EE has 9 digits after EE, EE1000000001 has 10: check the number for a digit too many');
  assert.equal(hintOf('LT10000000123'), 'a VAT number of LT has 9 or 12 digits after LT, LT10000000123 has 11: check the number for a digit missing or too many');
  assert.equal(hintOf('FI278640281', 'FI'), 'a VAT number of FI has 8 digits after FI, FI278640281 has 9: check the number for a digit too many');
});

test('a VAT number of the right length that names no company has no such hint', () => {
  assert.equal(hintOf('LV40003123457'), null);
  assert.equal(hintOf('EE100000000'), null);
  // `EE` before 8 digits is the country code before a registry code, not a VAT number a digit short.
  assert.equal(hintOf('EE10000000'), null);
});
