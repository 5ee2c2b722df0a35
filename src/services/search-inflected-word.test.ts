// A name's first word typed in its base form where the name holds it inflected (docs/search.md,
// step 5): `Rīga Koks` for `Rīgas Koks`, `Tampere Puu` for `Tampereen Puu Oy`, `Lindström Ty`
// for `Lindströmin Työ Oy`. The town's or person's name as typed is a word of addresses or other
// names, whose matches filled the page and left the company out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const RIGAS_KOKS = '40000000001';
const RIGAS_KOKS_TRADE = '40000000002';
const TAMPEREEN_PUU = '2786402-8';
const LINDSTROMIN_TYO = '1138634-0';
const TIMO_LINDSTROM = '3606836-5';
const TALLINNA_KUTE = '14255267';
const KOKS_AT_RIGA = Array.from({ length: 12 }, (_, i) => `401000000${String(i).padStart(2, '0')}`);
let ctx: SeededServices;
before(() => {
  const fi = (regcode: string, name: string, address: string, form = '16') =>
    ownCompany(regcode, name, { country: 'FI', form, formName: 'Osakeyhtiö', address });
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(RIGAS_KOKS, 'SIA "Rīgas Koks"', { address: 'Jelgava, Lielā iela 1, LV-3001' }),
    ownCompany(RIGAS_KOKS_TRADE, 'SIA "Rīgas Koks Trade"', { address: 'Ogre, Skolas iela 2, LV-5001' }),
    // More companies named with `Koks` in Rīga than a page: address matches of `Rīga Koks`.
    ...KOKS_AT_RIGA.map((regcode, i) => ownCompany(regcode, `SIA "${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)} Koks"`, { address: `Rīga, Brīvības iela ${i + 1}, LV-1010` })),
    fi(TAMPEREEN_PUU, 'Tampereen Puu Oy', 'Hämeenkatu 1, 33100 OULU'),
    ...Array.from({ length: 12 }, (_, i) => fi(`30000${String(i).padStart(2, '0')}-1`, `${['Alfa', 'Beta', 'Gamma', 'Delta', 'Eka', 'Toka', 'Kolmas', 'Neljäs', 'Viides', 'Kuudes', 'Nord', 'Etelä'][i]} Puu Oy`, `Hämeenkatu ${i + 2}, 33100 TAMPERE`)),
    fi(LINDSTROMIN_TYO, 'Lindströmin Työ Oy', 'Mannerheimintie 1, 00100 HELSINKI'),
    fi(TIMO_LINDSTROM, 'Tmi Timo Lindström', 'Rautatienkatu 80, 90457 OULU', '26'),
    ownCompany(TALLINNA_KUTE, 'Tallinna Küte OÜ', { country: 'EE', form: 'OÜ', address: 'Tartu maakond, Tartu linn, Turu tn 2' }),
    ...Array.from({ length: 12 }, (_, i) => ownCompany(`1600000${i}`, `${String.fromCharCode(65 + i)}${String.fromCharCode(66 + i)} Küte OÜ`, { country: 'EE', form: 'OÜ', address: `Harju maakond, Tallinn, Pärnu mnt ${i + 1}` })),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('a first word typed in its base form finds the name that holds it inflected, first', () => {
  for (const q of ['Rīga Koks', 'Riga Koks', 'riga koks sia', 'Rīga Ko']) assert.equal(autofill(q)[0], RIGAS_KOKS, q);
  assert.deepEqual(autofill('Rīga Koks').slice(0, 2), [RIGAS_KOKS, RIGAS_KOKS_TRADE]);
  for (const q of ['Tampere Puu', 'Tampere Pu', 'Tampere Puu Oy']) assert.equal(autofill(q)[0], TAMPEREEN_PUU, q);
  for (const q of ['Tallinn Küte', 'Tallinn Kü', 'Tallinn Kute']) assert.equal(autofill(q)[0], TALLINNA_KUTE, q);
  // The address matches still follow.
  assert.ok(autofill('Rīga Koks').includes(KOKS_AT_RIGA[0]!));
});

test('the names holding the words as typed come first', () => {
  // `Lindström T` is the beginning of `Tmi Timo Lindström` as typed; `Lindströmin Työ` follows.
  assert.deepEqual(autofill('Lindström T'), [TIMO_LINDSTROM, LINDSTROMIN_TYO]);
  assert.deepEqual(autofill('Lindström Työ'), [LINDSTROMIN_TYO]);
});
