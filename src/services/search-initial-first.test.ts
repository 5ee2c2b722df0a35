// A letter alone typed before a name's other words (an initial: `R Koks` or `R. Koks` for `Rīgas Koks`,
// as a buyer abbreviates a long first word). The text as typed finds no name holding a word `R`, and
// the words read with fewer of them kept the letter and left `Koks` out, the last first: `R Koks`
// listed RG Puu Ky and SIA "RB Nams", searchedFor `R`; an initial no name holds as a word
// (`T Ehitus`) was left out, listing every `Ehitus`. The letter is now read as the beginning of a
// word, as the last word typed is, before any word is left out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const RIGAS_KOKS = '40000000001';
const TALLINNA_EHITUS = '12754320';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(RIGAS_KOKS, 'SIA "Rīgas Koks"', { address: 'Cēsis, Brīvības iela 1' }),
    // A name holding the letter as a word, and names beginning with it: what the letter alone listed.
    ownCompany('40000000002', 'SIA "R Serviss"', { address: 'Cēsis, Brīvības iela 2' }),
    ownCompany('40000000003', 'SIA "RB Nams"', { address: 'Cēsis, Brīvības iela 3' }),
    ownCompany('40000000004', 'SIA "Koks Pro"', { address: 'Cēsis, Brīvības iela 4' }),
    ownCompany(TALLINNA_EHITUS, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Narva mnt 5, 10117' }),
    ownCompany('14000005', 'Ehitus Pro OÜ', { country: 'EE', form: 'OÜ', address: 'Tartu maakond, Tartu linn, Turu tn 5, 51004' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 5 });
  return { first: results[0]?.regcode, searchedFor: ctx.services.searchedFor(results) };
};

test('a letter typed before a name\'s other words is read as the beginning of a word, every word kept', () => {
  for (const q of ['R Koks', 'R. Koks', 'SIA R Koks']) {
    assert.deepEqual(search(q), { first: RIGAS_KOKS, searchedFor: undefined }, q);
  }
  // A letter no name holds as a word, left out before.
  assert.deepEqual(search('T Ehitus'), { first: TALLINNA_EHITUS, searchedFor: undefined });
  // Typed last, it was read so already.
  assert.equal(search('Koks R').first, RIGAS_KOKS);
});
