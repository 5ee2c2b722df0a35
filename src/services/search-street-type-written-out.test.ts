// A street's type written in full where the register abbreviates it (`Narva maantee 5` for RIK's
// `Narva mnt 5`): read as the abbreviation, so the street and house number are read as typed with
// it, and the company at that address comes first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string, street: string, country: string, form: string) =>
  ({ ...ownCompany(regcode, name, { country, form, address }), address_street: street });

const NARVA_MNT_5 = '10000001';
const PAPINIIDU_TN_31 = '10000004';
const MINIJOS_G_202 = '300000001';
const MAANTEE_GRUPP = '10000006';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(NARVA_MNT_5, 'Tallinna Ehitus OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', 'Narva mnt 5', 'EE', 'OÜ'),
    // Names holding `Narva` and a number beginning with 5, and a company at a street of Narva.
    at('10000002', 'MTÜ Narva Spordiselts 51', 'Tartu maakond, Tartu linn, Turu tn 28, 50445', 'Turu tn 28', 'EE', 'MTÜ'),
    at('10000003', 'SP Vili OÜ', 'Ida-Viru maakond, Narva linn, Tallinna mnt 5, 20344', 'Tallinna mnt 5', 'EE', 'OÜ'),
    at(PAPINIIDU_TN_31, 'Arendus Solutions OÜ', 'Pärnu maakond, Pärnu linn, Papiniidu tn 31, 80013', 'Papiniidu tn 31', 'EE', 'OÜ'),
    at('10000005', 'KI Kaubandus OÜ', 'Pärnu maakond, Pärnu linn, Papiniidu tn 31b-75, 80038', 'Papiniidu tn 31b-75', 'EE', 'OÜ'),
    at(MINIJOS_G_202, 'MB "Alfa baldai"', 'Klaipėda, Minijos g. 202, LT-91854', 'Minijos g. 202', 'LT', 'MB'),
    at('300000002', 'UAB "Minijos 20"', 'Klaipėda, Taikos pr. 2, LT-91001', 'Taikos pr. 2', 'LT', 'UAB'),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('a street type written in full lists the company at that street and house first, as its abbreviation does', () => {
  for (const q of ['Narva maantee 5', 'narva maantee 5, Tallinn']) assert.equal(regcodes(q)[0], NARVA_MNT_5, q);
  assert.equal(regcodes('Papiniidu tänav 31')[0], PAPINIIDU_TN_31);
  assert.equal(regcodes('Minijos gatvė 202')[0], MINIJOS_G_202);
  for (const q of ['Narva maantee 5', 'Papiniidu tänav 31', 'Minijos gatvė 202']) {
    const abbreviated = q.replace('maantee', 'mnt').replace('tänav', 'tn').replace('gatvė', 'g.');
    assert.deepEqual(regcodes(q), regcodes(abbreviated), q);
  }
});

// The Latvian register writes a bulvāris, prospekts or šoseja in full, and invoices abbreviate it.
test('a Latvian street type abbreviated lists the company at that street and house first, as the type in full does', () => {
  const lv = seededServices({ fixture: false, rows: { companies: [
    at('40000000001', 'SIA "Lielupes Koks"', 'Jelgava, Zemgales prospekts 5, LV-3001', 'Zemgales prospekts 5', 'LV', 'SIA'),
    at('40000000002', 'SIA "Rīgas Apdare"', 'Rīga, Brīvības bulvāris 32, LV-1050', 'Brīvības bulvāris 32', 'LV', 'SIA'),
    at('40000000003', 'SIA "Ogres Ceļš"', 'Ogre, Rīgas šoseja 7, LV-5001', 'Rīgas šoseja 7', 'LV', 'SIA'),
    // At other houses of the same streets, with shorter names.
    at('40000000007', 'SIA "DP"', 'Jelgava, Zemgales prospekts 58 - 19, LV-3002', 'Zemgales prospekts 58 - 19', 'LV', 'SIA'),
    at('40000000008', 'SIA "JT"', 'Rīga, Brīvības bulvāris 137 - 5, LV-1050', 'Brīvības bulvāris 137 - 5', 'LV', 'SIA'),
    at('40000000009', 'SIA "OK"', 'Ogre, Rīgas šoseja 70, LV-5001', 'Rīgas šoseja 70', 'LV', 'SIA'),
    // Names holding the street's word and a number beginning with the house's.
    at('40000000004', 'SIA "Zemgales Tirdzniecība 51"', 'Jelgava, Lielā iela 1, LV-3001', 'Lielā iela 1', 'LV', 'SIA'),
    at('40000000005', 'SIA "Brīvības 320"', 'Rīga, Lāčplēša iela 2, LV-1050', 'Lāčplēša iela 2', 'LV', 'SIA'),
    at('40000000006', 'SIA "Rīgas 77"', 'Ogre, Brīvības iela 3, LV-5001', 'Brīvības iela 3', 'LV', 'SIA'),
  ] } });
  try {
    const listed = (q: string) => lv.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
    const cases: Array<[string, string, string]> = [
      ['Zemgales prosp. 5, Jelgava', 'Zemgales prospekts 5, Jelgava', '40000000001'],
      ['Brīvības bulv. 32', 'Brīvības bulvāris 32', '40000000002'],
      ['Rīgas šos. 7, Ogre', 'Rīgas šoseja 7, Ogre', '40000000003'],
    ];
    for (const [abbreviated, full, regcode] of cases) {
      assert.equal(listed(abbreviated)[0], regcode, abbreviated);
      assert.deepEqual(listed(abbreviated), listed(full), abbreviated);
    }
  } finally {
    lv.close();
  }
});

// `ie.` for `iela`: names hold `IE` (`IE Sadam OÜ`), so no dictionary leaves it unknown.
test('a Latvian street\'s `ie.` lists the company at that street and house first, as `iela` does, and a name holding IE is found by it', () => {
  const lv = seededServices({ fixture: false, rows: { companies: [
    at('40000000001', 'SIA "Digital Koks"', 'Ventspils, Kuldīgas iela 16, LV-3601', 'Kuldīgas iela 16', 'LV', 'SIA'),
    at('40000000002', 'SIA "Rīgas Koks"', 'Rīga, Brīvības iela 12 - 5, LV-1010', 'Brīvības iela 12 - 5', 'LV', 'SIA'),
    // At another house of the street, a name holding the street's word and a number beginning
    // with the house's, and a name holding IE.
    at('40000000003', 'SIA "KK"', 'Ventspils, Kuldīgas iela 61, LV-3601', 'Kuldīgas iela 61', 'LV', 'SIA'),
    at('40000000004', 'SIA "Kuldīgas 160"', 'Kuldīga, Liepājas iela 3, LV-3301', 'Liepājas iela 3', 'LV', 'SIA'),
    at('10000001', 'IE Sadam OÜ', 'Harju maakond, Tallinn, Sõpruse pst 47, 10613', 'Sõpruse pst 47', 'EE', 'OÜ'),
  ] } });
  try {
    const listed = (q: string) => lv.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
    for (const q of ['Kuldīgas ie. 16, Ventspils', 'Kuldīgas ie 16', 'kuldigas ie.16']) {
      assert.equal(listed(q)[0], '40000000001', q);
      assert.deepEqual(listed(q), listed(q.replace(/ie\.? ?/, 'iela ')), q);
    }
    // Before another company's address, the company named, then the one at that address.
    assert.deepEqual(listed('SIA "Rīgas Koks", Kuldīgas ie. 16').slice(0, 2), ['40000000002', '40000000001']);
    assert.equal(listed('IE Sadam')[0], '10000001');
  } finally {
    lv.close();
  }
});

// A word some name or address holds is read as typed: only a word no dictionary knows is read so.
test('a name holding the word in full is still found by it, and the address by the words as typed', () => {
  const own = seededServices({ fixture: false, rows: { companies: [
    at(MAANTEE_GRUPP, 'Maantee Grupp OÜ', 'Harju maakond, Tallinn, Pärnu mnt 10, 10148', 'Pärnu mnt 10', 'EE', 'OÜ'),
    at(NARVA_MNT_5, 'Tallinna Ehitus OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', 'Narva mnt 5', 'EE', 'OÜ'),
  ] } });
  try {
    const listed = (q: string) => own.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
    assert.deepEqual(listed('Maantee Grupp'), [MAANTEE_GRUPP]);
    assert.equal(listed('maantee')[0], MAANTEE_GRUPP);
    assert.equal(listed('Pärnu maantee 10')[0], MAANTEE_GRUPP);
  } finally {
    own.close();
  }
});

// `gatvė` folds to the Latvian `gatve` (`Vienības gatve`), which the Latvian dictionary knows: read
// as typed, `Žalgirio gatvė 66, Vilnius` found nothing, and was searched and said without it.
test('a Lithuanian `gatvė` that a Latvian address holds as `gatve` is read as JAR\'s `g.`, and the text is said as typed', () => {
  const own = seededServices({ fixture: false, rows: { companies: [
    at('300000003', 'UAB "Šventosios įranga"', 'Vilnius, Žalgirio g. 66, LT-01128', 'Žalgirio g. 66', 'LT', 'UAB'),
    at('300000004', 'UAB "Žalgirio 6"', 'Vilnius, Gedimino pr. 6, LT-01103', 'Gedimino pr. 6', 'LT', 'UAB'),
    at('40000000001', 'SIA "Grāmatvedība Euro"', 'Rīga, Vienības gatve 5 - 6, LV-1047', 'Vienības gatve 5 - 6', 'LV', 'SIA'),
  ] } });
  try {
    for (const q of ['Žalgirio gatvė 66, Vilnius', 'Žalgirio gatve 66', 'Žalgirio g. 66, Vilnius']) {
      const results = own.services.searchCompanies(q, { limit: 10 });
      assert.equal(results[0]?.regcode, '300000003', q);
      assert.equal(own.services.searchedFor(results as never), undefined, q);
    }
    assert.equal(own.services.searchCompanies('Vienības gatve 5', { limit: 10 })[0]?.regcode, '40000000001');
  } finally {
    own.close();
  }
});
