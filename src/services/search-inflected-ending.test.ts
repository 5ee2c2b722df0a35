// A name's first word, a town's genitive that replaces the last letters of the town's name, typed
// as the town is called (docs/search.md, step 5): `Kaunas statyba` for UAB "Kauno statyba",
// `Vilnius prekyba` for UAB "Vilniaus prekyba", `Lahti Puu` for `Lahden Puu Oy`. The town as
// typed is a word of the addresses of the town's companies, whose matches filled the page; the
// genitives read so far were those that add letters to the town's name (`Rīgas`, `Tampereen`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const uab = (regcode: string, name: string, address: string) =>
  ownCompany(regcode, name, { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address });
const oy = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö', address });
const LETTERS = 'ABCDEFGHIJKL';

const KAUNO_STATYBA = '300000001';
const VILNIAUS_PREKYBA = '300000002';
const LAHDEN_PUU = '2786402-8';
const STAR_KAUNEUS = '1000001-1';
const TRADE_SOKOLAAD = '10000001';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    uab(KAUNO_STATYBA, 'UAB "Kauno statyba"', 'Vilnius, Gedimino pr. 1'),
    uab(VILNIAUS_PREKYBA, 'UAB "Vilniaus prekyba"', 'Kaunas, Laisvės al. 1'),
    oy(LAHDEN_PUU, 'Lahden Puu Oy', 'Aleksanterinkatu 1, 00100 HELSINKI'),
    // More companies of the other words in each town than a page: address matches of the text.
    ...[...LETTERS].map((l, i) => uab(`30100000${i}`, `UAB "${l}${l} statyba"`, `Kaunas, Savanorių pr. ${i + 1}`)),
    ...[...LETTERS].map((l, i) => uab(`30200000${i}`, `UAB "${l}${l} prekyba"`, `Vilnius, Ukmergės g. ${i + 1}`)),
    ...[...LETTERS].map((l, i) => oy(`20000${String(i).padStart(2, '0')}-1`, `${l}${l} Puu Oy`, `Rautatienkatu ${i + 1}, 15100 LAHTI`)),
    // A Finnish word that `Kaun` begins too, and a name word that `Tra` begins.
    oy(STAR_KAUNEUS, 'Star Kauneus Oy', 'Kauppakatu 1, 40100 JYVÄSKYLÄ'),
    ownCompany(TRADE_SOKOLAAD, 'Trade Šokolaad OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Pärnu mnt 1' }),
    ownCompany('10000002', 'Trans Šokolaad OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Pärnu mnt 2' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('a town typed as it is called finds the name that holds its genitive, first', () => {
  for (const q of ['Kaunas statyba', 'kaunas sta', 'Kaunas s', 'UAB Kaunas statyba']) assert.equal(autofill(q)[0], KAUNO_STATYBA, q);
  for (const q of ['Vilnius prekyba', 'vilnius pr']) assert.equal(autofill(q)[0], VILNIAUS_PREKYBA, q);
  for (const q of ['Lahti Puu', 'Lahti P', 'lahti puu oy']) assert.equal(autofill(q)[0], LAHDEN_PUU, q);
  // The address matches still follow.
  assert.ok(autofill('Kaunas statyba').includes('301000000'));
});

test('only a place is read so: not another language\'s word, nor a word of names, that begins alike', () => {
  // `Kauneus` (Finnish: beauty) begins with `Kaun` as `Kauno` does; `Kaunas` is a Lithuanian place.
  assert.ok(!autofill('Kaunas s').includes(STAR_KAUNEUS));
  // `Trade` is a word of names, not a place: `Trans` is no inflection of it.
  assert.deepEqual(autofill('Trade Šokolaad'), [TRADE_SOKOLAAD]);
});
