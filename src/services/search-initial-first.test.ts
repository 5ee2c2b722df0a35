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
const KOKS_RASA = '40000000005';
const PUTKI_AT_A = '1000001-1';
const ASTROMIN_PUTKI = '1000002-1';
const ESTATE_AT_G = '300000001';
const GINTARO_ESTATE = '300000002';
const ADAZU_BUVJU_KOKS = '40000000006';
const KG_LOGISTIKA = '40000000007';
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
    // A word the letter begins after the other word: the name begins with the words as read (`koks r`).
    ownCompany(KOKS_RASA, 'SIA "Koks Rasa"', { address: 'Cēsis, Brīvības iela 5' }),
    // Letters alone in addresses: a Finnish staircase, the Lithuanian `g.` of a street.
    ownCompany(PUTKI_AT_A, 'Putki Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Hämeenkatu 51 A 5, 33100 TAMPERE' }),
    ownCompany(ASTROMIN_PUTKI, 'Åströmin Putki Ky', { country: 'FI', form: '13', formName: 'Kommandiittiyhtiö', address: 'Rautatienkatu 63, 90676 OULU' }),
    ownCompany(ESTATE_AT_G, 'UAB "Baltic Estate"', { country: 'LT', form: '310', formName: 'UAB', address: 'Vilnius, Gedimino g. 5, LT-01103' }),
    ownCompany(GINTARO_ESTATE, 'UAB "Gintaro Estate"', { country: 'LT', form: '310', formName: 'UAB', address: 'Kaunas, Laisvės al. 10, LT-44240' }),
    // Two initials: of two words typed first, and written together, beside a name at a street's `g.`.
    ownCompany(ADAZU_BUVJU_KOKS, 'SIA "Ādažu Būvju Koks"', { address: 'Ādaži, Rīgas gatve 6' }),
    ownCompany(KG_LOGISTIKA, 'SIA "KG Logistika"', { address: 'Cēsis, Brīvības iela 7' }),
    ownCompany('300000003', 'UAB "Tech logistika"', { country: 'LT', form: '310', formName: 'UAB', address: 'Vilnius, Kalvarijų g. 5, LT-08311' }),
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
  assert.ok(ctx.services.searchCompanies('Koks R', { limit: 5 }).some((r) => r.regcode === RIGAS_KOKS));
});

test('the names holding a word the letter begins before the other words come first', () => {
  // Read as `koks r`, the name beginning with the words so read came first.
  const listed = (q: string) => ctx.services.searchCompanies(q, { limit: 5 }).map((r) => r.regcode);
  for (const q of ['R Koks', 'R. Koks']) assert.deepEqual(listed(q).slice(0, 2), [RIGAS_KOKS, KOKS_RASA], q);
  assert.deepEqual(ctx.services.autofill('R Koks', { limit: 5 }).map((r) => r.regcode).slice(0, 2), [RIGAS_KOKS, KOKS_RASA]);
  // Typed after the word, the letter is the last word typed, read as before.
  assert.deepEqual(listed('Koks R').slice(0, 2), [KOKS_RASA, RIGAS_KOKS]);
});

test('a letter typed before a name\'s word is an initial, not the letter alone an address holds', () => {
  // As typed, `A` is a Finnish staircase and `G` the Lithuanian `g.` of a street: the text listed
  // the company at that address alone, and none named with a word the letter begins.
  for (const [q, named, atAddress] of [['A Putki', ASTROMIN_PUTKI, PUTKI_AT_A], ['G Estate', GINTARO_ESTATE, ESTATE_AT_G]] as const) {
    const listed = ctx.services.searchCompanies(q, { limit: 5 });
    assert.deepEqual(listed.map((r) => r.regcode), [named, atAddress], q);
    assert.equal(ctx.services.searchedFor(listed), undefined, q);
    assert.equal(ctx.services.autofill(q, { limit: 5 })[0]?.regcode, named, q);
  }
  // An address typed keeps its staircase: the company at it first.
  assert.equal(search('Hämeenkatu 51 A 5').first, PUTKI_AT_A);
});

// Two letters typed before the other words: `A B Koks` was read as the Lithuanian AB, no company of
// which holds Koks, and listed SIA "Koks Pro" and every `Koks …` with searchedFor `Koks`; on the demo
// store, `K G Logistika` listed the LT companies at a street's `g.`, not KG Logistika OÜ.
test('two letters typed before a name\'s other words are initials: of words typed first, or written together', () => {
  for (const q of ['A B Koks', 'A. B. Koks']) {
    assert.deepEqual(search(q), { first: ADAZU_BUVJU_KOKS, searchedFor: undefined }, q);
    assert.equal(ctx.services.autofill(q, { limit: 5 })[0]?.regcode, ADAZU_BUVJU_KOKS, q);
  }
  assert.deepEqual(search('K G Logistika'), { first: KG_LOGISTIKA, searchedFor: undefined });
  // In another order than a name's words, no initials: the words searched are said, as before.
  assert.equal(search('B A Koks').searchedFor, 'Koks');
});
