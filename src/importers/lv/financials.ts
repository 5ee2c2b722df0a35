// UR annual-report figures: financial_statements.csv names each statement; balance_sheets.csv,
// income_statements.csv and cash_flow_statements.csv carry its figures by statement_id.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { parseLocalNumber } from '../readers/numbers.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { parseDate } from '../../domain/dates.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';

const DATASET = '8d31b878-536a-44aa-a013-8bc6b669d477';
export const STATEMENT_COLUMNS = ['id', 'file_id', 'legal_entity_registration_number', 'source_schema', 'source_type', 'year',
  'year_started_on', 'year_ended_on', 'employees', 'rounded_to_nearest', 'currency', 'created_at'];
export const BALANCE_COLUMNS = ['statement_id', 'file_id', 'cash', 'marketable_securities', 'accounts_receivable', 'inventories',
  'total_current_assets', 'investments', 'fixed_assets', 'intangible_assets', 'total_non_current_assets', 'total_assets',
  'future_housing_repairs_payments', 'current_liabilities', 'non_current_liabilities', 'provisions', 'equity', 'total_equities'];
export const INCOME_COLUMNS = ['statement_id', 'file_id', 'net_turnover', 'by_nature_inventory_change', 'by_nature_long_term_investment_expenses',
  'by_nature_other_operating_revenues', 'by_nature_material_expenses', 'by_nature_labour_expenses', 'by_nature_depreciation_expenses',
  'by_function_cost_of_goods_sold', 'by_function_gross_profit', 'by_function_selling_expenses', 'by_function_administrative_expenses',
  'by_function_other_operating_revenues', 'other_operating_expenses', 'equity_investment_earnings', 'other_long_term_investment_earnings',
  'other_interest_revenues', 'investment_fair_value_adjustments', 'interest_expenses', 'extra_revenues', 'extra_expenses',
  'income_before_income_taxes', 'provision_for_income_taxes', 'income_after_income_taxes', 'other_taxes', 'extra_dividends', 'net_income'];
export const CASH_FLOW_COLUMNS = ['statement_id', 'file_id', 'cfo_dm_cash_received_from_customers', 'cfo_dm_cash_paid_to_suppliers_employees',
  'cfo_dm_other_cash_received_paid', 'cfo_dm_operating_cash_flow', 'cfo_dm_interest_paid', 'cfo_dm_income_taxes_paid',
  'cfo_dm_extra_items_cash_flow', 'cfo_dm_net_operating_cash_flow', 'cfo_im_income_before_income_taxes',
  'cfo_im_income_before_changes_in_working_capital', 'cfo_im_operating_cash_flow', 'cfo_im_interest_paid', 'cfo_im_income_taxes_paid',
  'cfo_im_extra_items_cash_flow', 'cfo_im_net_operating_cash_flow', 'cfi_acquisition_of_stocks_shares', 'cfi_sale_proceeds_from_stocks_shares',
  'cfi_acquisition_of_fixed_assets_intangible_assets', 'cfi_sale_proceeds_from_fixed_assets_intangible_assets', 'cfi_loans_made',
  'cfi_repayments_of_loans_received', 'cfi_interest_received', 'cfi_dividends_received', 'cfi_net_investing_cash_flow',
  'cff_proceeds_from_stocks_bonds_issuance_or_contributed_capital', 'cff_loans_received', 'cff_subsidies_grants_donations_received',
  'cff_repayments_of_loans_made', 'cff_repayments_of_lease_obligations', 'cff_dividends_paid', 'cff_net_financing_cash_flow',
  'effect_of_exchange_rate_change', 'net_increase', 'at_beginning_of_year', 'at_end_of_year'];

const SCALE: Record<string, number> = { ONES: 1, TENS: 10, HUNDREDS: 100, THOUSANDS: 1000, MILLIONS: 1_000_000 };

/** `2020-10-30 23:33:27.773` → `2020-10-30T23:33:27.773` (UR gives no zone; kept as written). */
export function timestampOf(v: unknown): string | null {
  const s = text(v);
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?/.exec(s);
  if (!m || !parseDate(m[1])) return null;
  return m[2] ? `${m[1]}T${m[2]}` : m[1]!;
}

/**
 * The currency as given; LVL amounts are kept as LVL, never converted. A statement that names
 * none is in the lats when its year ended before the euro came (2014-01-01), else in euros: the
 * year_ended_on decides, or the year where that is not known.
 */
export function currencyOf(cell: unknown, periodEnd: string | null, year: number): string {
  const given = text(cell)?.toUpperCase();
  if (given) return given;
  return (periodEnd !== null ? periodEnd < '2014-01-01' : year < 2014) ? 'LVL' : 'EUR';
}

/**
 * Liabilities are `current_liabilities` + `non_current_liabilities`. Some statement forms (the
 * micro-enterprise tax payer's DokGPUIENv1 among them) file the creditors as one total, which
 * balance_sheets.csv puts in neither column: both read 0 beside a negative equity, as if the
 * company owed nothing. The balance sheet's identity then gives them: the total of equity and
 * liabilities (`total_equities`) less equity, provisions and the housing-repairs fund.
 */
export function liabilitiesOf(parts: { current: number | null; nonCurrent: number | null; totalEquities: number | null;
  equity: number | null; provisions: number | null; housingRepairs: number | null }): number | null {
  const { current, nonCurrent, totalEquities, equity } = parts;
  const filed = current === null && nonCurrent === null ? null : (current ?? 0) + (nonCurrent ?? 0);
  if (filed !== null && filed !== 0) return filed;
  if (totalEquities === null || equity === null) return filed;
  const rest = totalEquities - equity - (parts.provisions ?? 0) - (parts.housingRepairs ?? 0);
  // Only a positive remainder is creditors left unsplit; anything else keeps what was filed.
  return rest > 0 ? rest : filed;
}

export function mapStatementRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.legal_entity_registration_number);
  if (!regcode) return invalidRegcode(row.legal_entity_registration_number);
  const id = text(row.id);
  const year = Number(text(row.year));
  if (!Number.isInteger(year) || year < 1990 || year > 2100) return { reject: 'invalid year' };
  const scaleCode = (text(row.rounded_to_nearest) ?? 'ONES').toUpperCase();
  const scale = SCALE[scaleCode];
  if (scale === undefined) return { reject: 'unknown rounded_to_nearest' };
  // When several statements cover a year, the latest filed is served: created_at decides which.
  const filedAt = decidingDate(row.created_at, 'created_at', (s) => timestampOf(s));
  if (isRejected(filedAt)) return filedAt;
  const first = (file: string) => (id ? ctx.lookup(file, id)?.[0] : undefined);
  const balance = first('balance_sheets.csv');
  const income = first('income_statements.csv');
  const cash = first('cash_flow_statements.csv');
  const amount = (part: Row | undefined, col: string): number | null => {
    const n = part ? parseLocalNumber(part[col]) : null;
    return n === null ? null : n * scale;
  };
  const equity = amount(balance, 'equity');
  const liabilities = liabilitiesOf({
    current: amount(balance, 'current_liabilities'), nonCurrent: amount(balance, 'non_current_liabilities'),
    totalEquities: amount(balance, 'total_equities'), equity,
    provisions: amount(balance, 'provisions'), housingRepairs: amount(balance, 'future_housing_repairs_payments'),
  });
  const employees = parseLocalNumber(row.employees);
  const periodEnd = describingDate(row.year_ended_on, 'year_ended_on', ctx);
  return {
    kind: 'financial',
    record: {
      country: 'LV', regcode, year,
      periodStart: describingDate(row.year_started_on, 'year_started_on', ctx), periodEnd,
      currency: currencyOf(row.currency, periodEnd, year),
      revenue: amount(income, 'net_turnover'),
      profit: amount(income, 'net_income'),
      assets: amount(balance, 'total_assets'),
      equity,
      liabilities,
      employees: employees === null ? null : Math.round(employees),
      cashFlow: amount(cash, 'net_increase'),
      consolidated: text(row.source_type)?.toUpperCase() === 'UKGP',
      filedAt,
      statementRef: id,
    },
  };
}

const part = (name: string, resource: string, columns: string[], keep: string[]) => ({
  name, format: 'csv' as const, optional: true, url: dataGovLv(DATASET, resource, name),
  csv: csvOptions(['statement_id', ...keep], columns), lookupKey: 'statement_id', lookupColumns: keep,
});

export const financialsSource: SourceDefinition = {
  id: 'lv.financials',
  country: 'LV',
  title: 'UR annual-report figures (financial_statements.csv + balance sheets, income and cash-flow statements)',
  publisher: UR_PUBLISHER,
  url: dataGovLv(DATASET, '27fcc5ec-c63b-4bfd-bb08-01f073a52d04', 'financial_statements.csv'),
  resolve: ckan(DATASET, 'financial_statements.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['details.financials', 'financials', 'mcp get_company_financials'],
  files: [
    part('balance_sheets.csv', '50ef4f26-f410-4007-b296-22043ca3dc43', BALANCE_COLUMNS, ['total_assets', 'equity', 'current_liabilities',
      'non_current_liabilities', 'provisions', 'future_housing_repairs_payments', 'total_equities']),
    part('income_statements.csv', 'd5fd17ef-d32e-40cb-8399-82b780095af0', INCOME_COLUMNS, ['net_turnover', 'net_income']),
    part('cash_flow_statements.csv', '1a11fc29-ba7c-4e5a-8edc-7a28cea24988', CASH_FLOW_COLUMNS, ['net_increase']),
    {
      name: 'financial_statements.csv', format: 'csv',
      csv: csvOptions(['id', 'legal_entity_registration_number', 'year', 'rounded_to_nearest', 'currency'], STATEMENT_COLUMNS),
      mapRow: mapStatementRow,
      rowId: 'id',
    },
  ],
  produces: ['financial'],
  expectedRows: { min: 1, max: 20_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Every amount is multiplied by `rounded_to_nearest` (ONES, THOUSANDS, MILLIONS); the currency is kept as given (LVL before 2014), never converted; a statement whose `currency` is empty is LVL when its `year_ended_on` (or, where that is unknown, its `year`) is before 2014, else EUR.',
    'revenue = `net_turnover`, profit = `net_income`, assets = `total_assets`, equity = `equity`, liabilities = `current_liabilities` + `non_current_liabilities` (where both are 0 or empty and `total_equities` exceeds `equity` + `provisions` + `future_housing_repairs_payments`, a form that files its creditors as one total, that excess), cashFlow = `net_increase`, employees = `employees`.',
    'consolidated = `source_type` UKGP; filedAt = `created_at` (no zone given); statementRef = `id`. Every statement is kept, several per year included; the read side picks one per year.',
    'A `created_at` that holds text but is no real date rejects the statement (the latest filed statement of a year is the one served); a `year_started_on` or `year_ended_on` that is no real date is left empty with a warning in the import report.',
    'The three figure files are optional: a statement without them keeps null figures. Part rows whose statement is missing are ignored.',
  ],
};
