// Registration numbers on the lists against the registers' regcodes. Lists write them in many
// shapes (`Registration ID 1027700132195 (Russia)`, EU `regnumber`, VAT `LV40003032949`); only
// the digits are compared, and only identifier types that can be a company's number.
import type { Country } from './country.ts';

// Types that name a company's registration, tax or VAT number, in the lists' own words.
const REGISTRATION_TYPE = /reg|tax|fiscal|vat|pvn|nodokl|company|business|commercial|ogrn|inn|kpp|enterprise|chamber|legal entity|edrpou|unp|identifier|identification number|regcode/i;
// Documents of persons and numbers of things: never a company's registration.
const NOT_REGISTRATION = /passport|national id|personal|ssn|id card|identity card|driv|birth|travel|cedula|curp|swift|bic|imo|mmsi|d-u-n-s|duns|aircraft|serial|website|email|phone|pase/i;

/**
 * A type as the patterns read it: the dots of an abbreviation dropped (OFAC writes `V.A.T. Number`,
 * `C.U.R.P.`) and the marks of its letters (the Latvian list writes its types in Latvian:
 * `Reģistrācijas numurs` is a registration number, its ģ no g to a pattern).
 */
const undotted = (type: string) => type.replace(/\./g, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

export function isRegistrationIdentifierType(type: string): boolean {
  const t = undotted(type);
  return REGISTRATION_TYPE.test(t) && !NOT_REGISTRATION.test(t);
}

/** Countries whose VAT numbers are not the company's regcode (EE, LT issue separate VAT numbers). */
const VAT_NOT_REGCODE = new Set(['EE', 'LT']);
const VAT_TYPE = /vat|kmkr|pvm/i;
// A label written into the value (`No. 40003032949`, `Nr.: …`, `# …`): not a country prefix.
const NUMBER_LABEL = /^(?:N[OR]\s*[.:]|N°|#)\s*[.:]?\s*/;
// A country written before the digits (`LV40003032949`, `EE 10137319`, `LT-110053842`).
const COUNTRY_PREFIX = /^([A-Z]{2})(?:\s*-\s*|\s+)?(?=\d)/;

/**
 * The comparable form of a listed identifier: its digits, and its country when the list gives
 * one (a country written before the digits counts as one). Null when it cannot be a registration
 * number (letters inside, fewer than 5 digits, an EE/LT VAT number). A registration or tax number
 * written with its country (`EE 10137319`) is that country's number; only a VAT number of EE or
 * LT is refused, its digits are not the company's code.
 */
export function registrationKeyOf(identifier: { type: string; value: string; country: string | null }): { digits: string; country: string | null } | null {
  if (!isRegistrationIdentifierType(identifier.type)) return null;
  let rest = identifier.value.toUpperCase().trim().replace(NUMBER_LABEL, '');
  // A country the list names but no ISO code was found for is still a country, and not ours.
  const given = identifier.country?.trim().toUpperCase() ?? '';
  let country = given === '' || given === '00' ? null : given;
  const prefix = COUNTRY_PREFIX.exec(rest);
  if (prefix) {
    country = prefix[1] === 'EL' ? 'GR' : prefix[1]!;
    rest = rest.slice(prefix[0].length);
  }
  if (country !== null && VAT_NOT_REGCODE.has(country) && VAT_TYPE.test(undotted(identifier.type))) return null;
  const digits = rest.replace(/[\s.\-/]/g, '');
  if (!/^\d{5,14}$/.test(digits)) return null;
  return { digits, country };
}

// An EE VAT number is EE and 9 digits (a registry code has 8), an LT one LT and 9 or 12 digits: as
// the lookups read LT and 9 digits (domain/regcode.ts), the VAT number first.
const SEPARATE_VAT_NUMBER = /^(?:EE\s*-?\s*\d{9}|LT\s*-?\s*(?:\d{9}|\d{12}))$/;

/**
 * Whether a holder's number as its register writes it is an EE or LT VAT number (`LT100001234`):
 * its digits are no company's code, and compared as one they name whichever company bears them.
 */
export function isSeparateVatNumber(value: string): boolean {
  return SEPARATE_VAT_NUMBER.test(value.trim().toUpperCase());
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
