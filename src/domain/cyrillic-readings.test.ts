import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cyrillicReadings, hasCyrillic, romanizedAsCyrillic } from './cyrillic-readings.ts';

// The readings a dictionary of these words allows (any beginning of one of them).
const readingsAmong = (word: string, known: string[]) => cyrillicReadings(word, (p) => known.some((k) => k.startsWith(p)));

test('each letter is read as each letter it is heard as, where a known word begins so', () => {
  assert.deepEqual(readingsAmong('энерджия', ['energija', 'energy']), ['energija']);
  assert.deepEqual(readingsAmong('нямуно', ['nemuno', 'namuno']), ['nemuno', 'namuno']);
  assert.deepEqual(readingsAmong('лайвиба', ['laivyba']), ['laivyba']);
  assert.deepEqual(readingsAmong('пярну', ['parnu']), ['parnu']);
  assert.deepEqual(readingsAmong('выру', ['voru', 'viru']), ['voru', 'viru']);
  assert.deepEqual(readingsAmong('сяятё', ['saato']), ['saato']);
  assert.deepEqual(readingsAmong('джуджа', ['dzudza', 'guga']), ['dzudza', 'guga'], 'дж as dž or ģ');
  assert.deepEqual(readingsAmong('шяуляй', ['siauliai']), ['siauliai']);
  assert.deepEqual(readingsAmong('кекава', ['kekava']), ['kekava']);
  assert.deepEqual(readingsAmong('ыыы', ['abc']), []);
});

test('a beginning that is no known word\'s stops the reading', () => {
  assert.deepEqual(readingsAmong('энерджия', ['enerdz']), []);
  assert.deepEqual(readingsAmong('энердж', ['energija', 'enerdzi']), ['enerdz', 'energ']);
});

test('only Cyrillic is read so', () => {
  assert.equal(hasCyrillic('Rīgas Koks'), false);
  assert.equal(hasCyrillic('Ригас'), true);
});

test('a word romanized as Russian is read back into Cyrillic; a word without its digraphs is not', () => {
  assert.equal(romanizedAsCyrillic('Yurmalas'), 'юрмалас');
  assert.equal(romanizedAsCyrillic('Enerdzhiya'), 'енерджия');
  assert.equal(romanizedAsCyrillic('Tsesu'), 'цесу');
  assert.equal(romanizedAsCyrillic('Mayak'), 'маяк');
  assert.equal(romanizedAsCyrillic('Vilnyus'), 'вилнюс');
  // No digraph of that romanization: a typo, the typo read's.
  assert.equal(romanizedAsCyrillic('Jurmalas'), null);
  assert.equal(romanizedAsCyrillic('Klaypeda'), null);
  // Marked letters are no romanization.
  assert.equal(romanizedAsCyrillic('Šiaulių'), null);
});
