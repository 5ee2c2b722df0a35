// Eight digits sent alone as a company's number, written as a phone number and of no company here
// (`67123456`, a Latvian or Estonian fixed line; `26123456`, a Latvian mobile): an Estonian registry
// code begins with 1, 7, 8 or 9, and read as a Finnish business ID without its hyphen their check
// digit is wrong. One rule for the details' 404 (services/resolve-company.ts) and the search's
// numberNotFound (services/search/number-not-found.ts). The 404 told only that 6712345-6 has a wrong check digit, and a client went
// looking for a mistyped Finnish business ID where the number on the page was a phone number.
import type { RegcodeLookup } from './regcode.ts';
import { isValidFinnishBusinessId } from './regcode.ts';

// The first digits of a Latvian phone number (2 mobile, 6 fixed) and an Estonian one (5 mobile,
// 3, 4 and 6 fixed), none of which an Estonian registry code begins with.
const PHONE_EIGHT_DIGITS = /^[2-6]\d{7}$/;

/**
 * What a lookup that found nothing says of eight digits written as a phone number and as no
 * registration number here; null for anything else (a VAT number, a number with a country named,
 * a Finnish business ID whose check digit is right).
 */
export function phoneNumberDigitsHint(lookup: RegcodeLookup): string | null {
  if (lookup.vatNumber !== null || lookup.countryNamed !== undefined) return null;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  if (digits === undefined || !PHONE_EIGHT_DIGITS.test(digits)) return null;
  const finnish = lookup.regcodes.find((r) => r.country === 'FI');
  if (finnish !== undefined && isValidFinnishBusinessId(finnish.regcode)) return null;
  return `${digits} is written as a Latvian or Estonian phone number, which names no company here: no Estonian registry code `
    + `begins with ${digits[0]}, and read as a Finnish business ID its check digit is wrong`;
}
