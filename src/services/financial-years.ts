// One financial year per year, newest first (API.md), made of annual reports only: the store
// orders each year's statements own-before-consolidated and latest filing first, so the first
// annual-report row of a year is the one shown. A headcount-only row (domain/headcount-sources.ts)
// never forms a year: it fills `employees` of the own statement whose financial year its period
// ends in, where the report states none, and the freshest one is the company's `headcount`.
import { isHeadcountSource } from '../domain/headcount-sources.ts';
import type { FinancialRow } from '../store/financials-read.ts';
import type { CountryFinancialSources } from './dataset-facts.ts';
import type { FinancialYearView, HeadcountView } from './views.ts';
import { isoDate, wholeAmount } from './view-values.ts';

export interface FinancialsPart {
  views: FinancialYearView[];
  /** The freshest headcount of the headcount files, whatever the years shown. */
  headcount: HeadcountView | null;
  /**
   * The sources of the rows shown: the statements, the counts that filled them, the headcount;
   * where no year or no headcount is shown, the country's files that hold none for the company.
   */
  sources: string[];
}

/**
 * `held`: the country's annual-report and headcount sources (dataset-facts.ts). An empty list of
 * years or a null headcount is an answer read from those files, so it names them and their
 * dates, as `registered: false` names the VAT list; a country that publishes none names nothing.
 */
export function financialYears(rows: FinancialRow[], held: CountryFinancialSources, years?: number): FinancialsPart {
  const statements: FinancialRow[] = [];
  const seen = new Set<number>();
  const counts: FinancialRow[] = [];
  let freshest: FinancialRow | null = null;
  for (const row of rows) {
    if (isHeadcountSource(row.source)) {
      if (row.employees === null) continue;
      counts.push(row);
      if (!freshest || row.year > freshest.year || (row.year === freshest.year && laterPeriod(row, freshest))) freshest = row;
      continue;
    }
    if (seen.has(row.year)) continue;
    seen.add(row.year);
    statements.push(row);
  }
  statements.sort((a, b) => b.year - a.year);
  const limited = years !== undefined && Number.isFinite(years) ? statements.slice(0, Math.max(0, Math.floor(years))) : statements;

  const sources = new Set<string>();
  // Each count's periods, read once and only where a statement states no count.
  let periods: FinancialRow[] | undefined;
  const views = limited.map((row) => {
    sources.add(row.source);
    const view = financialYearView(row);
    // Only the company's own statement: a consolidated one counts the group's staff, which the
    // company's own count from the tax office does not stand for.
    const count = view.employees === null && row.consolidated === 0 && counts.length > 0
      ? countWithin(row, periods ??= counts.flatMap(quarterCounts)) : undefined;
    if (count) {
      view.employees = wholeAmount(count.employees);
      sources.add(count.source);
    }
    return view;
  });
  const headcount = freshest ? { employees: wholeAmount(freshest.employees)!, periodEnd: isoDate(freshest.period_end), source: freshest.source } : null;
  if (freshest) sources.add(freshest.source);
  if (statements.length === 0) for (const source of held.reports) sources.add(source);
  if (!freshest) for (const source of held.headcount) sources.add(source);
  return { views, headcount, sources: [...sources] };
}

/**
 * The count of the latest period ending within the statement's financial year: the year's last
 * quarter (EE) or month (LT), or its average (LV), for a calendar year; for a year ending on 30
 * June, a count up to that day, never one of the December after the year closed (the quarter
 * ending that June, of its year's row, quarterCounts). A statement or count without dates goes by
 * the year's number, as before.
 */
function countWithin(statement: FinancialRow, counts: FinancialRow[]): FinancialRow | undefined {
  let best: FinancialRow | undefined;
  for (const count of counts) {
    if (!endsWithin(count, statement)) continue;
    if (!best || laterPeriod(count, best)) best = count;
  }
  return best;
}

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;

/**
 * A count row as the periods it counts: a row holding the counts of its year's quarters
 * (`quarter_employees`, 015_quarter_employees.ts: EE EMTA's, and LT Sodra's months ending a
 * quarter) gives each as a count of its own quarter, and its own period too where that is no
 * quarter's end listed (LT: a latest month within a quarter still running, October); any other
 * row, or one imported before that list was kept, is its one period.
 */
function quarterCounts(row: FinancialRow): FinancialRow[] {
  if (row.quarter_employees === null || row.quarter_employees === undefined) return [row];
  let list: unknown;
  try { list = JSON.parse(row.quarter_employees); } catch { return [row]; }
  if (!Array.isArray(list)) return [row];
  const counts: FinancialRow[] = [];
  let ownListed = false;
  list.slice(0, 4).forEach((employees, q) => {
    if (typeof employees !== 'number') return;
    const periodEnd = `${row.year}-${QUARTER_END[q]}`;
    if (periodEnd === row.period_end) ownListed = true;
    counts.push({ ...row, employees, period_end: periodEnd, quarter_employees: null });
  });
  if (!ownListed) counts.push({ ...row, quarter_employees: null });
  return counts;
}

function endsWithin(count: FinancialRow, statement: FinancialRow): boolean {
  const end = statement.period_end;
  if (end === null || count.period_end === null) return count.year === statement.year;
  if (count.period_end > end) return false;
  // A year without its first day: the twelve months up to its last.
  return statement.period_start !== null
    ? count.period_end >= statement.period_start
    : count.period_end > `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
}

function laterPeriod(a: FinancialRow, b: FinancialRow): boolean {
  return (a.period_end ?? '') > (b.period_end ?? '');
}

function financialYearView(row: FinancialRow): FinancialYearView {
  return {
    year: row.year,
    periodStart: isoDate(row.period_start),
    periodEnd: isoDate(row.period_end),
    consolidated: row.consolidated === 1,
    currency: row.currency,
    revenue: wholeAmount(row.revenue),
    profit: wholeAmount(row.profit),
    assets: wholeAmount(row.assets),
    equity: wholeAmount(row.equity),
    liabilities: wholeAmount(row.liabilities),
    employees: wholeAmount(row.employees),
    cashFlow: wholeAmount(row.cash_flow),
  };
}
