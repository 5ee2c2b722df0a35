// UR's four annual-report files, linked by statement id: financial_statements.csv (the company,
// year, head count, `rounded_to_nearest` scale and filing time), balance_sheets.csv,
// income_statements.csv and cash_flow_statements.csv. About one statement in twenty is
// reported in thousands, as larger companies do; its figures are divided accordingly.
import type { DemoCompany, DemoFinancialYear } from '../model.ts';
import { CsvSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableFraction, urStamp } from './stable.ts';
// The official headers, declared once by the importer that reads them.
import { BALANCE_COLUMNS, CASH_FLOW_COLUMNS, INCOME_COLUMNS, STATEMENT_COLUMNS } from '../../importers/lv/financials.ts';


function balanceRow(f: DemoFinancialYear, k: (n: number) => number, key: string): number[] {
  const nonCurrentAssets = Math.round(f.assets * (0.2 + stableFraction(key + 'nca') * 0.5));
  const current = f.assets - nonCurrentAssets;
  const receivables = Math.round((current - f.cash) * 0.6);
  const nonCurrentLiabilities = Math.round(f.liabilities * stableFraction(key + 'ncl') * 0.5);
  return [k(f.cash), 0, k(receivables), k(current - f.cash - receivables), k(current), 0, k(nonCurrentAssets), 0, k(nonCurrentAssets),
    k(f.assets), 0, k(f.liabilities - nonCurrentLiabilities), k(nonCurrentLiabilities), 0, k(f.equity), k(f.assets)];
}

function incomeRow(f: DemoFinancialYear, k: (n: number) => number): number[] {
  const tax = f.profit > 0 ? Math.round(f.profit * 0.2 / 0.8) : 0;
  const before = f.profit + tax;
  const labour = Math.round(f.employees * 18_000);
  const material = Math.max(0, f.revenue - labour - before - Math.round(f.revenue * 0.05));
  return [k(f.revenue), 0, 0, 0, -k(material), -k(labour), -k(Math.round(f.revenue * 0.05)), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    k(before), -k(tax), k(f.profit), 0, 0, k(f.profit)];
}

function cashFlowRow(f: DemoFinancialYear, k: (n: number) => number): number[] {
  const investing = -Math.round(Math.abs(f.cashFlow) * 0.3);
  const financing = Math.round(f.cashFlow * 0.1);
  const operating = f.cashFlow - investing - financing;
  const z = Array<number>(33).fill(0);
  z[14] = k(operating); // cfo_im_net_operating_cash_flow
  z[10] = k(operating); // cfo_im_operating_cash_flow
  z[23] = k(investing); // cfi_net_investing_cash_flow
  z[30] = k(financing); // cff_net_financing_cash_flow
  return [...z.slice(0, 32), k(f.cashFlow), k(f.cash - f.cashFlow), k(f.cash)];
}

export function writeLvFinancials(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  if (!ctx.wants('financial_statements.csv')) return;
  const statements = new CsvSink(ctx.dir, 'financial_statements.csv', STATEMENT_COLUMNS, ';');
  const balances = new CsvSink(ctx.dir, 'balance_sheets.csv', BALANCE_COLUMNS, ';');
  const incomes = new CsvSink(ctx.dir, 'income_statements.csv', INCOME_COLUMNS, ';');
  const cashFlows = new CsvSink(ctx.dir, 'cash_flow_statements.csv', CASH_FLOW_COLUMNS, ';');
  let id = 900_001;
  for (const c of companies) {
    const thousands = stableFraction(c.regcode + 'k') < 0.05;
    const k = thousands ? (n: number) => Math.round(n / 1000) : (n: number) => n;
    for (const f of c.financials) {
      if (f.filedOn > ctx.day) continue;
      const sid = id++;
      const fileId = 16_600_000 + sid;
      const key = c.regcode + f.year;
      statements.row([sid, fileId, c.regcode, 'DokUGPv2', 'UGP', f.year, f.periodStart, f.periodEnd, f.employees,
        thousands ? 'THOUSANDS' : 'ONES', f.currency, urStamp(f.filedOn, key)]);
      balances.row([sid, fileId, ...balanceRow(f, k, key)]);
      incomes.row([sid, fileId, ...incomeRow(f, k)]);
      cashFlows.row([sid, fileId, ...cashFlowRow(f, k)]);
    }
  }
  out.push(statements.close(ctx.instant), balances.close(ctx.instant), incomes.close(ctx.instant), cashFlows.close(ctx.instant));
}
