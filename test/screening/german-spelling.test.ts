// A listed person's name as a German passport writes it (the Duden transliteration): the Latvian
// and Estonian registers write a German citizen's name as the passport does, `Gennadij Kusnezow`
// for the listed `Gennadiy KUZNETSOV`, `Jaroslaw Tschernyschkow` for `Yaroslav Chernyshkov`, three
// or more letters apart in a word: the owner was no candidate at all, however exactly the birth
// date agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { germanReading } from '../../src/domain/sanctions-name-german.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1961-11-05']): Pair => ({
  id: 'german', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written as a German passport writes the name',
});

test('an owner written as a German passport writes the listed name, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Gennadij Kusnezow', '1961-11-05', 'Gennadiy KUZNETSOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Kusnezow Gennadij', '1961-11-05', 'KUZNETSOV, Gennadiy')) >= DEFAULT_THRESHOLD, 'surname first');
  assert.ok(scorePair(owner('Jaroslaw Tschernyschkow', '1961-11-05', 'Yaroslav Chernyshkov')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Lawrentij Schtschukarew', '1961-11-05', 'Lavrenty Shchukarev')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Jurij Jakowlew', '1961-11-05', 'Юрий Яковлев')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Wassilij Denissow', '1961-11-05', 'Vasiliy DENISOV')) >= DEFAULT_THRESHOLD, '`с` between vowels as `ss`');
});

test('the German spelling is a reading, so the birth date still decides and a list without one leaves a candidate', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1962-11-05', bornOtherDay: ['Gennadij Kusnezow', 'Gennadiy KUZNETSOV'], unknownBirth: ['Gennadij Kusnezow', 'Gennadiy KUZNETSOV'],
    unlistedBirth: ['Arkadi Below', 'Arkadi BELOV', '1970-06-15'],
  });
});

test('a name the German spelling writes as the list does gives no reading', () => {
  assert.deepEqual(germanReading(['gennadiy', 'kuznetsov']), ['gennadij', 'kusnezow']);
  assert.deepEqual(germanReading(['yefim', 'zhirnovetsky']), ['jefim', 'schirnowezkij']);
  assert.deepEqual(germanReading(['timofei', 'dvornikovich']), ['timofej', 'dwornikowitsch']);
  assert.equal(germanReading(['robert', 'mugabe']), null);
});
