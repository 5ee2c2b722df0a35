// Which names may be one person's: the shorter within the longer, each word once, an initial for
// a word it begins, two whole words in common (domain/person-name-fuller.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullerOrShorterNames, nameWithin } from './person-name-fuller.ts';

const w = (name: string) => name.split(' ');

test('the shorter name is within the longer: words each once, initials for words they begin, two whole words', () => {
  assert.equal(nameWithin(w('matti virtanen'), w('matti juhani virtanen')), true);
  assert.equal(nameWithin(w('j matti virtanen'), w('matti juhani virtanen')), true);
  assert.equal(nameWithin(w('k matti virtanen'), w('matti juhani virtanen')), false);
  assert.equal(nameWithin(w('m virtanen'), w('matti juhani virtanen')), false, 'one whole word');
  assert.equal(nameWithin(w('janis janis berzins'), w('janis karlis berzins')), false, 'a word stands for one word');
  // The initial `k` must not take `karlis`, which the whole word needs.
  assert.equal(nameWithin(w('k karlis berzins'), w('karlis berzins kristaps')), true);
  assert.equal(nameWithin(w('berzina janis'), w('berzins janis karlis')), false, 'a gendered form is another word');
});

test('two fuller names that cannot be one person\'s leave the shorter name unanswered', () => {
  assert.deepEqual(fullerOrShorterNames(['kask mari'], ['kask liis mari', 'anna kask mari']), { keys: [], ambiguous: true });
  assert.deepEqual(fullerOrShorterNames(['kask mari'], ['kask liis mari', 'kask mari', 'tamm mari']),
    { keys: ['kask liis mari', 'kask mari'], ambiguous: false });
});

test('guesses are read only where the readings are within no name and hold none, and none was ambiguous', () => {
  const born = ['heikkinen juhani pekka', 'hanninen juhani mati', 'hanninen kalevi matti'];
  assert.deepEqual(fullerOrShorterNames(['heikinen peka'], born, undefined, ['heikkinen pekka']), { keys: ['heikkinen juhani pekka'], ambiguous: false });
  assert.deepEqual(fullerOrShorterNames(['hanninen mati'], born, undefined, ['hanninen matti']), { keys: ['hanninen juhani mati'], ambiguous: false });
  assert.deepEqual(fullerOrShorterNames(['kask mari'], ['kask liis mari', 'anna kask mari', 'kaask mari toomas'], undefined, ['kaask mari']),
    { keys: [], ambiguous: true }, 'the readings ambiguous: the guess not read');
  assert.deepEqual(fullerOrShorterNames(['heikinen peka'], born), { keys: [], ambiguous: false }, 'no guesses, no name');
});

test('a double name typed as one word is the register\'s two words joined, in either order, and no other', () => {
  assert.equal(nameWithin(w('annaliisa kask'), w('anna kask liisa')), true);
  assert.equal(nameWithin(w('annaliisa kask'), w('anna kask liisa maria')), true, 'with a given name left out too');
  assert.equal(nameWithin(w('annaliisa kask'), w('anna kask maria')), false);
  assert.equal(nameWithin(w('annaliis kask'), w('anna kask liisa')), false, 'every letter of both words');
  assert.equal(nameWithin(w('annaliisa'), w('anna liisa')), false, 'one whole word, as before');
  assert.deepEqual(fullerOrShorterNames(['annaliisa kask'], ['anna kask liisa', 'anna kask', 'kask liisa maria']),
    { keys: ['anna kask liisa'], ambiguous: false });
});
