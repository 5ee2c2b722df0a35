// A Slavic man's given name and the woman's formed from it (`Aleksandr` and `Aleksandra`) beside a
// surname that says nothing of sex (`Laine`, `Mäkelä`, whose `-e`, `-ä` end as a Latvian woman's word
// does) paired as a typo: his twin sister born on his day was flagged at 0.95. Beside a Slavic woman's
// surname (`Aleksandr Petrova`) the given name may be a register's typo of hers, and pairs as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Country } from '../../src/domain/country.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string, country: Country): Pair => ({
  id: 'slavic-given-sex', kind: 'owner_person', company: { country }, owner: { name, birthDate: '1975-11-27', namesakes: 1 },
  entry: { name: listed, birthDates: ['1975-11-27'] }, expected: true, why: 'a Slavic given name beside a surname that says nothing of sex',
});

test('a Slavic woman\'s given name a letter from a man\'s does not match him beside a surname that says nothing of sex', () => {
  for (const [registered, listed, country] of [
    ['Aleksandra Laine', 'Aleksandr LAINE', 'FI'], ['Aleksandra Laine', 'Aleksandrs LAINE', 'LV'], ['Aleksandr Laine', 'Aleksandra LAINE', 'FI'],
    ['Oleksandra Mäkelä', 'Oleksandr MÄKELÄ', 'FI'], ['Aleksandra Laine', 'Aliaksandr LAINE', 'LV'], ['Valeriya Mäkelä', 'Valeriy MÄKELÄ', 'FI'],
    ['Jevgenija Laine', 'Jevgenijs LAINE', 'LV'], ['Vitalija Laine', 'Vitalijs LAINE', 'LV'], ['Ivana Laine', 'Ivan LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), 0, `${registered} for ${listed}`);
  }
});

test('a Slavic man\'s given name is matched as written and as the registers write it, and a typo stays one', () => {
  for (const [registered, listed, country, score] of [
    ['Aleksandr Laine', 'Aleksandr LAINE', 'FI', 1], ['Aleksandrs Laine', 'Aleksandr LAINE', 'LV', 1], ['Aleksandra Laine', 'Aleksandra LAINE', 'FI', 1],
    ['Aleksander Laine', 'Aleksandr LAINE', 'EE', 0.95], ['Aleksndr Laine', 'Aleksandr LAINE', 'FI', 0.95],
    ['Aleksandr Petrova', 'Aleksandra PETROVA', 'LV', 0.95], ['Jeļena Kuzņecova', 'Elena KUZNETSOV', 'LV', 0.95],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), score, `${registered} for ${listed}`);
  }
});

// The Lithuanian register writes a Slavic man's name with `-as` (`Aleksandras Petrovas`), a letter from
// the woman's `-a` (`Aleksandra PETROVA`), as a Baltic ending is from the name (`Ivanovs`, `Ivanov`): her
// twin brother born on her day matched at 1 as the very name.
test('the Lithuanian register\'s man\'s `-as` of a Slavic name does not match the woman\'s `-a`', () => {
  for (const [registered, listed] of [
    ['Aleksandras Petrovas', 'Aleksandra PETROVA'], ['Ivanas Ivanovas', 'Ivana IVANOVA'], ['Aleksandras Laine', 'Aleksandra LAINE'],
    ['Petras Laine', 'Petra LAINE'], ['Aleksandra Petrova', 'Aleksandras PETROVAS'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, 'LT')), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, score] of [
    ['Aleksandras Petrovas', 'Aleksandr PETROV', 1], ['Ivanas Ivanovas', 'Ivan IVANOV', 1], ['Sergejus Lavrovas', 'Sergey LAVROV', 1],
    ['Aleksandra Petrova', 'Aleksandra PETROVA', 1], ['Nikitas Ivanovas', 'Nikita IVANOV', 0.95], ['Danilas Petrovas', 'Danila PETROV', 0.95],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, 'LT')), score, `${registered} for ${listed}`);
  }
});

// A Slavic man's given name ending in a vowel (`Evgeni`, the Ukrainian `Petro`, a passport's reading of
// `Petr`) or the Belarusian `-au` (`Stanislau`, a reading of `Stanislav`) against the woman's `-ia`, `-a`,
// `-ava`: his twin sister born on his day was flagged at 0.9 beside a surname that says nothing of sex.
test('a Slavic man\'s given name ending in a vowel or `-au` does not match the woman\'s formed from it', () => {
  for (const [registered, listed, country] of [
    ['Evgenia Laine', 'Evgeni LAINE', 'FI'], ['Evgenia Laine', 'Evgenij LAINE', 'EE'], ['Evgenia Laine', 'Yevgenii LAINE', 'FI'],
    ['Petra Laine', 'Petr LAINE', 'FI'], ['Stanislava Laine', 'Stanislav LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, country, score] of [
    ['Evgeni Laine', 'Evgeni LAINE', 'FI', 1], ['Petro Laine', 'Petr LAINE', 'FI', 1], ['Petr Laine', 'Petr LAINE', 'FI', 1],
    ['Stanislau Laine', 'Stanislav LAINE', 'FI', 1], ['Evgenia Petrova', 'Evgeni PETROVA', 'LV', 0.95],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), score, `${registered} for ${listed}`);
  }
});

// A Slavic given name as the Estonian and Latvian registers write it (`Jaroslav`, `Svjatoslav`, `Gleb`,
// `j` for `y`), which no spelling of the tables reaches, was read as no Slavic given name: beside a
// surname that says nothing of sex his twin sister born on his day was flagged at 0.95.
test('a Slavic given name as the registers write it does not match the woman\'s formed from it', () => {
  for (const [registered, listed, country] of [
    ['Jaroslava Laine', 'Jaroslav LAINE', 'FI'], ['Jaroslava Laine', 'Jaroslavs LAINE', 'LV'], ['Jaroslav Laine', 'Jaroslava LAINE', 'EE'],
    ['Svjatoslava Mäkelä', 'Svjatoslav MÄKELÄ', 'EE'], ['Jaroslava Laine', 'Yaroslav LAINE', 'FI'], ['Gleba Laine', 'Gleb LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, country, score] of [
    ['Jaroslav Laine', 'Jaroslav LAINE', 'FI', 1], ['Jaroslavs Laine', 'Jaroslav LAINE', 'LV', 1], ['Jaroslav Laine', 'Yaroslav LAINE', 'FI', 1],
    ['Jaroslva Laine', 'Jaroslava LAINE', 'FI', 0.95], ['Jaroslav Petrova', 'Jaroslava PETROVA', 'LV', 0.95],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed, country)), score, `${registered} for ${listed}`);
  }
});
