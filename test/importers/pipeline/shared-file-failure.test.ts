// Two sources read one official file: UR's members.csv feeds lv.members and the members
// lv.micro-enterprise links to the companies in the regime; CSP's NACE.csv feeds lv.nace and the
// activity descriptions of lv.taxes-paid. A members.csv holding its header alone failed lv.members
// (at least one row), while lv.micro-enterprise, which may have none, published none and removed
// every micro-enterprise link; a NACE.csv of its header alone failed lv.nace while lv.taxes-paid
// published every activity without its description. Imported on its own, lv.micro-enterprise has
// only its own checks, and none stopped a publish of no row. The LV fixtures, and a NACE.csv
// written here from the documented header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { membersSource } from '../../../src/importers/lv/members.ts';
import { microEnterpriseSource } from '../../../src/importers/lv/micro-enterprise.ts';
import { naceSource, NACE_COLUMNS } from '../../../src/importers/lv/nace.ts';
import { taxesPaidSource } from '../../../src/importers/lv/taxes-paid.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, query, runImport, scratch, sourceReport } from './helpers.ts';

const NACE_HEADER = NACE_COLUMNS.join(';');
const nace = (description: string) => `${NACE_HEADER}\n62.10;${description};62.1;2025-01-01;;4;\n`;
const headerOf = (path: string) => readFileSync(path, 'utf8').split('\n')[0] + '\n';

function setUp(t: { after(fn: () => void): void }) {
  const s = scratch();
  t.after(s.cleanup);
  writeFileSync(join(s.files, 'NACE.csv'), nace('Datorprogrammēšana'));
  let day = 20;
  const run = (sources: SourceDefinition[], allowShrink = false) =>
    runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date(`2026-11-${day++}T06:00:00Z`), allowShrink });
  return { ...s, run };
}

const microLinks = (db: string) => query(db, "SELECT regcode, person_name FROM person_roles WHERE role = 'micro_enterprise' ORDER BY 1, 2");

test('a members.csv listed twice, failing lv.members, keeps lv.micro-enterprise from publishing every link twice, in either order', async (t) => {
  const s = setUp(t);
  const path = join(s.files, 'members.csv');
  // Enough members for the reject rate to count (from 100 rows read).
  const others = Array.from({ length: 50 }, (_, i) =>
    `${300 + i};u;${40103000000 + i};NATURAL_PERSON;Ozols Pēteris;;1980-01-01;;1;1;EUR;2015-01-01;2015-01-01;2020-01-01 10:00:00.000\n`).join('');
  const members = readFileSync(path, 'utf8').replace(/\n?$/, '\n') + others;
  writeFileSync(path, members);
  assert.equal((await s.run([membersSource, microEnterpriseSource])).ok, true);
  assert.deepEqual(microLinks(s.db), [{ regcode: '40003000006', person_name: 'Liberte Inese' }]);

  // An export that lists every row twice: lv.members rejects the repeats of an id, too many of them.
  writeFileSync(path, members + members.slice(members.indexOf('\n') + 1));
  const before = dumpStore(s.db);
  for (const order of [[membersSource, microEnterpriseSource], [microEnterpriseSource, membersSource]]) {
    const report = await s.run(order);
    assert.equal(report.ok, false);
    assert.equal(report.publish, null);
    const failed = sourceReport(report, 'lv.members');
    assert.equal(failed.status, 'failed');
    assert.match(failed.message, /^members\.csv: 58 of 112 rows rejected \(51\.8%, limit 5\.0%\): repeats the id of an earlier row/);
    assert.match(failed.message, /; nothing was changed; held back with it: lv\.micro-enterprise, which reads members_joint_owners\.csv, members\.csv too$/);
    const micro = sourceReport(report, 'lv.micro-enterprise');
    assert.equal(micro.status, 'failed');
    assert.equal(micro.message, `not published: members_joint_owners.csv, members.csv failed in lv.members (${failed.message.replace(/; nothing was changed; .*$/, '')}), `
      + 'and this source reads them too; nothing was changed');
    assert.deepEqual(dumpStore(s.db), before);
  }
});

test('a NACE.csv of its header alone, failing lv.nace, keeps lv.taxes-paid from publishing activities without descriptions', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run([naceSource, taxesPaidSource])).ok, true);
  const described = () => query(s.db, "SELECT DISTINCT code, description FROM activity_codes WHERE source = 'lv.taxes-paid' AND code = '62.10'");
  assert.deepEqual(described(), [{ code: '62.10', description: 'Datorprogrammēšana' }]);

  writeFileSync(join(s.files, 'NACE.csv'), `${NACE_HEADER}\n`);
  const before = dumpStore(s.db);
  const report = await s.run([naceSource, taxesPaidSource]);
  assert.equal(report.ok, false);
  assert.equal(sourceReport(report, 'lv.nace').status, 'failed');
  const taxes = sourceReport(report, 'lv.taxes-paid');
  assert.equal(taxes.status, 'failed');
  // lv.taxes-paid's own check of a file of its header alone beside its other files tells it first.
  assert.match(taxes.message, /^NACE\.csv: no row in the file, its header alone \(or an empty list\), while the source's other files hold \d+ .*; nothing was changed$/);
  assert.deepEqual(dumpStore(s.db), before);
});

test('a NACE.csv listing a code twice fails lv.nace naming file, line and reason, and each of the two names the other, in either order', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run([naceSource, taxesPaidSource])).ok, true);

  writeFileSync(join(s.files, 'NACE.csv'), `${NACE_HEADER}\n62.10;Datorprogrammēšana;62.1;2025-01-01;;4;\n`
    + '62.09;Citi pakalpojumi;62.0;2025-01-01;;4;\n62.10;Datorprogrammēšanas pakalpojumi;62.1;2025-01-01;;4;\n');
  const before = dumpStore(s.db);
  const duplicate = 'NACE.csv:4: duplicate classifier key NACE Rev. 2.1 62.10 lv (first at NACE.csv:2), the rows differing in description: '
    + 'which row the register means cannot be told, so the source is not published: import a corrected file (the publisher\'s next one, '
    + 'or a copy with the wrong line deleted, through --from DIR)';
  for (const order of [[naceSource, taxesPaidSource], [taxesPaidSource, naceSource]]) {
    const report = await s.run(order);
    assert.equal(report.ok, false);
    assert.equal(report.publish, null);
    const nace = sourceReport(report, 'lv.nace');
    assert.equal(nace.message, `${duplicate}; nothing was changed; held back with it: lv.taxes-paid, which reads NACE.csv too`);
    const taxes = sourceReport(report, 'lv.taxes-paid');
    assert.equal(taxes.message, `not published: NACE.csv failed in lv.nace (${duplicate}), and this source reads it too; nothing was changed`);
    // The journal an operator reads later says the same of each.
    const journal = query<{ source: string; message: string }>(s.db,
      'SELECT source, message FROM import_runs WHERE id IN (?, ?) ORDER BY source', nace.runId, taxes.runId);
    assert.deepEqual(journal.map((r) => r.message), [nace.message, taxes.message]);
    assert.deepEqual(dumpStore(s.db), before);
  }
});

test('a file only one source reads holds back no other: lv.taxes-paid failing on its own file leaves lv.nace published', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run([naceSource, taxesPaidSource])).ok, true);

  const taxes = join(s.files, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv');
  writeFileSync(taxes, `${readFileSync(taxes, 'utf8')}40003000001,"SIA ""Alfa Koks""\n`);
  writeFileSync(join(s.files, 'NACE.csv'), nace('Datorprogrammēšanas pakalpojumi'));
  const report = await s.run([taxesPaidSource, naceSource]);
  assert.equal(sourceReport(report, 'lv.taxes-paid').status, 'failed');
  assert.match(sourceReport(report, 'lv.taxes-paid').message, /^pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata\.csv, line 8: malformed CSV/);
  assert.equal(sourceReport(report, 'lv.nace').status, 'published');
  assert.deepEqual(query(s.db, "SELECT description FROM classifier_codes WHERE code = '62.10'"),
    [{ description: 'Datorprogrammēšanas pakalpojumi' }]);
});

test('lv.micro-enterprise imported alone on a members.csv of its header alone fails rather than remove every link it published', async (t) => {
  const s = setUp(t);
  assert.equal((await s.run([membersSource, microEnterpriseSource])).ok, true);

  writeFileSync(join(s.files, 'members.csv'), headerOf(join(s.files, 'members.csv')));
  const before = dumpStore(s.db);
  const report = await s.run([microEnterpriseSource]);
  assert.equal(report.ok, false);
  const micro = sourceReport(report, 'lv.micro-enterprise');
  assert.equal(micro.status, 'failed');
  assert.equal(micro.message, 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv: no row to write against 1 last time, which would remove every '
    + 'row the source published (rows read: members_joint_owners.csv 2, members.csv 0, pdb_mikrouznemumu_nodokla_maksataji_odata.csv 1): a truncated file, '
    + 'or one holding its header alone? (pass --allow-shrink if it is real); nothing was changed');
  assert.deepEqual(dumpStore(s.db), before);

  // The regime's list really empty: --allow-shrink publishes it.
  assert.equal(sourceReport(await s.run([microEnterpriseSource], true), 'lv.micro-enterprise').status, 'published');
  assert.deepEqual(microLinks(s.db), []);
});
