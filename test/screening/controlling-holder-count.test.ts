// The count of a company's holders that sanctions screening compares with the lists, which the MCP
// answers give beside a company without a sanctioned_owner flag ("compared 2 persons and no
// company"): it must be the screening's own pick, so it is counted by the statement that picks them,
// and a person holding two such roles (a sole member who is also the beneficial owner) is one person.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controllingHolderCounter, iterateControllingHolders } from '../../src/store/screening-write.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';

const TODAY = '2026-11-25';
let id = 9300;
const role = (regcode: string, name: string, r: Partial<SeedRow>): SeedRow => ({
  id: id++, country: 'LV', regcode, role: 'member', position: null, person_name: name, name_key: name.toLowerCase(),
  entity_type: 'natural_person', birth_date: '1975-06-04', birth_key: null, holder_regcode: null,
  since: '2016-06-05', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `count-test-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21', ...r,
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany('40003930001', 'SIA "Viens Īpašnieks"', {}),
        ownCompany('40003930002', 'SIA "Divas Puses"', {}),
        ownCompany('40003930003', 'SIA "Mātes Meita"', {}),
      ],
      person_roles: [
        // The sole member, also its beneficial owner: one person compared.
        role('40003930001', 'Anna Liepa', { share_percent: 100 }),
        role('40003930001', 'Anna Liepa', { role: 'beneficial_owner', source: 'lv.beneficial-owners' }),
        // Two members of a half each, no beneficial owner listed: none controls it.
        role('40003930002', 'Jānis Kalns', { share_percent: 50 }),
        role('40003930002', 'Pēteris Kalns', { share_percent: 50 }),
        // A company holding 80 % and a person 20 %: the company compared, the minority member not.
        role('40003930003', 'SIA "Rīgas Koks"', { entity_type: 'legal_entity', holder_regcode: '40003123456', share_percent: 80, birth_date: null }),
        role('40003930003', 'Ilze Upe', { share_percent: 20 }),
      ],
    },
  });
});
after(() => ctx.close());

test('each company counts the holders the screening picks: persons once, companies, and the persons among its owners', () => {
  const count = controllingHolderCounter(ctx.db);
  assert.deepEqual(count('LV', '40003930001', TODAY), { persons: 1, ownerPersons: 1, entities: 0 });
  assert.deepEqual(count('LV', '40003930002', TODAY), { persons: 0, ownerPersons: 0, entities: 0 });
  assert.deepEqual(count('LV', '40003930003', TODAY), { persons: 0, ownerPersons: 0, entities: 1 });
});

test('the count of every seeded company agrees with the holders the screening walks', () => {
  const count = controllingHolderCounter(ctx.db);
  const walked = new Map<string, { persons: Set<string>; entities: number }>();
  for (const h of iterateControllingHolders(ctx.db, TODAY)) {
    const key = `${h.country} ${h.regcode}`;
    const c = walked.get(key) ?? { persons: new Set(), entities: 0 };
    if (h.entityType === 'legal_entity') c.entities += 1; else c.persons.add(h.personName.toLowerCase());
    walked.set(key, c);
  }
  assert.ok(walked.size > 3, 'the seed holds controlled companies');
  for (const [key, c] of walked) {
    const [country, regcode] = key.split(' ') as [string, string];
    const counted = count(country, regcode, TODAY);
    assert.deepEqual([counted.persons, counted.entities], [c.persons.size, c.entities], key);
  }
});
