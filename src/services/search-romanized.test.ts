// Names a Russian speaker writes in Latin letters as Russian is romanized, from the sound heard
// (docs/search.md, "Names typed in Cyrillic"): `Yurmalas` for `Jūrmalas`, `Tsesu` for `Cēsu`,
// `Enerdzhiya` for `Enerģija`, `Khyameen` for `Hämeen`. The typo read took none of them (a first
// letter mistyped for a key far from it, or more edits than a word of that length is allowed), so
// the other words of the text listed other names first, or nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  const lv = (regcode: string, name: string) => ownCompany(regcode, name);
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40003654321', 'AS "Daugavas Enerģija"', { form: 'AS' }),
    lv('40000000002', 'SIA "Daugavas Auto"'),
    lv('40000000003', 'SIA "Jūrmalas Apdare"'),
    lv('40000000004', 'SIA "Apdare Eko"'),
    lv('40000000005', 'SIA "Cēsu Serviss"'),
    lv('40000000006', 'SIA "Serviss Lux"'),
    lv('40000000007', 'SIA "Smart Tech"'),
    ownCompany('303389367', 'UAB "Žemaitijos kelias"', { country: 'LT', form: 'UAB' }),
    ownCompany('0461688-1', 'Hämeen Puu Oy', { country: 'FI', form: 'OY' }),
    ownCompany('2616969-9', 'Puu Prime Oy', { country: 'FI', form: 'OY' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.name);
const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a name romanized as Russian writes its sound is found first', () => {
  assert.equal(search('Yurmalas Apdare')[0], 'SIA "Jūrmalas Apdare"');
  assert.equal(search('Tsesu Serviss')[0], 'SIA "Cēsu Serviss"');
  assert.equal(search('Daugavas Enerdzhiya')[0], 'AS "Daugavas Enerģija"');
  assert.equal(search('Khyameen Puu')[0], 'Hämeen Puu Oy');
  assert.equal(search('Zhemaytiyos kelias')[0], 'UAB "Žemaitijos kelias"');
  // Being typed: the last word's beginning.
  assert.equal(autofill('Yurmalas Ap')[0], 'SIA "Jūrmalas Apdare"');
  assert.equal(autofill('Daugavas Enerdzh')[0], 'AS "Daugavas Enerģija"');
});

test('a word the dictionaries know is not read again, whatever its letters', () => {
  assert.deepEqual(search('Smart Tech'), ['SIA "Smart Tech"']);
  assert.equal(search('Jurmalas Apdare')[0], 'SIA "Jūrmalas Apdare"');
});
