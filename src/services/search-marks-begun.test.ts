// A short beginning typed with a marked letter (docs/search.md, step 4): `Pä` listed `PA Õlu OÜ`
// first, whose `pa` is a whole word, before every `Pärnu …`, and `Žem` a page of shorter `Zeme …`
// names, read first in rank order, before any `Žem…` at all. The names that begin with the letters
// as typed, marks and all, now come first among those beginning with the words; typed without marks
// (`Pa`, `Zem`), the order is the index's, as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const ee = (regcode: string, name: string, status = 'active') => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', status });
const lv = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību' });
// More shorter `Zeme …` names than an autofill reads in rank order (three pages).
const ZEME = Array.from({ length: 35 }, (_, i) => lv(`400030000${String(i).padStart(2, '0')}`, `SIA "Zeme ${i + 1}"`));

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee('10000001', 'PA Õlu OÜ'),
    ee('10000002', 'Pärnu Ehitus OÜ'),
    ee('10000003', 'Parnu Kala OÜ'),
    ee('10000004', 'Pärli Kohvik OÜ', 'closed'),
    ...ZEME,
    lv('40003100001', 'SIA "Žemeņu Dārzs"'),
  ] } });
});
after(() => ctx.close());

const names = (found: Array<{ name: string }>) => found.map((r) => r.name);
const autofill = (q: string) => names(ctx.services.autofill(q, { limit: 10 }));
const search = (q: string) => names(ctx.services.searchCompanies(q, { limit: 20 }));

test('a beginning typed with its marks lists the names beginning so first', () => {
  assert.equal(autofill('Pä')[0], 'Pärnu Ehitus OÜ');
  assert.equal(autofill('pä')[0], 'Pärnu Ehitus OÜ', 'in lower case');
  assert.equal(search('Pä')[0], 'Pärnu Ehitus OÜ');
  assert.ok(autofill('Pä').includes('PA Õlu OÜ'), 'the names folding alike still follow');
  assert.equal(autofill('P&auml;')[0], 'Pärnu Ehitus OÜ', 'pasted from a web page');
});

test('one beyond the names an autofill reads in rank order is read too', () => {
  assert.equal(autofill('Žem')[0], 'SIA "Žemeņu Dārzs"');
  assert.equal(autofill('Že')[0], 'SIA "Žemeņu Dārzs"');
  assert.equal(autofill('SIA "Žem')[0], 'SIA "Žemeņu Dārzs"', 'after a legal form');
});

test('typed without marks, the order is the index\'s: the shorter name first, both listed', () => {
  const found = autofill('Pa');
  assert.equal(found[0], 'PA Õlu OÜ');
  assert.ok(found.includes('Pärnu Ehitus OÜ'));
  assert.ok(found.indexOf('Parnu Kala OÜ') < found.indexOf('Pärnu Ehitus OÜ'), 'the shorter name');
  assert.equal(autofill('Zem')[0], 'SIA "Zeme 1"');
  assert.ok(!autofill('Zem').includes('SIA "Žemeņu Dārzs"'), 'a page of shorter names');
});

test('the status still comes first: an active name before a closed one begun as typed', () => {
  const found = search('Pä');
  assert.ok(found.indexOf('PA Õlu OÜ') < found.indexOf('Pärli Kohvik OÜ'));
});
