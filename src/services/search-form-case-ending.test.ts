// Estonian inflects the abbreviation of a company's legal form, not its name (`arve Põhja Puit
// OÜ-le`, `renditi AS-ilt Lux Media`, `OÜs`): the ending, folded into a word of its own, was read
// as a word of the name, left out and said so, or as a word being typed (`Peipsi Puit OÜ-d`
// listed Peipsi Puit Delta OÜ alone), and the company named was not listed as its name with its
// form lists it (docs/search.md, "Folding").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const ee = (regcode: string, name: string, form: string) => ownCompany(regcode, name, { country: 'EE', form });

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee('10293202', 'Peipsi Puit OÜ', 'OÜ'),
    ee('14107660', 'Peipsi Puit Delta OÜ', 'OÜ'),
    ee('14107661', 'Peipsi Puit Grupp OÜ', 'OÜ'),
    ee('14107662', 'Peipsi Puit Tarne OÜ', 'OÜ'),
    ee('10021946', 'Lux Media AS', 'AS'),
    ee('12710386', 'Lux Media Grupp OÜ', 'OÜ'),
    ee('80001466', 'MTÜ Emajõe Noorteklubi', 'MTÜ'),
    ee('90000001', 'SA Tartu Kultuurikapital', 'SA'),
    ee('16000001', 'As-Is Disain OÜ', 'OÜ'),
  ] } });
});
after(() => ctx.close());

const read = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { names: results.map((r) => r.name), searchedFor: ctx.services.searchedFor(results as never) };
};
const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a form with a case ending after a hyphen answers as the name with its form', () => {
  const cases: Array<[string, string]> = [
    ['Peipsi Puit OÜ-d', 'Peipsi Puit OÜ'], ['Peipsi Puit OÜ-le', 'Peipsi Puit OÜ'], ['Peipsi Puit OÜ-st', 'Peipsi Puit OÜ'],
    ['Peipsi Puit OÜ-ga', 'Peipsi Puit OÜ'], ['Lux Media AS-ile', 'Lux Media AS'], ['Lux Media AS-i', 'Lux Media AS'],
    ['MTÜ-le Emajõe Noorteklubi', 'MTÜ Emajõe Noorteklubi'], ['SA-st Tartu Kultuurikapital', 'SA Tartu Kultuurikapital'],
    ['AS-ilt Lux Media', 'AS Lux Media'], ['OÜ-s Peipsi Puit', 'OÜ Peipsi Puit'],
  ];
  for (const [inflected, bare] of cases) {
    assert.deepEqual(read(inflected), read(bare), inflected);
    assert.deepEqual(autofill(inflected), autofill(bare), inflected);
  }
  assert.deepEqual(read('Peipsi Puit OÜ-d'), { names: ['Peipsi Puit OÜ', 'Peipsi Puit Delta OÜ', 'Peipsi Puit Grupp OÜ', 'Peipsi Puit Tarne OÜ'], searchedFor: undefined });
  assert.deepEqual(read('Lux Media AS-ile'), { names: ['Lux Media AS', 'Lux Media Grupp OÜ'], searchedFor: undefined });
});

test('the ending joined to the form in capitals is read so too, as Estonian also writes it', () => {
  assert.deepEqual(read('Peipsi Puit OÜd'), read('Peipsi Puit OÜ'));
  assert.deepEqual(read('ASilt Lux Media'), read('AS Lux Media'));
});

test('letter by letter, the beginning of an ending after the hyphen is read as the ending will be', () => {
  const name = 'Lux Media AS';
  for (const q of ['Lux Media AS-', 'Lux Media AS-i', 'Lux Media AS-ig', 'Lux Media AS-iga', 'Lux Media AS-t', 'Lux Media AS-ss']) {
    assert.deepEqual(autofill(q), autofill(name), q);
  }
  for (const q of ['Peipsi Puit OÜ-g', 'Peipsi Puit OÜ-t', 'Peipsi Puit OÜ-k', 'Peipsi Puit OÜ-n', 'Peipsi Puit OÜ-si']) {
    assert.deepEqual(read(q), read('Peipsi Puit OÜ'), q);
  }
  assert.equal(autofill('Peipsi Puit OÜ-t')[0], 'Peipsi Puit OÜ');
});

test('a hyphenated word of a name that is no form in capitals stays the name\'s', () => {
  assert.deepEqual(read('As-Is Disain').names, ['As-Is Disain OÜ']);
  assert.deepEqual(read('as-is disain').names, ['As-Is Disain OÜ']);
});
