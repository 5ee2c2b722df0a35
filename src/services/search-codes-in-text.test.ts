// A registration or VAT number written with a name (docs/search.md, step 2), as it is copied
// from an invoice or a contract: the number names one company among those of the name.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../domain/fold.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';

const company = (country: string, regcode: string, name: string, form: string) =>
  ownCompany(regcode, name, { country, form, address: 'Rīga, Brīvības iela 1' });

const KOKS = '40000000001';
const KOKS_LUX = '40000000002';
const KOKS_ESTATE = '40000000003';
const PUU = '7654321-2';
const KALAMEES = '12345678';
const NUMBERED = '40000000004';
const PLAVA = '40000000006';
const VENTAS_UR = '40000000009';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      company('LV', KOKS, 'SIA "Rīgas Koks"', 'SIA'),
      company('LV', KOKS_LUX, 'SIA "Rīgas Koks Lux"', 'SIA'),
      company('LV', KOKS_ESTATE, 'SIA "Rīgas Koks Estate"', 'SIA'),
      company('FI', PUU, 'Lahden Puu Oy', 'OY'),
      company('FI', '7654322-0', 'Lahden Puu Ja Kivi Oy', 'OY'),
      company('EE', KALAMEES, 'Kalamees OÜ', 'OÜ'),
      // A number in a name: a number that names no company stays a word of the query.
      company('LV', NUMBERED, 'SIA "Nord 20242025"', 'SIA'),
      company('LV', '40000000005', 'SIA "Nord Eko"', 'SIA'),
      company('LV', PLAVA, 'Sabiedrība ar ierobežotu atbildību "Zaļā Pļava"', 'SIA'),
      company('LV', '40000000007', 'SIA "Ar Koku"', 'SIA'),
      // A name whose last word is UR, the abbreviation of the Latvian register too.
      company('LV', VENTAS_UR, 'SIA "Ventas UR"', 'SIA'),
      company('LV', '40000000010', 'SIA "Ventas Osta"', 'SIA'),
      // A name holding the check digit of a business ID that no company has.
      company('LV', '40000000008', 'SIA "Studija 9"', 'SIA'),
    ],
    company_names: [
      { country: 'LV', regcode: KOKS_ESTATE, name: 'SIA "Koka Nami"', name_key: companyNameKey('SIA "Koka Nami"'), kind: 'former', valid_from: '2010-01-01', valid_to: '2015-01-01', source: 'lv.register' },
    ],
  } });
});
after(() => ctx.close());

const regcodes = (q: string, opts: { limit?: number; country?: 'LV' | 'EE' } = {}) =>
  ctx.services.searchCompanies(q, { limit: opts.limit ?? 20, country: opts.country }).map((r) => r.regcode);

test('the company a number written with its name names comes first, the others of the name follow', () => {
  for (const q of [
    `Rīgas Koks ${KOKS_LUX}`, `${KOKS_LUX}, SIA Rīgas Koks`, `SIA "Rīgas Koks", reģ. Nr. ${KOKS_LUX}`,
    `Rīgas Koks LV${KOKS_LUX}`, `rigas koks, PVN Nr. LV ${KOKS_LUX}`, `Rigas Kooks ${KOKS_LUX}`,
    // Written in groups of digits, as it is read out.
    'Rīgas Koks LV 4000 0000 002', 'SIA "Rīgas Koks", reģ. Nr. 400 000 000 02',
  ]) {
    assert.deepEqual(regcodes(q), [KOKS_LUX, KOKS, KOKS_ESTATE], q);
  }
  // A Finnish business ID with its hyphen, after its label.
  assert.deepEqual(regcodes(`Lahden Puu Oy, Y-tunnus ${PUU}`)[0], PUU);
  assert.deepEqual(regcodes('Lahden Puu Ja Kivi, FI 7654322-0')[0], '7654322-0');
  // The former name holds the words too.
  assert.deepEqual(regcodes(`Koka Nami ${KOKS_ESTATE}`), [KOKS_ESTATE]);
  // The words of a legal form typed in full count as words of the name.
  assert.equal(regcodes(`${PLAVA} Sabiedrība ar`)[0], PLAVA);
  // The autofill reads the same way.
  assert.equal(ctx.services.autofill(`Rīgas Koks ${KOKS_ESTATE}`, { limit: 10 })[0]!.regcode, KOKS_ESTATE);
});

test('a number with only its label or a legal form is that company alone, not a list of the legal form', () => {
  assert.deepEqual(regcodes(`Reģ. Nr. ${KOKS}`), [KOKS]);
  assert.deepEqual(regcodes(`SIA ${KOKS}`), [KOKS]);
  assert.deepEqual(regcodes(`${KOKS} ${KALAMEES}`), [KOKS, KALAMEES]);
});

test('a number that names another company than the words follows the results of the words', () => {
  // A mistake worth seeing, or a phone number written without its phone word that is also a registry code.
  assert.deepEqual(regcodes(`Rīgas Koks ${KALAMEES}`), [KOKS, KOKS_LUX, KOKS_ESTATE, KALAMEES]);
  // After its phone word it is a phone number (search/phone-numbers.ts), no company's.
  assert.deepEqual(regcodes(`Rīgas Koks, tālr. ${KALAMEES}`), [KOKS, KOKS_LUX, KOKS_ESTATE]);
  // Only in the countries asked for.
  assert.deepEqual(regcodes(`Rīgas Koks ${KALAMEES}`, { country: 'LV' }), [KOKS, KOKS_LUX, KOKS_ESTATE]);
});

test('a whole text that is a registration or VAT number naming no company finds nothing, not the names holding a part of it', () => {
  // A Finnish business ID folds into two words, 7 digits and 1; `9` alone is a word of names.
  assert.deepEqual(regcodes('studija 9'), ['40000000008'], 'the name is found by its words');
  for (const q of ['0112038-9', 'FI 0112038-9', '0112038 - 9']) {
    assert.deepEqual(regcodes(q), [], q);
    assert.deepEqual(ctx.services.autofill(q, { limit: 10 }), [], `autofill ${q}`);
  }
});

test('a number that names no company is a word of the name', () => {
  assert.deepEqual(regcodes('Nord 20242025'), [NUMBERED]);
  assert.deepEqual(regcodes(`Nord 20242025`, { country: 'EE' }), []);
});

test('postal codes, house numbers, years and seven digits and one apart are not read as numbers of companies', () => {
  for (const q of [
    'Rīgas Koks, Rīga, LV-1010', 'Brīvības iela 1234567', 'Rīgas Koks 2020', 'Lahden Puu 7654321 3', 'Vilnius LT-01100',
    // Groups of digits that make fewer than 8 or more than 12: a house number and a postal code, two numbers.
    'Rīgas Koks, Brīvības iela 12 - 5, LV 1010', 'Rīgas Koks 4000 0000 0021 2345',
  ]) {
    assert.deepEqual(parseSearchQuery(q).codesInText, [], q);
  }
  assert.deepEqual(parseSearchQuery('Rīgas Koks, PVN Nr. LV 40000000002').words, ['rigas', 'koks']);
});

test('a Finnish business ID written with its hyphen is a number, its check digit mistyped or not', () => {
  // Its words were `7654321 3`, and beside another number (a list pasted) the `3` was searched.
  const query = parseSearchQuery('Lahden Puu 7654321-3');
  assert.deepEqual(query.words, ['lahden', 'puu']);
  assert.deepEqual(query.codesInText.map((l) => l.regcodes), [[{ country: 'FI', regcode: '7654321-3' }]]);
});

test('a number after the full official name of its kind puts its company first, as after its short label', () => {
  for (const q of [`Rīgas Koks, vienotais reģistrācijas Nr. ${KOKS_LUX}`, `Rīgas Koks, Vien. reģ. Nr. ${KOKS_LUX}`]) {
    assert.equal(regcodes(q)[0], KOKS_LUX, q);
  }
  assert.equal(regcodes(`Lahden Puu, Yritys- ja yhteisötunnus ${PUU}`)[0], PUU);
  assert.equal(regcodes(`Kalamees, äriregistri kood ${KALAMEES}`)[0], KALAMEES);
});

test('UR, the Latvian register, before its label is left out as a label; right before the number it is a word of the name', () => {
  // `UR reģ. Nr.` as a letterhead writes it: the number's company first, as after `reģ. Nr.` alone.
  assert.deepEqual(regcodes(`Rīgas Koks, UR reģ. Nr. ${KOKS_LUX}`), [KOKS_LUX, KOKS, KOKS_ESTATE]);
  assert.deepEqual(parseSearchQuery(`SIA "Rīgas Koks", UR reģ. Nr. ${KOKS_LUX}`).words, ['rigas', 'koks']);
  // A name ending in UR before a number of another company: the name's company first, the
  // number's after it, not every company of the name's other words.
  assert.deepEqual(parseSearchQuery(`SIA "Ventas UR" ${KALAMEES}`).words, ['ventas', 'ur']);
  assert.deepEqual(regcodes(`Ventas UR ${KALAMEES}`), [VENTAS_UR, KALAMEES]);
  // Before its own number, found first either way.
  assert.equal(regcodes(`SIA "Ventas UR" ${VENTAS_UR}`)[0], VENTAS_UR);
});

// `EU VAT No.` is how an invoice to a customer in another EU country labels the VAT number, and
// `Momsreg.nr` how a Finnish company's Swedish documents do: `EU` was read as a word of the name,
// so SIA "Euro Eko" and every other name beginning with eu came first and the number's company
// after them, out of an autofill list; `Momsreg.nr` left a word no name holds.
test('a number after EU VAT No. or the Swedish Momsreg.nr puts its company first; EU right before a number is a word of the name', () => {
  for (const q of [`Rīgas Koks, EU VAT No. LV${KOKS_LUX}`, `Rīgas Koks, EU VAT ID: LV${KOKS_LUX}`, `Rīgas Koks, EU VAT number LV ${KOKS_LUX}`]) {
    assert.deepEqual(regcodes(q), [KOKS_LUX, KOKS, KOKS_ESTATE], q);
  }
  assert.deepEqual(regcodes(`EU VAT LV${KOKS}`), [KOKS]);
  assert.equal(ctx.services.autofill(`EU VAT No. LV${KOKS_ESTATE}`, { limit: 10 })[0]!.regcode, KOKS_ESTATE);
  for (const q of [`Lahden Puu Oy, Momsreg.nr FI${PUU.replace('-', '')}`, `Lahden Puu Oy, Momsregistreringsnummer FI${PUU.replace('-', '')}`]) {
    assert.deepEqual(parseSearchQuery(q).words, ['lahden', 'puu'], q);
    assert.equal(regcodes(q)[0], PUU, q);
  }
  // A name ending in EU before another company's number keeps its EU.
  assert.deepEqual(parseSearchQuery(`SIA "Baltic EU" ${KALAMEES}`).words, ['baltic', 'eu']);
});
