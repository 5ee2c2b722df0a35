// /persons/check, a name typed in Cyrillic with a soft sign before `я` (`Илья`, `Наталья`): the
// Latvian register writes that sign as the `j` after `ļ` (`Iļja`, folded `ilja`), so a reading
// without it (`ila`) is no register's spelling; it took one of the capped readings, and
// `Илья Васильев` missed the roles listed under the Russian passport's spelling, `Ilia Vasilev`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const BORN = '1979-03-08';
const role = (c: { country: string; regcode: string }, name: string, key: string) => ({
  country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member', person_name: name,
  name_key: personNameKey(name), entity_type: 'natural_person', birth_date: BORN, since: '2020-01-01',
  assoc_key: `soft-sign-${key}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
});

test('a Cyrillic name with a soft sign before я finds the roles under the passport spelling, and none under the sign dropped', async () => {
  const { lvGaze, lvKekava } = FIXTURE.companies;
  const served = await serveSeededRest({ rows: { person_roles: [
    role(lvGaze, 'Ilia Vasilev', 'passport'),
    // `Ila Vasiļevs`: the letters of the reading the soft sign was dropped from, no spelling of Илья.
    role(lvKekava, 'Ila Vasiļevs', 'dropped'),
  ] } }, { RATE_LIMITS: 'off' });
  try {
    const r = await served.app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent('Илья Васильев')}&birthDate=${BORN}` });
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json().results.map((a: { regcode: string; personName: string }) => [a.regcode, a.personName]), [[lvGaze.regcode, 'Ilia Vasilev']]);
  } finally {
    await served.close();
  }
});
