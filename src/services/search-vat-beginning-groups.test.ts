// The beginning of a VAT number typed in groups after its country code, as a form's VAT field is
// filled in a key at a time by someone who reads the number out in groups (`LV 4000 303`). The
// whole number so written was read, and its digits alone or written together after the code
// too, but from the sixth digit to the whole number the groups were words of a name: the company
// left the list for two or three keys and `SIA "LV Ceļš"` came first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, ownCompany } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
// At LV-4001, whose digits also begin a regcode (REGCODE_4001).
const AT_LV_4001 = { country: 'LV', regcode: '40103000001' };
const REGCODE_4001 = { country: 'LV', regcode: '40010000001' };
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { companies: [
    ownCompany(AT_LV_4001.regcode, 'SIA "Cēsu Maize"', { address: 'Cēsu iela 1, Valmiera, LV-4001' }),
    ownCompany(REGCODE_4001.regcode, 'SIA "Četri Nulles"', { address: 'Jaunā iela 3, Rīga, LV-1050' }),
  ] } });
});
after(() => ctx.close());

const id = (c: { country: string; regcode: string }) => `${c.country}:${c.regcode}`;
const searched = (q: string, limit = 20) => ctx.services.searchCompanies(q, { limit }).map(id);
const filled = (q: string) => ctx.services.autofill(q, { limit: 10 }).map(id);

test('a country code and groups of more digits than a postal code are the beginning of a VAT number', () => {
  for (const typed of ['LV 4000 303', 'LV 40003 03', 'lv 400 030 3', 'LV-4000-303', 'LV40003 03', 'LV 40 00 30 32']) {
    assert.equal(searched(typed)[0], id(C.lvGaze), `search ${typed}`);
    assert.equal(filled(typed)[0], id(C.lvGaze), `autofill ${typed}`);
  }
  // An Estonian VAT number is a number of its own: its beginning, not the registry code's.
  assert.equal(filled('EE 100 247')[0], id(C.eeEnergia));
  assert.equal(filled('FI 0112 03')[0], id(C.fiNokia));
});

test('the groups are read as typed together: a Latvian beginning lists Latvian companies', () => {
  const groups = ctx.services.searchCompanies('LV 4000 30', { limit: 50 });
  assert.deepEqual(groups.map(id), ctx.services.searchCompanies('LV400030', { limit: 50 }).map(id));
});

test('a country code before as few digits as a postal code has is the postal code where an address holds it', () => {
  // LV-4001 is an address's postal code and the beginning of a regcode: the address is meant.
  for (const typed of ['LV 4001', 'LV-4001']) {
    assert.deepEqual(searched(typed), [id(AT_LV_4001)], typed);
    assert.deepEqual(filled(typed), [id(AT_LV_4001)], typed);
  }
});

// Typed a key at a time with a space after the code, the company was missing from the fourth
// digit to the fifth: `FI 0112` listed nothing, `LV 4000 3` the names holding `LV`.
test('a country code before as few digits as a postal code has that no address holds is the beginning of a VAT number', () => {
  for (const typed of ['LV 4000 3', 'LV 40003', 'lv 4000']) {
    assert.ok(searched(typed, 50).includes(id(C.lvGaze)), `search ${typed}`);
    assert.ok(filled(typed).includes(id(C.lvGaze)), `autofill ${typed}`);
  }
  assert.deepEqual(searched('LV 4001 0', 50), [id(REGCODE_4001)]);
  for (const typed of ['FI 0112', 'FI 01120', 'FI-0112']) assert.equal(filled(typed)[0], id(C.fiNokia), typed);
  // An Estonian VAT number's beginning, not the registry code's.
  for (const typed of ['EE 1002', 'EE 10024']) assert.deepEqual(filled(typed), [id(C.eeEnergia)], typed);
  assert.deepEqual(filled('EE 1013'), []);
});
