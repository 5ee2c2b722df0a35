// UR's four annual-report files, linked by statement id: financial_statements.csv (the company,
// year, head count, `rounded_to_nearest` scale and filing time), balance_sheets.csv,
// income_statements.csv and cash_flow_statements.csv. About one statement in twenty is
// reported in thousands, as larger companies do; its figures are divided accordingly.
import type { DemoCompany, DemoFinancialYear } from '../model.ts';
import { CsvSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableFraction, urStamp } from './stable.ts';

const BALANCE = ['statement_id', 'file_id', 'cash', 'marketable_securities', 'accounts_receivable', 'inventories', 'total_current_assets',
  'investments', 'fixed_assets', 'intangible_assets', 'total_non_current_assets', 'total_assets', 'future_housing_repairs_payments',
  'current_liabilities', 'non_current_liabilities', 'provisions', 'equity', 'total_equities'];
const INCOME = ['statement_id', 'file_id', 'net_turnover', 'by_nature_inventory_change', 'by_nature_long_term_investment_expenses',
  'by_nature_other_operating_revenues', 'by_nature_material_expenses', 'by_nature_labour_expenses', 'by_nature_depreciation_expenses',
  'by_function_cost_of_goods_sold', 'by_function_gross_profit', 'by_function_selling_expenses', 'by_function_administrative_expenses',
  'by_function_other_operating_revenues', 'other_operating_expenses', 'equity_investment_earnings', 'other_long_term_investment_earnings',
  'other_interest_revenues', 'investment_fair_value_adjustments', 'interest_expenses', 'extra_revenues', 'extra_expenses',
  'income_before_income_taxes', 'provision_for_income_taxes', 'income_after_income_taxes', 'other_taxes', 'extra_dividends', 'net_income'];
const CASH_FLOW = ['statement_id', 'file_id', 'cfo_dm_cash_received_from_customers', 'cfo_dm_cash_paid_to_suppliers_employees',
  'cfo_dm_other_cash_received_paid', 'cfo_dm_operating_cash_flow', 'cfo_dm_interest_paid', 'cfo_dm_income_taxes_paid',
  'cfo_dm_extra_items_cash_flow', 'cfo_dm_net_operating_cash_flow', 'cfo_im_income_before_income_taxes',
  'cfo_im_income_before_changes_in_working_capital', 'cfo_im_operating_cash_flow', 'cfo_im_interest_paid', 'cfo_im_income_taxes_paid',
  'cfo_im_extra_items_cash_flow', 'cfo_im_net_operating_cash_flow', 'cfi_acquisition_of_stocks_shares', 'cfi_sale_proceeds_from_stocks_shares',
  'cfi_acquisition_of_fixed_assets_intangible_assets', 'cfi_sale_proceeds_from_fixed_assets_intangible_assets', 'cfi_loans_made',
  'cfi_repayments_of_loans_received', 'cfi_interest_received', 'cfi_dividends_received', 'cfi_net_investing_cash_flow',
  'cff_proceeds_from_stocks_bonds_issuance_or_contributed_capital', 'cff_loans_received', 'cff_subsidies_grants_donations_received',
  'cff_repayments_of_loans_made', 'cff_repayments_of_lease_obligations', 'cff_dividends_paid', 'cff_net_financing_cash_flow',
  'effect_of_exchange_rate_change', 'net_increase', 'at_beginning_of_year', 'at_end_of_year'];

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
  const statements = new CsvSink(ctx.dir, 'financial_statements.csv', ['id', 'file_id', 'legal_entity_registration_number', 'source_schema',
    'source_type', 'year', 'year_started_on', 'year_ended_on', 'employees', 'rounded_to_nearest', 'currency', 'created_at'], ';');
  const balances = new CsvSink(ctx.dir, 'balance_sheets.csv', BALANCE, ';');
  const incomes = new CsvSink(ctx.dir, 'income_statements.csv', INCOME, ';');
  const cashFlows = new CsvSink(ctx.dir, 'cash_flow_statements.csv', CASH_FLOW, ';');
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
