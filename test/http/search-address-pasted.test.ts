// A company's address pasted whole into search or autofill (docs/search.md, step 1 and 4.5), as a
// buyer copies it from the register or a letterhead: the Estonian register writes ten words
// (county, town, district, street, house-flat, postcode), and the text kept its first eight, so
// the flat and postcode that tell the companies of one house apart were lost and a shorter name
// at another flat came first; and the image keys an address by its street and house only, so an
// address typed without a flat listed a company at a flat of that house before the one at the
// house itself, the shorter name first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';

const EE_OU = { country: 'EE', form: 'OÜ', formName: 'Osaühing' };
// The street part as the registers give it apart: the image keys an address by it.
const LV_SIA = { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' };
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    { ...ownCompany('10003802', 'Systems Puit OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19-68, 13624' }), address_street: 'Rannamõisa tee 19-68' },
    { ...ownCompany('14908276', 'Agro Trade OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19, 13605' }), address_street: 'Rannamõisa tee 19' },
    { ...ownCompany('12012720', 'Pro Kaubandus OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19-3, 13551' }), address_street: 'Rannamõisa tee 19-3' },
    { ...ownCompany('40000102497', 'SIA "Alfa Projekts"', { ...LV_SIA, address: 'Valmiera, Cēsu iela 19, LV-4201' }), address_street: 'Cēsu iela 19' },
    { ...ownCompany('40009403158', 'SIA "Global Delta"', { ...LV_SIA, address: 'Valmiera, Cēsu iela 19 - 114, LV-4201' }), address_street: 'Cēsu iela 19 - 114' },
    { ...ownCompany('40000102500', 'SIA "Beta Nams"', { ...LV_SIA, address: 'Valmiera, Cēsu iela 19 - 2, LV-4201' }), address_street: 'Cēsu iela 19 - 2' },
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

test('an Estonian address pasted as the register writes it finds the company at its flat first', async () => {
  for (const path of ['search', 'autofill'] as const) {
    const q = 'Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19-68, 13624';
    assert.deepEqual(await names(path, q), ['Systems Puit OÜ'], `${path} ${q}`);
    // The flat alone among the ten words tells the companies of the house apart too.
    assert.deepEqual(await names(path, 'Harju maakond, Tallinn, Haabersti linnaosa, Rannamõisa tee 19-3'), ['Pro Kaubandus OÜ'], path);
  }
});

test('an address typed without a flat lists the company at the house before those at its flats', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['Valmiera, Cēsu iela 19, LV-4201', 'Cēsu iela 19, Valmiera']) {
      const found = await names(path, q);
      assert.equal(found[0], 'SIA "Alfa Projekts"', `${path} ${q}: ${found.join('; ')}`);
      assert.deepEqual([...found.slice(1)].sort(), ['SIA "Beta Nams"', 'SIA "Global Delta"'], `${path} ${q}`);
    }
    // A flat typed: the company at that flat first, as before.
    assert.equal((await names(path, 'Valmiera, Cēsu iela 19 - 114, LV-4201'))[0], 'SIA "Global Delta"', path);
    // The house alone in Tallinn: the company at the house before those at its flats.
    assert.equal((await names(path, 'Rannamõisa tee 19, Tallinn'))[0], 'Agro Trade OÜ', path);
  }
});
