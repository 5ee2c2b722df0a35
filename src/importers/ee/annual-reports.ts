// Annual reports (monthly): `1.aruannete_yldandmed_kuni_DDMMYYYY.csv` holds one row per filed
// report (company, year, period, filing date) and `4.<YEAR>_aruannete_elemendid_kuni_….csv`
// (one per year since 2019) the key figures, one row per element. The cut-off date in the names
// changes with every release, so the files are found by pattern. Rows of both are grouped by
// report id and one group becomes the company's own statement and, when the report has group
// figures, a consolidated one. An amended report is a new report id for the same company and
// year: of the statements of one company, year and basis the latest filing (`esitatud_kpv`) is kept.
import type { FinancialRecord } from '../../domain/records.ts';
import type { Emitted, GroupedRow, MapContext, MapResult, Rejected, Row, SourceDefinition } from '../source.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { collectFigures, elementRef, statementFigures, type Figures } from './report-elements.ts';
import { eeRegcode, notARegcode, text } from './values.ts';

export const REPORT_COLUMNS = [
  'report_id', 'taidetud_aruanne_report_id', 'registrikood', 'õiguslik vorm', 'staatus', 'aruandeaasta',
  'kas konsolideeritud?', 'period_start', 'period_end', 'esitatud_kpv', 'kas auditeeritud?',
  'valitud aruanne kategooria', 'minimaalne kategooria andmete alusel', 'auditi töövõtu liik',
  'audiitori otsuse tüüp', 'modifikatsioon asjaolu rõhutamine', 'modifikatsioon muu asjaolu',
  'modifikatsioon tegevuse jatkuvus', 'Audiitorettevõtja (AEV)',
];
export const ELEMENT_COLUMNS = ['report_id', 'tabel', 'elemendi_label', 'elemendi_nimetus', 'vaartus'];

export const REPORTS_PATTERN = /^1\.aruannete_yldandmed_kuni_\d{8}(?:_\d+)?\.(?:csv|zip)$/;
export const ELEMENTS_PATTERN = /^4\.\d{4}_aruannete_elemendid_kuni_\d{8}(?:_\d+)?\.(?:csv|zip)$/;

const isReportRow = (row: Row) => 'registrikood' in row;

/**
 * A report's key figures are filed under `taidetud_aruanne_report_id` when the report has one
 * (a report filed with a second id), else under its own `report_id`.
 */
export function reportGroupKey(row: Row): string | Rejected | null {
  const id = text(row.taidetud_aruanne_report_id) ?? text(row.report_id);
  return id ?? { reject: 'report_id is empty' };
}

/** Element rows of figures the service does not serve never enter a group. */
export function elementGroupKey(row: Row): string | Rejected | null {
  if (elementRef(row) === null) return null;
  return text(row.report_id) ?? { reject: 'report_id is empty' };
}

function byPosition(a: GroupedRow, b: GroupedRow): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line;
}

interface Dates { periodStart: string | null; periodEnd: string | null; filedAt: string | null }

function record(meta: Row, regcode: string, year: number, figures: Figures, consolidated: boolean, dates: Dates): Emitted | null {
  const f = statementFigures(figures);
  if (f === null) return null;
  const statement: FinancialRecord = {
    country: 'EE', regcode, year,
    periodStart: dates.periodStart,
    periodEnd: dates.periodEnd,
    currency: 'EUR',
    ...f,
    cashFlow: null, // no cash-flow element is published in the key-figure files
    consolidated,
    filedAt: dates.filedAt,
    statementRef: text(meta.report_id),
  };
  return { kind: 'financial', record: statement };
}

export function mapReportGroup(rows: GroupedRow[], ctx: MapContext): MapResult {
  const sorted = [...rows].sort(byPosition);
  const metas = sorted.filter((g) => isReportRow(g.row)).map((g) => g.row);
  const elements = sorted.filter((g) => !isReportRow(g.row)).map((g) => g.row);
  if (elements.length === 0) return null; // a report with no key figures (PDF only, or before 2019)
  if (metas.length === 0) {
    return { reject: `report_id ${JSON.stringify(text(elements[0]!.report_id) ?? '')} has key figures but no row in 1.aruannete_yldandmed` };
  }
  // esitatud_kpv decides which filing is the report (here and among amended reports, keepLatest):
  // text that is no date rejects the report rather than letting an older filing win.
  const filed: string[] = [];
  for (const m of metas) {
    const d = decidingDate(m.esitatud_kpv, 'esitatud_kpv');
    if (isRejected(d)) return d;
    filed.push(d ?? '');
  }
  // Two report rows under one key: the later filing is the report.
  let at = 0;
  for (let i = 1; i < metas.length; i++) if (filed[i]! > filed[at]!) at = i;
  const meta = metas[at]!;
  const filedAt = filed[at] || null;
  const regcode = eeRegcode(meta.registrikood);
  if (regcode === null) return notARegcode('registrikood', meta.registrikood);
  const yearText = text(meta.aruandeaasta);
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  if (year === null) return { reject: `aruandeaasta is not a year: ${JSON.stringify(meta.aruandeaasta ?? null)}` };
  const { own, consolidated, invalid } = collectFigures(elements);
  const dates: Dates = {
    periodStart: describingDate(meta.period_start, 'period_start', ctx),
    periodEnd: describingDate(meta.period_end, 'period_end', ctx),
    filedAt,
  };
  const out = [record(meta, regcode, year, own, false, dates), record(meta, regcode, year, consolidated, true, dates)]
    .filter((e): e is Emitted => e !== null);
  if (out.length > 0) return out;
  return invalid > 0 ? { reject: `report_id ${JSON.stringify(text(meta.report_id) ?? '')}: key figures are not numbers` } : null;
}

const csv = (required: string[], known: string[]) => ({ delimiter: ';' as const, encoding: 'utf8 or latin1' as const, required, known });

export const annualReportsSource: SourceDefinition = {
  id: 'ee.annual-reports',
  country: 'EE',
  title: 'RIK e-Business Register: annual reports, general data and key figures',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: 'https://avaandmed.ariregister.rik.ee/et/avaandmete-allalaadimine',
  // The page links the current general file; the yearly element files are linked beside it.
  resolve: {
    kind: 'page',
    page: 'https://avaandmed.ariregister.rik.ee/et/avaandmete-allalaadimine',
    pattern: String.raw`href="([^"]*1\.aruannete_yldandmed_kuni_\d{8}(?:_\d+)?\.zip)"`,
  },
  licence: 'CC BY 4.0',
  updateFrequency: 'monthly',
  feeds: ['details.financials', 'fin.revenue', 'fin.profit', 'fin.assets', 'fin.equity', 'fin.liabilities', 'fin.employees'],
  files: [
    {
      name: '1.aruannete_yldandmed_kuni_DDMMYYYY.csv',
      namePattern: REPORTS_PATTERN,
      format: 'csv',
      csv: csv(['report_id', 'registrikood', 'aruandeaasta', 'esitatud_kpv'], REPORT_COLUMNS),
      groupKey: reportGroupKey,
    },
    {
      name: '4.<YEAR>_aruannete_elemendid_kuni_DDMMYYYY.csv',
      namePattern: ELEMENTS_PATTERN,
      format: 'csv',
      csv: csv(['report_id', 'elemendi_label', 'elemendi_nimetus', 'vaartus'], ELEMENT_COLUMNS),
      groupKey: elementGroupKey,
    },
  ],
  mapGroup: mapReportGroup,
  produces: ['financial'],
  keepLatest: [{ kind: 'financial', by: ['regcode', 'year', 'consolidated'], order: ['-filedAt'] }],
  notes: [
    'Years covered: the element files begin with report year 2019, so a report of an earlier year has no figure and forms no year; an answer says so (domain/financial-files-from.ts), since a company\'s years stopping at 2019 otherwise read as a company that did not file before.',
    'Rows of the general file and of the yearly element files are grouped by report id (`taidetud_aruanne_report_id` when a report has one: its figures are filed under it).',
    'Own figures come from the plain element names, group figures from the `…Consolidated` names (a separate consolidated statement); PDF-filed reports are read by their Estonian labels.',
    'profit is TotalAnnualPeriodProfitLoss (NetSurplusDeficitForPeriod for non-profits); TotalProfitLoss is operating profit and is not used. revenue falls back to TotalRevenue, equity to NetAssets.',
    'liabilities = CurrentLiabilities + NonCurrentLiabilities (one part alone when only one is reported); employees = average full-time equivalents rounded.',
    'Amended reports: the latest filing per company, year and basis is kept. An `esitatud_kpv` that holds text but is no real date rejects the report (it decides which filing is kept); a `period_start` or `period_end` that is no real date is left empty with a warning in the import report.',
  ],
  // About 257,000 reports a year in the 2024 file, seven yearly files.
  expectedRows: { min: 100_000, max: 5_000_000 },
  maxRejectRate: 0.02,
};
