// The perturbations of the judged query set: what someone types instead of a registered name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../../src/domain/fold.ts';
import { Rng } from '../../src/demo/random.ts';
import {
  formDropped, formMoved, reordered, splitName, streetAndHouse, typedPrefixes, typoInWord, withoutDiacritics, withTypo,
} from '../../bench/quality/perturb.ts';

const split = (name: string) => splitName(name, companyNameKey(name));

test('a registered name splits into its core words and its legal form, wherever the form stands', () => {
  assert.deepEqual(split('SIA "Rīgas Koks"'), { core: ['Rīgas', 'Koks'], form: ['SIA'], formFirst: true });
  assert.deepEqual(split('Tallinna Ehitus OÜ'), { core: ['Tallinna', 'Ehitus'], form: ['OÜ'], formFirst: false });
  assert.deepEqual(split('Sabiedrība ar ierobežotu atbildību "Nord Būve"')?.form, ['Sabiedrība', 'ar', 'ierobežotu', 'atbildību']);
  assert.deepEqual(split('Latvijas Gāze, AS'), { core: ['Latvijas', 'Gāze'], form: ['AS'], formFirst: false });
  assert.deepEqual(split('"Ādažu Attīstības Fonds"')?.form, []);
});

test('the legal form moves to the other end or is dropped; words are reordered around it', () => {
  const parts = split('SIA "Rīgas Koks"')!;
  assert.equal(formMoved(parts), 'Rīgas Koks SIA');
  assert.equal(formDropped(parts), 'Rīgas Koks');
  assert.equal(reordered(parts), 'SIA Koks Rīgas');
  assert.equal(formMoved(split('Tmi Sari Nieminen')!), 'Sari Nieminen Tmi');
  assert.equal(reordered(split('Maaknue OÜ')!), null, 'one word cannot be reordered');
});

test('diacritics are removed, case and quotes kept', () => {
  assert.equal(withoutDiacritics('SIA "Ādažu Mēbeles"'), 'SIA "Adazu Mebeles"');
  assert.equal(withoutDiacritics('Itä-Suomen Øljy Oy'), 'Ita-Suomen Oljy Oy');
});

test('a typo is one edit inside a word of six or more letters, never its first letter', () => {
  const rng = new Rng(1);
  for (let i = 0; i < 200; i++) {
    const typo = typoInWord(rng, 'Tallinna');
    assert.notEqual(typo, 'Tallinna');
    assert.equal(typo[0], 'T');
    assert.ok(Math.abs(typo.length - 8) <= 1);
  }
  assert.equal(withTypo(rng, split('SIA "AK Koks"')!), null, 'no word of six letters');
  const q = withTypo(rng, split('Tallinna Ehitus OÜ')!)!;
  assert.notEqual(q, 'Tallinna Ehitus');
  assert.equal(q.split(' ').length, 2);
});

test('typed prefixes grow word by word and stop before the whole name', () => {
  assert.deepEqual(typedPrefixes(split('SIA "Rīgas Koks"')!), ['Rīg', 'Rīga', 'Rīgas', 'Rīgas Kok']);
});

test('street and house number leave out flat and entrance in every country form', () => {
  assert.equal(streetAndHouse('Brīvības iela 12 - 5'), 'Brīvības iela 12');
  assert.equal(streetAndHouse('Tööstuse tn 31-12'), 'Tööstuse tn 31');
  assert.equal(streetAndHouse('Šeimyniškių g. 34-64'), 'Šeimyniškių g. 34');
  assert.equal(streetAndHouse('Mäkelänkatu 12 B 34'), 'Mäkelänkatu 12');
  assert.equal(streetAndHouse('Tallinna mnt 7'), 'Tallinna mnt 7');
  assert.equal(streetAndHouse(null), null);
  assert.equal(streetAndHouse('Pasts'), null, 'no house number');
});
