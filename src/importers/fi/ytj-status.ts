// Status of a YTJ company. tradeRegisterStatus (code list REK_KDI) is the trade-register state:
// 1 registered → active, 4 ceased → closed; 2/3 (intermediate states whose meaning is not
// confirmed) → unknown. An endDate (lakkaamispäivä) on or before the file's day means closed; one
// the register entered ahead, a later day, closes the company on that day, not from the import
// before it: until then the trade-register state decides, and the coming end is an announced
// `closed` flag from that day (the compliance statement lists it so), which closes it on the day. An entity outside the
// Trade Register (0 unregistered, or no code: a sole trader, an association) is in the Business
// Information System by its business ID alone; the file says it is registered while one of its
// entries in another register is in force (the Tax Administration's basic and prepayment registers, VAT, employer,
// the registers of associations and foundations) → active; with none in force and no endDate the
// file says neither → unknown.
// companySituations lists proceedings: bankruptcy (KONK…) → insolvency, liquidation
// (SELTILA/SELV…) → liquidation, corporate restructuring (SANE…) → reorganisation; each one not
// ended on the file's day (no end date, or one not yet past: the end date is its last day)
// becomes a compliance flag dated from its registration, until its end date, and sets the status
// where it has begun by the file's day; a later day's begin or end moves the status on that day
// (fi.ytj's statusFromFlags, domain/status-from-flags.ts). The top-level
// `status` field (STATUS3) is the business ID's own state, constant "2" for live and dead
// companies alike: not used.
import type { CompanyStatus, ComplianceFlag, FlagRecord } from '../../domain/records.ts';
import { arr, code, date, describe, inForceOn, LANG, text, type Json } from './ytj-values.ts';

type Situation = 'insolvency' | 'liquidation' | 'reorganisation';

function situationOf(type: string): Situation | null {
  const t = type.toUpperCase();
  if (t.startsWith('KONK')) return 'insolvency';
  if (t.startsWith('SEL')) return 'liquidation';
  if (t.startsWith('SANE') || t.startsWith('YRSA') || t.startsWith('YSAN')) return 'reorganisation';
  return null;
}

const SEVERITY: Situation[] = ['insolvency', 'liquidation', 'reorganisation'];
const FLAG: Record<Situation, ComplianceFlag> = { insolvency: 'insolvent', liquidation: 'in_liquidation', reorganisation: 'in_reorganisation' };
const TRADE_REGISTER_WORDS: Record<string, string> = { '0': 'Rekisteröimätön', '1': 'Rekisterissä', '4': 'Lakannut' };
// The v3 API gives a situation as its code alone (no descriptions): the Finnish name of each
// proceeding, as registryStatus words the rest in Finnish, rather than the bare code.
const SITUATION_WORDS: Record<string, string> = { KONK: 'Konkurssi', SELTILA: 'Selvitystila', SANE: 'Yrityssaneeraus' };

/** The register's own word for the trade-register state: the open register-1 entry's Finnish description. */
function tradeRegisterWords(company: Json, trade: string | null): string | null {
  const open = arr(company.registeredEntries)
    .filter((e) => code(e.register) === '1' && date(e.endDate) === null)
    .sort((a, b) => (date(b.registrationDate) ?? '').localeCompare(date(a.registrationDate) ?? ''));
  const current = open.find((e) => code(e.type) === trade) ?? open[0];
  const words = current ? describe(current.descriptions, [LANG.fi, LANG.en, LANG.sv]) : null;
  if (words !== null) return words;
  if (trade === null) return null;
  return TRADE_REGISTER_WORDS[trade] ?? `tradeRegisterStatus ${trade}`;
}

/** The detail of the `closed` flag of an end date entered ahead, before the day. */
const ENDING_AHEAD = "YTJ's end date (lakkaamispäivä), entered ahead of its day";

export interface FiStatus {
  status: CompanyStatus;
  registryStatus: string | null;
  flags: FlagRecord[];
}

const TRADE_REGISTER = '1';

/** Outside the Trade Register, registered while an entry of another register is in force on the file's day. */
function registeredElsewhere(company: Json, asOf: string | null): boolean {
  return arr(company.registeredEntries).some((e) => code(e.register) !== TRADE_REGISTER && code(e.register) !== null && inForceOn(e, asOf));
}

/**
 * Whether the company's end date has come by the file's day. A file of no known day reads any end
 * as come, as it reads a situation's: its status is fixed here for good.
 */
function endDateCome(company: Json, asOf: string | null): boolean {
  const end = date(company.endDate);
  return end !== null && (asOf === null || end <= asOf);
}

/** The end date the register entered ahead of the file's day; null where there is none or it has come. */
function endDateAhead(company: Json, asOf: string | null): string | null {
  const end = date(company.endDate);
  return end !== null && asOf !== null && end > asOf ? end : null;
}

function baseStatus(company: Json, trade: string | null, asOf: string | null): CompanyStatus {
  if (endDateCome(company, asOf) || trade === '4') return 'closed';
  if (trade === '1') return 'active';
  if (trade === null || trade === '0') return registeredElsewhere(company, asOf) ? 'active' : 'unknown';
  return 'unknown';
}

export function companyStatus(company: Json, regcode: string, asOf: string | null): FiStatus {
  const trade = code(company.tradeRegisterStatus);
  const closed = endDateCome(company, asOf) || trade === '4';
  let status: CompanyStatus = baseStatus(company, trade, asOf);
  let registryStatus = tradeRegisterWords(company, trade);
  const flags: FlagRecord[] = [];
  let worst: Situation | null = null;
  for (const s of arr(company.companySituations)) {
    const type = text(s.type);
    // YTJ's end date is the situation's last day, as a register entry's is (and may be entered
    // ahead): one ending on the file's day or later is still open, its end the flag's until. A
    // file of no known day reads any end as over, its status being fixed here for good.
    const end = date(s.endDate);
    if (type === null || (end !== null && (asOf === null || end < asOf))) continue;
    const situation = situationOf(type);
    const since = date(s.registrationDate);
    const words = describe(s.descriptions, [LANG.fi, LANG.en, LANG.sv]) ?? SITUATION_WORDS[type.toUpperCase()] ?? type;
    flags.push({
      country: 'FI', regcode, flag: situation ? FLAG[situation] : 'special_situation',
      detail: words, since, until: end,
    });
    registryStatus = registryStatus === null ? words : `${registryStatus}; ${words}`;
    // One registered to begin on a later day (entered ahead) is a flag from that day and sets the
    // status from then on, as the publish of that day and an answer on it do
    // (domain/status-from-flags.ts), not from the import before it.
    const begun = asOf === null || since === null || since <= asOf;
    if (situation && begun && (worst === null || SEVERITY.indexOf(situation) < SEVERITY.indexOf(worst))) worst = situation;
  }
  if (!closed && worst !== null) status = worst;
  // The end the register entered ahead: announced until its day (services/compliance.ts), in force
  // from it, when it closes the company (Lakannut) without a new import: fi.ytj's forward-only rule
  // of domain/status-from-flags.ts, which every answer and the publish of that day apply.
  const ahead = closed ? null : endDateAhead(company, asOf);
  if (ahead !== null) flags.push({ country: 'FI', regcode, flag: 'closed', detail: ENDING_AHEAD, since: ahead, until: null });
  return { status, registryStatus, flags };
}
