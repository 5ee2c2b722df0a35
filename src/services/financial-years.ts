// One financial year per year, newest first (API.md): the store orders each year's statements
// own-before-consolidated and latest filing first, so the first row of a year is the one shown.
import type { FinancialRow } from '../store/financials-read.ts';
import type { FinancialYearView } from './views.ts';
import { isoDate, wholeAmount } from './view-values.ts';

export function financialYears(rows: FinancialRow[], years?: number): { views: FinancialYearView[]; used: FinancialRow[] } {
  const used: FinancialRow[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.year)) continue;
    seen.add(row.year);
    used.push(row);
  }
  used.sort((a, b) => b.year - a.year);
  const limited = years !== undefined && Number.isFinite(years) ? used.slice(0, Math.max(0, Math.floor(years))) : used;
  return { views: limited.map(financialYearView), used: limited };
}

function financialYearView(row: FinancialRow): FinancialYearView {
  return {
    year: row.year,
    periodEnd: isoDate(row.period_end),
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
