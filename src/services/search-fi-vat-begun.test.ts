// A Finnish VAT number typed into a form's VAT field a key at a time (`FI0`, `FI02`, …,
// `FI02749170`). At `FI` and seven digits, whose last digit may happen to be the check digit of
// the six before it, the text is also a whole business ID whose leading zero was lost
// (`FI0274917` as 0027491-7, docs/search.md step 2), and read as that only, the company whose VAT
// number was being typed left the list at that key and came back at the next.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { isValidFinnishBusinessId } from '../domain/regcode.ts';

// FI02749170 is its VAT number: `FI0274917` is FI, 027491 and 7, the check digit of 0027491.
const TYPED = '0274917-0';
// The company of that business ID with its leading zero, where there is one.
const ZERO_LOST = '0027491-7';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(TYPED, 'Mäkinen & Salminen Ky', { country: 'FI', form: 'KY', address: 'Sörnäisten rantatie 45, 00931 HELSINKI' }),
      ownCompany(ZERO_LOST, 'Lahden Kala Oy', { country: 'FI', form: 'OY', address: 'Aleksanterinkatu 1, 15110 LAHTI' }),
      ownCompany('2786402-8', 'Lahden Puu Oy', { country: 'FI', form: 'OY', address: 'Vesijärvenkatu 1, 15140 LAHTI' }),
    ],
  } });
});
after(() => ctx.close());

const filled = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('the fixture types a VAT number whose seven digits read as a business ID without its leading zero', () => {
  assert.ok(isValidFinnishBusinessId(TYPED) && isValidFinnishBusinessId(ZERO_LOST));
});

test('a Finnish VAT number typed a key at a time keeps its company at every key from the fourth digit', () => {
  const vat = `FI${TYPED.replace('-', '')}`;
  for (let n = 6; n <= vat.length; n++) {
    // With a space after FI, from the sixth digit: up to five, it is rather a postal code.
    const spaced = n >= 8 ? [`FI ${vat.slice(2, n)}`] : [];
    for (const q of [vat.slice(0, n), `ALV ${vat.slice(0, n)}`, ...spaced]) {
      assert.ok(filled(q).includes(TYPED), `${q}: ${filled(q).join(', ')}`);
    }
  }
  assert.ok(ctx.services.searchCompanies('FI0274917', { limit: 20 }).some((r) => r.regcode === TYPED));
});

test('the business ID its leading zero was lost from still comes first', () => {
  assert.deepEqual(filled('FI0274917'), [ZERO_LOST, TYPED]);
  assert.deepEqual(filled('FI027491-7')[0], ZERO_LOST);
  // The whole VAT number is its company alone.
  assert.deepEqual(filled('FI02749170'), [TYPED]);
});
