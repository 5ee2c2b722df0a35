// A Nordic word beside a Slavic one in a listed name (`Bjorn IVANOV`, `Pirjo PETROVA`, `Sjöberg
// Sergei`) is its bearer's own spelling in Latin letters: the rules reading a Russian transliteration
// (`jo` after a consonant as `ё`, read `e` or the Lithuanian `io`; Polish `ie`; a Ukrainian `h` for `g`)
// leave it as written, while they still read the Slavic word beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string): Pair => ({
  id: 'nordic', kind: 'owner_person', company: { country: 'EE' }, owner: { name, birthDate: '1962-04-17', namesakes: 1 },
  entry: { name: listed, birthDates: ['1962-04-17'] }, expected: true, why: 'a Nordic word beside a Slavic one',
});

test('a Nordic given name is not read as a Russian `ё`: another name born on the listed day is no match', () => {
  // Bern, Pire and Mare are names of their own, not Björn, Pirjo and Marjo read through `ё` as `e`.
  for (const [registered, listed] of [
    ['Bern Ivanov', 'Bjorn IVANOV'], ['Bern Ivanov', 'Björn IVANOV'], ['Bern Ivanov', 'Bjørn IVANOV'],
    ['Pire Petrova', 'Pirjo PETROVA'], ['Mare Kisseleva', 'Marjo KISSELJOVA'], ['Sergei Seberg', 'Sjöberg Sergei'],
  ] as const) assert.ok(scorePair(owner(registered, listed)) < DEFAULT_THRESHOLD, `${registered} for ${listed}`);
});

test('the Nordic word as written, with a Baltic ending, and the Slavic word beside it read as before', () => {
  for (const [registered, listed] of [
    ['Björn Ivanovs', 'Bjorn IVANOV'], ['Bjorns Ivanovs', 'Bjørn IVANOV'], ['Pirjo Petrova', 'Pirjo PETROVA'], ['Sergejs Sjobergs', 'Sjöberg Sergei'],
    ['Ivan Jokinen', 'Ivan JOKINEN'], ['Joona Ivanovs', 'Joona IVANOV'],
    // The Slavic word's `ё` is read as before, beside a Nordic word left as it is: `Bjorn Semenov` was no candidate.
    ['Bjorn Semenov', 'Bjorn SEMJONOV'], ['Marjo Kiseleva', 'Marjo KISSELJOVA'],
  ] as const) assert.equal(scorePair(owner(registered, listed)), 1, `${registered} for ${listed}`);
});
