// The country of a legal entity holding a company where the register says it is not the company's
// own: Baltic groups hold across borders (an Estonian OÜ held by a Latvian SIA or a Finnish Oy).
// RIK writes a foreign holder's number in valis_kood and its country in valis_kood_riik (a code)
// and valis_kood_riik_tekstina (its Estonian name); UR marks one FOREIGN_ENTITY without a country.
// The store keeps the country on the role (person_roles.holder_country, schema 10) so the owners
// of a company link a holder to a company of that country only, never to one of the company's own
// country that happens to bear the same number.
import { isCountry, type Country } from './country.ts';
import { parseRegcodeInput } from './regcode.ts';

/**
 * A holder of another country than the four this service holds, or of one the register does not
 * name (ISO 3166's user-assigned code for an unknown region): linked to no company of the store.
 */
export const HOLDER_ABROAD = 'ZZ';

export type HolderCountry = Country | typeof HOLDER_ABROAD;

// The four countries as a register may write them: ISO alpha-2 and alpha-3 codes, the Estonian
// names RIK's texts use, and the English and own names. Keys folded as countryNamed folds.
const NAMES: Readonly<Record<string, Country>> = {
  lv: 'LV', lva: 'LV', lati: 'LV', 'lati vabariik': 'LV', latvia: 'LV', latvija: 'LV',
  lt: 'LT', ltu: 'LT', leedu: 'LT', 'leedu vabariik': 'LT', lithuania: 'LT', lietuva: 'LT',
  ee: 'EE', est: 'EE', eesti: 'EE', 'eesti vabariik': 'EE', estonia: 'EE',
  fi: 'FI', fin: 'FI', soome: 'FI', 'soome vabariik': 'FI', finland: 'FI', suomi: 'FI',
};

/** One of the four countries a register's code or name writes, or null (none given, or another). */
export function countryNamed(value: string | null): Country | null {
  if (value === null) return null;
  const folded = value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');
  return NAMES[folded] ?? null;
}

/**
 * A holder's number in the form the store keeps the companies of `country` in (an FI business ID
 * with its hyphen, 0112038-9 for 01120389 or FI01120389; an LV number without its VAT prefix), or
 * the number as the register gives it where it is none of that country's. A Lithuanian VAT number
 * (LT and 9 digits) is kept as written: its digits are no company code (a company's VAT number and
 * its code differ), and read as one they named another Lithuanian company, the one bearing that code.
 */
export function holderNumberIn(country: HolderCountry, raw: string): string {
  if (!isCountry(country)) return raw;
  const lookup = parseRegcodeInput(raw);
  if (lookup === null) return raw;
  const own = lookup.regcodes.find((r) => r.country === country)
    // Digits alone are the number of any country but Finland, whose IDs bear a hyphen.
    ?? (country === 'FI' ? undefined : lookup.regcodes.find((r) => r.country === null));
  return own?.regcode ?? raw;
}
