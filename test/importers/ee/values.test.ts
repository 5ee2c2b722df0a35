import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amount, birthDateFromPersonalCode, eeRegcode } from '../../../src/importers/ee/values.ts';
import { legalFormCode } from '../../../src/importers/ee/legal-forms.ts';

test('registry codes stay 8-digit text, JSON numbers get their leading zero back', () => {
  assert.equal(eeRegcode('12652512'), '12652512');
  assert.equal(eeRegcode(' 01234567 '), '01234567');
  assert.equal(eeRegcode(1234567), '01234567');
  assert.equal(eeRegcode('1234567'), null);
  assert.equal(eeRegcode('EE12652512'), null);
  assert.equal(eeRegcode(12.5), null);
  assert.equal(eeRegcode(null), null);
});

test('amounts in every published form', () => {
  assert.equal(amount('22 353,85'), 22353.85);
  assert.equal(amount('1\u00a0250\u00a0000,00'), 1250000);
  assert.equal(amount('-5000.5'), -5000.5);
  assert.equal(amount('12000.0'), 12000);
  assert.equal(amount('1.234,56'), 1234.56);
  assert.equal(amount('1,234.56'), 1234.56);
  assert.equal(amount(40), 40);
  assert.equal(amount('  '), null);
  assert.equal(amount(null), null);
  assert.ok(Number.isNaN(amount('n/a')));
  assert.ok(Number.isNaN(amount('12-3')));
});

test('an Estonian personal code gives its birth date only when its check digit holds', () => {
  assert.equal(birthDateFromPersonalCode('37605030299'), '1976-05-03');
  assert.equal(birthDateFromPersonalCode('60101010006'), '2001-01-01');
  assert.equal(birthDateFromPersonalCode('37605030298'), null);
  assert.equal(birthDateFromPersonalCode('39913310000'), null);
  assert.equal(birthDateFromPersonalCode('14000001'), null);
});

test('legal-form codes from the Estonian text; unknown forms get no invented code', () => {
  assert.equal(legalFormCode('Osaühing'), 'OÜ');
  assert.equal(legalFormCode('FÜÜSILISEST ISIKUST ETTEVÕTJA'), 'FIE');
  assert.equal(legalFormCode('Korteriühistu'), 'KÜ');
  assert.equal(legalFormCode('Erakond'), null);
  assert.equal(legalFormCode(null), null);
});
