// A name typed with its marked letters (docs/search.md, step 4.5): the images hold folded words,
// so `Märt` met `Mart Õun` and `Märt Jõgi` alike, and the shorter `Mart` names came first. Among
// results otherwise equal, the names holding the words as typed, marks and all, come first; a
// word typed without marks changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const ee = (regcode: string, name: string, status = 'active') => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', status });
const lv = (regcode: string, name: string) => ownCompany(regcode, name);
const lt = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: 'UAB' });

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee('10000001', 'Mart Õun OÜ'),
    ee('10000002', 'Märt Jõgi OÜ'),
    ee('10000003', 'Mart Jõgi OÜ'),
    ee('10000004', 'Märt Kask Closed OÜ', 'closed'),
    // A page of shorter `Mart` names tied with the one `Märt Mölderson`: read in rank order, they fill it.
    ...Array.from({ length: 12 }, (_, i) => ee(`1100000${String(i).padStart(2, '0')}`, `Mart ${String.fromCharCode(97 + i).repeat(5)} OÜ`)),
    ee('12000001', 'Märt Mölderson OÜ'),
    ee('13000001', 'Joe Kala OÜ'),
    ee('13000002', 'Jõe Kala OÜ'),
    // The unmarked names have the lower codes: the index order puts them first among equals.
    lv('40000000001', 'SIA "Abols"'),
    lv('40000000002', 'SIA "Ābols"'),
    lt('100000001', 'UAB "Silas"'),
    lt('100000002', 'UAB "Šilas"'),
  ] } });
});
after(() => ctx.close());

const names = (found: Array<{ name: string }>) => found.map((r) => r.name);
const search = (q: string, limit = 20) => names(ctx.services.searchCompanies(q, { limit }));
const autofill = (q: string) => names(ctx.services.autofill(q, { limit: 10 }));

test('a word typed with its marks puts the names holding them first among equals', () => {
  assert.deepEqual(search('Ābols'), ['SIA "Ābols"', 'SIA "Abols"']);
  assert.deepEqual(search('Šilas'), ['UAB "Šilas"', 'UAB "Silas"']);
  assert.deepEqual(search('&Scaron;ilas'), ['UAB "Šilas"', 'UAB "Silas"'], 'pasted from a web page');
  assert.deepEqual(search('Jõe Kala'), ['Jõe Kala OÜ', 'Joe Kala OÜ']);
  assert.deepEqual(search('märt jõgi'), ['Märt Jõgi OÜ', 'Mart Jõgi OÜ']);
  // Before the shorter name: `Mart Õun` is one letter shorter than `Märt Jõgi`.
  assert.deepEqual(search('Märt').slice(0, 3), ['Märt Jõgi OÜ', 'Märt Mölderson OÜ', 'Mart Õun OÜ']);
});

test('typed without marks, the order is the index\'s: the shorter name, then the code', () => {
  assert.deepEqual(search('Abols'), ['SIA "Abols"', 'SIA "Ābols"']);
  assert.deepEqual(search('Mart Jogi'), ['Märt Jõgi OÜ', 'Mart Jõgi OÜ']);
  assert.equal(search('Mart')[0], 'Mart Õun OÜ');
  assert.ok(search('Mart').indexOf('Mart Õun OÜ') < search('Mart').indexOf('Märt Jõgi OÜ'));
});

test('a name tied with a page of unmarked ones is not left off it', () => {
  const page = search('Märt', 5);
  assert.deepEqual(page.slice(0, 2), ['Märt Jõgi OÜ', 'Märt Mölderson OÜ']);
  assert.ok(autofill('Märt').includes('Märt Mölderson OÜ'));
});

test('the word being typed is met by the beginning of a marked word', () => {
  assert.equal(autofill('Šil')[0], 'UAB "Šilas"');
  assert.equal(autofill('Mär')[0], 'Märt Jõgi OÜ');
});

test('status and how the words met the name still come first', () => {
  const found = search('Märt Kask');
  assert.equal(found[0], 'Märt Kask Closed OÜ', 'the exact name');
  const all = search('Märt', 30);
  assert.ok(all.indexOf('Mart Õun OÜ') < all.indexOf('Märt Kask Closed OÜ'), 'an active Mart before a closed Märt');
});
