// The beginning of a VAT number typed in groups after its country code, as a form's VAT field is
// filled in a key at a time by someone who reads the number out in groups (`LV 4000 303`). The
// whole number so written was read, and its digits alone or written together after the code
// too, but from the sixth digit to the whole number the groups were words of a name: the company
// left the list for two or three keys and `SIA "LV Ceļš"` came first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
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

test('a country code before as few digits as a postal code has stays words', () => {
  // Five digits, as `LT 01234` is a postal code; typed together after the code, they are a beginning.
  assert.ok(!searched('LV 4000 3').includes(id(C.lvGaze)));
  assert.ok(searched('LV40003', 50).includes(id(C.lvGaze)));
});
