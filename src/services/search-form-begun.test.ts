// A legal form being typed after the name (docs/search.md, step 5): `Med Green O` on its way to
// `Med Green OÜ`, `Pro Smart Lt` to `Pro Smart Ltd`, `EV Stikls, sabiedrība ar i` to the Latvian
// form written out. Its letters are no word of the name, so the company was lost for the letters
// between the name and its complete form.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';

const MED_GREEN = '12622533';
const MED_GREEN_OIL = '12622534';
const TRADE_LUX = '309890249';
const EV_STIKLS = '40159670824';
const EV_STIKLS_AS = '40159670825';
const PRO_SMART = '3823204-2';
const SALMINEN = '2091411-7';
const BIEDRIBA_77 = '50008893928';
const UAVO = '40000000013';
const ZS_OZOLI = '40000000014';
let ctx: SeededServices;
before(() => {
  const ee = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee(MED_GREEN, 'Med Green OÜ'),
    ee(MED_GREEN_OIL, 'Med Green Oil OÜ'),
    // The words of the name in an address, as an address match of the letters typed would list.
    ee('12622535', 'Ogres Mednieku OÜ'),
    ownCompany(TRADE_LUX, 'UAB "Trade Lux"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Šiauliai, Vilniaus g. 48' }),
    ownCompany('308441489', 'UAB "Lux Trade"', { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė', address: 'Vilnius, Ukmergės g. 5-68' }),
    ownCompany(EV_STIKLS, 'SIA "EV Stikls"', { formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany(EV_STIKLS_AS, 'AS "EV Stikls"', { form: 'AS', formName: 'Akciju sabiedrība' }),
    ownCompany(PRO_SMART, 'Pro Smart Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö' }),
    ownCompany(SALMINEN, 'Salminen & Lindström Ky', { country: 'FI', form: '13', formName: 'Kommandiittiyhtiö' }),
    // A legal-form word inside the name is no word of it either: its words are `rietumu makskernieku 77`.
    ownCompany(BIEDRIBA_77, 'Biedrība "Rietumu Makšķernieku Biedrība 77"', { form: 'BDR', formName: 'Biedrība' }),
    // A name that holds the letters typed as the beginning of a word.
    ownCompany('40000000012', 'SIA "Rietumu Makšķernieku Biedriņš"'),
    // A name whose word `Ua` begins, typed alone (`Ua` on its way to `Uavo` or to `UAB`).
    ownCompany(UAVO, 'SIA "Uavo"'),
    ownCompany(ZS_OZOLI, 'ZS "Ozoli"', { form: 'ZS', formName: 'Zemnieku saimniecība' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('the name followed by the beginning of its legal form still lists the company, each letter of the way', () => {
  for (const q of ['Med Green', 'Med Green O', 'Med Green OÜ']) assert.ok(autofill(q).includes(MED_GREEN), q);
  for (const q of ['Trade Lux U', 'Trade Lux UA', 'Trade Lux, u']) assert.equal(autofill(q)[0], TRADE_LUX, q);
  for (const q of ['Pro Smart O', 'Pro Smart Lt', 'Salminen & Lindström K']) assert.equal(autofill(q)[0], q.startsWith('Pro') ? PRO_SMART : SALMINEN, q);
  // A form written out, word by word.
  for (const q of ['EV Stikls, s', 'EV Stikls, sabiedrība a', 'EV Stikls, sabiedrība ar i', 'EV Stikls, sabiedrība ar ierobežotu atbildīb']) {
    assert.equal(autofill(q)[0], EV_STIKLS, q);
  }
  // A name that goes on after its legal-form word.
  for (const q of ['Rietumu Makšķernieku B', 'Rietumu Makšķernieku Bied', 'Rietumu Makšķernieku Biedrī']) {
    assert.deepEqual(autofill(q), ['40000000012', BIEDRIBA_77], q);
  }
  assert.equal(autofill('Rietumu Makšķernieku Biedrīb')[0], BIEDRIBA_77);
  // Of the companies of that name, those of a legal form the letters begin: `a` is AS, not SIA.
  assert.equal(autofill('EV Stikls a')[0], EV_STIKLS_AS);
});

test('the names that hold the letters typed come first, then the name whose form they begin', () => {
  // `S` after a Latvian name is rather a word of it: the register writes SIA before the name.
  assert.deepEqual(autofill('Med Green O').slice(0, 2), [MED_GREEN_OIL, MED_GREEN]);
  assert.deepEqual(autofill('Med Green Oi'), [MED_GREEN_OIL]);
});

test('what is read as a legal form being typed', () => {
  const begun = (q: string) => parseSearchQuery(q).formBegun;
  assert.deepEqual(begun('Med Green O')?.words, ['med', 'green']);
  assert.deepEqual(begun('EV Stikls, sabiedrība ar i')?.words, ['ev', 'stikls']);
  assert.deepEqual(begun('EV Stikls, sabiedrība ar ')?.words, ['ev', 'stikls']);
  // A letter followed by a space is a word, a whole legal form is read as one, and a form needs a name before it.
  assert.equal(begun('Med Green O '), null);
  assert.equal(begun('Med Green OÜ'), null);
  assert.equal(begun('Karl Sa'), null);
  assert.deepEqual(begun('Uždaroji akcinė b'), { words: [], forms: ['uzdaroji akcine bendrove'] });
  assert.deepEqual(begun('Osaü'), { words: [], forms: ['osauhing'] });
  // After another legal form, the letters are rather a word of the name being typed.
  assert.equal(begun('SIA Ak'), null);
  // One letter of Ltd or GmbH is too often the beginning of a word of the name.
  assert.equal(begun('Pro Smart L'), null);
  assert.deepEqual(begun('Pro Smart Lt')?.forms, ['ltd']);
});

test('a legal form begun alone lists what the form finished lists, after the names that hold the letters', () => {
  const uabs = autofill('UAB');
  assert.deepEqual(uabs.toSorted(), [TRADE_LUX, '308441489'].toSorted());
  // `UA` begins UAB alone: the name holding a word it begins first, then the UABs.
  for (const q of ['UA', 'Ua', 'ua']) assert.deepEqual(autofill(q), [UAVO, ...uabs], q);
  for (const q of ['U', 'Už', 'Uždaroji akcinė b']) assert.ok(uabs.every((r) => autofill(q).includes(r)), q);
  // Osaühing, one letter at a time; `Osa` begins osakeyhtiö too, and lists the Oy with the OÜs.
  const ous = autofill('Osaühing');
  assert.deepEqual(ous.toSorted(), [MED_GREEN, MED_GREEN_OIL, '12622535'].toSorted());
  for (const q of ['Osaü', 'Osaüh', 'Osaühin']) assert.deepEqual(autofill(q), ous, q);
  assert.deepEqual(autofill('Osa').toSorted(), [...ous, PRO_SMART].toSorted());
  // A finished form alone in any case.
  for (const q of ['ZS', 'Zs', 'zs']) assert.deepEqual(autofill(q), [ZS_OZOLI], q);
  // One letter of an English form begins no form alone; `Lt` is Ltd's beginning, whose companies none is here.
  assert.deepEqual(autofill('Lt'), []);
});

test('letters that begin both a legal form and names list the names first, then the form\'s companies', () => {
  // `Maž` begins Mažoji bendrija and `Mažeikių`, `Už` Uždaroji akcinė bendrovė and `Užupio`: a
  // person typing the name expects it, and the form's companies only after it.
  const lt = (regcode: string, name: string, form: string, formName: string) => ownCompany(regcode, name, { country: 'LT', form, formName });
  const UAB_FORM = ['310', 'Uždaroji akcinė bendrovė'] as const;
  const MB_FORM = ['960', 'Mažoji bendrija'] as const;
  const own = seededServices({ fixture: false, rows: { companies: [
    // More of each form than a page, with names shorter than those typed for.
    ...Array.from({ length: 12 }, (_, i) => lt(`3000000${String(i).padStart(2, '0')}`, `UAB "Ba ${i}"`, ...UAB_FORM)),
    ...Array.from({ length: 12 }, (_, i) => lt(`3000001${String(i).padStart(2, '0')}`, `MB "Ca ${i}"`, ...MB_FORM)),
    lt('302000001', 'AB "Mažeikių nafta"', '110', 'Akcinė bendrovė'),
    lt('302000002', 'MB "Užupio kavinė"', ...MB_FORM),
    // Names that write their form in full: what `Užd` and `Mažo` begin as typed.
    lt('302000003', 'Uždaroji akcinė bendrovė "Agro Lux"', ...UAB_FORM),
    lt('302000004', 'Mažoji bendrija "Nord Pro"', ...MB_FORM),
  ] } });
  try {
    const names = (q: string) => own.services.autofill(q, { limit: 10 }).map((r) => r.name);
    const formOf = (q: string) => own.services.searchCompanies(q, { limit: 20 }).map((r) => r.legalForm);
    for (const q of ['Maž', 'Maz', 'Mažei']) assert.equal(names(q)[0], 'AB "Mažeikių nafta"', q);
    assert.deepEqual(names('Maž').slice(1, 3), ['Mažoji bendrija "Nord Pro"', 'MB "Ca 0"'], 'then the MBs, the one written as typed first');
    for (const q of ['Už', 'Uz', 'Užu']) assert.equal(names(q)[0], 'MB "Užupio kavinė"', q);
    assert.ok(names('Už').slice(1).every((n) => n.startsWith('UAB') || n.startsWith('Uždaroji')), 'then the UABs');
    assert.equal(own.services.searchCompanies('Maž', { limit: 20 })[0]?.name, 'AB "Mažeikių nafta"', 'search alike');
    // No name begins `Užd` past its form: the form's companies, those that write it as typed first.
    assert.deepEqual(new Set(formOf('Užd')), new Set([UAB_FORM[1]]));
    for (const q of ['Užd', 'Uždaroji akcinė b']) assert.equal(names(q)[0], 'Uždaroji akcinė bendrovė "Agro Lux"', q);
    assert.equal(names('Mažo')[0], 'Mažoji bendrija "Nord Pro"');
    // Typed without marks, in the index's order, as before: the shorter names first.
    assert.equal(names('Uzd')[0], 'UAB "Ba 0"');
    // A form typed whole lists that form's companies alone.
    for (const q of ['UAB', 'Uždaroji akcinė bendrovė', 'MB', 'Mažoji bendrija']) {
      assert.deepEqual(new Set(formOf(q)), new Set([q.startsWith('U') ? UAB_FORM[1] : MB_FORM[1]]), q);
    }
  } finally {
    own.close();
  }
});
