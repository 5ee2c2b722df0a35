// Which names of the registers a typed name is a slip of the keyboard from, which the person
// check's 404 names (services/persons.ts): keys are folded words, sorted (domain/fold.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from './fold.ts';
import { mistypedBy } from './person-name-mistyped.ts';

const apart = (typed: string, listed: string) => mistypedBy(personNameKey(typed), personNameKey(listed));

test('a letter left out, added, replaced or two swapped, in any word and word order, is one letter', () => {
  for (const typed of ['Mati Virtanen', 'Matti Virtannen', 'Matti Virtanan', 'Matti Virtaenn', 'Virtanen Mtati', 'Mtati Virtanen']) {
    assert.equal(apart(typed, 'Virtanen Matti'), 1, typed);
  }
  // The swap that moves a word's first letter sorts the key otherwise: still one.
  assert.equal(apart('Amtti Virtanen', 'Matti Virtanen'), 1);
});

test('two letters only in a name of more than twelve letters; the name itself, other names and other word counts are none', () => {
  assert.equal(apart('Mati Virtanan', 'Matti Virtanen'), 2);
  assert.equal(apart('Pile Kuk', 'Pille Kukk'), null);
  assert.equal(apart('Matti Virtanen', 'Virtanen Matti'), null);
  // A word whose first two letters both differ is another name, not a slip: Rita is not Anita.
  assert.equal(apart('Rita Virtanen', 'Anita Virtanen'), null);
  assert.equal(apart('Matti Virtanen', 'Matti Juhani Virtanen'), null);
  assert.equal(apart('Mari Kask', 'Mare Kask'), 1);
});
