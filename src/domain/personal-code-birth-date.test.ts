import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

test('a masked century offers only the centuries whose date has come', () => {
  assert.match(personalCodeAsBirthDateRule('010110-*****', NOW) ?? '', /1910-01-01 or 2010-01-01/);
  assert.match(personalCodeAsBirthDateRule('010180*****', NOW) ?? '', /1980-01-01 if born in the 1900s/);
});

test('a code whose digits are no real or past date names no date', () => {
  for (const code of ['310280-12345', '010180-92345', '010130-21234']) {
    assert.doesNotMatch(personalCodeAsBirthDateRule(code, NOW) ?? '', /\d{4}-\d{2}-\d{2}/, code);
  }
});

test('what is no Latvian personal code is left to the date rule', () => {
  for (const value of ['1980-01-01', '01018012345', '010180-**', 'hello']) assert.equal(personalCodeAsBirthDateRule(value, NOW), null, value);
});
