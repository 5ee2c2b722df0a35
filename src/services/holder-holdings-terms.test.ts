// The companies an owner holds listed by its number (GET /holders/{regcode}/holdings) said which
// companies and until when, not how much of each nor since when: a compliance team mapping a group
// asked the details of every company held to learn whether the owner controls it. Each holding now
// carries the owner's role, share and since as the company's owners give them (an EE holding RIK
// lists on the card and in the shareholders file once; an ended one as it last was), and the status
// of the registers' day, as the details give it, not the status the last publish set.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { personNameKey } from '../domain/fold.ts';
import { datasetReader } from './dataset.ts';
import { holderHoldingsOf } from './holder-holdings.ts';
import { companyDetails } from './company-details.ts';
import { resolveCompany } from './resolve-company.ts';

const HOLDER = 'Famagusta Shipping Ltd';
const NUMBER = 'HE512345';
const EE_HELD = '16000001';
const LV_ENDED = '40003999101';
const LV_STOCK = '40003999102';
const LV_LIQUIDATED_LATER = '40003999103';

let id = 9700;
const role = (country: string, regcode: string, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country, regcode, role: 'member', position: null, person_name: HOLDER, name_key: personNameKey(HOLDER),
  entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: NUMBER, holder_country: 'CY',
  since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `terms-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21', ...over,
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      ownCompany(EE_HELD, 'Tallinna Laevandus OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
      ownCompany(LV_ENDED, 'SIA "Bijušais Turējums"'),
      ownCompany(LV_STOCK, 'AS "Akciju Osta"', { form: 'AS' }),
      ownCompany(LV_LIQUIDATED_LATER, 'SIA "Vēlāk Likvidējama"'),
    ],
    person_roles: [
      // RIK's shareholders file gives the share, its card the same holding again with the start.
      role('EE', EE_HELD, { source: 'ee.shareholders', since: null, share_percent: 60, share_amount: 1500, share_currency: 'EUR' }),
      role('EE', EE_HELD, { source: 'ee.persons', since: '2019-10-01', share_percent: 60, share_amount: 1500, share_currency: 'EUR' }),
      // Held twice, ended twice: served as the term that ended last.
      role('LV', LV_ENDED, { since: '2015-03-01', until: '2018-06-30', share_percent: 30, share_amount: 840, share_currency: 'EUR' }),
      role('LV', LV_ENDED, { since: '2019-02-01', until: '2022-09-15', share_percent: 50, share_amount: 1400, share_currency: 'EUR' }),
      // UR gives a stockholder's nominal amount alone.
      role('LV', LV_STOCK, { role: 'stockholder', source: 'lv.stockholders', since: '2010-01-01', share_amount: 55000, share_currency: 'EUR' }),
      role('LV', LV_LIQUIDATED_LATER, { since: '2021-05-05', share_percent: 100, share_amount: 2800, share_currency: 'EUR' }),
    ],
    compliance_flags: [{
      country: 'LV', regcode: LV_LIQUIDATED_LATER, flag: 'in_liquidation', detail: 'Brīvprātīga likvidācija', since: '2026-12-01', until: null,
      source: 'lv.liquidations', as_of: '2026-11-21',
    }],
  } });
});
after(() => ctx.close());

const listed = (now: Date) => holderHoldingsOf(ctx.db, datasetReader(ctx.db).facts(), NUMBER, 'CY', 50, null, now).holdings;

test('each company an owner holds carries its role, share and since, as the owners of that company give them', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const byRegcode = new Map(listed(now).map((h) => [h.regcode, h]));
  assert.deepEqual([...byRegcode.keys()], [EE_HELD, LV_ENDED, LV_STOCK, LV_LIQUIDATED_LATER]);
  const ee = byRegcode.get(EE_HELD)!;
  assert.deepEqual({ role: ee.role, position: ee.position, share: ee.share, since: ee.since, until: ee.until },
    { role: 'member', position: null, share: { percent: 60, amount: 1500, currency: 'EUR' }, since: '2019-10-01', until: null },
    'the card row and the shareholders file row are one holding, not 120 %');
  // The same as the details of the company held give the owner.
  const details = companyDetails(ctx.db, datasetReader(ctx.db).facts(), resolveCompany(ctx.db, EE_HELD, 'EE'), FIXTURE.sanctionsThreshold, now);
  const owner = details.owners?.find((o) => o.regcode === NUMBER);
  assert.deepEqual([owner?.share, owner?.since, owner?.role], [ee.share, ee.since, ee.role]);
  const stock = byRegcode.get(LV_STOCK)!;
  assert.deepEqual([stock.role, stock.share], ['stockholder', { percent: null, amount: 55000, currency: 'EUR' }]);
});

test('a holding that ended is served as its last term: its share and start, until its last day', () => {
  const ended = listed(new Date('2026-11-25T10:00:00Z')).find((h) => h.regcode === LV_ENDED)!;
  assert.deepEqual({ share: ended.share, since: ended.since, until: ended.until },
    { share: { percent: 50, amount: 1400, currency: 'EUR' }, since: '2019-02-01', until: '2022-09-15' });
});

test('a company held is served with its status of the registers\' day, a liquidation begun since the last import included', () => {
  const before = listed(new Date('2026-11-25T10:00:00Z')).find((h) => h.regcode === LV_LIQUIDATED_LATER)!;
  assert.equal(before.status, 'active');
  const on = new Date('2026-12-02T10:00:00Z');
  const from = listed(on).find((h) => h.regcode === LV_LIQUIDATED_LATER)!;
  const details = companyDetails(ctx.db, datasetReader(ctx.db).facts(), resolveCompany(ctx.db, LV_LIQUIDATED_LATER, 'LV'), FIXTURE.sanctionsThreshold, on);
  assert.equal(details.status, 'liquidation');
  assert.equal(from.status, 'liquidation', 'as its details say, not active as the last publish set it');
});
