// A Finnish business ID typed without its leading zero (`112038-9` for 0112038-9, `FI1120389` for
// the VAT number FI01120389), as people and spreadsheets drop a number's leading zero: the check
// digit proves which ID it is, and a lookup or search by it found nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { NotFoundError } from '../domain/errors.ts';
import { parseRegcodeInput } from '../domain/regcode.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const key = (r: { country: string; regcode: string }) => `${r.country}:${r.regcode}`;

test('a business ID without its leading zero finds the company where the check digit proves it', () => {
  for (const [typed, company] of [
    ['112038-9', C.fiNokia], ['112038–9', C.fiNokia], ['FI1120389', C.fiNokia], ['FI 112038-9', C.fiNokia], ['Y-tunnus 112038-9', C.fiNokia],
    ['(737546-2)', C.fiAanekoski], ['fi7375462', C.fiAanekoski],
  ] as const) {
    assert.equal(key(ctx.services.getCompany(typed)), key(company), `details ${typed}`);
    assert.equal(ctx.services.searchCompanies(typed, { limit: 5 }).map(key)[0], key(company), `search ${typed}`);
    assert.equal(ctx.services.autofill(typed, { limit: 5 }).map(key)[0], key(company), `autofill ${typed}`);
  }
  assert.equal(ctx.services.getCompany('112038-9', 'FI').regcode, C.fiNokia.regcode);
  assert.equal(parseRegcodeInput('FI1120389')?.vatNumber, 'FI01120389');
});

test('without a check digit that proves it, or without the hyphen or country code, no zero is added', () => {
  // 0112038-8 is no business ID: the check digit of 0112038 is 9.
  assert.throws(() => ctx.services.getCompany('112038-8'), NotFoundError);
  assert.deepEqual(ctx.services.searchCompanies('112038-8', { limit: 5 }).map(key), []);
  assert.equal(parseRegcodeInput('FI1120388'), null);
  // Seven digits alone are too many other numbers' beginnings (an LV regcode being typed).
  assert.deepEqual(parseRegcodeInput('1120389')?.regcodes, [{ country: null, regcode: '1120389' }]);
  // A full ID keeps its own reading.
  assert.deepEqual(parseRegcodeInput('0112038-9')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
});
