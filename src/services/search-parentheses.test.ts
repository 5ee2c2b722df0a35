// Words in parentheses need not match (docs/search.md, step 5): what people put in parentheses
// after a name qualifies it (a country, a town, a former name, a status), and the name they mean
// seldom holds it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery, textsReadFor } from './search/search-query.ts';

const company = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { address });

const RIGAS_KOKS = '40000000001';
// Its address holds `Rīgas` and its name `Koks` and the beginning of `Latvija`: the text with
// the parenthesised word finds it, and only it, as an address match. `Rīgas` is its district's
// word, not its street's: a street named after a town is no answer to a name (town-street-match.ts).
const LATVIJAS_KOKS = '40000000002';
const RIGAS_KOKS_LATVIJA = '40000000003';
const KALNS = '40000000004';
// One edit from `Kalns Valmiera`: the typo read finds it for the whole text.
const KALNI_VALMIERA = '40000000005';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    company(RIGAS_KOKS, 'SIA "Rīgas Koks"', 'Jelgava, Lielā iela 1'),
    company(LATVIJAS_KOKS, 'SIA "Latvijas Koks"', 'Rīgas novads, Mārupe, Lielā iela 9'),
    company(KALNS, 'SIA "Kalns"', 'Cēsis, Rīgas iela 5'),
    company(KALNI_VALMIERA, 'SIA "Kalni Valmiera"', 'Valmiera, Rīgas iela 6'),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string, limit = 20) => ctx.services.searchCompanies(q, { limit }).map((r) => r.regcode);

test('the name before the parentheses comes before what the whole text finds only by address or by a typo', () => {
  assert.deepEqual(regcodes('Rīgas Koks'), [RIGAS_KOKS, LATVIJAS_KOKS], 'the name, then the address match');
  assert.deepEqual(regcodes('AS Rīgas Koks (Latvija)'), [RIGAS_KOKS, LATVIJAS_KOKS]);
  assert.deepEqual(regcodes('Kalns (Valmiera)'), [KALNS, KALNI_VALMIERA]);
  // Typed letter by letter: the parenthesis not yet closed.
  assert.deepEqual(regcodes('Rīgas Koks (Latv'), [RIGAS_KOKS, LATVIJAS_KOKS]);
  // Without parentheses every word still counts.
  assert.deepEqual(regcodes('Rīgas Koks Latvija'), [LATVIJAS_KOKS]);
});

test('a name that holds the words in parentheses too comes first', () => {
  const more = seededServices({ fixture: false, rows: { companies: [
    company(RIGAS_KOKS, 'SIA "Rīgas Koks"', 'Jelgava, Lielā iela 1'),
    company(RIGAS_KOKS_LATVIJA, 'SIA "Rīgas Koks (Latvija)"', 'Jelgava, Lielā iela 3'),
  ] } });
  try {
    const found = (q: string, limit: number) => more.services.searchCompanies(q, { limit }).map((r) => r.regcode);
    assert.deepEqual(found('Rīgas Koks (Latvija)', 20), [RIGAS_KOKS_LATVIJA, RIGAS_KOKS]);
    // A page of such names: the text without the parentheses is not read.
    assert.deepEqual(found('Rīgas Koks (Latvija)', 1), [RIGAS_KOKS_LATVIJA]);
  } finally {
    more.close();
  }
});

test('parentheses around the whole text, or around nothing, change nothing', () => {
  assert.deepEqual(regcodes('(Rīgas Koks)'), regcodes('Rīgas Koks'));
  assert.deepEqual(regcodes('Rīgas Koks ()'), regcodes('Rīgas Koks'));
});

test('a text of unbalanced parentheses is read as four texts at most, and still found by the words outside them', () => {
  // Each reading without the parentheses removed one opening parenthesis of `((((…` and read the
  // rest with all its readings again: ` x.lv A.S. ` and 120 of them took 15 s of CPU, one core
  // blocked for every client; 189 of them, within the 200 characters of q, about a minute.
  for (const text of [' x.lv A.S. ' + '('.repeat(20), ' x.lv A.S. ' + '('.repeat(189), 'Rīgas Koks ' + '(a'.repeat(94), 'info@rigaskoks.lv O.Ü. ' + '((x'.repeat(59)]) {
    assert.ok(textsReadFor(text) <= 4, `${textsReadFor(text)} texts read for ${text.slice(0, 30)}…`);
  }
  // What is outside the parentheses is read as before.
  assert.deepEqual(parseSearchQuery('Rīgas Koks (Latvija (Rīga').outsideParentheses, ['rigas', 'koks', 'latvija']);
  assert.deepEqual(regcodes('Rīgas Koks (((('), [RIGAS_KOKS, LATVIJAS_KOKS]);
});

test('the text without its parentheses is said searched where no name holds their words (searchedFor)', () => {
  const searchedFor = (q: string) => ctx.services.searchedFor(ctx.services.searchCompanies(q, { limit: 20 }));
  assert.equal(searchedFor('AS Rīgas Koks (Latvija)'), 'AS Rīgas Koks');
  assert.equal(searchedFor('Rīgas Koks (Latv'), 'Rīgas Koks', 'a parenthesis not yet closed');
  assert.equal(searchedFor('Rīgas Koks'), undefined);
  const more = seededServices({ fixture: false, rows: { companies: [
    company(RIGAS_KOKS, 'SIA "Rīgas Koks"', 'Jelgava, Lielā iela 1'),
    company(RIGAS_KOKS_LATVIJA, 'SIA "Rīgas Koks (Latvija)"', 'Jelgava, Lielā iela 3'),
  ] } });
  try {
    // A name holding them leads the list: the whole text's.
    assert.equal(more.services.searchedFor(more.services.searchCompanies('Rīgas Koks (Latvija)', { limit: 20 })), undefined);
  } finally {
    more.close();
  }
});
