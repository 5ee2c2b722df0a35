// VID's suspended-activity file keeps every decision, also one that never took effect: VID marks a
// decision annulled in the date cell itself (`24.07.2026 (spēkā neesošs)`, not in force), and a
// decision revoked before its first day carries a resumption or end date earlier than that day.
// Each was served as an open suspension (the marked date left `since` to the decision's day, no
// end read), so a compliance team was told the company is blacklisted, VID having suspended its
// economic activity, though VID never did. Such a decision now gives no flag.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Services } from '../../../src/services/index.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const VID_FILE = 'pdb_saimndarbibaaptureta_odata.csv';
const IMPORTED = ['lv.register', 'lv.suspended-activity'];

/** The services over a store the fixtures were imported into, VID's file with `rows` appended. */
async function servicesWithVidRows(t: TestContext, rows: string[]): Promise<Services> {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, VID_FILE), rows.map((r) => r + '\n').join(''));
  return (await importLv(t, s, IMPORTED, new Date('2026-11-20T06:00:00Z'))).services;
}

const vidFlags = (services: Services, regcode: string) =>
  services.complianceFor(regcode, 'LV').flagDetails.filter((f) => f.source === 'lv.suspended-activity');

test('a VID suspension marked not in force leaves the company unflagged, one in force still flags', async (t) => {
  const services = await servicesWithVidRows(t, [
    '40003000001,"SIA ""Alfa Koks""", 20.07.2026 , 24.07.2026 (spēkā neesošs) ,,',
  ]);
  const annulled = services.complianceFor('40003000001', 'LV');
  assert.equal(annulled.blacklisted, false);
  assert.deepEqual(vidFlags(services, '40003000001'), []);
  // The fixture's open suspension is read as before.
  assert.equal(services.complianceFor('40003000005', 'LV').blacklisted, true);
});

test('a VID suspension resumed or ending before its first day was never in force, nor announced', async (t) => {
  const services = await servicesWithVidRows(t, [
    // Resumed two days before it was to begin.
    '40003000007,"AS ""Gamma""",10.07.2026,24.07.2026,,22.07.2026',
    // Decided for a later day and revoked before it: nothing to announce either.
    '40003000001,"SIA ""Alfa Koks""",18.11.2026,15.12.2027,10.12.2027,',
  ]);
  for (const regcode of ['40003000007', '40003000001']) {
    assert.equal(services.complianceFor(regcode, 'LV').blacklisted, false, regcode);
    assert.deepEqual(vidFlags(services, regcode), [], regcode);
  }
});
