// A Ukrainian `г`, which a Ukrainian passport and the lists write `h` (`Hryshchenko`, `Oleh`,
// `Bohdanov`), where the registers write a person of a Russian or Soviet document by the Russian
// `г`, `g` (`Griščenko`, `Gritsenko`, `Bogdanovs`): with the `y` beside it two letters off, no
// reading and only a typo (0.8 born in the listed month, a candidate). Read as the Russian `g` in a
// Slavic name, with no typo on top: `Grišenko`, another surname a letter from `Griščenko`, stays no one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { readListedName } from '../../src/domain/sanctions-persons.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1966-09-14']): Pair => ({
  id: 'ukrainian-h', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written by the Russian г',
});

test('an owner the register writes by the Russian `g` for a listed Ukrainian `h` is matched as a reading', () => {
  // Born in the listed month: the name carries it, as a reading (0.95), not as two letters off (0.8).
  for (const [registered, listed] of [
    ['Gennadijs Griščenko', 'Hennadii HRYSHCHENKO'], ['Gennadi Grištšenko', 'Hennadii HRYSHCHENKO'], ['Olegs Griščenko', 'Oleh HRYSHCHENKO'],
    ['Oleg Gritsenko', 'Oleh HRYTSENKO'], ['Igors Bogdanovs', 'Ihor BOHDANOV'], ['Nikolajs Galuško', 'Mykola HALUSHKO'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1966-09-14', listed, ['1966-09'])), REGISTER_SPELLING_SIMILARITY, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Gennadijs Griščenko', '1966-09-14', 'Hennadii HRYSHCHENKO')), 1, 'born on the listed day');
  assertBirthDateStillDecides(owner, {
    otherDay: '1968-09-14', bornOtherDay: ['Gennadijs Griščenko', 'Hennadii HRYSHCHENKO'], unknownBirth: ['Oleg Gritsenko', 'Oleh HRYTSENKO'],
    unlistedBirth: ['Gennadijs Griščenko', 'Hennadii HRYSHCHENKO', '1966-09-14'],
  });
});

test('the `h` read as `g` pairs no other surname by a typo, nor a name that is no Slavic one', () => {
  assert.equal(scorePair(owner('Gennadijs Grišenko', '1966-09-14', 'Hennadii HRYSHCHENKO')), 0, 'Grišenko, a letter from Griščenko');
  assert.equal(scorePair(owner('Olga Gritsenko', '1966-09-14', 'Oleh HRYTSENKO')), 0);
  assert.equal(scorePair(owner('Hanna Golm', '1966-09-14', 'Hanna HOLM')), 0, 'no Slavic name: its `h` is its own letter');
  // A name the passport's letters do not write: the Latvian `h` and the Estonian `hh` are `х` (Захарова, Михаил).
  for (const listed of ['Irina ZAHAROVA', 'Mihhail ZAHHAROV', 'Natālija MIHAILOVA']) {
    assert.deepEqual(readListedName(listed).filter((r) => r.from.includes('russian_g')).map((r) => r.words.join(' ')), [], listed);
  }
});

test('the explanation names the reading', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: '1', schema: 'person', name: 'Hennadii HRYSHCHENKO', aliases: [], identifiers: [], countries: [], birthDates: ['1966-09-14'], listedOn: null,
  }]);
  const holder = {
    country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: 'Griščenko Gennadijs', entityType: 'natural_person',
    birthDate: '1966-09-14', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  };
  const [m] = ownerMatches(index, 'LV', holder, 0, () => 1);
  assert.ok(m);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features), new RegExp('"Hennadii HRYSHCHENKO" written as the Baltic registers write it, the name read ' +
    'with its Ukrainian `h` as the Russian `g` and its Ukrainian `y` as the Russian `i` ' +
    '\\(gennadijs griscenko; similarity 0\\.95\\)'));
});
