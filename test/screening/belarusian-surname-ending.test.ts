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

// A woman's `-ова` is Belarusian `-ава` (`Tatsiana IVANAVA`), a letter off, paired only as a typo (0.95), and
// a `д` before a soft vowel `дз` (Лебедзеў `LEBEDZEU`), two letters off the Latvian `Lebedevs`, no candidate.
test('a listed Belarusian woman\'s `-ava` and a Belarusian surname\'s `dz` for `d` are read as the Russian forms', () => {
  for (const [registered, listed] of [
    ['Tatjana Ivanova', 'Tatsiana IVANAVA'], ['Oļga Petrova', 'Volha PETRAVA'], ['Jeļena Ivanova', 'Yelena IVANAVA'],
    ['Igors Lebedevs', 'Ihar LEBEDZEU'], ['Dmitry Lebedev', 'Dzmitry LEBEDZEU'], ['Igors Lebedzevs', 'Ihar LEBEDZEU'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1976-03-14', listed)), 1, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Aleksandrs Ivanovs', '1976-03-14', 'Aliaksandra IVANAVA')), 0, 'her twin brother');
  assert.equal(scorePair(owner('Tatjana Ivanova', '1976-03-14', 'Tatsiana PETRAVA')), 0, 'another surname');
  assert.equal(scorePair(owner('Jeļena Lebedeva', '1976-03-14', 'Ihar LEBEDZEU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Igors Lebedevs', '1977-03-14', 'Ihar LEBEDZEU')), 0, 'born a year off');
  assert.ok(!readListedName('Kevin SMITHAVA').some((r) => r.from.includes('other_surname')), 'no Slavic word beside it');
  assert.ok(!readListedName('Yaroslava PETROVA').some((r) => r.from.includes('other_surname') && r.words.includes('yaroslova')), 'a given name\'s `-slava`');
  assert.ok(!readListedName('Dzmitry DZIEDZIC').some((r) => r.from.includes('other_surname')), 'a `dz` of a surname with no Belarusian ending');
});

// Belarusian writes a Ukrainian `-енко` `-enka` (Лукашэнка `LUKASHENKA`) and a stem's unstressed vowels as they
// sound (Кавалёў `KAVALIOU` for Ковалёв, Шаўцоў `SHAUTSOU` for Шевцов, Кузняцоў `KUZNIATSOU` for Кузнецов): the
// registers' Russian forms were several letters off, no candidate, and `Lukašenko` a typo beside which his
// twin sister `Aleksandra` was one too, flagged.
test('a listed Belarusian `-enka` and a common stem Belarusian spells as it sounds are read as the Russian forms, and his sister is no match', () => {
  for (const [registered, listed] of [
    ['Aleksandrs Ševcovs', 'Aliaksandr SHAUTSOU'], ['Aleksandr Ševcov', 'Aliaksandr SHAUTSOU'], ['Aleksandrs Kovaļovs', 'Aliaksandr KAVALIOU'],
    ['Aleksandr Kovalev', 'Aliaksandr KAVALIOU'], ['Oļga Kovaļova', 'Volha KAVALIOVA'], ['Sergejs Kuzņecovs', 'Siarhei KUZNIATSOU'],
    ['Aleksandrs Lukašenko', 'Aliaksandr LUKASHENKA'], ['Aleksandr Lukashenko', 'Aliaksandr LUKASHENKA'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1976-03-14', listed)), 1, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Aleksandra Lukašenko', '1976-03-14', 'Aliaksandr LUKASHENKA')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Aleksandra Ševcova', '1976-03-14', 'Aliaksandr SHAUTSOU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Aleksandrs Kovaļenko', '1976-03-14', 'Aliaksandr KAVALIOU')), 0, 'another surname of the stem');
  assert.equal(scorePair(owner('Aleksandrs Ševcovs', '1977-03-14', 'Aliaksandr SHAUTSOU')), 0, 'born a year off');
  assert.ok(!readListedName('Kevin KAVALLI').some((r) => r.from.includes('other_surname')), 'no Slavic word beside it');
  assert.ok(!readListedName('Alenka IVANOVA').some((r) => r.words.includes('alenko')), 'a given name\'s `-enka`');
});

// An unstressed `-ов` is Belarusian `-аў`, `-au`, its stem's `о` written `а` too (Романов, Раманаў
// `RAMANAU`; Наумов, Навумаў `NAVUMAU`): the Latvian register's `Romanovs` was three letters off.
test('a listed Belarusian unstressed `-au` and its stem are read as the Russian `-ov`, and his sister is no match', () => {
  for (const [registered, listed] of [
    ['Romans Romanovs', 'Raman RAMANAU'], ['Igors Romanovs', 'Ihar RAMANAU'], ['Roman Romanov', 'Raman RAMANAU'],
    ['Aleksandrs Naumovs', 'Aliaksandr NAVUMAU'], ['Oļga Romanova', 'Volha RAMANAVA'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1976-03-14', listed)), 1, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Romāna Romanova', '1976-03-14', 'Raman RAMANAU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Aleksandra Naumova', '1976-03-14', 'Aliaksandr NAVUMAU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Aleksandrs Naumenko', '1976-03-14', 'Aliaksandr NAVUMAU')), 0, 'another surname of the stem');
  assert.equal(scorePair(owner('Romans Romanovs', '1977-03-14', 'Raman RAMANAU')), 0, 'born a year off');
  assert.ok(!readListedName('Jean ROUSSEAU').some((r) => r.words.includes('rousseov')), 'a French `-eau`');
});

// A list of the Latvian or Estonian state writes a Slavic given name as the registers do (`Vjačeslavs`,
// `Vjatšeslav`, `Ludmila`, `Nadežda`), a spelling the tables did not know as Slavic, so a Belarusian surname
// beside it went unread: `Vjačeslavs Lebedevs` was no candidate for `Vjačeslavs LEBEDZEU`, and
// `Ludmila Petrova` for `Ludmila PETRAVA` a typo.
test('a Belarusian surname beside a Slavic given name as the Estonian and Latvian registers write it is read as the Russian form', () => {
  for (const [registered, listed] of [
    ['Vjačeslavs Lebedevs', 'Vjačeslavs LEBEDZEU'], ['Vjatšeslav Lebedev', 'Vjatšeslav LEBEDZEU'], ['Vjatšeslav Ivanov', 'Vjatšeslav IVANOU'],
    ['Ludmila Petrova', 'Ludmila PETRAVA'], ['Nadežda Ivanova', 'Nadežda IVANAVA'], ['Jaroslavs Ivanovs', 'Jaroslavs IVANOU'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1976-03-14', listed)), 1, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Vjačeslavs Lebedevs', '1977-03-14', 'Vjačeslavs LEBEDZEU')), 0, 'born a year off');
  assert.equal(scorePair(owner('Ludmila Ivanova', '1976-03-14', 'Vjačeslavs IVANOU')), 0, 'his twin sister');
  assert.equal(scorePair(owner('Ludmila Ivanova', '1976-03-14', 'Ludmila PETRAVA')), 0, 'another surname');
});
