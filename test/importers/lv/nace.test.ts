// NACE codes kept as text and repaired from spreadsheet damage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naceClassificationForYear, normaliseNaceCode } from '../../../src/importers/lv/nace.ts';

test('NACE codes: dotted text, zeros restored by level, junk dropped', () => {
  assert.equal(normaliseNaceCode('62.01'), '62.01');
  assert.equal(normaliseNaceCode('6201'), '62.01');
  assert.equal(normaliseNaceCode('1.11'), '01.11');
  assert.equal(normaliseNaceCode('0111'), '01.11');
  assert.equal(normaliseNaceCode('62.1'), '62.10');
  assert.equal(normaliseNaceCode('62.1', 3), '62.1');
  assert.equal(normaliseNaceCode('62.1', 4), '62.10');
  assert.equal(normaliseNaceCode('1', 2), '01');
  assert.equal(normaliseNaceCode('a', 1), 'A');
  for (const junk of ['?', '', ' ', '0', '00', '0000', 'UNDEFINED', '-', null]) assert.equal(normaliseNaceCode(junk), null, String(junk));
  assert.equal(naceClassificationForYear(2023), 'NACE Rev. 2');
  assert.equal(naceClassificationForYear(2024), 'NACE Rev. 2.1');
});
