// A checkout form offered a closed company with status closed alone: to say since when it had to
// ask the details, a second request spending the same rate-limit budget. A closed company's
// record now carries closedOn, the day its details give (an Estonian company RIK's general data
// lists as deleted: the deletion day, not the day the service found it gone); a company that
// trades carries none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      { ...ownCompany('40103000017', 'SIA "Slēgtā Maiznīca"', { status: 'closed' }), registry_status: 'Likvidēts', closed_on: '2025-06-30' },
      ownCompany('40103000028', 'SIA "Atvērtā Maiznīca"'),
      // Found gone by an import on 2026-11-20, deleted by RIK on 2026-11-02.
      { ...ownCompany('14000109', 'Kustutatud Pagarikoda OÜ', { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }),
        registry_status: 'Kustutatud', closed_on: '2026-11-20' },
    ],
    compliance_flags: [{ country: 'EE', regcode: '14000109', flag: 'closed', detail: 'Kustutatud', since: '2026-11-02',
      until: null, source: 'ee.general', as_of: '2026-11-21' }],
  } });
});
after(() => ctx.close());

const record = (q: string, regcode: string, country: 'LV' | 'EE') =>
  ctx.services.autofill(q, { limit: 10, country }).find((r) => r.regcode === regcode);

test('a closed company\'s record gives the day it was struck off, as its details do; one that trades has no closedOn', () => {
  const closed = record('Maiznīca', '40103000017', 'LV');
  assert.equal(closed?.status, 'closed');
  assert.equal(closed?.closedOn, '2025-06-30');
  assert.equal(closed?.closedOn, ctx.services.getCompany('40103000017', 'LV').closedOn);
  const open = record('Maiznīca', '40103000028', 'LV');
  assert.equal(open?.status, 'active');
  assert.equal('closedOn' in open!, false);
});

test('an Estonian company RIK lists as deleted gives the deletion day, not the day an import found it gone', () => {
  const closed = record('Kustutatud Pagarikoda', '14000109', 'EE');
  assert.equal(closed?.closedOn, '2026-11-02');
  assert.equal(ctx.services.getCompany('14000109', 'EE').closedOn, '2026-11-02');
  assert.equal(record('14000109', '14000109', 'EE')?.closedOn, '2026-11-02', 'found by its number alike');
});
