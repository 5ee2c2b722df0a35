// A source of fewer than 1,000 rows was never checked for a drop: the check of half the rows lost
// started at 1,000 published, so lv.micro-enterprise's 600 links cut to 3 by a VID file cut short
// (or a sanctions list, lt.sodra, a flag list alike) were published and 597 links removed. The
// drop is now judged at every size once ten rows go; a small list's day (a few rows) publishes.
// Written from the documented headers: members.csv as the LV fixture has it, the VID file's columns
// as lv.micro-enterprise declares them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { microEnterpriseSource } from '../../../src/importers/lv/micro-enterprise.ts';
import { dumpStore, query, runImport, scratch, sourceReport } from './helpers.ts';

const VID = 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv';
const regcode = (i: number) => String(40103000000 + i);

function setUp(t: { after(fn: () => void): void }, companies: number) {
  const s = scratch();
  t.after(s.cleanup);
  const header = readFileSync(join(s.files, 'members.csv'), 'utf8').split('\n')[0];
  // One natural-person member of each company.
  writeFileSync(join(s.files, 'members.csv'), `${header}\n${Array.from({ length: companies }, (_, i) =>
    `${1000 + i};u;${regcode(i)};NATURAL_PERSON;Ozols Pēteris;;1980-01-01;;1;1;EUR;2015-01-01;2015-01-01;2020-01-01 10:00:00.000\n`).join('')}`);
  let day = 10;
  const run = (inRegime: number, allowShrink = false) => {
    writeFileSync(join(s.files, VID), `Registracijas_kods,Nosaukums,Registracijas_datums\n${Array.from({ length: inRegime }, (_, i) =>
      `${regcode(i)},"SIA ""Mikro ${i}""",01.01.2020\n`).join('')}`);
    return runImport({ databasePath: s.db, sources: [microEnterpriseSource], fromDir: s.files, now: new Date(`2026-11-${day++}T06:00:00Z`), allowShrink });
  };
  const links = () => query<{ n: number }>(s.db, "SELECT COUNT(*) AS n FROM person_roles WHERE role = 'micro_enterprise'")[0]!.n;
  return { ...s, run, links };
}

test('600 micro-enterprise links cut to 3 fail, naming the file, both counts and --allow-shrink; 2 fewer publish', async (t) => {
  const s = setUp(t, 600);
  assert.equal((await s.run(600)).ok, true);
  assert.equal(s.links(), 600);

  // A day's churn: two companies left the regime.
  assert.equal(sourceReport(await s.run(598), 'lv.micro-enterprise').status, 'published');
  assert.equal(s.links(), 598);

  // The VID file cut after three rows.
  const before = dumpStore(s.db);
  const report = await s.run(3);
  assert.equal(report.ok, false);
  assert.equal(sourceReport(report, 'lv.micro-enterprise').message, `${VID}: 3 rows to write against 598 last time, a drop of more than 50% `
    + `(rows read: members_joint_owners.csv 2, members.csv 600, ${VID} 3): a truncated file? (pass --allow-shrink if it is real); nothing was changed`);
  assert.deepEqual(dumpStore(s.db), before);

  // The regime really shrank so: --allow-shrink publishes it.
  assert.equal(sourceReport(await s.run(3, true), 'lv.micro-enterprise').status, 'published');
  assert.equal(s.links(), 3);
});

test('a list of a dozen rows losing seven publishes, while one of 40 losing 28 fails', async (t) => {
  const s = setUp(t, 40);
  assert.equal((await s.run(12)).ok, true);
  // Seven of twelve: too few rows to tell a cut file from a small list's day.
  assert.equal(sourceReport(await s.run(5), 'lv.micro-enterprise').status, 'published');
  assert.equal(s.links(), 5);

  assert.equal(sourceReport(await s.run(40), 'lv.micro-enterprise').status, 'published');
  assert.equal(sourceReport(await s.run(38), 'lv.micro-enterprise').status, 'published');
  const cut = sourceReport(await s.run(12), 'lv.micro-enterprise');
  assert.equal(cut.status, 'failed');
  assert.match(cut.message, new RegExp(`^${VID.replace(/\./g, '\\.')}: 12 rows to write against 38 last time, a drop of more than 50%`));
  assert.equal(s.links(), 38);
});
