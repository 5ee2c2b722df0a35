// UR's officers file writes a person surname first (`Vilka Zane`), and the compliance statement
// named an LV board member UR gives no birth of so among the officers screening compared with no
// list, beside a liquidator named `Jānis Bērziņš` and the same person's `Zane Vilka` as beneficial
// owner: each answer now names the officer given name first, as the details' officers do.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies.lvRigasKoks;

// Board members of whom UR gives neither a birth date nor a masked personal code (a foreign person):
// screening compares them with no list.
const roles: SeedRow[] = ['Vilka Zane', 'Ozola-Kļaviņa Anna Marija'].map((name, i) => ({
  id: 9200 + i, country: C.country, regcode: C.regcode, role: 'officer', position: 'board_member',
  person_name: name, name_key: name.toLowerCase(), entity_type: 'natural_person', birth_date: null, birth_key: null,
  holder_regcode: null, since: '2024-01-0' + (i + 1), until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `named-${i}`, first_seen_at: '2024-01-02T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
}));

let ctx: SeededServices;
before(() => { ctx = seededServices({ rows: { person_roles: roles } }); });
after(() => ctx.close());

test('an LV officer compared with no list is named in the compliance statement given name first, as in the details', () => {
  const expected = [{ name: 'Zane Vilka', position: 'board_member' }, { name: 'Anna Marija Ozola-Kļaviņa', position: 'board_member' }];
  assert.deepEqual(ctx.services.complianceFor(C.regcode, 'LV').officersNotScreened, expected);
  const officers = ctx.services.getCompany(C.regcode, 'LV').officers.map((o) => ({ name: o.name, position: o.position }));
  for (const o of expected) assert.ok(officers.some((d) => d.name === o.name), `${o.name} among ${JSON.stringify(officers)}`);
});
