// officers.csv lists the owner of a sole trader (IK) with position OWNER. The person check links
// that owner as micro_enterprise, but the company's details read officers of role officer only,
// so every Latvian sole trader was served with officers: [] while UR names the one person behind
// and acting for it. The owner is now among the IK's officers, position owner, and the person
// check still names the link micro_enterprise.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

test('the owner of a sole trader is among its officers; the person check keeps the micro_enterprise link', async (t) => {
  const { s, report } = await importFixtures();
  t.after(() => s.cleanup());
  assert.equal(report.ok, true, JSON.stringify(report.sources.filter((r) => r.status === 'failed')));
  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  assert.deepEqual(services.getCompany('41500000002', 'LV').officers, [{ name: 'Anna Ozola', position: 'owner', since: '2019-05-06', representation: null }]);
  // A company's own board is listed as before, and no member of a micro-enterprise becomes an officer.
  assert.deepEqual(services.getCompany('40003000001', 'LV').officers.map((o) => o.position), ['chair_of_board', 'board_member']);
  assert.deepEqual(services.getCompany('40003000006', 'LV').officers.map((o) => [o.name, o.position]), [['Mārtiņš Sproģis', 'liquidator']]);

  const links = services.checkPerson('Anna Ozola', '1990-01-01', 100, FIRST_IMPORT).results.filter((r) => r.regcode === '41500000002');
  assert.deepEqual(links.map((r) => [r.role, r.position]), [['micro_enterprise', 'owner']]);
});
