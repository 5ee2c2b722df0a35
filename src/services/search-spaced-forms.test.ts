// A legal form typed with spaces between its letters (`U A B`, `S I A`, `A S`) or with a slash
// (`O/Y`, `A/B`), as a customer types it into a checkout form or copies it from a letter-spaced
// heading or an old letterhead: the legal form, as `S.I.A.` and `A/S` are (docs/search.md, Folding).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';

const AGRO = '302435217';
const KALVE = '40001340517';
const METALL = '10029672';
const NOVA_OY = '0166503-9';
const NOVA_OU = '11024844';
const NEMUNO = '11058424';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(AGRO, 'UAB "Agro statyba"', { country: 'LT', form: 'UAB', address: 'Kaunas, K. Donelaičio g. 12' }),
      ownCompany('308240173', 'UAB "Statyba Agro"', { country: 'LT', form: 'UAB', address: 'Vilnius, Šeimyniškių g. 200' }),
      ownCompany(NEMUNO, 'AB "Nemuno laivyba"', { country: 'LT', form: 'AB', address: 'Kaunas, Raudondvario pl. 107' }),
      ownCompany(KALVE, 'SIA "Kalve Trade"', { country: 'LV', form: 'SIA', address: 'Rīga, Maskavas iela 46 - 36' }),
      ownCompany('41585406731', 'IK "Ādažu Kalve Trade"', { country: 'LV', form: 'IK', address: 'Rīga, Stacijas laukums 2' }),
      ownCompany(METALL, 'Tech Metall AS', { country: 'EE', form: 'AS', address: 'Tallinn, Narva mnt 5' }),
      ownCompany('12461054', 'Peipsi Metall Tech OÜ', { country: 'EE', form: 'OÜ', address: 'Tartu, Riia tn 1' }),
      ownCompany('2996551-9', 'Kuopion Metalli Tech Oy', { country: 'FI', form: 'OY', address: 'Aleksanterinkatu 64 A 8, 00419 HELSINKI' }),
      ownCompany(NOVA_OU, 'Nova Kala OÜ', { country: 'EE', form: 'OÜ', address: 'Pärnu, Riia mnt 1' }),
      ownCompany(NOVA_OY, 'Nova Kala Oy', { country: 'FI', form: 'OY', address: 'Kauppakatu 1, 40100 JYVÄSKYLÄ' }),
    ],
  } });
});
after(() => ctx.close());

const first = (q: string) => ctx.services.searchCompanies(q, { limit: 10 })[0]?.regcode;

test('three or four letters of a legal form with spaces between them are that legal form', () => {
  for (const [q, regcode] of [
    ['U A B Agro statyba', AGRO], ['Agro statyba U A B', AGRO], ['S I A Kalve Trade', KALVE], ['Kalve Trade S I A', KALVE],
    ['S I A "Kalve Trade"', KALVE],
  ] as const) {
    assert.equal(first(q), regcode, q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, regcode, `autofill ${q}`);
  }
  assert.deepEqual(parseSearchQuery('U A B Agro statyba'), { ...parseSearchQuery('UAB Agro statyba'), street: parseSearchQuery('U A B Agro statyba').street });
  assert.deepEqual(parseSearchQuery('M T Ü Jõhvi').forms, ['mtu']);
  // Letters that spell no legal form stay letters, as the index folds them in names.
  assert.deepEqual(parseSearchQuery('A B C Serviss').words, ['a', 'b', 'c', 'serviss']);
});

test('two letters of a legal form with a space between them are also read as the legal form, after the names holding the letters', () => {
  for (const q of ['A S Tech Metall', 'Tech Metall A S']) assert.equal(first(q), METALL, q);
  // Read as letters first: two letters are more often a person's initials.
  assert.deepEqual(parseSearchQuery('A S Tech Metall').words, ['a', 's', 'tech', 'metall']);
  assert.deepEqual(parseSearchQuery('A S Tech Metall').initialsAsForm, { words: ['tech', 'metall'], forms: ['as'] });
});

test('O/Y is a Finnish Oy and A/B an AB, as A/S is an AS', () => {
  for (const q of ['Nova Kala O/Y', 'O/Y Nova Kala', 'o/y Nova Kala']) assert.equal(first(q), NOVA_OY, q);
  assert.equal(first('A/B Nemuno laivyba'), NEMUNO);
  assert.deepEqual(parseSearchQuery('Nova Kala O/Y').forms, ['oy']);
});

test('two letters read as a legal form no company listed is of: the answer says the other words were searched', () => {
  const read = (q: string) => {
    const results = ctx.services.searchCompanies(q, { limit: 10 });
    return { first: results[0]?.regcode, searchedFor: ctx.services.searchedFor(results) };
  };
  // No AB (nor an Oy, an `Ab` in Swedish) holds `Kalve`: the names of `Kalve` of any form, which
  // the answer now says it searched.
  for (const q of ['A B Kalve', 'A. B. Kalve']) assert.deepEqual(read(q), { first: KALVE, searchedFor: 'Kalve' }, q);
  // Of the form spelt, or the exact name of the other words: nothing to say, as before.
  assert.deepEqual(read('A S Metall'), { first: METALL, searchedFor: undefined });
  assert.deepEqual(read('Kalve Trade A.B.'), { first: KALVE, searchedFor: undefined });
});
