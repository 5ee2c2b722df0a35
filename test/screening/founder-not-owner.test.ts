// Sanctions screening through owners weighs a company's members: one holding more than half, or
// the only member in force. A founder (a member with position founder, who holds no share) is
// neither an owner nor one of the members an owner is weighed against: beside a founder, the sole
// shareholder whose share the register does not give still controls the company.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { iterateControllingHolders } from '../../src/store/screening-write.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';

const role = (id: number, regcode: string, name: string, position: string | null): SeedRow => ({
  id, country: 'EE', regcode, role: 'member', position, person_name: name, name_key: name.toLowerCase(),
  entity_type: 'natural_person', birth_date: '1975-06-04', birth_key: null, holder_regcode: null,
  since: '2016-06-05', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `founder-test-${id}`, first_seen_at: '2024-01-01T00:00:00Z',
  source: position === 'founder' ? 'ee.persons' : 'ee.shareholders', as_of: '2026-11-21',
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany('14900001', 'Asutatud Osaühing OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
        ownCompany('14900002', 'Ainult Asutaja SA', { country: 'EE', form: 'SA', source: 'ee.basic' }),
      ],
      person_roles: [
        role(9101, '14900001', 'Osanik Olev', null),
        role(9102, '14900001', 'Asutaja Anne', 'founder'),
        role(9103, '14900002', 'Asutaja Anne', 'founder'),
      ],
    },
  });
});
after(() => ctx.close());

const controlling = (regcode: string) =>
  [...iterateControllingHolders(ctx.db, '2026-11-25')].filter((h) => h.country === 'EE' && h.regcode === regcode).map((h) => h.personName);

test('the sole shareholder beside a founder controls the company; the founder does not', () => {
  assert.deepEqual(controlling('14900001'), ['Osanik Olev']);
});

test('a founder alone is no owner of the company', () => {
  assert.deepEqual(controlling('14900002'), []);
});
