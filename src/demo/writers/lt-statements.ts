// The LT financial-statement files: one P&L (PLNA) and one balance (BLNS) file per filing year,
// wide and comma-separated up to 2022 (as the published sample), long (`_n`, one row per line
// item) since 2023. About 5% of companies are late with their latest statement and 4% never
// filed one past year: those statements are left out and the companies are listed in
// JAR_FA_VELUOJANTIS.csv and JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv.
import type { DemoCompany, DemoFinancialYear } from '../model.ts';
import { statusIn } from '../model.ts';
import { LT_FORM_INFO } from '../generate/company-lt.ts';
import { CsvSink, type Cell } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableFraction } from './stable.ts';
import { LT_STATUS } from './lt-codes.ts';

const TEMPLATE = ['FS0129', 'Mažų ir labai mažų įmonių, netaikančių išimčių, finansinių ataskaitų rinkinys'] as const;
const PNL_STANDARD = ['IST024', 'PELNO (NUOSTOLIŲ) ATASKAITA'] as const;
const BALANCE_STANDARD = ['IST023', 'BALANSAS'] as const;
const WIDE_HEAD = ['obj_kodas', 'obj_pav', 'form_kodas', 'form_pav', 'stat_statusas', 'stat_pav', 'template_id', 'template_name',
  'standard_id', 'standard_name', 'laikotarpis_nuo', 'laikotarpis_iki', 'reg_date'];
const LONG_HEAD = ['ja_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'template_id',
  'template_name', 'standard_id', 'standard_name', 'line_type_id', 'line_name', 'reiksme', 'beginning_date', 'turning_date',
  'reg_date', 'formavimo_data'];

interface Filed { c: DemoCompany; f: DemoFinancialYear }

const assetsLong = (x: Filed) => Math.round(x.f.assets * (0.2 + stableFraction(x.c.regcode + x.f.year) * 0.5));

/** Which statements the register holds by `day`, and the companies late or missing a year. */
function filedStatements(ctx: WriteContext, companies: DemoCompany[]) {
  const filed: Filed[] = [];
  const late: Array<{ c: DemoCompany; lastPeriodEnd: string | null }> = [];
  const missing: Array<{ c: DemoCompany; year: number }> = [];
  for (const c of companies) {
    const years = c.financials.filter((f) => f.filedOn <= ctx.day);
    if (years.length === 0) continue;
    const active = statusIn(c, ctx.snapshot) !== 'closed';
    const isLate = active && years.length > 1 && stableFraction(c.regcode + 'late') < 0.05;
    const skipYear = active && years.length > 2 && stableFraction(c.regcode + 'missing') < 0.04 ? years[years.length - 2]!.year : null;
    const kept = years.filter((f, i) => !(isLate && i === years.length - 1) && f.year !== skipYear);
    for (const f of kept) filed.push({ c, f });
    if (isLate) late.push({ c, lastPeriodEnd: kept[kept.length - 1]?.periodEnd ?? null });
    if (skipYear !== null) missing.push({ c, year: skipYear });
  }
  return { filed, late, missing };
}

function companyCells(c: DemoCompany, ctx: WriteContext): Cell[] {
  const s = LT_STATUS[statusIn(c, ctx.snapshot)]!;
  return [c.regcode, c.name, LT_FORM_INFO[c.legalForm]!.code, LT_FORM_INFO[c.legalForm]!.long, s.code, s.text];
}

function writeWide(ctx: WriteContext, year: number, rows: Filed[], out: Written): void {
  const pnl = new CsvSink(ctx.dir, `JAR_FA_RODIKLIAI_PLNA_${year}.csv`, [...WIDE_HEAD, 'pelnas_pries_apmokestinima', 'grynasis_pelnas', 'pardavimo_pajamos', 'formavimo_data'], ',');
  const bal = new CsvSink(ctx.dir, `JAR_FA_RODIKLIAI_BLNS_${year}.csv`, [...WIDE_HEAD, 'nuosavas_kapitalas', 'mok_sumos_ir_isipareigojimai', 'ilgalaikis_turtas', 'trumpalaikis_turtas', 'formavimo_data'], ',');
  for (const x of rows) {
    const head = [...companyCells(x.c, ctx), ...TEMPLATE];
    const period = [x.f.periodStart, x.f.periodEnd, x.f.filedOn];
    pnl.row([...head, ...PNL_STANDARD, ...period, Math.round(x.f.profit * 1.15), x.f.profit, x.f.revenue, ctx.day]);
    const long = assetsLong(x);
    bal.row([...head, ...BALANCE_STANDARD, ...period, x.f.equity, x.f.liabilities, long, x.f.assets - long, ctx.day]);
  }
  out.push(pnl.close(ctx.instant), bal.close(ctx.instant));
}

function writeLong(ctx: WriteContext, year: number, rows: Filed[], out: Written): void {
  const pnl = new CsvSink(ctx.dir, `JAR_FA_RODIKLIAI_PLNA_${year}_n.csv`, LONG_HEAD, ',');
  const bal = new CsvSink(ctx.dir, `JAR_FA_RODIKLIAI_BLNS_${year}_n.csv`, LONG_HEAD, ',');
  for (const x of rows) {
    const head = [...companyCells(x.c, ctx), ...TEMPLATE];
    const tail = [x.f.periodStart, x.f.periodEnd, x.f.filedOn, ctx.day];
    const line = (sink: CsvSink, standard: readonly [string, string], id: string, name: string, value: number) =>
      sink.row([...head, ...standard, id, name, value, ...tail]);
    line(pnl, PNL_STANDARD, 'PLLT00001', 'PARDAVIMO PAJAMOS', x.f.revenue);
    line(pnl, PNL_STANDARD, 'PLLT00010', 'PELNAS (NUOSTOLIAI) PRIEŠ APMOKESTINIMĄ', Math.round(x.f.profit * 1.15));
    line(pnl, PNL_STANDARD, 'PLLT00012', 'GRYNASIS PELNAS (NUOSTOLIAI)', x.f.profit);
    const long = assetsLong(x);
    line(bal, BALANCE_STANDARD, 'BSLT00001', 'ILGALAIKIS TURTAS', long);
    line(bal, BALANCE_STANDARD, 'BSLT00002', 'TRUMPALAIKIS TURTAS', x.f.assets - long);
    line(bal, BALANCE_STANDARD, 'BSLT00003', 'NUOSAVAS KAPITALAS', x.f.equity);
    line(bal, BALANCE_STANDARD, 'BSLT00004', 'MOKĖTINOS SUMOS IR KITI ĮSIPAREIGOJIMAI', x.f.liabilities);
  }
  out.push(pnl.close(ctx.instant), bal.close(ctx.instant));
}

function writeFilingLists(ctx: WriteContext, late: Array<{ c: DemoCompany; lastPeriodEnd: string | null }>, missing: Array<{ c: DemoCompany; year: number }>, out: Written): void {
  const lateSink = new CsvSink(ctx.dir, 'JAR_FA_VELUOJANTIS.csv',
    ['ja_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'paskutine_fa_iki', 'formavimo_data'], '|');
  for (const { c, lastPeriodEnd } of late) lateSink.row([...companyCells(c, ctx), lastPeriodEnd, ctx.day]);
  out.push(lateSink.close(ctx.instant));
  const missingSink = new CsvSink(ctx.dir, 'JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv',
    ['ja_kodas', 'fa_nepateikta_uz_metus', 'ja_pavadinimas', 'ja_reg_data', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'formavimo_data'], '|');
  for (const { c, year } of missing) {
    const cells = companyCells(c, ctx);
    missingSink.row([c.regcode, year, c.name, c.registeredOn, ...cells.slice(2), ctx.day]);
  }
  out.push(missingSink.close(ctx.instant));
}

export function ltStatementFiles(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const { filed, late, missing } = filedStatements(ctx, companies);
  const byFilingYear = new Map<number, Filed[]>();
  for (const x of filed) {
    const y = Number(x.f.filedOn.slice(0, 4));
    if (!byFilingYear.has(y)) byFilingYear.set(y, []);
    byFilingYear.get(y)!.push(x);
  }
  for (const year of [...byFilingYear.keys()].sort()) {
    if (year <= 2022) writeWide(ctx, year, byFilingYear.get(year)!, out);
    else writeLong(ctx, year, byFilingYear.get(year)!, out);
  }
  writeFilingLists(ctx, late, missing, out);
}
