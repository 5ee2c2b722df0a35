// RIK's role codes are unpublished beyond a few (OSAN, JUHL, PROK, LIKV); TOSAN and UOSAN for the
// partners of a täisühing or usaldusühing are the service's reading, not confirmed. A partner
// under another code was served as an officer whose position is the wording (Täisosanik), so no
// person check named it an owner and screening never counted it. The wording, which the card
// always carries, now tells a partner as the codes do; a code known here still decides first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roleOfCardEntry } from '../../../src/importers/ee/persons.ts';
import { SECOND, servicesAfterRereading } from './former-reading.ts';

test('a partner is read from its wording where its code is not known', () => {
  const role = (isiku_roll: string | null, isiku_roll_tekstina: string | null) => roleOfCardEntry({ isiku_roll, isiku_roll_tekstina });
  assert.deepEqual(role('TOS', 'Täisosanik'), { role: 'member', position: 'general_partner' });
  assert.deepEqual(role(null, 'usaldusosanik'), { role: 'member', position: 'limited_partner' });
  assert.deepEqual(role('X', ' Osanik '), { role: 'member', position: null });
  assert.deepEqual(role('TOSAN', 'Täisosanik'), { role: 'member', position: 'general_partner' });
  assert.deepEqual(role('JUHL', 'Juhatuse liige'), { role: 'officer', position: 'board_member' });
});

test('a partner first served as an officer in its wording keeps the instant it was first seen', async (t) => {
  const services = await servicesAfterRereading(t, (entry) => entry.isiku_roll === 'TOSAN' ? { role: 'officer', position: 'Täisosanik' } : undefined);
  const roles = services.checkPerson('Ülle Õun', '1983-03-03', 100, SECOND).results.filter((r) => r.regcode === '12000003');
  assert.deepEqual(roles.map((r) => `${r.role}/${r.position}`), ['member/general_partner']);
  const fresh = services.newRegistrations('Ülle Õun', '1983-03-03', 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.regcode} ${r.position} ${r.firstSeenAt}`), [], 'the reread partner is no new registration');
});
