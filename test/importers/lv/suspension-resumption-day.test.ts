// VID's suspended-activity file gives a resumption as the day of VID's decision to resume
// (Lemuma_par_atjaunosanu_datums), from which the taxpayer may trade again, as a resumption in UR's
// suspensions file is read. It was taken for the suspension's last day in force: on the day VID
// resumed a company's activity the company was still served blacklisted, its flag `in force until`
// that day, and a suspension resumed on its own first day was served for that day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { datasetReader } from '../../../src/services/dataset.ts';
import { resolveCompany } from '../../../src/services/resolve-company.ts';
import { complianceView } from '../../../src/services/compliance.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

test('a VID suspension resumed on a day is not in force that day, its detail naming the decision', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'pdb_saimndarbibaaptureta_odata.csv'), [
    // Suspended from 2026-10-02, resumed by a decision of 2026-12-01.
    '40003000001,"SIA ""Alfa Koks""",01.10.2026,02.10.2026,,01.12.2026',
    // Prohibited until 2026-11-25, resumed later: the prohibition's own last day ends it first.
    '40003000007,"AS ""Gamma""",01.10.2026,02.10.2026,25.11.2026,10.12.2026',
    // Resumed on its first day: never in force on a day.
    '40003000003,"SIA ""Vecais""",01.11.2026,15.12.2026,,15.12.2026',
  ].map((r) => r + '\n').join(''));
  const { db } = await importLv(t, s, ['lv.register', 'lv.suspended-activity'], new Date('2026-11-20T06:00:00Z'));
  const dataset = datasetReader(db).facts();
  // Noon in Riga on the day given.
  const on = (regcode: string, day: string) => {
    const v = complianceView(db, dataset, resolveCompany(db, regcode, 'LV'), 0.9, new Date(`${day}T10:00:00Z`));
    return { blacklisted: v.blacklisted, details: v.flagDetails.filter((f) => f.source === 'lv.suspended-activity').map((f) => f.detail) };
  };

  assert.deepEqual(on('40003000001', '2026-11-30'), {
    blacklisted: true, details: ["VID: economic activity suspended; resumed by VID's decision of 2026-12-01; in force until 2026-11-30"],
  });
  assert.deepEqual(on('40003000001', '2026-12-01'), { blacklisted: false, details: [] });
  assert.deepEqual(on('40003000007', '2026-11-25'), {
    blacklisted: true, details: ["VID: economic activity suspended; resumed by VID's decision of 2026-12-10; in force until 2026-11-25"],
  });
  assert.deepEqual(on('40003000007', '2026-11-26'), { blacklisted: false, details: [] });
  for (const day of ['2026-11-20', '2026-12-15']) assert.deepEqual(on('40003000003', day), { blacklisted: false, details: [] }, day);
});
