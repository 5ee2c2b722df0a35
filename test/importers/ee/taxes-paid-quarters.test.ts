// EMTA's current taxes-paid file holds a company's year on one row, its four quarters' employee
// counts in columns (I–III filled and IV empty on a file of 10 October). The store kept only the
// latest quarter of each year, so an annual report of a year ending on 30 June (or 31 March) that
// states no employees took the count of the December before, not of the quarter ending with the
// year: a credit analyst read a staff count a half-year stale. Files written from the documented
// headers (REPORT_COLUMNS, ELEMENT_COLUMNS, the English header of the current layout).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources } from '../../../src/importers/ee/index.ts';
import { ELEMENT_COLUMNS, REPORT_COLUMNS } from '../../../src/importers/ee/annual-reports.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const Q = ['I', 'II', 'III', 'IV'];
const TAXES = ['Data date', 'Registry code', 'Name', 'Type', 'County', 'Activity', 'Year',
  ...Q.map((q) => `State taxes ${q} qtr`), ...Q.map((q) => `Labour taxes and payments ${q} qtr`),
  ...Q.map((q) => `Turnover ${q} qtr`), ...Q.map((q) => `Number of employees ${q} qtr`)];

const quoted = (cells: Array<string | number>) => cells.map((c) => `"${c}"`).join(',');
/** A company's year: taxes in the quarters with a count, the counts as given ('' for none). */
function taxesRow(regcode: string, name: string, year: number, employees: string[]): string {
  const paid = employees.map((e) => (e === '' ? '' : '100,00'));
  return quoted(['10.10.2025', regcode, name, 'Company', 'Harju ( Tallinn )', 'CONSTRUCTION', year, ...paid, ...paid, ...paid, ...employees]);
}

function reportRow(id: number, regcode: string, year: number, start: string, end: string): string {
  const cells = [id, '', regcode, 'OÜ', 'Registrisse kantud', year, 'Ei', start, end, '30.09.2025', 'Ei', 'Mikroettevõtja', 'Mikroettevõtja',
    '', '', '', '', '', ''];
  return cells.map((c) => (typeof c === 'number' ? String(c) : `"${c}"`)).join(';');
}

test('a financial year ending in June or March takes the count of EMTA\'s quarter ending with it; headcount the latest quarter', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'ee-quarters-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // The register's basic data: the fixture's header and first company, two more of its form.
  const [header, first] = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), 'utf8').split(/\r?\n/);
  const another = (regcode: string, name: string) => first!.replace('Näidis Ehitus OÜ', name).replaceAll('14000001', regcode).replace('EE102000001', '');
  writeFileSync(join(dir, 'ettevotja_rekvisiidid__lihtandmed.csv'),
    [header, another('14000012', 'Juuni Aasta OÜ'), another('14000023', 'Märtsi Aasta OÜ'), another('14000034', 'Tühi Kontor OÜ')].join('\n') + '\n');
  writeFileSync(join(dir, '1.aruannete_yldandmed_kuni_31082026.csv'), [REPORT_COLUMNS.map((c) => `"${c}"`).join(';'),
    reportRow(2001, '14000012', 2025, '01.07.2024', '30.06.2025'),
    reportRow(2002, '14000023', 2025, '01.04.2024', '31.03.2025'),
  ].join('\n') + '\n');
  writeFileSync(join(dir, '4.2025_aruannete_elemendid_kuni_31082026.csv'), [ELEMENT_COLUMNS.map((c) => `"${c}"`).join(';'),
    '2001;"Kasumiaruanne skeem 1";"Müügitulu";"Revenue";"500000.0"',
    '2002;"Kasumiaruanne skeem 1";"Müügitulu";"Revenue";"300000.0"',
  ].join('\n') + '\n');
  writeFileSync(join(dir, 'tasutud_maksud_kaesolev_aasta_eng.csv'), '\ufeff' + [quoted(TAXES),
    taxesRow('14000012', 'Juuni Aasta OÜ', 2025, ['38', '40', '90', '']),
    taxesRow('14000012', 'Juuni Aasta OÜ', 2024, ['30', '32', '33', '35']),
    taxesRow('14000023', 'Märtsi Aasta OÜ', 2025, ['12', '14', '15', '']),
    taxesRow('14000023', 'Märtsi Aasta OÜ', 2024, ['9', '10', '10', '11']),
    // Listed as a VAT payer with no one in the employment register: a count of 0, not no count.
    taxesRow('14000034', 'Tühi Kontor OÜ', 2025, ['0', '0', '0', '']),
  ].join('\n') + '\n');

  const db = join(dir, 'store.sqlite');
  const ids = ['ee.basic', 'ee.annual-reports', 'ee.taxes-paid'];
  const chosen = sources.filter((d) => ids.includes(d.id)).map((d) => ({ ...d, expectedRows: { min: 1, max: 1000 } }));
  const report = await runImport({ databasePath: db, sources: chosen, knownSources: sources, fromDir: dir, now: new Date('2025-10-12T06:00:00Z') });
  for (const id of ids) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);

  const read = openForReading(db);
  t.after(() => read.close());
  const services = createServices({ db: read, sanctionsThreshold: 0.9 });
  const june = services.financialsFor('14000012', 'EE');
  assert.deepEqual(june.financials.map((y) => [y.periodEnd, y.employees]), [['2025-06-30', 40]],
    'the count of the quarter ending on 30 June 2025, not the 35 of December 2024');
  assert.deepEqual(june.headcount, { employees: 90, periodEnd: '2025-09-30', source: 'ee.taxes-paid' }, 'the latest quarter with a count');
  const march = services.financialsFor('14000023', 'EE');
  assert.deepEqual(march.financials.map((y) => [y.periodEnd, y.employees]), [['2025-03-31', 12]],
    'the count of the quarter ending on 31 March 2025, not the 11 of December 2024');
  assert.deepEqual(march.headcount, { employees: 15, periodEnd: '2025-09-30', source: 'ee.taxes-paid' });
  assert.equal(services.getCompany('14000012', 'EE').headcount?.employees, 90, 'the details give the same headcount');
  assert.deepEqual(services.financialsFor('14000034', 'EE').headcount, { employees: 0, periodEnd: '2025-09-30', source: 'ee.taxes-paid' });
});
