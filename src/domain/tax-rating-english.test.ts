import { test } from 'node:test';
import assert from 'node:assert/strict';
import { taxRatingInEnglish } from './tax-rating-english.ts';

test('each of VID\'s rating letters has its meaning in English; a letter not known has none', () => {
  assert.deepEqual(['A', 'B', 'C', 'N'].map(taxRatingInEnglish), [
    'Low risk of unpaid taxes', 'Medium risk of unpaid taxes', 'High risk of unpaid taxes', 'Newly registered taxpayer, or too little data to rate',
  ]);
  assert.equal(taxRatingInEnglish('c'), 'High risk of unpaid taxes');
  for (const letter of ['J', 'D', '', 'AA']) assert.equal(taxRatingInEnglish(letter), null, letter);
});
