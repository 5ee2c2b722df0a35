// A registration number exported from a spreadsheet's column of numbers comes as a decimal:
// `40003032949.0`, `10137025,00`. The lookup read the dot as one between digit groups, so the
// details of `40003032949.0` were a 404 for `400031234560`-like digits no one had sent (on the
// demo, `No company with registration number 400031234560` for `40003123456.0`); the zeros after
// the decimal mark are now no digits of the number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { parseRegcodeInput } from '../domain/regcode.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const key = (r: { country: string; regcode: string }) => `${r.country}:${r.regcode}`;

test('a number a spreadsheet wrote with a decimal mark and zeros finds its company', () => {
  const cases: Array<[string, { country: string; regcode: string }]> = [
    ['40003032949.0', C.lvGaze], ['40003032949.00', C.lvGaze], ['40003032949,0', C.lvGaze],
    ['10137025.0', C.eeEnergia], ['110053842.0', C.ltVilkas], [' 40003032949.0 ', C.lvGaze],
  ];
  for (const [typed, company] of cases) assert.equal(key(ctx.services.getCompany(typed)), key(company), typed);
});

test('digit groups a document writes are read as before: a decimal of other digits, or a group, is no spreadsheet\'s zero', () => {
  const read = (typed: string) => parseRegcodeInput(typed)?.regcodes.map((r) => r.regcode);
  assert.deepEqual(read('40003.032949'), ['40003032949']);
  assert.deepEqual(read('400030.32949'), ['40003032949']);
  // Not zeros alone after the mark, or more than two of them, or too short a number: groups.
  assert.deepEqual(read('4000303294.9'), ['40003032949']);
  assert.deepEqual(read('40003032.000'), ['40003032000']);
  assert.deepEqual(read('123456.0'), ['1234560']);
});
