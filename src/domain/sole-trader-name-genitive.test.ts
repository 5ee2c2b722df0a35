// The genitives a person's name may be written in within a Lithuanian individual enterprise's name:
// what the person check looks up the business names by, each read back by the screening's reading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lithuanianGenitiveSpellings, lithuanianNominativeReadings } from './sole-trader-name.ts';

test('a nominative is looked up in the genitives the nominative reading reads back to it', () => {
  assert.deepEqual(lithuanianGenitiveSpellings('jonas'), ['jono']);
  assert.ok(lithuanianGenitiveSpellings('jonaitis').includes('jonaicio'));
  assert.deepEqual(lithuanianGenitiveSpellings('ona'), ['onos']);
  assert.deepEqual(lithuanianGenitiveSpellings('viktor'), ['viktoro']);
  // No -o after a vowel or a nominative's -s: `Andres` has no genitive to look up.
  assert.deepEqual(lithuanianGenitiveSpellings('andres'), []);
  for (const word of ['jonas', 'jonaitis', 'ona', 'kazys', 'pauliaus'.replace('aus', 'us'), 'viktor']) {
    for (const genitive of lithuanianGenitiveSpellings(word)) {
      assert.ok(lithuanianNominativeReadings(`${genitive} x`).some((words) => words[0] === word), `${genitive} reads back to ${word}`);
    }
  }
});
