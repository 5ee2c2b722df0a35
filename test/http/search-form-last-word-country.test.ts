// A whole legal-form word that ends the text names its country as one typed before the name does
// (docs/search.md, step 4): `Logistics Systems Oy` listed the Estonian `Logistics Systems AS`
// before the Finnish `Logistics Systems Ay` (neither an Oy, the same words), the last word being
// read as a word perhaps still typed only, while `Logistics Systems Oy ` with a space after it
// put the Ay first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';

const EE_AS = { country: 'EE', form: 'AS', formName: 'Aktsiaselts' };
const LT_AB = { country: 'LT', form: '320', formName: 'Akcinė bendrovė' };
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    ownCompany('12493790', 'Logistics Systems AS', { ...EE_AS, address: 'Tartu maakond, Tartu linn, Turu tn 17-27, 50137' }),
    ownCompany('3839422-8', 'Logistics Systems Ay', { country: 'FI', form: '12', formName: 'Avoin yhtiö', address: 'Mäkelänkatu 71, 00433 HELSINKI' }),
    ownCompany('12493807', 'Baltic Foods AS', { ...EE_AS, address: 'Tartu maakond, Tartu linn, Riia tn 5, 50137' }),
    ownCompany('300000001', 'AB "Baltic Foods"', { ...LT_AB, address: 'Vilnius, Gedimino pr. 9' }),
    ownCompany('40003123456', 'SIA "Karl Sala"', { address: 'Rīga, Krasta iela 5' }),
    ownCompany('12754337', 'Karl Saare OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 7' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

test('a legal form one country writes, typed last, puts that country first among the same words', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['Logistics Systems Oy', 'Logistics Systems Oy ', 'Logistics Systems OY']) {
      assert.deepEqual(await names(path, q), ['Logistics Systems Ay', 'Logistics Systems AS'], `${path} ${q}`);
    }
    // Neither company is a UAB; the form is Lithuania's, whose AB comes first, as `UAB Baltic Foods` puts it.
    for (const q of ['Baltic Foods Uab', 'UAB Baltic Foods']) {
      assert.deepEqual(await names(path, q), ['AB "Baltic Foods"', 'Baltic Foods AS'], `${path} ${q}`);
    }
    // AS is both Estonia's and Latvia's: it names no country, and the shorter name stays first.
    assert.deepEqual(await names(path, 'Logistics Systems As'), ['Logistics Systems AS', 'Logistics Systems Ay'], path);
  }
});

test('a legal-form word last read as the beginning of a word names no country', async () => {
  // `Sa` is an Estonian sihtasutus, and the beginning of both names: the shorter one stays first.
  for (const path of ['search', 'autofill'] as const) assert.deepEqual(await names(path, 'Karl Sa'), ['SIA "Karl Sala"', 'Karl Saare OÜ'], path);
});
