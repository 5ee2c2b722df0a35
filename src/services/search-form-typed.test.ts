// A legal-form word last in the text may be the beginning of a word being typed (docs/search.md,
// step 5): `Baltic As` on its way to `Baltic Assets`, `Karl Sa` to `Karl Saksaarmäo`. Read only
// as the legal form, it leaves every name beginning with the words before it, thousands for a
// common word, and not the one being typed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const BALTIC = '40000000001';
const ASSETS = '40000000002';
const EKO = '40000000003';
const LUX = '40000000004';
const NORD_EKO = '10000005';
const NORD_OULU = '1234567-1';
const MED_UAB = '300000001';
const MED_UAB_LONG = '300000002';
const MED_AB = '300000003';
const TALLINNA_KUTE = '10000006';
const TALLINNA_TUUR = '10000007';
const FAZER = '1234567-2';
const ABLOY = '1234567-3';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(BALTIC, 'AS "Baltic"', { form: 'AS' }),
    ownCompany(ASSETS, 'SIA "Baltic Assets"'),
    ownCompany(EKO, 'AS "Baltic Eko"', { form: 'AS' }),
    ownCompany(LUX, 'AS "Baltic Lux"', { form: 'AS' }),
    ownCompany(NORD_EKO, 'Nord Eko OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany(NORD_OULU, 'Nord Oulu Oy', { country: 'FI', form: 'OY' }),
    ownCompany(TALLINNA_KUTE, 'Tallinna Küte OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany(TALLINNA_TUUR, 'Tallinna Tüür OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('10000008', 'Tallinna Ehitus KÜ', { country: 'EE', form: 'KÜ' }),
    ownCompany(FAZER, 'Oy Fazer Ab', { country: 'FI', form: '16', formName: 'Osakeyhtiö' }),
    ownCompany(ABLOY, 'Abloy Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö' }),
    // JAR gives the form as a code and its name; a UAB's name holds an AB's (akcinė bendrovė).
    ownCompany(MED_UAB, 'UAB "Med Pro"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' }),
    ownCompany(MED_UAB_LONG, 'Uždaroji akcinė bendrovė "Med Media"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' }),
    ownCompany(MED_AB, 'AB "Med sveikata"', { country: 'LT', form: '320', formName: 'Akcinė bendrovė' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 3) => ctx.services.autofill(q, { limit }).map((r) => r.regcode);

test('a legal-form word typed last lists the names it begins after the exact names, before the rest', () => {
  assert.deepEqual(autofill('Baltic As'), [BALTIC, ASSETS, EKO]);
  assert.deepEqual(autofill('baltic as'), [BALTIC, ASSETS, EKO]);
  assert.deepEqual(ctx.services.searchCompanies('Nord Ou', { limit: 20 }).map((r) => r.regcode), [NORD_OULU, NORD_EKO]);
});

test('KÜ and TÜ written in small letters begin Estonian words as well (Küte, Tüür)', () => {
  assert.equal(autofill('Tallinna Kü')[0], TALLINNA_KUTE);
  assert.equal(autofill('tallinna tü')[0], TALLINNA_TUUR);
  // In capitals, the legal form.
  assert.equal(autofill('Tallinna KÜ')[0], '10000008');
});

test('after another legal form too, a legal-form word being typed begins a word of the name', () => {
  // `Ku` is KÜ (korteriühistu): `OÜ Ku` read as two legal forms, of which no company is both,
  // listed names holding `ou` or `ku` of any form instead of the OÜs being typed.
  for (const q of ['OÜ Ku', 'oü kü', 'Osaühing Kü']) assert.equal(autofill(q)[0], TALLINNA_KUTE, q);
  assert.equal(autofill('OÜ Tü')[0], TALLINNA_TUUR);
  // Legal forms that companies have together stay those companies first (`Oy Ab`, as many
  // Finnish names are written): Ab is an Oy's form in Swedish, so every Oy is both, in rank order.
  assert.deepEqual(autofill('Oy Ab'), [ABLOY, FAZER, NORD_OULU]);
});

test('written as only a legal form is, or ended by a space, it is the legal form', () => {
  // In capitals, with the form's own letters, or finished.
  assert.deepEqual(autofill('Baltic AS'), [BALTIC, EKO, LUX]);
  assert.deepEqual(autofill('Baltic As '), [BALTIC, EKO, LUX]);
  assert.deepEqual(autofill('Nord OÜ', 1), [NORD_EKO]);
  assert.deepEqual(autofill('Nord oü', 1), [NORD_EKO]);
});

test('a UAB is not an AB: the legal form typed puts its own companies first', () => {
  const search = (q: string) => ctx.services.searchCompanies(q, { limit: 3 }).map((r) => r.regcode);
  assert.equal(search('AB Med')[0], MED_AB);
  assert.deepEqual(search('UAB Med').slice(0, 2).sort(), [MED_UAB, MED_UAB_LONG]);
});
