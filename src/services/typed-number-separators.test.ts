// A registration or VAT number typed or pasted with a hyphen, a dot or a slash between groups of
// its digits (`40003-123456`, `40003.123456`, `110-173-907`), as people write a long number to
// read it and as some documents print it: read as the digits, as the number written with spaces
// is, by search, autofill and the details lookup alike (docs/search.md, step 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { InvalidParameterError } from '../domain/errors.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const key = (r: { country: string; regcode: string }) => `${r.country}:${r.regcode}`;
const CASES: Array<[string, { country: string; regcode: string }]> = [
  ['40003-032949', C.lvGaze], ['40003.032949', C.lvGaze], ['40003/032949', C.lvGaze], ['4000-3032-949', C.lvGaze],
  ['40003\u2013032949', C.lvGaze], ['40003 - 032949', C.lvGaze], ['LV40003-032949', C.lvGaze], ['LV 4000.3032.949', C.lvGaze],
  ['110-053-842', C.ltVilkas], ['1013-7025', C.eeEnergia], ['EE100-247-019', C.eeEnergia], ['0112038.9', C.fiNokia], ['FI0112.0389', C.fiNokia],
  ['reg. nr. 40003-032949', C.lvGaze],
];

test('a number with hyphens, dots or slashes between its digits finds its company in search, autofill and details', () => {
  for (const [typed, company] of CASES) {
    assert.equal(key(ctx.services.getCompany(typed)), key(company), `details ${typed}`);
    assert.equal(ctx.services.searchCompanies(typed, { limit: 5 }).map(key)[0], key(company), `search ${typed}`);
    assert.equal(ctx.services.autofill(typed, { limit: 5 }).map(key)[0], key(company), `autofill ${typed}`);
  }
});

test('the beginning of a number typed with a hyphen or in groups lists the companies whose number it begins', () => {
  for (const typed of ['40003-0329', '40003-03', '4000 3032', 'LV40003-0329', 'LV 4000 3032']) {
    assert.deepEqual(ctx.services.autofill(typed, { limit: 5 }).map(key), [key(C.lvGaze)], typed);
  }
});

test('a text that is no number stays refused by the details lookup', () => {
  for (const typed of ['40003--032949', '40003-', '-', '40003-abc', '4000.', '1980-01-01', '010180-12345']) {
    assert.throws(() => ctx.services.getCompany(typed), InvalidParameterError, typed);
  }
});
