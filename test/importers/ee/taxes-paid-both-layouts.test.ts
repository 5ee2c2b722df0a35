// A year EMTA gives twice: by the current layout (tasutud_maksud_varasemad_aastad.csv, 2022 to
// 2024, the four quarters on one row) and by the legacy quarter files of the same year. One row
// is kept per company and year, its quarters merged from both: a quarter the current row gives a
// count keeps it, one it leaves empty takes the legacy file's. Kept whole, one row lost the
// other's quarters: the current row [38,40,90,null] beside the IV quarter's legacy 95 lost the
// December count (and, before, a legacy year of the IV quarter alone could take the place of the
// current row and its June count). In either file order.
// Files written from the documented headers (REPORT_COLUMNS, ELEMENT_COLUMNS, the Estonian header
// of the current layout, the legacy `;` header).
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
const Q = ['I', 'II', 'III', 'IV'];
const CURRENT_HEADER = ['Andmete seis', 'Registrikood', 'Nimi', 'Liik', 'Maakond', 'Tegevusala', 'Aasta',
  ...Q.map((q) => `Riiklikud maksud ${q} kv`), ...Q.map((q) => `Tööjõumaksud ja maksed ${q} kv`),
  ...Q.map((q) => `Käive ${q} kv`), ...Q.map((q) => `Töötajate arv ${q} kv`)];
const LEGACY_HEADER = 'Registrikood;Nimi;Liik;Registreeritud käibemaksukohustuslaste registrisse;'
  + 'EMTAK tegevusvaldkond, mis on EMTAKi struktuuris tähistatud tähtkoodiga;Maakond;Riiklikud Maksud;Tööjõumaksud Ja Maksed;Kaive;Tootajaid';

const quoted = (cells: Array<string | number>) => cells.map((c) => `"${c}"`).join(',');
/** A company's year in the current layout, the four quarters' counts as given ('' for none). */
function currentRow(regcode: string, name: string, year: number, employees: string[]): string {
  const paid = employees.map((e) => (e === '' ? '' : '100'));
  return quoted(['10.07.2025', regcode, name, 'Äriühing', 'Harju ( Tallinn )', 'EHITUS', year, ...paid, ...paid, ...paid, ...employees]);
}
/** A legacy quarter file's row: its quarter's count. */
const legacyRow = (regcode: string, name: string, employees: string) =>
  `${regcode};${name};Äriühing;jah;EHITUS;Harju ( Tallinn );22 353,85;18 034,91;140 346,67;${employees}`;
/** A row of a company no test looks at: moves the next rows of its file to later lines. */
const filler = (n: number) => legacyRow(`1400${String(100 + n).padStart(4, '0')}`, `Täide ${n} OÜ`, '1');

function reportRow(id: number, regcode: string, year: number, start: string, end: string): string {
  const cells = [id, '', regcode, 'OÜ', 'Registrisse kantud', year, 'Ei', start, end, '30.09.2024', 'Ei', 'Mikroettevõtja', 'Mikroettevõtja',
    '', '', '', '', '', ''];
  return cells.map((c) => (typeof c === 'number' ? String(c) : `"${c}"`)).join(';');
}

const JUNE = '14000012';   // the IV quarter's legacy file alone gives its 2024
const FULL = '14000023';   // every legacy quarter file gives its 2024, other counts than the current row's
const DECEMBER = '14000034'; // the current row has no IV quarter's count, the IV quarter's legacy file has
const EARLY = '14000045';    // the current row has III and IV alone, the legacy files I to III (III another count)
const COMPANIES = [[JUNE, 'Juuni Aasta OÜ'], [FULL, 'Täis Aasta OÜ'], [DECEMBER, 'Detsembri OÜ'], [EARLY, 'Varajane OÜ']] as const;

/**
 * Imports 2024 from varasemad_aastad and the legacy files; `currentFirst` puts the current
 * layout's rows at the lower line numbers (legacy rows after fillers), else at the higher.
 */
async function importBoth(t: import('node:test').TestContext, currentFirst: boolean) {
  const { root, files } = tempFilesFolder(t, 'ee-both-layouts-');
  const [header, first] = readFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), 'utf8').split(/\r?\n/);
  const another = (regcode: string, name: string) => first!.replace('Näidis Ehitus OÜ', name).replaceAll('14000001', regcode).replace('EE102000001', '');
  writeFileSync(join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'),
    [header, ...COMPANIES.map(([regcode, name]) => another(regcode, name))].join('\n') + '\n');
  writeFileSync(join(files, '1.aruannete_yldandmed_kuni_31082026.csv'), [REPORT_COLUMNS.map((c) => `"${c}"`).join(';'),
    ...COMPANIES.map(([regcode], i) => reportRow(2001 + i, regcode, 2024, '01.07.2023', '30.06.2024')),
  ].join('\n') + '\n');
  writeFileSync(join(files, '4.2024_aruannete_elemendid_kuni_31082026.csv'), [ELEMENT_COLUMNS.map((c) => `"${c}"`).join(';'),
    ...COMPANIES.map((_, i) => `${2001 + i};"Kasumiaruanne skeem 1";"Müügitulu";"Revenue";"500000.0"`),
  ].join('\n') + '\n');
  const fillers = Array.from({ length: 6 }, (_, i) => currentRow(`1400${String(200 + i).padStart(4, '0')}`, `Täide ${i} AS`, 2024, ['1', '1', '1', '1']));
  const current = [currentRow(JUNE, 'Juuni Aasta OÜ', 2024, ['38', '40', '90', '95']), currentRow(FULL, 'Täis Aasta OÜ', 2024, ['20', '21', '22', '23']),
    currentRow(DECEMBER, 'Detsembri OÜ', 2024, ['38', '40', '90', '']), currentRow(EARLY, 'Varajane OÜ', 2024, ['', '', '30', '31'])];
  writeFileSync(join(files, 'tasutud_maksud_varasemad_aastad.csv'),
    [quoted(CURRENT_HEADER), ...(currentFirst ? current : [...fillers, ...current])].join('\n') + '\n');
  const legacyFillers = Array.from({ length: 6 }, (_, i) => filler(i));
  for (const [quarter, full, early] of [['I', '10', '5'], ['II', '11', '6'], ['III', '12', '99'], ['IV', '13', '']] as const) {
    const rows = [legacyRow(FULL, 'Täis Aasta OÜ', full)];
    if (early !== '') rows.push(legacyRow(EARLY, 'Varajane OÜ', early));
    if (quarter === 'IV') rows.unshift(legacyRow(JUNE, 'Juuni Aasta OÜ', '95'), legacyRow(DECEMBER, 'Detsembri OÜ', '95'));
    writeFileSync(join(files, `tasutud_maksud_2024_${quarter}_kvartal.csv`),
      [LEGACY_HEADER, ...(currentFirst ? [...legacyFillers, ...rows] : rows)].join('\n') + '\n');
  }

  const db = join(root, 'store.sqlite');
  const ids = ['ee.basic', 'ee.annual-reports', 'ee.taxes-paid'];
  const chosen = sources.filter((d) => ids.includes(d.id)).map((d) => ({ ...d, expectedRows: { min: 1, max: 1000 } }));
  const report = await runImport({ databasePath: db, sources: chosen, knownSources: sources, fromDir: files, now: new Date('2025-07-20T06:00:00Z') });
  for (const id of ids) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);
  assert.equal(sourceReport(report, 'ee.taxes-paid').rejected, 0);
  const read = openForReading(db);
  t.after(() => read.close());
  return { read, services: createServices({ db: read, sanctionsThreshold: 0.9 }) };
}

for (const currentFirst of [true, false]) {
  const order = currentFirst ? 'the current layout\'s rows at the lower lines' : 'the legacy rows at the lower lines';
  test(`a 2024 given by both layouts is one row, its quarters merged, the current layout's count first (${order})`, async (t) => {
    const { read, services } = await importBoth(t, currentFirst);
    const june = services.financialsFor(JUNE, 'EE');
    assert.deepEqual(june.financials.map((y) => [y.periodEnd, y.employees]), [['2024-06-30', 40]],
      'the June count of the current row, not the IV quarter\'s legacy row that holds December alone');
    const full = services.financialsFor(FULL, 'EE');
    assert.deepEqual(full.financials.map((y) => [y.periodEnd, y.employees]), [['2024-06-30', 21]],
      'of two rows holding the four quarters, the current layout\'s counts, EMTA\'s later file');
    const early = services.financialsFor(EARLY, 'EE');
    assert.deepEqual(early.financials.map((y) => [y.periodEnd, y.employees]), [['2024-06-30', 6]],
      'the June count of the legacy II quarter\'s file, which the current row leaves empty');
    const stored = read.prepare(`SELECT regcode, employees, period_end, quarter_employees FROM financial_statements
      WHERE source = 'ee.taxes-paid' AND regcode IN (?, ?, ?, ?) ORDER BY regcode`).all(JUNE, FULL, DECEMBER, EARLY).map((r) => ({ ...r }));
    assert.deepEqual(stored, [
      { regcode: JUNE, employees: 95, period_end: '2024-12-31', quarter_employees: '[38,40,90,95]' },
      { regcode: FULL, employees: 23, period_end: '2024-12-31', quarter_employees: '[20,21,22,23]' },
      { regcode: DECEMBER, employees: 95, period_end: '2024-12-31', quarter_employees: '[38,40,90,95]' },
      { regcode: EARLY, employees: 31, period_end: '2024-12-31', quarter_employees: '[5,6,30,31]' },
    ], 'one row a company and year: the IV quarter\'s legacy 95 fills the current row\'s empty December, the current 30 wins over the legacy III quarter\'s 99');
  });
}
