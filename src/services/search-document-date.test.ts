// A date copied with a company's name from an invoice or a contract (`Tallinna Ehitus OÜ
// 2026-11-15`, `SIA Rīgas Koks, rēķins 15.11.2026`): its digits were read as numbers, and the
// search listed the names and addresses holding `11` or `15` (on the demo, `Rīgas Attīstības Fonds
// 11` alone for Rīgas Koks), and the document's word beside the date made the line read as a
// person's name with a birth date. The date is left out, and the word of the document with it;
// a person's name with a birth date is read as before (the person check's).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { daysWritten, textWithoutDate } from '../domain/person-name-like.ts';

const ee = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address });
const RIGAS_KOKS = '40003123456';
const TALLINNA_EHITUS = '12754320';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(RIGAS_KOKS, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 100' }),
    ownCompany('40008000011', '"Rīgas Attīstības Fonds 11"', { form: 'BDR', formName: 'Biedrība', address: 'Rīga, Lāčplēša iela 15' }),
    ee(TALLINNA_EHITUS, 'Tallinna Ehitus OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117'),
    ee('14000015', 'Põhja Küte Trade OÜ', 'Harju maakond, Tallinn, Tallinna mnt 15, 11315'),
    ee('14000016', 'Ehitus 15 OÜ', 'Tartu maakond, Tartu linn, Riia tn 11, 51004'),
  ] } });
});
after(() => ctx.close());

const found = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 5 });
  return { first: results[0]?.regcode, searchedFor: ctx.services.searchedFor(results) };
};

test('a document\'s date on the line is left out, and the company named beside it is found', () => {
  for (const [q, regcode, searchedFor] of [
    ['Tallinna Ehitus OÜ 2026-11-15', TALLINNA_EHITUS, 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus OÜ, arve 15.11.2026', TALLINNA_EHITUS, 'Tallinna Ehitus OÜ'],
    ['SIA Rīgas Koks, rēķins 2026-11-15', RIGAS_KOKS, 'SIA Rīgas Koks'],
    ['SIA Rīgas Koks, invoice 2026-11-15', RIGAS_KOKS, 'SIA Rīgas Koks'],
    ['Rīgas Koks rēķins 2026-11-15', RIGAS_KOKS, 'Rīgas Koks'],
    ['Rīgas Koks, līgums 01.12.2026', RIGAS_KOKS, 'Rīgas Koks'],
  ] as const) assert.deepEqual(found(q), { first: regcode, searchedFor }, q);
});

test('a person\'s name with a birth date is still the person check\'s, not a company\'s', () => {
  const results = ctx.services.searchCompanies('Jānis Bērziņš 1980-01-01', { limit: 5 });
  assert.deepEqual([results.length, ctx.services.searchedFor(results)], [0, 'Jānis Bērziņš']);
});

test('only a real day is a date left out; digits of another shape stay', () => {
  assert.equal(textWithoutDate('Tallinna Ehitus OÜ 2026-11-15'), 'Tallinna Ehitus OÜ');
  assert.equal(textWithoutDate('SIA Koks, 31.12.2027.'), 'SIA Koks,');
  // An invoice's day and its due day, both left out.
  assert.deepEqual(daysWritten('SIA Koks, rēķins 2026-11-15, līdz 15.12.2026').map((d) => d.written), ['2026-11-15', '15.12.2026']);
  assert.equal(textWithoutDate('SIA Koks, rēķins 2026-11-15, līdz 15.12.2026'), 'SIA Koks, rēķins , līdz');
  for (const text of ['Tallinna Ehitus OÜ 2026-02-30', 'Brīvības iela 1-15', 'EE103546042', 'Ehitus 15 OÜ', 'SIA Koks 12.34.2026']) {
    assert.equal(textWithoutDate(text), null, text);
  }
});
