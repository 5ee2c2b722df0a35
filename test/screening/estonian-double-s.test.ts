// A list writing a Russian name as the Estonian register and Estonian documents do, `ss` for `с`
// between vowels (`Dmitri VASSILENKO`, `Vassilissa PETROVA`), where the Latvian and Lithuanian
// registers write one `s` (`Dmitrijs Vasiļenko`, `Vasilisa Petrova`): a letter off in a word, a typo
// at 0.9, two in one word 0.8, a candidate. Read with the `s` single in a Slavic name, as a reading
// (0.95) with no typo on top: `Vasiļevs`, another surname, stays no one, and so does `Rosi` for the
// Italian `ROSSI`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1969-03-08']): Pair => ({
  id: 'estonian-ss', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written with one s',
});

test('an owner the register writes with one `s` for a list writing the Estonian `ss` is matched as a reading', () => {
  // Born in the listed month: the name carries it, as a reading (0.95), not as a typo (0.9) or two (0.8).
  for (const [registered, listed] of [
    ['Dmitrijs Vasiļenko', 'Dmitri VASSILENKO'], ['Larisa Borisova', 'Larissa BORISSOVA'], ['Vasilijs Petrovs', 'Vassili PETROV'],
    ['Vasilisa Petrova', 'Vassilissa PETROVA'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1969-03-08', listed, ['1969-03'])), REGISTER_SPELLING_SIMILARITY, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Dmitri Vassilenko', '1969-03-08', 'Dmitri VASSILENKO', ['1969-03'])), 1, 'the Estonian owner as listed');
  assertBirthDateStillDecides(owner, {
    otherDay: '1971-03-08', bornOtherDay: ['Dmitrijs Vasiļenko', 'Dmitri VASSILENKO'], unknownBirth: ['Larisa Borisova', 'Larissa BORISSOVA'],
    unlistedBirth: ['Dmitrijs Vasiļenko', 'Dmitri VASSILENKO', '1969-03-08'],
  });
});

test('the `ss` read as one pairs no other surname by a typo, nor a name that is no Slavic one', () => {
  assert.equal(scorePair(owner('Dmitrijs Vasiļevs', '1969-03-08', 'Dmitri VASSILENKO')), 0, 'Vasiļevs, another surname');
  assert.equal(scorePair(owner('Lisa Rosi', '1969-03-08', 'Lisa ROSSI')), 0, 'no Slavic name: its `ss` is its own');
});

test('the explanation names the reading', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: '1', schema: 'person', name: 'Dmitri VASSILENKO', aliases: [], identifiers: [], countries: [], birthDates: ['1969-03-08'], listedOn: null,
  }]);
  const holder = {
    country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: 'Vasiļenko Dmitrijs', entityType: 'natural_person',
    birthDate: '1969-03-08', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  };
  const [m] = ownerMatches(index, 'LV', holder, 0, () => 1);
  assert.ok(m);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /"Dmitri VASSILENKO" written as the Baltic registers write it, the name read with the Estonian `ss` between vowels as one `s` \(dmitrijs vasilenko; similarity 0\.95\)/);
});
