// A consonant added to or dropped from a word of a listed name makes another surname (Белков for
// Белов, Боров for Бобров, Маков for Марков), not a spelling of it: weighed as a consonant put for
// another, at most a candidate however exactly the birth date agrees. A doubled consonant, the `h`
// or `k` of `kh`, `zh`, `sh`, `ch` and a Baltic ending's `s` are spellings, and pair as typos as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { ANOTHER_CONSONANT_SIMILARITY } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string): Pair => ({
  id: 'consonant-gap', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate: '1968-02-17' },
  entry: { name: listed, birthDates: ['1968-02-17'] }, expected: false, why: 'a consonant added or dropped',
});

test('a surname a consonant longer or shorter than the listed one, born on the listed day, is a candidate, never flagged', () => {
  for (const [registered, listed] of [['Igors Belkovs', 'Igor BELOV'], ['Oļegs Borovs', 'Oleg BOBROV'], ['Andrejs Makovs', 'Andrey MARKOV']] as const) {
    const score = scorePair(owner(registered, listed));
    assert.equal(score, ANOTHER_CONSONANT_SIMILARITY + 0.1, `${registered} for ${listed}`);
    assert.ok(score < DEFAULT_THRESHOLD);
  }
});

test('a consonant doubled or undoubled, or the k of kh dropped, still pairs as a typo', () => {
  assert.ok(scorePair(owner('Mihail Hodorkovski', 'Mikhail KHODORKOVSKY')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Irina Zahharova', 'Irina ZAHAROVA')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Ivans Tkacenko', 'Ivan TKACHENKO')) >= DEFAULT_THRESHOLD);
});
