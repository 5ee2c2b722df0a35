// Reads of one company and its own rows: the register row, other names, VAT registrations, tax
// ratings and activity codes. Every statement is keyed by an index (see
// test/store/explain-query-plan.test.ts) and bounded.
import type { DatabaseSync } from 'node:sqlite';
import { allArrays, allRows, oneRow } from './statement-cache.ts';
import { companyVatInForceOn, type CompanyClosure, type VatDates } from '../domain/vat-in-force.ts';
import type { ReorganizedRow } from './company-facts-read.ts';

export interface CompanyRow {
  country: string; regcode: string; name: string; name_key: string;
  legal_form_code: string | null; legal_form_name: string | null;
  status: string; registry_status: string | null;
  registered_on: string | null; closed_on: string | null;
  address: string | null; source: string; as_of: string | null;
  address_street: string | null; address_postcode: string | null; address_city: string | null;
  /** Null for an address in the company's own country (migration 014). */
  address_country: string | null;
}

export interface AddressPartsRow extends CompanyClosure {
  country: string; regcode: string;
  address: string | null; address_street: string | null; address_postcode: string | null; address_city: string | null;
  address_country: string | null;
}

export interface CompanyKey { country: string; regcode: string }
export interface NameRow { name: string; kind: string; valid_from: string | null; valid_to: string | null; source: string }
export interface VatRow { vat_number: string; active: number; registered_on: string | null; deregistered_on: string | null; source: string }
export interface TaxRatingRow { rating: string; explanation: string | null; rated_on: string | null; source: string; as_of: string | null }
export interface ActivityRow { code: string; description: string | null; classification: string; is_main: number; source: string }

// The columns of a register row, in the order companyRow reads them.
const COMPANY_COLUMNS = `c.country, c.regcode, c.name, c.name_key, c.legal_form_code, c.legal_form_name, c.status,
  c.registry_status, c.registered_on, c.closed_on, c.address, c.source, c.as_of,
  c.address_street, c.address_postcode, c.address_city, c.address_country`;

/** A register row from its values in the order of COMPANY_COLUMNS (read as arrays: statement-cache.ts, allArrays). */
function companyRow(v: unknown[]): CompanyRow {
  return {
    country: v[0], regcode: v[1], name: v[2], name_key: v[3], legal_form_code: v[4], legal_form_name: v[5], status: v[6],
    registry_status: v[7], registered_on: v[8], closed_on: v[9], address: v[10], source: v[11], as_of: v[12],
    address_street: v[13], address_postcode: v[14], address_city: v[15], address_country: v[16],
  } as CompanyRow;
}

export const SQL = {
  byKey: `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.country = ? AND c.regcode = ? LIMIT 1`,
  // A regcode may exist in several countries (EE and LT both issue 8-digit codes).
  keysByRegcode: 'SELECT country, regcode FROM companies WHERE regcode = ? ORDER BY country LIMIT 8',
  byRegcode: `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.regcode = ? ORDER BY c.country LIMIT 8`,
  keysByVatNumber: 'SELECT DISTINCT country, regcode FROM vat_registrations WHERE vat_number = ? ORDER BY country, regcode LIMIT 8',
  // A bounded batch of companies by key, the keys given as a JSON array of [country, regcode].
  byKeys: `SELECT ${COMPANY_COLUMNS} FROM json_each(?) j
    JOIN companies c ON c.country = json_extract(j.value, '$[0]') AND c.regcode = json_extract(j.value, '$[1]') LIMIT 2000`,
  // The address parts of a bounded batch of companies (autofill's page of results), with the
  // closure its VAT numbers are read against (activeVatNumbers): each company's row is read once.
  addressPartsByKeys: `SELECT c.country, c.regcode, c.address, c.address_street, c.address_postcode, c.address_city, c.address_country,
      c.status, c.closed_on FROM json_each(?) j
    JOIN companies c ON c.country = json_extract(j.value, '$[0]') AND c.regcode = json_extract(j.value, '$[1]') LIMIT 2000`,
  // The current and every other name of a bounded batch of companies (the keys as in byKeys, given twice).
  namesByKeys: `SELECT c.country, c.regcode, c.name FROM json_each(?) j
      JOIN companies c ON c.country = json_extract(j.value, '$[0]') AND c.regcode = json_extract(j.value, '$[1]')
    UNION ALL SELECT n.country, n.regcode, n.name FROM json_each(?) j
      JOIN company_names n ON n.country = json_extract(j.value, '$[0]') AND n.regcode = json_extract(j.value, '$[1]')
    LIMIT 2000`,
  // The companies' closures come from their address parts' rows: a seek of the companies' table
  // costs about what the VAT read does (8 µs a row on the national store, its pages in the OS's cache).
  activeVatNumbers: `SELECT v.country, v.regcode, v.vat_number, v.active, v.registered_on, v.deregistered_on FROM json_each(?) j
    JOIN vat_registrations v ON v.country = json_extract(j.value, '$[0]') AND v.regcode = json_extract(j.value, '$[1]')
    WHERE v.active = 1 ORDER BY v.registered_on DESC NULLS LAST, v.vat_number LIMIT 2000`,
  // The final entities of a bounded batch of companies' reorganisations (autofill's closed LV
  // companies), through the table's primary key, each with the name and status the store holds
  // (none where it holds no company of that number), in the order the details list them.
  successorsByKeys: `SELECT r.country, r.source_regcode AS regcode, r.final_regcode, c.name, c.status, r.source FROM json_each(?) j
      JOIN reorganizations r ON r.country = json_extract(j.value, '$[0]') AND r.source_regcode = json_extract(j.value, '$[1]')
      LEFT JOIN companies c ON c.country = r.country AND c.regcode = r.final_regcode
    ORDER BY r.final_regcode, r.source LIMIT 2000`,
  countryHasVat: 'SELECT 1 AS found FROM vat_registrations WHERE country = ? LIMIT 1',
  sourceHasVat: 'SELECT 1 AS found FROM vat_registrations WHERE source = ? AND country = ? LIMIT 1',
  classifierDescription: `SELECT description FROM classifier_codes
    WHERE classification = ? AND code = ? ORDER BY (lang = 'en') DESC, lang LIMIT 1`,
} as const;

export function companyByKey(db: DatabaseSync, country: string, regcode: string): CompanyRow | undefined {
  return allArrays(db, SQL.byKey, companyRow, country, regcode)[0];
}

export function companyKeysByRegcode(db: DatabaseSync, regcode: string): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByRegcode, regcode);
}

/** The companies of a registration number in any country (a few at most), by country. */
export function companiesByRegcode(db: DatabaseSync, regcode: string): CompanyRow[] {
  return allArrays(db, SQL.byRegcode, companyRow, regcode);
}

export function companyKeysByVatNumber(db: DatabaseSync, vatNumber: string): CompanyKey[] {
  return allRows<CompanyKey>(db, SQL.keysByVatNumber, vatNumber);
}

/** Keys as the batch statements take them: a JSON array of [country, regcode]. */
const keysJson = (keys: CompanyKey[]) => JSON.stringify(keys.map((k) => [k.country, k.regcode]));

/**
 * Companies of the given keys (in no particular order; missing keys are left out). Read as arrays:
 * an object row costs node:sqlite a dictionary object with its 17 names made anew, and the person
 * check reads the rows of every company listed (bench/README.md).
 */
export function companiesByKeys(db: DatabaseSync, keys: CompanyKey[]): CompanyRow[] {
  if (keys.length === 0) return [];
  return allArrays(db, SQL.byKeys, companyRow, keysJson(keys));
}

/** An address parts row from its values in the order of SQL.addressPartsByKeys (read as arrays). */
function addressPartsRow(v: unknown[]): AddressPartsRow {
  return {
    country: v[0], regcode: v[1], address: v[2], address_street: v[3], address_postcode: v[4], address_city: v[5], address_country: v[6],
    status: v[7], closed_on: v[8],
  } as AddressPartsRow;
}

/** The address and its parts of each given company, and its closure, keyed `country:regcode` (missing keys are left out). */
export function addressPartsByKeys(db: DatabaseSync, keys: CompanyKey[]): Map<string, AddressPartsRow> {
  const out = new Map<string, AddressPartsRow>();
  if (keys.length === 0) return out;
  for (const row of allArrays(db, SQL.addressPartsByKeys, addressPartsRow, keysJson(keys))) out.set(`${row.country}:${row.regcode}`, row);
  return out;
}

/** The current and other names of the given companies, one row per name. */
export function companyNamesByKeys(db: DatabaseSync, keys: CompanyKey[]): Array<CompanyKey & { name: string }> {
  if (keys.length === 0) return [];
  const json = keysJson(keys);
  return allRows<CompanyKey & { name: string }>(db, SQL.namesByKeys, json, json);
}

/**
 * The VAT number of each given company registered on `today` (the registers' day), keyed
 * `country:regcode`: its file's active registration, unless its deregistration day has come since
 * or its register has closed the company (domain/vat-in-force.ts). `companies` holds each
 * company's closure, read in the same snapshot (addressPartsByKeys); a company not in it has none.
 */
export function activeVatNumbers(db: DatabaseSync, keys: CompanyKey[], today: string,
  companies: ReadonlyMap<string, CompanyClosure>): Map<string, string> {
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const rows = allRows<CompanyKey & VatDates & { vat_number: string }>(db, SQL.activeVatNumbers, keysJson(keys));
  for (const r of rows) {
    const key = `${r.country}:${r.regcode}`;
    const company = companies.get(key);
    if (company !== undefined && !out.has(key) && companyVatInForceOn(r, company, today, r.country)) out.set(key, r.vat_number);
  }
  return out;
}

/**
 * The final entities of each given company's reorganisations (LV reorganizations.csv), keyed
 * `country:regcode`, as the details read them (store/company-facts-read.ts): a company UR names
 * in none is not in the map.
 */
export function successorsByKeys(db: DatabaseSync, keys: CompanyKey[]): Map<string, ReorganizedRow[]> {
  const out = new Map<string, ReorganizedRow[]>();
  if (keys.length === 0) return out;
  type Row = CompanyKey & { final_regcode: string; name: string | null; status: string | null; source: string };
  for (const r of allRows<Row>(db, SQL.successorsByKeys, keysJson(keys))) {
    const key = `${r.country}:${r.regcode}`;
    const list = out.get(key) ?? [];
    list.push({ regcode: r.final_regcode, name: r.name, status: r.status, source: r.source });
    out.set(key, list);
  }
  return out;
}

export function countryHasVatData(db: DatabaseSync, country: string): boolean {
  return oneRow(db, SQL.countryHasVat, country) !== undefined;
}

/** Which of the sources named published VAT registrations of the country (one probe each, by the source index). */
export function vatSourcesAmong(db: DatabaseSync, sources: string[], country: string): string[] {
  return sources.filter((source) => oneRow(db, SQL.sourceHasVat, source, country) !== undefined);
}

/**
 * The description of a code in its classifier, English first. Registers write NACE codes with and
 * without the dot (`35.22`, `3522`), so both spellings are tried.
 */
export function classifierDescription(db: DatabaseSync, classification: string, code: string): string | null {
  const variants = new Set([code, code.replace(/\./g, '')]);
  const digits = code.replace(/\./g, '');
  if (/^\d{3,}$/.test(digits)) variants.add(`${digits.slice(0, 2)}.${digits.slice(2)}`);
  for (const v of variants) {
    const row = oneRow<{ description: string }>(db, SQL.classifierDescription, classification, v);
    if (row) return row.description;
  }
  return null;
}
