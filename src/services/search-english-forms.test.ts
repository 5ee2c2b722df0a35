// The legal form written in English, as the companies of the four countries write it in English
// and their partners copy it (docs/search.md, "Folding"): `Solutions Invest JSC`, `… Private
// Limited Company`, `… Limited`. Read as words, they were words the name had to hold.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const SOLUTIONS_INVEST = '155958595';
const PRIVATE_NORD = '40000000001';
const NORD_HOLDING = '40000000002';
let ctx: SeededServices;
before(() => {
  const uab = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    uab(SOLUTIONS_INVEST, 'UAB "Solutions Invest"'),
    // `invest jsc` run together is a typo of the beginning of `investicijos`.
    uab('303644172', 'UAB "Solutions investicijos"'),
    ownCompany(NORD_HOLDING, 'SIA "Nord Holding"'),
    // `Private`, `Company` and `Limited` are words of other names.
    ownCompany(PRIVATE_NORD, 'SIA "Nord Holding Private"'),
    ownCompany('40000000003', 'SIA "Company Limited Liability"'),
  ] } });
});
after(() => ctx.close());

const first = (q: string) => ctx.services.searchCompanies(q, { limit: 20 })[0]?.regcode;

test('a legal form written in English is a legal form, not words of the name', () => {
  for (const q of ['Solutions Invest JSC', 'JSC Solutions Invest', 'Solutions Invest, Joint Stock Company']) assert.equal(first(q), SOLUTIONS_INVEST, q);
  for (const q of ['Nord Holding Private Limited Company', 'Nord Holding Limited', 'Nord Holding Limited Liability Company', 'Nord Holding Ltd']) {
    assert.equal(first(q), NORD_HOLDING, q);
  }
});
