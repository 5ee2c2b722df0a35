// A form filled from autofill by a name the company no longer bears (or bears in another
// language) gets the company's current name: the record says which name the text found it by,
// as a search result does, so the user who typed `Koka Nami` does not take `Rīgas Koks Estate`
// for the wrong company.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../../src/domain/fold.ts';
import { ownCompany } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const ESTATE = '40000000003';
const KOKS = '40000000001';
const TAMMI = '7654321-2';
const otherName = (country: string, regcode: string, name: string, kind: string, validTo: string | null) =>
  ({ country, regcode, name, name_key: companyNameKey(name), kind, valid_from: '2010-01-01', valid_to: validTo, source: 'test.register' });

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: {
    companies: [
      ownCompany(KOKS, 'SIA "Rīgas Koks"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 1' }),
      ownCompany(ESTATE, 'SIA "Rīgas Koks Estate"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 2' }),
      ownCompany(TAMMI, 'Tammen Rakennus Oy', { country: 'FI', form: 'OY', address: 'Lahti, Vesijärvenkatu 1' }),
    ],
    company_names: [
      otherName('LV', ESTATE, 'SIA "Koka Nami"', 'former', '2015-01-01'),
      otherName('FI', TAMMI, 'Tammen Byggnad Ab', 'parallel', null),
      // Names the register has ended (YTJ's endDate): a trade name given up, an English parallel name dropped.
      otherName('FI', TAMMI, 'Lahden Remontti', 'auxiliary', '2019-12-31'),
      otherName('FI', TAMMI, 'Tammi Construction Ltd', 'parallel', '2014-12-31'),
    ],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const get = async (path: string) => {
  const r = await t.app.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 200, `${path}: ${r.body}`);
  return r.json() as { results: Array<Record<string, unknown>> };
};

test('an autofill record found by a former or parallel name names it, as the search result does', async () => {
  for (const [q, regcode, other] of [
    ['Koka Nami', ESTATE, { name: 'SIA "Koka Nami"', kind: 'former', until: '2015-01-01' }],
    ['Tammen Byggnad', TAMMI, { name: 'Tammen Byggnad Ab', kind: 'parallel', until: null }],
  ] as const) {
    const [record] = (await get(`/companies/autofill?q=${encodeURIComponent(q)}`)).results;
    assert.equal(record?.regcode, regcode, q);
    assert.deepEqual(record.matchedOtherName, other, q);
    const [listed] = (await get(`/companies/search?q=${encodeURIComponent(q)}`)).results;
    assert.deepEqual(record.matchedOtherName, listed?.matchedOtherName, `${q}: autofill and search agree`);
  }
});

test('a parallel or auxiliary name the register has ended is named with the day it ended, not as one in use', async () => {
  for (const [q, other] of [
    ['Lahden Remontti', { name: 'Lahden Remontti', kind: 'auxiliary', until: '2019-12-31' }],
    ['Tammi Construction', { name: 'Tammi Construction Ltd', kind: 'parallel', until: '2014-12-31' }],
  ] as const) {
    const [record] = (await get(`/companies/autofill?q=${encodeURIComponent(q)}`)).results;
    assert.equal(record?.regcode, TAMMI, q);
    assert.deepEqual(record.matchedOtherName, other, q);
    const [listed] = (await get(`/companies/search?q=${encodeURIComponent(q)}`)).results;
    assert.deepEqual(listed?.matchedOtherName, other, `${q}: search`);
  }
});

test('an autofill record found by the name it bears names no other name', async () => {
  for (const q of ['Rīgas Koks Estate', 'Tammen Rakennus', KOKS]) {
    const { results } = await get(`/companies/autofill?q=${encodeURIComponent(q)}`);
    assert.ok(results.length > 0, q);
    for (const record of results) assert.equal('matchedOtherName' in record, false, `${q}: ${String(record.name)}`);
  }
});
