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

// `Raman` (Раман, Роман) is an Indian given name too, `Vital` (Віталь, Виталий) a Portuguese and French
// one: read as `Roman`, `Vitaly` in any name, an owner `Romans Nairs` matched `Raman NAIR` at 1, as the
// same name, and `Vitālijs Gomess`, another name, `Vital GOMES`. Read beside a Slavic word alone.
test('a Belarusian form that is a name of its own elsewhere is read beside a Slavic word alone', () => {
  assert.equal(scorePair(owner('Romans Nairs', '1974-06-21', 'Raman NAIR')), 0.95, 'a letter from `Raman`, as a typo');
  assert.equal(scorePair(owner('Raman Nair', '1974-06-21', 'Roman NAIR')), 0.95, 'a letter from `Roman`, as a typo');
  assert.equal(scorePair(owner('Vitālijs Gomess', '1974-06-21', 'Vital GOMES')), 0, 'another name');
  for (const [registered, listed] of [
    ['Romans Romanovs', 'Raman RAMANAU'], ['Romans Ivanovs', 'Raman IVANOU'], ['Romans Petrovs', 'Raman PETROV'],
    ['Raman Petrou', 'Roman PETROV'], ['Vitālijs Ivanovs', 'Vital IVANOU'], ['Davit Beridze', 'David BERIDZE'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1974-06-21', listed)), 1, `${registered} for ${listed}`);
  }
});
