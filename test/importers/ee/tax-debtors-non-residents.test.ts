// EMTA's debtors list names a non-resident under the code its register of taxable persons gave it,
// which begins with letters, not under a RIK registry code. Such rows were rejected as codes that
// are no registry code: past 2% of the list (the reject limit) the whole list failed and the tax
// debts served stayed those of the day before. They are left out on purpose now, counted with
// file, line and code, never joined to the company whose digits follow the letters.
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
const REASON = 'a non-resident debtor, listed under a code of EMTA\'s own register (letters first), no RIK registry code';

test('EMTA debtors: non-residents under codes beginning with letters are left out and counted, the list still published', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-debtor-non-resident-');
  const databasePath = join(root, 'store.sqlite');
  // 40 Estonian companies and 2 non-residents: 4.8% of the rows, over the 2% reject limit.
  const companies = Array.from({ length: 40 }, (_, i) => `10.07.2026;${String(12000000 + i * 10)};Ettevõte ${i} OÜ;${100 + i},00;;;;15.03.2025`);
  writeFileSync(join(files, 'maksuvolglaste_nimekiri.csv'), `\ufeff${[HEADER, ...companies,
    // The digits after the letters are those of the first company above: no debt of it.
    '10.07.2026;EE12000000;Nordic Haulage AB;5 000,00;;;;01.02.2026',
    '10.07.2026;LV40003000007;Baltic Transit SIA;750,00;;;;01.03.2026',
    '10.07.2026;ABCDEFGH;Vigane;5,00;;;;',
  ].join('\n')}\n`);
  const report = await importSources({
    databasePath, fromDir: files, now: new Date('2026-07-20T06:00:00Z'), progress: 'none', screen: false,
    sources: [{ ...taxDebtorsSource, expectedRows: { min: 1, max: 1000 } }],
  });
  const source = report.sources[0]!;
  assert.equal(source.status, 'published', source.message);
  assert.deepEqual(source.skipped, { [REASON]: 2 });
  // Letters alone are no code of any register: still a reject.
  assert.deepEqual(source.rejects, { 'Registrikood is not an 8-digit registry code': 1 });
  assert.match(formatReport(report), /skipped a non-resident debtor, listed under a code of EMTA's own register \(letters first\), no RIK registry code: 2 \(e\.g\. maksuvolglaste_nimekiri\.csv:42 "EE12000000", maksuvolglaste_nimekiri\.csv:43 "LV40003000007"\)/);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const debts = db.prepare("SELECT regcode, amount FROM tax_debts WHERE country = 'EE' ORDER BY regcode").all().map((r) => ({ ...r }));
  assert.equal(debts.length, 40);
  assert.deepEqual(debts[0], { regcode: '12000000', amount: 100 });
  assert.equal(db.prepare("SELECT COUNT(*) AS n FROM tax_debts WHERE regcode NOT GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'").get()!.n, 0);
  assert.equal(db.prepare("SELECT COUNT(*) AS n FROM compliance_flags WHERE source = 'ee.tax-debtors'").get()!.n, 40);
});
