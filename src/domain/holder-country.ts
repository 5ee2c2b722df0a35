// The country of a legal entity holding a company where the register says it is not the company's
// own: Baltic groups hold across borders (an Estonian OÜ held by a Latvian SIA or a Finnish Oy),
// and a holder in Cyprus or Germany is what a compliance check wants to see. RIK writes a foreign
// holder's number in valis_kood and its country in valis_kood_riik (a code) and
// valis_kood_riik_tekstina (its Estonian name); UR marks one FOREIGN_ENTITY without a country.
// The store keeps the country on the role (person_roles.holder_country, schema 10), ISO alpha-2 of
// any country, so the owners of a company link a holder to a company of that country only (one of
// the four held here), never to one of the company's own country that happens to bear the same
// number, and name the country of a holder held nowhere here.
import { countryCodeOf } from './country-codes.ts';
import { isCountry } from './country.ts';
import { parseRegcodeInput } from './regcode.ts';

/**
 * A foreign holder whose country the register does not name, or names in a way not read (ISO
 * 3166's user-assigned code for an unknown region): linked to no company of the store, and its
 * country served as unknown.
 */
export const HOLDER_ABROAD = 'ZZ';

/** ISO alpha-2 of the holder's country (any country), or HOLDER_ABROAD where none is read. */
export type HolderCountry = string;

/**
 * The country of a legal holder's register as an answer gives it (registeredIn): the country a
 * role's holder_country names, the company's own where it names none, null where none was read.
 */
export function holderRegisteredIn(holderCountry: string | null, companyCountry: string): string | null {
  return holderCountry === HOLDER_ABROAD ? null : holderCountry ?? companyCountry;
}

/**
 * Whether a role's holder_country says the holder is of a register this service does not hold
 * (a country other than the four, or none named): such a holder is no company of the store.
 */
export function isHeldAbroad(holderCountry: string | null | undefined): boolean {
  return holderCountry != null && !isCountry(holderCountry);
}

/**
 * The country a register names a foreign holder in, from the values it gives (a code, a name: the
 * first one read), or HOLDER_ABROAD where it gives some but none is read; null where it gives none.
 */
export function holderCountryNamed(given: readonly string[]): HolderCountry | null {
  if (given.length === 0) return null;
  return given.map(countryCodeOf).find((c) => c !== null) ?? HOLDER_ABROAD;
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
