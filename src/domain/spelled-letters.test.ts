import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from './fold.ts';
import { spelledOutNameKeys, spelledOutReadings } from './spelled-letters.ts';

test('a word is read with every letter pair as one letter first, then fewer, never as typed', () => {
  assert.deepEqual(spelledOutReadings('maekinen'), ['makinen']);
  assert.deepEqual(spelledOutReadings('haemaelaeinen').slice(0, 1), ['hamalainen']);
  assert.equal(spelledOutReadings('haemaelaeinen').length, 7);
  assert.deepEqual(spelledOutReadings('salminen'), []);
});

test('a person typed with letters spelled out gives the key of the name written with its marks', () => {
  assert.ok(spelledOutNameKeys('Vaeinoe Salminen').includes(personNameKey('Väinö Salminen')));
  assert.equal(spelledOutNameKeys('Haemaelaeinen Jukka')[0], personNameKey('Hämäläinen Jukka'));
  assert.ok(spelledOutNameKeys('Janis Berzinsh').includes(personNameKey('Jānis Bērziņš')));
  // A pair that is the name's own is also kept as typed: `Michael` stays Michael.
  assert.ok(spelledOutNameKeys('Michael Schaefer').includes(personNameKey('Michael Schäfer')));
  for (const keys of [spelledOutNameKeys('Vaeinoe Salminen'), spelledOutNameKeys('Michael Schaefer')]) {
    assert.ok(!keys.includes(personNameKey('Vaeinoe Salminen')) && !keys.includes(personNameKey('Michael Schaefer')));
  }
  // The Latvian ņ, ļ, ķ, ģ as Latvian written without marks spells them, nj, lj, kj, gj.
  assert.ok(spelledOutNameKeys('Janis Berzinjsh').includes(personNameKey('Jānis Bērziņš')));
  assert.ok(spelledOutNameKeys('Ilze Kalninja').includes(personNameKey('Ilze Kalniņa')));
  assert.ok(spelledOutNameKeys('Gjirts Kjeniņsh').includes(personNameKey('Ģirts Ķeniņš')));
  assert.ok(spelledOutNameKeys('Ljena Ozolinja').includes(personNameKey('Ļena Ozoliņa')));
  assert.deepEqual(spelledOutNameKeys('Mari Tamm'), []);
  // Each key is a lookup: a long name of many pairs stays bounded.
  assert.equal(spelledOutNameKeys('Aeoeue Shzhch Aeoeue Shzhch Aeoeue').length, 16);
});
