// A listed name written as a Russian passport writes it (`Evgeny ZAYTSEV`, `Egor IVANOV`, `Iurii
// SOKOLOV`), as the lists often copy it: the registers write the word's start `je`, `ju`
// (`Jevgeņijs Zaicevs`, `Jegor Ivanov`, `Jurij Sokolov`), English and German documents `ye`, `yu`
// or `je`: two letters apart in a short word, the owner was no candidate at all, however exactly
// the birth date agreed. The name is read from its English spelling too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { englishOfPassport } from '../../src/domain/sanctions-name-english.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string | null, listed: string): Pair => ({
  id: 'icao', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: ['1968-09-30'] }, expected: true, why: 'a listed name written as a Russian passport writes it',
});

test('an owner the register writes its way, for a name the list writes as a passport does, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Jevgeņijs Zaicevs', '1968-09-30', 'Evgeny ZAYTSEV')) >= DEFAULT_THRESHOLD, 'Latvian');
  assert.ok(scorePair(owner('Jevgenij Zajcev', '1968-09-30', 'Evgeny ZAYTSEV')) >= DEFAULT_THRESHOLD, 'Lithuanian');
  assert.ok(scorePair(owner('Jewgenij Saizew', '1968-09-30', 'Evgeny ZAYTSEV')) >= DEFAULT_THRESHOLD, 'German');
  assert.ok(scorePair(owner('Jegor Ivanov', '1968-09-30', 'Egor IVANOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yefim Belov', '1968-09-30', 'Efim BELOV')) >= DEFAULT_THRESHOLD, 'English');
  assert.ok(scorePair(owner('Yuriy Sokolov', '1968-09-30', 'Iurii SOKOLOV')) >= DEFAULT_THRESHOLD);
});

test('the birth date still decides, and a name beginning with `Э` is compared as it is', () => {
  assert.equal(scorePair(owner('Jevgeņijs Zaicevs', '1969-09-30', 'Evgeny ZAYTSEV')), 0, 'born another year: another person');
  assert.ok(scorePair(owner('Eduards Ozols', '1968-09-30', 'Eduard OZOLS')) >= DEFAULT_THRESHOLD);
  assert.deepEqual(englishOfPassport(['evgeny', 'zaytsev']), ['yevgeny', 'zaytsev']);
  assert.deepEqual(englishOfPassport(['iurii', 'iakovlev']), ['yurii', 'yakovlev']);
  assert.equal(englishOfPassport(['yevgeny', 'zaytsev']), null);
});
