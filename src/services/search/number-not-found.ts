// What a search or autofill answer says beside its list where the text is a whole registration or
// VAT number that no company has (docs/search.md, step 2): the list alone was empty, or held only
// the companies one digit from it, and a checkout form had nothing to tell its user, while the
// details' 404 named the right check digit of a Finnish business ID.
import type { Country } from '../../domain/country.ts';
import { finnishCheckDigitHint, parseRegcodeInput } from '../../domain/regcode.ts';
import { digitsWithoutCountryCode, isWholeRegcode } from '../number-keys.ts';
import { checkDigitBesideLabel, labelElsewhereNoneNote, numberRead } from '../number-read.ts';
import { isPhoneNumberAlone } from './phone-numbers.ts';
import { phoneNumberDigitsHint } from '../../domain/phone-number-digits.ts';
import { personalCodeNumberHint } from '../../domain/personal-code-number.ts';

/**
 * The sentence for `q` where it is a whole number that no company (of `country`) has and the
 * results are none, or only companies one digit from it (matchedNumber one_digit_off); null for
 * any other text or answer, a number being typed (`40003`) included. Reads nothing from the store.
 */
export function numberNotFoundHint(q: string, country: Country | undefined,
  results: ReadonlyArray<{ matchedNumber?: { kind: string } }>): string | null {
  if (!/\d/.test(q) || !results.every((r) => r.matchedNumber?.kind === 'one_digit_off')) return null;
  // A phone number with its calling code is none (nothing-found.ts says so).
  if (isPhoneNumberAlone(q)) return null;
  const lookup = parseRegcodeInput(q);
  if (lookup === null) return null;
  const whole = lookup.regcodes.find(isWholeRegcode);
  if (lookup.vatNumber === null && whole === undefined) return null;
  // Named as the details' 404 names it (number-read.ts): `EE` before 8 digits is a registry code
  // typed with its country's code, no VAT number (an Estonian one has 9 digits), and was said to be one.
  const reading = numberRead(q, lookup);
  // The country its code names, where the number was typed with one (a VAT number, `LT` before an
  // older 7- or 8-digit company code): the number is of that country alone.
  const where = country ?? (digitsWithoutCountryCode(lookup) !== null ? reading.country : null);
  // Another country's register label before it (`registrikood 40003999999`), searched in every
  // country: what the label names, as the details' 404 says it; it names the number's forms, so the
  // readings of eight digits are not said again.
  const labelElsewhere = country === undefined ? labelElsewhereNoneNote(q, lookup) : null;
  const parts = [`no company${where ? ` in ${where}` : ''} has ${reading.subject}${where || labelElsewhere ? '' : readingsOf(lookup.regcodes)}`];
  if (labelElsewhere !== null) parts.push(labelElsewhere);
  // Eight digits written as a phone number are told so, as the details' 404 tells them, not as a wrong check digit.
  const phone = country !== 'LT' ? phoneNumberDigitsHint(lookup) : null;
  const checkDigit = phone === null && (!country || country === 'FI')
    ? checkDigitBesideLabel(finnishCheckDigitHint(lookup.regcodes), labelElsewhere, lookup) : null;
  if (phone !== null) parts.push(phone);
  if (checkDigit !== null) parts.push(checkDigit);
  // Eleven digits of a person's personal code: the person check, as the details' 404 says it.
  const personalCode = personalCodeNumberHint(q);
  if (personalCode !== null) parts.push(personalCode);
  if (results.length > 0) parts.push('the companies listed have a number one digit from it (matchedNumber one_digit_off): check which one was meant');
  return parts.join('; ');
}

/**
 * The countries' numbers eight digits typed alone are read as (ee-lt-fi.md: an Estonian registry
 * code, 8 digits; an older Lithuanian company code, 7 to 9; a Finnish business ID written without
 * its hyphen), said where no country was asked for: the Finnish check digit alone made `12754321`
 * read as a Finnish number only, though it is as much an Estonian one.
 */
function readingsOf(regcodes: ReadonlyArray<{ country: Country | null; regcode: string }>): string {
  const bare = regcodes.find((r) => r.country === null && /^\d{8}$/.test(r.regcode));
  const fi = regcodes.find((r) => r.country === 'FI');
  if (bare === undefined || fi === undefined) return '';
  return ` (read as an Estonian registry code, an older Lithuanian company code, and the Finnish business ID ${fi.regcode} without its hyphen)`;
}
