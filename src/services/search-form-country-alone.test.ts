// A legal form typed alone that one country writes (`AB`: Lithuania's register) lists that
// country's companies first (form-country.ts), yet the read of every country's companies of the
// form stopped at its bound in rank order, filled by the shorter names of another country's
// form that it spells too (a Finnish Oy is an `Ab` in Swedish): `AB "` listed one AB, then Oys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const LT_KONE = '300000002';
const LT_CONSULTING = '300000001';
// Finnish business IDs with their check digit (7 digits weighted 7 9 10 5 8 4 2, mod 11).
function businessId(n: number): string {
  const digits = String(3100000 + n).padStart(7, '0');
  const sum = [7, 9, 10, 5, 8, 4, 2].reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = sum % 11 === 0 ? 0 : 11 - (sum % 11);
  return `${digits}-${check}`;
}
// More short-named Oys than a page's read takes (30 for ten results): each a shorter name than the AB's.
const letters = 'ABCDEFGHIJKLMNOPRSTUVZ';
const OYS = Array.from({ length: 40 }, (_, i) => ({ regcode: businessId(i), name: `${letters[i % 22]}${letters[Math.floor(i / 22)]} Puu Oy` }))
  .filter((o) => !o.regcode.endsWith('-10'));

let ctx: SeededServices;
before(() => {
  const lt = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '320', formName: 'Akcinė bendrovė' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    lt(LT_KONE, 'AB "Kone"'),
    lt(LT_CONSULTING, 'AB "Consulting Baltic"'),
    ...OYS.map((o) => ownCompany(o.regcode, o.name, { country: 'FI', form: '16', formName: 'Osakeyhtiö' })),
  ] } });
});
after(() => ctx.close());

test('AB typed alone lists the Lithuanian ABs first, past the shorter Oys the read of every country takes', () => {
  for (const q of ['AB', 'AB "', 'Akcinė bendrovė']) {
    assert.deepEqual(ctx.services.autofill(q, { limit: 10 }).slice(0, 2).map((r) => r.regcode), [LT_KONE, LT_CONSULTING], q);
    assert.deepEqual(ctx.services.searchCompanies(q, { limit: 10 }).slice(0, 2).map((r) => r.regcode), [LT_KONE, LT_CONSULTING], q);
  }
  // Written in Swedish, the Oys are meant: they come first.
  assert.equal(ctx.services.autofill('Aktiebolag', { limit: 10 })[0]!.country, 'FI');
});

test('A/B typed alone, written only in Finland, lists the Finnish Oys first, as Aktiebolag does', () => {
  // Read as the Lithuanian AB, the shorter AB "Kone" came first; every country's aktiebolag
  // alike, it stood among the Oys by length.
  for (const q of ['A/B', 'A/B "', 'a/b "']) {
    for (const list of [ctx.services.autofill(q, { limit: 10 }), ctx.services.searchCompanies(q, { limit: 10 })]) {
      assert.deepEqual(list.map((r) => r.country), Array(10).fill('FI'), q);
    }
  }
});
