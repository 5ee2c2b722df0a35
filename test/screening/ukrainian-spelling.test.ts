// A listed person's name as a Ukrainian passport writes it (KMU 2010): the Latvian and Estonian
// registers write a Ukrainian citizen's name as the passport does, `Serhii Bohdanov` for the
// listed `Sergey BOGDANOV`, `Ihor Kolomoiskyi` for `Igor KOLOMOISKY`, `Oleh Hladkyi` for `Oleg
// GLADKIY`: `h` for `g`, `-ii` and `-yi` for `-ey` and `-iy`. In a short word, or two letters off,
// no typo pairs them, and the owner was no candidate at all, however exactly the birth date agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { russianIOfUkrainianY, russianOfUkrainian, ukrainianReading, ukrainianReadings } from '../../src/domain/sanctions-name-ukrainian.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';
import { UKRAINIAN_GIVEN_NAMES } from '../../src/domain/person-name-ukrainian-given.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1963-02-13']): Pair => ({
  id: 'ukrainian', kind: 'owner_person', company: { country: 'EE' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written as a Ukrainian passport writes the name',
});

test('an owner written as a Ukrainian passport writes the listed name, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Serhii Bohdanov', '1963-02-13', 'Sergey BOGDANOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Ihor Kolomoiskyi', '1963-02-13', 'KOLOMOISKY, Igor')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Hladkyi Oleh', '1963-02-13', 'Oleg GLADKIY')) >= DEFAULT_THRESHOLD, 'surname first');
  assert.ok(scorePair(owner('Serhii Petrov', '1963-02-13', 'Сергей Петров')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
});

test('a given name the list ends in `-y` (`Yevgeny`, `Yury`, `Grigory`), a Ukrainian passport in `-ii`, is read so', () => {
  assert.ok(scorePair(owner('Yevhenii Zaitsev', '1963-02-13', 'Yevgeny ZAYTSEV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yurii Boiko', '1963-02-13', 'Yury BOYKO')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Hryhorii Bondarenko', '1963-02-13', 'Grigory BONDARENKO')) >= DEFAULT_THRESHOLD);
  assert.deepEqual(ukrainianReading(['vitaly', 'kozlov']), ['vitalii', 'kozlov']);
});

test('the Ukrainian spelling is a reading, so the birth date still decides and a list without one leaves a candidate', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1964-02-13', bornOtherDay: ['Serhii Bohdanov', 'Sergey BOGDANOV'], unknownBirth: ['Ihor Kolomoiskyi', 'Igor KOLOMOISKY'],
    unlistedBirth: ['Oleh Hladkyi', 'Oleg GLADKIY', '1963-02-13'],
  });
});

test('a given name Ukrainian gives a form of its own (`Mykola` for `Nikolai`, `Dmytro` for `Dmitry`) is read as the passport writes it', () => {
  assert.ok(scorePair(owner('Mykola Azarov', '1963-02-13', 'Nikolai AZAROV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Dmytro Firtash', '1963-02-13', 'FIRTASH, Dmitry')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Volodymyr Saldo', '1963-02-13', 'Владимир Сальдо')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Olena Lukash', '1963-02-13', 'Elena LUKASH')) >= DEFAULT_THRESHOLD);
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-02-13', bornOtherDay: ['Mykola Azarov', 'Nikolai AZAROV'], unknownBirth: ['Dmytro Firtash', 'Dmitry FIRTASH'],
    unlistedBirth: ['Mykhailo Chaplyha', 'Mikhail CHAPLYGA', '1963-02-13'],
  });
  assert.deepEqual(ukrainianReading(['nikolay', 'azarov']), ['mykola', 'azarov']);
  assert.equal(scorePair(owner('Mykola Azarov', '1963-02-13', 'Nikita AZAROV')), 0, 'another name: only the listed given name is read so');
});

test('`Yevhen`, the other Ukrainian form of `Yevgeny`, and a short word\'s `и` written `y` (`Kyva` for `Kiva`) are read', () => {
  assert.ok(scorePair(owner('Yevhen Balytskyi', '1963-02-13', 'Yevgeny BALITSKY')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yevhen Zaitsev', '1963-02-13', 'Евгений Зайцев')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Yevhenii Balytskyi', '1963-02-13', 'Yevgeny BALITSKY')) >= DEFAULT_THRESHOLD, 'the first form still read');
  assert.ok(scorePair(owner('Illia Kyva', '1963-02-13', 'Ilya KIVA')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Illia Kiva', '1963-02-13', 'Ilya KIVA')) >= DEFAULT_THRESHOLD, 'the `i` still read');
  assert.equal(scorePair(owner('Illia Kava', '1963-02-13', 'Ilya KIVA')), 0, 'only `и` is read as `y`');
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-02-13', bornOtherDay: ['Illia Kyva', 'Ilya KIVA'], unknownBirth: ['Yevhen Bondarenko', 'Yevgeny BONDARENKO'],
    unlistedBirth: ['Illia Kyva', 'Ilya KIVA', '1963-02-13'],
  });
  assert.deepEqual(ukrainianReadings(['ilya', 'kiva']), [['illia', 'kiva'], ['illia', 'kyva']]);
  assert.deepEqual(ukrainianReadings(['viktor', 'bondarenko']), [], 'a longer word keeps its `i`: a typo reads the `y`');
});

test('a given name the list writes in its Ukrainian form (`Mykola`, `Volodymyr`) is read in its Russian one, as the registers write it', () => {
  assert.ok(scorePair(owner('Nikolajs Azarovs', '1963-02-13', 'Mykola AZAROV')) >= DEFAULT_THRESHOLD, 'Latvian');
  assert.ok(scorePair(owner('Vladimir Saldo', '1963-02-13', 'SALDO, Volodymyr')) >= DEFAULT_THRESHOLD, 'Estonian');
  assert.ok(scorePair(owner('Nikolai Azarov', '1963-02-13', 'Микола Азаров')) >= DEFAULT_THRESHOLD, 'a name the list writes in Ukrainian Cyrillic');
  assert.ok(scorePair(owner('Jeļena Lukaša', '1963-02-13', 'Olena LUKASH')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Mykola Azarov', '1963-02-13', 'Mykola AZAROV')) >= DEFAULT_THRESHOLD, 'the form as listed still read');
  assert.equal(scorePair(owner('Nikita Azarov', '1963-02-13', 'Mykola AZAROV')), 0, 'another name: only the listed given name is read so');
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-02-13', bornOtherDay: ['Nikolajs Azarovs', 'Mykola AZAROV'], unknownBirth: ['Vladimir Saldo', 'Volodymyr SALDO'],
    unlistedBirth: ['Nikolai Azarov', 'Mykola AZAROV', '1963-02-13'],
  });
  assert.deepEqual(russianOfUkrainian(['mykola', 'azarov']), ['nikolay', 'azarov']);
  assert.deepEqual(russianOfUkrainian(['volodimir', 'saldo']), ['vladimir', 'saldo'], 'Володимир as folding reads it');
  assert.equal(russianOfUkrainian(['nikolai', 'azarov']), null);
});

test('a short word\'s Ukrainian `y` (`KYVA`) is read as the Russian `i` the registers write (`Kiva`), as `Kiva` was read as `Kyva`', () => {
  assert.ok(scorePair(owner('Iļja Kiva', '1963-02-13', 'Illia KYVA')) >= DEFAULT_THRESHOLD, 'Latvian');
  assert.ok(scorePair(owner('Ilja Kiva', '1963-02-13', 'Illia KYVA')) >= DEFAULT_THRESHOLD, 'Estonian');
  assert.ok(scorePair(owner('Illia Kiva', '1963-02-13', 'Illia KYVA')) >= DEFAULT_THRESHOLD, 'the given name as listed');
  assert.ok(scorePair(owner('Denis Kiva', '1963-02-13', 'Denys KYVA')) >= DEFAULT_THRESHOLD);
  assert.equal(scorePair(owner('Ilja Kava', '1963-02-13', 'Illia KYVA')), 0, 'only `y` is read as `i`');
  assert.equal(scorePair(owner('Olga Kiva', '1963-02-13', 'Illia KYVA')), 0, 'another given name');
  assert.equal(scorePair(owner('Ilja Kita', '1963-02-13', 'Illia KYTKA')), 0, 'a longer word: no `y` read as `i`');
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-02-13', bornOtherDay: ['Ilja Kiva', 'Illia KYVA'], unknownBirth: ['Iļja Kiva', 'Illia KYVA'],
    unlistedBirth: ['Ilja Kiva', 'Illia KYVA', '1963-02-13'],
  });
  assert.deepEqual(russianIOfUkrainianY(['illia', 'kyva']), ['illia', 'kiva']);
  assert.equal(russianIOfUkrainianY(['denys', 'kytka']), null, 'a word of five letters keeps its `y`');
});

test('the person check\'s table of given names is screening\'s, read both ways, but for a name of its own elsewhere', () => {
  assert.ok(scorePair(owner('Sergejs Kuzmenko', '1963-02-13', 'Serhii KUZMENKO')) >= DEFAULT_THRESHOLD, 'Latvian, a list writing the Ukrainian form');
  assert.ok(scorePair(owner('Mykyta Zinchenko', '1963-02-13', 'Nikita ZINCHENKO')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Yosyp Zinchenko', '1963-02-13', 'Iosif ZINCHENKO')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Jevgeņijs Balickis', '1963-02-13', 'Yevhen BALYTSKYI')) >= DEFAULT_THRESHOLD);
  for (const [ukrainian, russian] of UKRAINIAN_GIVEN_NAMES) {
    if (ukrainian === 'hanna') continue;
    assert.ok(scorePair(owner(`${ukrainian} Petrenko`, '1963-02-13', `${russian} PETRENKO`)) >= DEFAULT_THRESHOLD, `${ukrainian} for ${russian}`);
    assert.ok(scorePair(owner(`${russian} Petrenko`, '1963-02-13', `${ukrainian} PETRENKO`)) >= DEFAULT_THRESHOLD, `${russian} for ${ukrainian}`);
  }
  // Hanna is a Finnish, Estonian and German given name of its own, not Anna's form there.
  assert.equal(scorePair(owner('Hanna Virtanen', '1963-02-13', 'Anna VIRTANEN')), 0);
  assert.equal(scorePair(owner('Anna Virtanen', '1963-02-13', 'Hanna VIRTANEN')), 0);
  assertBirthDateStillDecides(owner, {
    otherDay: '1965-02-13', bornOtherDay: ['Sergejs Kuzmenko', 'Serhii KUZMENKO'], unknownBirth: ['Mykyta Zinchenko', 'Nikita ZINCHENKO'],
    unlistedBirth: ['Yosyp Zinchenko', 'Iosif ZINCHENKO', '1963-02-13'],
  });
});

test('the Ukrainian reading of a listed name: h for g, -ii for a given name\'s -ey or -iy, -kyi for an adjectival surname', () => {
  assert.deepEqual(ukrainianReading(['sergey', 'bogdanov']), ['serhii', 'bohdanov']);
  assert.deepEqual(ukrainianReading(['gennadii', 'zhirnovetskii']), ['hennadii', 'zhirnovetskyi'], 'Геннадий Жирновецкий as folding reads it');
  assert.deepEqual(ukrainianReading(['andrey', 'klyuyev']), ['andrii', 'kliuiev']);
  assert.equal(ukrainianReading(['ivan', 'petrov']), null);
});
