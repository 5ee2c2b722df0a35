// A rural Latvian or Lithuanian address begins with its municipality and parish: the city field
// of a form got the municipality (Ādažu nov.) and the street field the village with the street.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitAddress } from './lv/register.ts';
import { splitLtAddress } from './lt/cells.ts';

test('LV: the town is the city, also after a municipality and parish', () => {
  assert.deepEqual(splitAddress('Rīga, Latgales iela 180 - 5'), { city: 'Rīga', street: 'Latgales iela 180 - 5' });
  assert.deepEqual(splitAddress('Ādažu nov., Ādaži, Rīgas gatve 5'), { city: 'Ādaži', street: 'Rīgas gatve 5' });
  assert.deepEqual(splitAddress('Siguldas nov., Allažu pag., Allaži, "Kalnieši"'), { city: 'Allaži', street: '"Kalnieši"' });
  assert.deepEqual(splitAddress('Mārupes novads, Mārupe, Daugavas iela 29'), { city: 'Mārupe', street: 'Daugavas iela 29' });
});

test('LV: a farmstead with no village is in its parish', () => {
  assert.deepEqual(splitAddress('Siguldas nov., Allažu pag., "Kalnieši"'), { city: 'Allažu pag.', street: '"Kalnieši"' });
});

test('LV: an address of one part is a street with no city', () => {
  assert.deepEqual(splitAddress('Latgales iela 180'), { city: null, street: 'Latgales iela 180' });
  assert.deepEqual(splitAddress(null), { city: null, street: null });
});

test('an address of its town alone is the city, with no street a form would send it to', () => {
  assert.deepEqual(splitAddress('Valmiera'), { city: 'Valmiera', street: null });
  assert.deepEqual(splitAddress('Rīga, LV-1010'), { city: 'Rīga', street: null });
  assert.deepEqual(splitAddress('Ādažu nov.'), { city: 'Ādažu nov.', street: null });
  assert.deepEqual(splitLtAddress('Vilnius, LT-07114'), { city: 'Vilnius', street: null, postcode: 'LT-07114' });
  assert.deepEqual(splitLtAddress('Kauno r. sav.'), { city: 'Kauno r. sav.', street: null, postcode: null });
  // A house's quoted name alone stays the street, as a house number does.
  assert.deepEqual(splitAddress('"Kalnieši"'), { city: null, street: '"Kalnieši"' });
});

test('LT: the town is the city, after the municipality and eldership, and the postcode apart', () => {
  assert.deepEqual(splitLtAddress('Vilnius, S. Stanevičiaus g. 95, LT-07114'),
    { city: 'Vilnius', street: 'S. Stanevičiaus g. 95', postcode: 'LT-07114' });
  assert.deepEqual(splitLtAddress('Vilniaus r. sav., Avižienių sen., Pilaitės k., Pilaitės g. 1, LT-14128'),
    { city: 'Pilaitės k.', street: 'Pilaitės g. 1', postcode: 'LT-14128' });
  assert.deepEqual(splitLtAddress('Kauno r. sav., Garliava, Vytauto g. 2'), { city: 'Garliava', street: 'Vytauto g. 2', postcode: null });
});

test('an address of administrative units only is in the smallest of them, with no street', () => {
  assert.deepEqual(splitLtAddress('Molėtų r. sav., Alantos sen., LT-33001'), { city: 'Alantos sen.', street: null, postcode: 'LT-33001' });
  assert.deepEqual(splitAddress('Siguldas nov., Allažu pag.'), { city: 'Allažu pag.', street: null });
});
