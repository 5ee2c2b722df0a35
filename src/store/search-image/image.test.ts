// The search image as a stored blob: what is built is what a reader loads, and a damaged blob is
// refused with a reason instead of answering wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ImageBuilder } from './build.ts';
import { decodeImage, encodeImage, NAME_END, type SearchImage } from './image.ts';
import { findTerm, prefixRange, termText } from './terms.ts';
import { imageDocument } from '../search-documents.ts';
import { beginningOf, beginsAsTyped, markedBeginningTyped } from '../../domain/marked-words.ts';

function small(): SearchImage {
  const b = new ImageBuilder('LV');
  b.add({
    nameKeys: ['rigas koks', 'koka nams'], formKeys: ['sia'], addressTokens: ['briviibas', 'iela', '100', 'riga'], streetKey: 'briviibas 100',
    beginning: beginningOf('SIA "Rīgas Koks"', 'rigas')!.code, cell: 1,
  });
  b.add({ nameKeys: ['baltic trade'], formKeys: ['as', 'sia'], addressTokens: ['riga'], streetKey: null, cell: 1 });
  b.add({ nameKeys: ['nord'], formKeys: ['sia'], addressTokens: [], streetKey: null, cell: 7 });
  return b.finish();
}

test('an image reads back exactly as it was built', () => {
  const image = small();
  const back = decodeImage(encodeImage(image));
  for (const key of Object.keys(image) as Array<keyof SearchImage>) {
    const a = image[key];
    const b = back[key];
    if (ArrayBuffer.isView(a)) assert.deepEqual(Array.from(b as Uint32Array), Array.from(a as Uint32Array), key);
    else assert.deepEqual(b, a, key);
  }
  // A blob at an odd offset (not as node:sqlite returns it) is copied, not misread.
  const blob = encodeImage(image);
  const shifted = new Uint8Array(blob.byteLength + 3);
  shifted.set(blob, 3);
  assert.deepEqual(Array.from(decodeImage(shifted.subarray(3)).namePost), Array.from(image.namePost));
});

test('terms are in byte order: exact lookups, prefixes and texts', () => {
  const image = small();
  const words = Array.from({ length: image.terms }, (_, t) => termText(image, t));
  assert.deepEqual(words, [...words].sort());
  assert.equal(termText(image, findTerm(image, 'koks')), 'koks');
  assert.equal(findTerm(image, 'kok'), -1);
  const [lo, hi] = prefixRange(image, 'ko');
  assert.deepEqual(words.slice(lo, hi), ['koka', 'koks']);
  assert.deepEqual(prefixRange(image, 'zz'), [image.terms, image.terms]);
});

test('documents keep their names in order, each ended, the current one first', () => {
  const image = small();
  const fwd = Array.from(image.fwdTerms.subarray(image.fwdStart[0], image.fwdStart[1]), (t) => (t === NAME_END ? '|' : termText(image, t)));
  assert.deepEqual(fwd, ['rigas', 'koks', '|', 'koka', 'nams', '|']);
  assert.deepEqual(Array.from(image.cellStarts), [0, 2, 3]);
  assert.deepEqual(Array.from(image.cellValues), [1, 7]);
  assert.deepEqual(image.formSets[image.formSet[1]!], ['as', 'sia']);
});

test('each document keeps the first letters of its current name as written, past its legal form', () => {
  const b = new ImageBuilder('EE');
  const row = { regcode: '1', status: 'active', address: null, address_street: null, legal_form_code: null, legal_form_name: null, other_names: null };
  for (const name of ['Pärnu Ehitus OÜ', 'PA Õlu OÜ', 'OÜ "Žemaitė"', 'Ärmaa OÜ']) b.add(imageDocument({ ...row, name }, 1));
  const image = decodeImage(encodeImage(b.finish()));
  const begins = (d: number, typed: string, word: string) => beginsAsTyped(image.beginnings[d]!, markedBeginningTyped(typed, word)!);
  assert.ok(begins(0, 'Pä', 'pa') && begins(0, 'PÄR', 'par') && begins(0, 'Pärnu', 'parnu'));
  assert.ok(!begins(1, 'Pä', 'pa') && !begins(0, 'Pā', 'pa'), 'another mark, or none, is another beginning');
  assert.ok(begins(2, 'Žem', 'zem') && begins(3, 'Ä', 'a'));
  assert.equal(markedBeginningTyped('Pa', 'pa'), null, 'typed without marks');
  assert.equal(markedBeginningTyped('Paër', 'paer'), null, 'a mark past the first three letters');
});

test('a damaged blob is refused with a reason', () => {
  const blob = encodeImage(small());
  assert.throws(() => decodeImage(new Uint8Array(16)), /bad magic/);
  assert.throws(() => decodeImage(blob.subarray(0, blob.byteLength - 64)), /truncated/);
  const other = blob.slice();
  const header = Buffer.from(other.buffer, 8, new DataView(other.buffer).getUint32(4, true)).toString('utf8');
  // Another format number of the same width, so the header keeps its length.
  const bumped = header.replace(/"format":(\d+)/, (_m, n: string) => `"format":${'9'.repeat(n.length)}`);
  assert.equal(bumped.length, header.length);
  other.set(Buffer.from(bumped, 'utf8'), 8);
  assert.throws(() => decodeImage(other), /format 9+, expected/);
});

test('documents out of rank order are a bug the builder reports', () => {
  const b = new ImageBuilder('EE');
  b.add({ nameKeys: ['a'], formKeys: [], addressTokens: [], streetKey: null, cell: 5 });
  assert.throws(() => b.add({ nameKeys: ['b'], formKeys: [], addressTokens: [], streetKey: null, cell: 4 }), /out of rank order/);
});
