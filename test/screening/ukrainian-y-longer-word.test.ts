// A Ukrainian `и` in a longer word, which a Ukrainian passport and the lists write `y` (`Kyrylenko`,
// `Lytvyn`, `Vasylenko`), where the registers write a person of a Russian or Soviet document by the
// Russian `и`, `i` (`Kiriļenko`, `Litvins`, `Vasilenko`): two such letters were two edits, no
// candidate at all in a word of six (`Lytvyn`) and a typo below a reading in a longer one. Read as
// the Russian `i`, with no typo on top: `Kirienko`, another surname a letter from `Kirilenko`, stays
// no one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1968-04-12']): Pair => ({
  id: 'ukrainian-y-longer', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written by the Russian и',
});

test('an owner the register writes by the Russian `i` for a listed Ukrainian `y` in a longer word is matched as a reading', () => {
  assert.ok(scorePair(owner('Litvins Andrejs', '1968-04-12', 'Andrii LYTVYN')) >= DEFAULT_THRESHOLD, 'two y in a word of six');
  // Born in the month the list gives: the name carries it, as a reading (0.95), not as two typos (0.8).
  assert.equal(scorePair(owner('Jurijs Kiriļenko', '1968-04-12', 'Yurii KYRYLENKO', ['1968-04'])), REGISTER_SPELLING_SIMILARITY);
  assert.equal(scorePair(owner('Mihails Kiriļenko', '1968-04-12', 'Mykhailo KYRYLENKO')), 1, 'with the Russian given name');
  assert.equal(scorePair(owner('Dmitri Vassilenko', '1968-04-12', 'Dmytro VASYLENKO', ['1968-04'])), REGISTER_SPELLING_SIMILARITY);
  assertBirthDateStillDecides(owner, {
    otherDay: '1970-04-12', bornOtherDay: ['Jurijs Kiriļenko', 'Yurii KYRYLENKO'], unknownBirth: ['Litvins Andrejs', 'Andrii LYTVYN'],
    unlistedBirth: ['Jurijs Kiriļenko', 'Yurii KYRYLENKO', '1968-04-12'],
  });
});

test('the `y` read as `i` pairs no other surname by a typo, nor an English name', () => {
  assert.equal(scorePair(owner('Kirienko Jurijs', '1968-04-12', 'Yurii KYRYLENKO')), 0, 'Kirienko, a letter from Kirilenko');
  assert.equal(scorePair(owner('Oļegs Vasiļevs', '1968-04-12', 'Oleh VASYLENKO')), 0);
  assert.equal(scorePair(owner('Silvia Linch', '1968-04-12', 'Sylvia LYNCH')), 0, 'no Slavic name: another spelling, not a transliteration');
});

test('the explanation names the reading', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: '1', schema: 'person', name: 'Yurii KYRYLENKO', aliases: [], identifiers: [], countries: [], birthDates: ['1968-04-12'], listedOn: null,
  }]);
  const holder = {
    country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: 'Kiriļenko Jurijs', entityType: 'natural_person',
    birthDate: '1968-04-12', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  };
  const [m] = ownerMatches(index, 'LV', holder, 0, () => 1);
  assert.ok(m);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /"Yurii KYRYLENKO" written as the Baltic registers write it, the name read with its Ukrainian `y` as the Russian `i` \(jurijs kirilenko; similarity 0\.95\)/);
});
