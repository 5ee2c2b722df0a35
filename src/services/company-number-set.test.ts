// The compact set of companies the person answers' companyFlags consult: a company is in it exactly when added.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { companyNumberSetBuilder } from './company-number-set.ts';

test('each register\'s form of number is found where added, in its country alone, and a number written otherwise is no other', () => {
  const builder = companyNumberSetBuilder();
  const added: Array<[string, string]> = [
    ['LV', '40003123456'], ['LV', '40003123456'], ['EE', '12754320'], ['LT', '302345678'], ['FI', '0112038-9'],
    ['FI', '2345678-1'], ['LT', '012345678'], ['LV', 'LV-OLD-7'],
  ];
  for (const [country, regcode] of added) builder.add(country, regcode);
  const set = builder.build();
  assert.equal(set.size, 7, 'a company added twice counts once');
  for (const [country, regcode] of added) assert.ok(set.has(country, regcode), `${country} ${regcode}`);
  // Another country, a neighbouring number, the digits of a business ID without its hyphen, the
  // number of a code with its leading zero dropped: none was added.
  for (const [country, regcode] of [['EE', '40003123456'], ['LV', '40003123457'], ['FI', '01120389'], ['FI', '23456781'],
    ['LT', '12345678'], ['EE', '12754321'], ['LV', 'LV-OLD-8'], ['LT', '302345677']] as const) {
    assert.ok(!set.has(country, regcode), `${country} ${regcode}`);
  }
});

test('an empty set holds nothing', () => {
  const set = companyNumberSetBuilder().build();
  assert.equal(set.size, 0);
  assert.ok(!set.has('LV', '40003123456'));
});
