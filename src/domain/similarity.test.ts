// When a name counts as a probable typo of what was typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance, typoBeginsName, typoDistance, typoIsName } from './similarity.ts';

test('edit distance counts a swapped pair of letters as one edit', () => {
  assert.equal(editDistance('nokai', 'nokia'), 1);
  assert.equal(editDistance('koks', 'kokss'), 1);
  assert.equal(editDistance('baltik', 'baltic'), 1);
  assert.equal(editDistance('abc', 'abc'), 0);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('abcdef', 'uvwxyz', 2), 3, 'stops once past the bound');
});

test('a typo is a near word for every word typed, in any order', () => {
  assert.equal(typoDistance('rigas kokss', ['rigas koks']), 1);
  assert.equal(typoDistance('kokss rigas', ['rigas koks serviss']), 1);
  assert.equal(typoDistance('nokai', ['nokia']), 1);
  assert.equal(typoDistance('solutons partners', ['partners solutions']), 1);
  // The word being typed may be the start of a longer one.
  assert.equal(typoDistance('rigas servos', ['rigas koks serviss']), 1);
  // Words run together or split apart.
  assert.equal(typoDistance('rigaskoks', ['rigas koks']), 0);
  assert.equal(typoDistance('nordinvest', ['nord invest']), 0);
  // ... also when they are only some of the name's words: a run of neighbouring words, or the
  // beginning of one, as for a word being typed.
  assert.equal(typoDistance('lounakook', ['louna kook lemsetkoo']), 0);
  assert.equal(typoDistance('rigaskoks', ['baltijas rigas koks']), 0);
  assert.equal(typoDistance('haap salu', ['haapsalu tunmuus']), 0);
  assert.equal(typoDistance('nord invest', ['nordinvest baltic']), 0);
  assert.equal(typoDistance('lounakoo', ['louna kook lemsetkoo']), 0);
  assert.equal(typoDistance('lounakoik', ['louna kook lemsetkoo']), 1);
});

test('scattered letters, missing words and short words are not typos', () => {
  assert.equal(typoDistance('katorri', ['laolverri kakatoru baltic']), null);
  assert.equal(typoDistance('nord invest', ['nord']), null);
  // Words run together meet neighbouring words only.
  assert.equal(typoDistance('rigaskoks', ['rigas baltic koks']), null);
  assert.equal(typoDistance('haapsalu', ['haap tunmuus salu']), null);
  assert.equal(typoDistance('abc', ['abd']), null);
  assert.equal(typoDistance('', ['x']), null);
  assert.equal(typoDistance('katorri', ['katori']), 1);
});

test('a typo begins a name when its words meet the first words in the order typed', () => {
  assert.equal(typoBeginsName('logistka', 'logistika eko'), true);
  assert.equal(typoBeginsName('logistka', 'aa logistika'), false);
  assert.equal(typoBeginsName('rigas kokss', 'rigas koks serviss'), true);
  assert.equal(typoBeginsName('rigas servos', 'rigas serviss koks'), true, 'the last word as a beginning');
  assert.equal(typoBeginsName('kokss rigas', 'rigas koks'), false, 'another order');
  assert.equal(typoBeginsName('rigas koks serviss', 'rigas koks'), false, 'more words than the name');
  // Words run together or split apart: a run from the first word, or its beginning.
  assert.equal(typoBeginsName('logi stika', 'logistika eko'), true);
  assert.equal(typoBeginsName('lounakook', 'louna kook lemsetkoo'), true);
  assert.equal(typoBeginsName('lounakoo', 'louna kook lemsetkoo'), true);
  assert.equal(typoBeginsName('haap salu', 'haapsalu tunmuus'), true);
  assert.equal(typoBeginsName('rigaskoks', 'baltijas rigas koks'), false);
  // The first letter must be right: `aalogistika` is only two edits from `logistika`.
  assert.equal(typoBeginsName('logi stika', 'aa logistika'), false);
  assert.equal(typoBeginsName('', 'logistika'), false);
});

test('a typo is the whole name when every word of the name is met, whole', () => {
  assert.equal(typoIsName('pro mauznica', 'pro maiznica'), true);
  assert.equal(typoIsName('pro mauznica', 'pro maiznica', true), true);
  // The same words in another order: the whole name, but not in the order typed.
  assert.equal(typoIsName('mauznica pro', 'pro maiznica'), true);
  assert.equal(typoIsName('mauznica pro', 'pro maiznica', true), false);
  // Words run together or split apart.
  assert.equal(typoIsName('haapsalukook', 'haapsalu kook'), true);
  assert.equal(typoIsName('haap salu kook', 'haapsalu kook'), true);
  assert.equal(typoIsName('haap salukook', 'haapsalu kook', true), true);
  // The beginning of a longer name, or of a longer word, is not the whole name.
  assert.equal(typoIsName('pro mauznica', 'pro maiznica zigi'), false);
  assert.equal(typoIsName('pro maiz', 'pro maiznica'), false);
  assert.equal(typoIsName('pro mauznica', 'pro maiznica 0'), false);
  // Each word within its own edits: two edits in a word of five letters are too many, even where
  // the words together would allow them.
  assert.equal(typoIsName('trans saase', 'trans satsee'), false);
  assert.equal(typoIsName('', 'pro'), false);
});
