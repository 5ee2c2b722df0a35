// The 404 of an owner's number no company here bears sends the user to the owner's register only
// where this service does not serve it: a store without the LV register (only EE imported) keeps
// "look the owner up in the register of LV" (test/http/owner-number-not-held.test.ts: one with it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { fixtureRows, FIXTURE } from '../../test/helpers/seed.ts';
import { NotFoundError } from '../domain/errors.ts';

test('an LV owner\'s number in a store holding no LV register: the 404 says to look the owner up in the register of LV', () => {
  const held = FIXTURE.companies.eePohjaPuit;
  const all = fixtureRows(new Date());
  const s = seededServices({ fixture: false, rows: {
    companies: all.companies.filter((c) => c.country === 'EE'),
    source_state: all.source_state.filter((r) => r.country === 'EE'),
    person_roles: [{
      id: 1, country: 'EE', regcode: held.regcode, role: 'member', position: null, person_name: 'Daugavas Tirdzniecība SIA',
      name_key: 'daugavas tirdznieciba sia', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: '40003999993',
      holder_country: 'LV', since: '2020-01-01', until: null, share_percent: 50, share_amount: null, share_currency: null,
      assoc_key: 'lv-owner', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
    }],
  } });
  try {
    assert.throws(() => s.services.complianceFor('40003999993'), (error: unknown) => {
      assert.ok(error instanceof NotFoundError);
      const hint = JSON.stringify(error);
      assert.match(hint, /Daugavas Tirdzniecība SIA, registered in LV/);
      assert.match(hint, /look the owner up in the register of LV/);
      assert.doesNotMatch(hint, /served here/);
      return true;
    });
  } finally {
    s.close();
  }
});
