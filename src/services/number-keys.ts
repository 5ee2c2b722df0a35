// The companies a typed number names (domain/regcode.ts reads the text): its regcodes, its VAT
// number, the digits of an EE or LT VAT number, and the digits typed after another country's
// code. Shared by the details lookup (resolve-company.ts) and search (search/code-matches.ts).
import type { Database } from '../store/open.ts';
import { COUNTRIES, type Country } from '../domain/country.ts';
import { isValidFinnishBusinessId, parseRegcodeInput, registrationNumbersRead, type RegcodeLookup } from '../domain/regcode.ts';
import { companyKeysByRegcode, companyKeysByVatNumber, successorsByKeys, type CompanyKey } from '../store/companies-read.ts';

/**
 * The companies a typed VAT number names; where it names none, the company whose code it may
 * also be (`LT` before 9 digits, domain/regcode.ts).
 */
export function vatNumberKeys(db: Database, lookup: RegcodeLookup): CompanyKey[] {
  if (!lookup.vatNumber) return [];
  const keys = companyKeysByVatNumber(db, lookup.vatNumber);
  if (keys.length > 0 || !lookup.regcodeIfNoVat) return keys;
  const { country, regcode } = lookup.regcodeIfNoVat;
  return companyKeysByRegcode(db, regcode).filter((k) => k.country === country);
}

/**
 * The Estonian and Lithuanian VAT numbers of which `digits` are the digits: a form with the VAT
 * number's country in a field of its own (or a buyer who leaves the code out) sends `101485881`
 * for `EE101485881`, and those are numbers of their own, no company's regcode. Whole numbers only
 * (9 digits, or 12 for LT). A Latvian or Finnish VAT number's digits are its regcode's, found as
 * that. Shared by the lookup (after the regcodes) and search.
 */
export function vatDigitsKeys(db: Database, digits: string, countries: readonly Country[]): CompanyKey[] {
  const of = digits.length === 9 ? ['EE', 'LT'] as const : digits.length === 12 ? ['LT'] as const : [];
  return of.filter((c) => countries.includes(c)).flatMap((c) => companyKeysByVatNumber(db, c + digits));
}

/** The companies of one number, in the fixed country order. */
export function lookupKeys(db: Database, lookup: RegcodeLookup): CompanyKey[] {
  const keys: CompanyKey[] = [];
  for (const r of lookup.regcodes) {
    keys.push(...companyKeysByRegcode(db, r.regcode).filter((k) => r.country === null || k.country === r.country));
  }
  keys.push(...vatNumberKeys(db, lookup));
  // Several countries' companies with one number: in the fixed country order.
  return keys.sort((a, b) => COUNTRIES.indexOf(a.country as Country) - COUNTRIES.indexOf(b.country as Country) || (a.regcode < b.regcode ? -1 : 1));
}

/**
 * The digits of a whole number typed with a country code before it, read as typed alone, or null
 * where no country code was typed: a VAT number's (`LV11003917`, `EE40145707427`), or `LT` before
 * an older 7- or 8-digit company code. A checkout form that puts the country chosen (LV by
 * default) before the number, or a buyer typing LV out of habit, sends such a text.
 */
export function digitsWithoutCountryCode(lookup: RegcodeLookup): { digits: string; alone: RegcodeLookup } | null {
  const [only, ...more] = lookup.regcodes;
  const olderLt = only !== undefined && more.length === 0 && only.country === 'LT' && /^\d{7,8}$/.test(only.regcode);
  const digits = lookup.vatNumber !== null ? /^[A-Z]{2}(\d+)$/.exec(lookup.vatNumber)?.[1] : olderLt ? only.regcode : undefined;
  const alone = digits === undefined ? null : parseRegcodeInput(digits);
  return alone === null ? null : { digits: digits!, alone };
}

/**
 * How a search text named a company by another number than the one typed (views.ts matchedNumber):
 * `number` is the company's own number the text was read as (other_country_code), or the code of
 * a company reorganised into it (predecessor), or the company's own number one digit from the
 * number typed, no company's (one_digit_off).
 */
export interface MatchedNumber { number: string; kind: 'other_country_code' | 'predecessor' | 'one_digit_off' | 'number_beginning' }

/**
 * The companies the digits of a number typed with a country code name typed alone (its
 * regcodes, then the EE or LT VAT numbers they are the digits of), in `countries`; none where no
 * country code was typed. Only the whole number, never its beginning. Each says which of its
 * numbers the digits are (its regcode, or its VAT number), for search to tell it.
 */
export function digitsAloneKeys(db: Database, lookup: RegcodeLookup, countries: readonly Country[]): Array<CompanyKey & { matched: MatchedNumber }> {
  const read = digitsWithoutCountryCode(lookup);
  if (read === null) return [];
  const matched = (number: string): MatchedNumber => ({ number, kind: 'other_country_code' });
  const keys = lookupKeys(db, read.alone).map((k) => ({ ...k, matched: matched(k.regcode) }));
  const bare = read.alone.regcodes.find((r) => r.country === null)?.regcode;
  if (bare !== undefined) keys.push(...vatDigitsKeys(db, bare, countries).map((k) => ({ ...k, matched: matched(k.country + bare) })));
  const seen = new Set<string>();
  return keys.filter((k) => countries.includes(k.country as Country) && !seen.has(`${k.country}:${k.regcode}`) && seen.add(`${k.country}:${k.regcode}`));
}

// UR's old codes, which reorganizations.csv still names: 9 digits, a leading 0 (010312345).
const OLD_LV_CODE = /^0\d{8}$/;

/**
 * The companies that carry on the business of a Latvian company the store holds no row of, whose
 * old code the number is: UR's reorganizations.csv names companies merged or split long ago by
 * their old 9-digit codes (a leading 0), which register.csv no longer lists, so a code from an old
 * contract or invoice named nothing. The final entities of its reorganisation the store holds,
 * each marked as found by its predecessor's code; one read of the table's primary key a code.
 */
export function successorKeys(db: Database, lookup: RegcodeLookup): Array<CompanyKey & { matched: MatchedNumber }> {
  // The number as typed, or its digits after a country code (`LV010312345`).
  const alone = digitsWithoutCountryCode(lookup)?.alone.regcodes ?? [];
  // UR's old codes alone (9 digits, a leading 0): a ceased company of an 11-digit code is still a
  // row of register.csv, found as itself, and every other 404 is spared the read.
  const codes = [...new Set([...lookup.regcodes, ...alone]
    .filter((r) => (r.country === null || r.country === 'LV') && OLD_LV_CODE.test(r.regcode)).map((r) => r.regcode))];
  if (codes.length === 0) return [];
  const keys: Array<CompanyKey & { matched: MatchedNumber }> = [];
  for (const [key, finals] of successorsByKeys(db, codes.map((regcode) => ({ country: 'LV', regcode })))) {
    const number = key.slice(key.indexOf(':') + 1);
    for (const f of finals) if (f.name !== null) keys.push({ country: 'LV', regcode: f.regcode, matched: { number, kind: 'predecessor' } });
  }
  return keys;
}

// The lengths of a whole regcode typed without its country (country-null readings): EE's 8 digits
// (LT's older codes too), LT's 9, LV's 11. Fewer are a number being typed, whose beginning the
// regcodes read.
const WHOLE_DIGITS = new Set([8, 9, 11]);

/** Whether a reading of a number typed is a whole regcode (WHOLE_DIGITS; a Finnish business ID), no beginning. */
export function isWholeRegcode(r: { country: Country | null; regcode: string }): boolean {
  if (r.country === 'FI') return /^\d{7}-\d$/.test(r.regcode);
  return /^\d+$/.test(r.regcode) && (r.country !== null || WHOLE_DIGITS.has(r.regcode.length));
}

// A whole Estonian or Lithuanian VAT number (KMKR: EE and 9 digits; PVM code: LT and 9 digits,
// or 12): numbers of their own, no regcode's, read by the VAT numbers' index.
const WHOLE_VAT = /^(EE|LT)(\d{9}|\d{12})$/;
const isWholeVat = (m: RegExpExecArray | null): m is RegExpExecArray => m !== null && (m[1] === 'LT' || m[2]!.length === 9);

/** The numbers one digit from `digits`: each digit replaced by another, and two neighbours swapped. */
function oneDigitFrom(digits: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < digits.length; i++) {
    for (let d = 0; d <= 9; d++) {
      const c = String(d);
      if (c !== digits[i]) out.add(digits.slice(0, i) + c + digits.slice(i + 1));
    }
    if (i + 1 < digits.length && digits[i] !== digits[i + 1]) {
      out.add(digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2));
    }
  }
  return [...out];
}

/**
 * The companies whose regcode is one digit from a whole regcode typed that names no company (a
 * digit mistyped, two swapped): a checkout form's number field answered an empty list where the
 * buyer's company was a key away. Only the whole number's regcodes (a VAT number of LV or FI is
 * read as its regcode), of its country where it names one; a Finnish business ID only where its
 * check digit is right, as PRH issues no other. An EE or LT VAT number, a number of its own
 * (WHOLE_VAT: EE and 9 digits, LT and 9 or 12), alike by the VAT numbers' index: the register
 * files give no check digit of theirs to pass over a variant by. About a hundred look-ups of an
 * index, for a number that named nothing only. Each says which of its numbers it is (matched: the
 * regcode, or the VAT number), for search to tell it.
 */
export function oneDigitOffKeys(db: Database, lookup: RegcodeLookup, countries: readonly Country[]): Array<CompanyKey & { matched: MatchedNumber }> {
  const keys: Array<CompanyKey & { matched: MatchedNumber }> = [];
  const seen = new Set<string>();
  // `LT` before 9 digits no VAT number has is read as the company code too (regcodeIfNoVat).
  for (const r of registrationNumbersRead(lookup)) {
    if (!isWholeRegcode(r)) continue;
    const fi = r.country === 'FI';
    const digits = r.regcode.replace('-', '');
    for (const variant of oneDigitFrom(digits)) {
      const regcode = fi ? `${variant.slice(0, 7)}-${variant.slice(7)}` : variant;
      if (fi && !isValidFinnishBusinessId(regcode)) continue;
      for (const k of companyKeysByRegcode(db, regcode)) {
        const key = `${k.country}:${k.regcode}`;
        if ((r.country !== null && k.country !== r.country) || !countries.includes(k.country as Country) || seen.has(key)) continue;
        seen.add(key);
        keys.push({ ...k, matched: { number: k.regcode, kind: 'one_digit_off' } });
      }
    }
  }
  const vat = WHOLE_VAT.exec(lookup.vatNumber ?? '');
  if (isWholeVat(vat) && countries.includes(vat[1] as Country)) {
    for (const variant of oneDigitFrom(vat[2]!)) {
      for (const k of companyKeysByVatNumber(db, vat[1] + variant)) {
        const key = `${k.country}:${k.regcode}`;
        if (k.country !== vat[1] || seen.has(key)) continue;
        seen.add(key);
        keys.push({ ...k, matched: { number: vat[1] + variant, kind: 'one_digit_off' } });
      }
    }
  }
  return keys.sort((a, b) => COUNTRIES.indexOf(a.country as Country) - COUNTRIES.indexOf(b.country as Country) || (a.regcode < b.regcode ? -1 : 1));
}
