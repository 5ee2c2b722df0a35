// A compliance analyst following a company's ownership: the legal entities holding it are named
// with the number and country to ask for next; natural persons holding it and beneficial owners
// are never named, the persons only counted with their share; an ended holding is not listed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies.lvBalticTrade;
const GAZE = FIXTURE.companies.lvGaze;

const JOINTLY_HELD = FIXTURE.companies.lvBalticLogistics;
const PARTLY_KNOWN = FIXTURE.companies.lvRigasKoksServiss;
const joint = { position: 'joint_owner', share_percent: 40, share_amount: 400, share_currency: 'EUR' } as const;
// Two joint owners of one 40 % holding, two of another 40 % holding taken up later, a member with
// 20 %; before them a former joint owner of the first holding, gone before it was held as now.
const JOINT: Array<Partial<SeedRow>> = [
  { ...joint, person_name: 'Vecā Laima', name_key: 'laima veca', since: '2021-01-01', until: '2020-12-31' },
  { ...joint, person_name: 'Liepa Jānis', name_key: 'janis liepa', since: '2021-01-01' },
  { ...joint, person_name: 'Liepa Marta', name_key: 'marta liepa', since: '2021-01-01' },
  { ...joint, person_name: 'Kalna Ilze', name_key: 'ilze kalna', since: '2022-03-01' },
  { ...joint, person_name: 'Kalns Ivars', name_key: 'ivars kalns', since: '2022-03-01' },
  { person_name: 'Sila Rūta', name_key: 'ruta sila', share_percent: 20, share_amount: 200, share_currency: 'EUR' },
];
// A member with 60 % and a stockholder UR gives an amount only: their percent together is not known.
const NO_PERCENT: Array<Partial<SeedRow>> = [
  { person_name: 'Upe Aija', name_key: 'aija upe', share_percent: 60 },
  { role: 'stockholder', person_name: 'Upe Ansis', name_key: 'ansis upe', share_amount: 1000, share_currency: 'EUR', source: 'lv.stockholders' },
];

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
    holder_country: 'ZZ', share_percent: 20, share_amount: 560, share_currency: 'EUR' }),
  role({ person_name: 'Ozola Anna', name_key: 'anna ozola', birth_date: '1975-03-04', share_percent: 30, share_amount: 840, share_currency: 'EUR' }),
  // Ended: a former holder is no owner.
  role({ person_name: 'Vecais Kapitāls SIA', name_key: 'vecais kapitals sia', entity_type: 'legal_entity', holder_regcode: '40003000001',
    share_percent: 100, until: '2019-05-01' }),
  role({ role: 'beneficial_owner', person_name: 'Ozola Anna', name_key: 'anna ozola', birth_date: '1975-03-04', source: 'lv.beneficial-owners' }),
  ...JOINT.map((over) => role({ country: JOINTLY_HELD.country, regcode: JOINTLY_HELD.regcode, ...over })),
  ...NO_PERCENT.map((over) => role({ country: PARTLY_KNOWN.country, regcode: PARTLY_KNOWN.regcode, ...over })),
];

let ctx: SeededServices;
before(() => { ctx = seededServices({ rows: { person_roles: rows } }); });
after(() => ctx.close());

test('details name the legal entities holding the company, each followable, and only count the persons', () => {
  const d = ctx.services.getCompany(C.regcode, 'LV');
  assert.deepEqual(d.owners, [
    { name: GAZE.name, regcode: GAZE.regcode, country: 'LV', registeredIn: 'LV', role: 'member', position: null,
      share: { percent: 50, amount: 1400, currency: 'EUR' }, since: '2019-05-02' },
    // A holder the service does not hold, of a register UR names no country of (FOREIGN_ENTITY): its
    // number as the register gives it, no country to follow, none named.
    { name: 'Nordic Holding AB', regcode: '556677-8899', country: null, registeredIn: null, role: 'member', position: null,
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
  // FI publishes no holders: no count of persons, which would read as none holding it.
  const fi = ctx.services.getCompany('0112038-9');
  assert.deepEqual([fi.owners, fi.personOwners], [[], null]);
});

test('persons holding a company jointly count each, their holding once; a person without a percent leaves the total unknown', () => {
  const joint = ctx.services.getCompany(JOINTLY_HELD.regcode, 'LV');
  assert.deepEqual([joint.owners, joint.personOwners], [[], { count: 5, sharePercent: 100 }]);
  const partly = ctx.services.getCompany(PARTLY_KNOWN.regcode, 'LV');
  assert.deepEqual([partly.owners, partly.personOwners], [[], { count: 2, sharePercent: null }]);
  // The persons' holdings rest on the files they come from, though no one of them is named.
  assert.deepEqual(partly.sources.map((s) => s.name).filter((n) => /members|stockholders/.test(n)), ['lv.members', 'lv.stockholders']);
  assert.doesNotMatch(JSON.stringify([joint, partly]), /Liepa|Kalna|Sila|Upe|Vecā/);
});
