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

// A registration number sent as digits alone with a digit left out (4000312345 for an 11-digit
// Latvian number) was answered "No company with registration number 4000312345", read as a company
// this service does not know, though no register here issues a number of 10 digits.
test('digits alone of a length no number of the country asked, or of any, has say which lengths they take', () => {
  assert.equal(hintOf('4000312345'), 'no registration number of LV, LT, EE or FI has 10 digits (LV 11, LT 9 or an older 7 or 8, EE 8, FI 7 and a check digit): check the number for a digit missing or too many');
  assert.equal(hintOf('12345'), 'no registration number of LV, LT, EE or FI has 5 digits (LV 11, LT 9 or an older 7 or 8, EE 8, FI 7 and a check digit): check the number for digits missing');
  assert.equal(hintOf('4000312345', 'LV'), 'a registration number of LV has 11 digits, 4000312345 has 10: check the number for a digit missing');
  assert.equal(hintOf('400031234567', 'LV'), 'a registration number of LV has 11 digits, 400031234567 has 12: check the number for a digit too many');
  assert.equal(hintOf('1234567', 'EE'), 'a registration number of EE has 8 digits, 1234567 has 7, as one of LT does: check the number and the country asked');
  // Eight digits: an Estonian or older Lithuanian code, and a Finnish business ID where the last is its check digit.
  assert.equal(hintOf('99999990', 'LV'), 'a registration number of LV has 11 digits, 99999990 has 8, as one of EE or LT does: check the number and the country asked');
  assert.equal(hintOf('27864036', 'LV'), 'a registration number of LV has 11 digits, 27864036 has 8, as one of EE, LT or FI does: check the number and the country asked');
  assert.equal(hintOf('123456', 'EE'), 'a registration number of EE has 8 digits, 123456 has 6: check the number for digits missing');
  // Of another country's length, the country asked may be the mistake.
  assert.equal(hintOf('40003999999', 'EE'), 'a registration number of EE has 8 digits, 40003999999 has 11, as one of LV does: check the number and the country asked');
  assert.equal(hintOf('1234567890', 'FI'), 'a registration number of FI has 8 digits, 7 and a check digit (with or without a hyphen), 1234567890 has 10: check the number for digits too many');
});

test('digits of a length some number has keep the 404 without a length hint', () => {
  // 11 digits: a Latvian number; 12: the digits of a Lithuanian VAT number; 9 with EE: an Estonian VAT number's digits.
  // (a company one digit from it, SIA "Jauns Sākums" 40203999999, is named: no length is told)
  assert.doesNotMatch(hintOf('40003999999') ?? '', /has \d+/);
  assert.equal(hintOf('400031234567'), null);
  assert.equal(hintOf('123456789', 'EE'), null);
  assert.equal(hintOf('1234567', 'LT'), null);
});
