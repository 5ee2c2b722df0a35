// Registration numbers on the lists against the registers' regcodes. Lists write them in many
// shapes (`Registration ID 1027700132195 (Russia)`, EU `regnumber`, VAT `LV40003032949`); only
// the digits are compared, and only identifier types that can be a company's number.
import type { Country } from './country.ts';

// Types that name a company's registration, tax or VAT number, in the lists' own words.
const REGISTRATION_TYPE = /reg|tax|fiscal|vat|company|business|commercial|ogrn|inn|kpp|enterprise|chamber|legal entity|edrpou|unp|identifier|identification number|regcode/i;
// Documents of persons and numbers of things: never a company's registration.
const NOT_REGISTRATION = /passport|national id|personal|ssn|id card|identity card|driv|birth|travel|cedula|curp|swift|bic|imo|mmsi|d-u-n-s|duns|aircraft|serial|website|email|phone|pase/i;

export function isRegistrationIdentifierType(type: string): boolean {
  return REGISTRATION_TYPE.test(type) && !NOT_REGISTRATION.test(type);
}

/** VAT prefixes whose digits are not the company's regcode (EE, LT issue separate VAT numbers). */
const VAT_NOT_REGCODE = new Set(['EE', 'LT']);

/**
 * The comparable form of a listed identifier: its digits, and its country when the list gives
 * one (a VAT prefix counts as one). Null when it cannot be a registration number (letters inside,
 * fewer than 5 digits, an EE/LT VAT number).
 */
export function registrationKeyOf(identifier: { type: string; value: string; country: string | null }): { digits: string; country: string | null } | null {
  if (!isRegistrationIdentifierType(identifier.type)) return null;
  const compact = identifier.value.toUpperCase().replace(/[\s.\-/]/g, '');
  // A country the list names but no ISO code was found for is still a country, and not ours.
  const given = identifier.country?.trim().toUpperCase() ?? '';
  let country = given === '' || given === '00' ? null : given;
  let digits = compact;
  const vat = /^([A-Z]{2})(\d{5,14})$/.exec(compact);
  if (vat) {
    if (VAT_NOT_REGCODE.has(vat[1]!)) return null;
    country = vat[1] === 'EL' ? 'GR' : vat[1]!;
    digits = vat[2]!;
  }
  if (!/^\d{5,14}$/.test(digits)) return null;
  return { digits, country };
}

/** A company's regcode in the same comparable form (`0112038-9` → `01120389`). */
export function companyRegistrationKey(regcode: string): string {
  return regcode.replace(/\D/g, '');
}

/**
 * The score of equal digits: 1 when the identifier's country is the company's; 0 (no match) when
 * it names another country; with no country given, 1 only when the names agree too (similarity
 * 0.5 or more), else 0.8 — a number alone, of unknown country, is a candidate for a human.
 */
export function scoreRegistrationMatch(identifierCountry: string | null, companyCountry: Country, nameSimilarity: number): number {
  if (identifierCountry !== null) return identifierCountry === companyCountry ? 1 : 0;
  return nameSimilarity >= 0.5 ? 1 : 0.8;
}
