// The Latvian register writes a Russian or Ukrainian name's doubled consonant single (`Genādijs`,
// `Kirils`), where the lists keep it (`Gennadiy`, `Hennadii`, `Kirill`): `Genādijs Kuzņecovs` for
// `Gennadiy KUZNETSOV` paired only as a typo, and `Genādijs Griščenko` for `Hennadii HRYSHCHENKO`,
// whose surname is a reading that takes no typo, not at all. Read with the consonant single in a
// Slavic name, as a reading (0.95) with no typo on top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string, listed: string, listedBirth: string): Pair => ({
  id: 'latvian-single', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: [listedBirth] }, expected: true, why: 'an owner written with one consonant',
});

test('an owner the Latvian register writes with one consonant for the listed two is matched as a reading', () => {
  // Born in the listed month the name carries it: a reading (0.95), not a typo (0.9) or no pairing at all.
  for (const [registered, listed] of [
    ['Genādijs Griščenko', 'Hennadii HRYSHCHENKO'], ['Kuzņecovs Genādijs', 'Gennadiy KUZNETSOV'], ['Kirils Sokolovs', 'Kirill SOKOLOV'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1966-08-19', listed, '1966-08')), REGISTER_SPELLING_SIMILARITY, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Genādijs Griščenko', '1966-08-19', 'Hennadii HRYSHCHENKO', '1966-08-19')), 1, 'born on the listed day');
  assert.equal(scorePair(owner('Genādijs Griščenko', '1968-08-19', 'Hennadii HRYSHCHENKO', '1966-08-19')), 0, 'born two years off');
});

test('the consonant read single pairs no other surname by a typo, nor a name that is no Slavic one', () => {
  assert.equal(scorePair(owner('Genādijs Grišenko', '1966-08-19', 'Hennadii HRYSHCHENKO', '1966-08-19')), 0, 'Гришенко, another surname');
  assert.equal(scorePair(owner('Ana Lundel', '1984-05-30', 'Anna LUNDELL', '1984-05-30')), 0, 'no Slavic name: its doubled letters are its own');
});

test('the explanation names the reading', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: '1', schema: 'person', name: 'Gennadiy KUZNETSOV', aliases: [], identifiers: [], countries: [], birthDates: ['1961-04-02'], listedOn: null,
  }]);
  const holder = {
    country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: 'Kuzņecovs Genādijs', entityType: 'natural_person',
    birthDate: '1961-04-02', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  };
  const [m] = ownerMatches(index, 'LV', holder, 0, () => 1);
  assert.ok(m);
  assert.equal(m.score, 1);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /"Gennadiy KUZNETSOV" written as the Baltic registers write it, the name read with its doubled consonants single, as Latvian writes them \(genadijs kuznecovs; similarity 0\.95\)/);
});
