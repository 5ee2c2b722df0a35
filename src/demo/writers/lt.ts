// Lithuania as Registrų centras, Sodra and VMI publish it: the JAR extracts (`|`-separated,
// UTF-8, names with doubled quotes), the form and status classifiers, the financial-statement
// figures (wide comma layout up to filing year 2022, long `_n` layout since), the late and
// missing filing lists, Sodra's monthly insurers file and the VMI VAT payers.
import type { DemoCompany } from '../model.ts';
import { companiesIn, statusIn } from '../model.ts';
import { LT_FORM_INFO } from '../generate/company-lt.ts';
import { LT_DESCRIPTIONS } from '../names/nace.ts';
import { CsvSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { stableDigits, stableFraction } from './stable.ts';
import { ltStatementFiles } from './lt-statements.ts';
import { ENGLISH_FORMS, LT_STATUS, LT_STATUS_BEYOND } from './lt-codes.ts';

/** `Vilnius, Gedimino pr. 9`; a rural one from its municipality down: `Kauno r. sav., Garliavos apyl. sen., Juragių k., Sodų g. 3`. */
export function ltAddressLine(c: DemoCompany): string {
  const a = c.address;
  const street = `${a.street} ${a.house}`.trim() + (a.flat ? '-' + a.flat : '');
  return [...(a.units ?? []), a.city, street, `LT-${a.postcode}`].filter((part) => part !== '').join(', ');
}

function writeClassifiers(ctx: WriteContext, out: Written): void {
  const forms = new CsvSink(ctx.dir, 'JAR_TEI_FORM_KLASIFIKATORIUS.csv', ['form_kodas', 'form_pavadinimas', 'form_pav_ilgas', 'form_name', 'tipas', 'type', 'formavimo_data'], '|');
  for (const [short, info] of Object.entries(LT_FORM_INFO)) {
    forms.row([info.code, short, info.long, ENGLISH_FORMS[short], 'Juridinis asmuo', 'Legal entity', ctx.day]);
  }
  out.push(forms.close(ctx.instant));
  const statuses = new CsvSink(ctx.dir, 'JAR_TEI_STATUSU_KLASIFIKATORIUS.csv', ['stat_kodas', 'stat_pavadinimas', 'stat_name', 'formavimo_data'], '|');
  for (const s of Object.values(LT_STATUS)) statuses.row([s.code, s.text, s.en, ctx.day]);
  for (const [code, s] of Object.entries(LT_STATUS_BEYOND)) statuses.row([code, s.text, s.en, ctx.day]);
  out.push(statuses.close(ctx.instant));
}

function writeRegister(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const registered = new CsvSink(ctx.dir, 'JAR_IREGISTRUOTI.csv',
    ['ja_kodas', 'ja_pavadinimas', 'adresas', 'ja_reg_data', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'stat_data_nuo', 'formavimo_data'], '|');
  const deregistered = new CsvSink(ctx.dir, 'JAR_ISREGISTRUOTI.csv',
    ['ja_kodas', 'ja_pavadinimas', 'adresas', 'ja_reg_data', 'form_kodas', 'form_pavadinimas', 'isreg_data', 'formavimo_data'], '|');
  for (const c of companies) {
    const form = LT_FORM_INFO[c.legalForm]!;
    const status = statusIn(c, ctx.snapshot);
    if (status === 'closed') {
      deregistered.row([c.regcode, c.name, ltAddressLine(c), c.registeredOn, form.code, form.long, c.closedOn, ctx.day]);
      continue;
    }
    const beyond = status !== 'active' && c.ltStatusCode ? LT_STATUS_BEYOND[c.ltStatusCode] : undefined;
    const s = beyond ? { code: c.ltStatusCode!, text: beyond.text } : LT_STATUS[status]!;
    registered.row([c.regcode, c.name, ltAddressLine(c), c.registeredOn, form.code, form.long, s.code, s.text, c.statusSince ?? c.registeredOn, ctx.day]);
  }
  out.push(registered.close(ctx.instant), deregistered.close(ctx.instant));
}

/** Sodra: one row per employer and month for the last three months, decimal commas. */
function writeSodra(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'draudejai.csv', [
    'Draudėjo kodas (code)', 'Juridinių asmenų registro kodas (jarCode)', 'Pavadinimas (name)',
    'Savivaldybė, kurioje registruota(municipality)', 'Ekonominės veiklos rūšies kodas(ecoActCode)',
    'Ekonominės veiklos rūšies pavadinimas(ecoActName)', 'Mėnuo (month)', 'Vidutinis darbo užmokestis (avgWage)',
    'Apdraustųjų skaičius (numInsured)'], ';');
  const months = [3, 2, 1].map((back) => {
    const d = new Date(Date.UTC(Number(ctx.day.slice(0, 4)), Number(ctx.day.slice(5, 7)) - 1 - back, 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  for (const c of companies) {
    if (statusIn(c, ctx.snapshot) === 'closed' || c.kind === 'nonprofit' || !c.inPrevious) continue;
    const latest = c.financials[c.financials.length - 1];
    const base = latest?.employees ?? (c.kind === 'sole' ? 1 : 0);
    if (base === 0) continue;
    const wage = 1200 + Math.round(stableFraction(c.regcode + 'wage') * 160000) / 100;
    months.forEach((month, i) => {
      const n = Math.max(1, base - (i < 2 && stableFraction(c.regcode + month) < 0.2 ? 1 : 0));
      sink.row([stableDigits(c.regcode + 'sodra', 7), c.regcode, c.name, c.address.units?.[0] ?? `${c.address.city} m. sav.`,
        c.nace ? c.nace.code.replace('.', '') + '00' : '', c.nace ? LT_DESCRIPTIONS[c.nace.code] ?? '' : '',
        month, wage.toFixed(2).replace('.', ','), n]);
    });
  }
  out.push(sink.close(ctx.instant));
}

/** VMI VAT payers (header unconfirmed: the column names lt.vat accepts). */
function writeVat(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'Moketoja_duomenys_pvm_moketojai.csv',
    ['ja_kodas', 'pavadinimas', 'pvm_kodas', 'pvm_iregistravimo_data', 'pvm_isregistravimo_data'], ',');
  for (const c of companies) {
    if (!c.vat || c.vat.registeredOn > ctx.day) continue;
    const ended = c.vat.deregisteredOn !== null && c.vat.deregisteredOn <= ctx.day ? c.vat.deregisteredOn : null;
    sink.row([c.regcode, c.name, c.vat.number, c.vat.registeredOn, ended]);
  }
  out.push(sink.close(ctx.instant));
}

export function writeLithuania(ctx: WriteContext): Written {
  const out: Written = [];
  const companies = companiesIn(ctx.data, 'LT', ctx.snapshot);
  if (ctx.wants('JAR_TEI_FORM_KLASIFIKATORIUS.csv')) writeClassifiers(ctx, out);
  if (ctx.wants('JAR_IREGISTRUOTI.csv')) writeRegister(ctx, companies, out);
  if (ctx.wants('JAR_FA_VELUOJANTIS.csv')) ltStatementFiles(ctx, companies, out);
  if (ctx.wants('draudejai.csv')) writeSodra(ctx, companies, out);
  if (ctx.wants('Moketoja_duomenys_pvm_moketojai.csv')) writeVat(ctx, companies, out);
  return out;
}
