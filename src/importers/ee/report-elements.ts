// The figures of one annual report from its rows in `4.<year>_aruannete_elemendid_….csv`
// (`report_id;tabel;elemendi_label;elemendi_nimetus;vaartus`). `elemendi_nimetus` is an
// XBRL-like English name; reports filed as PDF leave it empty and carry only the Estonian label.
// `…Consolidated` names (labels ending `konsolideeritud`) are the group's figures, the others the
// company's own.
import { foldText } from '../../domain/fold.ts';
import type { Row } from '../source.ts';
import { amount, text } from './values.ts';

export type Figure = 'revenue' | 'totalRevenue' | 'profit' | 'surplus' | 'assets' | 'equity' | 'netAssets'
  | 'currentLiabilities' | 'nonCurrentLiabilities' | 'employees';

// Revenue/TotalRevenue and TotalAnnualPeriodProfitLoss/NetSurplusDeficitForPeriod: companies use
// the first names, non-profits the second (total income, surplus for the period, net assets).
// TotalProfitLoss is operating profit (ärikasum), not the net profit the API serves: not read.
const BY_NAME: Record<string, Figure> = {
  Revenue: 'revenue',
  TotalRevenue: 'totalRevenue',
  TotalAnnualPeriodProfitLoss: 'profit',
  NetSurplusDeficitForPeriod: 'surplus',
  Assets: 'assets',
  Equity: 'equity',
  NetAssets: 'netAssets',
  CurrentLiabilities: 'currentLiabilities',
  NonCurrentLiabilities: 'nonCurrentLiabilities',
  AverageNumberOfEmployeesInFullTimeEquivalentUnits: 'employees',
};

// Labels of the PDF-filed reports, folded (diacritics and punctuation dropped).
const BY_LABEL: Record<string, Figure> = {
  'muugitulu': 'revenue',
  'aruandeaasta kasum kahjum': 'profit',
  'aruandeaasta kasum': 'profit',
  'varad': 'assets',
  'omakapital': 'equity',
  'luhiajalised kohustised': 'currentLiabilities',
  'pikaajalised kohustised': 'nonCurrentLiabilities',
  'tootajate keskmine arv taandatuna taistooajale': 'employees',
};

export interface ElementRef { figure: Figure; consolidated: boolean; byName: boolean }

/** Which figure an element row holds, or null for an element the service does not serve. */
export function elementRef(row: Row): ElementRef | null {
  const name = text(row.elemendi_nimetus);
  if (name !== null) {
    const consolidated = name.endsWith('Consolidated');
    const figure = BY_NAME[consolidated ? name.slice(0, -'Consolidated'.length) : name];
    return figure ? { figure, consolidated, byName: true } : null;
  }
  const label = text(row.elemendi_label);
  if (label === null) return null;
  let folded = foldText(label);
  const consolidated = folded.endsWith(' konsolideeritud');
  if (consolidated) folded = folded.slice(0, -' konsolideeritud'.length);
  const figure = BY_LABEL[folded];
  return figure ? { figure, consolidated, byName: false } : null;
}

export type Figures = Partial<Record<Figure, number>>;

/**
 * The own and consolidated figures of a report's element rows (in file order). A named element
 * wins over a label-only row for the same figure; of two rows for the same element the first
 * counts (the files repeat some). Values that are not numbers are counted, not guessed.
 */
export function collectFigures(rows: Row[]): { own: Figures; consolidated: Figures; invalid: number } {
  const own: Figures = {};
  const consolidated: Figures = {};
  const fromLabel = new Set<string>();
  let invalid = 0;
  for (const row of rows) {
    const ref = elementRef(row);
    if (ref === null) continue;
    const value = amount(row.vaartus);
    if (value === null) continue;
    if (Number.isNaN(value)) { invalid++; continue; }
    const target = ref.consolidated ? consolidated : own;
    const slot = `${ref.consolidated}:${ref.figure}`;
    const held = target[ref.figure] !== undefined;
    if (held && !(ref.byName && fromLabel.has(slot))) continue;
    target[ref.figure] = value;
    if (ref.byName) fromLabel.delete(slot);
    else fromLabel.add(slot);
  }
  return { own, consolidated, invalid };
}

export interface StatementFigures {
  revenue: number | null;
  profit: number | null;
  assets: number | null;
  equity: number | null;
  liabilities: number | null;
  employees: number | null;
}

/** The API's figures from a report's elements; null when the report has none of them. */
export function statementFigures(f: Figures): StatementFigures | null {
  const current = f.currentLiabilities;
  const nonCurrent = f.nonCurrentLiabilities;
  // Small companies report no non-current liabilities at all: one part present is the total.
  const liabilities = current === undefined && nonCurrent === undefined ? null : (current ?? 0) + (nonCurrent ?? 0);
  const out: StatementFigures = {
    revenue: f.revenue ?? f.totalRevenue ?? null,
    profit: f.profit ?? f.surplus ?? null,
    assets: f.assets ?? null,
    equity: f.equity ?? f.netAssets ?? null,
    liabilities,
    // Average full-time equivalents (e.g. 2.5) rounded to the whole headcount the API serves.
    employees: f.employees !== undefined && f.employees >= 0 ? Math.round(f.employees) : null,
  };
  return Object.values(out).some((v) => v !== null) ? out : null;
}
