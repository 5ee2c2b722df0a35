// A founder (Asutaja, RIK's off-card persons) holds no office in the company. Served as an officer
// with position "Asutaja", the founder stood in the company's officers list and in a person check
// beside the board. The API's role list is closed, so a founder is now a member with position
// founder: the officers list leaves them out, a person check names them so, and a founder already served under the former reading keeps
// the instant first seen (no new registration at the import that rereads it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SECOND, servicesAfterRereading } from './former-reading.ts';

const MARI = { name: 'Mari Tamm', birthDate: '1975-06-04' };

test('a founder is no officer: a member with position founder, first seen when the former reading was', async (t) => {
  const services = await servicesAfterRereading(t, (entry) => entry.isiku_roll === 'ASUT' ? { role: 'officer', position: 'Asutaja' } : undefined);

  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.officers.filter((o) => o.name === MARI.name).map((o) => o.position), ['board_member'],
    'the founder is not listed among the officers');
  assert.ok(!company.officers.some((o) => o.position === 'Asutaja' || o.position === 'founder'));

  const roles = services.checkPerson(MARI.name, MARI.birthDate, 100, SECOND).results
    .filter((r) => r.regcode === '14000001' && r.country === 'EE')
    .map((r) => `${r.role}/${r.position ?? ''}`).sort();
  assert.deepEqual(roles, ['beneficial_owner/direct_ownership', 'member/', 'member/founder', 'officer/board_member']);

  const fresh = services.newRegistrations(MARI.name, MARI.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.filter((r) => r.position === 'founder'), [], 'the reread founder is no new registration');
});
