// Benchmark: a generated national-size LV dataset imported through the real pipeline with
// `--from DIR` semantics. Reports wall time per source and the peak RSS of the process.
//   node bench/import-lv.ts [--companies 500000] [--roles 1500000] [--statements 500000] [--keep]
// Defaults: 500,000 companies, 1,500,000 person roles (officers, members, beneficial owners) and
// 500,000 annual reports written as 2,000,000 statement rows (financial_statements, balance
// sheets, income statements, cash-flow statements). Files and store go to a temp folder.
import { createWriteStream, mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Writable } from 'node:stream';
import { sources } from '../src/importers/lv/index.ts';
import { importSources } from '../src/importers/pipeline/run.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const COMPANIES = arg('companies', 500_000);
const ROLES = arg('roles', 1_500_000);
const STATEMENTS = arg('statements', 500_000);
const KEEP = process.argv.includes('--keep');

// A small deterministic generator (mulberry32): the same files on every run.
let seed = 20261122;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)]!;
const FIRST = ['Jānis', 'Anna', 'Pēteris', 'Inese', 'Mārtiņš', 'Līga', 'Andris', 'Ilze', 'Kārlis', 'Dace', 'Juris', 'Sandra', 'Edgars', 'Kristīne', 'Aivars', 'Zane'];
const LAST = ['Bērziņš', 'Kalniņš', 'Ozols', 'Jansons', 'Liepiņš', 'Krūmiņš', 'Balodis', 'Eglītis', 'Zariņš', 'Pētersons', 'Vītols', 'Kļaviņš', 'Cīrulis', 'Siliņš'];
const STREETS = ['Brīvības iela', 'Elizabetes iela', 'Lāčplēša iela', 'Krišjāņa Barona iela', 'Rīgas iela', 'Skolas iela'];
const CITIES = ['Rīga', 'Daugavpils', 'Liepāja', 'Jelgava', 'Jūrmala', 'Ventspils', 'Rēzekne', 'Valmiera'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const date = (y0: number, y1: number) => `${y0 + Math.floor(rnd() * (y1 - y0))}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;
const regcodeOf = (i: number) => String(40003000000 + i);

async function write(w: Writable, line: string): Promise<void> {
  if (!w.write(line)) await once(w, 'drain');
}
async function close(w: Writable): Promise<void> {
  w.end();
  await once(w, 'finish');
}

async function generate(dir: string): Promise<void> {
  const reg = createWriteStream(join(dir, 'register.csv'));
  await write(reg, '\uFEFFregcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term\n');
  for (let i = 0; i < COMPANIES; i++) {
    const rc = regcodeOf(i);
    const core = `${pick(LAST)} ${pick(['Koks', 'Būve', 'Serviss', 'Grupa', 'IT', 'Transports', 'Dizains'])} ${i}`;
    const closed = rnd() < 0.2;
    await write(reg, `${rc};LV00ZZZ${rc};"SIA ""${core}""";SIA;${core};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;${date(1991, 2026)};${closed ? date(2010, 2026) : ''};${closed ? 'L' : ' '};"${pick(CITIES)}, ${pick(STREETS)} ${1 + Math.floor(rnd() * 200)}";${1000 + Math.floor(rnd() * 4000)};${100000000 + i};0;100003003;0010000;\n`);
  }
  await close(reg);

  const person = () => {
    const y = 1940 + Math.floor(rnd() * 60);
    const d = `${y}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;
    return { name: `${pick(LAST)} ${pick(FIRST)}`, masked: `${d.slice(8, 10)}${d.slice(5, 7)}${d.slice(2, 4)}-*****`, birth: rnd() < 0.3 ? d : '' };
  };
  const officers = createWriteStream(join(dir, 'officers.csv'));
  await write(officers, 'id;uri;at_legal_entity_registration_number;entity_type;position;governing_body;name;latvian_identity_number_masked;birth_date;legal_entity_registration_number;rights_of_representation_type;representation_with_at_least;registered_on;last_modified_at\n');
  const officerCount = Math.round(ROLES * 0.45);
  for (let i = 0; i < officerCount; i++) {
    const p = person();
    await write(officers, `${i};https://dati.ur.gov.lv/officers/${i};${regcodeOf(Math.floor(rnd() * COMPANIES))};NATURAL_PERSON;${pick(['BOARD_MEMBER', 'CHAIR_OF_BOARD', 'BOARD_MEMBER', 'PROCTOR'])};EXECUTIVE_BOARD;${p.name};${p.masked};${p.birth};;INDIVIDUALLY;;${date(2000, 2026)};2026-01-01 10:00:00.000\n`);
  }
  await close(officers);
  const members = createWriteStream(join(dir, 'members.csv'));
  await write(members, 'id;uri;at_legal_entity_registration_number;entity_type;name;latvian_identity_number_masked;birth_date;legal_entity_registration_number;number_of_shares;share_nominal_value;share_currency;date_from;registered_on;last_modified_at\n');
  const memberCount = Math.round(ROLES * 0.35);
  for (let i = 0; i < memberCount; i++) {
    const p = person();
    await write(members, `${i};u;${regcodeOf(Math.floor(rnd() * COMPANIES))};NATURAL_PERSON;${p.name};${p.masked};${p.birth};;${1 + Math.floor(rnd() * 5000)};1,00;EUR;${date(1995, 2026)};${date(1995, 2026)};2026-01-01 10:00:00.000\n`);
  }
  await close(members);
  const owners = createWriteStream(join(dir, 'beneficial_owners.csv'));
  await write(owners, 'id;legal_entity_registration_number;forename;surname;latvian_identity_number_masked;birth_date;nationality;residence;registered_on;last_modified_at\n');
  for (let i = 0; i < ROLES - officerCount - memberCount; i++) {
    const p = person();
    await write(owners, `${i};${regcodeOf(Math.floor(rnd() * COMPANIES))};${pick(FIRST)};${pick(LAST)};${p.masked};${p.birth};LV;LV;${date(2017, 2026)};2026-01-01 10:00:00.000\n`);
  }
  await close(owners);

  const fs = createWriteStream(join(dir, 'financial_statements.csv'));
  const bs = createWriteStream(join(dir, 'balance_sheets.csv'));
  const is = createWriteStream(join(dir, 'income_statements.csv'));
  const cf = createWriteStream(join(dir, 'cash_flow_statements.csv'));
  await write(fs, 'id;file_id;legal_entity_registration_number;source_schema;source_type;year;year_started_on;year_ended_on;employees;rounded_to_nearest;currency;created_at\n');
  await write(bs, 'statement_id;file_id;cash;marketable_securities;accounts_receivable;inventories;total_current_assets;investments;fixed_assets;intangible_assets;total_non_current_assets;total_assets;future_housing_repairs_payments;current_liabilities;non_current_liabilities;provisions;equity;total_equities\n');
  const incomeCols = 26;
  await write(is, `statement_id;file_id;net_turnover;${Array.from({ length: incomeCols - 2 }, (_, k) => `c${k}`).join(';')};net_income\n`.replace(/c\d+/g, (m) => INCOME_MIDDLE[Number(m.slice(1))]!));
  await write(cf, `statement_id;file_id;${CASH_MIDDLE.join(';')}\n`);
  for (let i = 0; i < STATEMENTS; i++) {
    const id = 1_000_000 + i;
    const year = 2015 + (i % 10);
    await write(fs, `${id};${id};${regcodeOf(Math.floor(rnd() * COMPANIES))};DokGPUIENv1;${rnd() < 0.03 ? 'UKGP' : 'UGP'};${year};${year}-01-01;${year}-12-31;${Math.floor(rnd() * 50)};ONES;EUR;${year + 1}-04-30 10:00:00.000\n`);
    const v = () => Math.floor(rnd() * 100000);
    await write(bs, `${id};${id};${v()};0;${v()};${v()};${v()};0;${v()};0;${v()};${v()};0;${v()};${v()};0;${v() - 20000};${v()}\n`);
    await write(is, `${id};${id};${v()};${Array.from({ length: incomeCols - 2 }, () => '0').join(';')};${v() - 30000}\n`);
    await write(cf, `${id};${id};${CASH_MIDDLE.map(() => String(Math.floor(rnd() * 1000))).join(';')}\n`);
  }
  await Promise.all([close(fs), close(bs), close(is), close(cf)]);
}

const INCOME_MIDDLE = ['by_nature_inventory_change', 'by_nature_long_term_investment_expenses', 'by_nature_other_operating_revenues',
  'by_nature_material_expenses', 'by_nature_labour_expenses', 'by_nature_depreciation_expenses', 'by_function_cost_of_goods_sold',
  'by_function_gross_profit', 'by_function_selling_expenses', 'by_function_administrative_expenses', 'by_function_other_operating_revenues',
  'other_operating_expenses', 'equity_investment_earnings', 'other_long_term_investment_earnings', 'other_interest_revenues',
  'investment_fair_value_adjustments', 'interest_expenses', 'extra_revenues', 'extra_expenses', 'income_before_income_taxes',
  'provision_for_income_taxes', 'income_after_income_taxes', 'other_taxes', 'extra_dividends'];
const CASH_MIDDLE = ['cfo_dm_cash_received_from_customers', 'cfo_dm_cash_paid_to_suppliers_employees', 'cfo_dm_other_cash_received_paid',
  'cfo_dm_operating_cash_flow', 'cfo_dm_interest_paid', 'cfo_dm_income_taxes_paid', 'cfo_dm_extra_items_cash_flow',
  'cfo_dm_net_operating_cash_flow', 'cfo_im_income_before_income_taxes', 'cfo_im_income_before_changes_in_working_capital',
  'cfo_im_operating_cash_flow', 'cfo_im_interest_paid', 'cfo_im_income_taxes_paid', 'cfo_im_extra_items_cash_flow',
  'cfo_im_net_operating_cash_flow', 'cfi_acquisition_of_stocks_shares', 'cfi_sale_proceeds_from_stocks_shares',
  'cfi_acquisition_of_fixed_assets_intangible_assets', 'cfi_sale_proceeds_from_fixed_assets_intangible_assets', 'cfi_loans_made',
  'cfi_repayments_of_loans_received', 'cfi_interest_received', 'cfi_dividends_received', 'cfi_net_investing_cash_flow',
  'cff_proceeds_from_stocks_bonds_issuance_or_contributed_capital', 'cff_loans_received', 'cff_subsidies_grants_donations_received',
  'cff_repayments_of_loans_made', 'cff_repayments_of_lease_obligations', 'cff_dividends_paid', 'cff_net_financing_cash_flow',
  'effect_of_exchange_rate_change', 'net_increase', 'at_beginning_of_year', 'at_end_of_year'];

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-lv-'));
  const files = join(dir, 'files');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(files);
  try {
    let t = performance.now();
    await generate(files);
    const bytes = readdirSync(files).reduce((n, f) => n + statSync(join(files, f)).size, 0);
    console.log(`generated ${COMPANIES.toLocaleString('en-US')} companies, ${ROLES.toLocaleString('en-US')} roles, ${(STATEMENTS * 4).toLocaleString('en-US')} statement rows (${(bytes / 1048576).toFixed(0)} MiB) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const rssBefore = process.resourceUsage().maxRSS;
    t = performance.now();
    const wanted = new Set(['lv.register', 'lv.officers', 'lv.members', 'lv.beneficial-owners', 'lv.financials']);
    const report = await importSources({
      databasePath: join(dir, 'store.sqlite'), sources: sources.filter((s) => wanted.has(s.id)), knownSources: sources,
      fromDir: files, progress: process.stderr.isTTY ? 'auto' : 'plain',
    });
    const seconds = (performance.now() - t) / 1000;
    for (const s of report.sources) {
      const tm = s.timings;
      console.log(`${s.source.padEnd(22)} ${s.status.padEnd(10)} ${String(s.rowsWritten).padStart(9)} rows  stage ${((tm.stage ?? 0) / 1000).toFixed(1)} s, publish ${((tm.publish ?? 0) / 1000).toFixed(1)} s, total ${((tm.total ?? 0) / 1000).toFixed(1)} s${s.status === 'failed' ? `  ${s.message}` : ''}`);
    }
    const peakMiB = process.resourceUsage().maxRSS / 1024;
    console.log(`import: ${seconds.toFixed(1)} s wall, peak RSS ${peakMiB.toFixed(0)} MiB (${(rssBefore / 1024).toFixed(0)} MiB before the import), store ${(statSync(join(dir, 'store.sqlite')).size / 1048576).toFixed(0)} MiB`);
    console.log(`targets: under 180 s ${seconds < 180 ? 'met' : 'MISSED'}, under 1024 MiB RSS ${peakMiB < 1024 ? 'met' : 'MISSED'}`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    if (KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();
