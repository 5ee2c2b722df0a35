// Multi-year financial statements with plausible shapes: a size class fixes the head count, the
// revenue follows it, each year grows or shrinks a little, and the balance sheet adds up
// (assets = equity + liabilities; the cash flow is the change in cash).
import type { Rng } from '../random.ts';
import { addDays } from '../calendar.ts';
import type { DemoFinancialYear } from '../model.ts';

function baseEmployees(rng: Rng): number {
  const size = rng.weighted({ micro: 70, small: 20, medium: 8, large: 2 });
  if (size === 'micro') return rng.int(0, 9);
  if (size === 'small') return rng.int(10, 49);
  if (size === 'medium') return rng.int(50, 249);
  return rng.int(250, 1500);
}

/** Statements for `years` (ascending), filed 3–7 months after each year end, never after `lastFilingDay`. */
export function financialHistory(rng: Rng, years: readonly number[], lastFilingDay: string, currency = 'EUR'): DemoFinancialYear[] {
  let employees = baseEmployees(rng);
  let revenue = employees === 0 ? rng.int(0, 120_000) : employees * rng.int(30_000, 250_000);
  let cash = Math.round(revenue * (0.03 + rng.next() * 0.2)) + rng.int(0, 5_000);
  const out: DemoFinancialYear[] = [];
  for (const year of years) {
    revenue = Math.round(revenue * (0.85 + rng.next() * 0.4));
    employees = Math.max(0, Math.round(employees * (0.9 + rng.next() * 0.25)));
    const margin = -0.15 + rng.next() * 0.35;
    const profit = Math.round(revenue * margin);
    const assets = Math.round(revenue * (0.3 + rng.next() * 1.2)) + rng.int(1_000, 20_000);
    const equity = Math.round(assets * (-0.2 + rng.next() * 0.9));
    const newCash = Math.max(0, Math.round(assets * (0.03 + rng.next() * 0.27)));
    const periodEnd = `${year}-12-31`;
    let filedOn = addDays(periodEnd, rng.int(90, 210));
    if (filedOn > lastFilingDay) filedOn = lastFilingDay;
    out.push({
      year, periodStart: `${year}-01-01`, periodEnd, currency,
      revenue, profit, assets, equity, liabilities: assets - equity, employees,
      cashFlow: newCash - cash, cash: newCash, filedOn,
    });
    cash = newCash;
  }
  return out;
}

/** The years a company has filed for by `today`: at most the last four, none before it existed or after it closed. */
export function filedYears(registeredOn: string, closedOn: string | null, today: string): number[] {
  const thisYear = Number(today.slice(0, 4));
  // A year's statement is due by mid-next-year in all three countries that publish them.
  const lastYear = today >= `${thisYear}-07-01` ? thisYear - 1 : thisYear - 2;
  const first = Math.max(Number(registeredOn.slice(0, 4)), thisYear - 4);
  const last = closedOn ? Math.min(lastYear, Number(closedOn.slice(0, 4)) - 1) : lastYear;
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}
