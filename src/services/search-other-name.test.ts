// A company found by a name it no longer bears (or by its name in another language) is listed
// under its current name, and says which of its names the text matched: a user who typed
// `Koka Nami` sees why `Rīgas Koks Estate` came back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../domain/fold.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const ESTATE = '40000000003';
const KOKS = '40000000001';
const TAMMI = '7654321-2';
const otherName = (country: string, regcode: string, name: string, kind: string, validTo: string | null) =>
  ({ country, regcode, name, name_key: companyNameKey(name), kind, valid_from: '2010-01-01', valid_to: validTo, source: 'test.register' });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(KOKS, 'SIA "Rīgas Koks"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 1' }),
      ownCompany(ESTATE, 'SIA "Rīgas Koks Estate"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 2' }),
      ownCompany(TAMMI, 'Tammen Rakennus Oy', { country: 'FI', form: 'OY', address: 'Lahti, Vesijärvenkatu 1' }),
    ],
    company_names: [
      otherName('LV', ESTATE, 'SIA "Koka Nami"', 'former', '2015-01-01'),
      otherName('LV', KOKS, 'SIA "Koka Māja"', 'former', '2009-06-30'),
      otherName('FI', TAMMI, 'Tammen Byggnad Ab', 'parallel', null),
    ],
  } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 });

test('a result found by a former or parallel name names that name, its kind and when a former one ended', () => {
  for (const q of ['Koka Nami', 'SIA Koka Nami', 'koka nam', 'Koka Nammi']) {
    const [first] = search(q);
    assert.equal(first?.regcode, ESTATE, q);
    assert.deepEqual(first.matchedOtherName, { name: 'SIA "Koka Nami"', kind: 'former', until: '2015-01-01' }, q);
  }
  assert.deepEqual(search('Tammen Byggnad')[0]?.matchedOtherName, { name: 'Tammen Byggnad Ab', kind: 'parallel', until: null });
  // Two companies found by a word of their former names: each names its own.
  assert.deepEqual(search('Koka').map((r) => [r.regcode, r.matchedOtherName?.name]).sort(),
    [[KOKS, 'SIA "Koka Māja"'], [ESTATE, 'SIA "Koka Nami"']]);
});

test('a result found by its current name names no other name', () => {
  for (const q of ['Rīgas Koks', 'Rīgas Koks Estate', 'Tammen Rakennus', KOKS]) {
    const results = search(q);
    assert.ok(results.length > 0, q);
    for (const r of results) assert.equal(r.matchedOtherName, undefined, `${q}: ${r.name}`);
  }
});
