// An owner the Lithuanian register writes with Lithuanian endings on a Russian, Ukrainian or
// Belarusian name (`Michailas Chodorkovskis`, `Jurijus Chomenko`, `Aleksandras Lukašenka`): the
// endings are two letters in a word of seven or eight, no typo, so such an owner born on the listed
// day was no candidate or a candidate at 0.85, where the Latvian register's `Mihails Hodorkovskis`
// matched. Read without them, as a sole trader's name is, the birth date still deciding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1963-06-26']): Pair => ({
  id: 'lt-endings', kind: 'owner_person', company: { country: 'LT' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written with Lithuanian endings',
});

test('an owner written with Lithuanian endings on a Russian, Ukrainian or Belarusian name, born on the listed day, is flagged', () => {
  for (const [registered, listed] of [
    ['Michailas Chodorkovskis', 'Mikhail KHODORKOVSKY'], ['Jurijus Chomenko', 'Yuriy KHOMENKO'], ['Ruslanas Chasbulatovas', 'Ruslan KHASBULATOV'],
    ['Oleksijus Chmara', 'Oleksii KHMARA'], ['Aleksandras Lukašenka', 'Aliaksandr LUKASHENKA'], ['Dzmitrijus Šautsou', 'Dzmitry SHAUTSOU'],
  ] as const) {
    const score = scorePair(owner(registered, '1963-06-26', listed));
    assert.ok(score >= DEFAULT_THRESHOLD, `${registered} for ${listed}: ${score}`);
  }
});

test('the reading leaves the birth date deciding, and a Lithuanian name of its own or another given name pairs no one', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-06-26', bornOtherDay: ['Michailas Chodorkovskis', 'Mikhail KHODORKOVSKY'], unknownBirth: ['Jurijus Chomenko', 'Yuriy KHOMENKO'],
    unlistedBirth: ['Jurijus Chomenko', 'Yuriy KHOMENKO', '1963-06-26'],
  });
  assert.equal(scorePair(owner('Andrejus Chomenko', '1963-06-26', 'Yuriy KHOMENKO')), 0, 'another given name');
  assert.equal(scorePair(owner('Mindaugas Chodorkovskis', '1963-06-26', 'Mikhail KHODORKOVSKY')), 0, 'a Lithuanian given name');
});

test('the explanation says the owner\'s name was read without its Lithuanian endings', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: 'e', schema: 'person', name: 'Yuriy KHOMENKO', aliases: [], identifiers: [], countries: [], birthDates: ['1963-06-26'], listedOn: null,
  }]);
  const [m] = ownerMatches(index, 'LT', {
    country: 'LT', regcode: '300000000', role: 'beneficial_owner', personName: 'Jurijus Chomenko', entityType: 'natural_person', birthDate: '1963-06-26',
    birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  }, 0, () => 1);
  assert.ok(m);
  assert.equal(m.features.nameReading, 'jurij chomenko');
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /^Its beneficial owner Jurijus Chomenko, read as the Russian name it writes with Lithuanian endings \(jurij chomenko\), has the name of the listed person "Yuriy KHOMENKO"/);
});
