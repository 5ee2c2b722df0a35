// UR's company files: register.csv (`;`, UTF-8 with BOM, the name split around its quotes, `closed`
// a single space for a live company, SEPA creditor ids), register_name_history.csv, and the risk
// files that carry what register.csv does not: liquidations, insolvency proceedings, suspensions,
// securing measures.
import type { DemoCompany } from '../model.ts';
import { statusIn } from '../model.ts';
import { addDays, laterDay } from '../calendar.ts';
import { CsvSink, quoted } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { NOTABLE } from '../notable.ts';
import { stableDigits, stableFraction, urStamp } from './stable.ts';
import { LV_MALE_FIRST, LV_SURNAMES } from '../names/lv.ts';

/** The administrator a court appoints, a name as the insolvency register writes one (stable per company). */
function administratorOf(regcode: string): string {
  const first = LV_MALE_FIRST[Math.floor(stableFraction(regcode + 'admf') * LV_MALE_FIRST.length)];
  const surname = LV_SURNAMES[Math.floor(stableFraction(regcode + 'adms') * LV_SURNAMES.length)]![0];
  return `${first} ${surname}`;
}

const TYPE_TEXT: Record<string, string> = {
  SIA: 'Sabiedrība ar ierobežotu atbildību', AS: 'Akciju sabiedrība', IK: 'Individuālais komersants', BDR: 'Biedrība',
  PS: 'Pilnsabiedrība',
};

/** SEPA creditor identifier `LVnnZZZ<regcode>`: ISO 7064 mod 97-10 over the regcode and `LV00`. */
export function sepaCreditorId(regcode: string): string {
  const digits = (regcode + 'LV00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let r = 0;
  for (const ch of digits) r = (r * 10 + Number(ch)) % 97;
  return `LV${String(98 - r).padStart(2, '0')}ZZZ${regcode}`;
}

/** `SIA "Rīgas Koks"` → [`SIA`, `Rīgas Koks`, ``]: UR's name_before/in/after_quotes. */
export function nameParts(name: string): [string, string, string] {
  const first = name.indexOf('"');
  const last = name.lastIndexOf('"');
  if (first < 0 || last <= first) return ['', name, ''];
  return [name.slice(0, first).trim(), name.slice(first + 1, last), name.slice(last + 1).trim()];
}

/** `Rīga, Brīvības iela 12 - 5`; a rural one from its municipality down: `Madonas nov., Ērgļu pag., "Kalnieši"`. */
export function lvAddressLine(c: DemoCompany): string {
  const a = c.address;
  const street = `${a.street} ${a.house}`.trim() + (a.flat ? ' - ' + a.flat : '');
  return [...(a.units ?? []), a.city, street].filter((part) => part !== '').join(', ');
}

/**
 * The demo's reorganisations: the notable SIA closed as reorganised (NOTABLE.reorganised) merged
 * into the ordinary company of NOTABLE, and a company of an old 9-digit code (its leading zero
 * kept, no row of register.csv) merged into it too. A notable record, not the first closed SIA
 * drawn: the random companies move with the build day, and the README names this one.
 */
export const OLD_CODE_MERGED = '010312345';
export function mergedIntoOrdinary(ctx: WriteContext, companies: DemoCompany[]): DemoCompany | undefined {
  return companies.find((c) => c.regcode === NOTABLE.reorganised.regcode && statusIn(c, ctx.snapshot) === 'closed');
}

function writeReorganizations(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'reorganizations.csv', ['id', 'source_entity_regcode', 'final_entity_regcode'], ';');
  const final = NOTABLE.companies.LV.regcode;
  const merged = mergedIntoOrdinary(ctx, companies);
  if (merged) sink.row([91_001, merged.regcode, final]);
  sink.row([91_002, OLD_CODE_MERGED, final]);
  out.push(sink.close(ctx.instant));
}

function writeRegister(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'register.csv', ['regcode', 'sepa', 'name', 'name_before_quotes', 'name_in_quotes',
    'name_after_quotes', 'without_quotes', 'regtype', 'regtype_text', 'type', 'type_text', 'registered', 'terminated', 'closed',
    'address', 'index', 'addressid', 'region', 'city', 'atvk', 'reregistration_term'], ';', { bom: true });
  const merged = mergedIntoOrdinary(ctx, companies);
  for (const c of companies) {
    const [before, inQuotes, after] = nameParts(c.name);
    const closed = statusIn(c, ctx.snapshot) === 'closed';
    // UR closes a company merged into another as reorganised (R), not liquidated (L).
    const closedAs = c === merged ? 'R' : 'L';
    const commercial = c.legalForm !== 'BDR';
    // UR quotes an empty name part (`""`) but not a filled one, as in its published rows.
    const part = (s: string) => (s === '' ? quoted('') : s);
    sink.row([c.regcode, sepaCreditorId(c.regcode), c.name, part(before), inQuotes, part(after), 0,
      commercial ? 'K' : 'B', commercial ? 'Komercreģistrs' : 'Biedrību un nodibinājumu reģistrs', c.legalForm, TYPE_TEXT[c.legalForm],
      c.registeredOn, closed ? c.closedOn : '', closed ? closedAs : ' ', lvAddressLine(c), c.address.postcode,
      stableDigits(c.regcode + 'addr', 9), 0, '1000' + stableDigits(c.address.city, 5), part(c.address.regionCode ?? ''), '']);
  }
  out.push(sink.close(ctx.instant));
}

function writeNameHistory(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'register_name_history.csv', ['id', 'regcode', 'name', 'date_from', 'date_to'], ';');
  let id = 510_001;
  for (const c of companies) {
    if (c.formerName) sink.row([id++, c.regcode, c.formerName.name, c.formerName.validFrom, c.formerName.validTo]);
  }
  out.push(sink.close(ctx.instant));
}

/** Liquidations and insolvency proceedings: open for companies in them, ended for some closed ones. */
function writeRiskFiles(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const liquidations = new CsvSink(ctx.dir, 'liquidations.csv', ['id', 'legal_entity_registration_number', 'liquidation_type',
    'liquidation_type_text', 'grounds_for_liquidation', 'date_from', 'date_to', 'registered_on', 'last_modified_at'], ';');
  const insolvency = new CsvSink(ctx.dir, 'insolvency_legal_person_proceeding.csv', ['id', 'proceeding_id', 'debtor_registration_number',
    'debtor_name', 'debtor_type', 'proceeding_started_on', 'proceeding_ended_on', 'proceeding_form', 'proceeding_type',
    'proceeding_resolution_name', 'court_name', 'court_case_number', 'entry_created_on', 'creditor_applications_deadline_date',
    'insolvency_administrator'], ';');
  const suspensions = new CsvSink(ctx.dir, 'suspensions_prohibitions.csv', ['id', 'legal_entity_registration_number', 'suspension_code',
    'suspension_code_text', 'ground_for', 'date_from', 'date_to', 'registered_on', 'last_modified_at'], ';');
  let id = 70_001;
  for (const c of companies) {
    const status = statusIn(c, ctx.snapshot);
    const since = c.statusSince;
    if (status === 'liquidation' && since) {
      liquidations.row([id++, c.regcode, 'VOLUNTARY', 'Brīvprātīga likvidācija', 'Dalībnieku sapulces lēmums', since, '', since, urStamp(since, c.regcode)]);
    }
    if (status === 'closed' && c.closedOn) {
      // A voluntary liquidation runs a few months before the entity is struck off.
      const from = laterDay(c.registeredOn, addDays(c.closedOn, -60 - Math.floor(stableFraction(c.regcode + 'ld') * 120)));
      if (stableFraction(c.regcode + 'liq') < 0.6) {
        liquidations.row([id++, c.regcode, 'VOLUNTARY', 'Brīvprātīga likvidācija', 'Dalībnieku sapulces lēmums', from, c.closedOn, from, urStamp(c.closedOn, c.regcode)]);
      }
    }
    if (status === 'insolvency' && since) {
      insolvency.row([id++, `${since.slice(0, 4)}-${stableDigits(c.regcode + 'ip', 5)}`, c.regcode, c.name, 'LEGAL_PERSON', since, '',
        'Juridiskās personas maksātnespējas process', 'Maksātnespējas process', '', 'Rīgas pilsētas tiesa',
        `C${stableDigits(c.regcode + 'case', 8)}`, since, addDays(since, 30), administratorOf(c.regcode)]);
    }
    if (status === 'active' && c.registeredOn < addDays(ctx.day, -400) && stableFraction(c.regcode + 'susp') < 0.01) {
      const from = addDays(ctx.day, -30 - Math.floor(stableFraction(c.regcode + 'sday') * 300));
      suspensions.row([id++, c.regcode, 'PROHIBITION', 'Aizliegums reģistrēt izmaiņas', 'Tiesu izpildītāja lēmums', from, '', from, urStamp(from, c.regcode)]);
    }
  }
  out.push(liquidations.close(ctx.instant), insolvency.close(ctx.instant), suspensions.close(ctx.instant));
}

/** Securing measures: a bailiff's or the tax office's seizure for about one live company in a hundred, a few lifted since. */
function writeSecuringMeasures(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'securing_measures.csv', ['id', 'legal_entity_registration_number', 'securing_measure_type_text',
    'institution_name', 'case_number', 'date_from', 'date_to', 'registered_on', 'last_modified_at'], ';');
  // Not a company the README's examples show (NOTABLE names each): their flags are the examples'.
  const notable = JSON.stringify(NOTABLE);
  let id = 93_001;
  for (const c of companies) {
    if (notable.includes(`"${c.regcode}"`) || statusIn(c, ctx.snapshot) !== 'active' || c.registeredOn >= addDays(ctx.day, -400) || stableFraction(c.regcode + 'secm') >= 0.01) continue;
    const from = addDays(ctx.day, -20 - Math.floor(stableFraction(c.regcode + 'secmday') * 600));
    const byBailiff = stableFraction(c.regcode + 'secmby') < 0.6;
    const lifted = stableFraction(c.regcode + 'secmend') < 0.2 ? addDays(from, 90) : '';
    sink.row([id++, c.regcode, byBailiff ? 'Aresta uzlikšana kustamai mantai' : 'Aizliegums atsavināt mantu',
      byBailiff ? `Zvērināta tiesu izpildītāja ${stableDigits(c.regcode + 'secmb', 3)}` : 'Valsts ieņēmumu dienests',
      `${stableDigits(c.regcode + 'secmc', 5)}/${from.slice(0, 4)}`, from, lifted && lifted <= ctx.day ? lifted : '', from, urStamp(from, c.regcode)]);
  }
  out.push(sink.close(ctx.instant));
}

export function writeLvRegister(ctx: WriteContext, companies: DemoCompany[], out: Written): void {
  if (ctx.wants('register.csv')) writeRegister(ctx, companies, out);
  if (ctx.wants('register_name_history.csv')) writeNameHistory(ctx, companies, out);
  if (ctx.wants('reorganizations.csv')) writeReorganizations(ctx, companies, out);
  if (ctx.wants('securing_measures.csv')) writeSecuringMeasures(ctx, companies, out);
  if (ctx.wants('liquidations.csv') || ctx.wants('insolvency_legal_person_proceeding.csv')) writeRiskFiles(ctx, companies, out);
}
