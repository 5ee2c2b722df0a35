// A listed name written with an Estonian, Finnish, Latvian or Lithuanian letter that is no Slavic
// name (`Kristjan KÕRV`, `Merja MÄKELÄ`) is its bearer's own: the registers' spellings of a Cyrillic
// name read it as one (`Kristian Korv`, `Meria Makela`), a typo from another person's name, so a twin
// sister born on the listed day matched. A Russian name the list writes in a Baltic spelling
// (`Sergejs LAVROVS`, `Gennadijs KUZŅECOVS`) is read as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { readListedName } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string, country: 'EE' | 'FI' = 'EE'): Pair => ({
  id: 'baltic', kind: 'owner_person', company: { country }, owner: { name, birthDate: '1986-01-19' },
  entry: { name: listed, birthDates: ['1986-01-19'] }, expected: false, why: 'a twin sister',
});

test('a listed Estonian or Finnish name is not read as the registers write a Russian one', () => {
  assert.equal(scorePair(owner('Kristiina Kõrv', 'Kristjan KÕRV')), 0);
  assert.equal(scorePair(owner('Maria Mäkelä', 'Merja MÄKELÄ', 'FI')), 0);
  assert.deepEqual(readListedName('Kristjan KÕRV').filter((r) => r.rule === 'register'), []);
});

test('a Russian name the list writes in a Baltic spelling is still read as the registers write it', () => {
  assert.ok(scorePair({ ...owner('Sergei Lavrov', 'Sergejs LAVROVS'), expected: true }) >= DEFAULT_THRESHOLD);
  assert.ok(readListedName('Gennadijs KUZŅECOVS').some((r) => r.rule === 'register' && r.words.join(' ') === 'gennadi kuznecov'));
});
