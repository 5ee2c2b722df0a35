// The country a legal form typed names breaks ties (docs/search.md, step 4, form-country.ts): the
// index gives a company every spelling of its form, so a Finnish Oy is an `ab` as a Lithuanian AB
// is, and an Estonian AS an `akciju sabiedriba` as a Latvian one is; the shorter name won the
// tie, and `AB Consulting` typed by a Lithuanian buyer listed a Finnish Oy first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const LT_CONSULTING = '300000001';
const FI_CONSULTING = '3000001-0';
const LV_TECH = '40000000021';
const EE_TECH = '10000001';
const LT_KONE = '300000002';
const FI_KONE = '3000002-8';
const FI_KONE_KY = '3000003-6';
let ctx: SeededServices;
before(() => {
  const lt = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '320', formName: 'Akcinė bendrovė' });
  const oy = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    // Each name of the other country is the shorter one: the tie went to it.
    lt(LT_CONSULTING, 'AB "Consulting Baltic"'),
    oy(FI_CONSULTING, 'Consulting Eko Oy'),
    ownCompany(LV_TECH, 'AS "Tech Avots"', { form: 'AS', formName: 'Akciju sabiedrība' }),
    ownCompany(EE_TECH, 'Tech Eko AS', { country: 'EE', form: 'AS', formName: 'Aktsiaselts' }),
    lt(LT_KONE, 'AB "Kone"'),
    oy(FI_KONE, 'Kone Oy'),
    ownCompany(FI_KONE_KY, 'Kone Ky', { country: 'FI', form: '13', formName: 'Kommandiittiyhtiö' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, country?: 'FI') => ctx.services.autofill(q, { limit: 10, country }).map((r) => r.regcode);

test('a form as one country writes it puts that country first among otherwise equal results', () => {
  // AB is what the Lithuanian register names the form; a Finnish Oy holds it as its Swedish spelling.
  for (const q of ['AB Consulting', 'AB "Consulting', 'Akcinė bendrovė Consulting']) assert.deepEqual(autofill(q), [LT_CONSULTING, FI_CONSULTING], q);
  assert.deepEqual(autofill('Consulting Aktiebolag'), [FI_CONSULTING, LT_CONSULTING]);
  // Written out in Latvian or in Estonian; AS alone is both registers' and leaves the shorter name first.
  assert.deepEqual(autofill('Akciju sabiedrība Tech'), [LV_TECH, EE_TECH]);
  assert.deepEqual(autofill('Aktsiaselts Tech'), [EE_TECH, LV_TECH]);
  assert.deepEqual(autofill('AS Tech'), [EE_TECH, LV_TECH]);
});

test('Kone Ab: the Lithuanian AB of the name where there is one, the Oy before the Ky either way', () => {
  assert.deepEqual(autofill('Kone Ab'), [LT_KONE, FI_KONE, FI_KONE_KY]);
  assert.deepEqual(autofill('Kone Ab', 'FI'), [FI_KONE, FI_KONE_KY]);
  // In Swedish written out, the Oy is meant.
  assert.deepEqual(autofill('Kone Aktiebolag'), [FI_KONE, LT_KONE, FI_KONE_KY]);
});

test('A/B, as an old Finnish or Swedish letterhead shortens an aktiebolag, puts the Oy first, as Aktiebolag does', () => {
  // Read as AB it named Lithuania, whose register never writes its form with a slash.
  for (const q of ['Kone A/B', 'A/B Kone', 'Kone a/b']) assert.deepEqual(autofill(q), [FI_KONE, LT_KONE, FI_KONE_KY], q);
  assert.deepEqual(autofill('A/B Consulting'), [FI_CONSULTING, LT_CONSULTING]);
});
