// How a typed number that named no company is named back to the user, alike by the details' 404
// (resolve-company.ts) and by the numberNotFound sentence of search and autofill
// (search/number-not-found.ts): as it was read, not as it was typed.
import { COUNTRIES, type Country } from '../domain/country.ts';
import { isValidFinnishBusinessId, isWellFormedEstonianRegistryCode, labelledNumberCountry, parseRegcodeInput, shownRegcode as shown, type RegcodeLookup } from '../domain/regcode.ts';

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

// The digits alone a company lookup reads in each country: its registration number (LT's older
// codes of 7 or 8 digits too, FI's business ID written without its hyphen) and the digits of its
// VAT number, which it reads too (number-keys.ts vatDigitsKeys: EE 9, LT 9 or 12).
const DIGITS_READ: Record<Country, readonly number[]> = { LV: [11], EE: [8, 9], LT: [7, 8, 9, 12], FI: [8] };
const REGISTRATION_DIGITS: Record<Country, string> = { LV: '11 digits', EE: '8 digits', LT: '9 digits (an older code 7 or 8)', FI: '8 digits, 7 and a check digit (with or without a hyphen)' };
// The registration numbers alone, by country: what a number of another country's length may be.
const REGISTRATION_LENGTHS: Record<Country, readonly number[]> = { LV: [11], EE: [8], LT: [7, 8, 9], FI: [8] };
const LENGTHS_SHOWN = 'LV 11, LT 9 or an older 7 or 8, EE 8, FI 7 and a check digit';

/** Whether digits alone are of the form of a country's registration number: its length, and a Finnish business ID's check digit (PRH issues no other). */
function ofRegistrationForm(digits: string, country: Country): boolean {
  return REGISTRATION_LENGTHS[country].includes(digits.length)
    && (country !== 'FI' || isValidFinnishBusinessId(`${digits.slice(0, 7)}-${digits.slice(7)}`));
}

/** The countries other than `country` whose registration numbers the digits are of the form of. */
function formsOtherThan(digits: string, country: Country): Country[] {
  return (Object.keys(REGISTRATION_LENGTHS) as Country[]).filter((c) => c !== country && ofRegistrationForm(digits, c));
}

const listed = (countries: readonly string[], and: string) =>
  countries.length > 1 ? `${countries.slice(0, -1).join(', ')} ${and} ${countries.at(-1)}` : countries[0]!;

/**
 * What the 400 for a number of several countries' companies says of the label sent before it where
 * that label names the register of a country holding no company of the number (`Y-tunnus 11058424`:
 * FI, a number of LT's and EE's form): the label is why the text was not read as that country's, so
 * it is named with the form its number has there, rather than the 400 reading as if no label had been sent.
 */
export function labelElsewhereNote(digits: string, labelled: Country): string {
  const named = `the label before it names ${labelled}'s register`;
  if (ofRegistrationForm(digits, labelled)) return `${named}, which has no company with ${digits}`;
  const forms = COUNTRIES.filter((c) => c !== labelled && ofRegistrationForm(digits, c)).map((c) => `${c}'s`);
  const formOf = forms.length > 0 ? `: it is of ${listed(forms, 'and')}` : '';
  return `${named}, where a registration number has ${REGISTRATION_DIGITS[labelled]}, and ${digits} is not of that form${formOf}`;
}

/**
 * What a lookup that found no company anywhere says of a number after one country's register label
 * that is of another country's form (`registrikood 40003032949`: EE's label, an LV number no LV
 * company has; `reģ. nr. 10000018`): the label is said with the form the number has, as the 400 of a
 * number of several countries says it (labelElsewhereNote), so the 404 does not read as if the
 * register the label names had been looked in alone. Null where the label names the register whose
 * form the number has, where there is no label, for a VAT number and for a number of no country's form.
 */
export function labelElsewhereNoneNote(text: string, lookup: RegcodeLookup): string | null {
  const labelled = labelledNumberCountry(text);
  if (labelled === null || lookup.vatNumber !== null) return null;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  if (digits === undefined || !/^\d+$/.test(digits) || ofRegistrationForm(digits, labelled)) return null;
  // In the order labelElsewhereNote names them (`it is of LT's and EE's, and no LT or EE company has it`).
  const forms = COUNTRIES.filter((c) => c !== labelled && ofRegistrationForm(digits, c));
  return forms.length === 0 ? null : `${labelElsewhereNote(digits, labelled)}, and no ${listed(forms, 'or')} company has it`;
}

/**
 * The check-digit sentence a lookup that found nothing adds beside labelElsewhereNoneNote's: none
 * where that note is said and the digits are a well-formed Estonian registry code (`reģ. nr.
 * 10000018`), whose form the note already names (`it is of LT's and EE's`), said once.
 */
export function checkDigitBesideLabel(checkDigit: string | null, labelElsewhere: string | null, lookup: RegcodeLookup): string | null {
  const estonian = lookup.regcodes.some((r) => (r.country === null || r.country === 'EE') && isWellFormedEstonianRegistryCode(r.regcode));
  return labelElsewhere !== null && estonian ? null : checkDigit;
}

/**
 * What a lookup that found nothing says of digits sent alone that no registration or VAT number of
 * the country asked (or of any of the four) has so many of (`4000312345`, an 11-digit Latvian
 * number a digit short): it names no company because it cannot, not because the company is
 * unknown, as vatLengthHint says of a VAT number. Null for any other number.
 */
export function digitsLengthHint(lookup: RegcodeLookup, country: Country | undefined): string | null {
  if (lookup.vatNumber !== null) return null;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  if (digits === undefined || !/^\d+$/.test(digits)) return null;
  const n = digits.length;
  const lengths = country ? DIGITS_READ[country] : Object.values(DIGITS_READ).flat();
  if (lengths.includes(n)) return null;
  const short = Math.min(...lengths) - n;
  const over = n - Math.max(...lengths);
  const fix = short > 0 ? (short > 1 ? 'digits missing' : 'a digit missing') : over > 0 ? (over > 1 ? 'digits too many' : 'a digit too many') : 'a digit missing or too many';
  // Of another country's length (an 11-digit Latvian number sent with country=EE), the country may be the mistake.
  // A Finnish business ID's eight digits only where its check digit holds (PRH issues no other).
  const shapedAs = country ? formsOtherThan(digits, country) : [];
  if (country && shapedAs.length > 0) {
    const others = listed(shapedAs, 'or');
    return `a registration number of ${country} has ${REGISTRATION_DIGITS[country]}, ${digits} has ${n}, as one of ${others} does: `
      + 'check the number and the country asked';
  }
  return country
    ? `a registration number of ${country} has ${REGISTRATION_DIGITS[country]}, ${digits} has ${n}: check the number for ${fix}`
    : `no registration number of LV, LT, EE or FI has ${n} digits (${LENGTHS_SHOWN}): check the number for ${fix}`;
}

/**
 * What the label before a number (`registrikood 40000021291`, an LV number after the Estonian word)
 * names, where the company found is of another `country`: said beside that company by the MCP tools
 * and the REST search alike, as labelElsewhereNote says it in the 400. Undefined where the label
 * names that country's register or none, and for a VAT number, whose own code names its country.
 */
export function labelElsewhereRead(sent: string, country: string): { said: string; labelled: Country } | undefined {
  const labelled = labelledNumberCountry(sent);
  if (labelled === null || labelled === country) return undefined;
  const lookup = parseRegcodeInput(sent);
  if (lookup === null || lookup.vatNumber !== null || lookup.regcodes.length === 0) return undefined;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  const note = digits !== undefined ? labelElsewhereNote(digits, labelled)
    : `the label before it names ${labelled}'s register, and ${lookup.regcodes[0]!.regcode} is written as ${country}'s`;
  return { said: `${shown(sent)}: ${note}.`, labelled };
}

/**
 * The same of a search whose whole text is such a number (`registrikood 40000021291`), where the
 * company it lists first has that number: search_companies' sentence and the REST search's numberInText.
 */
export function labelElsewhereListedSentence(query: string, results: readonly { regcode: string; country: string; name: string }[]): string | undefined {
  const first = results[0];
  const lookup = parseRegcodeInput(query);
  if (first === undefined || lookup === null || !lookup.regcodes.some((r) => r.regcode === first.regcode)) return undefined;
  const read = labelElsewhereRead(query, first.country);
  return read && `${read.said} The company listed is the ${first.country} one with that number, ${first.name} (${first.country} ${first.regcode}), `
    + `not an ${read.labelled} company: check that the document means it.`;
}
