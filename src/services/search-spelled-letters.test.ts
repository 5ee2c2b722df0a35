// Letters spelled out as two where a keyboard lacks them (docs/search.md, "Letters spelled
// out"): `Saehkoe` for `Sähkö`, `Zhuzhas` for `Žužas`. Folding drops the marks, so such a word is
// two or more edits from the name's word, more than the typo read allows a word of that length.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const SAHKO_HAMALAINEN = '2000001-1';
const SAHKOTYO = '2000002-1';
const MAEKINEN = '2000003-1';
const MAKINEN = '2000004-1';
const RAKVERE_PUSHEE = '14000001';
const MTU_RAKVERE_PUSHEE = '10000005';
const ZUZAS_CIPSI = '40000000001';
const TECH_GREEN = '14000002';
let ctx: SeededServices;
before(() => {
  const fi = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'FI', form: 'OY' });
  const ee = (regcode: string, name: string, address: string | null = null) =>
    ownCompany(regcode, name, { country: 'EE', form: 'OÜ', address });
  ctx = seededServices({ fixture: false, rows: { companies: [
    fi(SAHKO_HAMALAINEN, 'Sähkö Hämäläinen Oy'),
    fi(SAHKOTYO, 'Sähkötyö Oy'),
    fi('2000005-1', 'Sähkö Oy'),
    // The register itself writes this one with the pair: it stays the word typed.
    fi(MAEKINEN, 'Maekinen Oy'),
    fi(MAKINEN, 'Mäkinen Oy'),
    ee(RAKVERE_PUSHEE, 'Rakvere Püshee OÜ'),
    ownCompany(MTU_RAKVERE_PUSHEE, 'MTÜ Rakvere Püshee', { country: 'EE', form: 'MTÜ' }),
    // `pueshee` also reads `pusee`, a word of more names than `pushee`, none of them named Rakvere.
    ee('10000002', 'MTÜ Pusee', 'Pikk 1, Rakvere'),
    ee('10000003', 'Pusee Kaks OÜ', 'Pikk 2, Rakvere'),
    ee('10000004', 'Pusee Kolm OÜ', 'Pikk 3, Rakvere'),
    ownCompany(ZUZAS_CIPSI, 'SIA "Žužas Čipši"'),
    ee(TECH_GREEN, 'Tech Green OÜ'),
    // `graen` read with `ae` as `ä` is `gran`, the beginning of this name's word.
    ee('14000003', 'Tech Granulas OÜ'),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);
const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);

test('ä, ö and ü written as ae, oe and ue find the name first', () => {
  for (const q of ['Saehkoe Haemaelaeinen', 'saehkoe haemaelaeinen oy', 'SAEHKOE HAEMAELAEINEN']) {
    assert.equal(search(q)[0], SAHKO_HAMALAINEN, q);
  }
  assert.equal(search('Saehkoetyoe')[0], SAHKOTYO);
  assert.equal(search('Saehkoe')[0], '2000005-1');
  // While typing, the last word is the beginning of one.
  assert.equal(autofill('saehkoe haemaelaei')[0], SAHKO_HAMALAINEN);
});

test('š, ž and č written as sh, zh and ch find the name first', () => {
  assert.equal(search('Zhuzhas Chipshi')[0], ZUZAS_CIPSI);
  assert.equal(search('SIA Zhuzhas')[0], ZUZAS_CIPSI);
});

test('a word some name holds as typed is read as typed', () => {
  assert.equal(search('Maekinen')[0], MAEKINEN);
  assert.equal(search('Mäkinen')[0], MAKINEN);
  assert.equal(search('makinen')[0], MAKINEN);
});

test('of a word\'s readings, the one that fits the other words is taken', () => {
  assert.deepEqual(search('Rakvere Pueshee').slice(0, 2).sort(), [MTU_RAKVERE_PUSHEE, RAKVERE_PUSHEE]);
});

test('a legal form written with Ü spelled out is that legal form', () => {
  // The legal form typed puts its company first among those of the name.
  assert.deepEqual(search('Rakvere Pueshee OUe').slice(0, 2), [RAKVERE_PUSHEE, MTU_RAKVERE_PUSHEE]);
  assert.deepEqual(search('MTUe Rakvere Pueshee').slice(0, 2), [MTU_RAKVERE_PUSHEE, RAKVERE_PUSHEE]);
});

test('a last word one typo from a whole word is that word, not a beginning of a word with its pair as one letter', () => {
  // `Graen`, `Green` with a letter mistyped, read with `ae` as `ä` is the beginning of `Granulas`.
  assert.equal(autofill('Tech Graen')[0], TECH_GREEN);
  assert.equal(search('Tech Graen')[0], TECH_GREEN);
  // A word being typed with its pair as one letter is still read so.
  assert.equal(autofill('saehkoe haemae')[0], SAHKO_HAMALAINEN);
});
