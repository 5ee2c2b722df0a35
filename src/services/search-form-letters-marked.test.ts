// A word typed with a marked letter that folds to a legal form's letters (`Šia`, on its way to
// `Šiaulių`; `Ås` to `Åström`; `Õu` to `Õun`) is the beginning of a word of a name: SIA, AS and
// OÜ have no such letter. Read as the form, `Šia` listed the Latvian SIAs at the third key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const SIAULIU_DUONA = '308800814';
const ASTROM = '2345678-1';
const OUN = '31234567';
const KIVI_OU = '12345678';
const KOKS_SIA = '40003123456';
const VSI = '301656948';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(KOKS_SIA, 'SIA "Rīgas Koks"', { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany('40003222222', 'SIA "AE Zeme"', { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany('40003333333', 'AS "Daugavas Enerģija"', { country: 'LV', form: 'AS', formName: 'Akciju sabiedrība' }),
    ownCompany(SIAULIU_DUONA, 'UAB "Šiaulių duona"', { country: 'LT', form: '310', formName: 'UAB' }),
    ownCompany(VSI, 'VšĮ "Kauno menų studija"', { country: 'LT', form: '570', formName: 'VšĮ' }),
    ownCompany(ASTROM, 'Åström & Laine Ky', { country: 'FI', form: '13', formName: 'Kommandiittiyhtiö' }),
    ownCompany(OUN, 'Siim Õun FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja' }),
    ownCompany(KIVI_OU, 'Põhja Kivi OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing' }),
  ] } });
});
after(() => ctx.close());

const filled = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
const searched = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);

test('a marked letter the legal form has not makes the word the beginning of a name', () => {
  assert.deepEqual(filled('Šia'), [SIAULIU_DUONA]);
  assert.deepEqual(searched('Šia'), [SIAULIU_DUONA]);
  assert.deepEqual(filled('Ås'), [ASTROM]);
  assert.deepEqual(filled('Õu'), [OUN]);
  assert.deepEqual(filled('UAB Šia'), [SIAULIU_DUONA]);
});

test('a legal form typed as it is spelled, marks of its own included, is still the form', () => {
  // The companies of the form, then (below a page) the names the letters begin.
  for (const q of ['SIA', 'Sia']) assert.deepEqual(new Set(filled(q).slice(0, 2)), new Set([KOKS_SIA, '40003222222']), q);
  for (const q of ['OÜ', 'oü']) assert.equal(filled(q)[0], KIVI_OU, q);
  assert.equal(filled('VšĮ')[0], VSI);
  // Cyrillic letters are no marks: `СИА` is SIA as Russian texts write it.
  assert.equal(filled('СИА Ригас Кокс')[0], KOKS_SIA);
  assert.equal(filled('Rīgas Koks SIA')[0], KOKS_SIA);
});
