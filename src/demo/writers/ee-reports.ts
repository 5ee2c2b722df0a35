// Estonian figures: RIK's annual-report files (`1.aruannete_yldandmed_kuni_<date>.csv` and one
// `4.<year>_aruannete_elemendid_kuni_<date>.csv` per year, `;`-separated, dot decimals; about a
// tenth of the reports filed as PDF carry only the Estonian labels), EMTA's tax debtors list and
// EMTA's taxes-paid file (the English variant of the current layout, one row per company-year).
import type { DemoCompany, DemoFinancialYear } from '../model.ts';
import { statusIn } from '../model.ts';
import { addDays, dotted, laterDay } from '../calendar.ts';
import { CsvSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableFraction } from './stable.ts';

const REPORT_HEAD = ['report_id', 'taidetud_aruanne_report_id', 'registrikood', 'õiguslik vorm', 'staatus', 'aruandeaasta',
  'kas konsolideeritud?', 'period_start', 'period_end', 'esitatud_kpv', 'kas auditeeritud?', 'valitud aruanne kategooria',
  'minimaalne kategooria andmete alusel', 'auditi töövõtu liik', 'audiitori otsuse tüüp', 'modifikatsioon asjaolu rõhutamine',
  'modifikatsioon muu asjaolu', 'modifikatsioon tegevuse jatkuvus', 'Audiitorettevõtja (AEV)'];
const FORM_TEXT: Record<string, string> = { OÜ: 'Osaühing', AS: 'Aktsiaselts' };
const SECTION_EN: Record<string, string> = {
  A: 'AGRICULTURE, FORESTRY AND FISHING', C: 'MANUFACTURING', D: 'ELECTRICITY, GAS, STEAM AND AIR CONDITIONING SUPPLY',
  F: 'CONSTRUCTION', G: 'WHOLESALE AND RETAIL TRADE; REPAIR OF MOTOR VEHICLES AND MOTORCYCLES', H: 'TRANSPORTATION AND STORAGE',
  I: 'ACCOMMODATION AND FOOD SERVICE ACTIVITIES', J: 'INFORMATION AND COMMUNICATION', K: 'FINANCIAL AND INSURANCE ACTIVITIES',
  L: 'REAL ESTATE ACTIVITIES', M: 'PROFESSIONAL, SCIENTIFIC AND TECHNICAL ACTIVITIES', N: 'ADMINISTRATIVE AND SUPPORT SERVICE ACTIVITIES',
  P: 'EDUCATION', Q: 'HUMAN HEALTH AND SOCIAL WORK ACTIVITIES', R: 'ARTS, ENTERTAINMENT AND RECREATION', S: 'OTHER SERVICE ACTIVITIES',
};
const TYPE_EN: Record<string, string> = { OÜ: 'Company', AS: 'Company', MTÜ: 'Non-profit association', FIE: 'Self-employed person' };

/** The release cut-off in the file names: the first day of the snapshot's month, `DDMMYYYY`. */
function cutOff(day: string): string {
  return `01${day.slice(5, 7)}${day.slice(0, 4)}`;
}

function elements(f: DemoFinancialYear, key: string): Array<[string, string, string, number]> {
  const nonCurrent = Math.round(f.liabilities * stableFraction(key + 'ncl') * 0.6);
  return [
    ['Kasumiaruanne', 'Müügitulu', 'Revenue', f.revenue],
    ['Kasumiaruanne', 'Aruandeaasta kasum (kahjum)', 'TotalAnnualPeriodProfitLoss', f.profit],
    ['Bilanss', 'Raha', 'CashAndCashEquivalents', f.cash],
    ['Bilanss', 'Varad', 'Assets', f.assets],
    ['Bilanss', 'Lühiajalised kohustised', 'CurrentLiabilities', f.liabilities - nonCurrent],
    ['Bilanss', 'Pikaajalised kohustised', 'NonCurrentLiabilities', nonCurrent],
    ['Bilanss', 'Omakapital', 'Equity', f.equity],
    ['Lisa', 'Töötajate keskmine arv taandatuna täistööajale', 'AverageNumberOfEmployeesInFullTimeEquivalentUnits', f.employees],
  ];
}

function writeAnnualReports(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const stamp = cutOff(ctx.day);
  const reports = new CsvSink(ctx.dir, `1.aruannete_yldandmed_kuni_${stamp}.csv`, REPORT_HEAD, ';');
  const byYear = new Map<number, CsvSink>();
  const yearSink = (year: number) => {
    let s = byYear.get(year);
    if (!s) byYear.set(year, (s = new CsvSink(ctx.dir, `4.${year}_aruannete_elemendid_kuni_${stamp}.csv`, ['report_id', 'tabel', 'elemendi_label', 'elemendi_nimetus', 'vaartus'], ';')));
    return s;
  };
  let nextId = 3_000_001;
  for (const c of companies) {
    for (const f of c.financials) {
      if (f.filedOn > ctx.day) continue;
      const id = String(nextId++);
      const category = f.employees < 10 && f.revenue < 700_000 ? 'Mikroettevõtja' : f.employees < 50 ? 'Väikeettevõtja' : 'Keskmise suurusega ettevõtja';
      const audited = f.employees >= 50 || f.revenue > 4_000_000 ? 'Jah' : 'Ei';
      reports.row([id, '', c.regcode, FORM_TEXT[c.legalForm] ?? c.legalForm, 'R', f.year, 'Ei', dotted(f.periodStart), dotted(f.periodEnd),
        dotted(f.filedOn), audited, category, category, audited === 'Jah' ? 'Audit' : '', '', '', '', '', '']);
      const pdf = stableFraction(c.regcode + f.year + 'pdf') < 0.1;
      const sink = yearSink(f.year);
      for (const [table, label, name, value] of elements(f, c.regcode + f.year)) {
        sink.row([id, table, label, pdf ? '' : name, value.toFixed(1)]);
      }
    }
  }
  out.push(reports.close(ctx.instant));
  for (const year of [...byYear.keys()].sort()) out.push(byYear.get(year)!.close(ctx.instant));
}

/** `22 353,85`: the Estonian number format of EMTA's lists. */
function estonianAmount(n: number): string {
  const [whole, cents] = n.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
}

/** The first 10th of a month after a day: the earliest day a company's tax claim falls due. */
function firstTenthAfter(day: string): string {
  const tenth = `${day.slice(0, 8)}10`;
  return tenth > day ? tenth : `${addDays(`${day.slice(0, 8)}28`, 7).slice(0, 8)}10`;
}

function writeTaxDebtors(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'maksuvolglaste_nimekiri.csv', ['Andmed on seisuga', 'Registrikood', 'Nimi', 'Maksuvõlg',
    'sh vaidlustatud', 'sh tasumisgraafikus', 'Tasumisgraafiku lõppkuupäev', 'Vanima tasumata nõude tasumise tähtpäev'], ';', { bom: true });
  for (const c of companies) {
    if (c.taxDebt === null) continue;
    const scheduled = stableFraction(c.regcode + 'plan') < 0.3 ? Math.round(c.taxDebt * 50) / 100 : 0;
    const disputed = stableFraction(c.regcode + 'disp') < 0.1 ? Math.round(c.taxDebt * 20) / 100 : 0;
    // The oldest unpaid claim falls due on the 10th of a month of the year before, and not before
    // the first 10th after the company was registered: no claim falls due before it exists.
    const drawn = `${Number(ctx.day.slice(0, 4)) - 1}-${String(1 + Math.floor(stableFraction(c.regcode + 'm') * 12)).padStart(2, '0')}-10`;
    const oldest = dotted(laterDay(drawn, firstTenthAfter(c.registeredOn)));
    sink.row([dotted(ctx.day), c.regcode, c.name, estonianAmount(c.taxDebt), estonianAmount(disputed), estonianAmount(scheduled),
      scheduled > 0 ? dotted(`${Number(ctx.day.slice(0, 4)) + 1}-06-30`) : '', oldest]);
  }
  out.push(sink.close(ctx.instant));
}

function writeTaxesPaid(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const quarters = ['I', 'II', 'III', 'IV'];
  const head = ['Data date', 'Registry code', 'Name', 'Type', 'County', 'Activity', 'Year',
    ...quarters.map((q) => `State taxes ${q} qtr`), ...quarters.map((q) => `Labour taxes and payments ${q} qtr`),
    ...quarters.map((q) => `Turnover ${q} qtr`), ...quarters.map((q) => `Number of employees ${q} qtr`)];
  const sink = new CsvSink(ctx.dir, 'tasutud_maksud_kaesolev_aasta_eng.csv', head, ',', { quoteAll: true });
  const thisYear = Number(ctx.day.slice(0, 4));
  const doneThisYear = Math.floor((Number(ctx.day.slice(5, 7)) - 1) / 3); // quarters published by now
  for (const c of companies) {
    if (statusIn(c, ctx.snapshot) === 'closed' || !c.inPrevious || c.financials.length === 0) continue;
    const latest = c.financials[c.financials.length - 1]!;
    for (const year of [thisYear - 1, thisYear]) {
      const n = year === thisYear ? doneThisYear : 4;
      if (n === 0) continue;
      const cells = (f: (q: number) => string) => quarters.map((_, q) => (q < n ? f(q) : ''));
      const turnover = latest.revenue / 4;
      const labour = latest.employees * 2_600;
      sink.row([dotted(ctx.day), c.regcode, c.name, TYPE_EN[c.legalForm] ?? 'Company', c.address.region ?? '',
        c.nace ? SECTION_EN[c.nace.section] ?? '' : '', year,
        ...cells((q) => (labour * 0.35 + turnover * 0.02 * (1 + q / 10)).toFixed(2)),
        ...cells((q) => (labour * (1 + q / 20)).toFixed(2)),
        ...cells((q) => (turnover * (0.9 + q / 10)).toFixed(2)),
        ...cells(() => String(latest.employees))]);
    }
  }
  out.push(sink.close(ctx.instant));
}

export function writeEstonianReports(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  if (ctx.wants(`1.aruannete_yldandmed_kuni_${cutOff(ctx.day)}.csv`)) writeAnnualReports(ctx, companies, out);
  if (ctx.wants('maksuvolglaste_nimekiri.csv')) writeTaxDebtors(ctx, companies, out);
  if (ctx.wants('tasutud_maksud_kaesolev_aasta_eng.csv')) writeTaxesPaid(ctx, companies, out);
}
