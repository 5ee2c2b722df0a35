import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRegcodeInput, isValidFinnishBusinessId, finnishCheckDigit } from './regcode.ts';

test('Finnish check digits', () => {
  assert.ok(isValidFinnishBusinessId('0112038-9'));
  assert.ok(isValidFinnishBusinessId('3466646-8'));
  assert.ok(!isValidFinnishBusinessId('0112038-8'));
  assert.equal(finnishCheckDigit('0112038'), 9);
});

test('VAT numbers and hyphen-less business IDs resolve', () => {
  assert.deepEqual(parseRegcodeInput(' LV40003032949 ')?.regcodes, [{ country: 'LV', regcode: '40003032949' }]);
  assert.deepEqual(parseRegcodeInput('FI01120389')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  assert.equal(parseRegcodeInput('EE100247019')?.vatNumber, 'EE100247019');
  assert.deepEqual(parseRegcodeInput('01120389')?.regcodes.map((r) => r.regcode), ['01120389', '0112038-9']);
  assert.equal(parseRegcodeInput('hello'), null);
});

test('a country code typed before a registration number resolves to it', () => {
  assert.deepEqual(parseRegcodeInput('FI 0112038-9'), { regcodes: [{ country: 'FI', regcode: '0112038-9' }], vatNumber: 'FI01120389', regcodeIfNoVat: null });
  assert.deepEqual(parseRegcodeInput('fi0112038-9')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  assert.deepEqual(parseRegcodeInput('EE 10017629')?.regcodes, [{ country: 'EE', regcode: '10017629' }]);
  // 9 digits after EE are a VAT number only.
  assert.deepEqual(parseRegcodeInput('EE100247019')?.regcodes, []);
  // 9 digits after LT are a VAT number first, the company code only where no company has that VAT number.
  assert.deepEqual(parseRegcodeInput('LT 110053842'), { regcodes: [], vatNumber: 'LT110053842', regcodeIfNoVat: { country: 'LT', regcode: '110053842' } });
  assert.equal(parseRegcodeInput('LT100001234518')?.regcodeIfNoVat, null, 'a 12-digit LT VAT number is no company code');
  assert.equal(parseRegcodeInput('FI 0112038-'), null);
});
