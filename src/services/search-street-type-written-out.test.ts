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
