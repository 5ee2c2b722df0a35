// Combining the pieces of one company's statement for one year into one FinancialRecord: the
// profit-and-loss part and the balance-sheet part come from different files (and, in the long
// layout, from one row per figure). An amended filing (later reg_date) replaces the earlier one,
// part by part; where a year has both layouts with the same reg_date, the newer long layout wins.
import type { FinancialRecord } from '../../domain/records.ts';
import type { Figure, StatementPiece } from './statement-rows.ts';

function latestFiling(pieces: StatementPiece[]): StatementPiece[] {
  let best: StatementPiece | null = null;
  for (const p of pieces) {
    if (best === null || p.filedOn > best.filedOn || (p.filedOn === best.filedOn && p.layout === 'long' && best.layout === 'wide')) best = p;
  }
  if (best === null) return [];
  return pieces.filter((p) => p.filedOn === best.filedOn && p.layout === best.layout);
}

function collect(pieces: StatementPiece[]): Partial<Record<Figure, number | null>> {
  const values: Partial<Record<Figure, number | null>> = {};
  for (const p of pieces) {
    for (const [figure, value] of Object.entries(p.values) as Array<[Figure, number | null]>) {
      // A figure reported twice in one filing (duplicated line): keep the first non-null.
      if (values[figure] == null) values[figure] = value;
    }
  }
  return values;
}

// A filing without a total line gives its blocks: A, B and C (prepaid expenses and accrued income,
// a block of its own since 2016) add up to the balance sheet's total. The wide files up to 2022
// have columns for A and B alone, so their assets leave C out (see the source's notes).
function totalAssets(v: Partial<Record<Figure, number | null>>): number | null {
  if (v.assetsTotal != null) return v.assetsTotal;
  if (v.assetsLong == null && v.assetsShort == null) return null;
  return (v.assetsLong ?? 0) + (v.assetsShort ?? 0) + (v.assetsPrepaid ?? 0);
}

// Lithuania adopted the euro on 2015-01-01, and a statement of a financial year that ended before
// it was drawn up in litas. The files name no currency (their columns hold the amounts alone), so
// the year's end decides, as UR's empty currency cell does for the lats (lv/financials.ts):
// labelled EUR, a 2014 revenue in litas read 3.4528 times the euros it was.
const EURO_FROM = '2015-01-01';

/** The currency of a statement ending on `periodEnd`: the litas before the euro, never converted. */
export function ltCurrencyOf(periodEnd: string): 'EUR' | 'LTL' {
  return periodEnd < EURO_FROM ? 'LTL' : 'EUR';
}

/** One record from the pieces of one (company, year, consolidated) group; null when there are none. */
export function combinePieces(pieces: StatementPiece[]): FinancialRecord | null {
  const first = pieces[0];
  if (first === undefined) return null;
  // A company that changed its financial year may file two statements ending in one calendar
  // year: the later period is the one the year stands for.
  const periodEnd = pieces.reduce((max, p) => (p.periodEnd > max ? p.periodEnd : max), first.periodEnd);
  const ofPeriod = pieces.filter((p) => p.periodEnd === periodEnd);
  const pnl = latestFiling(ofPeriod.filter((p) => p.part === 'pnl'));
  const balance = latestFiling(ofPeriod.filter((p) => p.part === 'balance'));
  const p = collect(pnl);
  const b = collect(balance);
  const filed = [...pnl, ...balance].map((x) => x.filedOn).sort();
  return {
    country: 'LT',
    regcode: first.regcode,
    year: Number(periodEnd.slice(0, 4)),
    periodStart: pnl[0]?.periodStart ?? balance[0]?.periodStart ?? null,
    periodEnd,
    currency: ltCurrencyOf(periodEnd),
    revenue: p.revenue ?? null,
    profit: p.profit ?? null,
    assets: totalAssets(b),
    equity: b.equity ?? null,
    liabilities: b.liabilities ?? null,
    // Registrų centras publishes neither headcount nor cash flow (headcount comes from Sodra).
    employees: null,
    cashFlow: null,
    consolidated: first.consolidated,
    filedAt: filed[filed.length - 1] ?? null,
    statementRef: null,
  };
}
