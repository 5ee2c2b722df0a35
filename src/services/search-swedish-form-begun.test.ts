// Finland's legal forms as its Swedish speakers write them: still being typed at the end of the
// text (`Kone kommanditb`, on its way to `Kone kommanditbolag`), in their definite form, first in
// a Swedish name or sentence (`Kommanditbolaget Kone`), and a housing company's, a
// bostadsaktiebolag (As Oy, Bostads Ab). Read as words of the name, they put the Oy of the name
// first for a Ky or an Oyj, and `Bostadsaktiebolaget Solgläntan` listed another housing company
// whose name holds that word in place of Bostads Ab Solgläntan.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const housing = { country: 'FI', form: '2', formName: 'Asunto-osakeyhtiö' } as const;
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('1234571-1', 'Kone Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö' }),
    ownCompany('1234572-1', 'Kone Ky', { country: 'FI', form: '13', formName: 'Kommandiittiyhtiö' }),
    ownCompany('1234573-1', 'Kone Oyj', { country: 'FI', form: '17', formName: 'Julkinen osakeyhtiö' }),
    ownCompany('1234581-1', 'Asunto Oy Kotikatu 5', housing),
    ownCompany('1234582-1', 'Bostads Ab Solgläntan', housing),
    ownCompany('1234583-1', 'Bostadsaktiebolaget Strandvägen 3', housing),
  ] } });
});
after(() => ctx.close());

const first = (q: string) => ctx.services.autofill(q, { limit: 5 })[0]?.name;
const searched = (q: string) => ctx.services.searchCompanies(q, { limit: 5 }).map((r) => r.name);

test('a Swedish form still being typed is read as the form begun', () => {
  for (const q of ['Kone kommanditb', 'Kone kommanditbol']) assert.equal(first(q), 'Kone Ky', q);
  assert.equal(first('Kone publikt aktieb'), 'Kone Oyj');
  assert.deepEqual(searched('Kone publikt aktieb'), ['Kone Oyj']);
});

test('a Swedish form in its definite form, before or after the name', () => {
  for (const q of ['Kommanditbolaget Kone', 'Kone Kommanditbolaget']) assert.equal(first(q), 'Kone Ky', q);
  assert.equal(first('Publika aktiebolaget Kone'), 'Kone Oyj');
});

test('a housing company written as a bostadsaktiebolag or Bostads Ab finds the company of the name\'s own words', () => {
  assert.deepEqual(searched('Bostadsaktiebolaget Solgläntan'), ['Bostads Ab Solgläntan']);
  assert.deepEqual(searched('Bostadsaktiebolag Solgläntan'), ['Bostads Ab Solgläntan']);
  assert.deepEqual(searched('Bostads Ab Strandv'), ['Bostadsaktiebolaget Strandvägen 3']);
  assert.equal(first('Bostads Ab Kotikatu 5'), 'Asunto Oy Kotikatu 5');
});

test('a public company written out in Finnish, julkinen osakeyhtiö, is an Oyj, not an Oy with a word julkinen', () => {
  // The shorter osakeyhtiö was taken out of the text first, leaving `julkinen` a word no name
  // holds, left out again with the sentence that `Osakeyhtiö Kone` was searched.
  for (const q of ['Julkinen osakeyhtiö Kone', 'Kone julkinen osakeyhtiö', 'julkinen osakeyhtio kone']) {
    const results = ctx.services.searchCompanies(q, { limit: 5 });
    assert.deepEqual(results.map((r) => r.name).slice(0, 2), ['Kone Oyj', 'Kone Oy'], q);
    assert.equal(ctx.services.searchedFor(results), undefined, q);
    assert.equal(first(q), 'Kone Oyj', q);
  }
});
