// Reading the cells of Registrų centras, Sodra and VMI files: every value arrives as text, codes
// stay text, empty cells are null, and numbers may use a decimal comma (Sodra) or a point (RC).
import type { Row } from '../source.ts';
import { cityAndStreet, isLithuanianAdminUnit } from '../address-settlement.ts';
import { ltCityOfMunicipality, ltTownName } from './town-names.ts';

/** The trimmed text of a column, or null when the column is absent or blank. */
export function cell(row: Row, column: string): string | null {
  const v = row[column];
  if (v == null) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** The first of several spellings of a column that the row has a value for. */
export function firstCell(row: Row, columns: readonly string[]): string | null {
  for (const c of columns) {
    const v = cell(row, c);
    if (v !== null) return v;
  }
  return null;
}

/** True when the row has any of these columns at all (blank or not). */
export function hasAnyColumn(row: Row, columns: readonly string[]): boolean {
  return columns.some((c) => c in row);
}

/**
 * A juridinio asmens kodas: 9 digits today, 7–8 for some old entities. Returned as written
 * (text, leading zeros kept) or null when it cannot be one.
 */
export function ltRegcode(raw: string | null): string | null {
  if (raw === null) return null;
  return /^\d{7,9}$/.test(raw) ? raw : null;
}

export type ParsedAmount = { ok: true; value: number | null } | { ok: false };

/**
 * An amount as the files write it: `-91`, `41322265`, `1234.5`, `1 234,56`. Blank is a valid
 * "not reported" (null); anything else that is not a number is an error for the caller to report.
 */
export function parseAmount(raw: string | null): ParsedAmount {
  if (raw === null) return { ok: true, value: null };
  const s = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(s)) return { ok: false };
  return { ok: true, value: Number(s) };
}

// A Lithuanian postcode as an address may end with it: `LT-07114`, and also written `LT07114`,
// `LT 07114` or the bare digits `07114`, the forms a company gives on its own papers. Any of them
// is the postcode, served as `LT-07114`; left in the street field, a form printed it twice.
const LT_POSTCODE = /^(?:LT[-\s]?)?(\d{5})$/i;

// A settlement by its type, as the Address Register writes it after the name: a city (m.,
// miestas), a small town (mstl., miestelis), a village (k., kaimas) or a hamlet (vs., viensėdis).
const LT_SETTLEMENT = /\s(m\.|mstl\.|k\.|vs\.)$/u;

/** Splits an LT one-line address `Vilnius, S. Stanevičiaus g. 95, LT-07114` into its parts. */
export function splitLtAddress(address: string | null): { street: string | null; city: string | null; postcode: string | null } {
  if (address === null) return { street: null, city: null, postcode: null };
  const parts = address.split(',').map((p) => p.trim()).filter((p) => p !== '');
  let postcode: string | null = null;
  const digits = LT_POSTCODE.exec(parts[parts.length - 1] ?? '')?.[1];
  if (digits !== undefined) {
    postcode = `LT-${digits}`;
    parts.pop();
  }
  // The town, after the municipality and eldership of a rural address; the rest, up to the
  // postcode, is the street (address-settlement.ts). A city the register names in the genitive
  // (`Kauno m.`) is served by its name (`Kaunas`, town-names.ts); the one-line address is kept.
  // An address that ends with its settlement (`Klaipėdos r. sav., Gargždų m.`) names no street:
  // taken for one, the settlement went to the street field and the municipality to the city.
  const last = parts[parts.length - 1];
  if (last !== undefined && LT_SETTLEMENT.test(last) && parts.slice(0, -1).every(isLithuanianAdminUnit)) {
    return { street: null, city: ltTownName(last), postcode };
  }
  const { city, street } = cityAndStreet(parts, isLithuanianAdminUnit);
  // No settlement named, only administrative units before the street or none (`Kauno m. sav.,
  // Laisvės al. 1`; `Kauno m. sav.`): in a city municipality of that one city, the town is the
  // city; the municipality in the city field is no town's name, and alone it is no street.
  const unitsOnly = parts.length === 1 && isLithuanianAdminUnit(parts[0]!);
  if (unitsOnly || (city !== null && isLithuanianAdminUnit(city))) {
    const town = parts.map(ltCityOfMunicipality).find((name) => name !== null);
    if (town != null) return { street: unitsOnly ? null : street, city: town, postcode };
  }
  return { street, city: city === null ? null : ltTownName(city), postcode };
}
