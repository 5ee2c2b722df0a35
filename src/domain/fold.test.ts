import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldText, companyNameKey, personNameKey } from './fold.ts';

test('folds the diacritics of all four languages, case and quotes', () => {
  assert.equal(foldText('ā č ē ģ ī ķ ļ ņ š ū ž ą ę ė į ų õ ä ö ü å'), 'a c e g i k l n s u z a e e i u o a o u a');
  assert.equal(foldText('IK "D.Luxe"'), 'ik d luxe');
  assert.equal(foldText('„Rīgas Ūdens”'), 'rigas udens');
  assert.equal(foldText('Сергей Петров'), 'sergei petrov');
});

test('legal-form words do not count wherever they stand', () => {
  assert.equal(companyNameKey('SIA "Rīgas Koks"'), 'rigas koks');
  assert.equal(companyNameKey('Rīgas koks, SIA'), 'rigas koks');
  assert.equal(companyNameKey('Uždaroji akcinė bendrovė "Lietkompexim"'), 'lietkompexim');
  assert.equal(companyNameKey('001 Kinnisvara OÜ'), '001 kinnisvara');
  assert.equal(companyNameKey('Anttoni Patana Oy'), 'anttoni patana');
  // A legal-form phrase twice in a row (a name's own word next to the form moved after it).
  assert.equal(companyNameKey('Ļisgās Biedrība Biedrība'), 'lisgas');
  assert.equal(companyNameKey('Biedrība "Biedrība Ozols"'), 'ozols');
  assert.equal(companyNameKey('Ozols osaühing osaühing osaühing'), 'ozols');
});

test('person names match in any order', () => {
  assert.equal(personNameKey('Bērziņš Jānis'), personNameKey('JANIS BERZINS'));
});
