// EMTA "Tasutud maksud, käive ja töötajate arv" (taxes paid, turnover, employees), two layouts:
// - current (since 2025): `tasutud_maksud_kaesolev_aasta.csv` (current and previous year) and
//   `tasutud_maksud_varasemad_aastad.csv` (2022–2024), comma CSV, Estonian or English (`_eng`)
//   header, one row per company and year with the four quarters in columns;
// - legacy (to 2024): one `;` file per quarter (`tasutud_maksud_2024_II_kvartal.csv`), numbers
//   like `22 353,85`, some quarters in latin1; the year and quarter are only in the file name.
// What it feeds: the employee count. Each row becomes a FinancialRecord holding only
// `employees` (the headcount of the latest quarter with a count that year), marked by
// `statementRef` `emta:<year>-Q<n>` and `filedAt` null, with every quarter's count of the year
// beside it (`quarterEmployees`, one column, not a row a quarter: 015_quarter_employees.ts). The
// services never serve it as a financial year (domain/headcount-sources.ts): the quarter ending
// with an annual report's financial year fills the report's headcount where it states none, and
// the latest one is the company's `headcount`.
// Turnover is VAT-return turnover (not revenue) and taxes paid have no field: neither is stored.
import { foldText } from '../../domain/fold.ts';
import type { FinancialRecord } from '../../domain/records.ts';
import type { CsvOptions, GroupedRow, MapContext, MapResult, Rejected, Row, SourceDefinition } from '../source.ts';
import { amount, eeRegcode, notARegcode, text } from './values.ts';

const QUARTERS = ['i', 'ii', 'iii', 'iv'] as const;
const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;

interface Columns { regcode?: string; year?: string; type?: string; employees?: string; quarterly: Array<string | undefined> }

// The headers seen, each with its columns: a row is read three times (its group's key, the part
// staged, the group), and comparing its keys costs less than joining them into a signature did.
const columnCache: Array<{ keys: string[]; cols: Columns }> = [];

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Finds the columns by meaning whatever the language of the header (folded, case-free). */
function columnsOf(row: Row): Columns {
  const keys = Object.keys(row);
  for (const entry of columnCache) if (sameKeys(keys, entry.keys)) return entry.cols;
  const cols: Columns = { quarterly: [undefined, undefined, undefined, undefined] };
  for (const key of keys) {
    const f = foldText(key);
    if (f === 'registry code' || f === 'registrikood') cols.regcode = key;
    else if (f === 'year' || f === 'aasta') cols.year = key;
    else if (f === 'type' || f === 'liik') cols.type = key;
    else if (f === 'tootajaid' || f === 'number of employees' || f === 'tootajate arv') cols.employees = key;
    else {
      const m = /^(?:number of employees|tootajate arv|tootajaid) (i|ii|iii|iv) (?:qtr|kv|kvartal)$/.exec(f);
      if (m) cols.quarterly[QUARTERS.indexOf(m[1] as (typeof QUARTERS)[number])] = key;
    }
  }
  if (columnCache.length >= 16) columnCache.length = 0;
  columnCache.push({ keys, cols });
  return cols;
}

// A non-resident (Liik `Mitteresident`, `Non-resident`) is listed under the code EMTA's register
// of taxable persons gave it (mitteresidendi kood), no RIK registry code: an 8-digit one names no
// company of RIK's files, or another entity RIK gave the same digits, so the row is left out
// whatever its code looks like, and counted in the import report.
const NON_RESIDENT = /^(?:non resident|mitteresident)/;
// A sole proprietor (FIE) listed under a personal code rather than its RIK registry code: no RIK
// file gives a personal code to join it by. One under its registry code is kept.
const SOLE_PROPRIETOR = /^(?:self employed person|fuusilisest isikust ettevotja|fie)$/;

/** `tasutud_maksud_2024_II_kvartal.csv` → year 2024, quarter 2. */
export function quarterOfFileName(file: string): { year: number; quarter: number } | null {
  const m = /tasutud_maksud_(\d{4})_(I|II|III|IV)_kvartal/i.exec(file);
  if (!m) return null;
  return { year: Number(m[1]), quarter: QUARTERS.indexOf(m[2]!.toLowerCase() as (typeof QUARTERS)[number]) + 1 };
}

function count(value: unknown): number | null | 'invalid' {
  const n = amount(value);
  if (n === null) return null;
  if (Number.isNaN(n) || n < 0) return 'invalid';
  return Math.round(n);
}

/**
 * The year's row: `employees` and the period of the latest quarter with a count (the headcount),
 * and every quarter's count up to it (`quarterEmployees`), so a financial year ending in March,
 * June or September finds the count of the quarter ending with it on the same row.
 */
function employeesRecord(regcode: string, year: number, quarters: Array<number | null>): FinancialRecord | null {
  let latest = quarters.length;
  while (latest > 0 && quarters[latest - 1] === null) latest--;
  if (latest === 0) return null;
  return {
    country: 'EE', regcode, year,
    periodStart: `${year}-01-01`, periodEnd: `${year}-${QUARTER_END[latest - 1]}`,
    currency: 'EUR',
    revenue: null, profit: null, assets: null, equity: null, liabilities: null, employees: quarters[latest - 1]!, cashFlow: null,
    consolidated: false, filedAt: null, statementRef: `emta:${year}-Q${latest}`,
    quarterEmployees: quarters.slice(0, latest),
  };
}

/**
 * The registry code of the row's company, or why the row is left out (null, counted by reason
 * where it is a non-resident or a sole proprietor) or rejected.
 */
function companyOf(row: Row, cols: Columns, ctx: MapContext): string | Rejected | null {
  if (cols.regcode === undefined) return { reject: `no registry code column (Registry code / Registrikood) in ${ctx.file}` };
  const rawCode = row[cols.regcode];
  const type = cols.type !== undefined ? foldText(text(row[cols.type]) ?? '') : '';
  if (NON_RESIDENT.test(type)) {
    ctx.skip?.('a non-resident taxpayer, listed under a code of EMTA\'s own register, no RIK registry code', JSON.stringify(text(rawCode)));
    return null;
  }
  const regcode = eeRegcode(rawCode);
  if (regcode !== null) return regcode;
  if (SOLE_PROPRIETOR.test(type)) {
    ctx.skip?.('a sole proprietor (FIE) listed under a personal code, which no RIK file gives to join it by', '(personal code)');
    return null;
  }
  return notARegcode('registry code', rawCode);
}

/** A legacy quarterly file's row: its company, the year and quarter of its file and its count. */
function legacyQuarterOf(row: Row, ctx: MapContext): { regcode: string; year: number; quarter: number; employees: number } | Rejected | null {
  const cols = columnsOf(row);
  const regcode = companyOf(row, cols, ctx);
  if (regcode === null || typeof regcode !== 'string') return regcode;
  const period = quarterOfFileName(ctx.file);
  if (period === null) return { reject: `cannot tell the year and quarter from the file name ${ctx.file}` };
  if (cols.employees === undefined) return { reject: `no employee count column (Tootajaid) in ${ctx.file}` };
  const employees = count(row[cols.employees]);
  if (employees === 'invalid') return { reject: `employee count is not a number: ${JSON.stringify(row[cols.employees])}` };
  if (employees === null) return null;
  return { regcode, ...period, employees };
}

/** A current-layout row: its company, year and the four quarters' counts (null where empty). */
function currentYearOf(row: Row, ctx: MapContext): { regcode: string; year: number; quarters: Array<number | null> } | Rejected | null {
  const cols = columnsOf(row);
  const regcode = companyOf(row, cols, ctx);
  if (regcode === null || typeof regcode !== 'string') return regcode;
  const yearText = cols.year !== undefined ? text(row[cols.year]) : null;
  if (yearText === null || !/^\d{4}$/.test(yearText)) return { reject: `year is not a year: ${JSON.stringify(yearText)}` };
  const quarters: Array<number | null> = [];
  for (let q = 1; q <= 4; q++) {
    const key = cols.quarterly[q - 1];
    const employees = key === undefined ? null : count(row[key]);
    if (employees === 'invalid') return { reject: `employee count of quarter ${q} is not a number: ${JSON.stringify(row[key!])}` };
    quarters.push(employees);
  }
  return { regcode, year: Number(yearText), quarters };
}

/**
 * The columns a company's year is read by (its code, year, type and counts), staged for its group
 * in the row's place: a current-layout row holds twenty-three, the taxes and turnover of every
 * quarter among them, which no group reads.
 */
export function taxesPaidYearColumns(row: Row): Row {
  const cols = columnsOf(row);
  const out: Row = {};
  for (const key of [cols.regcode, cols.year, cols.type, cols.employees, ...cols.quarterly]) if (key !== undefined) out[key] = row[key];
  return out;
}

/** Whether the row is a legacy quarterly file's (one employee count column, no quarters). */
const isLegacy = (row: Row) => columnsOf(row).employees !== undefined;

/**
 * Every row of either layout is read with the other rows of the same company and year
 * (mapTaxesPaidYear): a legacy quarterly file's row holds its own quarter alone, and a year
 * given by both layouts (varasemad_aastad, 2022 to 2024, and the legacy files) is one row whose
 * quarters come from both. A row rejected here is rejected alone, at its own line.
 */
export function taxesPaidYearKey(row: Row, ctx: MapContext): string | Rejected | null {
  const year = isLegacy(row) ? legacyQuarterOf(row, ctx) : currentYearOf(row, ctx);
  if (year === null || 'reject' in year) return year;
  return `${year.regcode} ${year.year}`;
}

/**
 * A company's year from every row read of it, quarter by quarter: a quarter the current layout
 * gives a count takes that count, one it leaves empty the legacy quarter file's. Keeping one row
 * whole lost the other's quarters: the current row [38,40,90,null] beside a legacy IV quarter's
 * 95 lost the December count, and a legacy year of four files the current row's. Of two current
 * rows (the Estonian and the English file, or both current files giving a year), the one holding
 * more quarters, then the one read later, gives a quarter both give; of two legacy rows of one
 * quarter (its file read under two names), the one read later.
 */
export function mapTaxesPaidYear(rows: GroupedRow[], ctx: MapContext): MapResult {
  let regcode: string | null = null;
  let year = 0;
  const current: Array<Array<number | null>> = [];
  const legacy: Array<number | null> = [null, null, null, null];
  for (const g of rows) {
    const rowCtx = { ...ctx, file: g.file, line: g.line, skip: undefined };
    if (isLegacy(g.row)) {
      const quarter = legacyQuarterOf(g.row, rowCtx);
      if (quarter === null || 'reject' in quarter) continue;
      ({ regcode, year } = quarter);
      legacy[quarter.quarter - 1] = quarter.employees;
    } else {
      const given = currentYearOf(g.row, rowCtx);
      if (given === null || 'reject' in given) continue;
      ({ regcode, year } = given);
      current.push(given.quarters);
    }
  }
  if (regcode === null) return null;
  const held = (quarters: Array<number | null>) => quarters.filter((n) => n !== null).length;
  // Stable: of rows holding as many quarters, the later read comes first after reversing.
  const ordered = current.reverse().sort((a, b) => held(b) - held(a));
  const quarters = legacy.map((count, q) => ordered.map((r) => r[q]).find((n) => n !== null && n !== undefined) ?? count);
  // Null where no quarter has a count (the quarters not yet published are empty). A 0 is a count:
  // EMTA's is the employment register's entries on the quarter's last day (board members aside),
  // not a sum of declarations a dormant company did not file, as VID's zeros are.
  const record = employeesRecord(regcode, year, quarters);
  return record === null ? null : { kind: 'financial', record };
}

// The current layout dates every row (`Andmete seis`, `Data date` in the English file); the
// legacy quarterly files carry no date and keep the file's own. Only the English file's header is
// confirmed (its Estonian column names are an importer's mapping, not the file seen): where the
// page links both, the `_eng` file is read (SourceFile.confirmedName).
const DATA_DATE = ['Andmete seis', 'Data date'];

// The columns every row is read by, in either language, compared as the mapper finds them
// (columnsOf: folded, case and diacritics aside): a file holding neither name of one fails at its
// header naming it, where its every row was rejected for a value it never had.
const REGISTRY_CODE = ['Registry code', 'Registrikood'];
// Each quarter's employee count, under every name columnsOf reads it by (the documented English
// and Estonian ones first): a quarter's column renamed was read as no count at all, every row
// kept without it and the import published, the headcount silently gone.
const QUARTER_EMPLOYEES = QUARTERS.map((q) => {
  const numeral = q.toUpperCase();
  return [`Number of employees ${numeral} qtr`, `Töötajate arv ${numeral} kv`,
    ...['Number of employees', 'Töötajate arv', 'Töötajaid'].flatMap((count) => ['qtr', 'kv', 'kvartal'].map((unit) => `${count} ${numeral} ${unit}`))
      .filter((name) => name !== `Number of employees ${numeral} qtr` && name !== `Töötajate arv ${numeral} kv`)];
});
const CURRENT_CSV = {
  delimiter: ',', encoding: 'utf8 or latin1', required: [REGISTRY_CODE, ['Year', 'Aasta'], ...QUARTER_EMPLOYEES], headerKey: foldText,
} as const satisfies CsvOptions;

const SHARE = 'https://www.emta.ee/eraklient/amet-uudised-ja-kontakt/uudised-pressiinfo-statistika/statistika-ja-avaandmed';

export const taxesPaidSource: SourceDefinition = {
  id: 'ee.taxes-paid',
  country: 'EE',
  title: 'EMTA: taxes paid, turnover and number of employees (employee counts)',
  publisher: 'Maksu- ja Tolliamet (EMTA)',
  // Files are served from a Nextcloud share whose token URLs change: resolved from the page.
  url: SHARE,
  resolve: { kind: 'page', page: SHARE, pattern: String.raw`href="([^"]*tasutud_maksud_kaesolev_aasta(?:_eng)?\.csv)"` },
  licence: 'Open data (free reuse)',
  updateFrequency: 'quarterly (about the 10th of the month after a quarter)',
  feeds: ['details.headcount', 'fin.employees (an annual report whose financial year the quarter ends in, where it states none)'],
  files: [
    {
      name: 'tasutud_maksud_kaesolev_aasta.csv', aliases: ['tasutud_maksud_kaesolev_aasta_eng.csv'],
      confirmedName: 'tasutud_maksud_kaesolev_aasta_eng.csv',
      format: 'csv', csv: CURRENT_CSV, groupKey: taxesPaidYearKey, groupRow: taxesPaidYearColumns, optional: true,
      asOfColumn: DATA_DATE,
    },
    {
      name: 'tasutud_maksud_varasemad_aastad.csv', aliases: ['tasutud_maksud_varasemad_aastad_eng.csv'],
      confirmedName: 'tasutud_maksud_varasemad_aastad_eng.csv',
      format: 'csv', csv: CURRENT_CSV, groupKey: taxesPaidYearKey, groupRow: taxesPaidYearColumns, optional: true,
      asOfColumn: DATA_DATE,
    },
    {
      name: 'tasutud_maksud_<YEAR>_<I-IV>_kvartal.csv',
      namePattern: /^tasutud_maksud_\d{4}_(?:I|II|III|IV)_kvartal\.(?:csv|zip)$/i,
      format: 'csv', optional: true,
      csv: { delimiter: ';', encoding: 'utf8 or latin1', required: [REGISTRY_CODE, ['Tootajaid', 'Töötajate arv', 'Number of employees']], headerKey: foldText },
      // Each row holds its own quarter alone: a company's rows of one year, over every quarter's
      // file read and the current layout's row of the year, become one row (mapTaxesPaidYear).
      groupKey: taxesPaidYearKey,
    },
  ],
  mapGroup: mapTaxesPaidYear,
  produces: ['financial'],
  // mapTaxesPaidYear gives one row per company and year already, the rows of every file merged.
  keepLatest: [{ kind: 'financial', by: ['regcode', 'year'], order: ['-periodEnd'] }],
  notes: [
    'Feeds only the employee count: a statement per company and year with `employees` = the headcount of the latest quarter with a count, `statementRef` `emta:<year>-Q<n>`, no filing date, and the year\'s quarterly counts up to it on the same row (`quarter_employees`, a JSON list from the first quarter, null for a quarter without one: `[38,40,90]`). Never a financial year of its own: the quarter ending with an own annual report\'s financial year (March, June, September or December; else the latest quarter ending within it) fills its `employees` where that states none, and the latest is the company\'s `headcount`.',
    'A count of 0 is a count: EMTA counts the employment register\'s entries on the quarter\'s last day (board members aside), and lists a company that paid taxes, filed a VAT return, had such an entry or is a VAT payer; an empty cell (a quarter not yet published, or one the company was not listed in) is no count. Unlike VID\'s zeros, a 0 is no missing declaration.',
    'A legacy quarterly file\'s row holds its own quarter alone: the rows of a company and year over every quarter\'s file read are one row, each quarter\'s count in its place (`[38,40,90,95]`, null for a quarter whose file is not read or gives no count), so a year ending in June takes the II quarter\'s file\'s count. Where the current layout (`tasutud_maksud_varasemad_aastad.csv`, 2022 to 2024) also gives the year, the two are merged quarter by quarter: a quarter the current row gives a count takes it, one it leaves empty the legacy file\'s, whatever order the files and rows are read in; so the current row `[38,40,90,null]` and the IV quarter\'s legacy 95 are served as `[38,40,90,95]`. Of two current rows of a year, a quarter both give takes the count of the one holding more quarters.',
    'Turnover is VAT-return turnover (includes reverse-charge purchases), not revenue, and is not stored; nor are taxes paid or the VAT flag of the legacy files.',
    'Each current file is published in Estonian and in English (`…_eng.csv`), and only the English header is confirmed against the published file: where the download page (or a `--from` folder) holds both, the `_eng` file is read; the Estonian one is read where it alone is there, its columns found by their Estonian names, and, where its header lacks one (its day, `Andmete seis`, among them), the failure adds that the `_eng` file\'s header is the confirmed one, to import in its place. A folder holding neither is told the `_eng` file missing, by that name.',
    'The current layout dates itself: `Andmete seis` (`Data date`) of its first row becomes the as-of date of the source, not the day the file was downloaded or copied. A file without the column, or none of whose rows gives a date in it, fails naming file, line and column: dated by its download or copy instead, it would be served as of that day, and an old file could not be told from a new one.',
    'Rows of non-residents (`Liik` Mitteresident, Non-resident) are skipped whatever their code: EMTA lists one under the code its register of taxable persons gave it, no RIK registry code, and an 8-digit one would otherwise stand as the headcount of a company RIK never listed, or of another entity RIK gave the same digits. Rows of sole proprietors under a personal code are skipped too (an FIE under its registry code is kept). The import report counts both by reason (`skipped …`), never as rejects.',
    'Legacy quarterly files (`tasutud_maksud_<year>_<I-IV>_kvartal.csv`, `;`, `22 353,85`, some latin1) take their year and quarter from the file name.',
    'Columns are found by meaning in either language, case and diacritics aside (`Registry code` or `Registrikood`, `Year` or `Aasta`, each quarter\'s `Number of employees I qtr` or `Töötajate arv I kv`; the legacy `Tootajaid`, `Töötajate arv` or `Number of employees`): a file whose header holds no name of one fails at its header, naming it and its names, rather than with every row rejected or, for a quarter\'s count, read as no count and published without it.',
  ],
  // About 440,000 rows a year in the current file, most of them with an employee count.
  expectedRows: { min: 50_000, max: 5_000_000 },
  maxRejectRate: 0.02,
};
