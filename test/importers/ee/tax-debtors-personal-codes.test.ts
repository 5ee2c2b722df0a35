// EMTA's debtors list is one of legal persons, and a row under an 11-digit personal code (a sole
// proprietor) has nothing in RIK's open files to join it by: it is left out, and the operator is
// told how many and where in the import report, the personal code itself never written there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatReport, importSources } from '../../../src/importers/pipeline/run.ts';
import { taxDebtorsSource } from '../../../src/importers/ee/tax-debtors.ts';
import { openForReading } from '../../../src/store/open.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const HEADER = 'Andmed on seisuga;Registrikood;Nimi;Maksuvõlg;sh vaidlustatud;sh tasumisgraafikus;'
  + 'Tasumisgraafiku lõppkuupäev;Vanima tasumata nõude tasumise tähtpäev';

test('EMTA debtors: a row under a personal code is left out and counted, its code not written', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-debtor-personal-code-');
  const databasePath = join(root, 'store.sqlite');
  writeFileSync(join(files, 'maksuvolglaste_nimekiri.csv'), `\ufeff${HEADER}\n`
    + '10.07.2026;11000027;Kase Kaubandus OÜ;1 234,56;;;;15.03.2025\n'
    + '10.07.2026;38001010000;Mati Maasikas FIE;99,00;;;;01.02.2026\n');
  const report = await importSources({
    databasePath, fromDir: files, now: new Date('2026-07-20T06:00:00Z'), progress: 'none', screen: false,
    sources: [{ ...taxDebtorsSource, expectedRows: { min: 1, max: 100 } }],
  });
  const source = report.sources[0]!;
  assert.equal(source.status, 'published', source.message);
  assert.equal(source.rejected, 0);
  assert.deepEqual(source.skipped, { 'a debtor listed under a personal code, which no RIK file gives to join it by': 1 });
  const text = formatReport(report);
  assert.match(text, /skipped a debtor listed under a personal code, which no RIK file gives to join it by: 1 \(e\.g\. maksuvolglaste_nimekiri\.csv:3/);
  assert.doesNotMatch(text, /38001010000/);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const debts = db.prepare("SELECT regcode FROM tax_debts WHERE country = 'EE' ORDER BY regcode").all().map((r) => r.regcode);
  assert.deepEqual(debts, ['11000027']);
});
