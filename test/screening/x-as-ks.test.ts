// A Latin `x` in a person's name is the sound `ks`: an owner whose document writes `Alexey Volkov`
// or `Maxim Orlov` (an English or German spelling) is the listed `Aleksei VOLKOV` or `Maksim
// ORLOV`, a letter and an edit apart in a short word, which no typo pairs: the owner was no
// candidate at all, however exactly the birth date agreed. Both names are read with `ks` for `x`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { personNameTokens } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string | null, listed: string): Pair => ({
  id: 'x', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: ['1970-04-12'] }, expected: true, why: 'an owner whose name writes `ks` as `x`',
});

test('an owner whose name writes `x` for the listed `ks`, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Alexey Volkov', '1970-04-12', 'Aleksei VOLKOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Maxim Orlov', '1970-04-12', 'Maksim ORLOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Alexej Wolkow', '1970-04-12', 'Aleksey VOLKOV')) >= DEFAULT_THRESHOLD, 'a German document: x and w');
  assert.ok(scorePair(owner('Alexander Iwanow', '1970-04-12', 'Aleksandr IVANOV')) >= DEFAULT_THRESHOLD, 'a German document: Alexander');
  assert.ok(scorePair(owner('Aleksejs Volkovs', '1970-04-12', 'Alexey VOLKOV')) >= DEFAULT_THRESHOLD, 'the list writes x, the register ks');
});

test('the birth date still decides', () => {
  assert.equal(scorePair(owner('Maxim Orlov', '1972-04-12', 'Maksim ORLOV')), 0, 'born another year: another person');
});

test('a name\'s words are compared with `ks` for `x`', () => {
  assert.deepEqual(personNameTokens('Alexey VOLKOV'), ['aleksey', 'volkov']);
  assert.deepEqual(personNameTokens('Fēlikss Ozols'), ['felikss', 'ozols']);
});
