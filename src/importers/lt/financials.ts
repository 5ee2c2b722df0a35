// lt.financials: the annual financial statements filed with Registrų centras (profit and loss,
// dataset 1666; balance sheet, dataset 1806), one file per filing year in two layouts.
import type { GroupedRow, MapContext, MapResult, Row, SourceDefinition, SourceFile } from '../source.ts';
import { RC_DOWNLOAD } from './jar.ts';
import { combinePieces } from './statement-combine.ts';
import { pieceGroupKey, readPiece, type StatementPiece } from './statement-rows.ts';

/** Rows are grouped by company, year and consolidation; rows with no kept figure are skipped. */
export function statementGroupKey(row: Row, ctx: MapContext): string | { reject: string } | null {
  const piece = readPiece(row, ctx);
  if (piece === null || 'reject' in piece) return piece;
  return pieceGroupKey(piece);
}

export function mapStatementGroup(rows: GroupedRow[], _ctx: MapContext): MapResult {
  const pieces: StatementPiece[] = [];
  for (const { row } of rows) {
    const piece = readPiece(row, null);
    if (piece !== null && !('reject' in piece)) pieces.push(piece);
  }
  const record = combinePieces(pieces);
  return record === null ? null : { kind: 'financial', record };
}

const WIDE_COMMON = ['obj_kodas', 'obj_pav', 'form_kodas', 'form_pav', 'stat_statusas', 'stat_pav', 'template_id',
  'template_name', 'standard_id', 'standard_name', 'laikotarpis_nuo', 'laikotarpis_iki', 'reg_date'];
const LONG_COLUMNS = ['ja_kodas', 'obj_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas',
  'stat_pavadinimas', 'template_id', 'template_name', 'standard_id', 'standard_name', 'line_type_id', 'line_name',
  'reiksme', 'beginning_date', 'turning_date', 'reg_date', 'formavimo_data'];

/**
 * The month from which a filing year's files are expected at their address. The source's notes do
 * not date the first publication of a year's files; statements are approved within four months of
 * the financial year's end and filed within 30 days of it (the end of May for a calendar year), so
 * the year's files hold the bulk of its filings from June. Before July, the current year's files
 * not published is expected and said in a note; a year's files missing later, or a past year's, is
 * a warning.
 */
export const FILING_YEAR_PUBLISHED_FROM_MONTH = 7;

function statementFile(kind: 'PLNA' | 'BLNS', layout: 'wide' | 'long', year: number): SourceFile {
  const name = `JAR_FA_RODIKLIAI_${kind}_${year}${layout === 'long' ? '_n' : ''}.csv`;
  const wideFigures = kind === 'PLNA'
    ? ['pelnas_pries_apmokestinima', 'grynasis_pelnas', 'pardavimo_pajamos']
    : ['nuosavas_kapitalas', 'mok_sumos_ir_isipareigojimai', 'ilgalaikis_turtas', 'trumpalaikis_turtas'];
  return {
    name,
    url: `${RC_DOWNLOAD}${name}`,
    format: 'csv',
    // Every year is optional: a year not (yet) published is reported, not an error.
    optional: true,
    usuallyPublishedFrom: `${year}-${String(FILING_YEAR_PUBLISHED_FROM_MONTH).padStart(2, '0')}`,
    // The P&L file of the wide layout is documented comma-separated; the balance file's and the
    // long layout's delimiter is not confirmed, so the header line decides.
    csv: layout === 'wide'
      ? {
        delimiter: kind === 'PLNA' ? ',' : 'auto', encoding: 'utf8',
        required: ['obj_kodas', 'laikotarpis_iki', 'reg_date', ...(kind === 'PLNA' ? ['grynasis_pelnas', 'pardavimo_pajamos'] : ['nuosavas_kapitalas'])],
        known: [...WIDE_COMMON, ...wideFigures, 'formavimo_data'],
      }
      : { delimiter: 'auto', encoding: 'utf8', required: [['obj_kodas', 'ja_kodas'], ['line_name', 'line_type_id'], 'reiksme', 'turning_date', 'reg_date'], known: LONG_COLUMNS },
    groupKey: statementGroupKey,
    asOfColumn: 'formavimo_data',
  };
}

// Filing years published: the wide layout from 2015 to 2023, the long one (…_n) from 2023 on.
// Each year is its own file at its own address, so each is listed (downloads need the names).
const WIDE_YEARS = { from: 2015, to: 2023 };
const FIRST_LONG_YEAR = 2023;

/** Every statement file up to `lastYear` (the current year: files appear during their filing year). */
export function statementFiles(lastYear = new Date().getUTCFullYear()): SourceFile[] {
  const files: SourceFile[] = [];
  for (let year = WIDE_YEARS.from; year <= Math.min(WIDE_YEARS.to, lastYear); year++) {
    files.push(statementFile('PLNA', 'wide', year), statementFile('BLNS', 'wide', year));
  }
  for (let year = FIRST_LONG_YEAR; year <= lastYear; year++) {
    files.push(statementFile('PLNA', 'long', year), statementFile('BLNS', 'long', year));
  }
  return files;
}

export const financialsSource: SourceDefinition = {
  id: 'lt.financials',
  country: 'LT',
  title: 'JAR finansinių ataskaitų rodikliai: profit and loss and balance sheet figures',
  publisher: 'VĮ Registrų centras',
  url: `${RC_DOWNLOAD}JAR_FA_RODIKLIAI_PLNA_2022.csv`,
  licence: 'CC BY 4.0',
  updateFrequency: 'weekly',
  feeds: ['details.financials', 'fin.revenue', 'fin.profit', 'fin.assets', 'fin.equity', 'fin.liabilities'],
  files: statementFiles(),
  mapGroup: mapStatementGroup,
  notes: [
    'The extract dates itself: `formavimo_data` of its first row becomes the as-of date, not the file\'s modification time (which a copy changes). A file without the column, or none of whose rows gives a date in it, fails naming file, line and column: dated by its download or copy instead, it would be served as of that day, and an old file could not be told from a new one.',
    'One file per filing year: the year in the name is when statements were filed; a record\'s year is the year its period ends. Files up to 2022 are wide (one row per statement part), from 2023 long (…_n.csv, one row per figure, delimiter sniffed: not confirmed).',
    'A company that moved its year end may file two statements whose periods end in one calendar year (its last year of the old length and a shorter or longer one up to the new end): the one ending later is the year\'s record, its period start and end telling its length, and the earlier is not kept (one entry a year; the details\' year field says so).',
    'The P&L and balance-sheet parts of one company and year combine into one record; a consolidated set (template name "konsoliduot…") is a separate record. An amended filing (later reg_date) replaces the earlier one part by part; at equal reg_date the long layout wins over the wide one. A period end or reg_date that is empty or no real date rejects the row (they decide the year and which filing wins); a period start that is no real date is left empty with a warning in the import report.',
    'revenue = pardavimo_pajamos / line "PARDAVIMO PAJAMOS"; profit = grynasis_pelnas / "GRYNASIS PELNAS (NUOSTOLIAI)"; equity = nuosavas_kapitalas / "NUOSAVAS KAPITALAS"; liabilities = mok_sumos_ir_isipareigojimai / "MOKĖTINOS SUMOS IR (KITI) ĮSIPAREIGOJIMAI"; assets = a "TURTO IŠ VISO" line where the filing gives one, else its blocks added up: A "ILGALAIKIS TURTAS" + B "TRUMPALAIKIS TURTAS" + C "ATEINANČIŲ LAIKOTARPIŲ SĄNAUDOS IR SUKAUPTOS PAJAMOS" (prepaid expenses and accrued income, a block of its own beside B in the balance sheet of the standards in force since 2016, lettered C or not at all: the same words numbered under B, B.IV of the older layout, are within B\'s total already). The wide balance files up to 2022 have columns for A and B alone (ilgalaikis_turtas + trumpalaikis_turtas), so their assets leave C out and fall short of the balance sheet\'s total by it, usually little. Long lines are matched by folded line_name without outline numbering; other lines are skipped. No employees, no cash flow.',
    'Currency: the files name none. A statement whose period ends before 2015-01-01, when Lithuania adopted the euro (the 2014 statements of the 2015 filing year and any earlier year filed late), was drawn up in litas and is served as LTL, never converted (as lv.financials serves an LV statement of a year before 2014 with an empty currency cell as LVL); one ending later is EUR. Amounts are units, not thousands.',
    'Every filing year is listed as its own optional file (wide JAR_FA_RODIKLIAI_{PLNA,BLNS}_YYYY.csv for 2015–2023, long …_YYYY_n.csv from 2023 to the current year), so downloads and --from DIR find the same files; a year not published is named in the report, not an error. The files of the filing year under way are published once its statements are filed (approved within four months of the year\'s end and filed within 30 days: the end of May for a calendar year; the first publication is not dated by any description found): downloaded before July, their HTTP 404 is one note of the report (`… not published yet, as expected before July 2026`), not a warning, and so are they not in `--from DIR` (by one rule); from July, or for a past year, it is a warning. The first, filing year 2015, holds the years ending in 2014: no earlier year is in the files, and an answer says so (domain/financial-files-from.ts).',
    'Not read: `JA_FA_ANULIUOTI.csv`, Registrų centras\' list of annulled financial statements (anuliuoti: annulled). Neither the publisher nor any description found documents its header: one third-party importer reads a company code, the statement\'s template and period and a day of annulment under one of two column names it is not sure of (`anul_ireg_date` or `anul_reg_date`), and the list gives no statement number, so a statement it annuls could not be told for certain from one filed again for the same period, which would then be dropped instead. Until the header is published, a statement the register annulled is served as the files above give it, if they keep it.',
  ],
  produces: ['financial'],
  // ~120k filers a year over several filing years.
  expectedRows: { min: 50_000, max: 5_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
