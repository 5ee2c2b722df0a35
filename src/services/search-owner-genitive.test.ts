// A Lithuanian individual enterprise named after its owner in the genitive (`Jono Jonaičio IĮ`,
// Jonas Jonaitis's) is found by the owner's name typed in the nominative (`Jonas Jonaitis`), as a
// person types it; a text whose words a name holds as typed keeps its answer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { lithuanianGenitiveReadings, lithuanianNominativeReadings } from '../domain/sole-trader-name.ts';

const JONAICIO = '300000011';
const ONOS = '300000012';
const KAZIO = '300000013';
const PETRO = '300000014';
const JONAS_UAB = '300000015';
const JONAITIS_OU = '14000016';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(JONAICIO, 'Jono Jonaičio IĮ', { country: 'LT', form: 'IĮ' }),
    ownCompany(ONOS, 'Onos Petraitienės individuali įmonė', { country: 'LT', form: 'IĮ' }),
    ownCompany(KAZIO, 'Kazio Pauliaus IĮ', { country: 'LT', form: 'IĮ' }),
    ownCompany(PETRO, 'Petro Kazlausko IĮ', { country: 'LT', form: 'IĮ' }),
    ownCompany(JONAS_UAB, 'UAB "Petras Kazlauskas"', { country: 'LT', form: 'UAB' }),
    ownCompany(JONAITIS_OU, 'Kazys Paulius OÜ', { country: 'EE', form: 'OÜ' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string, country?: 'LT' | 'EE') => ctx.services.searchCompanies(q, country === undefined ? { limit: 20 } : { limit: 20, country }).map((r) => r.regcode);

test('an owner\'s name typed in the nominative finds the IĮ named in the genitive', () => {
  for (const [q, regcode] of [['Jonas Jonaitis', JONAICIO], ['jonas jonaitis', JONAICIO], ['Ona Petraitienė', ONOS], ['Ona Petraitiene', ONOS],
    ['Jonas Jonaitis IĮ', JONAICIO]] as const) {
    assert.equal(search(q)[0], regcode, q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, regcode, `autofill ${q}`);
  }
  assert.deepEqual(search('Jonas Jonaitis', 'LT'), [JONAICIO]);
  // Asked in another country, no Lithuanian name is read.
  assert.deepEqual(search('Jonas Jonaitis', 'EE'), []);
});

test('a text a name holds as typed keeps its answer', () => {
  // UAB "Petras Kazlauskas" holds the words typed: Petro Kazlausko IĮ is not put before it.
  assert.equal(search('Petras Kazlauskas')[0], JONAS_UAB);
  assert.ok(!search('Petras Kazlauskas').includes(PETRO));
  assert.deepEqual(search('Kazys Paulius'), [JONAITIS_OU]);
  // Asked in LT alone, where no name holds them as typed, the IĮ of Kazys Paulius is found.
  assert.deepEqual(search('Kazys Paulius', 'LT'), [KAZIO]);
  // The genitive typed finds the IĮ as before.
  assert.equal(search('Jono Jonaičio')[0], JONAICIO);
});

test('the genitive readings are the nominative readings the other way', () => {
  for (const name of ['Jonas Jonaitis', 'Ona Petraitienė', 'Kazys Paulius', 'Petras Kazlauskas', 'Kęstutis Gudaitis']) {
    const words = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(' ');
    const [genitive] = lithuanianGenitiveReadings(words);
    assert.ok(genitive !== undefined, name);
    assert.ok(lithuanianNominativeReadings(genitive.join(' ')).some((r) => r.join(' ') === words.join(' ')), `${name}: ${genitive.join(' ')}`);
  }
  assert.deepEqual(lithuanianGenitiveReadings(['jonas', 'jonaitis'])[0], ['jono', 'jonaicio']);
  assert.deepEqual(lithuanianGenitiveReadings(['kazys', 'paulius'])[0], ['kazio', 'pauliaus']);
  // Not a Lithuanian person's name: a word without a nominative ending, one word, digits.
  for (const words of [['baltic', 'trans'], ['jonaitis'], ['jonas', '2000']]) assert.deepEqual(lithuanianGenitiveReadings(words), [], words.join(' '));
});
