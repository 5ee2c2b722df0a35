// A compliance analyst following a company's ownership: the legal entities holding it are named
// with the number and country to ask for next; natural persons holding it and beneficial owners
// are never named, the persons only counted with their share; an ended holding is not listed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies.lvBalticTrade;
const GAZE = FIXTURE.companies.lvGaze;

let id = 9100;
const role = (over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: C.country, regcode: C.regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'natural_person', birth_date: null, birth_key: null,
  holder_regcode: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `owners-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21', ...over,
});
const rows: SeedRow[] = [
  role({ person_name: GAZE.name, name_key: 'gaze', entity_type: 'legal_entity', holder_regcode: GAZE.regcode,
    share_percent: 50, share_amount: 1400, share_currency: 'EUR', since: '2019-05-02' }),
  role({ person_name: 'Nordic Holding AB', name_key: 'nordic holding ab', entity_type: 'legal_entity', holder_regcode: '556677-8899',
    share_percent: 20, share_amount: 560, share_currency: 'EUR' }),
  role({ person_name: 'Ozola Anna', name_key: 'anna ozola', birth_date: '1975-03-04', share_percent: 30, share_amount: 840, share_currency: 'EUR' }),
  // Ended: a former holder is no owner.
  role({ person_name: 'Vecais Kapitāls SIA', name_key: 'vecais kapitals sia', entity_type: 'legal_entity', holder_regcode: '40003000001',
    share_percent: 100, until: '2019-05-01' }),
  role({ role: 'beneficial_owner', person_name: 'Ozola Anna', name_key: 'anna ozola', birth_date: '1975-03-04', source: 'lv.beneficial-owners' }),
];

let ctx: SeededServices;
before(() => { ctx = seededServices({ rows: { person_roles: rows } }); });
after(() => ctx.close());

test('details name the legal entities holding the company, each followable, and only count the persons', () => {
  const d = ctx.services.getCompany(C.regcode, 'LV');
  assert.deepEqual(d.owners, [
    { name: GAZE.name, regcode: GAZE.regcode, country: 'LV', role: 'member', position: null,
      share: { percent: 50, amount: 1400, currency: 'EUR' }, since: '2019-05-02' },
    // A holder the service does not hold: its number as the register gives it, no country to follow.
    { name: 'Nordic Holding AB', regcode: '556677-8899', country: null, role: 'member', position: null,
      share: { percent: 20, amount: 560, currency: 'EUR' }, since: '2020-01-01' },
  ]);
  // The owner's own details are one call away.
  assert.equal(ctx.services.getCompany(d.owners[0]!.regcode!, d.owners[0]!.country!).name, GAZE.name);
  // Anna Ozola's 30 % and the fixture's own member, Ābola Inese, with 5 %.
  assert.deepEqual(d.personOwners, { count: 2, sharePercent: 35 });
  assert.ok(d.sources.some((s) => s.name === 'lv.members'));
  // Neither the person owner nor the beneficial owner is named anywhere in the answer.
  assert.doesNotMatch(JSON.stringify(d), /Ozola|Ābola|Vecais/);
});

test('a company without holders listed has no owners and counts no persons', () => {
  const d = ctx.services.getCompany(FIXTURE.companies.eeEnergia.regcode, 'EE');
  assert.equal(d.owners.every((o) => o.name !== GAZE.name), true);
  const fi = ctx.services.getCompany('0112038-9');
  assert.deepEqual([fi.owners, fi.personOwners], [[], { count: 0, sharePercent: null }]);
});
