// Words that need not match (docs/search.md): "and" in any language, and words a name does not
// hold. A query with such a word must not come back empty when the rest of it names companies.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const company = (regcode: string, name: string, address: string | null = null) => ownCompany(regcode, name, { address });

const AMPERSAND = '40000000001';
const UN = '40000000002';
const JA_HOLDING = '40000000003';
const SILVARS_MEBELES = '40000000009';
const SIVLARS = '40000000010';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { companies: [
    company(AMPERSAND, 'SIA "Ozols & Liepa"', 'Rīga, Brīvības iela 1'),
    company(UN, 'SIA "Ozols un Liepa"', 'Cēsis, Rīgas iela 2'),
    company(JA_HOLDING, 'SIA "JA Holding"', 'Rīga, Elizabetes iela 3'),
    company('40000000004', 'SIA "Holding Nord"', 'Rīga, Elizabetes iela 4'),
    company('40000000005', 'SIA "Kalns"', 'Valmiera, Rīgas iela 5'),
    company('40000000006', 'SIA "Ozols Kalns"', 'Rīga, Brīvības iela 6'),
    company('40000000007', 'SIA "Sala"', 'Rīga, Brīvības iela 7'),
    company('40000000008', 'SA "Ozolu Fonds"', 'Rīga, Brīvības iela 8'),
    // `sivlars`, two letters of `Silvars` swapped, is this other company's word.
    company(SILVARS_MEBELES, 'SIA "Silvars Mēbeles"', 'Rīga, Brīvības iela 9'),
    company(SIVLARS, 'SIA "Sivlars"', 'Rīga, Brīvības iela 10'),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string, limit = 20) => ctx.services.searchCompanies(q, { limit }).map((r) => r.regcode);

test('"and" in another language than the name\'s, or as "&", still finds the name', () => {
  for (const q of ['Ozols and Liepa', 'ozols ja liepa', 'Ozols ir Liepa', 'ozols och liepa']) {
    assert.deepEqual(regcodes(q), [AMPERSAND, UN], q);
  }
  // The word typed as the register wrote it keeps that name first; the other spelling follows.
  assert.deepEqual(regcodes('Ozols un Liepa'), [UN, AMPERSAND]);
  assert.deepEqual(regcodes('ozols un liep'), [UN, AMPERSAND], 'the last word being typed');
  // Only below a page: a limit of one shows the name typed.
  assert.deepEqual(regcodes('Ozols un Liepa', 1), [UN]);
});

test('a word for "and" at either end is a word of the name, not left out', () => {
  assert.deepEqual(regcodes('ja holding'), [JA_HOLDING]);
  assert.deepEqual(regcodes('holding ja'), [JA_HOLDING]);
});

test('a word no name or address holds is left out when nothing else is found', () => {
  assert.deepEqual(regcodes('ozols liepa latvia'), [AMPERSAND, UN]);
  assert.deepEqual(regcodes('latvia kalns'), ['40000000005', '40000000006']);
});

test('a word that holds elsewhere but not with the others is left out, the last one first', () => {
  // `valmiera` is in an address, never beside `ozols` and `liepa`.
  assert.deepEqual(regcodes('ozols liepa valmiera'), [AMPERSAND, UN]);
  // `kalns` and `holding` each name a company; the last one typed is left out first.
  assert.deepEqual(regcodes('kalns holding'), ['40000000005', '40000000006']);
});

test('a name said with words around it that other names and addresses hold is found when nothing else is', () => {
  // `kalns` and `valmiera` are a name's and an address's words, never beside `ozols liepa`:
  // no single word left out finds a company.
  assert.deepEqual(regcodes('ozols liepa kalns valmiera'), [AMPERSAND, UN], 'words after the name');
  assert.deepEqual(regcodes('sala kalns ozols liepa'), [AMPERSAND, UN], 'words before the name');
});

test('the text searched with fewer words is said, as typed (searchedFor)', () => {
  const searchedFor = (q: string) => {
    const results = ctx.services.searchCompanies(q, { limit: 20 });
    return ctx.services.searchedFor(results);
  };
  assert.equal(searchedFor('ozols liepa latvia'), 'ozols liepa');
  // The comma before the words left out is none of the text searched; the quotes of the name are.
  assert.equal(searchedFor('SIA "Ozols Liepa", Valmiera'), 'SIA "Ozols Liepa"');
  assert.equal(searchedFor('sala kalns Ozols Liepa'), 'Ozols Liepa');
  assert.equal(searchedFor('Ozols un Liepa'), undefined, 'a word for "and" left out beside the names holding it');
  assert.equal(searchedFor('ozols liepa'), undefined);
});

test('a legal-form word alone lists that legal form, then the names it begins, as it is typed', () => {
  // `SA` is a legal form (an Estonian foundation) and the beginning of `Sala`.
  const found = ctx.services.searchCompanies('Sa', { limit: 20 });
  assert.equal(found[0]?.regcode, '40000000008');
  assert.equal(found[1]?.regcode, '40000000007', 'the shortest name beginning with it, next');
  // A page of the legal form: nothing follows.
  assert.deepEqual(regcodes('sa', 1), ['40000000008']);
});

test('a word the typo read finds is not left out: no names without it follow', () => {
  assert.deepEqual(regcodes('ozols liepx'), [AMPERSAND, UN]);
  assert.deepEqual(regcodes('ozols ja liepx'), [AMPERSAND, UN]);
});

test('a typo that makes another name\'s word is read loosely too before words are left out', () => {
  // Read as typed, `sivlars` and a typo of `mēbeles` are in no name together.
  assert.deepEqual(regcodes('sivlars meblees'), [SILVARS_MEBELES]);
  assert.deepEqual(regcodes('sivlars'), [SIVLARS]);
});
