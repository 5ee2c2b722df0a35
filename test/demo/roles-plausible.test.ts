// What a new user sees first in the demo store: boards that could have sat (no seat before the
// person was 18 or the company registered).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSmallDemo } from './helpers.ts';

const served = servedSmallDemo('demo-roles-');
const all = (sql: string, ...args: string[]) => served.db.prepare(sql).all(...args) as Array<Record<string, unknown>>;

/** The day 18 years after a birth date as the register gives it (a year-month one from its first day). */
const adultOn = (birth: string) => `${Number(birth.slice(0, 4)) + 18}${birth.length === 7 ? birth.slice(4) + '-01' : birth.slice(4)}`;

test('no board seat, holding or ownership begins before its person is 18 or its company registered', () => {
  const roles = all(`SELECT r.country, r.regcode, r.role, r.person_name, r.birth_date, r.since, c.registered_on
    FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode WHERE r.since IS NOT NULL`);
  const officers = roles.filter((r) => r.role === 'officer' && r.birth_date);
  assert.ok(officers.length > 200, `${officers.length} officers with a birth date`);
  const young = roles.filter((r) => r.birth_date && String(r.since) < adultOn(String(r.birth_date)));
  assert.deepEqual(young.map((r) => `${r.country} ${r.regcode} ${r.role} ${r.person_name} born ${r.birth_date} since ${r.since}`), []);
  const early = roles.filter((r) => r.registered_on && String(r.since) < String(r.registered_on));
  assert.deepEqual(early.map((r) => `${r.country} ${r.regcode} ${r.role} ${r.person_name} since ${r.since}, registered ${r.registered_on}`), []);
});
