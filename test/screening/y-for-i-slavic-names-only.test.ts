// A short word's `y` for `i` (and `i` for `y`) is read for a Slavic name's transliterations alone:
// a Ukrainian passport writes `и` `y` (`Illia KYVA`), the registers write the Russian `i` (`Ilja
// Kiva`). An English name is written in Latin letters by its bearer's own document, so `Glin Evans`
// for a listed `Glyn EVANS`, the surname and birth date agreeing, is another spelling of a name, not a
// transliteration, and was flagged at 1 as certain as the very same name would be.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { isSlavicTransliteration } from '../../src/domain/sanctions-name-slavic.ts';
import { personNameTokens } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string): Pair => ({
  id: 'y-for-i', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate: '1966-09-02' },
  entry: { name: listed, birthDates: ['1966-09-02'] }, expected: false, why: 'an owner born on the listed day',
});

test('an English name spelt with `i` for the listed `y`, or the other way, born on the listed day, is no match', () => {
  assert.equal(scorePair(owner('Glin Evans', 'Glyn EVANS')), 0);
  assert.equal(scorePair(owner('Kym Smith', 'Kim SMITH')), 0);
  assert.equal(scorePair(owner('Lin Jones', 'Lyn JONES')), 0);
  assert.equal(scorePair(owner('Glyn Evans', 'Glyn EVANS')), 1, 'the very same name still is');
});

test('a Slavic name\'s short `y` and `i` are still read, by its given name, its surname or its Cyrillic letters', () => {
  assert.ok(scorePair(owner('Ilja Kiva', 'Illia KYVA')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Ivan Kiva', 'Ivan KYVA')) >= DEFAULT_THRESHOLD, 'a given name of one form in both languages');
  assert.ok(scorePair(owner('Illia Kyva', 'Ilya KIVA')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Iļja Kiva', 'Кива Ілля')) >= DEFAULT_THRESHOLD, 'a list writing it in Cyrillic');
  const slavic = (name: string) => isSlavicTransliteration(name, personNameTokens(name));
  assert.equal(slavic('Mykola KYRYLENKO'), true);
  assert.equal(slavic('Oleh BYKOV'), true);
  assert.equal(slavic('Glyn EVANS'), false);
  assert.equal(slavic('Kevin MARTIN'), false);
});
