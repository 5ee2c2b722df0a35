// A Russian surname's `-ов`, `-ев` is Belarusian `-оў`, `-еў`, which a Belarusian passport writes
// `-ou`, `-eu` (`IVANOU`, `ALEKSEEU`): the Latvian register's `Ivanovs` for a listed `Dzmitry IVANOU`
// was two letters off, no typo, and the owner no candidate however exactly the birth date agreed.
// Read both ways beside another Slavic word (domain/sanctions-name-given-forms.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readListedName } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1976-03-14']): Pair => ({
  id: 'surname-ending', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'a surname in its Belarusian form',
});

test('an owner under the Russian reading of a listed Belarusian surname, born on the listed day, is flagged, and the other way', () => {
  for (const [registered, listed] of [
    ['Dmitrijs Ivanovs', 'Dzmitry IVANOU'], ['Dmitry Ivanov', 'Dzmitry IVANOU'], ['Aleksandrs Karpenkovs', 'Aliaksandr KARPENKOU'],
    ['Sergejs Petrovs', 'Siarhei PETROU'], ['Nikolay Alekseev', 'Mikalai ALEKSEEU'], ['Siarhei Petrou', 'Sergei PETROV'],
    ['Mikalai Alekseeu', 'Nikolai ALEKSEEV'], ['Ivan Petrou', 'Ivan PETROV'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1976-03-14', listed)), 1, `${registered} for ${listed}`);
  }
});

test('the ending is read beside another Slavic word alone, and a sister or another surname is no match', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1977-03-14', bornOtherDay: ['Dmitrijs Ivanovs', 'Dzmitry IVANOU'], unknownBirth: ['Dmitrijs Ivanovs', 'Dzmitry IVANOU'],
    unlistedBirth: ['Siarhei Petrou', 'Sergei PETROV', '1976-03-14'],
  });
  assert.equal(scorePair(owner('Aleksandra Ivanova', '1976-03-14', 'Aliaksandr IVANOU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Dmitrijs Petrovs', '1976-03-14', 'Dzmitry IVANOU')), 0, 'another surname');
  assert.ok(!readListedName('Zhou LOU').some((r) => r.from.includes('other_surname')), 'a Chinese name\'s `-ou` is its own');
  assert.ok(!readListedName('Kevin SMITHEV').some((r) => r.from.includes('other_surname')), 'no Slavic word beside it');
});
