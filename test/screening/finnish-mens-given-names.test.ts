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
