// A täisühing or usaldusühing has no board: its general partners (täisosanik, TOSAN) run and
// represent it. They were served as members only, so its details listed officers: [] while the
// register names who acts for it. A general partner is now listed among the officers (position
// general_partner), as an LV partner is; a limited partner (usaldusosanik), who has no say in
// running it, is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SECOND, servicesAfterRereading } from './former-reading.ts';

test('the general partner of an EE partnership is among its officers, the limited partner is not', async (t) => {
  const services = await servicesAfterRereading(t, () => undefined);
  assert.deepEqual(services.getCompany('12000003', 'EE').officers.map((o) => [o.name, o.position]), [['Ülle Õun', 'general_partner']]);
  const roles = services.checkPerson('Ülle Õun', '1983-03-03', 100, SECOND).results
    .filter((r) => r.regcode === '12000003').map((r) => `${r.role}/${r.position}`);
  assert.deepEqual(roles, ['member/general_partner']);
});
