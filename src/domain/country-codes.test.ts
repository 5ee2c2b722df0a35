// A register names a holder's country as a code or a name; every alias the table lists is read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countryCodeOf } from './country-codes.ts';

test('UK, written for the United Kingdom and no ISO code, is read as GB', () => {
  // Two letters that are no alpha-2 code were refused before the names were looked at, so the
  // alias UK was never read and a British holder was served with registeredIn null.
  assert.equal(countryCodeOf('UK'), 'GB');
  assert.equal(countryCodeOf('uk'), 'GB');
});

test('codes and names are read; a user-assigned or unknown code is none', () => {
  assert.equal(countryCodeOf('CY'), 'CY');
  assert.equal(countryCodeOf('CYP'), 'CY');
  assert.equal(countryCodeOf('Küpros'), 'CY');
  assert.equal(countryCodeOf('ZZ'), null);
  assert.equal(countryCodeOf('XX'), null);
  assert.equal(countryCodeOf(''), null);
});
