// A number's beginning typed alone (`1234`, `4000312`, `LV4000312`) lists the companies whose
// numbers begin with it, and nothing told them from the company of that number: a user reading
// `Lux Eko OÜ` first for `1234` took 1234 for its number. Each is now marked (matchedNumber
// number_beginning, the beginning as read); the company of a whole number typed is not.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40003123456', 'SIA "Rīgas Koks"', { formName: 'Sabiedrība ar ierobežotu atbildību', address: 'Rīga, Krasta iela 5' }),
    ownCompany('40003123999', 'SIA "Koka Nams"', { formName: 'Sabiedrība ar ierobežotu atbildību', address: 'Rīga, Brīvības iela 1' }),
    ownCompany('12340198', 'Lux Eko OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Narva mnt 5' }),
  ] } });
});
after(() => ctx.close());

type Marked = { regcode: string; matchedNumber?: { number: string; kind: string } };
const marks = (results: Marked[]) => results.map((r) => [r.regcode, r.matchedNumber ?? null]);

test('the companies whose number a text only begins are marked number_beginning, in search and autofill', () => {
  const begun = (number: string) => ({ number, kind: 'number_beginning' });
  for (const [q, number, regcodes] of [['1234', '1234', ['12340198']], ['4000312', '4000312', ['40003123456', '40003123999']],
    ['LV4000312', 'LV4000312', ['40003123456', '40003123999']], ['4000 312 3', '40003123', ['40003123456', '40003123999']]] as const) {
    const expected = regcodes.map((r) => [r, begun(number)]);
    assert.deepEqual(marks(ctx.services.searchCompanies(q, { limit: 10 })), expected, `search ${q}`);
    assert.deepEqual(marks(ctx.services.autofill(q, { limit: 10 })), expected, `autofill ${q}`);
  }
});

test('the company of a whole number typed is not marked', () => {
  for (const q of ['40003123456', 'LV40003123456', '12340198']) {
    const [first] = ctx.services.searchCompanies(q, { limit: 10 });
    assert.equal(first?.matchedNumber, undefined, q);
  }
});
