// An address typed with its street's type (docs/search.md, step 4.5): `Viru väljak 16` listed
// `Viru Sadam Trans OÜ`, at the flat 89 of that house, before the company at the house itself, as
// a name holding a word typed came first among the companies at the street and house; and a flat
// whose number is the house's (`Jūrmalas iela 16 - 16`) was the house, its words the same once each.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';

const EE_OU = { country: 'EE', form: 'OÜ', formName: 'Osaühing' };
const LV_SIA = { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' };
const ee = (regcode: string, name: string, street: string) =>
  ({ ...ownCompany(regcode, name, { ...EE_OU, address: `Harju maakond, Tallinn, Kesklinna linnaosa, ${street}, 10131` }), address_street: street });
const lv = (regcode: string, name: string, town: string, street: string, postcode: string) =>
  ({ ...ownCompany(regcode, name, { ...LV_SIA, address: `${town}, ${street}, ${postcode}` }), address_street: street });
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    ee('16937061', 'Viru Sadam Trans OÜ', 'Viru väljak 16-89'),
    ee('12864704', 'RE Puit OÜ', 'Viru väljak 16'),
    lv('40138389591', 'SIA "Jūras Vējš"', 'Liepāja', 'Jūrmalas iela 16 - 16', 'LV-3414'),
    lv('40000000016', 'SIA "LV Kalve"', 'Liepāja', 'Jūrmalas iela 16', 'LV-3414'),
    lv('50008830781', 'SIA "Brīvības Grāmatas"', 'Rīga', 'Brīvības iela 26', 'LV-1025'),
    lv('40000000026', 'SIA "TN Nams"', 'Rīga', 'Brīvības iela 26 - 26', 'LV-1025'),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

test('an address typed with its street\'s type lists the company at it before a name holding one of its words', async () => {
  for (const path of ['search', 'autofill'] as const) {
    assert.deepEqual(await names(path, 'Viru väljak 16'), ['RE Puit OÜ', 'Viru Sadam Trans OÜ'], path);
    assert.equal((await names(path, 'Viru väljak 16-89'))[0], 'Viru Sadam Trans OÜ', path);
    // Without a street's type the words may be a name's and a number: the name holding one stays first.
    assert.equal((await names(path, 'Viru 16'))[0], 'Viru Sadam Trans OÜ', path);
  }
});

test('a flat numbered as its house is told from the house by the number typed twice', async () => {
  for (const path of ['search', 'autofill'] as const) {
    assert.equal((await names(path, 'Liepāja, Jūrmalas iela 16 - 16, LV-3414'))[0], 'SIA "Jūras Vējš"', path);
    assert.equal((await names(path, 'Liepāja, Jūrmalas iela 16, LV-3414'))[0], 'SIA "LV Kalve"', path);
    assert.equal((await names(path, 'Rīga, Brīvības iela 26, LV-1025'))[0], 'SIA "Brīvības Grāmatas"', path);
    assert.equal((await names(path, 'Rīga, Brīvības iela 26 - 26, LV-1025'))[0], 'SIA "TN Nams"', path);
  }
});
