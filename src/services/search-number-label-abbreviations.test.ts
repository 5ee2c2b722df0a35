// The shortest labels of a company's number on a Lithuanian or Estonian document (`į. k.
// 110053842`, `ĮK 110053842`, `rg-kood 10137025`): their letters were searched as words, and the
// names beginning with `Ik`, `IE` or `RG` were listed in place of the company the number names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const VILKAS = '110053842';
const KALAMEES = '10137025';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(VILKAS, 'UAB "Vilkas"', { country: 'LT', form: 'UAB' }),
    ownCompany(KALAMEES, 'Kalamees OÜ', { country: 'EE', form: 'OÜ' }),
    // Names the labels' letters begin.
    ownCompany('2020002-6', 'Ikkuna Eko Oy', { country: 'FI', form: '16' }),
    ownCompany('2020003-4', 'IE Puu Oy', { country: 'FI', form: '16' }),
    ownCompany('2020001-8', 'RG Puu Ky', { country: 'FI', form: '16' }),
    ownCompany('40003127777', 'IK "Ik Koks"', { country: 'LV', form: 'IK' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a number after its shortest Lithuanian or Estonian label lists the company it names', () => {
  for (const q of [`į. k. ${VILKAS}`, `į.k. ${VILKAS}`, `Į.K. ${VILKAS}`, `ĮK ${VILKAS}`, `ĮK: ${VILKAS}`, `UAB Vilkas, į. k. ${VILKAS}`]) {
    assert.deepEqual(search(q), [VILKAS], q);
  }
  for (const q of [`rg-kood ${KALAMEES}`, `Rg.kood ${KALAMEES}`, `Kalamees OÜ, rg-kood: ${KALAMEES}`]) assert.deepEqual(search(q), [KALAMEES], q);
});

test('the letters with no number after them, or a Latvian IK, are words as typed', () => {
  assert.equal(search('Ikkuna')[0], '2020002-6');
  assert.equal(search('IK Ik Koks')[0], '40003127777');
});
