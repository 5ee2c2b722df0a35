// A given name Belarusian (or Georgian) gives a form of its own: a Belarusian passport writes Дмитрий
// `Dzmitry`, Сергей `Siarhei`, Владимир `Uladzimir`, Евгений `Yauhen`; Georgian writes David `Davit`.
// The list writes one form, the register the other (or its own spelling of the Russian one,
// `Jevgeņijs`), and no typo pairs them: the owner was no candidate, or one at 0.85, however exactly
// the birth date agreed. Read both ways by a table (domain/sanctions-name-given-forms.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { readListedName } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1974-06-21']): Pair => ({
  id: 'given-form', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'a given name in its other form',
});

test('an owner under the Belarusian form of a listed Russian given name, born on the listed day, is flagged, and the other way', () => {
  for (const [registered, listed] of [
    ['Dzmitry Ivanov', 'Dmitry IVANOV'], ['Siarhei Petrov', 'Sergei PETROV'], ['Uladzimir Makei', 'Vladimir MAKEI'],
    ['Yauhen Sidorov', 'Evgeny SIDOROV'], ['Aliaksei Orlov', 'Aleksei ORLOV'], ['Mikalai Volkov', 'Nikolai VOLKOV'],
    ['Ihar Kozlov', 'Igor KOZLOV'], ['Dmitry Ivanov', 'Dzmitry IVANOV'], ['Nikolajs Volkovs', 'Mikalai VOLKOV'],
    ['Jevgeņijs Sidorovs', 'Yauhen SIDOROV'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1974-06-21', listed)), 1, `${registered} for ${listed}`);
  }
});

test('the Georgian and Armenian `Davit` is `David`, as the Latvian register writes it too', () => {
  assert.equal(scorePair(owner('Davit Beridze', '1974-06-21', 'David BERIDZE')), 1);
  assert.equal(scorePair(owner('Dāvids Beridze', '1974-06-21', 'Davit BERIDZE')), 1);
  assert.ok(scorePair(owner('Dāvis Beridze', '1974-06-21', 'Davit BERIDZE')) < DEFAULT_THRESHOLD, '`Dāvis`, another name, a consonant off');
});

test('the other form is a reading, so the birth date still decides and a sister is no match', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1975-06-21', bornOtherDay: ['Siarhei Petrov', 'Sergei PETROV'], unknownBirth: ['Dzmitry Ivanov', 'Dmitry IVANOV'],
    unlistedBirth: ['Yauhen Sidorov', 'Evgeny SIDOROV', '1974-06-21'],
  });
  assert.equal(scorePair(owner('Jevgeņija Sidorova', '1974-06-21', 'Yauhen SIDOROV')), 0, 'Евгения, his sister');
  assert.ok(readListedName('Sergei PETROV').some((r) => r.words.includes('siarhei') && r.from.includes('other_form')));
});
