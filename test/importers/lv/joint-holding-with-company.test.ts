// A holding UR lists as held jointly (JOINT_OWNERS) by a company and a person: owners names the
// company with the whole holding's share (position joint_owner), and the persons' percent summed
// it again, so SIA "Vecais" read as held 160 % (the company's 60 % in owners, and the joint 60 % and
// a member's own 40 % in personOwners). The persons' count and percent now leave out a joint
// holding a legal entity shares: what owners lists is not counted twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

test('a joint holding shared by a company and a person is in owners once, not in the persons\' percent too', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  // SIA "Vecais" (40003000003): 600 shares held jointly by AS "Gamma" and Laima Vītola, 400 by Rūta Sila.
  appendFileSync(join(s.files, 'members.csv'), [
    '208;u;40003000003;JOINT_OWNERS;;;;;600;1;EUR;2019-04-01;2019-04-01;2020-01-01 10:00:00.000',
    '209;u;40003000003;NATURAL_PERSON;Sila Rūta;;1981-02-03;;400;1;EUR;2019-04-01;2019-04-01;2020-01-01 10:00:00.000',
  ].join('\n') + '\n');
  appendFileSync(join(s.files, 'members_joint_owners.csv'), [
    '3;208;LEGAL_ENTITY;"AS ""Gamma""";;;40003000007;2019-04-01;2019-04-01;2020-01-01 10:00:00.000',
    '4;208;NATURAL_PERSON;Vītola Laima;;1977-08-09;;2019-04-01;2019-04-01;2020-01-01 10:00:00.000',
  ].join('\n') + '\n');
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.members').status, 'published', sourceReport(report, 'lv.members').message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  const d = createServices({ db, sanctionsThreshold: 0.9 }).getCompany('40003000003', 'LV');

  // The company's row is still listed, with the whole joint holding.
  assert.deepEqual(d.owners.map((o) => [o.name, o.regcode, o.country, o.position, o.share?.percent]),
    [['AS "Gamma"', '40003000007', 'LV', 'joint_owner', 60]]);
  // The persons: Rūta Sila's own 40 %, Laima Vītola's share being the joint holding listed above.
  assert.deepEqual(d.personOwners, { count: 1, sharePercent: 40 });
  const total = d.owners.reduce((sum, o) => sum + (o.share?.percent ?? 0), 0) + (d.personOwners?.sharePercent ?? 0);
  assert.ok(total <= 100, `held ${total} %`);
});
