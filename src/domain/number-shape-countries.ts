// A registration number sent without its country where a company's key goes (`after=40003032949`,
// where `next` gives `LV:40003032949`): its shape says which countries' number it may be, as the
// four registers issue them, so a refusal can name the key to send rather than the format alone.
import type { Country } from './country.ts';
import { isValidFinnishBusinessId } from './regcode.ts';

/** One country's number a bare number may be: the key's parts, and what it is there. */
export interface NumberOfCountry { country: Country; regcode: string; as: string }

/**
 * The countries' numbers `number` (digits, a Finnish business ID's hyphen) may be, most likely
 * first: 11 digits a Latvian registration number; 9 a Lithuanian company code; 8 an Estonian
 * registry code, an older Lithuanian company code and, where its check digit holds, a Finnish
 * business ID written without its hyphen; 7 an older Lithuanian company code; seven digits, a
 * hyphen and a check digit that holds a Finnish business ID. None for any other text.
 */
export function numberShapeCountries(number: string): NumberOfCountry[] {
  if (/^\d{7}-\d$/.test(number)) return isValidFinnishBusinessId(number) ? [{ country: 'FI', regcode: number, as: 'a Finnish business ID' }] : [];
  if (!/^\d+$/.test(number)) return [];
  switch (number.length) {
    case 11: return [{ country: 'LV', regcode: number, as: 'a Latvian registration number (11 digits)' }];
    case 9: return [{ country: 'LT', regcode: number, as: 'a Lithuanian company code (9 digits)' }];
    case 8: {
      const fi = `${number.slice(0, 7)}-${number.slice(7)}`;
      return [
        { country: 'EE', regcode: number, as: 'an Estonian registry code (8 digits)' },
        { country: 'LT', regcode: number, as: 'an older Lithuanian company code' },
        ...(isValidFinnishBusinessId(fi) ? [{ country: 'FI' as const, regcode: fi, as: 'a Finnish business ID written without its hyphen' }] : []),
      ];
    }
    case 7: return [{ country: 'LT', regcode: number, as: 'an older Lithuanian company code (7 digits)' }];
    default: return [];
  }
}
