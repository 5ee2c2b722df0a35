// VID's files (comma-separated, ASCII-folded Latvian headers, dates `dd.mm.yyyy` that the VAT
// file pads with spaces): VAT payers, taxpayer ratings, taxes paid by merchants over the last
// three tax years (main NACE code, head count; money in thousands of EUR with space thousands),
// suspended economic activity and micro-enterprise tax payers; and the CSP NACE classifier
// export (NACE.csv, UTF-8 with BOM) that describes the codes.
import type { DemoCompany } from '../model.ts';
import { statusIn } from '../model.ts';
import { dotted, addDays } from '../calendar.ts';
import { ALL_NACE_CLASSES } from '../names/nace.ts';
import { CsvSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableFraction } from './stable.ts';

/** `3067.73` → `3 067.73`: VID's thousands of EUR. */
function vidThousands(eur: number): string {
  const [whole, dec] = (eur / 1000).toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${dec}`;
}

function writeVat(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'pdb_pvnmaksataji_odata.csv', ['Numurs', 'Nosaukums', 'Aktivs', 'Registrets', 'Buvniecibas_pazime', 'PVN139_2_pazime', 'Izslegts'], ',');
  for (const c of companies) {
    if (!c.vat || c.vat.registeredOn > ctx.day) continue;
    const ended = c.vat.deregisteredOn !== null && c.vat.deregisteredOn <= ctx.day ? c.vat.deregisteredOn : null;
    const construction = c.nace?.section === 'F' ? 'ir' : 'nav';
    sink.row([c.vat.number, c.name, ended ? 'nav' : 'ir', ` ${dotted(c.vat.registeredOn)} `, construction, 'nav', ended ? ` ${dotted(ended)} ` : '']);
  }
  out.push(sink.close(ctx.instant));
}

function writeRatings(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'reitings_uznemumi.csv', ['Registracijas_kods', 'Nosaukums', 'Reitings', 'Skaidrojums', 'Informacijas_atjaunosanas_datums'], ',');
  const updated = dotted(addDays(ctx.day, -1));
  for (const c of companies) {
    if (c.taxRating && statusIn(c, ctx.snapshot) !== 'closed') sink.row([c.regcode, c.name, c.taxRating.rating, c.taxRating.explanation, updated]);
  }
  out.push(sink.close(ctx.instant));
}

/** The three tax years the yearly file covers on `day` (published around April). */
function taxYears(day: string): number[] {
  const y = Number(day.slice(0, 4));
  const last = day.slice(5) >= '05-01' ? y - 1 : y - 2;
  return [last - 2, last - 1, last];
}

function writeTaxesPaid(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv', ['Registracijas_kods', 'Nosaukums', 'Taksacijas_gads',
    'Uznemejdarbibas_forma', 'Pamatdarbibas_NACE_kods', 'Juridiska_adrese_ATVK_kods', 'Juridiska_adrese_ATVK_nosaukums',
    'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR', 'Taja_skaita_IIN', 'Taja_skaita_VSAOI', 'Videjais_nodarbinato_personu_skaits_cilv'], ',');
  for (const c of companies) {
    if (c.kind === 'nonprofit') continue; // the file covers merchants (komersanti) only
    for (const year of taxYears(ctx.day)) {
      if (c.registeredOn > `${year}-12-31` || (c.closedOn !== null && c.closedOn < `${year}-01-01`)) continue;
      const f = c.financials.find((x) => x.year === year) ?? c.financials[c.financials.length - 1];
      const employees = f?.employees ?? (c.kind === 'sole' ? 1 : 0);
      const labour = employees * 12 * 1_450;
      const vsaoi = Math.round(labour * 0.34);
      const iin = Math.round(labour * 0.2);
      const total = vsaoi + iin + Math.round((f?.revenue ?? 20_000) * 0.03);
      const code = c.nace ? (year >= 2024 ? c.nace.rev21 : c.nace.code) : stableFraction(c.regcode) < 0.5 ? '?' : '';
      sink.row([c.regcode, c.name, year, c.legalForm, code, c.address.regionCode, c.address.units?.[0] ?? c.address.city, vidThousands(total), vidThousands(iin), vidThousands(vsaoi), employees]);
    }
  }
  out.push(sink.close(ctx.instant));
}

function writeNaceClassifier(ctx: WriteContext, out: Written): void {
  const sink = new CsvSink(ctx.dir, 'NACE.csv', ['Kods', 'Nosaukums', 'Vecāka kods', 'Spēkā no', 'Spēkā līdz', 'Līmenis', 'Saistītās klasif.'], ',', { bom: true });
  const seen = new Set<string>();
  for (const n of [...ALL_NACE_CLASSES].sort((a, b) => a.rev21.localeCompare(b.rev21))) {
    if (seen.has(n.rev21)) continue;
    seen.add(n.rev21);
    sink.row([n.rev21, n.lv, n.rev21.slice(0, 4), '01.01.2025', '', 4, 'NACE2 Vecā versija <-> Jaunā versija']);
  }
  out.push(sink.close(ctx.instant));
}

function writeSuspendedAndMicro(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const suspended = new CsvSink(ctx.dir, 'pdb_saimndarbibaaptureta_odata.csv', ['Registracijas_kods', 'Nosaukums', 'Lemuma_datums',
    'Aizliegts_veikt_darijumus_no', 'Aizliegts_veikt_darijumus_lidz', 'Lemuma_par_atjaunosanu_datums'], ',');
  const micro = new CsvSink(ctx.dir, 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv', ['Registracijas_kods', 'Nosaukums', 'Registracijas_datums', 'Izslegsanas_datums'], ',');
  for (const c of companies) {
    if (c.kind !== 'company' || !c.inPrevious) continue;
    const status = statusIn(c, ctx.snapshot);
    if (c.vidSuspension) {
      const v = c.vidSuspension;
      suspended.row([c.regcode, c.name, dotted(v.decided), dotted(v.from), dotted(v.until), '']);
    } else if (status !== 'closed' && c.registeredOn < addDays(ctx.day, -200) && stableFraction(c.regcode + 'vidstop') < 0.015) {
      const decided = addDays(ctx.day, -10 - Math.floor(stableFraction(c.regcode + 'vd') * 150));
      const resumed = stableFraction(c.regcode + 'res') < 0.3 ? addDays(decided, 40) : null;
      suspended.row([c.regcode, c.name, dotted(decided), dotted(addDays(decided, 5)), '', resumed && resumed <= ctx.day ? dotted(resumed) : '']);
    }
    const small = (c.financials[c.financials.length - 1]?.employees ?? 0) <= 5;
    if (c.legalForm === 'SIA' && status === 'active' && small && stableFraction(c.regcode + 'micro') < 0.15) {
      micro.row([c.regcode, c.name, dotted(addDays(c.registeredOn, 20)), '']);
    }
  }
  out.push(suspended.close(ctx.instant), micro.close(ctx.instant));
}

export function writeLvVid(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  if (ctx.wants('pdb_pvnmaksataji_odata.csv')) writeVat(ctx, companies, out);
  if (ctx.wants('reitings_uznemumi.csv')) writeRatings(ctx, companies, out);
  if (ctx.wants('pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv')) writeTaxesPaid(ctx, companies, out);
  if (ctx.wants('NACE.csv')) writeNaceClassifier(ctx, out);
  if (ctx.wants('pdb_saimndarbibaaptureta_odata.csv') || ctx.wants('pdb_mikrouznemumu_nodokla_maksataji_odata.csv')) writeSuspendedAndMicro(ctx, companies, out);
}
