// Two spellings of one listed name no reading paired: a name's `-ий` written with two letters by
// the list and one by the owner's document (`Yurii` and `Yuri`, `Vasilii` and `Vasily`: a word of
// four letters, where no typo is read, or two letters apart), and a name whose `ё` the list lost
// (`Petr FEDOROV` for `Пётр Фёдоров`), which the registers write by its sound (`Pjotrs Fjodorovs`)
// as an English document does (`Pyotr Fyodorov`). The owner was no candidate at all, however
// exactly the birth date agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { comparePersonTokens } from '../../src/domain/sanctions-persons.ts';
import { yoOfLostYo } from '../../src/domain/listed-name-lost-yo.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1959-03-21']): Pair => ({
  id: 'short-i-lost-yo', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written otherwise',
});

test('an owner whose document writes the listed `-ii` as `-i` or `-y`, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Yuri Sokolov', '1959-03-21', 'Yurii SOKOLOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yury Sokolov', '1959-03-21', 'Юрий Соколов')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Vasily Orlov', '1959-03-21', 'Vasilii ORLOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yurii Sokolov', '1959-03-21', 'Yuri SOKOLOV')) >= DEFAULT_THRESHOLD, 'the other way round');
  assertBirthDateStillDecides(owner, {
    otherDay: '1961-03-21', bornOtherDay: ['Yuri Sokolov', 'Yurii SOKOLOV'], unknownBirth: ['Vasily Orlov', 'Vasilii ORLOV'],
    unlistedBirth: ['Yuri Sokolov', 'Yurii SOKOLOV', '1959-03-21'],
  });
});

test('only a name\'s `-ий` is read so: one stem, two letters in one word and one in the other', () => {
  assert.equal(comparePersonTokens(['yuri', 'sokolov'], ['yurii', 'sokolov']), 0.95, 'as a Baltic ending');
  assert.equal(comparePersonTokens(['vasily', 'orlov'], ['vasilii', 'orlov']), 0.95);
  assert.equal(comparePersonTokens(['yuri', 'sokolov'], ['yury', 'sokolov']), 0, 'both of one letter: four letters, no typo read');
  assert.equal(comparePersonTokens(['yuri', 'sokolov'], ['yulii', 'sokolov']), 0, 'another stem');
});

test('an owner the register writes by the sound of the `ё` the list lost, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Pjotrs Fjodorovs', '1959-03-21', 'Petr FEDOROV')) >= DEFAULT_THRESHOLD, 'Latvian');
  assert.ok(scorePair(owner('Pyotr Fyodorov', '1959-03-21', 'Петр Федоров')) >= DEFAULT_THRESHOLD, 'English, a list in Cyrillic');
  assert.ok(scorePair(owner('Aljona Fjodorova', '1959-03-21', 'Alena FEDOROVA')) >= DEFAULT_THRESHOLD, 'Estonian');
  assert.ok(scorePair(owner('Artjoms Semjonovs', '1959-03-21', 'Artem SEMENOV')) >= DEFAULT_THRESHOLD);
  assertBirthDateStillDecides(owner, {
    otherDay: '1961-03-21', bornOtherDay: ['Pjotrs Fjodorovs', 'Petr FEDOROV'], unknownBirth: ['Pjotr Fjodorov', 'Petr FEDOROV'],
    unlistedBirth: ['Pjotrs Fjodorovs', 'Petr FEDOROV', '1959-03-21'],
  });
  assert.deepEqual(yoOfLostYo(['petr', 'fedorova']), ['pyotr', 'fyodorova']);
  assert.equal(yoOfLostYo(['fedot', 'petrov']), null, 'only the names that hold an `ё`');
});
