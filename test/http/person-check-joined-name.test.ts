// /persons/check: `Annaliisa Kask`, the hyphen of the register's `Anna-Liisa Kask` dropped and the
// parts joined, was a 404; it is now that person's roles, the register's name in personName.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

test('a double given name typed as one word finds the person the register lists with its hyphen', async () => {
  const c = FIXTURE.companies.eeEnergia;
  const served = await serveSeededRest({ rows: { person_roles: [{
    country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member', person_name: 'Anna-Liisa Kask',
    name_key: personNameKey('Anna-Liisa Kask'), entity_type: 'natural_person', birth_date: '1984-06-15', since: '2020-01-01',
    assoc_key: 'joined-http-1', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.persons', as_of: '2026-11-21',
  }] } }, { RATE_LIMITS: 'off' });
  try {
    const r = await served.app.app.inject({ url: `${API}/persons/check?name=Annaliisa%20Kask&birthDate=1984-06-15` });
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json().results.map((a: { regcode: string; personName: string }) => [a.regcode, a.personName]), [[c.regcode, 'Anna-Liisa Kask']]);
    const other = await served.app.app.inject({ url: `${API}/persons/check?name=Annamari%20Kask&birthDate=1984-06-15` });
    assert.equal(other.statusCode, 404, other.body);
  } finally {
    await served.close();
  }
});
