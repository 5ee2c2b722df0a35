// EMTA's taxes-paid file lists non-residents under the code its register of taxable persons gave
// them (mitteresidendi kood), no RIK registry code, and some are 8 digits like one. Stored, such a
// row stood as the headcount of a company RIK never listed, or of another entity RIK gave the same
// digits; it is left out whatever its code, and counted in the import report, not as a reject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatReport, importSources } from '../../../src/importers/pipeline/run.ts';
import { taxesPaidSource } from '../../../src/importers/ee/taxes-paid.ts';
import { openForReading } from '../../../src/store/open.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const HEADER = '"Data date","Registry code","Name","Type","County","Activity","Year","State taxes I qtr","State taxes II qtr","State taxes III qtr","State taxes IV qtr","Labour taxes and payments I qtr","Labour taxes and payments II qtr","Labour taxes and payments III qtr","Labour taxes and payments IV qtr","Turnover I qtr","Turnover II qtr","Turnover III qtr","Turnover IV qtr","Number of employees I qtr","Number of employees II qtr","Number of employees III qtr","Number of employees IV qtr"';
const row = (code: string, name: string, type: string, employees: string) =>
  `"10.07.2026","${code}","${name}","${type}","","","2026","1","","","","1","","","","","","","","${employees}","","",""`;

test('EMTA taxes paid: a non-resident under an 8-digit code is left out and counted, not stored as a company\'s headcount', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-non-resident-');
  const databasePath = join(root, 'store.sqlite');
  writeFileSync(join(files, 'tasutud_maksud_kaesolev_aasta_eng.csv'), [
    HEADER,
    row('14000001', 'Näidis Ehitus OÜ', 'Company', '6'),
    row('90001234', 'Foreign Staffing Ltd', 'Non-resident', '120'),
    row('90005678', 'Nordic Builders AB', 'Mitteresident', '15'),
    row('48303030000', 'Ülle Õun', 'Self-employed person', '1'),
  ].join('\n') + '\n');
  const report = await importSources({
    databasePath, fromDir: files, now: new Date('2026-07-20T06:00:00Z'), progress: 'none', screen: false,
    sources: [{ ...taxesPaidSource, expectedRows: { min: 1, max: 100 } }],
  });
  const source = report.sources[0]!;
  assert.equal(source.status, 'published', source.message);
  assert.equal(source.rejected, 0);
  assert.deepEqual(source.skipped, {
    'a non-resident taxpayer, listed under a code of EMTA\'s own register, no RIK registry code': 2,
    'a sole proprietor (FIE) listed under a personal code, which no RIK file gives to join it by': 1,
  });
  // The operator reads where and which, the personal code itself never written out.
  const text = formatReport(report);
  assert.match(text, /skipped a non-resident taxpayer, listed under a code of EMTA's own register, no RIK registry code: 2 \(e\.g\. tasutud_maksud_kaesolev_aasta_eng\.csv:3 "90001234", tasutud_maksud_kaesolev_aasta_eng\.csv:4 "90005678"\)/);
  assert.doesNotMatch(text, /48303030000/);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const stored = db.prepare("SELECT regcode, employees FROM financial_statements WHERE country = 'EE' ORDER BY regcode").all().map((r) => ({ ...r }));
  assert.deepEqual(stored, [{ regcode: '14000001', employees: 6 }]);
  // The journal of the run says what was left out, too.
  const journal = db.prepare("SELECT message FROM import_runs WHERE source = 'ee.taxes-paid'").get() as { message: string };
  assert.match(journal.message, /skipped a non-resident taxpayer.*: 2/);
});
