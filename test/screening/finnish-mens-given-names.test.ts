// Finnish men's given names end in `-a` or `-e` as often as women's (`Jukka`, `Pekka`, `Juha`, `Ville`,
// `Kalle`), and some are a letter from a woman's that no ending pairs (`Lauri` and `Laura`, `Pirkka` and
// `Pirkko`): a listed man so named was no plainly male name, so his twin sister `Mikaela` beside his
// second given name `Mikael` paired as a typo, and `Laura` for `Lauri` did, each flagged born on his day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, listed: string, born = '1969-10-08'): Pair => ({
  id: 'finnish-men', kind: 'owner_person', company: { country: 'FI' }, owner: { name, birthDate: born, namesakes: 1 },
  entry: { name: listed, birthDates: ['1969-10-08'] }, expected: true, why: 'a Finnish man\'s given name',
});

test('a Finnish man\'s given name in `-a` or `-e` is matched as written, and the birth date still decides', () => {
  for (const [registered, listed] of [
    ['Jukka Virtanen', 'Jukka VIRTANEN'], ['Juha Mäkinen', 'JUHA MAKINEN'], ['Pekka Korhonen', 'Pekka KORHONEN'],
    ['Ville Nieminen', 'Ville NIEMINEN'], ['Kalle Laine', 'Kalle LAINE'], ['Sakari Heikkinen', 'Sakari HEIKKINEN'],
    ['Pirkka Virtanen', 'Pirkka VIRTANEN'], ['Lauri Virtanen', 'Lauri VIRTANEN'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed)), 1, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Jukka Virtanen', 'Jukka VIRTANEN', '1970-10-08')), 0, 'born a year off');
});

test('a woman\'s given name does not match a Finnish man\'s born on his day', () => {
  for (const [registered, listed] of [
    ['Mikaela Virtanen', 'Jukka Mikael VIRTANEN'], ['Jukka Mikaela Virtanen', 'Jukka Mikael VIRTANEN'],
    ['Laura Virtanen', 'Lauri VIRTANEN'], ['Paula Virtanen', 'Pauli VIRTANEN'], ['Hanna Nieminen', 'Hannu NIEMINEN'],
    ['Petra Korhonen', 'Petri KORHONEN'], ['Pirkko Mäkinen', 'Pirkka MÄKINEN'], ['Lauri Virtanen', 'Laura VIRTANEN'],
    ['Julia Mäkinen', 'Juha MÄKINEN'],
  ] as const) {
    assert.equal(scorePair(owner(registered, listed)), 0, `${registered} for ${listed}`);
  }
});

// A Finnish surname's `-e` or folded `-ä` (`Laine`, `Mäkelä`) ends as a Latvian woman's `Vītola` does
// and says nothing of sex, so `Daniel LAINE` was no plainly male name, and his twin sister `Daniela`
// paired with him as a typo; so did `Maria` with `Mario`.
test('a woman\'s given name a letter from a man\'s does not match him whatever his surname ends in', () => {
  for (const [registered, listed, country] of [
    ['Mikaela Mäkelä', 'Mikael MÄKELÄ', 'FI'], ['Daniela Laine', 'Daniel LAINE', 'FI'], ['Ville Daniela Virtanen', 'Ville Daniel VIRTANEN', 'FI'],
    ['Mikael Mäkelä', 'Mikaela MÄKELÄ', 'FI'], ['Daniels Laine', 'Daniela LAINE', 'LV'], ['Maria Rossi', 'Mario ROSSI', 'LV'],
    ['Martina Laine', 'Martin LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, country] of [
    ['Mikael Mäkelä', 'Mikael MÄKELÄ', 'FI'], ['Daniel Laine', 'Daniel LAINE', 'FI'], ['Ville Daniel Virtanen', 'Ville Daniel VIRTANEN', 'FI'],
    ['Daniels Laine', 'Daniel LAINE', 'LV'], ['Mikaels Mäkelä', 'Mikael MÄKELÄ', 'LV'], ['Maria Mäkelä', 'Maria MÄKELÄ', 'FI'],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), 1, `${registered} for ${listed}`);
  }
});

// A man's given name and a woman's two letters from it in a word of eight or more are a typo apart
// (`Christian` and `Christina`, `Kristjan` and `Kristiina`): his twin sister born on his day was flagged
// at 0.9 beside a surname that says nothing of sex, and so was one against a reading of his name that
// respells it (`Francesco` read as the Polish `Franciesco`, two letters from `Francesca`).
test('a woman\'s given name two letters from a man\'s does not match him, nor a reading of his name', () => {
  for (const [registered, listed, country] of [
    ['Christina Laine', 'Christian LAINE', 'FI'], ['Christine Mäkelä', 'Christian MÄKELÄ', 'FI'], ['Kristina Laine', 'Kristian LAINE', 'FI'],
    ['Kristiina Laine', 'Kristjan LAINE', 'EE'], ['Aleksandra Laine', 'Alexander LAINE', 'FI'], ['Christian Laine', 'Christina LAINE', 'LV'],
    ['Francesca Rossi', 'Francesco ROSSI', 'LV'], ['Johanna Virtanen', 'Johan VIRTANEN', 'FI'], ['Paulina Laine', 'Paul LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, country, score] of [
    ['Christian Laine', 'Christian LAINE', 'FI', 1], ['Kristjan Laine', 'Kristian LAINE', 'EE', 1], ['Alexander Laine', 'Aleksander LAINE', 'FI', 1],
    ['Cristina Laine', 'Christina LAINE', 'LV', 1], ['Christan Laine', 'Christian LAINE', 'FI', 0.95], ['Kristina Laine', 'Kristiina LAINE', 'EE', 0.95],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), score, `${registered} for ${listed}`);
  }
});

// More common given names of a man and a woman a letter apart than the table held (`Henrik` and
// `Henrika`, `Kristo` and `Krista`, `Giovanni` and `Giovanna`, the Latvian `Raimonds` and `Raimonda`):
// his twin sister born on his day was flagged at 0.95 beside a surname that says nothing of sex.
test('more common given names of a man and a woman a letter apart do not match each other', () => {
  for (const [registered, listed, country] of [
    ['Henrika Laine', 'Henrik LAINE', 'FI'], ['Eerika Laine', 'Eerik LAINE', 'EE'], ['Krista Laine', 'Kristo LAINE', 'EE'],
    ['Kristo Laine', 'Krista LAINE', 'EE'], ['Raimonda Laine', 'Raimonds LAINE', 'LV'], ['Giovanna Rossi', 'Giovanni ROSSI', 'LV'],
    ['Alexandra Laine', 'Alexandre LAINE', 'FI'], ['Valentine Laine', 'Valentin LAINE', 'FI'], ['Louise Laine', 'Louis LAINE', 'FI'],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), 0, `${registered} for ${listed}`);
  }
  for (const [registered, listed, country, score] of [
    ['Henrik Laine', 'Henrik LAINE', 'FI', 1], ['Romans Laine', 'Roman LAINE', 'LV', 1], ['Henrik Laine', 'Henri LAINE', 'FI', 0.95],
    ['Manuel Laine', 'Emanuel LAINE', 'FI', 0.95], ['Valentin Petrova', 'Valentina PETROVA', 'LV', 0.95],
  ] as const) {
    assert.equal(scorePair({ ...owner(registered, listed), company: { country } }), score, `${registered} for ${listed}`);
  }
});
