// Search and autofill rank by the status of the day asked on every path, not only where a name
// holds the words (search-status-today-rank.test.ts): a company found by its address alone, by
// a typo of its name, or while a legal form is being typed, whose insolvency ended since the
// import, was kept in the stored order behind every active company the read took first, past
// where the read stops (not listed), and one whose liquidation began since then stayed among the
// active ones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const ENDED = '40003997101';
const LIQUIDATING = '40003997102';

const flag = (regcode: string, name: string, detail: string, since: string, until: string | null, source: string, country = 'LV'): SeedRow => ({
  country, regcode, flag: name, detail, since, until, source, as_of: '2026-11-20',
});

// Forty active companies at the street (whose name no company holds), each of a longer name
// beginning with the same words, more than a one-result read takes (30) before it stops.
const active = Array.from({ length: 40 }, (_, i) => ownCompany(`4000399${String(7200 + i)}`, `SIA "Ozolkalns Būvniecības Nams ${i}"`,
  { address: `Rīga, Dzērvenāju iela ${i + 1}` }));
// Finnish business IDs with their check digit (7 digits weighted 7 9 10 5 8 4 2, mod 11), none
// whose check would be 10.
function businessId(n: number): string {
  const digits = String(n).padStart(7, '0');
  const sum = [7, 9, 10, 5, 8, 4, 2].reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = sum % 11 === 0 ? 0 : 11 - (sum % 11);
  return check === 10 ? businessId(n + 1) : `${digits}-${check}`;
}
const oy = (regcode: string, name: string, status = 'active') =>
  ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö', source: 'fi.ytj', status, address: 'Kuusamo' });
const FI_ENDED = businessId(3997101);
// Forty active Oys of longer names, read before an insolvent one by `Osakey`, the form begun alone.
const oys = Array.from({ length: 40 }, (_, i) => oy(businessId(3997200 + 2 * i), `Mäntykangas Rakennus Palvelu ${i} Oy`));

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      { ...ownCompany(ENDED, 'SIA "Ozolkalns A"', { status: 'insolvency', address: 'Rīga, Dzērvenāju iela 99' }), registry_status: 'Maksātnespējas process' },
      ownCompany(LIQUIDATING, 'SIA "Ozolkalns Bē"', { address: 'Rīga, Dzērvenāju iela 98' }),
      oy(FI_ENDED, 'Mäntykangas A Oy', 'insolvency'),
      ...active, ...oys,
    ],
    compliance_flags: [
      flag(ENDED, 'insolvent', 'Maksātnespējas process', '2025-03-01', '2026-11-24', 'lv.insolvency'),
      flag(LIQUIDATING, 'in_liquidation', 'Likvidācija', '2026-12-01', null, 'lv.liquidations'),
      flag(FI_ENDED, 'insolvent', 'Konkurssissa', '2025-03-01', '2026-11-24', 'fi.ytj', 'FI'),
    ],
  } });
});
after(() => ctx.close());

const DURING = '2026-11-24T12:00:00Z';
const ENDED_ON = '2026-11-25T12:00:00Z';
const LIQUIDATION_BEGUN = '2026-12-01T12:00:00Z';

/** The first `limit` results of search and of autofill (the same), as regcode and status. */
function listed(text: string, instant: string, limit = 1) {
  const now = new Date(instant);
  const search = ctx.services.searchCompanies(text, { limit }, now).map((r) => [r.regcode, r.status]);
  const autofill = ctx.services.autofill(text, { limit }, now).map((r) => [r.regcode, r.status]);
  assert.deepEqual(autofill, search, text);
  return search;
}

test('a company found by its address alone ranks by the status of the day', () => {
  for (const text of ['Dzērvenāju', 'Dzērvenāj']) {
    assert.ok(!listed(text, DURING).some(([regcode]) => regcode === ENDED), text);
    assert.deepEqual(listed(text, ENDED_ON), [[ENDED, 'active']], text);
  }
  assert.deepEqual(listed('Dzērvenāju iela 99', DURING, 1), [[ENDED, 'insolvency']]);
  // The shortest active name is first until its liquidation begins, then after every active one.
  assert.deepEqual(listed('Dzērvenāju', '2026-11-30T12:00:00Z', 2), [[ENDED, 'active'], [LIQUIDATING, 'active']]);
  const begun = listed('Dzērvenāju', LIQUIDATION_BEGUN, 50);
  assert.deepEqual(begun.at(-1), [LIQUIDATING, 'liquidation']);
  assert.equal(begun.length, 42);
});

test('a company found by a typo of its name ranks by the status of the day', () => {
  for (const text of ['Ozlkalns', 'Ozolkalnz']) {
    assert.ok(!listed(text, DURING).some(([regcode]) => regcode === ENDED), text);
    assert.deepEqual(listed(text, ENDED_ON), [[ENDED, 'active']], text);
  }
  assert.deepEqual(listed('Ozlkalns', '2026-11-30T12:00:00Z', 2), [[ENDED, 'active'], [LIQUIDATING, 'active']]);
  const begun = listed('Ozlkalns', LIQUIDATION_BEGUN, 50);
  assert.deepEqual(begun.at(-1), [LIQUIDATING, 'liquidation']);
});

test('a company found while a legal form is being typed ranks by the status of the day', () => {
  // After the name's words (`S` on its way to `SIA`), and alone (`Osakey` on its way to `Osakeyhtiö`).
  assert.notDeepEqual(listed('Ozolkalns S', DURING), [[ENDED, 'insolvency']]);
  assert.deepEqual(listed('Ozolkalns S', ENDED_ON), [[ENDED, 'active']]);
  assert.deepEqual(listed('Ozolkalns S', '2026-11-30T12:00:00Z', 2), [[ENDED, 'active'], [LIQUIDATING, 'active']]);
  assert.deepEqual(listed('Ozolkalns S', LIQUIDATION_BEGUN, 50).at(-1), [LIQUIDATING, 'liquidation']);
  assert.ok(!listed('Osakey', DURING, 10).some(([regcode]) => regcode === FI_ENDED));
  // Among the active Oys, before the longer names of the forty read first in the stored order.
  const ended = listed('Osakey', ENDED_ON, 10);
  const at = ended.findIndex(([regcode]) => regcode === FI_ENDED);
  assert.ok(at >= 0 && ended.slice(0, at).every(([regcode, status]) => status === 'active' && !oys.some((o) => o.regcode === regcode)),
    JSON.stringify(ended));
});
