// Small conversions from stored values to the public view values (API.md conventions).
import type { Country } from '../domain/country.ts';
import { COMPANY_STATUSES, type CompanyStatus } from '../domain/records.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { ltFullForm } from '../domain/lt-legal-forms.ts';
import { fiShortForm } from '../domain/fi-legal-forms.ts';
import { legalFormInEnglish } from '../domain/legal-form-english.ts';
import type { AddressPartsView, CompanySummary } from './views.ts';

/** `YYYY-MM-DD` from a stored date or instant; null for anything else (a partial date included). */
export function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value);
  return m ? m[1]! : null;
}

/** RFC 3339 in UTC without fractions (`2026-11-22T08:15:00Z`); a bare date is its midnight. */
export function isoInstant(value: string): string | null {
  const ms = instantMillis(value);
  return ms === null ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function instantMillis(value: string): number | null {
  const s = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  // An instant written without a zone is UTC (the pipeline writes UTC only).
  const zoned = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s) ? `${s}Z` : s;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : ms;
}

export function companyStatus(value: string): CompanyStatus {
  return (COMPANY_STATUSES as readonly string[]).includes(value) ? (value as CompanyStatus) : 'unknown';
}

/**
 * The abbreviation Latvians write for a UR type (SIA "Koks", IK, AS); any other (BDR, an
 * association) is served by its name (Biedrība). Some types' codes are not what is written: UR
 * types a farm ZEM (Zemnieku saimniecība), written ZS "Kalnieši"; a fishing farm ZVJ, written ZvS;
 * an individual enterprise IND (Individuālais uzņēmums), written IU.
 */
const LV_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['SIA', 'SIA'], ['AS', 'AS'], ['IK', 'IK'], ['KS', 'KS'], ['PS', 'PS'], ['ZS', 'ZS'], ['SE', 'SE'],
  ['ZEM', 'ZS'], ['ZVJ', 'ZvS'], ['IND', 'IU'],
]);

/**
 * The short legal form a reader recognises: the register's code when it is a word (`SIA`, `OÜ`),
 * else the name the store keeps (LT codes are numbers, and the LT store keeps the abbreviation:
 * `310` → `UAB`); FI keeps the register's full name, served as its abbreviation where Finns use
 * one (`16` Osakeyhtiö → `Oy`), the name itself where they use none.
 */
export function legalForm(country: string, code: string | null, name: string | null): string | null {
  // UR's type is a code of its own (BDR for a biedrība); only some are what Latvians write.
  if (country === 'LV' && code) return LV_ABBREVIATIONS.get(code) ?? name ?? code;
  if (code && /\p{L}/u.test(code)) return code;
  if (country === 'FI') return fiShortForm(code, name) ?? name ?? code ?? null;
  return name ?? code ?? null;
}

/**
 * The register's full name of the legal form (`Sabiedrība ar ierobežotu atbildību`, `Osaühing`,
 * `Osakeyhtiö`), as the LV, EE and FI importers keep it. The LT importer keeps JAR's short name
 * (`UAB`, which legalForm serves): its full name is the one JAR writes (`Uždaroji akcinė bendrovė`).
 */
export function legalFormFullName(country: string, name: string | null): string | null {
  return country === 'LT' ? ltFullForm(name) : name;
}

/** Whole currency units (API.md: amounts after scaling, no fractions). */
export function wholeAmount(value: number | null): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);
}

/** The summary of a register row or a search hit (both carry these columns). */
export function companySummary(row: Pick<CompanyRow, 'regcode' | 'country' | 'name' | 'address' | 'status' | 'legal_form_code' | 'legal_form_name' | 'registered_on'>): CompanySummary {
  return {
    regcode: row.regcode,
    country: row.country as Country,
    name: row.name,
    address: row.address,
    status: companyStatus(row.status),
    legalForm: legalForm(row.country, row.legal_form_code, row.legal_form_name),
    legalFormEnglish: legalFormInEnglish(row.country, row.legal_form_code, row.legal_form_name),
    registeredOn: isoDate(row.registered_on),
  };
}

/**
 * The address in the parts a form fills (street, postcode, city), as the importer split the
 * register's fields: a form that cut the one-line address at its commas put the Estonian county
 * (Harju maakond) in the city field and the Finnish postcode and town in one field.
 */
export function addressParts(
  row: Pick<CompanyRow, 'country' | 'address' | 'address_street' | 'address_postcode' | 'address_city' | 'address_country'>,
): AddressPartsView | null {
  if (row.address === null && row.address_street === null && row.address_postcode === null && row.address_city === null) return null;
  // The form's country field too: the company's country, but for an address the register places
  // abroad (a Finnish company at a Stockholm address), which that field would otherwise send to Finland.
  return { street: row.address_street, postcode: row.address_postcode, city: row.address_city, country: row.address_country ?? row.country };
}
