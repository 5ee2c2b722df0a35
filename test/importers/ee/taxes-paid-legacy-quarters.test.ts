// EMTA's legacy taxes-paid files (to 2024) come one a quarter, each row holding that quarter's
// employee count alone, the year and quarter only in the file name. Of the four files of a year,
// the store kept the row of the latest quarter, so the counts of the quarters before were lost:
// an annual report of a year ending on 30 June that states no employees took no count at all, or
// the count of an earlier December, never the June one EMTA published. Files written from the
// documented headers (REPORT_COLUMNS, ELEMENT_COLUMNS, the legacy `;` header).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources } from '../../../src/importers/ee/index.ts';
import { ELEMENT_COLUMNS, REPORT_COLUMNS } from '../../../src/importers/ee/annual-reports.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const LEGACY_HEADER = 'Registrikood;Nimi;Liik;Registreeritud käibemaksukohustuslaste registrisse;'
  + 'EMTAK tegevusvaldkond, mis on EMTAKi struktuuris tähistatud tähtkoodiga;Maakond;Riiklikud Maksud;Tööjõumaksud Ja Maksed;Kaive;Tootajaid';

/** A legacy quarter's row: taxes, turnover and the quarter's count ('' for none). */
const legacyRow = (regcode: string, name: string, employees: string) =>
  `${regcode};${name};Äriühing;jah;EHITUS;Harju ( Tallinn );22 353,85;18 034,91;140 346,67;${employees}`;

function reportRow(id: number, regcode: string, year: number, start: string, end: string): string {
  const cells = [id, '', regcode, 'OÜ', 'Registrisse kantud', year, 'Ei', start, end, '30.09.2024', 'Ei', 'Mikroettevõtja', 'Mikroettevõtja',
    '', '', '', '', '', ''];
  return cells.map((c) => (typeof c === 'number' ? String(c) : `"${c}"`)).join(';');
}

test('legacy quarter files of one year: every quarter\'s count is kept, so a year ending in June takes June\'s', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-legacy-quarters-');
  const [header, first] = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), 'utf8').split(/\r?\n/);
  const another = (regcode: string, name: string) => first!.replace('Näidis Ehitus OÜ', name).replaceAll('14000001', regcode).replace('EE102000001', '');
  writeFileSync(join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'),
    [header, another('14000012', 'Juuni Aasta OÜ'), another('14000023', 'Märtsi Aasta OÜ')].join('\n') + '\n');
  writeFileSync(join(files, '1.aruannete_yldandmed_kuni_31082026.csv'), [REPORT_COLUMNS.map((c) => `"${c}"`).join(';'),
    reportRow(2001, '14000012', 2024, '01.07.2023', '30.06.2024'),
    reportRow(2002, '14000023', 2024, '01.04.2023', '31.03.2024'),
  ].join('\n') + '\n');
  writeFileSync(join(files, '4.2024_aruannete_elemendid_kuni_31082026.csv'), [ELEMENT_COLUMNS.map((c) => `"${c}"`).join(';'),
    '2001;"Kasumiaruanne skeem 1";"Müügitulu";"Revenue";"500000.0"',
    '2002;"Kasumiaruanne skeem 1";"Müügitulu";"Revenue";"300000.0"',
  ].join('\n') + '\n');
  // The four quarters of 2024, one file each; the March company left out of the last (no count).
  const counts: Record<string, [string, string]> = { I: ['38', '12'], II: ['40', '14'], III: ['90', '15'], IV: ['95', ''] };
  for (const [quarter, [june, march]] of Object.entries(counts)) {
    writeFileSync(join(files, `tasutud_maksud_2024_${quarter}_kvartal.csv`), [LEGACY_HEADER,
      legacyRow('14000012', 'Juuni Aasta OÜ', june),
      legacyRow('14000023', 'Märtsi Aasta OÜ', march),
      // A non-resident under EMTA's own 8-digit code: left out and counted, in every quarter.
      legacyRow('90001234', 'Foreign Staffing Ltd', '120').replace('Äriühing', 'Mitteresident'),
    ].join('\n') + '\n');
  }

  const db = join(root, 'store.sqlite');
  const ids = ['ee.basic', 'ee.annual-reports', 'ee.taxes-paid'];
  const chosen = sources.filter((d) => ids.includes(d.id)).map((d) => ({ ...d, expectedRows: { min: 1, max: 1000 } }));
  const report = await runImport({ databasePath: db, sources: chosen, knownSources: sources, fromDir: files, now: new Date('2025-01-20T06:00:00Z') });
  for (const id of ids) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);
  assert.equal(sourceReport(report, 'ee.taxes-paid').rejected, 0);
  assert.deepEqual(sourceReport(report, 'ee.taxes-paid').skipped,
    { 'a non-resident taxpayer, listed under a code of EMTA\'s own register, no RIK registry code': 4 });

  const read = openForReading(db);
  t.after(() => read.close());
  const services = createServices({ db: read, sanctionsThreshold: 0.9 });
  const june = services.financialsFor('14000012', 'EE');
  assert.deepEqual(june.financials.map((y) => [y.periodEnd, y.employees]), [['2024-06-30', 40]],
    'the count of the quarter ending on 30 June 2024, read from the II quarter\'s file');
  assert.deepEqual(june.headcount, { employees: 95, periodEnd: '2024-12-31', source: 'ee.taxes-paid' }, 'the latest quarter with a count');
  const march = services.financialsFor('14000023', 'EE');
  assert.deepEqual(march.financials.map((y) => [y.periodEnd, y.employees]), [['2024-03-31', 12]],
    'the count of the quarter ending on 31 March 2024, read from the I quarter\'s file');
  assert.deepEqual(march.headcount, { employees: 15, periodEnd: '2024-09-30', source: 'ee.taxes-paid' });
  const stored = read.prepare("SELECT regcode, quarter_employees FROM financial_statements WHERE source = 'ee.taxes-paid' ORDER BY regcode").all()
    .map((r) => ({ ...r }));
  assert.deepEqual(stored, [
    { regcode: '14000012', quarter_employees: '[38,40,90,95]' },
    { regcode: '14000023', quarter_employees: '[12,14,15]' },
  ], 'one row a company and year, every quarter\'s count on it');
});
