// What a search or autofill answer says beside its list where the text is a whole registration or
// VAT number that no company has (docs/search.md, step 2): the list alone was empty, or held only
// the companies one digit from it, and a checkout form had nothing to tell its user, while the
// details' 404 named the right check digit of a Finnish business ID.
import type { Country } from '../../domain/country.ts';
import { finnishCheckDigitHint, parseRegcodeInput } from '../../domain/regcode.ts';
import { isWholeRegcode } from '../number-keys.ts';

/**
 * The sentence for `q` where it is a whole number that no company (of `country`) has and the
 * results are none, or only companies one digit from it (matchedNumber one_digit_off); null for
 * any other text or answer, a number being typed (`40003`) included. Reads nothing from the store.
 */
export function numberNotFoundHint(q: string, country: Country | undefined,
  results: ReadonlyArray<{ matchedNumber?: { kind: string } }>): string | null {
  if (!/\d/.test(q) || !results.every((r) => r.matchedNumber?.kind === 'one_digit_off')) return null;
  const lookup = parseRegcodeInput(q);
  if (lookup === null) return null;
  const whole = lookup.regcodes.find(isWholeRegcode);
  if (lookup.vatNumber === null && whole === undefined) return null;
  const subject = lookup.vatNumber !== null ? `VAT number ${lookup.vatNumber}` : `registration number ${whole!.regcode}`;
  const parts = [`no company${country ? ` in ${country}` : ''} has ${subject}`];
  const checkDigit = !country || country === 'FI' ? finnishCheckDigitHint(lookup.regcodes) : null;
  if (checkDigit !== null) parts.push(checkDigit);
  if (results.length > 0) parts.push('the companies listed have a number one digit from it (matchedNumber one_digit_off): check which one was meant');
  return parts.join('; ');
}
