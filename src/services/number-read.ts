// How a typed number that named no company is named back to the user, alike by the details' 404
// (resolve-company.ts) and by the numberNotFound sentence of search and autofill
// (search/number-not-found.ts): as it was read, not as it was typed.
import type { Country } from '../domain/country.ts';
import { shownRegcode as shown, type RegcodeLookup } from '../domain/regcode.ts';

export interface NumberRead { subject: string; country: Country | null; vat: boolean }

/**
 * A registration number is named as it was read, not as it was typed: `Reg. nr. (40003-999999).`
 * is registration number 40003999999, and a Finnish business ID without its leading zero
 * (`112038-9`) the ID with it, in FI, so the user reads which number found nothing (as a VAT
 * number is named) rather than the text sent back. A text of several readings (eight digits: an
 * EE, LT or LV code, or a Finnish ID without its hyphen) is named by its digits written together.
 */
function registrationNumberRead(text: string, lookup: RegcodeLookup): NumberRead {
  const [first] = lookup.regcodes;
  if (!first) return { subject: `registration number ${shown(text)}`, country: null, vat: false };
  const country = lookup.regcodes.length === 1 ? first.country : null;
  return { subject: `registration number ${first.regcode}`, country, vat: false };
}

/**
 * The number a lookup that found nothing looked for, as its answer names it. A VAT number
 * (`LV40003123457`) is named as one, with the registration number it gives, so a user who sent
 * one reads that it was taken as such and which company number was looked for; `EE` before
 * 8 digits is the country code before a registry code (domain/regcode.ts), named as that code,
 * and `LT` before 9 digits the VAT number or the company code it may be.
 */
export function numberRead(text: string, lookup: RegcodeLookup): NumberRead {
  const vat = lookup.vatNumber;
  if (!vat) return registrationNumberRead(text, lookup);
  const prefix = vat.slice(0, 2) as Country;
  const regcode = lookup.regcodes.find((r) => r.country === prefix)?.regcode;
  if (prefix === 'EE' && regcode) return { subject: `registration number ${regcode}`, country: prefix, vat: false };
  if (regcode) return { subject: `VAT number ${vat} (registration number ${regcode})`, country: prefix, vat: true };
  const orRegcode = lookup.regcodeIfNoVat ? ` or registration number ${lookup.regcodeIfNoVat.regcode}` : '';
  return { subject: `VAT number ${vat}${orRegcode}`, country: prefix, vat: true };
}
