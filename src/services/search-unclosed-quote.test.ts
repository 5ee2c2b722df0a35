// A name typed in quotes with a word no name holds inside them (`"Baltic Qwrtzx`, `SIA "Rīgas
// Qwrtzx"`): the word was left out, the closing quote with it, and the text searched was said
// with the opening quote alone (`"Baltic`), a quote no name searched holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', 'SIA "Rīgas Koks"'),
    ownCompany('40000000002', 'SIA "Baltic Trans"'),
  ] } });
});
after(() => ctx.close());

const searchedFor = (q: string) => ctx.services.searchedFor(ctx.services.searchCompanies(q, { limit: 10 }) as never);

test('an opening quote whose closing one went with the words left out is not said in the text searched', () => {
  assert.equal(searchedFor('"Baltic Qwrtzx'), 'Baltic');
  assert.equal(searchedFor('SIA "Rīgas Qwrtzx"'), 'SIA Rīgas');
  assert.equal(searchedFor('„Baltic Qwrtzx“'), 'Baltic');
  assert.equal(searchedFor('«Baltic Qwrtzx»'), 'Baltic');
  // Quotes both kept are said as typed; a text found as typed says nothing.
  assert.equal(searchedFor('SIA "Rīgas Koks" Qwrtzx'), 'SIA "Rīgas Koks"');
  assert.equal(searchedFor('"Baltic Trans'), undefined);
});
