// Search and autofill show each company's status of the day asked (a proceeding begun or ended
// since the import: status-today.test.ts), and rank by it too: ranked by the status the import
// stored, a company whose liquidation began since then stayed among the active names, ahead of an
// active one of a longer name, and one whose insolvency ended stayed behind every active name, or
// past where the read of a common word stops, until the next import.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const LIQUIDATING = '40003998101';
const ACTIVE_LONGER = '40003998102';
const INSOLVENCY_ENDED = '40003998103';
const ACTIVE_OTHER = '40003998104';
const COMMON_ENDED = '40003998105';

const flag = (regcode: string, name: string, detail: string, since: string, until: string | null, source: string): SeedRow => ({
  country: 'LV', regcode, flag: name, detail, since, until, source, as_of: '2026-11-20',
});

// Forty active names holding the word, more than a one-result read takes (30) before it stops.
const commonActive = Array.from({ length: 40 }, (_, i) => ownCompany(`4000399${String(8200 + i)}`, `SIA "Gundega Būvniecības Nams ${i}"`,
  { address: `Rīga, Kalna iela ${i + 1}` }));

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      ownCompany(LIQUIDATING, 'SIA "Vizbulīte Rīga"', { address: 'Rīga, Lauku iela 1' }),
      ownCompany(ACTIVE_LONGER, 'SIA "Vizbulīte Kurzeme Plus"', { address: 'Rīga, Lauku iela 2' }),
      { ...ownCompany(INSOLVENCY_ENDED, 'SIA "Pīpene Ala"', { status: 'insolvency', address: 'Rīga, Lauku iela 3' }), registry_status: 'Maksātnespējas process' },
      ownCompany(ACTIVE_OTHER, 'SIA "Pīpene Kurzeme Grupa"', { address: 'Rīga, Lauku iela 4' }),
      { ...ownCompany(COMMON_ENDED, 'SIA "Gundega A"', { status: 'insolvency', address: 'Rīga, Lauku iela 5' }), registry_status: 'Maksātnespējas process' },
      ...commonActive,
    ],
    compliance_flags: [
      flag(LIQUIDATING, 'in_liquidation', 'Likvidācija', '2026-12-01', null, 'lv.liquidations'),
      flag(INSOLVENCY_ENDED, 'insolvent', 'Maksātnespējas process', '2025-03-01', '2026-11-24', 'lv.insolvency'),
      flag(COMMON_ENDED, 'insolvent', 'Maksātnespējas process', '2025-03-01', '2026-11-24', 'lv.insolvency'),
    ],
  } });
});
after(() => ctx.close());

function listed(text: string, instant: string, limit = 5) {
  const now = new Date(instant);
  const search = ctx.services.searchCompanies(text, { country: 'LV', limit }, now).map((r) => [r.regcode, r.status]);
  const autofill = ctx.services.autofill(text, { country: 'LV', limit }, now).map((r) => [r.regcode, r.status]);
  return { search, autofill };
}

test('a liquidation begun since the import puts its company after an active name of the same words', () => {
  const before = [[LIQUIDATING, 'active'], [ACTIVE_LONGER, 'active']];
  assert.deepEqual(listed('Vizbulīte', '2026-11-30T12:00:00Z'), { search: before, autofill: before });
  const after = [[ACTIVE_LONGER, 'active'], [LIQUIDATING, 'liquidation']];
  assert.deepEqual(listed('Vizbulīte', '2026-12-01T12:00:00Z'), { search: after, autofill: after });
});

test('an insolvency ended since the import puts its company among the active names, the shorter first', () => {
  const during = [[ACTIVE_OTHER, 'active'], [INSOLVENCY_ENDED, 'insolvency']];
  assert.deepEqual(listed('Pīpene', '2026-11-24T12:00:00Z'), { search: during, autofill: during });
  const ended = [[INSOLVENCY_ENDED, 'active'], [ACTIVE_OTHER, 'active']];
  assert.deepEqual(listed('Pīpene', '2026-11-25T12:00:00Z'), { search: ended, autofill: ended });
});

test('a company whose insolvency ended is found past where the read of a common word stops in the stored order', () => {
  assert.notEqual(listed('Gundega', '2026-11-24T12:00:00Z', 1).search[0]![0], COMMON_ENDED);
  const first = [[COMMON_ENDED, 'active']];
  assert.deepEqual(listed('Gundega', '2026-11-25T12:00:00Z', 1), { search: first, autofill: first });
});
