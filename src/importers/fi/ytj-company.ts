// One PRH YTJ v3 company object (an element of the all_companies array or of a /companies page)
// → the company, its other names, its website, its main line of business, its VAT registration
// and the flags of open proceedings.
import { isValidFinnishBusinessId } from '../../domain/regcode.ts';
import type { CompanyNameRecord, TaxRegister } from '../../domain/records.ts';
import type { Emitted, MapContext, MapResult, Row } from '../source.ts';
import { companyAddress } from './ytj-address.ts';
import { companyStatus } from './ytj-status.ts';
import { checkYtjDates } from './ytj-dates.ts';
import { arr, code, date, describe, inForceOn, LANG, obj, text, type Json } from './ytj-values.ts';
import { websiteLink } from '../../domain/website-link.ts';

const byNewest = (a: Json, b: Json) => (date(b.registrationDate) ?? '').localeCompare(date(a.registrationDate) ?? '');
/** The current entry of a list YTJ versions (version 1), then the newest. */
const currentFirst = (a: Json, b: Json) => (code(a.version) === '1' ? -1 : 0) - (code(b.version) === '1' ? -1 : 0) || byNewest(a, b);

/** The current main name: type 1 without an end date (version 1 first); a ceased company keeps its last one. */
function mainName(names: Json[]): Json | undefined {
  const main = names.filter((n) => code(n.type) === '1' && text(n.name) !== null);
  const open = main.filter((n) => date(n.endDate) === null).sort(currentFirst);
  return open[0] ?? [...main].sort(byNewest)[0] ?? names.find((n) => text(n.name) !== null);
}

const NAME_KIND: Record<string, CompanyNameRecord['kind']> = { '1': 'former', '2': 'parallel', '3': 'auxiliary' };

function otherNames(names: Json[], current: Json | undefined, regcode: string): Emitted[] {
  const out: Emitted[] = [];
  for (const n of names) {
    if (n === current) continue;
    const name = text(n.name);
    const kind = NAME_KIND[code(n.type) ?? ''];
    if (name === null || kind === undefined) continue;
    // A type-1 name with no end date besides the current one is not a former name: skip it.
    if (kind === 'former' && date(n.endDate) === null) continue;
    out.push({
      kind: 'companyName',
      record: { country: 'FI', regcode, name, kind, validFrom: date(n.registrationDate), validTo: date(n.endDate) },
    });
  }
  return out;
}

/**
 * Legal form: the YRMU code and its Finnish name (the register's own wording; English as fallback).
 * The form without an end date (version 1 first); where every form has one (a company that ceased
 * ends its form too), the last it had, as a ceased company keeps its last main name.
 */
function legalForm(forms: Json[]): { code: string | null; name: string | null } {
  const current = forms.filter((f) => date(f.endDate) === null).sort(currentFirst)[0] ?? [...forms].sort(currentFirst)[0];
  if (!current) return { code: null, name: null };
  return { code: code(current.type), name: describe(current.descriptions, [LANG.fi, LANG.en, LANG.sv]) };
}

// typeCodeSet names the Statistics Finland classification of the code: TOIMI3 = TOL 2008; the
// register is moving to TOIMI4 = TOL 2025 (entries dated 2026-01-01 onwards).
const CLASSIFICATIONS: Record<string, string> = { TOIMI3: 'TOL 2008', TOIMI4: 'TOL 2025' };

function mainActivity(line: Json | null, regcode: string): Emitted | null {
  const activity = line ? code(line.type) : null;
  if (line === null || activity === null) return null;
  const set = text(line.typeCodeSet);
  return {
    kind: 'activity',
    record: {
      country: 'FI', regcode, code: activity,
      description: describe(line.descriptions, [LANG.en, LANG.fi, LANG.sv]),
      classification: set === null ? 'TOL 2008' : CLASSIFICATIONS[set.toUpperCase()] ?? set,
      isMain: true, validFrom: date(line.registrationDate),
    },
  };
}

/**
 * The last day of an earlier registration where every entry in force begins after the file's day:
 * a payer struck off and entered again from a day ahead is not registered until then, and was
 * struck off on that earlier end, which the services read as LV's and LT's rows give it (a
 * deregistration before the registration, domain/vat-in-force.ts): deregistered since the day
 * after it, registered again from the later day. Null otherwise (an open-ended entry in force).
 */
function endBeforeRegisteringAgain(inForce: Json[], ends: string[], firstStart: string | undefined, asOf: string | null): string | null {
  if (asOf === null || firstStart === undefined) return null;
  if (!inForce.every((e) => (date(e.registrationDate) ?? '') > asOf)) return null;
  return ends.filter((end) => end < firstStart).pop() ?? null;
}

/**
 * Register 6 is the VAT register: an entry is in force while it has no end date or its end date,
 * the last day VAT-registered, is not yet past on the file's day (the Tax Administration enters a
 * deregistration in advance). One in force means VAT-registered; the latest end date is served as
 * deregisteredOn, as the register writes it, and the answer turns `registered` false the day after.
 */
function vatRegistration(entries: Json[], regcode: string, asOf: string | null): Emitted | null {
  const vat = entries.filter((e) => code(e.register) === '6');
  if (vat.length === 0) return null;
  const inForce = vat.filter((e) => inForceOn(e, asOf));
  const openEnded = vat.some((e) => date(e.endDate) === null);
  const starts = (inForce.length > 0 ? inForce : vat).map((e) => date(e.registrationDate)).filter((d): d is string => d !== null).sort();
  const ends = vat.map((e) => date(e.endDate)).filter((d): d is string => d !== null).sort();
  return {
    kind: 'vat',
    record: {
      country: 'FI', regcode, vatNumber: `FI${regcode.replace('-', '')}`, active: inForce.length > 0,
      registeredOn: starts[0] ?? null,
      deregisteredOn: openEnded ? endBeforeRegisteringAgain(inForce, ends, starts[0], asOf) : ends[ends.length - 1] ?? null,
    },
  };
}

// YTJ's register codes (the REK code list) of the tax registers served beside VAT.
const TAX_REGISTER_CODES: ReadonlyArray<[string, TaxRegister]> = [['5', 'prepayment'], ['7', 'employer']];

/**
 * The prepayment register (5) and the employer register (7), read as VAT is: registered while an
 * entry is in force on the file's day (no end date, or one not yet past: YTJ's end date is the
 * last day in the register); since the first day of the entries in force (else of all); until the
 * latest end date where no entry is open-ended, or, where every entry in force begins after the
 * file's day (a business struck off and entered again from a day ahead), the end of the earlier
 * one: out of the register since the day after it, in again from the later day, as VAT reads it.
 * A register the company has no entry of gives no row.
 */
function taxRegisters(entries: Json[], regcode: string, asOf: string | null): Emitted[] {
  const out: Emitted[] = [];
  for (const [registerCode, register] of TAX_REGISTER_CODES) {
    const of = entries.filter((e) => code(e.register) === registerCode);
    if (of.length === 0) continue;
    const inForce = of.filter((e) => inForceOn(e, asOf));
    const openEnded = of.some((e) => date(e.endDate) === null);
    const starts = (inForce.length > 0 ? inForce : of).map((e) => date(e.registrationDate)).filter((d): d is string => d !== null).sort();
    const ends = of.map((e) => date(e.endDate)).filter((d): d is string => d !== null).sort();
    out.push({
      kind: 'taxRegister',
      record: {
        country: 'FI', regcode, register, registered: inForce.length > 0,
        since: starts[0] ?? null,
        until: openEnded ? endBeforeRegisteringAgain(inForce, ends, starts[0], asOf) : ends[ends.length - 1] ?? null,
      },
    });
  }
  return out;
}

/**
 * The website (`website.url`) as a contact row, as ee.general gives an Estonian one: kept as YTJ
 * writes it (www.nokia.com), the link made when it is read; a value that is no web address
 * (domain/website-link.ts) is not kept, as it would never be served.
 */
function website(row: Row, regcode: string): Emitted | null {
  const value = text(obj(row.website)?.url);
  if (value === null || websiteLink(value) === null) return null;
  return { kind: 'contact', record: { country: 'FI', regcode, kind: 'website', value } };
}

export function mapYtjCompany(row: Row, ctx: MapContext): MapResult {
  const id = text(obj(row.businessId)?.value ?? row.businessId);
  if (id === null) return { reject: 'missing businessId' };
  if (!/^\d{7}-\d$/.test(id)) return { reject: `malformed business ID "${id}"` };
  if (!isValidFinnishBusinessId(id)) return { reject: `invalid check digit in business ID "${id}"` };
  const badDate = checkYtjDates(row, ctx);
  if (badDate) return badDate;
  const names = arr(row.names);
  const current = mainName(names);
  const name = current ? text(current.name) : null;
  if (name === null) return { reject: `no name for business ID "${id}"` };
  const form = legalForm(arr(row.companyForms));
  const status = companyStatus(row, id, ctx.asOf);
  const address = companyAddress(row.addresses);
  const out: Emitted[] = [{
    kind: 'company',
    record: {
      country: 'FI', regcode: id, name,
      legalFormCode: form.code, legalFormName: form.name,
      status: status.status, registryStatus: status.registryStatus,
      registeredOn: date(row.registrationDate) ?? date(obj(row.businessId)?.registrationDate),
      closedOn: date(row.endDate),
      address: address.line, addressStreet: address.street, addressCity: address.city,
      addressPostcode: address.postcode, addressRegionCode: address.regionCode, addressCountry: address.country,
    },
  }];
  out.push(...otherNames(names, current, id));
  const site = website(row, id);
  if (site) out.push(site);
  const activity = mainActivity(obj(row.mainBusinessLine), id);
  if (activity) out.push(activity);
  const vat = vatRegistration(arr(row.registeredEntries), id, ctx.asOf);
  if (vat) out.push(vat);
  out.push(...taxRegisters(arr(row.registeredEntries), id, ctx.asOf));
  for (const flag of status.flags) out.push({ kind: 'flag', record: flag });
  return out;
}
