import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personalCodeAsBirthDateRule } from './personal-code-birth-date.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

test('a masked century offers only the centuries whose date has come', () => {
  assert.match(personalCodeAsBirthDateRule('010110-*****', NOW) ?? '', /1910-01-01 or 2010-01-01/);
  assert.match(personalCodeAsBirthDateRule('010180*****', NOW) ?? '', /1980-01-01 if born in the 1900s/);
});

test('a code whose digits are no real date names no date', () => {
  for (const code of ['310280-12345', '010180-92345']) {
    assert.doesNotMatch(personalCodeAsBirthDateRule(code, NOW) ?? '', /\d{4}-\d{2}-\d{2}/, code);
  }
});

// The check lists no one born before 1900 or on a day still to come: a code read so (its century
// digit or sign mistyped) is told it gives no birth date, as one in the name is, never a date to send.
test('a code that reads as a day still to come or before 1900 is told it gives no birth date', () => {
  for (const [code, day, why] of [
    ['010130-21234', '2030-01-01', 'a day still to come'], ['010180-02345', '1880-01-01', 'before 1900'],
    ['01013021234', '2030-01-01', 'a day still to come'], ['01018002345', '1880-01-01', 'before 1900'],
    ['140375-2****', '2075-03-14', 'a day still to come'], ['010180-0', '1880-01-01', 'before 1900'],
    ['17605030297', '1876-05-03', 'before 1900'], ['67605030291', '2076-05-03', 'a day still to come'],
    ['131052+308T', '1852-10-13', 'before 1900'], ['131052A308T', '2052-10-13', 'a day still to come'],
  ] as const) {
    const message = personalCodeAsBirthDateRule(code, NOW) ?? '';
    assert.match(message, new RegExp(`gives no birth date: it reads as ${day}, ${why}.*: send the person's birth date, written YYYY-MM-DD$`), code);
    assert.doesNotMatch(message, /send birthDate=/, code);
  }
});

test('what is no Latvian personal code is left to the date rule', () => {
  for (const value of ['1980-01-01', '010180-**', 'hello']) assert.equal(personalCodeAsBirthDateRule(value, NOW), null, value);
});

test('a Latvian personal code typed without its hyphen is told the birth date it encodes', () => {
  // A bank's or an e-service's form takes the code as eleven digits; the hyphen is only how it is printed.
  assert.match(personalCodeAsBirthDateRule('01018012345', NOW) ?? '', /not a Latvian personal code .*without its hyphen, encodes the birth date 1980-01-01: send birthDate=1980-01-01$/);
  assert.match(personalCodeAsBirthDateRule(' 31120523456 ', NOW) ?? '', /send birthDate=2005-12-31$/);
  // Eleven digits of no real day, or of another century digit, are no such code.
  for (const value of ['31028012345', '01018092345', '40003123456']) assert.equal(personalCodeAsBirthDateRule(value, NOW), null, value);
});

test('eleven digits that are both a Latvian code of a birth and an Estonian code of the 1800s are told the Latvian birth', () => {
  const code = '15011210006'; // an Estonian code of 1850-11-21, no birth the check lists, or a Latvian code of 1912-01-15 without its hyphen
  const message = personalCodeAsBirthDateRule(code, NOW) ?? '';
  assert.match(message, /read as one typed without its hyphen, encodes the birth date 1912-01-15: send birthDate=1912-01-15$/);
  assert.doesNotMatch(message, /1850/);
});

test('an Estonian or Lithuanian personal code is told the birth date it carries, only where its check digit agrees', () => {
  assert.match(personalCodeAsBirthDateRule('37605030299', NOW) ?? '', /not a personal code; .*Estonian or Lithuanian personal code, encodes the birth date 1976-05-03: send birthDate=1976-05-03$/);
  assert.match(personalCodeAsBirthDateRule(' 60101010006 ', NOW) ?? '', /2001-01-01/);
  for (const value of ['37605030298', '39913310000', '71001010000']) assert.equal(personalCodeAsBirthDateRule(value, NOW), null, value);
});

test('a Finnish personal identity code is told the birth date its century sign gives', () => {
  assert.match(personalCodeAsBirthDateRule('131052-308T', NOW) ?? '', /Finnish personal identity code, encodes the birth date 1952-10-13: send birthDate=1952-10-13$/);
  assert.match(personalCodeAsBirthDateRule('131052\u2013308t', NOW) ?? '', /1952-10-13/, 'a dash and a lower-case check character as copied');
  assert.match(personalCodeAsBirthDateRule('010594Y9021', NOW) ?? '', /1994-05-01/);
  assert.match(personalCodeAsBirthDateRule('020594X903P', NOW) ?? '', /1994-05-02/);
  assert.match(personalCodeAsBirthDateRule('010105A123P', NOW) ?? '', /2005-01-01/);
  // A wrong check character names no date.
  assert.equal(personalCodeAsBirthDateRule('131052-308U', NOW), null);
});

test('eleven digits beginning 32 that pass the Estonian check are told both readings', () => {
  const code = '32001010008'; // an Estonian code of 1920-01-01, or a Latvian code of 2017 on without its hyphen
  const message = personalCodeAsBirthDateRule(code, NOW) ?? '';
  assert.match(message, /Estonian or Lithuanian personal code, encodes the birth date 1920-01-01/);
  assert.match(message, /read as a Latvian personal code, one beginning 32 \(issued since July 2017\) holds no birth date$/);
});

test('a code is read with a few spaces about its hyphen, not past the length any code is written in', () => {
  assert.match(personalCodeAsBirthDateRule('010180 - 12345', NOW) ?? '', /1980-01-01/);
  // Spaces about the hyphen were tried in quadratic time: thousands of them held the server for
  // seconds. Past the bound the patterns are not tried, so the code in it is not read.
  for (const spaces of [30, 10_000]) {
    assert.equal(personalCodeAsBirthDateRule(`010180${' '.repeat(spaces)}-12345`, NOW), null, `${spaces} spaces`);
    assert.equal(personalCodeAsBirthDateRule(`321234${' '.repeat(spaces)}-56789`, NOW), null, `${spaces} spaces, a code beginning 32`);
  }
});

test('the first part of a Latvian personal code alone is told the date it gives, with the century where its digit is sent', () => {
  // As an entry shows it before the masked rest, or as a form's field cut it.
  for (const value of ['010180-1', '010180-12', '010180 - 1']) {
    assert.match(personalCodeAsBirthDateRule(value, NOW) ?? '', /not a Latvian personal code .*the first part of a code sent encodes the birth date 1980-01-01: send birthDate=1980-01-01$/, value);
  }
  for (const value of ['010180', '010180-']) {
    assert.match(personalCodeAsBirthDateRule(value, NOW) ?? '', /the first part of a code sent holds no century digit, so it gives 01\.01\.80 without the century: send the birth date as YYYY-MM-DD, 1980-01-01 if born in the 1900s$/, value);
  }
  assert.match(personalCodeAsBirthDateRule('150310', NOW) ?? '', /1910-03-15 or 2010-03-15, whichever/);
  // Six digits of no real day, or fewer digits, are no such part.
  for (const value of ['123456', '310280', '01018', '0101801']) assert.equal(personalCodeAsBirthDateRule(value, NOW), null, value);
});
