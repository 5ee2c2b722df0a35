// A listed person's name as Polish writes it: the Latvian and Estonian registers write
// a Polish citizen's name as the document does, `Jewgienij Prigożyn` for the listed `Yevgeny
// PRIGOZHIN`, `Siergiej Kuzniecow` for `Sergey KUZNETSOV`, `Jarosław Czernyszkow` for `Yaroslav
// Chernyshkov`: `w` for `v`, `sz`, `cz`, `ż`, `ch`, `c` for `sh`, `ch`, `zh`, `kh`, `ts`, `ie` for `e`,
// several letters apart in a word, and the owner was no candidate at all, however exactly the
// birth date agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { polishReading, polishReadings } from '../../src/domain/sanctions-name-polish.ts';
import { readListedName } from '../../src/domain/sanctions-persons.ts';
import { scorePair, type Pair } from './score-pair.ts';
import { assertBirthDateStillDecides } from './reading-keeps-birth-rule.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth: string[] = ['1966-08-08']): Pair => ({
  id: 'polish', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: listedBirth }, expected: true, why: 'an owner written as Polish writes the name',
});

test('an owner written as Polish writes the listed name, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Jewgienij Prigożyn', '1966-08-08', 'Yevgeny PRIGOZHIN')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Siergiej Kuzniecow', '1966-08-08', 'Sergey KUZNETSOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Czernyszkow Jarosław', '1966-08-08', 'CHERNYSHKOV, Yaroslav')) >= DEFAULT_THRESHOLD, 'surname first');
  assert.ok(scorePair(owner('Ławrientij Szczukariew', '1966-08-08', 'Lavrenty SHCHUKAREV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Swiatosław Mieżujew', '1966-08-08', 'Svyatoslav MEZHUYEV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Władimir Żyrinowski', '1966-08-08', 'Vladimir ZHIRINOVSKY')) >= DEFAULT_THRESHOLD, '-sky as -ski');
  assert.ok(scorePair(owner('Jewgienij Zajcew', '1966-08-08', 'Евгений Зайцев')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Aleksander Iwanow', '1966-08-08', 'Aleksandr IVANOV')) >= DEFAULT_THRESHOLD, 'the Polish `Aleksander`, a typo of `Aleksandr`');
});

test('the Polish spelling is a reading, so the birth date still decides and a list without one leaves a candidate', () => {
  assertBirthDateStillDecides(owner, {
    otherDay: '1968-08-08', bornOtherDay: ['Jewgienij Prigożyn', 'Yevgeny PRIGOZHIN'], unknownBirth: ['Siergiej Kuzniecow', 'Sergey KUZNETSOV'],
    unlistedBirth: ['Dmitrij Miedwiediew', 'Dmitry MEDVEDEV', '1966-08-08'],
  });
});

test('an owner written as Polish writes the listed name with `e` for the `ie` after a consonant, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Jarosław Meżuew', '1966-08-08', 'Yaroslav MEZHUYEV')) >= DEFAULT_THRESHOLD, 'no `ie`, and the `j` of `je` dropped: a typo of `Meżujew`');
  assert.ok(scorePair(owner('Dmitrij Medwedew', '1966-08-08', 'Dmitry MEDVEDEV')) >= DEFAULT_THRESHOLD, 'two `ie` left out');
  assert.equal(scorePair(owner('Jarosław Meżuew', '1968-08-08', 'Yaroslav MEZHUYEV')), 0, 'born another day');
  assert.deepEqual(polishReadings(['dmitry', 'medvedev']), [['dmitrij', 'miedwiediew'], ['dmitrij', 'medwedew']]);
  assert.deepEqual(polishReadings(['vladimir', 'zhirinovsky']), [['wladimir', 'zyrinowski']], 'no `e` after a consonant: one reading');
});

test('the Polish reading of a listed name', () => {
  assert.deepEqual(polishReading(['yevgeny', 'prigozhin']), ['jewgienij', 'prigozyn']);
  assert.deepEqual(polishReading(['sergey', 'lavrov']), ['siergiej', 'lawrow']);
  assert.deepEqual(polishReading(['vyacheslav', 'alekseev']), ['wiaczeslaw', 'aleksiejew']);
  assert.deepEqual(polishReading(['pyotr', 'khrushchev']), ['piotr', 'chruszczew']);
  assert.deepEqual(polishReading(['mikhail', 'zaytsev']), ['michail', 'zajcew']);
  assert.deepEqual(polishReading(['natalya', 'poklonskaya']), ['natalia', 'poklonska']);
  assert.equal(polishReading(['anna', 'kim']), null);
});

test('a listed name written with an Estonian, Finnish, Latvian or Lithuanian letter is read by no Polish rule', () => {
  // Read so, `Kristjan MÄGI` was `Kristian Magi`, a typo from his twin sister `Kristiina Mägi`, and
  // `Merja JÕGI` `Meria Jogi`, a letter from her twin sister `Maria Jõgi`: each matched, born that day.
  assert.equal(scorePair({ ...owner('Kristiina Mägi', '1988-03-09', 'Kristjan MÄGI', ['1988-03-09']), expected: false }), 0);
  assert.equal(scorePair({ ...owner('Maria Jõgi', '1979-11-23', 'Merja JÕGI', ['1979-11-23']), expected: false }), 0);
  for (const listed of ['Kristjan MÄGI', 'Merja JÕGI', 'Jüri TŠERNOV', 'Elīna EGLĪTE', 'Gennadijs KUZŅECOVS', 'Rūta ŠIMKUTĖ', 'Pēteris Bērziņš']) {
    assert.deepEqual(readListedName(listed).filter((r) => r.rule === 'polish'), [], listed);
  }
  // The same name in English letters is still read, as is a listed Slavic name beside it.
  assert.deepEqual(readListedName('Sergey KUZNETSOV').filter((r) => r.rule === 'polish').map((r) => r.words), [['siergiej', 'kuzniecow'], ['sergej', 'kuznecow']]);
});
