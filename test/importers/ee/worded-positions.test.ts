// An Estonian supervisory board member (RIK's wording Nõukogu liige, under a role code the register
// does not publish) was served with position "Nõukogu liige", beside Latvia's supervisory_board_member:
// one seat named two ways, one of them in Estonian. It is now supervisory_board_member, and a role
// first served in the wording keeps the instant first seen (no new registration at the reread).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SECOND, servicesAfterRereading } from './former-reading.ts';

const PEETER = { name: 'Peeter Põder', birthDate: '1962-12-12' };

test('an EE supervisory board member is served as LV names the seat, first seen when the wording was', async (t) => {
  const services = await servicesAfterRereading(t, (entry) => entry.isiku_roll === 'NOUKL' ? { role: 'officer', position: String(entry.isiku_roll_tekstina) } : undefined);

  const officers = services.getCompany('14000001', 'EE').officers;
  assert.deepEqual(officers.filter((o) => o.name === PEETER.name).map((o) => o.position), ['supervisory_board_member']);
  const roles = services.checkPerson(PEETER.name, PEETER.birthDate, 100, SECOND).results.map((r) => `${r.role}/${r.position}`);
  assert.deepEqual(roles, ['officer/supervisory_board_member']);
  const fresh = services.newRegistrations(PEETER.name, PEETER.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.position} ${r.firstSeenAt}`), [], 'the reread seat is no new registration');
});
