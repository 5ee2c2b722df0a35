// A number pasted with a name and the number's country (`Mets Euro OÜ, Estonia, 11003917`), as an
// invoice line or a spreadsheet row is copied into a checkout form's one field: the country bounds
// the number as it does the number and the country alone (`Estonia 11003917`, docs/search.md step 2),
// and is no word the name must hold.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';

// An Estonian registry code whose digits are also a Lithuanian company's older code.
const SHARED = '11058424';
const VIRU = { country: 'EE', regcode: SHARED };
const NEMUNO = { country: 'LT', regcode: SHARED };
// A name that holds the country's word, as many Estonian names begin with Eesti.
const EESTI_VIRU = { country: 'EE', regcode: '14904372' };

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(SHARED, 'Viru Puit OÜ', { country: 'EE', form: 'OÜ', address: 'Tallinn, Narva mnt 5' }),
      ownCompany(SHARED, 'AB "Nemuno laivyba"', { country: 'LT', form: 'AB', address: 'Kaunas, Raudondvario pl. 107' }),
      ownCompany(EESTI_VIRU.regcode, 'Eesti Viru Puit OÜ', { country: 'EE', form: 'OÜ', address: 'Tartu, Riia tn 1' }),
      ownCompany('16109328', 'Viru Puit Logistics OÜ', { country: 'EE', form: 'OÜ', address: 'Narva, Joala tn 2' }),
    ],
  } });
});
after(() => ctx.close());

const found = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => ({ country: r.country, regcode: r.regcode }));

test('a country named beside a number among words lists its company first and not the other country\'s of those digits', () => {
  for (const q of [
    `Viru Puit OÜ, Eesti, registrikood ${SHARED}`, `Viru Puit OÜ, Estonia, ${SHARED}`, `Viru Puit OÜ ${SHARED} Estonia`,
    `Viru Puit OÜ, reg. code ${SHARED} (Estonia)`, `Viru Puit OÜ Igaunija ${SHARED}`,
    // The country apart at either end of a pasted line.
    `Estonia, Viru Puit OÜ, ${SHARED}`, `Viru Puit OÜ, ${SHARED}, Narva mnt 5, Tallinn, Estonia.`,
  ]) {
    const results = found(q);
    assert.deepEqual(results[0], VIRU, q);
    assert.ok(!results.some((r) => r.country === 'LT'), `${q}: ${JSON.stringify(results)}`);
  }
  // Its autofill record, first.
  assert.deepEqual(ctx.services.autofill(`Viru Puit OÜ, Eesti, registrikood ${SHARED}`, { limit: 10 })
    .map((r) => `${r.country} ${r.regcode}`)[0], `EE ${SHARED}`);
  // The Lithuanian company of the digits, with its country.
  for (const q of [`AB "Nemuno laivyba", įm. k. ${SHARED}, Lietuva`, `Lithuania, Nemuno laivyba, ${SHARED}`]) {
    assert.deepEqual(found(q), [NEMUNO], q);
  }
});

test('the country beside a number is no word of the name: the words are the name\'s', () => {
  assert.deepEqual(parseSearchQuery(`Viru Puit OÜ, Eesti, registrikood ${SHARED}`).words, ['viru', 'puit']);
  assert.deepEqual(parseSearchQuery(`Estonia, Viru Puit OÜ, ${SHARED}`).words, ['viru', 'puit']);
  assert.deepEqual(parseSearchQuery(`Viru Puit OÜ ${SHARED} (Eesti)`).codesInText[0]?.countryNamed, 'EE');
});

test('a name that begins with a country\'s word keeps it, and a country that holds no company of the number bounds nothing', () => {
  // Without a number, or with nothing setting it apart, Eesti is the name's word.
  assert.deepEqual(found('Eesti Viru Puit')[0], EESTI_VIRU);
  assert.deepEqual(found(`Eesti Viru Puit OÜ ${EESTI_VIRU.regcode}`)[0], EESTI_VIRU);
  assert.deepEqual(parseSearchQuery(`Eesti Viru Puit OÜ ${EESTI_VIRU.regcode}`).words, ['eesti', 'viru', 'puit']);
  // A country written by mistake (no Latvian company has the number): the name's company still first.
  assert.deepEqual(found(`Viru Puit OÜ, Latvia, ${SHARED}`)[0], VIRU);
});

test('a name after the number that begins with a country\'s word keeps it', () => {
  // The number first, then a name whose first word is Eesti, as a spreadsheet row of code and
  // name is pasted: Eesti is the name's, not the number's country.
  assert.deepEqual(parseSearchQuery(`${EESTI_VIRU.regcode} Eesti Viru Puit OÜ`).words, ['eesti', 'viru', 'puit']);
  // A number of another company beside that name (a row's cells mixed up): both are listed, the
  // name's company among them, not only names holding the other words.
  const listed = found(`${SHARED} Eesti Viru Puit`);
  assert.ok(listed.some((r) => r.regcode === EESTI_VIRU.regcode), JSON.stringify(listed));
  // A country ending the text, or before another number, is still the number's.
  assert.deepEqual(parseSearchQuery(`Viru Puit OÜ ${SHARED} Eesti`).codesInText[0]?.countryNamed, 'EE');
  assert.deepEqual(parseSearchQuery(`Viru Puit OÜ ${SHARED} Eesti`).words, ['viru', 'puit']);
});
