// EMTA's debtors list under a code of digits that is no Estonian registry code (7, 9 or 10 digits:
// a code of a register abroad, or one whose leading zero a spreadsheet dropped): such a row is
// joined to no company, neither padded to the 8 digits of one (`1234567` is not 01234567's) nor cut
// to them, and the import report names its file, line and code as a reject.
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

test('EMTA debtors: a code of digits of another length is joined to no company and reported with file and line', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-debtor-wrong-length-');
  const databasePath = join(root, 'store.sqlite');
  // 200 Estonian companies, 01234567 among them, and three codes of digits of other lengths: 1.5%, under the reject limit.
  const companies = Array.from({ length: 199 }, (_, i) => `10.07.2026;${String(12000000 + i * 10)};Ettevõte ${i} OÜ;${100 + i},00;;;;15.03.2025`);
  writeFileSync(join(files, 'maksuvolglaste_nimekiri.csv'), `\ufeff${[HEADER,
    '10.07.2026;01234567;Null Ees OÜ;10,00;;;;15.03.2025',
    ...companies,
    '10.07.2026;1234567;Seitse Numbrit;5 000,00;;;;01.02.2026',
    '10.07.2026;120000000;Üheksa Numbrit;750,00;;;;01.03.2026',
    '10.07.2026;1200000000;Kümme Numbrit;75,00;;;;01.03.2026',
  ].join('\n')}\n`);
  const report = await importSources({
    databasePath, fromDir: files, now: new Date('2026-07-20T06:00:00Z'), progress: 'none', screen: false,
    sources: [{ ...taxDebtorsSource, expectedRows: { min: 1, max: 1000 } }],
  });
  const source = report.sources[0]!;
  assert.equal(source.status, 'published', source.message);
  assert.deepEqual(source.rejects, { 'Registrikood is not an 8-digit registry code': 3 });
  const text = formatReport(report);
  assert.match(text, /reject Registrikood is not an 8-digit registry code: 3 \(e\.g\. maksuvolglaste_nimekiri\.csv:202 "1234567", maksuvolglaste_nimekiri\.csv:203 "120000000", maksuvolglaste_nimekiri\.csv:204 "1200000000"\)/);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const amountOf = (regcode: string) => (db.prepare("SELECT amount FROM tax_debts WHERE country = 'EE' AND regcode = ?").get(regcode) as { amount: number } | undefined)?.amount;
  assert.equal(amountOf('01234567'), 10);
  // Neither 120000000 nor 1200000000 cut to 12000000, whose own debt stands.
  assert.equal(amountOf('12000000'), 100);
  assert.equal(db.prepare("SELECT COUNT(*) AS n FROM tax_debts WHERE country = 'EE'").get()!.n, 200);
});
